import type { Role } from '../../shared/contract/channels.js';
import { fail, type Result } from '../../shared/contract/result.js';
import { MAX_MESSAGE_BYTES, MAX_NESTING } from './limits.js';

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;

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
 * One linear pass over JSON text counting bracket depth outside strings (strings are skipped with
 * indexOf). Returns the index where nesting first passes `maxDepth`, or -1. Malformed text is left
 * to JSON.parse.
 */
function tooDeepAt(text: string, maxDepth: number): number {
  let depth = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === QUOTE) {
      i = stringEnd(text, i);
      if (i < 0) return -1;
    } else if (c === OPEN_BRACKET || c === OPEN_BRACE) {
      if (++depth > maxDepth) return i;
    } else if (c === CLOSE_BRACKET || c === CLOSE_BRACE) depth--;
  }
  return -1;
}

/** Refuses a frame before it is decoded when it is too large for the role: a structured error. */
export function oversized(bytes: number, role: Role): Result<never> | null {
  const max = MAX_MESSAGE_BYTES[role];
  return bytes > max ? fail('BAD_MESSAGE', `message is ${bytes} bytes; a ${role} message may have at most ${max}`, { path: '$' }) : null;
}

/** Refuses text nested deeper than MAX_NESTING before JSON.parse walks it. */
export function overNested(text: string): Result<never> | null {
  const at = tooDeepAt(text, MAX_NESTING);
  return at < 0 ? null : fail('BAD_MESSAGE', `message nests deeper than ${MAX_NESTING} levels (at character ${at})`, { path: '$' });
}
