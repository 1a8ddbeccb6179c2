import { z } from 'zod';
import { encounterStateSchema, type EncounterState } from '../../shared/model/encounter.js';
import { systemIdSchema } from '../../shared/systems/registry.js';
import { batchSchema, CURRENT_SCHEMA, type Batch } from './encounter-file.js';

/**
 * The encounter journal (`<id>.jsonl`), one JSON record a line (ADR 0010):
 * a header, then snapshot / batch / cursor records, each carrying the list summary and its time.
 */
export const JOURNAL_FORMAT = 'asalto-journal';
export const JOURNAL_VERSION = 1;
/** A snapshot of the folded state is written after every SNAPSHOT_EVERY-th batch. */
export const SNAPSHOT_EVERY = 128;

const summarySchema = z.object({ name: z.string(), round: z.number().int(), combatants: z.number().int().min(0) }).strict();
export type JournalSummary = z.infer<typeof summarySchema>;

export const headerRecordSchema = z
  .object({
    type: z.literal('header'),
    format: z.literal(JOURNAL_FORMAT),
    journal: z.literal(JOURNAL_VERSION),
    schemaVersion: z.literal(CURRENT_SCHEMA),
    id: z.string(),
    system: systemIdSchema,
    createdAt: z.string(),
    snapshotEvery: z.number().int().min(1),
    at: z.string(),
    summary: summarySchema,
  })
  .strict();
export type HeaderRecord = z.infer<typeof headerRecordSchema>;

const snapshotRecordSchema = z
  .object({ type: z.literal('snapshot'), index: z.number().int().min(0), at: z.string(), summary: summarySchema, state: encounterStateSchema })
  .strict();
/** `summary` is written on appends (the list reads the last line); a whole rewrite ends with a cursor record instead. */
const batchRecordSchema = z
  .object({ type: z.literal('batch'), index: z.number().int().min(0), at: z.string(), summary: summarySchema.optional(), batch: batchSchema })
  .strict();
const cursorRecordSchema = z.object({ type: z.literal('cursor'), cursor: z.number().int().min(0), at: z.string(), summary: summarySchema }).strict();

export const bodyRecordSchema = z.discriminatedUnion('type', [snapshotRecordSchema, batchRecordSchema, cursorRecordSchema]);
export type BodyRecord = z.infer<typeof bodyRecordSchema>;

/** What the encounter list shows, read from the last record of a journal. */
export const tailSchema = z.object({ at: z.string(), summary: summarySchema }).passthrough();

export function summaryOf(state: EncounterState): JournalSummary {
  return { name: state.name, round: state.round, combatants: state.combatants.length };
}

export function line(record: HeaderRecord | BodyRecord): string {
  return `${JSON.stringify(record)}\n`;
}

export function headerRecord(id: string, createdAt: string, at: string, initial: EncounterState): HeaderRecord {
  return {
    type: 'header',
    format: JOURNAL_FORMAT,
    journal: JOURNAL_VERSION,
    schemaVersion: CURRENT_SCHEMA,
    id,
    system: initial.system,
    createdAt,
    snapshotEvery: SNAPSHOT_EVERY,
    at,
    summary: summaryOf(initial),
  };
}

export const snapshotRecord = (index: number, at: string, state: EncounterState): BodyRecord => ({ type: 'snapshot', index, at, summary: summaryOf(state), state });
export const batchRecord = (index: number, batch: Batch, state: EncounterState): BodyRecord => ({ type: 'batch', index, at: batch.at, summary: summaryOf(state), batch });
export const cursorRecord = (cursor: number, at: string, state: EncounterState): BodyRecord => ({ type: 'cursor', cursor, at, summary: summaryOf(state) });
