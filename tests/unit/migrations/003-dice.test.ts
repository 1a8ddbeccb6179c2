import { describe, expect, it } from 'vitest';
import { migration003, seedFromId } from '../../../main/store/migrations/003-dice.js';
import { migrate, MigrationError } from '../../../main/store/migrations/index.js';
import { CURRENT_SCHEMA, encounterFileSchema } from '../../../main/store/encounter-file.js';
import { replay } from '../../../main/rules/core/history.js';

const ctx = { id: 'enc-v2', now: '2026-01-01T00:00:00.000Z' };
const goblin = { id: 'g1', name: 'Goblin', side: 'enemy', kind: 'monster', hp: { max: 7, current: 7 }, initiative: 12, conditions: [], hidden: false, notes: '', position: null, size: 'medium', speed: 6, reach: { min: 1, max: 1 }, moved: 0 };
const v2 = {
  schemaVersion: 2,
  id: 'enc-v2',
  createdAt: ctx.now,
  updatedAt: ctx.now,
  initial: { id: 'enc-v2', name: 'Old', system: 'generic', round: 0, activeId: null, combatants: [goblin], visibility: { pcHp: 'exact', monsterHp: 'descriptor' }, map: null },
  history: [{ seq: 1, at: ctx.now, command: { type: 'addCombatant', combatant: { ...goblin, id: 'g2', name: 'Goblin 2' } }, events: [{ type: 'combatant.added', combatant: { ...goblin, id: 'g2', name: 'Goblin 2' } }] }],
  cursor: 1,
};

describe('migration 003: dice settings, seed and initiative bonus', () => {
  it('adds auto dice, a seed from the id and a zero bonus everywhere, and the file replays', () => {
    expect(migration003.migrate(structuredClone(v2), ctx)).toMatchObject({ schemaVersion: 3 });
    const file = encounterFileSchema.parse(migrate(structuredClone(v2), CURRENT_SCHEMA, ctx));
    expect(file.initial.settings).toEqual({ dice: 'auto', groupInitiative: false, rules: {} }); // generic: no system settings (schema 8)
    expect(file.initial.rng.seed).toBe(seedFromId('enc-v2'));
    expect(replay(file).combatants.map((c) => c.initiativeBonus)).toEqual([0, 0]);
  });

  it('derives the same seed every time and different seeds for different ids', () => {
    expect(seedFromId('enc-v2')).toBe(seedFromId('enc-v2'));
    expect(seedFromId('enc-v2')).not.toBe(seedFromId('enc-v3'));
    expect(seedFromId('x')).toBeGreaterThanOrEqual(0);
  });

  it('names the JSON path of what it cannot migrate', () => {
    expect(() => migration003.migrate({ ...structuredClone(v2), history: [{ events: [{ type: 'combatant.added', combatant: null }] }] }, ctx)).toThrow(
      expect.objectContaining({ path: '$.history[0].events[0].combatant' }) as MigrationError,
    );
  });
});
