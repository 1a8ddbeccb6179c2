import { z } from 'zod';
import { idSchema, nameSchema } from '../model/encounter.js';
import { demoIdSchema, systemChannel, systemChannels, systemIdSchema, type SystemRequests, type SystemResponses } from '../systems/registry.js';
import { commandEnvelopeSchema } from '../model/commands.js';
import { isCoreChannel, type Channel, type CoreChannel } from './channels.js';
import type { ImportReport } from '../import/report.js';
import { printOptionsSchema, type PrintData } from '../print/options.js';
import type { Applied, AppInfo, CommandOutcome, EncounterList, GmDelta, GmView, LibraryEntry, PlayerCamera, PlayerView, Settings } from './views.js';
import type { MessageRef } from './result.js';

/** Imported images are limited to 20 MiB (base64 is 4/3 of that). */
export const MAX_ASSET_BYTES = 20 * 1024 * 1024;
export const MAX_ASSET_BASE64 = Math.ceil(MAX_ASSET_BYTES / 3) * 4;

const libraryIdSchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,159}$/, 'expected a library entry id');
/** An imported encounter document is at most 16 MiB of text (a 10 000-command fight is a few MB). */
export const MAX_ENCOUNTER_DOCUMENT_CHARS = 16 * 1024 * 1024;

const empty = z.object({}).strict().optional();

export const settingsSchema = z
  .object({
    language: z.enum(['system', 'es', 'en']),
    lastEncounterId: idSchema.nullable(),
  })
  .strict();

/** Each core channel's request schema. Main validates every payload against it before anything else. */
const CORE_REQUESTS = {
  'app.info': empty,
  'settings.get': empty,
  'settings.set': settingsSchema.partial().strict(),
  'encounter.list': empty,
  'encounter.create': z.object({ name: nameSchema, system: systemIdSchema.default('generic') }).strict(),
  /** A demo some system offers (`SharedSystem.demos`). */
  'encounter.createDemo': z.object({ demo: demoIdSchema }).strict(),
  'encounter.open': z.object({ id: idSchema }).strict(),
  'encounter.current': empty,
  'encounter.command': z.object({ encounterId: idSchema, command: commandEnvelopeSchema }).strict(),
  'encounter.undo': z.object({ encounterId: idSchema }).strict(),
  'encounter.redo': z.object({ encounterId: idSchema }).strict(),
  'encounter.export': z.object({ id: idSchema }).strict(),
  /** The text of an exported encounter (any schema version); stored under a fresh id if its id is taken, then opened. */
  'encounter.import': z.object({ text: z.string().min(1).max(MAX_ENCOUNTER_DOCUMENT_CHARS) }).strict(),
  'player.state': empty,
  'window.togglePlayer': empty,
  'view.setPlayerCamera': z.discriminatedUnion('mode', [
    z.object({ mode: z.literal('fit') }).strict(),
    z
      .object({
        mode: z.literal('rect'),
        rect: z.object({ x: z.number().finite(), y: z.number().finite(), width: z.number().positive().finite(), height: z.number().positive().finite() }).strict(),
      })
      .strict(),
  ]),
  /** Entries of one system; without it, of the open encounter's system (all when none is open). */
  'library.list': z.object({ system: systemIdSchema.optional() }).strict().optional(),
  /** Reads files into a report (nothing stored yet): a job whose progress `library.importStatus` reports. */
  'library.import': z
    .object({
      files: z.array(z.object({ name: z.string().min(1).max(255), text: z.string().max(MAX_ENCOUNTER_DOCUMENT_CHARS) }).strict()).min(1).max(50),
      /** Convert into this system (a Pathfinder creature into an Akenar sheet); absent: each record stays in its own system. */
      system: systemIdSchema.optional(),
    })
    .strict(),
  'library.importStatus': z.object({ jobId: z.string().min(1).max(64) }).strict(),
  'library.importCancel': z.object({ jobId: z.string().min(1).max(64) }).strict(),
  /** Stores a finished job's entries, but those whose ids are in `skip`. */
  'library.importConfirm': z.object({ jobId: z.string().min(1).max(64), skip: z.array(z.string().max(160)).max(10_000).default([]) }).strict(),
  /** Adds (no id) or replaces a GM entry; the stat block is validated against its system's library schema. */
  'library.save': z
    .object({
      entry: z
        .object({
          id: libraryIdSchema.optional(),
          system: systemIdSchema,
          name: z.string().trim().min(1).max(80),
          kind: z.enum(['pc', 'monster']),
          stats: z.unknown(),
          type: z.string().trim().max(80).optional(),
          cr: z.number().min(0).max(100).optional(),
          notes: z.string().max(4000).optional(),
        })
        .strict(),
    })
    .strict(),
  'library.duplicate': z.object({ id: libraryIdSchema }).strict(),
  'library.delete': z.object({ id: libraryIdSchema }).strict(),
  /** Asalto's own library file: the GM's entries of a system (or these ids), to share or back up. */
  'library.export': z.object({ system: systemIdSchema.optional(), ids: z.array(libraryIdSchema).max(10_000).optional() }).strict(),
  'asset.import': z
    .object({
      fileName: z.string().min(1).max(255),
      /** The file's bytes, base64-encoded. */
      data: z.string().min(1).max(MAX_ASSET_BASE64),
    })
    .strict(),
  /** What the print view draws of an encounter (the open one when no id): its state, log and player projection. */
  'print.data': z.object({ id: idSchema.optional() }).strict().optional(),
  /** Electron: renders the print view to PDF and asks where to save it. */
  'print.savePdf': z.object({ id: idSchema, options: printOptionsSchema }).strict(),
} as const satisfies Record<CoreChannel, z.ZodType>;

/** Each channel's request schema, the built-in systems' channels included (`SharedSystem.channels`). */
export const REQUESTS = {
  ...CORE_REQUESTS,
  ...Object.fromEntries(Object.entries(systemChannels()).map(([name, c]) => [name, c.request])),
} as typeof CORE_REQUESTS & SystemRequests;

/** The request schema of a core channel or of one a registered system serves (also one registered at run time). */
export function requestSchema(channel: Channel): z.ZodType {
  return isCoreChannel(channel) ? CORE_REQUESTS[channel] : systemChannel(channel)!.channel.request;
}

/** Each core channel's response value. */
interface CoreResponses {
  'app.info': AppInfo;
  'settings.get': Settings;
  'settings.set': Settings;
  'encounter.list': EncounterList;
  'encounter.create': GmView;
  'encounter.createDemo': GmView;
  'encounter.open': GmView;
  'encounter.current': GmView | null;
  'encounter.command': CommandOutcome;
  'encounter.undo': Applied;
  'encounter.redo': Applied;
  /** The encounter as one JSON document (the whole-file format, with its schemaVersion) and a file name for it. */
  'encounter.export': { fileName: string; text: string };
  'encounter.import': GmView;
  'player.state': PlayerView;
  'window.togglePlayer': { visible: boolean };
  'view.setPlayerCamera': PlayerCamera;
  'asset.import': { asset: string };
  'library.list': { entries: LibraryEntry[]; attribution: string; problem?: LibraryProblemView };
  'library.import': { jobId: string; total: number };
  'library.importStatus': ImportJobView;
  'library.importCancel': ImportJobView;
  'library.importConfirm': { added: number; updated: number };
  'library.save': { entry: LibraryEntry };
  'library.duplicate': { entry: LibraryEntry };
  'library.delete': { id: string };
  'library.export': { fileName: string; text: string };
  'print.data': PrintData;
  /** `saved`: the file written; null when the GM cancelled the save dialog. */
  'print.savePdf': { saved: string | null };
}

/** An import job: how far it got and, once read, its report (nothing is stored until `library.importConfirm`). */
export interface ImportJobView {
  jobId: string;
  state: 'running' | 'done' | 'cancelled' | 'confirmed';
  done: number;
  total: number;
  report?: ImportReport;
}

/** The GM's library file could not be read whole: where it was moved, and the entries kept but not listed. */
export interface LibraryProblemView {
  file: string;
  movedTo?: string;
  issues: { path: string; message: string; ref?: MessageRef }[];
}

/** Each channel's response value, the built-in systems' channels included. */
export type Responses = CoreResponses & SystemResponses;

export type Request<C extends Channel> = z.input<(typeof REQUESTS)[C]>;
export type Response<C extends Channel> = Responses[C];

/** `gm.state`: a full snapshot (an encounter opened or created, or none); `gm.delta`: what changed since the last push. */
export interface Pushes {
  'gm.state': GmView | null;
  'gm.delta': GmDelta;
  'player.state': PlayerView;
}
