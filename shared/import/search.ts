/**
 * Library search (issue #16): an index over the entries (names without accents, main type, CR) and a
 * query answered best first: the exact name, then names starting with the text, then a word of the
 * name starting with it, then the text anywhere in the name; ties in name order.
 */
import type { LibraryEntry } from '../systems/registry.js';

export interface LibraryQuery {
  text?: string;
  crMin?: number;
  crMax?: number;
  /** A main type as `libraryTypes` lists it ("humanoid"). */
  type?: string;
}

interface Row {
  entry: LibraryEntry;
  name: string;
  type: string;
  cr: number | undefined;
}

export interface LibraryIndex {
  /** In name order. */
  readonly rows: readonly Row[];
}

/** Lower case, accents dropped, spaces collapsed: "Dragón  Rojo" → "dragon rojo". */
export function normalise(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** The main type of a printed type: "Humanoid (goblinoid)" → "humanoid". */
export function mainType(type: string | undefined): string {
  return type ? normalise(type.replace(/\(.*$/, '')) : '';
}

/** The entry's CR or level, else its stat block's `cr` (the bundled SRD entries carry it there). */
export function crOf(entry: LibraryEntry): number | undefined {
  if (entry.cr !== undefined) return entry.cr;
  const cr = (entry.stats as { cr?: unknown } | null)?.cr;
  return typeof cr === 'number' ? cr : undefined;
}

export function buildIndex(entries: readonly LibraryEntry[]): LibraryIndex {
  const rows = entries.map((entry) => ({ entry, name: normalise(entry.name), type: mainType(entry.type), cr: crOf(entry) }));
  rows.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : a.entry.id < b.entry.id ? -1 : 1));
  return { rows };
}

/** The main types present, sorted. */
export function libraryTypes(index: LibraryIndex): string[] {
  return [...new Set(index.rows.map((r) => r.type).filter(Boolean))].sort();
}

/** 0 exact, 1 prefix, 2 word prefix, 3 substring, -1 no match. */
function rank(name: string, text: string): number {
  if (!text) return 0;
  const at = name.indexOf(text);
  if (at < 0) return -1;
  if (at === 0) return name.length === text.length ? 0 : 1;
  if (name[at - 1] === ' ' || name.includes(` ${text}`)) return 2;
  return 3;
}

export function searchLibrary(index: LibraryIndex, query: LibraryQuery): LibraryEntry[] {
  const text = normalise(query.text ?? '');
  const type = query.type ? normalise(query.type) : '';
  const { crMin, crMax } = query;
  const buckets: LibraryEntry[][] = [[], [], [], []];
  for (const r of index.rows) {
    if (type && r.type !== type) continue;
    if (crMin !== undefined && (r.cr === undefined || r.cr < crMin)) continue;
    if (crMax !== undefined && (r.cr === undefined || r.cr > crMax)) continue;
    const k = rank(r.name, text);
    if (k >= 0) buckets[k]!.push(r.entry);
  }
  return buckets.flat();
}
