import { MigrationError, type Migration } from './types.js';

/** Defaults for the battlefield fields schema 2 adds to every combatant. */
export const COMBATANT_DEFAULTS_V2 = { position: null, size: 'medium', speed: 6, reach: { min: 1, max: 1 }, moved: 0 } as const;

function withDefaults(c: unknown, at: string): Record<string, unknown> {
  if (typeof c !== 'object' || c === null || Array.isArray(c)) throw new MigrationError('expected a combatant object', at);
  return { ...structuredClone(COMBATANT_DEFAULTS_V2), ...(c as Record<string, unknown>) };
}

/**
 * Schema 1 → 2: the battlefield. The encounter gains `map` (none yet); every combatant gains a
 * position (off the map), a size (medium), a speed (6 hexes), a reach (adjacent hexes) and the
 * movement spent this turn — in the initial state and in every `combatant.added` event of history.
 */
export const migration002: Migration = {
  from: 1,
  to: 2,
  description: 'battlefield: map and combatant position, size, speed, reach',
  migrate(raw) {
    const initial = raw.initial as Record<string, unknown> | undefined;
    if (typeof initial !== 'object' || initial === null) throw new MigrationError('expected the initial state', '$.initial');
    const combatants = initial.combatants;
    if (!Array.isArray(combatants)) throw new MigrationError('combatants must be a list', '$.initial.combatants');
    const history = raw.history;
    if (!Array.isArray(history)) throw new MigrationError('history must be a list', '$.history');
    return {
      ...raw,
      schemaVersion: 2,
      initial: { ...initial, map: initial.map ?? null, combatants: combatants.map((c, i) => withDefaults(c, `$.initial.combatants[${i}]`)) },
      history: history.map((batch: unknown, b) => {
        const events = (batch as { events?: unknown }).events;
        if (!Array.isArray(events)) throw new MigrationError('events must be a list', `$.history[${b}].events`);
        return {
          ...(batch as Record<string, unknown>),
          events: events.map((e: unknown, i) => {
            const ev = e as { type?: unknown; combatant?: unknown };
            return ev.type === 'combatant.added'
              ? { ...ev, combatant: withDefaults(ev.combatant, `$.history[${b}].events[${i}].combatant`) }
              : ev;
          }),
        };
      }),
    };
  },
};
