import type { SharedSystem } from '../types.js';
import { RQ_CONDITIONS } from './conditions.js';

/** Mongoose RuneQuest (seed 004), played by hand until its engine lands (issue #14). */
export const runequestShared = {
  id: 'runequest',
  level: 'manual',
  label: 'system_runequest',
  hex: { value: 1, unit: 'm' },
  conditions: RQ_CONDITIONS,
} as const satisfies SharedSystem<'runequest'>;
