import type { z } from 'zod';
import { CURRENT_SCHEMA, encounterFileSchema, type EncounterFile } from './encounter-file.js';
import { migrate, MigrationError } from './migrations/index.js';
import { encounterStateSchema, type EncounterState } from '../../shared/model/encounter.js';
import { fold } from '../rules/core/fold.js';
import { SNAPSHOT_EVERY } from './journal-format.js';
import { wireIssues, type WireIssue } from '../../shared/contract/issues.js';

/** Why a whole-encounter document (an old `<id>.json`, or an import) cannot be used. */
export type DocumentProblem =
  | { kind: 'json'; message: string }
  | { kind: 'newer'; version: number }
  | { kind: 'invalid'; path: string; message: string; issues: WireIssue[] };

export type Upgraded = { ok: true; file: EncounterFile; version: number } | { ok: false; problem: DocumentProblem };

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

const issuesOf = (error: z.ZodError): WireIssue[] => wireIssues(error.issues, ['$'], 20);

export function problemText(p: DocumentProblem): string {
  if (p.kind === 'json') return `not valid JSON (${p.message})`;
  if (p.kind === 'newer') return `written by a newer Asalto (schema ${p.version}, this one reads up to ${CURRENT_SCHEMA})`;
  return p.issues.length > 1 ? p.issues.slice(0, 5).map((i) => `${i.path}: ${i.message}`).join('; ') : `${p.path}: ${p.message}`;
}

/** Parses a document's text (BOM stripped), migrates it to the current schema and validates it. */
export function upgradeText(text: string, ctx: { id: string; now: string }): Upgraded {
  let raw: unknown;
  try {
    raw = JSON.parse(stripBom(text));
  } catch (err) {
    return { ok: false, problem: { kind: 'json', message: err instanceof Error ? err.message : String(err) } };
  }
  return upgradeRaw(raw, ctx);
}

export function upgradeRaw(raw: unknown, ctx: { id: string; now: string }): Upgraded {
  const version = (raw as { schemaVersion?: unknown } | null)?.schemaVersion;
  if (typeof version === 'number' && version > CURRENT_SCHEMA) return { ok: false, problem: { kind: 'newer', version } };
  let migrated: unknown;
  try {
    migrated = migrate(raw, CURRENT_SCHEMA, ctx);
  } catch (err) {
    if (err instanceof MigrationError) return { ok: false, problem: { kind: 'invalid', path: err.path, message: err.message, issues: [{ path: err.path, message: err.message }] } };
    throw err;
  }
  const parsed = encounterFileSchema.safeParse(migrated);
  if (!parsed.success) {
    const issues = issuesOf(parsed.error);
    return { ok: false, problem: { kind: 'invalid', path: issues[0]?.path ?? '$', message: issues[0]?.message ?? 'invalid', issues } };
  }
  const replayed = replayProblem(parsed.data);
  if (replayed) return { ok: false, problem: replayed };
  return { ok: true, file: parsed.data, version: typeof version === 'number' ? version : 0 };
}

/**
 * Events are checked one by one, the states they fold to are not: a document can be well formed
 * and still replay to a state the journal would refuse on its next open (a snapshot of HP beyond
 * bounds). Folds the history and validates the state wherever the journal keeps one.
 */
function replayProblem(file: EncounterFile): DocumentProblem | null {
  let state: EncounterState = file.initial;
  for (const [i, batch] of file.history.entries()) {
    const n = i + 1;
    const at = `$.history.${i}`;
    try {
      state = fold(state, batch.events);
    } catch (err) {
      return { kind: 'invalid', path: at, message: `its events cannot be applied (${err instanceof Error ? err.message : String(err)})`, issues: [{ path: at, message: 'events cannot be applied' }] };
    }
    if (n % SNAPSHOT_EVERY !== 0 && n !== file.history.length && n !== file.cursor) continue;
    const checked = encounterStateSchema.safeParse(state);
    if (checked.success) continue;
    const first = issuesOf(checked.error)[0]!;
    const message = `the state replayed through batch ${n} is invalid at ${first.path}: ${first.message}`;
    return { kind: 'invalid', path: at, message, issues: [{ path: at, message }] };
  }
  return null;
}

/** The same encounter under another id (an import whose id is taken). */
export function withId(file: EncounterFile, id: string): EncounterFile {
  return { ...file, id, initial: { ...file.initial, id } };
}
