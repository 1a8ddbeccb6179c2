import { describe, expect, it } from 'vitest';
import { migration007 } from '../../../main/store/migrations/007-akenar.js';
import { migrate, MigrationError } from '../../../main/store/migrations/index.js';
import { CURRENT_SCHEMA, encounterFileSchema } from '../../../main/store/encounter-file.js';
import { replay } from '../../../main/rules/core/history.js';
import { FRESH_ECONOMY } from '../../../shared/model/encounter.js';
import { AKENAR_DEFAULTS } from '../../../shared/systems/akenar/settings.js';

const ctx = { id: 'enc-v6', now: '2026-01-01T00:00:00.000Z' };
const goblin = {
  id: 'g1', name: 'Goblin', side: 'enemy', kind: 'monster', hp: { max: 7, current: 7 }, initiative: 12, conditions: [], hidden: false, notes: '',
  position: null, size: 'medium', speed: 6, reach: { min: 1, max: 1 }, moved: 0, initiativeBonus: 2, stats: null, life: 'ok', deathSaves: { successes: 0, failures: 0 },
  tempHp: 0, surprised: false, concentration: null, economy: FRESH_ECONOMY, timers: [], grappling: [], tiebreak: 0,
};
const v6 = {
  schemaVersion: 6,
  id: 'enc-v6',
  createdAt: ctx.now,
  updatedAt: ctx.now,
  initial: { id: 'enc-v6', name: 'Old', system: 'akenar', round: 0, activeId: null, combatants: [goblin], visibility: { pcHp: 'exact', monsterHp: 'descriptor' }, map: null, settings: { dice: 'auto', groupInitiative: false, monstersDie: true }, rng: { seed: 6 } },
  history: [{ seq: 1, at: ctx.now, command: { type: 'nextTurn' }, events: [{ type: 'combatant.added', combatant: { ...goblin, id: 'g2' } }] }],
  cursor: 1,
};

describe('migration 007: Akenar stat blocks and settings', () => {
  it('everyone gains an empty Akenar record, the settings gain the Akenar defaults, and the file replays', () => {
    expect(migration007.migrate(structuredClone(v6), ctx)).toMatchObject({ schemaVersion: 7 });
    const state = replay(encounterFileSchema.parse(migrate(structuredClone(v6), CURRENT_SCHEMA, ctx)));
    expect(state.settings.rules).toEqual(AKENAR_DEFAULTS);
    expect(state.combatants.map((c) => c.sheet)).toEqual([null, null]);
  });

  it('names the JSON path of what it cannot migrate', () => {
    expect(() => migration007.migrate({ ...structuredClone(v6), history: [{ seq: 1, events: 'x' }] }, ctx)).toThrow(
      expect.objectContaining({ path: '$.history[0].events' }) as MigrationError,
    );
  });
});
