/**
 * Reads files of monsters into library entries with a report (issue #16). Every record ends as
 * imported, imported with warnings, or refused with its reasons; a broken record never stops the
 * rest, and nothing is stored here: the caller confirms the report and then writes the entries.
 */
import { ref, type MessageRef } from '../../shared/contract/result.js';
import { issueParam } from '../../shared/contract/issues.js';
import { countRecords, slugify, type FileReport, type ImportChange, type ImportedRecord, type ImportReport, type ImportNote } from '../../shared/import/report.js';
import { findSystem, systemNameParam, type LibraryEntry, type SystemId } from '../../shared/systems/registry.js';
import { parseJson } from '../store/files.js';
import { CONVERSIONS, READERS } from './readers.js';
import type { ReadContext, ReadEntry, Reader } from './types.js';

export interface ImportFile {
  name: string;
  text: string;
}

/** What the readers may refer to beyond the file: the entries already in the GM's library, with the raw records they came from. */
export interface ImportBase {
  entries: readonly { entry: LibraryEntry; raw: unknown }[];
}

export interface ImportOptions {
  /** The system to import into; a record of another system is converted when a conversion exists, else refused. */
  target?: SystemId;
  now?: () => Date;
}

/** One record of a file, split and recognised but not read yet. */
interface Pending {
  file: string;
  path: string;
  raw: unknown;
  reader: Reader | null;
}

/** A record read, with the raw value the library keeps (for `_copy` and re-imports). */
export interface ReadRecord extends ImportedRecord {
  raw?: unknown;
}

/** A file's records, split by the first reader whose envelope it is, else one per array item, else one. */
export function splitFile(file: ImportFile): { records: Pending[]; problem?: ImportedRecord } {
  let value: unknown;
  try {
    value = parseJson(file.text);
  } catch (err) {
    return { records: [], problem: refused('$', null, null, [{ path: '$', ref: ref('imp_not_json', { detail: err instanceof Error ? err.message : String(err) }) }]) };
  }
  for (const reader of READERS) {
    let parts: { path: string; value: unknown }[] | null | undefined;
    try {
      parts = reader.split?.(value);
    } catch {
      parts = null; // not this reader's envelope after all
    }
    if (parts) return { records: parts.map((p) => pending(file.name, p.path, p.value)) };
  }
  if (Array.isArray(value)) return { records: value.map((v, i) => pending(file.name, `$[${i}]`, v)) };
  return { records: [pending(file.name, '$', value)] };
}

function pending(file: string, path: string, raw: unknown): Pending {
  return { file, path, raw, reader: READERS.find((r) => safeDetect(r, raw)) ?? null };
}

function safeDetect(r: Reader, raw: unknown): boolean {
  try {
    return r.detect(raw);
  } catch {
    return false;
  }
}

/** A job over files: `step` reads up to `n` records (so a host can show progress and cancel between steps). */
export function importJob(files: readonly ImportFile[], base: ImportBase, opts: ImportOptions = {}) {
  const reports: { file: string; records: ReadRecord[] }[] = [];
  const queue: Pending[] = [];
  for (const f of files) {
    const split = splitFile(f);
    reports.push({ file: f.name, records: split.problem ? [split.problem] : [] });
    queue.push(...split.records);
  }
  const total = queue.length;
  let done = 0;
  const now = (opts.now ?? (() => new Date()))().toISOString();
  const byId = new Map(base.entries.map((e) => [e.entry.id, e.entry]));
  const seen = new Set<string>();
  return {
    total,
    get done() {
      return done;
    },
    /** Reads up to `n` more records; true when all are read. */
    step(n: number): boolean {
      for (let k = 0; k < n && done < total; k++, done++) {
        const p = queue[done]!;
        const record = readOne(p, queue, base, opts.target, now);
        if (record.entry) {
          if (seen.has(record.entry.id)) record.notes.push({ path: p.path, ref: ref('imp_duplicate_record', { id: record.entry.id }) });
          seen.add(record.entry.id);
          record.change = changeOf(byId.get(record.entry.id), record.entry);
          if (record.notes.length > 0 && record.status === 'imported') record.status = 'warnings';
        }
        reports.find((r) => r.file === p.file)!.records.push(record);
      }
      return done >= total;
    },
    report(): { report: ImportReport; records: ReadRecord[] } {
      const files: FileReport[] = reports.map((r) => ({ file: r.file, records: r.records.map(({ raw: _raw, ...rest }) => rest) }));
      return { report: { files, counts: countRecords(files) }, records: reports.flatMap((r) => r.records) };
    },
  };
}

/**
 * Reads every record at once.
 * @public — for tests and benchmarks (knip: the app reads in steps, `importJob`)
 */
export function importFiles(files: readonly ImportFile[], base: ImportBase, opts: ImportOptions = {}): { report: ImportReport; records: ReadRecord[] } {
  const job = importJob(files, base, opts);
  job.step(Number.MAX_SAFE_INTEGER);
  return job.report();
}

function readOne(p: Pending, file: readonly Pending[], base: ImportBase, target: SystemId | undefined, now: string): ReadRecord {
  if (!p.reader) return refused(p.path, null, nameOf(p.raw), [{ path: p.path, ref: ref('imp_unknown_shape', { keys: keysOf(p.raw) }) }]);
  const reader = p.reader;
  const notes: ImportNote[] = [];
  const ctx: ReadContext = {
    path: p.path,
    target,
    warn: (path, r) => void notes.push({ path, ref: r }),
    findRecord: (format, match) => {
      const inFile = file.find((q) => q !== p && q.reader?.id === format && safeMatch(match, q.raw));
      if (inFile) return inFile.raw;
      return base.entries.find((e) => e.entry.origin?.format === format && safeMatch(match, e.raw))?.raw;
    },
  };
  try {
    let out = reader.read(p.raw, ctx);
    if (out.ok && target && out.entry.system !== target) {
      const read = out.entry;
      const conv = CONVERSIONS.find((c) => c.from === read.system && c.to === target);
      out = conv ? conv.convert(read, ctx) : { ok: false, path: p.path, ref: ref('imp_wrong_system', { from: read.system, to: target }) };
    }
    if (!out.ok) return refused(p.path, reader.id, nameOf(p.raw), [...notes, { path: out.path, ref: out.ref }]);
    const invalid = validate(out.entry);
    if (invalid) return refused(p.path, reader.id, out.entry.name, [...notes, { path: p.path, ref: invalid }]);
    return { path: p.path, format: reader.id, name: out.entry.name, status: 'imported', notes, entry: toEntry(out.entry, reader.id, p, now), raw: p.raw };
  } catch (err) {
    // A reader that throws (a mutant it did not foresee, a stack overflow on deep nesting) refuses only this record.
    return refused(p.path, reader.id, nameOf(p.raw), [...notes, { path: p.path, ref: ref('imp_reader_failed', { detail: err instanceof Error ? err.message.slice(0, 200) : String(err).slice(0, 200) }) }]);
  }
}

function safeMatch(match: (raw: unknown) => boolean, raw: unknown): boolean {
  try {
    return match(raw);
  } catch {
    return false;
  }
}

/** The stat block against its system's library schema; the first problems, by path. */
function validate(e: ReadEntry): MessageRef | null {
  const schema = findSystem(e.system)?.library;
  if (!schema) return ref('imp_no_library', { system: systemNameParam(e.system) });
  const r = schema.safeParse(e.stats);
  if (r.success) {
    e.stats = r.data;
    return null;
  }
  const issue = r.error.issues[0]!;
  return ref('imp_invalid_stats', { field: issue.path.join('.') || '$', issue: issueParam(issue) });
}

function toEntry(e: ReadEntry, format: string, p: Pending, now: string): LibraryEntry {
  const origin = e.origin ?? { file: p.file, format, path: p.path, licence: e.licence, importedAt: now };
  const entry = { id: e.id ?? `${format}-${slugify(e.sourceId)}`, system: e.system, name: e.name, kind: e.kind, stats: e.stats, origin } as LibraryEntry;
  if (e.type !== undefined) entry.type = e.type;
  if (e.cr !== undefined) entry.cr = e.cr;
  if (e.notes) entry.notes = e.notes.slice(0, 4000);
  return entry;
}

function changeOf(before: LibraryEntry | undefined, after: LibraryEntry): ImportChange {
  if (!before) return { kind: 'new' };
  const fields: string[] = [];
  for (const k of ['name', 'kind', 'type', 'cr'] as const) if (JSON.stringify(before[k]) !== JSON.stringify(after[k])) fields.push(k);
  const a = before.stats as Record<string, unknown>;
  const b = after.stats as Record<string, unknown>;
  for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) if (JSON.stringify(a[k]) !== JSON.stringify(b[k])) fields.push(`stats.${k}`);
  return fields.length ? { kind: 'changed', fields } : { kind: 'same' };
}

function refused(path: string, format: string | null, name: string | null, notes: ImportNote[]): ReadRecord {
  return { path, format, name, status: 'refused', notes };
}

function nameOf(raw: unknown): string | null {
  if (raw && typeof raw === 'object' && !Array.isArray(raw)) {
    const n = (raw as Record<string, unknown>).name;
    if (typeof n === 'string' && n.trim()) return n.trim().slice(0, 80);
  }
  return null;
}

function keysOf(raw: unknown): string {
  if (raw === null || typeof raw !== 'object') return typeof raw;
  if (Array.isArray(raw)) return 'array';
  const keys = Object.keys(raw);
  return keys.slice(0, 6).join(', ') + (keys.length > 6 ? ', …' : '') || '{}';
}
