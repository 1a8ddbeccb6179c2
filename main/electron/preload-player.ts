// Player window preload (sandboxed; bundled to dist/preload/player.cjs). Read-only channels and
// the player.state push only; main checks the role again on every request.
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '../../shared/contract/bridge.js';
import { PUSH } from '../../shared/contract/push.js';
import { PRELOAD_CHANNELS } from './preload-channels.js';
import { createBridge } from './preload-bridge.js';

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge('player', PRELOAD_CHANNELS.player, [PUSH.player], ipcRenderer));
