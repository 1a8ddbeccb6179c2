import { z } from 'zod';
import { encounterStateSchema } from '../../shared/model/encounter.js';
import { encounterEventSchema } from '../../shared/model/events.js';
import { commandEnvelopeSchema, commandSchemaFor, type Command } from '../../shared/model/commands.js';

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
    const schema = commandSchemaFor(f.initial.system);
    for (const [i, batch] of f.history.entries()) {
      const r = schema.safeParse(batch.command);
      if (!r.success) {
        const issue = r.error.issues[0]!;
        ctx.addIssue({ code: 'custom', message: `not a ${f.initial.system} command: ${issue.message}`, path: ['history', i, 'command', ...issue.path] });
        return;
      }
    }
  });
export type EncounterFile = z.infer<typeof encounterFileSchema>;
