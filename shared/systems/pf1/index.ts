import type { SharedSystem } from '../types.js';
import { PF1_COMMANDS, PF1_COMMAND_FIELDS } from './commands.js';
import { PF1_CONDITIONS } from './conditions.js';
import { PF1_DESCRIBERS, PF1_EVENTS } from './events.js';
import { pf1RecordSchema, pf1StatsSchema } from './schema.js';
import { PF1_DEFAULTS, pf1SettingsSchema } from './settings.js';

/** Pathfinder 1e (seed 003), automated on 5 ft hexes (inventory, [HEX]). */
export const pf1Shared = {
  id: 'pf1',
  level: 'automated',
  label: 'system_pf1',
  hex: { value: 5, unit: 'ft' },
  conditions: PF1_CONDITIONS,
  sheet: pf1RecordSchema,
  commands: PF1_COMMANDS,
  commandFields: PF1_COMMAND_FIELDS,
  events: PF1_EVENTS,
  describe: PF1_DESCRIBERS,
  /** The GM's imported creatures (PSRD-Data, Foundry pf1), each a full stat block (issue #16). */
  library: pf1StatsSchema,
  demos: [{ id: 'pf1', label: 'ui_demo_pf1', hint: 'ui_demo_pf1_hint' }],
  settings: { schema: pf1SettingsSchema, defaults: PF1_DEFAULTS },
} as const satisfies SharedSystem<'pf1'>;
