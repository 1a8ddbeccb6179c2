import { z } from 'zod';
import { combatantSchema, conditionSchema, economySchema, idSchema, initiativeSchema, LIFE_STATES, nameSchema, timerSchema, visibilitySchema } from './encounter.js';
import { rollRecordSchema, ruleRefSchema, stepSchema } from '../engine/prompt.js';
import { encounterSettingsSchema } from './encounter.js';
import { registrySchema, type BuiltInSystem } from '../systems/registry.js';
import { backgroundSchema, edgeSchema, hexSchema, mapSettingsSchema, terrainCellSchema } from './map.js';

/** Fields a GM may edit on an existing combatant (position and movement change only by moving). */
export const combatantPatchSchema = combatantSchema
  .omit({ id: true, position: true, moved: true, economy: true, timers: true, tempHp: true, surprised: true, concentration: true, grappling: true, tiebreak: true })
  .partial()
  .strict();
export type CombatantPatch = z.infer<typeof combatantPatchSchema>;

const hpChange = { id: idSchema, name: nameSchema, amount: z.number().int().min(0), before: z.number().int(), after: z.number().int() };
/** Temporary HP before and after, when a blow went through them first (5E-THP-02). */
const tempChange = z.object({ before: z.number().int().min(0), after: z.number().int().min(0) }).strict();

/**
 * Events are facts: the encounter state is a fold over them. They carry every value the fold
 * needs (results, not intentions), so replay never re-decides anything.
 */
const CORE_EVENTS = [
  z.object({ type: z.literal('encounter.renamed'), name: nameSchema }).strict(),
  z.object({ type: z.literal('visibility.changed'), visibility: visibilitySchema }).strict(),
  z.object({ type: z.literal('combatant.added'), combatant: combatantSchema }).strict(),
  z.object({ type: z.literal('combatant.updated'), id: idSchema, name: nameSchema, patch: combatantPatchSchema }).strict(),
  z.object({ type: z.literal('combatant.removed'), id: idSchema, name: nameSchema }).strict(),
  z.object({ type: z.literal('combatant.damaged'), ...hpChange, temp: tempChange.optional() }).strict(),
  z.object({ type: z.literal('combatant.healed'), ...hpChange }).strict(),
  z.object({ type: z.literal('condition.added'), id: idSchema, name: nameSchema, condition: conditionSchema }).strict(),
  z
    .object({
      type: z.literal('condition.removed'),
      id: idSchema,
      name: nameSchema,
      condition: conditionSchema,
      expired: z.boolean().optional(),
      /** A flying creature that fell (5E-MOVE-20). */
      fell: z.boolean().optional(),
    })
    .strict(),
  /** A condition's countdown, as it stands after the change (absent timers are gone). */
  z.object({ type: z.literal('timers.changed'), id: idSchema, name: nameSchema, timers: z.array(timerSchema) }).strict(),
  /**
   * Something spent from the turn's budget (or given back): the economy after it, the action taken
   * and the rule, so the log can say what and why.
   */
  z
    .object({
      type: z.literal('economy.changed'),
      id: idSchema,
      name: nameSchema,
      economy: economySchema,
      action: z.string().regex(/^[a-z][a-zA-Z]{0,31}$/),
      slot: z.enum(['action', 'bonus', 'reaction', 'object', 'attack', 'free']),
      /** Movement spent this turn after it, when the action costs movement (standing up: 5E-MOVE-12). */
      moved: z.number().int().min(0).optional(),
      rule: ruleRefSchema,
      steps: z.array(stepSchema).optional(),
    })
    .strict(),
  z
    .object({ type: z.literal('tempHp.changed'), id: idSchema, name: nameSchema, before: z.number().int().min(0), after: z.number().int().min(0), rule: ruleRefSchema })
    .strict(),
  z
    .object({
      type: z.literal('concentration.changed'),
      id: idSchema,
      name: nameSchema,
      concentration: z.string().nullable(),
      /** The message key saying why (bd_*), for the log. */
      reason: z.string().regex(/^bd_[a-z0-9_]+$/),
      rule: ruleRefSchema.nullable(),
      roll: rollRecordSchema.optional(),
      dc: z.number().int().optional(),
    })
    .strict(),
  z
    .object({
      type: z.literal('tiebreak.set'),
      values: z.array(z.object({ id: idSchema, name: nameSchema, value: z.number().int().min(0).max(1000), roll: rollRecordSchema.optional() }).strict()).min(1),
      rule: ruleRefSchema,
    })
    .strict(),
  /** Checks rolled for the log (Stealth against passive Perception…), with the breakdown. */
  z.object({ type: z.literal('checks.rolled'), name: z.string(), rolls: z.array(rollRecordSchema), steps: z.array(stepSchema) }).strict(),
  /** Combat over: no active turn, round 0 (5E-SEQ-04). */
  z.object({ type: z.literal('combat.ended'), reason: z.string().regex(/^bd_[a-z0-9_]+$/), rule: ruleRefSchema }).strict(),
  z.object({ type: z.literal('grappling.changed'), id: idSchema, name: nameSchema, grappling: z.array(idSchema) }).strict(),
  z.object({ type: z.literal('surprise.set'), id: idSchema, name: nameSchema, surprised: z.boolean() }).strict(),
  /** An area spell or effect: every target's save and damage, the shared rolls and the breakdown. */
  z
    .object({
      type: z.literal('effect.resolved'),
      name: z.string(),
      source: idSchema.nullable(),
      targets: z.array(z.object({ id: idSchema, name: nameSchema, saved: z.boolean().nullable(), damage: z.number().int().min(0) }).strict()),
      rolls: z.array(rollRecordSchema),
      steps: z.array(stepSchema),
    })
    .strict(),
  z
    .object({ type: z.literal('save.rolled'), id: idSchema, name: nameSchema, ability: z.string(), dc: z.number().int(), success: z.boolean(), roll: rollRecordSchema.nullable(), steps: z.array(stepSchema) })
    .strict(),
  /** An opposed check (grapple, shove, escape): both rolls and who won, step by step. */
  z
    .object({
      type: z.literal('contest.resolved'),
      kind: z.enum(['grapple', 'shove', 'escape', 'stabilize', 'maneuver']),
      actor: idSchema,
      actorName: nameSchema,
      target: idSchema,
      targetName: nameSchema,
      won: z.boolean(),
      rolls: z.array(rollRecordSchema),
      steps: z.array(stepSchema),
    })
    .strict(),
  z
    .object({ type: z.literal('initiative.set'), id: idSchema, name: nameSchema, value: initiativeSchema })
    .strict(),
  z
    .object({
      type: z.literal('turn.started'),
      activeId: idSchema.nullable(),
      name: nameSchema.nullable(),
      round: z.number().int().min(0),
      /** The pass, in a system whose rounds run in passes (RuneQuest). */
      pass: z.number().int().min(1).max(9).optional(),
    })
    .strict(),
  z.object({ type: z.literal('settings.changed'), settings: encounterSettingsSchema }).strict(),
  z
    .object({
      type: z.literal('initiative.rolled'),
      /** One entry per combatant: the recorded roll and the resulting initiative. */
      rolls: z.array(z.object({ id: idSchema, name: nameSchema, value: z.number().int(), roll: rollRecordSchema }).strict()).min(1),
    })
    .strict(),
  z
    .object({
      type: z.literal('attack.resolved'),
      attacker: idSchema,
      attackerName: nameSchema,
      target: idSchema,
      targetName: nameSchema,
      attack: z.string(),
      outcome: z.enum(['hit', 'critical', 'miss', 'fumble']),
      damage: z.number().int().min(0),
      rolls: z.array(rollRecordSchema),
      /** The breakdown the log shows, step by step, each naming the rule applied. */
      steps: z.array(stepSchema),
    })
    .strict(),
  z
    .object({
      type: z.literal('life.changed'),
      id: idSchema,
      name: nameSchema,
      life: z.enum(LIFE_STATES),
      deathSaves: z.object({ successes: z.number().int().min(0).max(3), failures: z.number().int().min(0).max(3) }).strict(),
      /** The message key saying why (bd_*), for the log. */
      reason: z.string().regex(/^bd_[a-z0-9_]+$/),
      rule: ruleRefSchema,
      roll: rollRecordSchema.optional(),
    })
    .strict(),
  z.object({ type: z.literal('map.set'), settings: mapSettingsSchema }).strict(),
  z.object({ type: z.literal('map.removed') }).strict(),
  z.object({ type: z.literal('map.terrainPainted'), cells: z.array(terrainCellSchema) }).strict(),
  z.object({ type: z.literal('map.wallsChanged'), edges: z.array(edgeSchema), present: z.boolean() }).strict(),
  z.object({ type: z.literal('map.backgroundSet'), background: backgroundSchema.nullable() }).strict(),
  z.object({ type: z.literal('combatant.placed'), id: idSchema, name: nameSchema, at: hexSchema.nullable() }).strict(),
  z
    .object({
      type: z.literal('combatant.moved'),
      id: idSchema,
      name: nameSchema,
      /** Every hex walked, start and end included. */
      path: z.array(hexSchema).min(2),
      /** Movement spent, in hexes (difficult terrain counts double). */
      cost: z.number().int().min(0),
      override: z.boolean(),
      /** Moved by someone else (a shove): no movement spent, no opportunity attacks (5E-OA-05). */
      forced: z.boolean().optional(),
    })
    .strict(),
] as const;

type CoreEvent = z.output<(typeof CORE_EVENTS)[number]>;
type OwnEvents<S> = S extends { events: readonly (infer E)[] } ? (E extends z.ZodType ? z.output<E> : never) : never;
/** A fact of any built-in system: the core's events and each system's own (issue #12). */
export type EncounterEvent = CoreEvent | OwnEvents<BuiltInSystem>;

/**
 * Events are checked against every registered system's (their types are unique): a stored event
 * needs no encounter to be read, and each system folds and describes only its own.
 */
export const encounterEventSchema = registrySchema<EncounterEvent>((all) =>
  z.discriminatedUnion('type', [...CORE_EVENTS, ...all.flatMap((s) => s.events ?? [])] as unknown as [z.ZodObject, ...z.ZodObject[]]),
);
export type EventType = EncounterEvent['type'];
