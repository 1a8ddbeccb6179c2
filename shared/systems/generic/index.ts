import type { SharedSystem } from '../types.js';

/** Any other game, by hand: HP, temporary HP, free condition labels, initiative and the map. */
export const genericShared = {
  id: 'generic',
  level: 'manual',
  label: 'system_generic',
  hex: { value: 1, unit: 'm' },
  conditions: [],
} as const satisfies SharedSystem<'generic'>;
