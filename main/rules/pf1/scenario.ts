import { z } from 'zod';
import { abilityMod, derivePf1, freshPf1Status, pf1StatsSchema } from '../../../shared/systems/pf1/schema.js';
import { pf1SettingsSchema } from '../../../shared/systems/pf1/settings.js';
import { scenarioHook } from '../core/scenario-hook.js';

/**
 * Pathfinder in scenario files: a combatant's `pf1` stat block; HP, size, speed (ft ÷ 5 hexes),
 * reach and initiative bonus (Dex modifier + `initiative`) follow from it. The top-level `pf1` holds
 * readings (docs/rules/pf1.md).
 */
export const pf1Scenario = scenarioHook<undefined>({
  fields: { pf1: pf1StatsSchema.optional() },
  settings: { field: 'pf1', schema: pf1SettingsSchema.partial().strict() },
  data: () => undefined,
  combatant(fields) {
    const st = fields.pf1 as z.output<typeof pf1StatsSchema> | undefined;
    if (!st) return { ok: true, value: undefined };
    const d = derivePf1(st);
    return {
      ok: true,
      value: {
        sheet: { system: 'pf1', stats: st, status: freshPf1Status(st) },
        defaults: { hp: st.hpMax, size: st.size, initiativeBonus: abilityMod(st.abilities.dex) + st.initiative, speed: Math.floor(st.speed / 5), reach: { min: d.reach > 0 ? 1 : 0, max: Math.floor(d.reach / 5) } },
      },
    };
  },
});
