import type { Role } from '../../shared/contract/channels.js';
import { ref, type AppError, type MessageRef, type Result } from '../../shared/contract/result.js';
import { failRef } from '../../shared/contract/refuse.js';
import type { Service } from '../service/service.js';
import { overNested, oversized } from './frame-guard.js';
import { MAX_ERROR_REPLY_CHARS, PLAYER_RATE } from './limits.js';

/** Wire format over the WebSocket: requests carry an id, replies echo it, pushes have none. */
export interface WireRequest {
  id: number;
  channel: string;
  payload?: unknown;
}
export type WireReply = { id: number | null; reply: Result<unknown> };
export type WirePush = { push: string; data: unknown };

type Parsed = { ok: true; req: WireRequest } | { ok: false; id: number | null; reply: Result<never> };

const MAX_TEXT = 300;
const MAX_ISSUES = 10;
const clip = (s: string, max = MAX_TEXT) => (s.length > max ? `${s.slice(0, max)}…` : s);

/** Parses the text once; a refused request still echoes its id when it has a usable one. */
function parseRequest(text: string): Parsed {
  const refuse = (id: number | null, msg: string, path: string): Parsed => ({ ok: false, id, reply: failRef('BAD_MESSAGE', ref(msg), { path }) });
  const tooDeep = overNested(text);
  if (tooDeep) return { ok: false, id: null, reply: tooDeep };
  let msg: unknown;
  try {
    msg = JSON.parse(text);
  } catch {
    return refuse(null, 'err_web_not_json', '$');
  }
  if (typeof msg !== 'object' || msg === null || Array.isArray(msg)) return refuse(null, 'err_web_not_object', '$');
  const { id, channel, payload } = msg as Record<string, unknown>;
  if (typeof id !== 'number' || !Number.isSafeInteger(id)) return refuse(null, 'err_web_bad_id', '$.id');
  if (typeof channel !== 'string') return refuse(id, 'err_web_bad_channel', '$.channel');
  return { ok: true, req: { id, channel, payload } };
}

/** A message reference with its text params clipped: the window renders it in the GM's language. */
const clipRef = (r: MessageRef): MessageRef => ({
  msg: clip(r.msg),
  params: Object.fromEntries(Object.entries(r.params).slice(0, 12).map(([k, v]) => [clip(k), typeof v === 'string' ? clip(v) : v])),
});

/** An error small enough to send back: clipped texts, at most MAX_ISSUES issues, within MAX_ERROR_REPLY_CHARS. */
function capError(error: AppError): AppError {
  const capped: AppError = { code: error.code, message: clip(error.message, 1000) };
  if (error.ref) capped.ref = clipRef(error.ref);
  if (error.path !== undefined) capped.path = clip(error.path);
  if (error.issues) capped.issues = error.issues.slice(0, MAX_ISSUES).map((i) => ({ path: clip(i.path), message: clip(i.message), ...(i.ref ? { ref: clipRef(i.ref) } : {}) }));
  while (capped.issues?.length && JSON.stringify(capped).length > MAX_ERROR_REPLY_CHARS) capped.issues.pop();
  // Escaping can multiply a text (a control character is six): clip by the serialized length too.
  for (let keep = capped.message.length; JSON.stringify(capped).length > MAX_ERROR_REPLY_CHARS && keep > 0; ) {
    keep = Math.floor(keep / 2);
    capped.message = clip(error.message, keep);
    if (capped.path !== undefined) capped.path = clip(error.path ?? '', keep);
  }
  if (JSON.stringify(capped).length > MAX_ERROR_REPLY_CHARS) delete capped.ref;
  return capped;
}

/** Answers one frame (its raw bytes) for a connection of the given role. Never throws. */
export function answerFrame(service: Service, role: Role, raw: Buffer, isBinary: boolean): WireReply {
  const big = oversized(raw.length, role);
  if (big) return { id: null, reply: big };
  return answer(service, role, isBinary ? '' : raw.toString('utf8'));
}

/** Answers one raw WebSocket message for a connection of the given role. Never throws. */
function answer(service: Service, role: Role, text: string): WireReply {
  const parsed = parseRequest(text);
  if (!parsed.ok) return { id: parsed.id, reply: parsed.reply };
  const reply = service.handle(parsed.req.channel, parsed.req.payload, role);
  return { id: parsed.req.id, reply: reply.ok ? reply : { ok: false, error: capError(reply.error) } };
}

const LEADING_ID = /^\s*\{\s*"id"\s*:\s*(\d{1,15})\s*[,}]/;

/** The RATE_LIMITED reply, without parsing the frame: its id is echoed only when it leads the message. */
export function rateLimited(raw: Buffer): WireReply {
  const m = LEADING_ID.exec(raw.toString('latin1', 0, 64));
  return {
    id: m ? Number(m[1]) : null,
    reply: failRef('RATE_LIMITED', ref('err_web_rate_limited', { perSecond: PLAYER_RATE.perSecond, burst: PLAYER_RATE.burst })),
  };
}
