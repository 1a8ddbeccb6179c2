// GM window preload (sandboxed; bundled to dist/preload/gm.cjs). Exposes every channel.
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '../../shared/contract/bridge.js';
import { PUSH } from '../../shared/contract/push.js';
import { PRELOAD_CHANNELS } from './preload-channels.js';
import { createBridge } from './preload-bridge.js';

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge('gm', PRELOAD_CHANNELS.gm, [PUSH.gm, PUSH.gmDelta, PUSH.player], ipcRenderer));
