import fs from 'node:fs';
import path from 'node:path';
import type { EncounterList, EncounterSummary, StoreProblem } from '../../shared/contract/views.js';
import type { EncounterState } from '../../shared/model/encounter.js';
import { ref, type MessageRef } from '../../shared/contract/result.js';
import { CURRENT_SCHEMA, type EncounterFile } from './encounter-file.js';
import { copyAside, describeError, moveAside, timestamp, writeAtomic } from './files.js';
import { completeSnapshots, open, stateAt, type LiveEncounter } from '../rules/core/history.js';
import { appendRecords, JournalError, parseJournal, readHeadAndTail, renderJournal, truncateAt, type JournalStats, type ParsedJournal } from './journal.js';
import { batchRecord, cursorRecord, JOURNAL_VERSION, snapshotRecord, SNAPSHOT_EVERY, type BodyRecord } from './journal-format.js';
import { problemText, stripBom, upgradeRaw, upgradeText } from './journal-document.js';
import { headerVersion, readOldJournal, type OldJournal } from './journal-old.js';

export class StoreError extends Error {
  constructor(
    readonly code: StoreProblem['code'] | 'NOT_FOUND',
    message: string,
    readonly file: string,
    readonly movedTo: string | null = null,
    /** What the GM reads, in the window's language (else the English `message`). */
    readonly ref?: MessageRef,
  ) {
    super(message);
  }
}

export interface RepositoryOptions {
  now?: () => Date;
  /** Never write anything: no migration write, no truncation, no moving aside (report only). */
  readOnly?: boolean;
}

const JOURNAL_FILE = /^([A-Za-z0-9_-]{1,64})\.jsonl$/;
const LEGACY_FILE = /^([A-Za-z0-9_-]{1,64})\.json$/;
/** A journal is rewritten once its unreachable records number at least this and at least its live ones. */
export const COMPACT_MIN_DEAD = 256;
/** Opening a journal rewrites it when it holds at least this many unreachable records. */
export const COMPACT_ON_OPEN = 32;

/**
 * Encounters on disk, one append-only journal each, `<dataDir>/encounters/<id>.jsonl` (ADR 0010).
 * A command appends its batch, undo/redo a cursor record, each fsynced before returning. A torn last
 * record is dropped and reported; a journal damaged elsewhere is moved to `damaged/` and reported;
 * an old `<id>.json` is copied to `backups/` and converted on first open or list.
 */
export class EncounterRepository {
  readonly dir: string;
  readonly readOnly: boolean;
  private readonly now: () => Date;
  /** What is on disk for each journal this repository read or wrote (absent: rewrite on the next save). */
  private readonly stats = new Map<string, JournalStats>();
  /** Torn records dropped in this session, reported by `list()`. */
  private readonly repairs = new Map<string, StoreProblem>();

  constructor(dataDir: string, opts: RepositoryOptions = {}) {
    this.dir = path.join(dataDir, 'encounters');
    this.now = opts.now ?? (() => new Date());
    this.readOnly = opts.readOnly ?? false;
  }

  fileOf(id: string): string {
    return path.join(this.dir, `${id}.jsonl`);
  }

  /** The whole-document file of earlier versions, converted to a journal on first use. */
  legacyFileOf(id: string): string {
    return path.join(this.dir, `${id}.json`);
  }

  exists(id: string): boolean {
    return fs.existsSync(this.fileOf(id)) || fs.existsSync(this.legacyFileOf(id));
  }

  isEmpty(): boolean {
    return this.ids().length === 0;
  }

  private ids(): string[] {
    if (!fs.existsSync(this.dir)) return [];
    const ids = new Set<string>();
    for (const name of fs.readdirSync(this.dir)) {
      const id = JOURNAL_FILE.exec(name)?.[1] ?? LEGACY_FILE.exec(name)?.[1];
      if (id) ids.add(id);
    }
    return [...ids].sort();
  }

  /** Loads, migrates and validates one encounter. Throws StoreError naming the file. */
  load(id: string): EncounterFile {
    return this.openLive(id).file;
  }

  /** Opens an encounter with its snapshots, so the state folds at most SNAPSHOT_EVERY batches. */
  openLive(id: string): LiveEncounter {
    const file = this.fileOf(id);
    if (fs.existsSync(file)) {
      this.retireLegacy(id);
      return this.openJournal(id, file);
    }
    const legacy = this.legacyFileOf(id);
    if (!fs.existsSync(legacy)) throw new StoreError('NOT_FOUND', `no encounter "${id}"`, file, null, ref('err_store_no_encounter', { id }));
    return open(this.convertLegacy(id, legacy));
  }

  private openJournal(id: string, file: string): LiveEncounter {
    let buf: Buffer;
    try {
      buf = fs.readFileSync(file);
    } catch (err) {
      throw new StoreError('STORAGE', `cannot read ${file}: ${describeError(err)}`, file);
    }
    this.refuseNewer(file, buf);
    const version = headerVersion(buf);
    if (version !== null && version < CURRENT_SCHEMA) return this.convertOldJournal(id, file, buf);
    let parsed: ParsedJournal;
    try {
      parsed = parseJournal(buf, id);
    } catch (err) {
      if (err instanceof JournalError) return this.damaged(file, err.message);
      throw err;
    }
    if (parsed.torn) this.dropTorn(file, parsed.torn);
    const live = open(parsed.file, parsed.snapshots);
    // Written with another snapshot interval: appends would not match it, so it is rewritten first.
    if (parsed.foreignInterval) this.stats.delete(id);
    else this.stats.set(id, parsed.stats);
    if (!this.readOnly && (parsed.foreignInterval || parsed.stats.dead >= COMPACT_ON_OPEN)) this.compact(live);
    return live;
  }

  /**
   * Rewrites a journal with only what a cursor reaches. Best effort: the records are already durable,
   * so a failure (a full disk) keeps the journal as it is and appending goes on; it is retried later.
   */
  private compact(live: LiveEncounter): void {
    const before = this.stats.get(live.file.id);
    try {
      this.save(live.file, live.snapshots);
    } catch {
      if (before) this.stats.set(live.file.id, before);
    }
  }

  /** A journal whose header says it is from a newer Asalto is left alone and reported. */
  private refuseNewer(file: string, buf: Buffer): void {
    const nl = buf.indexOf(10);
    let header: { journal?: unknown; schemaVersion?: unknown };
    try {
      header = JSON.parse(stripBom(buf.toString('utf8', 0, nl === -1 ? buf.length : nl))) as typeof header;
    } catch {
      return;
    }
    const journal = typeof header.journal === 'number' ? header.journal : 0;
    const schema = typeof header.schemaVersion === 'number' ? header.schemaVersion : 0;
    if (journal > JOURNAL_VERSION || schema > CURRENT_SCHEMA) {
      throw new StoreError('NEWER_VERSION', `${file} was written by a newer Asalto (journal ${journal}, schema ${schema}; this one reads up to journal ${JOURNAL_VERSION}, schema ${CURRENT_SCHEMA}); it was left untouched`, file);
    }
  }

  private dropTorn(file: string, torn: NonNullable<ParsedJournal['torn']>): void {
    const preview = torn.text.length > 80 ? `${torn.text.slice(0, 80)}…` : torn.text;
    let movedTo: string | null = null;
    if (!this.readOnly) {
      try {
        movedTo = uniqueTarget(path.join(this.dir, 'damaged'), `${path.basename(file, '.jsonl')}.torn-${timestamp(this.now())}`, '.jsonl');
        fs.writeFileSync(movedTo, torn.text, { flag: 'wx' });
        truncateAt(file, torn.offset);
      } catch (err) {
        throw new StoreError('STORAGE', `${file}: its last record was cut short by a crash and could not be set aside (${describeError(err)}); the file was left as it is`, file);
      }
    }
    const what = this.readOnly ? 'ignored (read-only; it is dropped when the encounter is next opened for writing)' : `dropped (the file now ends at byte ${torn.offset}; the dropped text is in ${movedTo})`;
    this.repairs.set(file, {
      file,
      code: 'TORN_RECORD',
      message: `${file}: its last record (${torn.bytes} bytes, ${JSON.stringify(preview)}) was cut short by a crash and was ${what}; everything before it loaded`,
      movedTo,
    });
  }

  /** Converts an old whole-document file: copied to backups/, migrated, written as a journal, removed. */
  private convertLegacy(id: string, legacy: string): EncounterFile {
    let text: string;
    try {
      text = fs.readFileSync(legacy, 'utf8');
    } catch (err) {
      throw new StoreError('STORAGE', `cannot read ${legacy}: ${describeError(err)}`, legacy);
    }
    const up = upgradeText(text, { id, now: this.now().toISOString() });
    if (!up.ok) {
      if (up.problem.kind === 'newer') throw new StoreError('NEWER_VERSION', `${legacy} was ${problemText(up.problem)}; it was left untouched`, legacy);
      return this.damaged(legacy, problemText(up.problem));
    }
    if (up.file.id !== id) return this.damaged(legacy, `$.id: "${up.file.id}" does not match the file name`);
    if (this.readOnly) return up.file;
    copyAside(legacy, path.join(this.dir, 'backups'), `schema${up.version}-${timestamp(this.now())}`);
    this.save(up.file);
    fs.rmSync(legacy);
    return up.file;
  }

  /**
   * A journal written at an older schema: its records rebuilt into the document, migrated
   * (`upgradeRaw`), the old file copied to backups/ and the encounter written as a current journal.
   * A journal that cannot be read or migrated is moved to damaged/, naming the line.
   */
  private convertOldJournal(id: string, file: string, buf: Buffer): LiveEncounter {
    let old: OldJournal;
    try {
      old = readOldJournal(buf, id);
    } catch (err) {
      if (err instanceof JournalError) return this.damaged(file, err.message);
      throw err;
    }
    const up = upgradeRaw(old.doc, { id, now: this.now().toISOString() });
    if (!up.ok) {
      const at = up.problem.kind === 'invalid' ? old.lineOf(up.problem.path) : null;
      return this.damaged(file, `${at ? `line ${at}: ` : ''}this schema-${old.version} journal cannot be upgraded: ${problemText(up.problem)}`);
    }
    const live = open(up.file);
    let backup: string | null = null;
    if (!this.readOnly) {
      backup = copyAside(file, path.join(this.dir, 'backups'), `schema${old.version}-${timestamp(this.now())}`);
      this.save(live.file, live.snapshots);
    }
    if (old.tornLine !== null) {
      const kept = backup ? `; the old file is kept whole in ${backup}` : ' (read-only: nothing was written)';
      this.repairs.set(file, { file, code: 'TORN_RECORD', message: `${file}: its last record (line ${old.tornLine}) was cut short by a crash and was left out when the journal was upgraded${kept}`, movedTo: backup });
    }
    return live;
  }

  /** An old file left next to its journal (a crash between conversion and removal): kept in backups/. */
  private retireLegacy(id: string): void {
    const legacy = this.legacyFileOf(id);
    if (!this.readOnly && fs.existsSync(legacy)) moveAside(legacy, path.join(this.dir, 'backups'), `converted-${timestamp(this.now())}`);
  }

  private damaged(file: string, reason: string): never {
    if (this.readOnly) throw new StoreError('CORRUPT_FILE', `${file} is damaged: ${reason}. It was left in place (read-only)`, file);
    const movedTo = moveAside(file, path.join(this.dir, 'damaged'), timestamp(this.now()));
    throw new StoreError('CORRUPT_FILE', `${file} is damaged: ${reason}. It was moved to ${movedTo}`, file, movedTo);
  }

  private writable(file: string): void {
    if (this.readOnly) throw new StoreError('STORAGE', `${file} was not written: this repository is read-only`, file, null, ref('err_store_read_only', { file }));
  }

  /** Writes a whole document as a fresh journal (atomically); `snapshots` are reused when given. */
  save(doc: EncounterFile, snapshots?: readonly EncounterState[]): void {
    const file = this.fileOf(doc.id);
    this.writable(file);
    const snaps = completeSnapshots(doc, snapshots);
    this.stats.delete(doc.id);
    const { text, lastType } = renderJournal(doc, snaps, stateAt(doc, snaps, doc.cursor));
    writeAtomic(file, text);
    this.stats.set(doc.id, { live: 1 + doc.history.length + snaps.length + (lastType === 'cursor' ? 1 : 0), dead: 0, lastType });
  }

  create(initial: EncounterState): EncounterFile {
    const at = this.now().toISOString();
    const doc: EncounterFile = { schemaVersion: CURRENT_SCHEMA, id: initial.id, createdAt: at, updatedAt: at, initial, history: [], cursor: 0 };
    this.save(doc);
    return doc;
  }

  /** Migrates a raw document (any schema version) and stores it as a new encounter under `id`. */
  importRaw(id: string, raw: Record<string, unknown>): EncounterFile {
    const file = this.fileOf(id);
    if (this.exists(id)) throw new StoreError('STORAGE', `${file} already exists`, file, null, ref('err_store_exists', { file }));
    const up = upgradeRaw(raw, { id, now: this.now().toISOString() });
    if (!up.ok) throw new StoreError('CORRUPT_FILE', `the encounter for ${file} is ${problemText(up.problem)}`, file);
    this.save(up.file);
    return up.file;
  }

  /**
   * Persists the step from `prev` (what is on disk) to `next`: a new batch appends a batch record
   * (and a snapshot every SNAPSHOT_EVERY batches), an undo/redo a cursor record; anything else, or a
   * journal this repository has not read, is rewritten whole. Compacts when unreachable records pile up.
   */
  record(prev: LiveEncounter | null, next: LiveEncounter): number {
    const id = next.file.id;
    const file = this.fileOf(id);
    this.writable(file);
    const st = this.stats.get(id);
    const records = st && prev?.file.id === id ? step(prev, next) : null;
    if (records?.length === 0) return 0;
    if (!st || !records) {
      this.save(next.file, next.snapshots);
      return fs.statSync(file).size;
    }
    this.stats.delete(id); // unknown until the append succeeds
    const written = appendRecords(file, records);
    const last = records.at(-1)!;
    const prevLen = prev!.file.history.length;
    const k = next.file.cursor - 1;
    const dropped = last.type === 'cursor' ? 0 : prevLen - k + Math.max(0, Math.floor(prevLen / SNAPSHOT_EVERY) - Math.floor(k / SNAPSHOT_EVERY));
    const dead = st.dead + dropped + (st.lastType === 'cursor' ? 1 : 0);
    const liveCount = 1 + next.file.history.length + Math.floor(next.file.history.length / SNAPSHOT_EVERY) + 1 + (last.type === 'cursor' ? 1 : 0);
    this.stats.set(id, { live: liveCount, dead, lastType: last.type });
    if (dead >= Math.max(COMPACT_MIN_DEAD, liveCount)) this.compact(next);
    return written;
  }

  list(): EncounterList {
    const encounters: EncounterSummary[] = [];
    const problems: StoreProblem[] = [];
    for (const id of this.ids()) {
      try {
        encounters.push(this.summaryOf(id));
      } catch (err) {
        if (!(err instanceof StoreError) || err.code === 'NOT_FOUND') throw err;
        problems.push({ file: err.file, code: err.code, message: err.message, movedTo: err.movedTo });
      }
    }
    problems.push(...this.repairs.values());
    encounters.sort((a, b) => b.updatedAt.localeCompare(a.updatedAt));
    return { encounters, problems };
  }

  /** From the journal's first and last lines when they read; otherwise by opening it (repairing it). */
  private summaryOf(id: string): EncounterSummary {
    const file = this.fileOf(id);
    const fast = fs.existsSync(file) && !fs.existsSync(this.legacyFileOf(id)) ? readHeadAndTail(file) : null;
    if (fast && fast.header.id === id) return { id, system: fast.header.system, ...fast.summary, updatedAt: fast.at };
    const live = this.openLive(id);
    return { id, name: live.state.name, system: live.state.system, combatants: live.state.combatants.length, round: live.state.round, updatedAt: live.file.updatedAt };
  }
}

/** The records that take the journal from `prev` to `next`, or null when it must be rewritten. */
function step(prev: LiveEncounter, next: LiveEncounter): BodyRecord[] | null {
  const f = next.file;
  if (f.history === prev.file.history) return f.cursor === prev.file.cursor && f.updatedAt === prev.file.updatedAt ? [] : [cursorRecord(f.cursor, f.updatedAt, next.state)];
  const k = f.cursor - 1;
  const batch = f.history[k];
  if (!batch || f.history.length !== k + 1 || k > prev.file.history.length || f.updatedAt !== batch.at) return null;
  const records = [batchRecord(k, batch, next.state)];
  if ((k + 1) % SNAPSHOT_EVERY === 0) records.push(snapshotRecord(k + 1, batch.at, next.state));
  return records;
}

function uniqueTarget(dir: string, base: string, ext: string): string {
  fs.mkdirSync(dir, { recursive: true });
  let target = path.join(dir, `${base}${ext}`);
  for (let n = 2; fs.existsSync(target); n++) target = path.join(dir, `${base}-${n}${ext}`);
  return target;
}
