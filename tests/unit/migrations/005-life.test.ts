import { describe, expect, it } from 'vitest';
import { migration005 } from '../../../main/store/migrations/005-life.js';
import { migrate, MigrationError } from '../../../main/store/migrations/index.js';
import { CURRENT_SCHEMA, encounterFileSchema } from '../../../main/store/encounter-file.js';
import { replay } from '../../../main/rules/core/history.js';

const ctx = { id: 'enc-v4', now: '2026-01-01T00:00:00.000Z' };
const goblin = { id: 'g1', name: 'Goblin', side: 'enemy', kind: 'monster', hp: { max: 7, current: 0 }, initiative: 12, conditions: [], hidden: false, notes: '', position: null, size: 'medium', speed: 6, reach: { min: 1, max: 1 }, moved: 0, initiativeBonus: 2, stats: null };
const v4 = {
  schemaVersion: 4,
  id: 'enc-v4',
  createdAt: ctx.now,
  updatedAt: ctx.now,
  initial: { id: 'enc-v4', name: 'Old', system: 'generic', round: 0, activeId: null, combatants: [goblin], visibility: { pcHp: 'exact', monsterHp: 'descriptor' }, map: null, settings: { dice: 'auto' }, rng: { seed: 5 } },
  history: [{ seq: 1, at: ctx.now, command: { type: 'nextTurn' }, events: [{ type: 'combatant.added', combatant: { ...goblin, id: 'g2' } }] }],
  cursor: 1,
};

describe('migration 005: life and death saves', () => {
  it('everyone starts alive with no death saves (even at 0 HP: earlier files tracked no 5e life), and the file replays', () => {
    expect(migration005.migrate(structuredClone(v4), ctx)).toMatchObject({ schemaVersion: 5 });
    const file = encounterFileSchema.parse(migrate(structuredClone(v4), CURRENT_SCHEMA, ctx));
    expect(replay(file).combatants.map((c) => [c.life, c.deathSaves])).toEqual([
      ['ok', { successes: 0, failures: 0 }],
      ['ok', { successes: 0, failures: 0 }],
    ]);
  });

  it('names the JSON path of what it cannot migrate', () => {
    expect(() => migration005.migrate({ ...structuredClone(v4), history: 'x' }, ctx)).toThrow(expect.objectContaining({ path: '$.history' }) as MigrationError);
  });
});
