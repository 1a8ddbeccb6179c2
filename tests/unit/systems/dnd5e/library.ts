import fs from 'node:fs';
import path from 'node:path';
import { dnd5eLibrarySchema, type Dnd5eLibrary } from '../../../../shared/systems/dnd5e/schema.js';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
/** CI puts a copy of `shared/` (rules, fixtures) beside the repository. */
export const monsterFixtures = path.resolve(repoRoot, '..', 'shared', 'fixtures', 'monsters');

export function readJson(file: string): unknown {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
}

export function rawLibrary(name: 'dnd5e-creatures' | 'dnd5e-pcs'): unknown {
  return readJson(path.join(repoRoot, 'resources', 'srd', `${name}.json`));
}

export function library(name: 'dnd5e-creatures' | 'dnd5e-pcs'): Dnd5eLibrary {
  return dnd5eLibrarySchema.parse(rawLibrary(name));
}

export function entry(name: 'dnd5e-creatures' | 'dnd5e-pcs', id: string): Dnd5eLibrary['entries'][number] {
  const e = library(name).entries.find((x) => x.id === id);
  if (!e) throw new Error(`no ${id} in ${name}`);
  return e;
}

/** Average of a hit-point formula such as `2d8+4` or `2d6-2`, rounded down as stat blocks print it. */
export function averageOf(formula: string): number {
  let total = 0;
  for (const m of formula.matchAll(/([+-]?)(\d+)(?:d(\d+))?/g)) {
    const sign = m[1] === '-' ? -1 : 1;
    const n = Number(m[2]);
    total += sign * (m[3] === undefined ? n : (n * (Number(m[3]) + 1)) / 2);
  }
  return Math.floor(total);
}
