import fs from 'node:fs';
import type { z } from 'zod';
import { encounterStateSchema, type EncounterState } from '../../shared/model/encounter.js';
import { batchSchema, type Batch, type EncounterFile } from './encounter-file.js';
import { writeAll } from './files.js';
import {
  bodyRecordSchema,
  cursorRecord,
  headerRecord,
  headerRecordSchema,
  line,
  snapshotRecord,
  SNAPSHOT_EVERY,
  tailSchema,
  type BodyRecord,
  type HeaderRecord,
  type JournalSummary,
} from './journal-format.js';

/** Records on disk that a cursor can still reach (`live`) and those it cannot (`dead`). */
export interface JournalStats {
  live: number;
  dead: number;
  lastType: BodyRecord['type'] | 'header';
}

/** A journal read back: the document, its snapshots (`snapshots[j]` = state after j·N batches). */
export interface ParsedJournal {
  file: EncounterFile;
  snapshots: EncounterState[];
  stats: JournalStats;
  /** The unreadable end of the file (a record torn by a crash), dropped; byte offset and text. */
  torn: { offset: number; bytes: number; text: string } | null;
  /** Written with another snapshot interval than this build's: rewrite before appending. */
  foreignInterval: boolean;
}

/** A journal that cannot be read (not a torn last record): `line` is 1-based. */
export class JournalError extends Error {
  constructor(
    message: string,
    readonly line: number,
  ) {
    super(message);
  }
}

interface Line {
  /** Offset in characters of the decoded text (BOM excluded). */
  start: number;
  text: string;
  complete: boolean;
}

/** Decodes once and splits into lines (a per-line decode costs a third of an open). */
function splitLines(text: string): Line[] {
  const lines: Line[] = [];
  let pos = 0;
  while (pos < text.length) {
    const nl = text.indexOf('\n', pos);
    const end = nl === -1 ? text.length : nl;
    lines.push({ start: pos, text: text.slice(pos, end), complete: nl !== -1 });
    pos = end + 1;
  }
  return lines;
}

type Parsed = { ok: true; value: unknown } | { ok: false; reason: string };

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isIndex = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/**
 * The shape of a batch or snapshot record, checked without zod: a 10 000-batch journal must open in
 * ≤ 200 ms. Their contents were validated when written; those an open folds are validated again (`validateUsed`).
 */
function envelope(json: Record<string, unknown>): boolean {
  if (typeof json.at !== 'string' || !isIndex(json.index)) return false;
  if (json.type === 'snapshot') return isObject(json.state) && typeof json.state.id === 'string' && Array.isArray(json.state.combatants);
  const b = json.batch;
  return (
    isObject(b) &&
    isIndex(b.seq) &&
    typeof b.at === 'string' &&
    isObject(b.command) &&
    typeof b.command.type === 'string' &&
    Array.isArray(b.events) &&
    b.events.every((e) => isObject(e) && typeof e.type === 'string')
  );
}

function issueText(error: z.ZodError): string {
  const i = error.issues[0];
  return `$.${i?.path.join('.') ?? ''}: ${i?.message ?? 'invalid'}`;
}

function parseLine(l: Line, first: boolean): Parsed {
  if (!l.complete) return { ok: false, reason: 'the line has no newline (an interrupted write)' };
  let json: unknown;
  try {
    json = JSON.parse(l.text);
  } catch (err) {
    return { ok: false, reason: `not valid JSON (${err instanceof Error ? err.message : String(err)})` };
  }
  if (!first && isObject(json) && (json.type === 'batch' || json.type === 'snapshot')) {
    return envelope(json) ? { ok: true, value: json } : { ok: false, reason: `not a well-formed ${json.type} record` };
  }
  const r = (first ? headerRecordSchema : bodyRecordSchema).safeParse(json);
  return r.success ? { ok: true, value: r.data } : { ok: false, reason: issueText(r.error) };
}

/** Folds the records into the document; throws JournalError on a record that does not fit. */
class Reader {
  history: Batch[] = [];
  cursor = 0;
  snapshots: EncounterState[] = [];
  /** The 1-based line of each batch and snapshot, for errors. */
  batchLines: number[] = [];
  snapshotLines: number[] = [];
  stats: JournalStats = { live: 0, dead: 0, lastType: 'header' };
  updatedAt: string;

  constructor(
    readonly header: HeaderRecord,
    private readonly every: number,
  ) {
    this.updatedAt = header.at;
  }

  add(r: BodyRecord, lineNo: number): void {
    if (this.stats.lastType === 'cursor') this.stats.dead++;
    this.stats.lastType = r.type;
    this.updatedAt = r.at;
    if (r.type === 'cursor') {
      if (r.cursor > this.history.length) throw new JournalError(`line ${lineNo}: cursor ${r.cursor} is past the ${this.history.length} batches`, lineNo);
      this.cursor = r.cursor;
    } else if (r.type === 'batch') {
      const k = r.index;
      if (k > this.history.length) throw new JournalError(`line ${lineNo}: batch index ${k} skips past the ${this.history.length} batches`, lineNo);
      const keep = Math.floor(k / this.every) + 1;
      this.stats.dead += this.history.length - k + Math.max(0, this.snapshots.length - keep);
      this.history.length = k;
      this.batchLines.length = k;
      if (this.snapshots.length > keep) this.snapshots.length = this.snapshotLines.length = keep;
      this.history.push(r.batch);
      this.batchLines.push(lineNo);
      this.cursor = k + 1;
    } else {
      const j = r.index / this.every;
      if (!Number.isInteger(j) || j > this.snapshots.length || r.index > this.history.length) {
        throw new JournalError(`line ${lineNo}: snapshot at ${r.index} does not follow the snapshots before it`, lineNo);
      }
      this.stats.dead += this.snapshots.length - j;
      this.snapshots.length = this.snapshotLines.length = j;
      this.snapshots.push(r.state);
      this.snapshotLines.push(lineNo);
    }
  }
}

/** Reads a journal's bytes. A torn tail is returned in `torn`; anything else wrong throws JournalError. */
export function parseJournal(buf: Buffer, id: string): ParsedJournal {
  const bom = buf[0] === 0xef && buf[1] === 0xbb && buf[2] === 0xbf ? 3 : 0;
  const text = buf.toString('utf8', bom);
  const lines = splitLines(text);
  let reader: Reader | null = null;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i]!;
    const p = parseLine(l, i === 0);
    if (!p.ok) {
      if (i === 0) throw new JournalError(`line 1 is not a journal header: ${p.reason}`, 1);
      const later = lines.slice(i + 1).findIndex((x) => parseLine(x, false).ok);
      if (later !== -1) throw new JournalError(`line ${i + 1}: ${p.reason} (and line ${i + later + 2} after it reads)`, i + 1);
      const offset = bom + Buffer.byteLength(text.slice(0, l.start));
      return finish(reader!, id, { offset, bytes: buf.length - offset, text: buf.toString('utf8', offset) });
    }
    if (i === 0) {
      const header = p.value as HeaderRecord;
      if (header.id !== id) throw new JournalError(`line 1: the header's id "${header.id}" does not match the file name`, 1);
      reader = new Reader(header, header.snapshotEvery);
    } else reader!.add(p.value as BodyRecord, i + 1);
  }
  if (!reader) throw new JournalError('the file is empty', 1);
  return finish(reader, id, null);
}

function finish(r: Reader, id: string, torn: ParsedJournal['torn']): ParsedJournal {
  const initial = r.snapshots[0];
  if (!initial) throw new JournalError('no snapshot of the initial state (line 2)', 2);
  if (initial.id !== id) throw new JournalError(`line 2: the initial state's id "${initial.id}" does not match the file`, 2);
  if (r.header.snapshotEvery !== SNAPSHOT_EVERY) r.snapshots.length = 1; // written with another interval: rebuilt on open
  validateUsed(r);
  r.stats.live = 1 + r.history.length + r.snapshots.length + (r.stats.lastType === 'cursor' ? 1 : 0);
  const file: EncounterFile = {
    schemaVersion: r.header.schemaVersion,
    id,
    createdAt: r.header.createdAt,
    updatedAt: r.updatedAt,
    initial,
    history: r.history,
    cursor: r.cursor,
  };
  return { file, snapshots: r.snapshots, stats: r.stats, torn, foreignInterval: r.header.snapshotEvery !== SNAPSHOT_EVERY };
}

/** Validates fully what an open folds: the initial state, the snapshot nearest the cursor and every batch after it. */
function validateUsed(r: Reader): void {
  const check = <T>(schema: z.ZodType<T>, value: unknown, lineNo: number): T => {
    const res = schema.safeParse(value);
    if (!res.success) throw new JournalError(`line ${lineNo}: ${issueText(res.error)}`, lineNo);
    return res.data;
  };
  const j = Math.min(Math.floor(r.cursor / SNAPSHOT_EVERY), r.snapshots.length - 1);
  for (const i of new Set([0, j])) r.snapshots[i] = check(encounterStateSchema, r.snapshots[i], r.snapshotLines[i]!);
  for (let k = j * SNAPSHOT_EVERY; k < r.history.length; k++) r.history[k] = check(batchSchema, r.history[k], r.batchLines[k]!);
}

/** The whole journal of a document: header, snapshots every N batches, batches, a closing cursor record when needed. */
export function renderJournal(file: EncounterFile, snapshots: readonly EncounterState[], stateAtCursor: EncounterState): { text: string; lastType: 'cursor' | 'snapshot' } {
  const parts: string[] = [line(headerRecord(file.id, file.createdAt, file.createdAt, file.initial)), line(snapshotRecord(0, file.createdAt, file.initial))];
  file.history.forEach((batch, k) => {
    parts.push(line({ type: 'batch', index: k, at: batch.at, batch }));
    const i = k + 1;
    if (i % SNAPSHOT_EVERY === 0) parts.push(line(snapshotRecord(i, batch.at, snapshots[i / SNAPSHOT_EVERY]!)));
  });
  const lastAt = file.history.at(-1)?.at ?? file.createdAt;
  const ends = file.history.length % SNAPSHOT_EVERY === 0; // the last line is a snapshot, which carries the summary
  const closing = file.cursor !== file.history.length || file.updatedAt !== lastAt || !ends;
  if (closing) parts.push(line(cursorRecord(file.cursor, file.updatedAt, stateAtCursor)));
  return { text: parts.join(''), lastType: closing ? 'cursor' : 'snapshot' };
}

/** Appends records and fsyncs them before returning; on failure the file is as it was. Returns the bytes written. */
export function appendRecords(file: string, records: readonly BodyRecord[]): number {
  const data = Buffer.from(records.map(line).join(''));
  const fd = fs.openSync(file, 'a');
  try {
    const before = fs.fstatSync(fd).size;
    try {
      writeAll(fd, data);
      fs.fsyncSync(fd);
    } catch (err) {
      // Never leave half a record for the next append to follow: cut back to where this one began.
      fs.ftruncateSync(fd, before);
      throw err;
    }
  } finally {
    fs.closeSync(fd);
  }
  return data.length;
}

/** Truncates a file to `offset` bytes (dropping a torn record) and fsyncs it. */
export function truncateAt(file: string, offset: number): void {
  const fd = fs.openSync(file, 'r+');
  try {
    fs.ftruncateSync(fd, offset);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

/** The header and the list summary from the first and last lines, without reading the rest; null when unsure. */
export function readHeadAndTail(file: string): { header: HeaderRecord; summary: JournalSummary; at: string } | null {
  const fd = fs.openSync(file, 'r');
  try {
    const size = fs.fstatSync(fd).size;
    const head = readLine(fd, 0, size, 'forward');
    const tail = readLine(fd, 0, size, 'backward');
    if (head === null || tail === null) return null;
    const header = headerRecordSchema.safeParse(JSON.parse(head.replace(/^\uFEFF/, '')));
    const last = tailSchema.safeParse(JSON.parse(tail));
    if (!header.success || !last.success) return null;
    return { header: header.data, summary: last.data.summary, at: last.data.at };
  } catch {
    return null;
  } finally {
    fs.closeSync(fd);
  }
}

const CHUNK = 64 * 1024;

/** The first line, or the last complete line (the file must end with a newline), of an open file. */
function readLine(fd: number, from: number, size: number, dir: 'forward' | 'backward'): string | null {
  const chunks: Buffer[] = [];
  if (dir === 'forward') {
    for (let pos = from; pos < size; pos += CHUNK) {
      const buf = Buffer.alloc(Math.min(CHUNK, size - pos));
      fs.readSync(fd, buf, 0, buf.length, pos);
      const nl = buf.indexOf(10);
      chunks.push(nl === -1 ? buf : buf.subarray(0, nl));
      if (nl !== -1) return Buffer.concat(chunks).toString('utf8');
    }
    return null;
  }
  let end = size;
  const last = Buffer.alloc(1);
  if (size === 0 || (fs.readSync(fd, last, 0, 1, size - 1), last[0] !== 10)) return null;
  end = size - 1;
  for (let pos = end; pos > 0; ) {
    const start = Math.max(0, pos - CHUNK);
    const buf = Buffer.alloc(pos - start);
    fs.readSync(fd, buf, 0, buf.length, start);
    const nl = buf.lastIndexOf(10);
    chunks.unshift(nl === -1 ? buf : buf.subarray(nl + 1));
    if (nl !== -1) return Buffer.concat(chunks).toString('utf8');
    pos = start;
  }
  return Buffer.concat(chunks).toString('utf8');
}
