import { JournalError } from './journal.js';
import { JOURNAL_FORMAT } from './journal-format.js';

/**
 * A journal written at an older schema (ADR 0010), read without the current schemas: its records
 * rebuilt into the whole document they describe (the initial snapshot, the batches, the cursor),
 * for `upgradeRaw` to migrate. Only the record envelopes are checked here; the migration and the
 * current schemas check the contents.
 */
export interface OldJournal {
  /** The document, at the journal's schema version. */
  doc: Record<string, unknown>;
  version: number;
  /** The 1-based line a JSON path of `doc` (`$.history[3].events[0]`, `$.initial…`) came from, if known. */
  lineOf: (path: string) => number | null;
  /** A torn last record (no newline: an interrupted write) left out, with its 1-based line. */
  tornLine: number | null;
}

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIndex = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** The schema version a journal's header declares, or null when the first line is no journal header. */
export function headerVersion(buf: Buffer): number | null {
  const nl = buf.indexOf(10);
  try {
    const header = JSON.parse(buf.toString('utf8', 0, nl === -1 ? buf.length : nl).replace(/^\uFEFF/, '')) as unknown;
    return isObj(header) && header.type === 'header' && isIndex(header.schemaVersion) ? header.schemaVersion : null;
  } catch {
    return null;
  }
}

/** Reads an old journal's records; throws JournalError naming the line of one that does not fit. */
export function readOldJournal(buf: Buffer, id: string): OldJournal {
  const text = buf.toString('utf8').replace(/^\uFEFF/, '');
  const lines = text.split('\n');
  const complete = text.endsWith('\n');
  if (complete) lines.pop();
  const fail = (n: number, why: string): never => {
    throw new JournalError(`line ${n}: ${why}`, n);
  };
  const records: { n: number; r: Obj }[] = [];
  let tornLine: number | null = null;
  lines.forEach((l, i) => {
    const n = i + 1;
    let r: unknown;
    try {
      r = JSON.parse(l);
    } catch (err) {
      if (i === lines.length - 1 && !complete && n > 2) return void (tornLine = n);
      fail(n, `not valid JSON (${err instanceof Error ? err.message : String(err)})`);
    }
    if (!isObj(r)) fail(n, 'not a journal record');
    records.push({ n, r: r as Obj });
  });
  const header = records[0]?.r;
  if (!header || header.type !== 'header' || header.format !== JOURNAL_FORMAT || !isIndex(header.schemaVersion)) fail(1, 'not a journal header');
  if (header!.id !== id) fail(1, `the header's id "${String(header!.id)}" does not match the file name`);
  const first = records[1];
  if (!first || first.r.type !== 'snapshot' || first.r.index !== 0 || !isObj(first.r.state)) fail(2, 'no snapshot of the initial state');
  const history: unknown[] = [];
  const batchLines: number[] = [];
  let cursor = 0;
  let updatedAt = typeof header!.at === 'string' ? header!.at : '';
  for (const { n, r } of records.slice(2)) {
    if (typeof r.at !== 'string') fail(n, 'a record without its time ("at")');
    updatedAt = r.at as string;
    if (r.type === 'batch') {
      if (!isIndex(r.index) || r.index > history.length || !isObj(r.batch)) fail(n, 'not a well-formed batch record');
      const k = r.index as number;
      history.length = batchLines.length = k;
      history.push(r.batch);
      batchLines.push(n);
      cursor = k + 1;
    } else if (r.type === 'cursor') {
      if (!isIndex(r.cursor) || r.cursor > history.length) fail(n, `cursor ${String(r.cursor)} is past the ${history.length} batches`);
      cursor = r.cursor as number;
    } else if (r.type !== 'snapshot') fail(n, `unknown record type ${JSON.stringify(r.type)}`);
    // Later snapshots are caches of the fold: rebuilt when the journal is written again.
  }
  const doc = { schemaVersion: header!.schemaVersion, id, createdAt: header!.createdAt, updatedAt, initial: first!.r.state, history, cursor };
  const lineOf = (path: string): number | null => {
    if (path.startsWith('$.initial')) return 2;
    const k = /^\$\.history[.[](\d+)/.exec(path)?.[1];
    return k === undefined ? null : (batchLines[Number(k)] ?? null);
  };
  return { doc, version: header!.schemaVersion as number, lineOf, tornLine };
}
