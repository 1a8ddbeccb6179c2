import { combatantFieldsMigration } from './combatant-fields.js';

/** Schema 3 → 4: stat blocks. Every combatant gains `stats` (none: tracked by hand). */
export const migration004 = combatantFieldsMigration({
  from: 3,
  to: 4,
  description: 'stat blocks: combatant stats (null = tracked by hand)',
  defaults: { stats: null },
});
