import { MigrationError, type Migration } from './types.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

function obj(v: unknown, what: string, at: string): Obj {
  if (!isObj(v)) throw new MigrationError(`expected ${what}`, at);
  return v;
}

function record(v: unknown, what: string, at: string): Obj | null | undefined {
  if (v === undefined || v === null) return v;
  return obj(v, `${what} or null`, at);
}

/**
 * The sheet of a schema-7 combatant (or patch) from its `stats` (5e) and `akenar` fields: the Akenar
 * record if any, else the 5e stat block, else none. With both, the one of the encounter's system
 * wins; under any other system the Akenar record wins (that system's rules read neither; the old
 * file is kept in backups/). Undefined when the object names neither field.
 */
export function sheetOf(c: Obj, system: unknown, at: string): Obj | null | undefined {
  const stats = record(c.stats, 'a 5e stat block', `${at}.stats`);
  const akenar = record(c.akenar, 'an Akenar record', `${at}.akenar`);
  const ak = akenar ? { system: 'akenar', ...akenar } : null;
  const five = stats ? { system: 'dnd5e', stats } : null;
  if (ak && five) return system === 'dnd5e' ? five : ak;
  if (ak ?? five) return ak ?? five;
  return stats === undefined && akenar === undefined ? undefined : null;
}

/** A whole combatant (state, `combatant.added`) or a new one (`addCombatant`): `sheet` replaces both fields. */
export function combatantWithSheet(raw: unknown, system: unknown, at: string): Obj {
  const { stats: _s, akenar: _a, ...rest } = obj(raw, 'a combatant object', at);
  void _s;
  void _a;
  const sheet = sheetOf(obj(raw, 'a combatant object', at), system, at);
  return sheet === undefined ? rest : { ...rest, sheet };
}

/**
 * A patch (`combatant.updated`, `updateCombatant`): a non-null field sets the sheet; a null clears it
 * only when it is the field of the encounter's system (a null for the other system's is dropped).
 */
export function patchWithSheet(raw: unknown, system: unknown, at: string): Obj {
  const patch = obj(raw, 'a patch object', at);
  const { stats: _s, akenar: _a, ...rest } = patch;
  void _s;
  void _a;
  const sheet = sheetOf(patch, system, at);
  if (sheet !== null) return sheet === undefined ? rest : { ...rest, sheet };
  const own = system === 'dnd5e' ? 'stats' : system === 'akenar' ? 'akenar' : null;
  return own !== null && patch[own] === null ? { ...rest, sheet: null } : rest;
}

/** The Akenar readings' defaults as schema 7 knew them (frozen: a later change of defaults is not this step's). */
const AKENAR_7 = { enemiesDie: true, halfConFromStanding: false, defensiveBonusAnyDefence: false, rangeFloor: false };

/**
 * Settings of schema 7 (`monstersDie` for 5e, `akenar` for Akenar, on every encounter) to schema 8:
 * `rules` holds those of the encounter's own system only; the other system's are dropped (no rule
 * of the encounter's system read them). `partial` is a `setSettings` change: only what it gave.
 */
export function settingsWithRules(raw: unknown, system: unknown, at: string, partial: boolean): Obj {
  const { monstersDie, akenar: _a, ...rest } = obj(raw, 'a settings object', at);
  void _a;
  const akenar = record((raw as Obj).akenar, 'the Akenar settings', `${at}.akenar`);
  if (monstersDie !== undefined && typeof monstersDie !== 'boolean') throw new MigrationError('expected true or false', `${at}.monstersDie`);
  let rules: Obj = {};
  if (system === 'akenar') rules = partial ? { ...akenar } : { ...AKENAR_7, ...akenar };
  else if (system === 'dnd5e') rules = monstersDie !== undefined ? { monstersDie } : partial ? {} : { monstersDie: true };
  return partial && Object.keys(rules).length === 0 ? rest : { ...rest, rules };
}

/**
 * Schema 7 → 8: one sheet per combatant and the settings of the encounter's system (issue #12).
 * `stats` and `akenar` become `sheet`, a union discriminated by `system`, in the initial state, in
 * every `combatant.added` and `combatant.updated` event and in every `addCombatant` and
 * `updateCombatant` command of history (commands are revalidated on load); `monstersDie` and
 * `settings.akenar` become `settings.rules` in the initial state, `settings.changed` events and
 * `setSettings` commands.
 */
export const migration008: Migration = {
  from: 7,
  to: 8,
  description: 'one sheet per combatant; settings of the encounter\'s system under rules',
  migrate(raw) {
    const initial = obj(raw.initial, 'the initial state', '$.initial');
    if (!Array.isArray(initial.combatants)) throw new MigrationError('combatants must be a list', '$.initial.combatants');
    if (!Array.isArray(raw.history)) throw new MigrationError('history must be a list', '$.history');
    const system = initial.system;
    return {
      ...raw,
      schemaVersion: 8,
      initial: { ...initial, settings: settingsWithRules(initial.settings, system, '$.initial.settings', false), combatants: (initial.combatants as unknown[]).map((c, i) => combatantWithSheet(c, system, `$.initial.combatants[${i}]`)) },
      history: (raw.history as unknown[]).map((b, n) => {
        const at = `$.history[${n}]`;
        const batch = obj(b, 'a batch object', at);
        if (!Array.isArray(batch.events)) throw new MigrationError('events must be a list', `${at}.events`);
        return {
          ...batch,
          command: commandOf(batch.command, system, `${at}.command`),
          events: (batch.events as unknown[]).map((e, i) => eventOf(e, system, `${at}.events[${i}]`)),
        };
      }),
    };
  },
};

function commandOf(raw: unknown, system: unknown, at: string): unknown {
  if (!isObj(raw)) return raw;
  if (raw.type === 'addCombatant') return { ...raw, combatant: combatantWithSheet(raw.combatant, system, `${at}.combatant`) };
  if (raw.type === 'updateCombatant') return { ...raw, patch: patchWithSheet(raw.patch, system, `${at}.patch`) };
  if (raw.type === 'setSettings') return { ...raw, settings: settingsWithRules(raw.settings, system, `${at}.settings`, true) };
  return raw;
}

function eventOf(raw: unknown, system: unknown, at: string): unknown {
  if (!isObj(raw)) return raw;
  if (raw.type === 'combatant.added') return { ...raw, combatant: combatantWithSheet(raw.combatant, system, `${at}.combatant`) };
  if (raw.type === 'combatant.updated') return { ...raw, patch: patchWithSheet(raw.patch, system, `${at}.patch`) };
  if (raw.type === 'settings.changed') return { ...raw, settings: settingsWithRules(raw.settings, system, `${at}.settings`, false) };
  return raw;
}
