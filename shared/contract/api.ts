import type { Channel } from './channels.js';
import type { Pushes, Request, Response } from './contract.js';
import type { Result } from './result.js';

/** What a renderer sees of main, whatever the transport (Electron preload or WebSocket). */
export interface AsaltoApi {
  invoke<C extends Channel>(channel: C, payload?: Request<C>): Promise<Result<Response<C>>>;
  on<P extends keyof Pushes>(push: P, listener: (data: Pushes[P]) => void): () => void;
}
