import type { SharedSystem } from '../types.js';
import { RQ_COMMANDS, RQ_COMMAND_FIELDS } from './commands.js';
import { RQ_CONDITIONS } from './conditions.js';
import { RQ_DESCRIBERS, RQ_EVENTS } from './events.js';
import { rqRecordSchema, rqStatsSchema } from './schema.js';
import { RQ_DEFAULTS, rqSettingsSchema } from './settings.js';
import { rqActsIn } from './passes.js';
import { rqPlayerParts } from './player-parts.js';

/** Mongoose RuneQuest (seed 004), automated on 1 m hexes (issue #14): a round in passes of Combat Actions. */
export const runequestShared = {
  id: 'runequest',
  level: 'automated',
  label: 'system_runequest',
  hex: { value: 1, unit: 'm' },
  conditions: RQ_CONDITIONS,
  sheet: rqRecordSchema,
  commands: RQ_COMMANDS,
  commandFields: RQ_COMMAND_FIELDS,
  events: RQ_EVENTS,
  describe: RQ_DESCRIBERS,
  demos: [{ id: 'runequest', label: 'ui_demo_runequest', hint: 'ui_demo_runequest_hint' }],
  settings: { schema: rqSettingsSchema, defaults: RQ_DEFAULTS },
  passes: { max: 4, actsIn: rqActsIn },
  playerParts: rqPlayerParts,
  /** The GM's imported creatures (OpenQuest, Mythras), each a full stat block. */
  library: rqStatsSchema,
} as const satisfies SharedSystem<'runequest'>;
