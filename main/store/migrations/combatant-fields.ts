import { MigrationError, type Migration, type MigrationContext } from './types.js';

export interface CombatantFieldsMigration {
  from: number;
  to: number;
  description: string;
  /** Fields every combatant gains; values it already has are kept. */
  defaults: Record<string, unknown>;
  /** Fields the encounter's initial state gains (given the old state), if any. */
  initial?: (initial: Record<string, unknown>, ctx: MigrationContext) => Record<string, unknown>;
}

function withDefaults(c: unknown, defaults: Record<string, unknown>, at: string): Record<string, unknown> {
  if (typeof c !== 'object' || c === null || Array.isArray(c)) throw new MigrationError('expected a combatant object', at);
  return { ...structuredClone(defaults), ...(c as Record<string, unknown>) };
}

/**
 * The common shape of schema steps that add combatant fields: every combatant of the initial state
 * and of every `combatant.added` event in history gains them, so replay stays valid.
 */
export function combatantFieldsMigration(spec: CombatantFieldsMigration): Migration {
  return {
    from: spec.from,
    to: spec.to,
    description: spec.description,
    migrate(raw, ctx) {
      const initial = raw.initial as Record<string, unknown> | undefined;
      if (typeof initial !== 'object' || initial === null) throw new MigrationError('expected the initial state', '$.initial');
      if (!Array.isArray(initial.combatants)) throw new MigrationError('combatants must be a list', '$.initial.combatants');
      if (!Array.isArray(raw.history)) throw new MigrationError('history must be a list', '$.history');
      return {
        ...raw,
        schemaVersion: spec.to,
        initial: {
          ...initial,
          ...spec.initial?.(initial, ctx),
          combatants: (initial.combatants as unknown[]).map((c, i) => withDefaults(c, spec.defaults, `$.initial.combatants[${i}]`)),
        },
        history: (raw.history as unknown[]).map((batch, b) => {
          const events = (batch as { events?: unknown }).events;
          if (!Array.isArray(events)) throw new MigrationError('events must be a list', `$.history[${b}].events`);
          return {
            ...(batch as Record<string, unknown>),
            events: events.map((e: unknown, i) => {
              const ev = e as { type?: unknown; combatant?: unknown };
              return ev.type === 'combatant.added' ? { ...ev, combatant: withDefaults(ev.combatant, spec.defaults, `$.history[${b}].events[${i}].combatant`) } : ev;
            }),
          };
        }),
      };
    },
  };
}
