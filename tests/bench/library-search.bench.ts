// Run: npx vitest bench --run --project unit tests/bench/library-search.bench.ts
// The library search over 5 000 entries, as the GM types (issue #16: ≤ 16 ms per keystroke).
import { bench, describe } from 'vitest';
import * as search from '../../shared/import/search.js';
import type { LibraryEntry } from '../../shared/systems/registry.js';

const buildIndex = search.buildIndex;
const searchLibrary = search.searchLibrary;
const N = 5000;
const TYPES = ['Humanoid (goblinoid)', 'Dragon', 'Beast', 'Undead', 'Fiend (demon)', 'Monstrosity'];
const WORDS = ['goblin', 'dragón', 'wolf', 'skeleton', 'orc', 'giant', 'spider', 'ancient', 'red', 'shadow', 'knight', 'troll'];
let seed = 7;
const rand = () => ((seed = (seed * 1103515245 + 12345) >>> 0) / 4294967296);
const pick = <T>(xs: T[]) => xs[Math.floor(rand() * xs.length)]!;
const entries = Array.from({ length: N }, (_, i) => ({
  id: `e-${i}`, system: 'dnd5e', name: `${pick(WORDS)} ${pick(WORDS)} ${i}`, kind: 'monster', stats: {}, type: pick(TYPES), cr: Math.floor(rand() * 30),
})) as unknown as LibraryEntry[];
const index = buildIndex(entries);
const typed = ['s', 'sh', 'sha', 'shad', 'shado', 'shadow'];
let sink = 0;
export const readSink = () => sink;

describe('library search, 5 000 entries', () => {
  bench('build the index', () => void (sink += buildIndex(entries).rows.length));
  bench('type "shadow" letter by letter (6 queries)', () => {
    for (const text of typed) sink += searchLibrary(index, { text }).length;
  });
  bench('one query with CR range and type', () => void (sink += searchLibrary(index, { text: 'gob', crMin: 1, crMax: 10, type: 'humanoid' }).length));
});
