import { describe, expect, it } from 'vitest';
import type { CommandInput } from '../../shared/model/commands.js';
import type { EncounterState } from '../../shared/model/encounter.js';
import { apply, open, type LiveEncounter } from '../../main/rules/core/history.js';
import { emptyState } from '../helpers/fixtures.js';
import { lengthToHexes, targetProblem } from '../../renderer/lib/targets.js';

const AT = '2026-01-01T00:00:00.000Z';
let n = 0;
const ctx = { newId: () => `x${++n}` };
function run(live: LiveEncounter, c: CommandInput): LiveEncounter {
  const r = apply(live, c, AT, ctx);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** A fighter at (1,1), a goblin at (5,1) (4 hexes away), an ally at (1,2), a dead goblin at (2,1). */
function arena(): LiveEncounter {
  let live = open({ schemaVersion: 8, id: 'enc-1', createdAt: AT, updatedAt: AT, initial: emptyState(), history: [], cursor: 0 });
  live = run(live, { type: 'setMap', settings: { cols: 10, rows: 8, orientation: 'pointy', hexSize: { value: 5, unit: 'ft' } } });
  live = run(live, { type: 'addCombatant', combatant: { id: 'f', name: 'Fighter', side: 'party', kind: 'pc', hp: { max: 20 } } });
  live = run(live, { type: 'addCombatant', combatant: { id: 'a', name: 'Cleric', side: 'party', kind: 'pc', hp: { max: 20 } } });
  live = run(live, { type: 'addCombatant', combatant: { id: 'g', name: 'Goblin', side: 'enemy', kind: 'monster', hp: { max: 7 } } });
  live = run(live, { type: 'addCombatant', combatant: { id: 'd', name: 'Goblin 2', side: 'enemy', kind: 'monster', hp: { max: 7 } } });
  live = run(live, { type: 'placeCombatant', id: 'f', at: { q: 1, r: 1 } });
  live = run(live, { type: 'placeCombatant', id: 'a', at: { q: 1, r: 2 } });
  live = run(live, { type: 'placeCombatant', id: 'g', at: { q: 5, r: 1 } });
  live = run(live, { type: 'placeCombatant', id: 'd', at: { q: 2, r: 1 } });
  return live;
}
const by = (s: EncounterState, id: string) => s.combatants.find((c) => c.id === id)!;
const kill = (s: EncounterState, id: string): EncounterState => ({ ...s, combatants: s.combatants.map((c) => (c.id === id ? { ...c, life: 'dead' as const } : c)) });

describe('targetProblem', () => {
  it('refuses the dead, flags allies, and accepts a foe in reach and in sight', () => {
    const s = kill(arena().state, 'd');
    expect(targetProblem(s, by(s, 'f'), by(s, 'd'))).toBe('dead');
    expect(targetProblem(s, by(s, 'f'), by(s, 'a'))).toBe('ally');
    expect(targetProblem(s, by(s, 'f'), by(s, 'g'))).toBeNull();
    expect(targetProblem(s, by(s, 'f'), by(s, 'g'), { min: 1, max: 4 })).toBeNull();
  });

  it('is out of reach beyond the weapon reach (in hexes), and only when both are placed', () => {
    const s = arena().state;
    expect(targetProblem(s, by(s, 'f'), by(s, 'g'), { min: 1, max: 1 })).toBe('out-of-reach');
    const unplaced = { ...s, combatants: s.combatants.map((c) => (c.id === 'g' ? { ...c, position: null } : c)) };
    expect(targetProblem(unplaced, by(unplaced, 'f'), by(unplaced, 'g'), { min: 1, max: 1 })).toBeNull();
  });

  it('is out of sight behind impassable hexes', () => {
    let live = arena();
    live = run(live, { type: 'paintTerrain', terrain: 'impassable', cells: [{ q: 3, r: 0 }, { q: 3, r: 1 }, { q: 3, r: 2 }, { q: 4, r: 0 }, { q: 4, r: 1 }] });
    const s = live.state;
    expect(targetProblem(s, by(s, 'f'), by(s, 'g'))).toBe('no-sight');
  });

  it('names an ally only when nothing refuses, and skips what the action does not refuse', () => {
    const s = kill(arena().state, 'd');
    expect(targetProblem(s, by(s, 'f'), by(s, 'a'), { min: 0, max: 0 })).toBe('out-of-reach');
    expect(targetProblem(s, by(s, 'f'), by(s, 'd'), undefined, ['dead'])).toBeNull();
    expect(targetProblem(s, by(s, 'f'), by(s, 'a'), undefined, ['ally'])).toBeNull();
    expect(targetProblem(s, by(s, 'f'), by(s, 'g'), { min: 1, max: 1 }, ['out-of-reach'])).toBeNull();
  });

  it('skips sight when asked', () => {
    let live = arena();
    live = run(live, { type: 'paintTerrain', terrain: 'impassable', cells: [{ q: 3, r: 0 }, { q: 3, r: 1 }, { q: 3, r: 2 }, { q: 4, r: 0 }, { q: 4, r: 1 }] });
    const s = live.state;
    expect(targetProblem(s, by(s, 'f'), by(s, 'g'), undefined, ['no-sight'])).toBeNull();
  });

  it('converts lengths to hexes of the map', () => {
    expect(lengthToHexes({ hexSize: { value: 5, unit: 'ft' } }, 5, 'ft')).toBe(1);
    expect(lengthToHexes({ hexSize: { value: 5, unit: 'ft' } }, 80, 'ft')).toBe(16);
    expect(lengthToHexes({ hexSize: { value: 1, unit: 'm' } }, 1.5, 'm')).toBe(1);
    expect(lengthToHexes({ hexSize: { value: 1.5, unit: 'm' } }, 5, 'ft')).toBe(1);
  });
});
