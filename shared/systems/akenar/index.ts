import { AKENAR_COMMANDS, AKENAR_COMMAND_FIELDS } from './commands.js';
import { AKENAR_DESCRIBERS, AKENAR_EVENTS } from './events.js';
import type { SharedSystem } from '../types.js';
import { akenarRecordSchema, akenarStatsSchema } from './schema.js';
import { AKENAR_CONDITIONS } from './conditions.js';
import { AKENAR_CHANNELS } from './channels.js';
import { AKENAR_DEFAULTS, akenarSettingsSchema } from './settings.js';

/** Akenar (seed 000), automated. */
export const akenarShared = {
  id: 'akenar',
  level: 'automated',
  label: 'system_akenar',
  hex: { value: 1, unit: 'm' },
  conditions: AKENAR_CONDITIONS,
  sheet: akenarRecordSchema,
  commands: AKENAR_COMMANDS,
  commandFields: AKENAR_COMMAND_FIELDS,
  events: AKENAR_EVENTS,
  describe: AKENAR_DESCRIBERS,
  channels: AKENAR_CHANNELS,
  /** The GM's imported creatures (a Pathfinder 1e one converted, issue #16): a stat block with its equipment copies. */
  library: akenarStatsSchema,
  demos: [{ id: 'akenar', label: 'ui_demo_akenar', hint: 'ui_demo_akenar_hint' }],
  settings: { schema: akenarSettingsSchema, defaults: AKENAR_DEFAULTS },
} as const satisfies SharedSystem<'akenar'>;
