import { z } from 'zod';
import { deriveRq, freshRqStatus, rqStatsSchema } from '../../../shared/systems/runequest/schema.js';
import { rqSettingsSchema } from '../../../shared/systems/runequest/settings.js';
import { RQ_TABLES } from '../../../shared/systems/runequest/tables.js';
import { scenarioHook } from '../core/scenario-hook.js';

/**
 * RuneQuest in scenario files: a combatant's `runequest` stat block; HP (the locations' sum), speed
 * (Movement in 1 m hexes) and the SR modifier follow from it, with the default tables. The top-level
 * `runequest` holds readings and tables (docs/rules/runequest.md).
 */
export const rqScenario = scenarioHook<undefined>({
  fields: { runequest: rqStatsSchema.optional() },
  settings: { field: 'runequest', schema: rqSettingsSchema.partial().strict() },
  data: () => undefined,
  combatant(fields) {
    const st = fields.runequest as z.output<typeof rqStatsSchema> | undefined;
    if (!st) return { ok: true, value: undefined };
    const d = deriveRq(st, RQ_TABLES);
    return {
      ok: true,
      value: {
        sheet: { system: 'runequest', stats: st, status: freshRqStatus(st, RQ_TABLES) },
        defaults: { hp: d.hpMax, speed: d.movement, initiativeBonus: d.srModifier, reach: { min: 1, max: 1 } },
      },
    };
  },
});
