import { z } from 'zod';
import { encounterStateSchema } from '../../shared/model/encounter.js';
import { encounterEventSchema } from '../../shared/model/events.js';
import { commandEnvelopeSchema, commandTypesOf, type Command } from '../../shared/model/commands.js';

/** The schema version this build writes. Older files are migrated on load; newer ones are left alone. */
export const CURRENT_SCHEMA = 8;

export const batchSchema = z
  .object({
    seq: z.number().int().min(1),
    at: z.string(),
    /** Checked against the encounter's system by `encounterFileSchema` (a batch alone does not know it). */
    command: commandEnvelopeSchema as unknown as z.ZodType<Command>,
    events: z.array(encounterEventSchema),
  })
  .strict();
export type Batch = z.infer<typeof batchSchema>;

/**
 * One encounter on disk: the state it started from plus every command applied since, each with
 * the events it produced. `cursor` batches are applied; the rest can be redone.
 */
export const encounterFileSchema = z
  .object({
    schemaVersion: z.literal(CURRENT_SCHEMA),
    id: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
    initial: encounterStateSchema,
    history: z.array(batchSchema),
    cursor: z.number().int().min(0),
  })
  .strict()
  .refine((f) => f.cursor <= f.history.length, { message: 'cursor is past the end of history', path: ['cursor'] })
  .refine((f) => f.initial.id === f.id, { message: 'initial.id does not match the file id', path: ['initial', 'id'] })
  .superRefine((f, ctx) => {
    // History commands are a record of what was asked (the events are what folds), written by the
    // build of their day: a schema-7 build stored every system's defaulted options on each. So only
    // the type is checked against the encounter's system here; new commands are parsed in full by
    // `apply` (main/rules/core/parse-command.ts).
    const types = new Set(commandTypesOf(f.initial.system));
    for (const [i, batch] of f.history.entries()) {
      if (!types.has(batch.command.type)) {
        ctx.addIssue({ code: 'custom', message: `${batch.command.type} is not a command of ${f.initial.system} encounters`, path: ['history', i, 'command', 'type'] });
        return;
      }
    }
  });
export type EncounterFile = z.infer<typeof encounterFileSchema>;
