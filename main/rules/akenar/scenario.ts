import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { equipmentCatalogueSchema, type EquipmentCatalogue } from '../../../shared/systems/akenar/equipment.js';
import { abilityMod, akenarSheetSchema, buildAkenarStats, FRESH_STATUS } from '../../../shared/systems/akenar/schema.js';
import { akenarSettingsSchema } from '../../../shared/systems/akenar/settings.js';
import { scenarioHook } from '../core/scenario-hook.js';

type Catalogue = Pick<EquipmentCatalogue, 'weapons' | 'armour'>;
const fieldSchema = akenarSheetSchema.extend({ fullRules: z.boolean().default(false) });

/** The bundled equipment catalogue (`resources/akenar/equipment.json`), for scenarios; the app uses the GM's copy. */
function loadBundledCatalogue(resources: string): EquipmentCatalogue {
  const file = path.join(resources, 'akenar', 'equipment.json');
  const parsed = equipmentCatalogueSchema.safeParse(JSON.parse(fs.readFileSync(file, 'utf8')));
  if (!parsed.success) throw new Error(`${file} is invalid: ${parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`);
  return parsed.data;
}

/**
 * Akenar in scenario files: a combatant's `akenar` sheet, its equipment by id in the bundled
 * catalogue; HP, size and initiative bonus (Dex modifier + `initiative`) follow from it. `fullRules`
 * keeps a named enemy alive to −Con (AK-HP-09). The top-level `akenar` holds readings (docs/rules/akenar.md).
 */
export const akenarScenario = scenarioHook<Catalogue>({
  fields: { akenar: fieldSchema.optional() },
  settings: { field: 'akenar', schema: akenarSettingsSchema.partial().strict() },
  data: loadBundledCatalogue,
  combatant(fields, catalogue) {
    const given = fields.akenar as z.output<typeof fieldSchema> | undefined;
    if (!given) return { ok: true, value: undefined };
    if (!catalogue) return { ok: false, path: 'akenar', message: 'no Akenar equipment catalogue was loaded' };
    const { fullRules, ...sheet } = given;
    const built = buildAkenarStats(sheet, catalogue);
    if (!built.ok) return { ok: false, path: `akenar.${built.path}`, message: built.message };
    const st = built.value;
    return {
      ok: true,
      value: {
        sheet: { system: 'akenar', stats: st, status: { ...structuredClone(FRESH_STATUS), fullRules } },
        defaults: { hp: st.hpMax, size: st.size, initiativeBonus: abilityMod(st.abilities.dex) + st.initiative },
      },
    };
  },
});
