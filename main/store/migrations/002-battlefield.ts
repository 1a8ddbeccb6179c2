import { combatantFieldsMigration } from './combatant-fields.js';

/** Defaults for the battlefield fields schema 2 adds to every combatant. */
export const COMBATANT_DEFAULTS_V2 = { position: null, size: 'medium', speed: 6, reach: { min: 1, max: 1 }, moved: 0 } as const;

/**
 * Schema 1 → 2: the battlefield. The encounter gains `map` (none yet); every combatant gains a
 * position (off the map), a size (medium), a speed (6 hexes), a reach (adjacent hexes) and the
 * movement spent this turn — in the initial state and in every `combatant.added` event of history.
 */
export const migration002 = combatantFieldsMigration({
  from: 1,
  to: 2,
  description: 'battlefield: map and combatant position, size, speed, reach',
  defaults: COMBATANT_DEFAULTS_V2,
  initial: (initial) => ({ map: initial.map ?? null }),
});
