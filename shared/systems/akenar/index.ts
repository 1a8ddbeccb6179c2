import type { SharedSystem } from '../types.js';
import { akenarRecordSchema } from './schema.js';
import { AKENAR_CONDITIONS } from './conditions.js';
import { AKENAR_DEFAULTS, akenarSettingsSchema } from './settings.js';

/** Akenar (seed 000), automated. */
export const akenarShared = {
  id: 'akenar',
  level: 'automated',
  label: 'system_akenar',
  hex: { value: 1, unit: 'm' },
  conditions: AKENAR_CONDITIONS,
  sheet: akenarRecordSchema,
  settings: { schema: akenarSettingsSchema, defaults: AKENAR_DEFAULTS },
} as const satisfies SharedSystem<'akenar'>;
