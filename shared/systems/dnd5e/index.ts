import { z } from 'zod';
import { DND5E_COMMANDS, DND5E_COMMAND_FIELDS } from './commands.js';
import type { SharedSystem } from '../types.js';
import { CONDITION_ICONS, CONDITION_IDS } from './conditions.js';
import { dnd5eStatsSchema } from './schema.js';
import { DND5E_MOVEMENT } from './movement.js';
import { DND5E_DEFAULTS, dnd5eSettingsSchema } from './settings.js';
import { registerParamLabels } from '../../log/text.js';

// Actions of the turn in 5e's refusals, by their labels (`dash` → Dash).
registerParamLabels(['err_5e_'], { action: 'act_' });

/** D&D 5e (seed 002), automated. */
export const dnd5eShared = {
  id: 'dnd5e',
  level: 'automated',
  label: 'system_dnd5e',
  hex: { value: 5, unit: 'ft' },
  conditions: CONDITION_IDS.map((id) => ({ id, msg: `cond_${id}`, icon: CONDITION_ICONS[id] })),
  sheet: z.strictObject({ stats: dnd5eStatsSchema }),
  commands: DND5E_COMMANDS,
  commandFields: DND5E_COMMAND_FIELDS,
  /** The SRD 5.1 creatures and sample PCs (resources/srd), each with its stat block. */
  library: dnd5eStatsSchema,
  movement: DND5E_MOVEMENT,
  groupsInitiative: true,
  settings: { schema: dnd5eSettingsSchema, defaults: DND5E_DEFAULTS },
} as const satisfies SharedSystem<'dnd5e'>;
