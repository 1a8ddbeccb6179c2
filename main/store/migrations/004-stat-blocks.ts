import { MigrationError, type Migration } from './types.js';

function withStats(c: unknown, at: string): Record<string, unknown> {
  if (typeof c !== 'object' || c === null || Array.isArray(c)) throw new MigrationError('expected a combatant object', at);
  return { stats: null, ...(c as Record<string, unknown>) };
}

/**
 * Schema 3 → 4: stat blocks. Every combatant gains `stats` (none: tracked by hand), in the initial
 * state and in every `combatant.added` event.
 */
export const migration004: Migration = {
  from: 3,
  to: 4,
  description: 'stat blocks: combatant stats (null = tracked by hand)',
  migrate(raw) {
    const initial = raw.initial as Record<string, unknown> | undefined;
    if (typeof initial !== 'object' || initial === null) throw new MigrationError('expected the initial state', '$.initial');
    if (!Array.isArray(initial.combatants)) throw new MigrationError('combatants must be a list', '$.initial.combatants');
    if (!Array.isArray(raw.history)) throw new MigrationError('history must be a list', '$.history');
    return {
      ...raw,
      schemaVersion: 4,
      initial: { ...initial, combatants: (initial.combatants as unknown[]).map((c, i) => withStats(c, `$.initial.combatants[${i}]`)) },
      history: (raw.history as unknown[]).map((batch, b) => {
        const events = (batch as { events?: unknown }).events;
        if (!Array.isArray(events)) throw new MigrationError('events must be a list', `$.history[${b}].events`);
        return {
          ...(batch as Record<string, unknown>),
          events: events.map((e: unknown, i) => {
            const ev = e as { type?: unknown; combatant?: unknown };
            return ev.type === 'combatant.added' ? { ...ev, combatant: withStats(ev.combatant, `$.history[${b}].events[${i}].combatant`) } : ev;
          }),
        };
      }),
    };
  },
};
