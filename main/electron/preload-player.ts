// Player window preload (sandboxed; bundled to dist/preload/player.cjs). Read-only channels and
// the player.state push only; main checks the role again on every request.
import { contextBridge, ipcRenderer } from 'electron';
import { BRIDGE_GLOBAL } from '../../shared/contract/bridge.js';
import { PLAYER_CHANNELS, PUSH } from '../../shared/contract/channels.js';
import { createBridge } from './preload-bridge.js';

contextBridge.exposeInMainWorld(BRIDGE_GLOBAL, createBridge('player', PLAYER_CHANNELS, [PUSH.player], ipcRenderer));
