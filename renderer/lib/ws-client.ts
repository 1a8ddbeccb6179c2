import type { AsaltoApi } from '../../shared/contract/api.js';
import type { Role } from '../../shared/contract/channels.js';
import { fail, type Result } from '../../shared/contract/result.js';

type Status = 'connecting' | 'open' | 'closed';

/** The web host transport: one WebSocket per page, reconnecting with backoff. */
export function createWsApi(role: Role, token: string | null, onStatus: (s: Status) => void): AsaltoApi {
  const proto = location.protocol === 'https:' ? 'wss' : 'ws';
  const url = `${proto}://${location.host}/ws/${role}${token ? `?token=${encodeURIComponent(token)}` : ''}`;
  const pending = new Map<number, (r: Result<unknown>) => void>();
  const listeners = new Map<string, Set<(data: unknown) => void>>();
  let socket: WebSocket | null = null;
  let nextId = 1;
  let delay = 250;

  function open(): void {
    onStatus('connecting');
    const ws = new WebSocket(url);
    socket = ws;
    ws.onopen = () => {
      delay = 250;
      onStatus('open');
    };
    ws.onmessage = (ev: MessageEvent<string>) => {
      const msg = JSON.parse(ev.data) as { id?: number | null; reply?: Result<unknown>; push?: string; data?: unknown };
      if (msg.push) listeners.get(msg.push)?.forEach((l) => l(msg.data));
      else if (typeof msg.id === 'number' && msg.reply) {
        pending.get(msg.id)?.(msg.reply);
        pending.delete(msg.id);
      }
    };
    ws.onclose = () => {
      socket = null;
      for (const resolve of pending.values()) resolve(fail('DISCONNECTED', 'the connection to Asalto closed'));
      pending.clear();
      onStatus('closed');
      setTimeout(open, delay);
      delay = Math.min(delay * 2, 5000);
    };
  }
  open();

  return {
    invoke(channel, payload) {
      const ws = socket;
      if (!ws || ws.readyState !== WebSocket.OPEN) return Promise.resolve(fail('DISCONNECTED', 'not connected to Asalto'));
      const id = nextId++;
      return new Promise((resolve) => {
        pending.set(id, resolve as (r: Result<unknown>) => void);
        ws.send(JSON.stringify({ id, channel, payload: payload ?? {} }));
      });
    },
    on(push, listener) {
      const set = listeners.get(push) ?? new Set();
      listeners.set(push, set);
      const l = listener as (data: unknown) => void;
      set.add(l);
      return () => set.delete(l);
    },
  };
}
