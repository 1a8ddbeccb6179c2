import { describe, expect, it } from 'vitest';
import { migration001 } from '../../../main/store/migrations/001-authoring-to-event-log.js';
import { migrate, MigrationError } from '../../../main/store/migrations/index.js';
import { CURRENT_SCHEMA, encounterFileSchema } from '../../../main/store/encounter-file.js';
import { demoRaw } from '../../helpers/fixtures.js';

const ctx = { id: 'enc-x', now: '2026-01-01T00:00:00.000Z' };

describe('migration 001: authoring format → event-sourced file', () => {
  it('turns the bundled demo into a valid schema-1 file with an empty history', () => {
    const out = encounterFileSchema.parse(migrate(demoRaw(), CURRENT_SCHEMA, ctx));
    expect(out.schemaVersion).toBe(CURRENT_SCHEMA);
    expect(out.history).toEqual([]);
    expect(out.initial.combatants).toHaveLength(8);
    expect(out.initial.combatants.find((c) => c.id === 'boss')).toMatchObject({ hidden: true, hp: { max: 21, current: 21 } });
  });

  it('accepts hp as a number or {max, current}, defaults sides by kind and makes ids unique', () => {
    const out = migration001.migrate(
      {
        name: 'Hand-written',
        combatants: [
          { name: 'A', kind: 'pc', hp: { max: 10, current: 4 } },
          { id: 'x', name: 'B', hp: 5 },
          { id: 'x', name: 'C', hp: 5 },
        ],
      },
      ctx,
    );
    const file = encounterFileSchema.parse(migrate(out, CURRENT_SCHEMA, ctx));
    expect(out.schemaVersion).toBe(1);
    expect(file.initial.combatants.map((c) => [c.id, c.side, c.hp.current])).toEqual([
      ['c1', 'party', 4],
      ['x', 'enemy', 5],
      ['x_', 'enemy', 5],
    ]);
  });

  it('names the JSON path of what it cannot migrate', () => {
    expect(() => migrate({ name: 'x', combatants: [42] }, 1, ctx)).toThrow(MigrationError);
    try {
      migrate({ name: 'x', combatants: [42] }, 1, ctx);
    } catch (err) {
      expect((err as MigrationError).path).toBe('$.combatants[0]');
    }
    expect(() => migrate({ schemaVersion: 'one' }, 1, ctx)).toThrow(/schemaVersion/);
  });
});
