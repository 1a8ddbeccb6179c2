import { z } from 'zod';
import type { SharedSystem } from '../types.js';
import { CONDITION_IDS } from './conditions.js';
import { dnd5eStatsSchema } from './schema.js';
import { DND5E_DEFAULTS, dnd5eSettingsSchema } from './settings.js';

/** D&D 5e (seed 002), automated. */
export const dnd5eShared = {
  id: 'dnd5e',
  level: 'automated',
  label: 'system_dnd5e',
  hex: { value: 5, unit: 'ft' },
  conditions: CONDITION_IDS.map((id) => ({ id, msg: `cond_${id}` })),
  sheet: z.strictObject({ stats: dnd5eStatsSchema }),
  groupsInitiative: true,
  settings: { schema: dnd5eSettingsSchema, defaults: DND5E_DEFAULTS },
} as const satisfies SharedSystem<'dnd5e'>;
