import { z } from 'zod';
import { combatantSchema, conditionSchema, idSchema, initiativeSchema, nameSchema, visibilitySchema } from './encounter.js';

/** Fields a GM may edit on an existing combatant. */
export const combatantPatchSchema = combatantSchema.omit({ id: true }).partial().strict();
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
]);
export type EncounterEvent = z.infer<typeof encounterEventSchema>;
export type EventType = EncounterEvent['type'];
