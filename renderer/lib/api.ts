import type { AsaltoApi } from '../../shared/contract/api.js';
import { BRIDGE_GLOBAL, type PreloadBridge } from '../../shared/contract/bridge.js';
import type { Role } from '../../shared/contract/channels.js';
import { fail, type Result } from '../../shared/contract/result.js';
import { createWsApi } from './ws-client.js';

export type ConnectionStatus = 'connecting' | 'open' | 'closed';

/** Wraps the Electron preload's per-channel functions as the common API. */
function fromBridge(bridge: PreloadBridge): AsaltoApi {
  return {
    invoke(channel, payload) {
      const fn = bridge.channels[channel];
      if (!fn) return Promise.resolve(fail('FORBIDDEN', `${channel} is not available to this window`));
      // Svelte state proxies cannot cross contextBridge: send plain JSON, as the web transport does.
      return fn(JSON.parse(JSON.stringify(payload ?? {}))) as Promise<Result<never>>;
    },
    on(push, listener) {
      return bridge.on(push, listener as (data: unknown) => void);
    },
  };
}

/** Electron preload when present; otherwise the web host's WebSocket bridge. */
export function connectApi(role: Role, onStatus: (s: ConnectionStatus) => void): AsaltoApi {
  const bridge = (window as unknown as Record<string, PreloadBridge | undefined>)[BRIDGE_GLOBAL];
  if (bridge) {
    // After returning: callers keep the API in a variable their status callback uses.
    queueMicrotask(() => onStatus('open'));
    return fromBridge(bridge);
  }
  const token = role === 'gm' ? new URLSearchParams(location.search).get('token') : null;
  return createWsApi(role, token, onStatus);
}
