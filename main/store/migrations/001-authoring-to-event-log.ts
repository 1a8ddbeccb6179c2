import { MigrationError, type Migration } from './types.js';

/**
 * Version 0 is the hand-written authoring format (what `resources/` ships and what a GM can write
 * by hand): a name and a list of combatants, with `hp` as a number or `{max, current}`.
 * Version 1 is the event-sourced file: the initial state plus an empty history. Fields of later
 * schemas written by hand (a map, token positions) are carried along for their migrations to check.
 */
function pick(obj: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((k) => obj[k] !== undefined).map((k) => [k, obj[k]]));
}

export const migration001: Migration = {
  from: 0,
  to: 1,
  description: 'authoring format → event-sourced encounter file',
  migrate(raw, ctx) {
    const list = raw.combatants ?? [];
    if (!Array.isArray(list)) throw new MigrationError('combatants must be a list', '$.combatants');
    const used = new Set<string>();
    const combatants = list.map((entry: unknown, i) => {
      if (typeof entry !== 'object' || entry === null) throw new MigrationError('expected an object', `$.combatants[${i}]`);
      const c = entry as Record<string, unknown>;
      const hp = typeof c.hp === 'number' ? { max: c.hp, current: c.hp } : (c.hp as Record<string, unknown> | undefined);
      const max = hp?.max;
      let id = typeof c.id === 'string' ? c.id : `c${i + 1}`;
      while (used.has(id)) id = `${id}_`;
      used.add(id);
      return {
        id,
        name: c.name,
        side: c.side ?? (c.kind === 'pc' ? 'party' : 'enemy'),
        kind: c.kind ?? 'monster',
        hp: { max, current: hp?.current ?? max },
        initiative: c.initiative ?? null,
        conditions: c.conditions ?? [],
        hidden: c.hidden ?? false,
        notes: c.notes ?? '',
        // Battlefield fields (schema 2) may already be written by hand; migration 002 fills the rest.
        ...pick(c, ['position', 'size', 'speed', 'reach', 'initiativeBonus', 'stats', 'akenar']),
      };
    });
    return {
      schemaVersion: 1,
      id: ctx.id,
      createdAt: typeof raw.createdAt === 'string' ? raw.createdAt : ctx.now,
      updatedAt: ctx.now,
      initial: {
        id: ctx.id,
        name: raw.name,
        system: raw.system ?? 'generic',
        round: 0,
        activeId: null,
        combatants,
        visibility: raw.visibility ?? { pcHp: 'exact', monsterHp: 'descriptor' },
        ...pick(raw, ['map', 'settings', 'rng']),
      },
      history: [],
      cursor: 0,
    };
  },
};
