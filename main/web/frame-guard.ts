import type { Role } from '../../shared/contract/channels.js';
import { ref, type Result } from '../../shared/contract/result.js';
import { failRef } from '../../shared/contract/refuse.js';
import { MAX_MESSAGE_BYTES, MAX_NESTING, MAX_OBJECT_KEYS } from './limits.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const COLON = 0x3a;

/** Index of the closing quote of the string opening at `start`, or -1 when it never closes. */
function stringEnd(text: string, start: number): number {
  let j = start;
  for (;;) {
    j = text.indexOf('"', j + 1);
    if (j < 0) return -1;
    let backslashes = 0;
    while (text.charCodeAt(j - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return j;
  }
}

/**
 * One linear pass over JSON text counting bracket depth and each object's keys outside strings
 * (strings are skipped with indexOf). Returns what first passes a limit, or null. Malformed text is
 * left to JSON.parse.
 */
function scan(text: string, maxDepth: number, maxKeys: number): { at: number; what: 'depth' | 'keys' } | null {
  const keys = new Int32Array(maxDepth + 2);
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i);
      if (i < 0) return null;
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > maxDepth) return { at: i, what: 'depth' };
      keys[depth] = 0;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) {
      depth = Math.max(0, depth - 1);
    } else if (c === COLON && ++keys[depth]! > maxKeys) return { at: i, what: 'keys' };
  }
  return null;
}

/** Refuses a frame before it is decoded when it is too large for the role: a structured error. */
export function oversized(bytes: number, role: Role): Result<never> | null {
  const max = MAX_MESSAGE_BYTES[role];
  return bytes > max ? failRef('BAD_MESSAGE', ref(`err_web_too_big_${role}`, { bytes, max }), { path: '$' }) : null;
}

/** Refuses text nested deeper than MAX_NESTING, or with an object of over MAX_OBJECT_KEYS keys, before JSON.parse walks it. */
export function overNested(text: string): Result<never> | null {
  const over = scan(text, MAX_NESTING, MAX_OBJECT_KEYS);
  if (!over) return null;
  const msg = over.what === 'depth' ? ref('err_web_too_deep', { max: MAX_NESTING, at: over.at }) : ref('err_web_too_many_keys', { max: MAX_OBJECT_KEYS, at: over.at });
  return failRef('BAD_MESSAGE', msg, { path: '$' });
}
