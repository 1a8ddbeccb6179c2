import { describe, expect, it } from 'vitest';
import { migration002 } from '../../../main/store/migrations/002-battlefield.js';
import { migrate, MigrationError } from '../../../main/store/migrations/index.js';
import { CURRENT_SCHEMA, encounterFileSchema } from '../../../main/store/encounter-file.js';
import { replay } from '../../../main/rules/core/history.js';

const ctx = { id: 'enc-v1', now: '2026-01-01T00:00:00.000Z' };
const goblin = { id: 'g1', name: 'Goblin', side: 'enemy', kind: 'monster', hp: { max: 7, current: 7 }, initiative: 12, conditions: [], hidden: false, notes: '' };

/** A schema-1 file as Asalto 0.1 wrote it: one combatant at the start, one added by a command. */
const v1 = {
  schemaVersion: 1,
  id: 'enc-v1',
  createdAt: ctx.now,
  updatedAt: ctx.now,
  initial: { id: 'enc-v1', name: 'Old fight', system: 'generic', round: 0, activeId: null, combatants: [goblin], visibility: { pcHp: 'exact', monsterHp: 'descriptor' } },
  history: [
    {
      seq: 1,
      at: ctx.now,
      command: { type: 'addCombatant', combatant: { name: 'Aria', side: 'party', kind: 'pc', hp: { max: 20 }, initiative: 15, conditions: [], hidden: false, notes: '' } },
      events: [{ type: 'combatant.added', combatant: { ...goblin, id: 'a1', name: 'Aria', side: 'party', kind: 'pc', hp: { max: 20, current: 20 } } }],
    },
    { seq: 2, at: ctx.now, command: { type: 'damage', id: 'g1', amount: 3 }, events: [{ type: 'combatant.damaged', id: 'g1', name: 'Goblin', amount: 3, before: 7, after: 4 }] },
  ],
  cursor: 2,
};

describe('migration 002: battlefield fields', () => {
  it('adds the map and the combatant fields in the initial state and in history, and the file replays', () => {
    const file = encounterFileSchema.parse(migrate(structuredClone(v1), CURRENT_SCHEMA, ctx));
    expect(file.initial.map).toBeNull();
    expect(file.initial.combatants[0]).toMatchObject({ position: null, size: 'medium', speed: 6, reach: { min: 1, max: 1 }, moved: 0 });
    const state = replay(file);
    expect(state.combatants.map((c) => [c.name, c.hp.current, c.size])).toEqual([
      ['Goblin', 4, 'medium'],
      ['Aria', 20, 'medium'],
    ]);
  });

  it('keeps values already present and does not touch the input', () => {
    const input = structuredClone(v1);
    (input.initial.combatants[0] as Record<string, unknown>).speed = 9;
    const out = migration002.migrate(input, ctx) as { initial: { combatants: { speed: number }[] } };
    expect(out.initial.combatants[0]?.speed).toBe(9);
    expect(input.schemaVersion).toBe(1);
  });

  it('names the JSON path of what it cannot migrate', () => {
    const bad = { ...structuredClone(v1), history: [{ seq: 1, events: [{ type: 'combatant.added', combatant: 5 }] }] };
    expect(() => migration002.migrate(bad, ctx)).toThrow(MigrationError);
    try {
      migration002.migrate(bad, ctx);
    } catch (err) {
      expect((err as MigrationError).path).toBe('$.history[0].events[0].combatant');
    }
  });
});
