import { z } from 'zod';
import { combatantSchema, conditionSchema, idSchema, initiativeSchema, LIFE_STATES, nameSchema, visibilitySchema } from './encounter.js';
import { rollRecordSchema, ruleRefSchema, stepSchema } from '../engine/prompt.js';
import { encounterSettingsSchema } from './encounter.js';
import { backgroundSchema, edgeSchema, hexSchema, mapSettingsSchema, terrainCellSchema } from './map.js';

/** Fields a GM may edit on an existing combatant (position and movement change only by moving). */
export const combatantPatchSchema = combatantSchema.omit({ id: true, position: true, moved: true }).partial().strict();
export type CombatantPatch = z.infer<typeof combatantPatchSchema>;

const hpChange = { id: idSchema, name: nameSchema, amount: z.number().int().min(0), before: z.number().int(), after: z.number().int() };

/**
 * Events are facts: the encounter state is a fold over them. They carry every value the fold
 * needs (results, not intentions), so replay never re-decides anything.
 */
export const encounterEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('encounter.renamed'), name: nameSchema }).strict(),
  z.object({ type: z.literal('visibility.changed'), visibility: visibilitySchema }).strict(),
  z.object({ type: z.literal('combatant.added'), combatant: combatantSchema }).strict(),
  z.object({ type: z.literal('combatant.updated'), id: idSchema, name: nameSchema, patch: combatantPatchSchema }).strict(),
  z.object({ type: z.literal('combatant.removed'), id: idSchema, name: nameSchema }).strict(),
  z.object({ type: z.literal('combatant.damaged'), ...hpChange }).strict(),
  z.object({ type: z.literal('combatant.healed'), ...hpChange }).strict(),
  z.object({ type: z.literal('condition.added'), id: idSchema, name: nameSchema, condition: conditionSchema }).strict(),
  z.object({ type: z.literal('condition.removed'), id: idSchema, name: nameSchema, condition: conditionSchema }).strict(),
  z
    .object({ type: z.literal('initiative.set'), id: idSchema, name: nameSchema, value: initiativeSchema })
    .strict(),
  z
    .object({
      type: z.literal('turn.started'),
      activeId: idSchema.nullable(),
      name: nameSchema.nullable(),
      round: z.number().int().min(0),
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
    })
    .strict(),
]);
export type EncounterEvent = z.infer<typeof encounterEventSchema>;
export type EventType = EncounterEvent['type'];
