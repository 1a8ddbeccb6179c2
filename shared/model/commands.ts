import { z } from 'zod';
import { combatantSchema, conditionSchema, FRESH_ECONOMY, idSchema, initiativeSchema, nameSchema, timerSchema, visibilitySchema } from './encounter.js';
import { combatantPatchSchema } from './events.js';
import { inputsSchema } from '../engine/prompt.js';
import { encounterSettingsSchema } from './encounter.js';
import { fromRegistry, literalType, systemInfo, systems, type BuiltInSystem, type SystemId } from '../systems/registry.js';
import { backgroundSchema, edgeSchema, hexSchema, mapSettingsSchema, TERRAINS, MAX_MAP_SIDE } from './map.js';

const amount = z.number().int().min(1).max(100_000);

/** A new combatant; the id is assigned by main when omitted. */
export const newCombatantSchema = combatantSchema
  .extend({
    id: idSchema.optional(),
    hp: z.object({ current: z.number().int().optional(), max: combatantSchema.shape.hp.shape.max }).strict(),
    initiative: initiativeSchema.default(null),
    conditions: combatantSchema.shape.conditions.default([]),
    hidden: z.boolean().default(false),
    notes: combatantSchema.shape.notes.default(''),
    position: combatantSchema.shape.position.default(null),
    size: combatantSchema.shape.size.default('medium'),
    speed: combatantSchema.shape.speed.default(6),
    reach: combatantSchema.shape.reach.default({ min: 1, max: 1 }),
    moved: combatantSchema.shape.moved.default(0),
    initiativeBonus: combatantSchema.shape.initiativeBonus.default(0),
    sheet: combatantSchema.shape.sheet.default(null),
    life: combatantSchema.shape.life.default('ok'),
    deathSaves: combatantSchema.shape.deathSaves.default({ successes: 0, failures: 0 }),
    tempHp: combatantSchema.shape.tempHp.default(0),
    surprised: combatantSchema.shape.surprised.default(false),
    concentration: combatantSchema.shape.concentration.default(null),
    economy: combatantSchema.shape.economy.default(FRESH_ECONOMY),
    timers: combatantSchema.shape.timers.default([]),
    grappling: combatantSchema.shape.grappling.default([]),
    tiebreak: combatantSchema.shape.tiebreak.default(0),
  })
  .strict();
export type NewCombatant = z.input<typeof newCombatantSchema>;

const salt = z.number().int().min(0).max(0xffffffff);
const settingsChangeSchema = z
  .object({
    dice: encounterSettingsSchema.shape.dice.optional(),
    groupInitiative: z.boolean().optional(),
    /** Some of the settings of the encounter's system, checked against its schema when resolved. */
    rules: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

/** What a GM gesture asks for. Main resolves commands into events or rejects them. */
const CORE_COMMANDS = [
  z.object({ type: z.literal('rename'), name: nameSchema }).strict(),
  z.object({ type: z.literal('setVisibility'), visibility: visibilitySchema }).strict(),
  z.object({ type: z.literal('addCombatant'), combatant: newCombatantSchema }).strict(),
  z.object({ type: z.literal('updateCombatant'), id: idSchema, patch: combatantPatchSchema }).strict(),
  z.object({ type: z.literal('removeCombatant'), id: idSchema }).strict(),
  /** Quick damage, as one blow; a system may roll for what follows (5e: concentration, `conc.<id>`). */
  z
    .object({ type: z.literal('damage'), id: idSchema, amount, inputs: inputsSchema.default({}), salt: salt.optional() })
    .strict(),
  /** Healing, up to the maximum. */
  z.object({ type: z.literal('heal'), id: idSchema, amount }).strict(),
  z
    .object({
      type: z.literal('addCondition'),
      id: idSchema,
      condition: conditionSchema,
      /** Ends by itself after `turns` starts/ends of the turn of `of` (the combatant itself when omitted). */
      duration: timerSchema.omit({ condition: true, of: true }).extend({ of: idSchema.optional() }).strict().optional(),
    })
    .strict(),
  z.object({ type: z.literal('removeCondition'), id: idSchema, condition: conditionSchema }).strict(),
  z.object({ type: z.literal('setInitiative'), id: idSchema, value: initiativeSchema }).strict(),
  /** Next in initiative order; a 5e creature starting its turn at 0 HP rolls its death save (`death.<id>`). */
  z.object({ type: z.literal('nextTurn'), inputs: inputsSchema.default({}), salt: z.number().int().min(0).max(0xffffffff).optional() }).strict(),
  z.object({ type: z.literal('previousTurn') }).strict(),
  z.object({ type: z.literal('setMap'), settings: mapSettingsSchema }).strict(),
  z.object({ type: z.literal('removeMap') }).strict(),
  z
    .object({ type: z.literal('paintTerrain'), cells: z.array(hexSchema).min(1).max(MAX_MAP_SIDE * MAX_MAP_SIDE), terrain: z.enum(TERRAINS) })
    .strict(),
  z.object({ type: z.literal('setWalls'), edges: z.array(edgeSchema).min(1).max(10_000), present: z.boolean() }).strict(),
  z.object({ type: z.literal('setBackground'), background: backgroundSchema.nullable() }).strict(),
  z.object({ type: z.literal('placeCombatant'), id: idSchema, at: hexSchema.nullable() }).strict(),
  /**
   * Move along the cheapest legal path to `to`; `override` lets the GM ignore movement limits. Leaving
   * a hostile's reach offers it an opportunity attack: `oa.<id>` answers with an attack id or `none`.
   */
  z
    .object({
      type: z.literal('moveCombatant'),
      id: idSchema,
      to: hexSchema,
      override: z.boolean().default(false),
      inputs: inputsSchema.default({}),
      salt: salt.optional(),
    })
    .strict(),
  /** One saving throw against a DC (`save.<id>`); the system adds which save (5e and Akenar: `ability`). */
  z
    .object({ type: z.literal('savingThrow'), id: idSchema, dc: z.number().int().min(1).max(40), source: idSchema.optional(), inputs: inputsSchema.default({}), salt: salt.optional() })
    .strict(),
  /** Temporary HP never add up: with some already, `thp.<id>` chooses `keep` or `new` (5E-THP-05); 0 clears them. */
  z.object({ type: z.literal('grantTempHp'), id: idSchema, amount: z.number().int().min(0).max(100_000), inputs: inputsSchema.default({}) }).strict(),
  z.object({ type: z.literal('setConcentration'), id: idSchema, concentration: z.string().trim().min(1).max(80).nullable() }).strict(),
  /** Hours pass out of combat; each system says what heals or wakes (5e: a stable creature regains 1 HP after 1d4 hours, `regain.<id>`). */
  z.object({ type: z.literal('timePasses'), hours: z.number().int().min(1).max(10_000), inputs: inputsSchema.default({}), salt: salt.optional() }).strict(),
  /** The GM orders combatants tied on initiative, first to last (5E-SEQ-14). */
  z.object({ type: z.literal('orderTies'), ids: z.array(idSchema).min(2).max(500) }).strict(),
  /** Every group tied on initiative rolls a d20 each (`tie.<id>`), highest first (5E-SEQ-16). */
  z.object({ type: z.literal('rollTies'), inputs: inputsSchema.default({}), salt: salt.optional() }).strict(),
  /** Marks who is surprised as combat starts (5E-SEQ-07/09); surprise ends with its first turn. */
  z.object({ type: z.literal('setSurprised'), ids: z.array(idSchema).min(1).max(500), surprised: z.boolean() }).strict(),
  /** Changes the settings given; the others stay as they are. */
  z.object({ type: z.literal('setSettings'), settings: settingsChangeSchema }).strict(),
  /**
   * An attack with a named weapon or attack of the attacker's sheet; each system adds its options
   * (5e: advantage, cover…; Akenar: grip, subtlety…). Dice the GM rolls by hand are answered in
   * `inputs` (`atk.d20`, `atk.dmg.0`, …).
   */
  z
    .object({
      type: z.literal('attack'),
      attacker: idSchema,
      target: idSchema,
      attack: z.string().min(1).max(48),
      /**
       * What the attack spends: part of the Attack action, the off-hand bonus attack (5E-TWF-01), a
       * reaction, or nothing (`free`, the GM's call: a feature, a spell's rider).
       */
      as: z.enum(['action', 'bonus', 'reaction', 'free']).default('action'),
      inputs: inputsSchema.default({}),
      salt: z.number().int().min(0).max(0xffffffff).optional(),
    })
    .strict(),
  /**
   * Rolls d20 + bonus for the given combatants (all when omitted). Dice the GM rolls by hand are
   * answered in `inputs` under `init.<id>`; `salt` asks for fresh dice instead of the batch's own.
   */
  z
    .object({
      type: z.literal('rollInitiative'),
      ids: z.array(idSchema).min(1).max(500).optional(),
      inputs: inputsSchema.default({}),
      salt: z.number().int().min(0).max(0xffffffff).optional(),
    })
    .strict(),
] as const;

type CoreCommandSchema = (typeof CORE_COMMANDS)[number];
/** A command every system shares, without any system's options. */
export type CoreCommand = z.output<CoreCommandSchema>;
export type CoreCommandType = CoreCommand['type'];

type Fields<S, T extends string, IO extends 'in' | 'out'> = S extends { commandFields: infer F }
  ? T extends keyof F
    ? F[T] extends z.ZodRawShape
      ? IO extends 'out' ? z.output<z.ZodObject<F[T]>> : z.input<z.ZodObject<F[T]>>
      : unknown
    : unknown
  : unknown;
type Own<S, IO extends 'in' | 'out'> = S extends { commands: readonly (infer C)[] } ? (C extends z.ZodType ? (IO extends 'out' ? z.output<C> : z.input<C>) : never) : never;
type CoreOf<T extends CoreCommandType, IO extends 'in' | 'out'> = IO extends 'out' ? Extract<CoreCommand, { type: T }> : Extract<z.input<CoreCommandSchema>, { type: T }>;
type Of<S, IO extends 'in' | 'out'> = { [T in CoreCommandType]: CoreOf<T, IO> & Fields<S, T, IO> }[CoreCommandType] | Own<S, IO>;

/** The commands of one built-in system: the core's with its options, and its own. */
export type CommandOf<Id extends SystemId> = Of<Extract<BuiltInSystem, { id: Id }>, 'out'>;
/** What a GM gesture asks for, in any built-in system. Main resolves commands into events or rejects them. */
export type Command = { [Id in SystemId]: CommandOf<Id> }[SystemId];
/** A command as sent, before defaults (what the renderer and scenario files write). */
export type CommandInput = { [Id in SystemId]: Of<Extract<BuiltInSystem, { id: Id }>, 'in'> }[SystemId];

const typeOf = (s: z.ZodObject) => literalType(s);
const CORE_TYPES: ReadonlySet<string> = new Set(CORE_COMMANDS.map(typeOf));

/** Whether a command type is one of the core's (resolved by the core or by every system's resolver). */
export function isCoreCommandType(type: string): type is CoreCommandType {
  return CORE_TYPES.has(type);
}

const perSystem = fromRegistry((all) => {
  const map = new Map<string, z.ZodType<Command>>();
  for (const sys of all) {
    const core = CORE_COMMANDS.map((c) => {
      const extra = sys.commandFields?.[typeOf(c)];
      return extra ? c.extend(extra).strict() : c;
    });
    const options = [...core, ...(sys.commands ?? [])] as unknown as [z.ZodObject, ...z.ZodObject[]];
    map.set(sys.id, z.discriminatedUnion('type', options) as unknown as z.ZodType<Command>);
  }
  return map;
});

/**
 * The commands of one system's encounters: the core's with the system's options, and the system's
 * own. A command of another system, or an option another system adds, is refused (issue #12).
 */
export function commandSchemaFor(system: string): z.ZodType<Command, CommandInput> {
  const schema = perSystem().get(system);
  if (!schema) throw new Error(`no system "${system}" is registered`);
  return schema as z.ZodType<Command, CommandInput>;
}

/**
 * A command as the contract carries it, before its encounter is known: refused unless some system's
 * schema takes it (the issues of the first system that has its type are reported). Main then checks
 * it against the encounter's own system (`commandSchemaFor`, main/rules/core/parse-command.ts).
 */
export const commandEnvelopeSchema = z
  .looseObject({ type: z.string().regex(/^[a-z][A-Za-z0-9]{0,39}$/, 'expected a command type') })
  .superRefine((c, ctx) => {
    const having = systems().filter((s) => isCoreCommandType(c.type) || s.commands?.some((x) => typeOf(x) === c.type));
    if (having.length === 0) {
      ctx.addIssue({ code: 'custom', message: `unknown command type ${JSON.stringify(c.type)}`, path: ['type'] });
      return;
    }
    let first: z.core.$ZodIssue[] | null = null;
    for (const s of having) {
      const r = commandSchemaFor(s.id).safeParse(c);
      if (r.success) return;
      first ??= r.error.issues;
    }
    for (const issue of first ?? []) ctx.addIssue({ ...issue, code: 'custom', message: issue.message, path: [...issue.path] } as never);
  }) as unknown as z.ZodType<CommandInput, CommandInput>;

/** Every command type of one system's encounters. */
export function commandTypesOf(system: string): string[] {
  const sys = systemInfo(system);
  return [...CORE_COMMANDS, ...(sys.commands ?? [])].map(typeOf);
}
