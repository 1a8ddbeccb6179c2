import { MigrationError, type Migration } from './types.js';

function withLife(c: unknown, at: string): Record<string, unknown> {
  if (typeof c !== 'object' || c === null || Array.isArray(c)) throw new MigrationError('expected a combatant object', at);
  return { life: 'ok', deathSaves: { successes: 0, failures: 0 }, ...(c as Record<string, unknown>) };
}

/**
 * Schema 4 → 5: life at 0 HP. Every combatant gains `life` (ok) and its death saves (none), in the
 * initial state and in every `combatant.added` event. Earlier files had no 5e life tracking, so
 * nobody in them is dying.
 */
export const migration005: Migration = {
  from: 4,
  to: 5,
  description: 'life state and death saves',
  migrate(raw) {
    const initial = raw.initial as Record<string, unknown> | undefined;
    if (typeof initial !== 'object' || initial === null) throw new MigrationError('expected the initial state', '$.initial');
    if (!Array.isArray(initial.combatants)) throw new MigrationError('combatants must be a list', '$.initial.combatants');
    if (!Array.isArray(raw.history)) throw new MigrationError('history must be a list', '$.history');
    return {
      ...raw,
      schemaVersion: 5,
      initial: { ...initial, combatants: (initial.combatants as unknown[]).map((c, i) => withLife(c, `$.initial.combatants[${i}]`)) },
      history: (raw.history as unknown[]).map((batch, b) => {
        const events = (batch as { events?: unknown }).events;
        if (!Array.isArray(events)) throw new MigrationError('events must be a list', `$.history[${b}].events`);
        return {
          ...(batch as Record<string, unknown>),
          events: events.map((e: unknown, i) => {
            const ev = e as { type?: unknown; combatant?: unknown };
            return ev.type === 'combatant.added' ? { ...ev, combatant: withLife(ev.combatant, `$.history[${b}].events[${i}].combatant`) } : ev;
          }),
        };
      }),
    };
  },
};
