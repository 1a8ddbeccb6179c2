import { z } from 'zod';
import { dnd5eStatsSchema, type Dnd5eStats } from '../../../shared/systems/dnd5e/schema.js';
import type { LibraryEntry } from '../../../shared/systems/registry.js';
import { scenarioHook } from '../core/scenario-hook.js';
import { dnd5eLibrary } from './library.js';

type Fields = { stats?: Dnd5eStats; srd?: string };

/**
 * 5e in scenario files: a combatant's `stats` (a stat block, as in `addCombatant`) or `srd` (the id
 * of a bundled SRD creature or sample PC, `resources/srd/`). Either gives HP, size, speed in hexes
 * and the initiative bonus (the printed one or the Dex modifier); `srd` also kind and side.
 */
export const dnd5eScenario = scenarioHook<readonly LibraryEntry[]>({
  fields: {
    stats: dnd5eStatsSchema.optional(),
    srd: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).optional(),
  },
  check: (f) => (f.stats !== undefined && f.srd !== undefined ? [{ path: 'srd', message: 'give either stats or srd, not both' }] : []),
  data: (resources) => dnd5eLibrary(resources).entries,
  combatant(fields, library = []) {
    const { stats: given, srd } = fields as Fields;
    const entry = srd === undefined ? undefined : library.find((e): e is Extract<LibraryEntry, { system: 'dnd5e' }> => e.system === 'dnd5e' && e.id === srd);
    if (srd !== undefined && !entry) return { ok: false, path: 'srd', message: `no bundled SRD entry "${srd}"` };
    const stats = given ?? entry?.stats;
    if (!stats) return { ok: true, value: undefined };
    const kind = entry?.kind ?? (stats.level ? 'pc' : 'monster');
    return {
      ok: true,
      value: {
        sheet: { system: 'dnd5e', stats },
        defaults: {
          kind,
          side: kind === 'pc' ? 'party' : 'enemy',
          hp: stats.hpMax,
          size: stats.size,
          speed: Math.floor(stats.speed.walk / 5),
          initiativeBonus: stats.initiativeBonus ?? Math.floor((stats.abilities.dex - 10) / 2),
        },
      },
    };
  },
});
