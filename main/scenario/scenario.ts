import { z } from 'zod';
import { commandEnvelopeSchema } from '../../shared/model/commands.js';
import { systemIdSchema } from '../../shared/systems/registry.js';
import { DICE_MODES, HP_DISPLAYS, KINDS, MAX_HP, SIDES, idSchema, nameSchema, conditionSchema, initiativeSchema } from '../../shared/model/encounter.js';
import { battleMapSchema, hexSchema, reachSchema, SIZES, mapSettingsSchema } from '../../shared/model/map.js';
import { dnd5eStatsSchema } from '../../shared/systems/dnd5e/schema.js';
import { akenarSheetSchema } from '../../shared/systems/akenar/schema.js';
import { akenarSettingsSchema } from '../../shared/systems/akenar/settings.js';

export const SCENARIO_FORMAT = 'asalto-scenario';
export const SCENARIO_VERSION = 1;

/** A combatant as a scenario (or a GM) writes it: the authoring format, with defaults. */
const scenarioCombatantSchema = z
  .object({
    id: idSchema,
    name: nameSchema,
    side: z.enum(SIDES).optional(),
    kind: z.enum(KINDS).optional(),
    /** Required unless `stats` or `srd` gives the maximum. */
    hp: z.union([z.number().int().min(1).max(MAX_HP), z.object({ max: z.number().int().min(1).max(MAX_HP), current: z.number().int().optional() }).strict()]).optional(),
    initiative: initiativeSchema.optional(),
    initiativeBonus: z.number().int().min(-50).max(50).optional(),
    conditions: z.array(conditionSchema).optional(),
    hidden: z.boolean().optional(),
    notes: z.string().max(2000).optional(),
    position: hexSchema.nullable().optional(),
    size: z.enum(SIZES).optional(),
    speed: z.number().int().min(0).max(200).optional(),
    reach: reachSchema.optional(),
    /** A D&D 5e stat block, as in `addCombatant`. */
    stats: dnd5eStatsSchema.optional(),
    /**
     * Or the id of a bundled SRD creature or sample PC (`resources/srd/`): its stat block, HP, size,
     * speed and initiative bonus, each overridable by the fields above.
     */
    srd: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/).optional(),
    /**
     * Or an Akenar sheet, its equipment by catalogue id (`resources/akenar/equipment.json`): HP, size
     * and initiative bonus follow from it. `fullRules` keeps a named enemy alive to −Con (AK-HP-09).
     */
    akenar: akenarSheetSchema.extend({ fullRules: z.boolean().default(false) }).optional(),
  })
  .strict()
  .refine((c) => !(c.stats && c.srd), { message: 'give either stats or srd, not both', path: ['srd'] })
  .refine((c) => !(c.akenar && (c.stats || c.srd)), { message: 'an Akenar sheet cannot go with a 5e stat block', path: ['akenar'] });

/** One step: a command exactly as `encounter.command` takes it, or undo / redo. */
// Discriminated on `type`, so a bad field inside a command is reported at its own JSON path.
/** Undo, redo or a command (checked against the scenario's system when it runs). */
export const scenarioStepSchema = z.union([z.object({ type: z.literal('undo') }).strict(), z.object({ type: z.literal('redo') }).strict(), commandEnvelopeSchema]);

export const scenarioSchema = z
  .object({
    format: z.literal(SCENARIO_FORMAT),
    version: z.literal(SCENARIO_VERSION),
    name: nameSchema,
    system: systemIdSchema.default('generic'),
    /** Seed for automatic dice (rules systems); recorded so runs are repeatable. */
    seed: z.number().int().min(0).max(0xffffffff).default(1),
    /** `ask` makes every die a forced one: each must be given in its command's `inputs`. */
    dice: z.enum(DICE_MODES).default('auto'),
    /** Akenar readings where the text allows two (docs/rules/akenar.md); the rest keep their defaults. */
    akenar: akenarSettingsSchema.partial().strict().optional(),
    visibility: z.object({ pcHp: z.enum(HP_DISPLAYS), monsterHp: z.enum(HP_DISPLAYS) }).strict().optional(),
    map: z.union([battleMapSchema, mapSettingsSchema]).optional(),
    combatants: z.array(scenarioCombatantSchema).max(500),
    commands: z.array(scenarioStepSchema).max(100_000),
  })
  .strict()
  .superRefine((s, ctx) => {
    const seen = new Set<string>();
    s.combatants.forEach((c, i) => {
      if (seen.has(c.id)) ctx.addIssue({ code: 'custom', message: `duplicate combatant id "${c.id}"`, path: ['combatants', i, 'id'] });
      seen.add(c.id);
    });
  });
export type Scenario = z.infer<typeof scenarioSchema>;
export type ScenarioStep = z.infer<typeof scenarioStepSchema>;

/** `$.commands[3].amount` from a zod path. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : `${acc}.${String(p)}`), '$');
}
