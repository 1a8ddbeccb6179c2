// Errors a GM reads: the reason as an i18n message reference, with its English text for logs.
import { fail, type AppError, type ErrorCode, type MessageRef, type Result } from './result.js';
import { renderRef } from '../log/text.js';

/** A refusal in both forms: `ref` for the windows (their language), `message` in English for logs and tests. */
export function failRef(code: ErrorCode, ref: MessageRef, extra: Omit<AppError, 'code' | 'message' | 'ref'> = {}): Result<never> {
  return fail(code, renderRef(ref, 'en'), { ...extra, ref });
}

/** What a window shows for an error: its reference in the current language, else main's text. */
export function errorText(error: Pick<AppError, 'message' | 'ref'>): string {
  return error.ref ? renderRef(error.ref) : error.message;
}
