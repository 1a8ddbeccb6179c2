// Validation issues a GM reads: each zod issue as an i18n message reference, so forms and banners show
// "debe ser como mínimo 1" in Spanish, not zod's English. The English text stays in `message`, for logs.
import type { z } from 'zod';
import { ref, type MessageRef } from './result.js';
import { nestedRef, renderRef } from '../log/text.js';

/** An issue as it crosses the contract: where, zod's English text (logs), and what a window shows. */
export interface WireIssue {
  path: string;
  message: string;
  ref?: MessageRef;
}

type Locale = 'en' | 'es';
type Issue = z.core.$ZodIssue;
const TYPES = new Set(['string', 'number', 'int', 'boolean', 'array', 'object', 'null', 'date', 'bigint']);
const typeParam = (t: string) => (TYPES.has(t) ? `@zod_t_${t}` : t);
/** A few values, "a, b, c…": an unrecognized_keys issue may list thousands. */
const list = (values: readonly unknown[], max = 8) =>
  values.slice(0, max).map((v) => (typeof v === 'string' ? v.slice(0, 40) : JSON.stringify(v))).join(', ') + (values.length > max ? '…' : '');

function sizeRef(issue: Extract<Issue, { code: 'too_small' | 'too_big' }>): MessageRef {
  const small = issue.code === 'too_small';
  const limit = String(small ? issue.minimum : issue.maximum);
  const counted = issue.origin === 'string' ? 'string' : issue.origin === 'array' || issue.origin === 'set' ? 'array' : null;
  if (counted) {
    if (small && limit === '1') return ref('zod_empty');
    return ref(`zod_${small ? 'min' : 'max'}_${counted}`, { limit });
  }
  return ref(`zod_${small ? (issue.inclusive ? 'min' : 'gt') : issue.inclusive ? 'max' : 'lt'}_number`, { limit });
}

/** A zod issue as the message a window shows. A custom issue names its message in `params.ref` (see `refIssue`). */
export function issueRef(issue: Issue): MessageRef {
  switch (issue.code) {
    case 'custom': {
      const given = (issue.params as { ref?: MessageRef } | undefined)?.ref;
      return given ?? ref('zod_custom', { message: issue.message });
    }
    case 'invalid_type':
      // zod keeps no input in the issue; its English text says what came.
      return / received undefined$/.test(issue.message) ? ref('zod_required') : ref('zod_invalid_type', { expected: typeParam(issue.expected) });
    case 'too_small':
    case 'too_big':
      return sizeRef(issue);
    case 'invalid_value':
      return issue.values.length === 1 ? ref('zod_value_one', { value: list(issue.values) }) : ref('zod_value_one_of', { values: list(issue.values) });
    case 'unrecognized_keys':
      return ref('zod_unknown_keys', { keys: list(issue.keys) });
    case 'invalid_union': {
      const options = (issue as { options?: unknown[] }).options;
      return options ? ref('zod_value_one_of', { values: list(options) }) : ref('zod_invalid_union');
    }
    case 'invalid_format':
      return ref('zod_bad_format');
    case 'not_multiple_of':
      return ref('zod_multiple_of', { divisor: String(issue.divisor) });
    default:
      return ref('zod_invalid');
  }
}

/** A custom issue for `ctx.addIssue` whose text is a message reference (English in `message`). */
export function refIssue(path: PropertyKey[], msg: string, params: Record<string, string | number> = {}) {
  const r = ref(msg, params);
  return { code: 'custom' as const, path, message: renderRef(r, 'en'), params: { ref: r } };
}

/** Zod's issues for the wire, at most `max`, each path joined after `prefix` (`payload.stats.hp`). */
export function wireIssues(issues: readonly Issue[], prefix: readonly PropertyKey[] = [], max = 10): WireIssue[] {
  const clip = (s: string) => (s.length > 200 ? `${s.slice(0, 200)}…` : s);
  return issues.slice(0, max).map((i) => ({ path: clip([...prefix, ...i.path].map(String).join('.')), message: clip(i.message), ref: issueRef(i) }));
}

/** A zod issue as a param of another message (`{issue}`), rendered in the reader's language. */
export const issueParam = (issue: Issue): string => nestedRef(issueRef(issue));

/** One issue's text in the reader's language (or `locale`); the English text when it has no reference. */
export const issueText = (i: { message: string; ref?: MessageRef }, locale?: Locale): string => (i.ref ? renderRef(i.ref, locale) : i.message);

/** "path: text; path: text", then "(and n more)" when `total` exceeds the list. */
export function issuesText(issues: readonly { path: string; message: string; ref?: MessageRef }[], total = issues.length, locale?: Locale): string {
  const text = issues.map((i) => (i.path ? `${i.path}: ${issueText(i, locale)}` : issueText(i, locale))).join('; ');
  return total > issues.length ? `${text} ${renderRef(ref('zod_more', { count: total - issues.length }), locale)}` : text;
}

/** The first problems of a form's parse, "path: text", for its alert. */
export const formProblems = (issues: readonly Issue[], max = 3): string => issuesText(wireIssues(issues, [], max), issues.length);
