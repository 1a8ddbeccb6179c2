// Errors a GM reads: the reason as an i18n message reference, with its English text for logs.
import { fail, type AppError, type ErrorCode, type MessageRef, type Result } from './result.js';
import { renderRef } from '../log/text.js';
import { issuesText } from './issues.js';

/** A refusal in both forms: `ref` for the windows (their language), `message` in English for logs and tests. */
export function failRef(code: ErrorCode, ref: MessageRef, extra: Omit<AppError, 'code' | 'message' | 'ref'> = {}): Result<never> {
  return fail(code, renderRef(ref, 'en'), { ...extra, ref });
}

/**
 * What a window shows for an error: its reference in the current language, else main's text. A reference's
 * `detail` is the error's issues when they have references, in the reader's language too.
 */
export function errorText(error: Pick<AppError, 'message' | 'ref' | 'issues'>): string {
  if (!error.ref) return error.message;
  const { issues } = error;
  if (!('detail' in error.ref.params) || !issues?.some((i) => i.ref)) return renderRef(error.ref);
  const total = typeof error.ref.params.total === 'number' ? error.ref.params.total : issues.length;
  return renderRef({ ...error.ref, params: { ...error.ref.params, detail: issuesText(issues, total) } });
}
