/**
 * The import report (issue #16): for each record of a file, whether it was imported, imported with
 * warnings or refused, and for each warning or refusal the JSON path and what was done, as i18n
 * references (`imp_*` messages) so both windows and the CLI read it in their language.
 */
import type { MessageRef } from '../contract/result.js';
import type { LibraryEntry } from '../systems/registry.js';

export type ImportStatus = 'imported' | 'warnings' | 'refused';

/** One thing the reader could not map as it is, and what it did instead; `path` is the JSON path inside the record's file. */
export interface ImportNote {
  path: string;
  ref: MessageRef;
}

/** How an imported record compares with the library entry of the same id. */
export type ImportChange = { kind: 'new' } | { kind: 'same' } | { kind: 'changed'; fields: string[] };

export interface ImportedRecord {
  /** The record's JSON path in its file (`$.monster[3]`, `$`). */
  path: string;
  /** The reader that read it (`5etools`), or null when no reader knew the shape. */
  format: string | null;
  name: string | null;
  status: ImportStatus;
  /** Warnings (imported) or the reasons it was refused. */
  notes: ImportNote[];
  /** The library entry it becomes, with its stable id; absent when refused. */
  entry?: LibraryEntry;
  change?: ImportChange;
}

export interface FileReport {
  file: string;
  records: ImportedRecord[];
}

export interface ImportReport {
  files: FileReport[];
  counts: Record<ImportStatus, number>;
}

export function countRecords(files: readonly FileReport[]): Record<ImportStatus, number> {
  const counts: Record<ImportStatus, number> = { imported: 0, warnings: 0, refused: 0 };
  for (const f of files) for (const r of f.records) counts[r.status]++;
  return counts;
}

/** `$.monster[3].ac[1]`: a path under `base` (`[2]` for an index, `.key` for a name). */
export function childPath(base: string, ...parts: (string | number)[]): string {
  return parts.reduce<string>((p, k) => (typeof k === 'number' ? `${p}[${k}]` : /^[A-Za-z_$][\w$]*$/.test(k) ? `${p}.${k}` : `${p}[${JSON.stringify(k)}]`), base);
}

/** A kebab-case id part from any text (accents dropped): "Gnoll Pack Lord" → "gnoll-pack-lord". */
export function slugify(text: string, max = 80): string {
  const s = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max)
    .replace(/-+$/, '');
  return s || 'x';
}
