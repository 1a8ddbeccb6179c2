import { FRESH_ECONOMY } from '../../../shared/model/encounter.js';
import { combatantFieldsMigration } from './combatant-fields.js';

/**
 * Schema 5 → 6: the turn. Every combatant gains temporary HP (none), surprise (no), concentration
 * (none), a fresh turn budget, no condition timers and nobody grappled. Earlier files tracked none of these.
 */
export const migration006 = combatantFieldsMigration({
  from: 5,
  to: 6,
  description: 'temporary HP, surprise, concentration, turn economy, condition timers and grapples',
  defaults: { tempHp: 0, surprised: false, concentration: null, economy: FRESH_ECONOMY, timers: [], grappling: [], tiebreak: 0 },
});
