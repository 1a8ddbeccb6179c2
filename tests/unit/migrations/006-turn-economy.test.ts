import { dnd5eSettings } from '../../../shared/systems/dnd5e/settings.js';
import { describe, expect, it } from 'vitest';
import { migration006 } from '../../../main/store/migrations/006-turn-economy.js';
import { migrate, MigrationError } from '../../../main/store/migrations/index.js';
import { CURRENT_SCHEMA, encounterFileSchema } from '../../../main/store/encounter-file.js';
import { replay } from '../../../main/rules/core/history.js';
import { FRESH_ECONOMY } from '../../../shared/model/encounter.js';

const ctx = { id: 'enc-v5', now: '2026-01-01T00:00:00.000Z' };
const goblin = {
  id: 'g1', name: 'Goblin', side: 'enemy', kind: 'monster', hp: { max: 7, current: 7 }, initiative: 12, conditions: [], hidden: false, notes: '',
  position: null, size: 'medium', speed: 6, reach: { min: 1, max: 1 }, moved: 0, initiativeBonus: 2, stats: null, life: 'ok', deathSaves: { successes: 0, failures: 0 },
};
const v5 = {
  schemaVersion: 5,
  id: 'enc-v5',
  createdAt: ctx.now,
  updatedAt: ctx.now,
  initial: { id: 'enc-v5', name: 'Old', system: 'generic', round: 0, activeId: null, combatants: [goblin], visibility: { pcHp: 'exact', monsterHp: 'descriptor' }, map: null, settings: { dice: 'auto', groupInitiative: false }, rng: { seed: 5 } },
  history: [{ seq: 1, at: ctx.now, command: { type: 'nextTurn' }, events: [{ type: 'combatant.added', combatant: { ...goblin, id: 'g2' } }] }],
  cursor: 1,
};

describe('migration 006: temporary HP, surprise, concentration, turn economy, timers', () => {
  it('everyone gains an empty buffer and a fresh budget, settings gain the monsters-die default, and the file replays', () => {
    expect(migration006.migrate(structuredClone(v5), ctx)).toMatchObject({ schemaVersion: 6 });
    const file = encounterFileSchema.parse(migrate(structuredClone(v5), CURRENT_SCHEMA, ctx));
    const state = replay(file);
    expect(dnd5eSettings(state).monstersDie).toBe(true);
    expect(state.combatants.map((c) => [c.tempHp, c.surprised, c.concentration, c.economy, c.timers, c.grappling])).toEqual([
      [0, false, null, FRESH_ECONOMY, [], []],
      [0, false, null, FRESH_ECONOMY, [], []],
    ]);
  });

  it('names the JSON path of what it cannot migrate', () => {
    expect(() => migration006.migrate({ ...structuredClone(v5), initial: { ...v5.initial, combatants: [42] } }, ctx)).toThrow(
      expect.objectContaining({ path: '$.initial.combatants[0]' }) as MigrationError,
    );
  });
});
