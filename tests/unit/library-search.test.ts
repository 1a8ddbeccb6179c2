import { describe, expect, it } from 'vitest';
import { buildIndex, libraryTypes, mainType, normalise, searchLibrary } from '../../shared/import/search.js';
import type { LibraryEntry } from '../../shared/systems/registry.js';

const e = (id: string, name: string, type?: string, cr?: number) =>
  ({ id, system: 'dnd5e', name, kind: 'monster', stats: {}, ...(type ? { type } : {}), ...(cr === undefined ? {} : { cr }) }) as unknown as LibraryEntry;

const entries = [
  e('hobgoblin', 'Hobgoblin', 'Humanoid (goblinoid)', 0.5),
  e('goblin-boss', 'Goblin Boss', 'humanoid (goblinoid)', 1),
  e('goblin', 'Goblin', 'Humanoid (goblinoid)', 0.25),
  e('dragon', 'Dragón Rojo Joven', 'Dragon', 10),
  e('red-goblin-king', 'Red Goblin King', 'fey', 3),
  e('nameless', 'Ooze', undefined, undefined),
  { ...e('srd-wolf', 'Wolf'), stats: { cr: 0.25 } } as unknown as LibraryEntry,
];
const index = buildIndex(entries);
const ids = (q: Parameters<typeof searchLibrary>[1]) => searchLibrary(index, q).map((x) => x.id);

describe('library search', () => {
  it('normalises accents, case and spaces', () => {
    expect(normalise('  Dragón   ROJO ')).toBe('dragon rojo');
    expect(mainType('Humanoid (goblinoid)')).toBe('humanoid');
  });
  it('lists everything in name order without a query', () => {
    expect(ids({})).toEqual(['dragon', 'goblin', 'goblin-boss', 'hobgoblin', 'nameless', 'red-goblin-king', 'srd-wolf']);
  });
  it('ranks exact, prefix, word prefix, then substring', () => {
    expect(ids({ text: 'goblin' })).toEqual(['goblin', 'goblin-boss', 'red-goblin-king', 'hobgoblin']);
    expect(ids({ text: 'GOB' })).toEqual(['goblin', 'goblin-boss', 'red-goblin-king', 'hobgoblin']);
    expect(ids({ text: 'rojo' })).toEqual(['dragon']);
    expect(ids({ text: 'dragon' })).toEqual(['dragon']);
    expect(ids({ text: 'zzz' })).toEqual([]);
  });
  it('filters by CR range and main type', () => {
    expect(ids({ crMin: 0.5, crMax: 3 })).toEqual(['goblin-boss', 'hobgoblin', 'red-goblin-king']);
    expect(ids({ crMax: 0.25 })).toEqual(['goblin', 'srd-wolf']);
    expect(ids({ type: 'Humanoid', text: 'gob' })).toEqual(['goblin', 'goblin-boss', 'hobgoblin']);
    expect(libraryTypes(index)).toEqual(['dragon', 'fey', 'humanoid']);
  });
});
