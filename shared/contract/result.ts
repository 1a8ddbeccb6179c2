/** Error codes every transport may return. The renderer translates them; `message` is for logs. */
export const ERROR_CODES = [
  'BAD_MESSAGE',
  'UNKNOWN_CHANNEL',
  'INVALID_PAYLOAD',
  'FORBIDDEN',
  'NOT_FOUND',
  'INVALID_COMMAND',
  'NOTHING_TO_UNDO',
  'NOTHING_TO_REDO',
  'CORRUPT_FILE',
  'NEWER_VERSION',
  'TORN_RECORD',
  'STORAGE',
  'NOT_SUPPORTED',
  'INTERNAL',
  'DISCONNECTED',
  'NEEDS_INPUT',
  'RATE_LIMITED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A message key (messages/*.json) with its parameters: text rendered in the reader's language. */
export interface MessageRef {
  msg: string;
  params: Record<string, string | number>;
}

export interface AppError {
  code: ErrorCode;
  /** English text, for logs and the CLI's `--json`; the windows show `ref` in their language when present. */
  message: string;
  /** What went wrong, as an i18n message reference (rules refusals, service errors): the text a GM reads. */
  ref?: MessageRef;
  /** Where the problem is: a JSON path in a payload, or a file. */
  path?: string;
  /** Validation problems: where, zod's English text, and the text a window shows (`issues.ts`). */
  issues?: { path: string; message: string; ref?: MessageRef }[];
}

export type Result<T> = { ok: true; value: T } | { ok: false; error: AppError };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = (code: ErrorCode, message: string, extra: Omit<AppError, 'code' | 'message'> = {}): Result<never> => ({
  ok: false,
  error: { code, message, ...extra },
});

/** A message reference: `ref('err_out_of_reach', { name, feet })`. */
export const ref = (msg: string, params: Record<string, string | number> = {}): MessageRef => ({ msg, params });
