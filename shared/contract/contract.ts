import { z } from 'zod';
import { idSchema, nameSchema, SYSTEMS } from '../model/encounter.js';
import { commandSchema } from '../model/commands.js';
import type { Channel } from './channels.js';
import type { AppInfo, EncounterList, GmView, PlayerView, Settings } from './views.js';

const empty = z.object({}).strict().optional();

export const settingsSchema = z
  .object({
    language: z.enum(['system', 'es', 'en']),
    lastEncounterId: idSchema.nullable(),
  })
  .strict();

/** Each channel's request schema. Main validates every payload against it before anything else. */
export const REQUESTS = {
  'app.info': empty,
  'settings.get': empty,
  'settings.set': settingsSchema.partial().strict(),
  'encounter.list': empty,
  'encounter.create': z.object({ name: nameSchema, system: z.enum(SYSTEMS).default('generic') }).strict(),
  'encounter.open': z.object({ id: idSchema }).strict(),
  'encounter.current': empty,
  'encounter.command': z.object({ encounterId: idSchema, command: commandSchema }).strict(),
  'encounter.undo': z.object({ encounterId: idSchema }).strict(),
  'encounter.redo': z.object({ encounterId: idSchema }).strict(),
  'player.state': empty,
  'window.togglePlayer': empty,
} as const satisfies Record<Channel, z.ZodType>;

/** Each channel's response value. */
export interface Responses {
  'app.info': AppInfo;
  'settings.get': Settings;
  'settings.set': Settings;
  'encounter.list': EncounterList;
  'encounter.create': GmView;
  'encounter.open': GmView;
  'encounter.current': GmView | null;
  'encounter.command': GmView;
  'encounter.undo': GmView;
  'encounter.redo': GmView;
  'player.state': PlayerView;
  'window.togglePlayer': { visible: boolean };
}

export type Request<C extends Channel> = z.input<(typeof REQUESTS)[C]>;
export type Response<C extends Channel> = Responses[C];

export interface Pushes {
  'gm.state': GmView | null;
  'player.state': PlayerView;
}
