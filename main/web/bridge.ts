import type { Role } from '../../shared/contract/channels.js';
import { fail, type Result } from '../../shared/contract/result.js';
import type { Service } from '../service/service.js';
import { MAX_ASSET_BASE64 } from '../../shared/contract/contract.js';

/** Wire format over the WebSocket: requests carry an id, replies echo it, pushes have none. */
export interface WireRequest {
  id: number;
  channel: string;
  payload?: unknown;
}
export type WireReply = { id: number | null; reply: Result<unknown> };
export type WirePush = { push: string; data: unknown };

export const MAX_MESSAGE_BYTES = 1 << 20;
/** Room for one imported image (base64) plus the envelope. */
export const MAX_GM_MESSAGE_BYTES = MAX_ASSET_BASE64 + (1 << 16);

function parseRequest(text: string): WireRequest | Result<never> {
  let msg: unknown;
  try {
    msg = JSON.parse(text);
  } catch {
    return fail('BAD_MESSAGE', 'message is not valid JSON', { path: '$' });
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return fail('BAD_MESSAGE', 'message must be a JSON object', { path: '$' });
  const { id, channel, payload } = msg as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return fail('BAD_MESSAGE', 'message.id must be an integer', { path: '$.id' });
  if (typeof channel !== 'string') return fail('BAD_MESSAGE', 'message.channel must be a string', { path: '$.channel' });
  return { id, channel, payload };
}

/** Answers one raw WebSocket message for a connection of the given role. Never throws. */
export function answer(service: Service, role: Role, text: string): WireReply {
  const req = parseRequest(text);
  if ('ok' in req) {
    let id: number | null = null;
    try {
      const maybe = (JSON.parse(text) as { id?: unknown }).id;
      if (typeof maybe === 'number' && Number.isSafeInteger(maybe)) id = maybe;
    } catch {
      /* not JSON: no id to echo */
    }
    return { id, reply: req };
  }
  return { id: req.id, reply: service.handle(req.channel, req.payload, role) };
}
