// GM window preload (sandboxed; bundled to dist/preload/gm.cjs). Exposes every channel.
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '../../shared/contract/bridge.js';
import { CHANNEL_NAMES, PUSH } from '../../shared/contract/channels.js';
import { createBridge } from './preload-bridge.js';

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge('gm', CHANNEL_NAMES, [PUSH.gm, PUSH.gmDelta, PUSH.player], ipcRenderer));
