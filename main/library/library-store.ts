/**
 * The GM's own library entries (issue #16): `<dataDir>/library/entries.json`, beside the bundled
 * SRD. Each entry keeps the raw record it was read from (a later `_copy` may refer to it) and its
 * origin (file, format, licence note).
 *
 * - A file that is not JSON or not this shape is moved to `library/damaged/` (never deleted or
 *   overwritten) and reported; the library starts empty until the next save.
 * - An entry whose stat block no longer validates (an older schema) is kept in the file as it is and
 *   reported, never listed and never dropped.
 * - Every save writes atomically (temp file, fsync, rename): a failed save leaves the file as it was.
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { findSystem, systemNameParam, type LibraryEntry } from '../../shared/systems/registry.js';
import { describeError, moveAside, parseJson, timestamp, writeAtomic } from '../store/files.js';
import { issueRef, type WireIssue } from '../../shared/contract/issues.js';
import { ref, type MessageRef } from '../../shared/contract/result.js';
import { renderRef } from '../../shared/log/text.js';

export interface StoredEntry {
  entry: LibraryEntry;
  raw: unknown;
}

export interface LibraryProblem {
  file: string;
  /** Moved aside here when the whole file was damaged. */
  movedTo?: string;
  /** Entries kept but not listed: their index in the file and why. */
  issues: WireIssue[];
}

const fileSchema = z.strictObject({
  v: z.literal(1),
  entries: z.array(z.strictObject({ entry: z.record(z.string(), z.unknown()), raw: z.unknown() })),
});

const entryShape = z.object({
  id: z.string().min(1).max(160),
  system: z.string().min(1),
  name: z.string().min(1).max(80),
  kind: z.enum(['pc', 'monster']),
  stats: z.unknown(),
});

export class LibraryStore {
  readonly dir: string;
  readonly file: string;
  private loaded: { good: StoredEntry[]; bad: unknown[] } | null = null;
  problem: LibraryProblem | null = null;

  constructor(
    dataDir: string,
    private readonly readOnly = false,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.dir = path.join(dataDir, 'library');
    this.file = path.join(this.dir, 'entries.json');
  }

  private load(): { good: StoredEntry[]; bad: unknown[] } {
    if (this.loaded) return this.loaded;
    if (!fs.existsSync(this.file)) return (this.loaded = { good: [], bad: [] });
    let raw: unknown;
    try {
      raw = parseJson(fs.readFileSync(this.file, 'utf8'));
    } catch (err) {
      return this.damaged(ref('imp_not_json', { detail: describeError(err) }));
    }
    const parsed = fileSchema.safeParse(raw);
    if (!parsed.success) {
      const i = parsed.error.issues[0]!;
      return this.damaged(issueRef(i), `$.${i.path.join('.')}`, i.message);
    }
    const good: StoredEntry[] = [];
    const bad: unknown[] = [];
    const issues: LibraryProblem['issues'] = [];
    parsed.data.entries.forEach((stored, i) => {
      const problem = entryProblem(stored.entry);
      if (problem) {
        bad.push(stored);
        issues.push({ ...problem, path: `$.entries[${i}].entry${problem.path}` });
      } else good.push({ entry: stored.entry as unknown as LibraryEntry, raw: stored.raw });
    });
    if (issues.length) this.problem = { file: this.file, issues };
    return (this.loaded = { good, bad });
  }

  private damaged(reason: MessageRef, at = '$', message = renderRef(reason, 'en')): { good: StoredEntry[]; bad: unknown[] } {
    const movedTo = this.readOnly ? undefined : moveAside(this.file, path.join(this.dir, 'damaged'), timestamp(this.now()));
    this.problem = { file: this.file, ...(movedTo ? { movedTo } : {}), issues: [{ path: at, message, ref: reason }] };
    return (this.loaded = { good: [], bad: [] });
  }

  entries(): readonly StoredEntry[] {
    return this.load().good;
  }

  get(id: string): StoredEntry | undefined {
    return this.load().good.find((e) => e.entry.id === id);
  }

  /** Adds or replaces (by id) these entries, in one atomic write; throws (writing nothing) when the disk refuses. */
  put(items: readonly StoredEntry[]): void {
    const { good, bad } = this.load();
    const next = [...good];
    for (const item of items) {
      const i = next.findIndex((e) => e.entry.id === item.entry.id);
      if (i >= 0) next[i] = item;
      else next.push(item);
    }
    this.write(next, bad);
  }

  /** Removes one entry; false when there is none with that id. */
  remove(id: string): boolean {
    const { good, bad } = this.load();
    const next = good.filter((e) => e.entry.id !== id);
    if (next.length === good.length) return false;
    this.write(next, bad);
    return true;
  }

  private write(good: StoredEntry[], bad: unknown[]): void {
    if (this.readOnly) throw new Error(`the library is read-only here (${this.file})`);
    writeAtomic(this.file, `${JSON.stringify({ v: 1, entries: [...good, ...bad] }, null, 1)}\n`);
    this.loaded = { good, bad };
  }
}

/** Why a stored entry cannot be listed: its shape, or its stat block against its system's schema. */
function entryProblem(entry: Record<string, unknown>): WireIssue | null {
  const shape = entryShape.safeParse(entry);
  if (!shape.success) {
    const i = shape.error.issues[0]!;
    return { path: i.path.map((p) => `.${String(p)}`).join(''), message: i.message, ref: issueRef(i) };
  }
  const schema = findSystem(shape.data.system)?.library;
  const none = ref('imp_no_library', { system: systemNameParam(shape.data.system) });
  if (!schema) return { path: '.system', message: renderRef(none, 'en'), ref: none };
  const r = schema.safeParse(shape.data.stats);
  if (!r.success) {
    const i = r.error.issues[0]!;
    return { path: `.stats${i.path.map((p) => `.${String(p)}`).join('')}`, message: i.message, ref: issueRef(i) };
  }
  return null;
}
