import type { SharedSystem } from '../types.js';
import { akenarRecordSchema } from './schema.js';
import { AKENAR_CONDITIONS } from './conditions.js';
import { AKENAR_CHANNELS } from './channels.js';

/** Akenar (seed 000), automated. */
export const akenarShared = {
  id: 'akenar',
  level: 'automated',
  label: 'system_akenar',
  hex: { value: 1, unit: 'm' },
  conditions: AKENAR_CONDITIONS,
  sheet: akenarRecordSchema,
  channels: AKENAR_CHANNELS,
  demos: [{ id: 'akenar', label: 'ui_demo_akenar', hint: 'ui_demo_akenar_hint' }],
} as const satisfies SharedSystem<'akenar'>;
