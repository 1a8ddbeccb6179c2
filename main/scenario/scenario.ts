import { z } from 'zod';
import { commandEnvelopeSchema } from '../../shared/model/commands.js';
import { findSystem, systemIdSchema } from '../../shared/systems/registry.js';
import { DICE_MODES, HP_DISPLAYS, KINDS, MAX_HP, SIDES, idSchema, nameSchema, conditionSchema, initiativeSchema } from '../../shared/model/encounter.js';
import { battleMapSchema, hexSchema, reachSchema, SIZES, mapSettingsSchema } from '../../shared/model/map.js';
import { rulesSystems } from '../rules/registry.js';
import type { ScenarioHook } from '../rules/core/scenario-hook.js';

export const SCENARIO_FORMAT = 'asalto-scenario';
export const SCENARIO_VERSION = 1;

/** The fields of a combatant every system has, as a scenario (or a GM) writes them, with defaults. */
const combatantShape = {
  id: idSchema,
  name: nameSchema,
  side: z.enum(SIDES).optional(),
  kind: z.enum(KINDS).optional(),
  /** Required unless the system's fields (a 5e `stats` or `srd`, an Akenar sheet) give the maximum. */
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
};

/** One step: a command exactly as `encounter.command` takes it, or undo / redo. */
// Discriminated on `type`, so a bad field inside a command is reported at its own JSON path.
/** Undo, redo or a command (checked against the scenario's system when it runs). */
export const scenarioStepSchema = z.union([z.object({ type: z.literal('undo') }).strict(), z.object({ type: z.literal('redo') }).strict(), commandEnvelopeSchema]);

const scenarioShape = {
  format: z.literal(SCENARIO_FORMAT),
  version: z.literal(SCENARIO_VERSION),
  name: nameSchema,
  system: systemIdSchema.default('generic'),
  /** Seed for automatic dice (rules systems); recorded so runs are repeatable. */
  seed: z.number().int().min(0).max(0xffffffff).default(1),
  /** `ask` makes every die a forced one: each must be given in its command's `inputs`. */
  dice: z.enum(DICE_MODES).default('auto'),
  visibility: z.object({ pcHp: z.enum(HP_DISPLAYS), monsterHp: z.enum(HP_DISPLAYS) }).strict().optional(),
  map: z.union([battleMapSchema, mapSettingsSchema]).optional(),
  commands: z.array(scenarioStepSchema).max(100_000),
};

/** A combatant: the core's fields and those of the scenario's system (`stats`, `akenar`…). */
export type ScenarioCombatant = z.infer<z.ZodObject<typeof combatantShape>> & Readonly<Record<string, unknown>>;
export type Scenario = z.infer<z.ZodObject<typeof scenarioShape>> & { combatants: ScenarioCombatant[] } & Readonly<Record<string, unknown>>;
export type ScenarioStep = z.infer<typeof scenarioStepSchema>;

/** The scenario part of a registered system's rules (none for a system that adds no fields). */
export function scenarioHookOf(system: string): ScenarioHook | undefined {
  return rulesSystems().find((s) => s.id === system)?.scenario;
}

/** A field of another system: refused at its own path, whatever it holds. */
const refused = (field: string, owner: string, system: string) =>
  z.unknown().optional().superRefine((v, ctx) => {
    if (v !== undefined) ctx.addIssue({ code: 'custom', message: `${field} is a field of ${owner} scenarios, not of ${system} ones` });
  });

/** Each system's fields (combatant or top-level) by name, refusing one that two systems or the core claim. */
function fieldOwners(pick: (h: ScenarioHook) => readonly string[], core: object): Map<string, string> {
  const owners = new Map<string, string>();
  for (const s of rulesSystems()) {
    for (const f of s.scenario ? pick(s.scenario) : []) {
      const taken = f in core ? 'the core' : owners.get(f);
      if (taken) throw new Error(`the scenario field "${f}" of ${s.id} is already ${taken}'s`);
      owners.set(f, s.id);
    }
  }
  return owners;
}

function build(system: string) {
  const own = scenarioHookOf(system);
  const others = (owners: Map<string, string>, mine: z.ZodRawShape): z.ZodRawShape =>
    Object.fromEntries([...owners].map(([f, owner]) => [f, owner === system ? mine[f]! : refused(f, owner, system)]));
  const ownSettings = own?.settings ? { [own.settings.field]: own.settings.schema.optional() } : {};
  const combatant = z
    .object({ ...combatantShape, ...others(fieldOwners((h) => Object.keys(h.fields), combatantShape), own?.fields ?? {}) })
    .strict()
    .superRefine((c, ctx) => {
      for (const p of own?.check?.(c) ?? []) ctx.addIssue({ code: 'custom', message: p.message, path: p.path.split('.') });
    });
  return z
    .object({ ...scenarioShape, ...others(fieldOwners((h) => (h.settings ? [h.settings.field] : []), scenarioShape), ownSettings), combatants: z.array(combatant).max(500) })
    .strict()
    .superRefine((s, ctx) => {
      const seen = new Set<string>();
      s.combatants.forEach((c, i) => {
        if (seen.has(c.id)) ctx.addIssue({ code: 'custom', message: `duplicate combatant id "${c.id}"`, path: ['combatants', i, 'id'] });
        seen.add(c.id);
      });
    });
}

let built: { systems: number; schemas: Map<string, ReturnType<typeof build>> } = { systems: -1, schemas: new Map() };

/**
 * The scenario format for the file's `system` (a system it does not know: `generic`, and `system`
 * reports the problem): the core's fields plus that system's; another system's field is refused.
 */
export function scenarioSchemaFor(raw: unknown): z.ZodType<Scenario> {
  const given = typeof raw === 'object' && raw !== null ? (raw as { system?: unknown }).system : undefined;
  const system = typeof given === 'string' && findSystem(given) ? given : 'generic';
  const count = rulesSystems().length;
  if (built.systems !== count) built = { systems: count, schemas: new Map() };
  let schema = built.schemas.get(system);
  if (!schema) built.schemas.set(system, (schema = build(system)));
  return schema;
}

/** `$.commands[3].amount` from a zod path. */
export function jsonPath(path: readonly PropertyKey[]): string {
  return path.reduce<string>((acc, p) => (typeof p === 'number' ? `${acc}[${p}]` : `${acc}.${String(p)}`), '$');
}
