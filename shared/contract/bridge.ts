import type { Channel, PushName, Role } from './channels.js';
import type { Result } from './result.js';

/**
 * What an Electron preload exposes on `window.asalto` through contextBridge: one function per
 * channel the window's role may call, and a push subscription. Never `ipcRenderer` itself.
 */
export interface PreloadBridge {
  role: Role;
  channels: Partial<Record<Channel, (payload?: unknown) => Promise<Result<unknown>>>>;
  on(push: PushName, listener: (data: unknown) => void): () => void;
}

export const BRIDGE_GLOBAL = 'asalto';
