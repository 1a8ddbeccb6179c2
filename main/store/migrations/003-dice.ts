import { MigrationError, type Migration } from './types.js';

/** A stable 32-bit seed from an encounter id (FNV-1a), so migrating twice gives the same dice. */
export function seedFromId(id: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < id.length; i++) h = Math.imul(h ^ id.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

function withBonus(c: unknown, at: string): Record<string, unknown> {
  if (typeof c !== 'object' || c === null || Array.isArray(c)) throw new MigrationError('expected a combatant object', at);
  return { initiativeBonus: 0, ...(c as Record<string, unknown>) };
}

/**
 * Schema 2 → 3: dice. The encounter gains its dice settings (the engine rolls) and a seed derived
 * from its id; every combatant gains an initiative bonus (0), in the initial state and in every
 * `combatant.added` event.
 */
export const migration003: Migration = {
  from: 2,
  to: 3,
  description: 'dice: encounter settings and seed, combatant initiative bonus',
  migrate(raw, ctx) {
    const initial = raw.initial as Record<string, unknown> | undefined;
    if (typeof initial !== 'object' || initial === null) throw new MigrationError('expected the initial state', '$.initial');
    if (!Array.isArray(initial.combatants)) throw new MigrationError('combatants must be a list', '$.initial.combatants');
    if (!Array.isArray(raw.history)) throw new MigrationError('history must be a list', '$.history');
    return {
      ...raw,
      schemaVersion: 3,
      initial: {
        ...initial,
        settings: initial.settings ?? { dice: 'auto' },
        rng: initial.rng ?? { seed: seedFromId(ctx.id) },
        combatants: (initial.combatants as unknown[]).map((c, i) => withBonus(c, `$.initial.combatants[${i}]`)),
      },
      history: (raw.history as unknown[]).map((batch, b) => {
        const events = (batch as { events?: unknown }).events;
        if (!Array.isArray(events)) throw new MigrationError('events must be a list', `$.history[${b}].events`);
        return {
          ...(batch as Record<string, unknown>),
          events: events.map((e: unknown, i) => {
            const ev = e as { type?: unknown; combatant?: unknown };
            return ev.type === 'combatant.added' ? { ...ev, combatant: withBonus(ev.combatant, `$.history[${b}].events[${i}].combatant`) } : ev;
          }),
        };
      }),
    };
  },
};
