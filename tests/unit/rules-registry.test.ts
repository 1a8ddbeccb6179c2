import { describe, expect, it } from 'vitest';
import type { SystemId } from '../../shared/model/encounter.js';
import { systems } from '../../shared/systems/registry.js';
import { systemOf } from '../../main/rules/registry.js';
import { Table } from '../helpers/dnd5e.js';

describe('rules systems registry (ADR 0006)', () => {
  it('has one plugin per system, each with the same shape', () => {
    for (const id of systems().map((s) => s.id as SystemId)) {
      const s = systemOf({ system: id });
      expect(s.id).toBe(id);
      expect(['automated', 'manual']).toContain(s.level);
      expect(typeof s.consequences).toBe('function');
    }
    expect(systemOf({ system: 'dnd5e' }).level).toBe('automated');
    expect(['generic', 'runequest'].map((id) => systemOf({ system: id }).level)).toEqual(['manual', 'automated']);
    expect(systemOf({ system: 'pf1' })).toMatchObject({ level: 'automated', units: { length: 'ft', perHex: 5 } });
    expect(systemOf({ system: 'akenar' }).units).toEqual({ length: 'm', perHex: 1 });
  });

  it('a system played by hand refuses rules commands but still tracks damage and moves', () => {
    const t = new Table([{ id: 'a', stats: 'goblin', at: [1, 1] }, { id: 'b', stats: 'fighter-3', at: [2, 1] }]);
    const manual = { ...t.live, state: { ...t.live.state, system: 'generic' as SystemId }, file: { ...t.live.file, initial: { ...t.live.file.initial, system: 'generic' as SystemId } } };
    t.live = manual;
    expect(t.try({ type: 'attack', attacker: 'a', target: 'b', attack: 'scimitar' })).toMatchObject({ ok: false, error: { code: 'INVALID_COMMAND' } });
    expect(t.refused({ type: 'attack', attacker: 'a', target: 'b', attack: 'scimitar' })).toMatch(/encounters are played by hand/);
    t.ok({ type: 'damage', id: 'b', amount: 3 });
    expect(t.try({ type: 'damage', id: 'nobody', amount: 3 })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', path: 'command.id' } });
    t.ok({ type: 'moveCombatant', id: 'a', to: { q: 1, r: 3 } });
    expect([t.c('b').hp.current, t.c('a').position]).toEqual([25, { q: 1, r: 3 }]);
  });
});
