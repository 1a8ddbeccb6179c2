import type { SharedSystem } from '../types.js';
import { PF1_CONDITIONS } from './conditions.js';

/** Pathfinder 1e (seed 003), played by hand until its engine lands (issue #13). */
export const pf1Shared = {
  id: 'pf1',
  level: 'manual',
  label: 'system_pf1',
  hex: { value: 5, unit: 'ft' },
  conditions: PF1_CONDITIONS,
} as const satisfies SharedSystem<'pf1'>;
