import type { MessageRef } from '../../shared/contract/result.js';
import type { LibraryOrigin, SystemId } from '../../shared/systems/registry.js';

/** What a reader is given beside the record: where it is, a place for warnings, and the other records it may refer to. */
export interface ReadContext {
  /** The record's JSON path in its file (`$.monster[3]`); notes name paths under it (`childPath`). */
  readonly path: string;
  /** Records something not mapped as it is, and what was done instead. Never drop a field silently. */
  warn(path: string, ref: MessageRef): void;
  /**
   * The raw record of `format` that `match` picks, from the same file first, then from the entries
   * imported before (a 5etools `_copy`); undefined when neither has it.
   */
  findRecord(format: string, match: (raw: unknown) => boolean): unknown;
  /** The system the GM imports into (`--system`, the encounter's), when it differs from the reader's a conversion runs. */
  readonly target?: SystemId;
}

/** A record read into a system's stat block (validated afterwards against the system's library schema). */
export interface ReadEntry {
  /** Stable within the format (`MM:goblin`): re-importing the same record updates the same library entry. */
  sourceId: string;
  /** An id to keep as it is (Asalto's own export); else the id is made from the reader and `sourceId`. */
  id?: string;
  name: string;
  kind: 'monster' | 'pc';
  system: SystemId;
  stats: unknown;
  type?: string;
  cr?: number;
  /** What the stat block has no field for, kept as text (a trait, "regeneration 5"); becomes the combatant's notes. */
  notes?: string;
  /** The licence note of the content ("SRD 5.1, CC-BY-4.0"). */
  licence: string;
  /** Asalto's own export keeps the origin it had. */
  origin?: LibraryOrigin;
}

export type ReadOutcome = { ok: true; entry: ReadEntry } | { ok: false; path: string; ref: MessageRef };

/** One file format (issue #16): it splits a file into records, recognises a record by its content and reads it. */
export interface Reader {
  id: string;
  /** The system whose stat block it writes. */
  system: SystemId;
  /** The records of a whole file in this format's envelope (`{monster: [...]}`), or null when the file is not one. */
  split?(file: unknown): { path: string; value: unknown }[] | null;
  /** Whether a record has this format's shape, from its content (never the file name). */
  detect(record: unknown): boolean;
  read(record: unknown, ctx: ReadContext): ReadOutcome;
}

/** Turns a stat block of one system into another's (a Pathfinder 1e creature into an Akenar sheet), noting each choice. */
export interface Conversion {
  from: SystemId;
  to: SystemId;
  convert(entry: ReadEntry, ctx: ReadContext): ReadOutcome;
}
