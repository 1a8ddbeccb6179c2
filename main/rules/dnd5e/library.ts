import fs from 'node:fs';
import path from 'node:path';
import type { LibraryEntry } from '../../../shared/systems/registry.js';
import { dnd5eLibrarySchema } from '../../../shared/systems/dnd5e/schema.js';
import type { SystemLibrary } from '../core/host.js';

/** The SRD 5.1 creatures and sample PCs in resources/srd, validated; a bad file names itself. */
export function dnd5eLibrary(resources: string): SystemLibrary {
  const entries: LibraryEntry[] = [];
  let attribution = '';
  for (const [file, kind] of [['dnd5e-pcs.json', 'pc'], ['dnd5e-creatures.json', 'monster']] as const) {
    const full = path.join(resources, 'srd', file);
    const parsed = dnd5eLibrarySchema.safeParse(JSON.parse(fs.readFileSync(full, 'utf8')));
    if (!parsed.success) throw new Error(`${full}: ${parsed.error.issues.slice(0, 3).map((i) => `$.${i.path.join('.')}: ${i.message}`).join('; ')}`);
    attribution = parsed.data.license;
    for (const e of parsed.data.entries) entries.push({ id: e.id, system: 'dnd5e', name: e.name, kind, stats: e.stats, ...(e.stats.cr === undefined ? {} : { cr: e.stats.cr }) });
  }
  return { entries, attribution };
}
