import { combatantFieldsMigration } from './combatant-fields.js';

/**
 * Schema 4 → 5: life at 0 HP. Every combatant gains `life` (ok) and its death saves (none). Earlier
 * files had no 5e life tracking, so nobody in them is dying.
 */
export const migration005 = combatantFieldsMigration({
  from: 4,
  to: 5,
  description: 'life state and death saves',
  defaults: { life: 'ok', deathSaves: { successes: 0, failures: 0 } },
});
