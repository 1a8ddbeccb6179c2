import { describe, expect, it } from 'vitest';
import type { CommandInput } from '../../shared/model/commands.js';
import type { EncounterState } from '../../shared/model/encounter.js';
import { onMap } from '../../shared/model/map.js';
import { enemyThreat, indexMap, planMove, sightBetween, combatantDistance, hexesToLength } from '../../shared/battlefield/spatial.js';
import { hexKey, edgeToTuple } from '../../shared/hex/index.js';
import { edgeBetween } from '../helpers/hex.js';
import { apply, open, undo, type LiveEncounter } from '../../main/rules/core/history.js';
import { emptyState } from '../helpers/fixtures.js';

const AT = '2026-01-01T00:00:00.000Z';
let n = 0;
const ctx = { newId: () => `x${++n}` };

function run(live: LiveEncounter, c: CommandInput): LiveEncounter {
  const r = apply(live, (c), AT, ctx);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
function attempt(live: LiveEncounter, c: CommandInput) {
  return apply(live, (c), AT, ctx);
}

/** A 10×8 pointy map, 1 m hexes, with a fighter (speed 6) at (1,1) and a goblin at (5,1). */
function arena(): LiveEncounter {
  let live = open({ schemaVersion: 8, id: 'enc-1', createdAt: AT, updatedAt: AT, initial: emptyState(), history: [], cursor: 0 });
  live = run(live, { type: 'setMap', settings: { cols: 10, rows: 8, orientation: 'pointy', hexSize: { value: 1, unit: 'm' } } });
  live = run(live, { type: 'addCombatant', combatant: { id: 'f', name: 'Fighter', side: 'party', kind: 'pc', hp: { max: 20 }, speed: 6 } });
  live = run(live, { type: 'addCombatant', combatant: { id: 'g', name: 'Goblin', side: 'enemy', kind: 'monster', hp: { max: 7 } } });
  live = run(live, { type: 'placeCombatant', id: 'f', at: { q: 1, r: 1 } });
  live = run(live, { type: 'placeCombatant', id: 'g', at: { q: 5, r: 1 } });
  return live;
}
const f = (s: EncounterState) => s.combatants.find((c) => c.id === 'f')!;
const g = (s: EncounterState) => s.combatants.find((c) => c.id === 'g')!;

describe('battlefield commands', () => {
  it('moves along the cheapest path and counts the movement spent', () => {
    let live = arena();
    live = run(live, { type: 'moveCombatant', id: 'f', to: { q: 3, r: 1 } });
    expect(f(live.state).position).toEqual({ q: 3, r: 1 });
    expect(f(live.state).moved).toBe(2);
    expect(live.file.history.at(-1)?.events[0]).toMatchObject({ type: 'combatant.moved', cost: 2, path: [{ q: 1, r: 1 }, { q: 2, r: 1 }, { q: 3, r: 1 }] });
  });

  it('difficult terrain costs double, and the path goes around it when that is cheaper', () => {
    let live = arena();
    live = run(live, { type: 'paintTerrain', terrain: 'difficult', cells: [{ q: 2, r: 1 }, { q: 3, r: 1 }] });
    expect(planMove(live.state, indexMap(live.state), 'f', { q: 3, r: 1 })).toMatchObject({ ok: true, cost: 4 });
    // (1,1) → (3,0): straight through (2,1) would cost 2 + 1; around by (2,0) costs 2
    const around = planMove(live.state, indexMap(live.state), 'f', { q: 3, r: 0 });
    expect(around).toMatchObject({ ok: true, cost: 2, path: [{ q: 1, r: 1 }, { q: 2, r: 0 }, { q: 3, r: 0 }] });
    live = run(live, { type: 'moveCombatant', id: 'f', to: { q: 3, r: 1 } });
    expect(f(live.state).moved).toBe(4);
  });

  it('refuses moves through walls, into occupied or impassable hexes, and beyond the speed; the GM can override', () => {
    let live = arena();
    // wall the fighter in on every side
    const around = [{ q: 2, r: 1 }, { q: 2, r: 0 }, { q: 1, r: 0 }, { q: 0, r: 1 }, { q: 0, r: 2 }, { q: 1, r: 2 }];
    live = run(live, { type: 'setWalls', present: true, edges: around.map((h) => edgeToTuple(edgeBetween({ q: 1, r: 1 }, h))) });
    expect(attempt(live, { type: 'moveCombatant', id: 'f', to: { q: 2, r: 1 } })).toMatchObject({ ok: false, error: { code: 'INVALID_COMMAND', issues: [{ message: 'NO_PATH' }] } });
    live = must(undo(live, AT));
    expect(attempt(live, { type: 'moveCombatant', id: 'f', to: { q: 5, r: 1 } })).toMatchObject({ ok: false, error: { issues: [{ message: 'OCCUPIED' }] } });
    expect(attempt(live, { type: 'moveCombatant', id: 'f', to: { q: 5, r: 6 } })).toMatchObject({ ok: false, error: { issues: [{ message: 'OUT_OF_MOVEMENT' }] } });
    expect(attempt(live, { type: 'moveCombatant', id: 'f', to: { q: 40, r: 1 } })).toMatchObject({ ok: false, error: { issues: [{ message: 'OFF_MAP' }] } });
    live = run(live, { type: 'paintTerrain', terrain: 'impassable', cells: [{ q: 3, r: 3 }] });
    expect(attempt(live, { type: 'moveCombatant', id: 'f', to: { q: 3, r: 3 } })).toMatchObject({ ok: false, error: { issues: [{ message: 'IMPASSABLE' }] } });
    live = run(live, { type: 'moveCombatant', id: 'f', to: { q: 5, r: 6 }, override: true });
    expect(live.file.history.at(-1)?.events[0]).toMatchObject({ override: true });
  });

  it('enemies block the way, allies do not', () => {
    let live = arena();
    live = run(live, { type: 'addCombatant', combatant: { id: 'a', name: 'Ally', side: 'party', kind: 'pc', hp: { max: 5 } } });
    live = run(live, { type: 'placeCombatant', id: 'a', at: { q: 2, r: 1 } });
    // through the ally in a straight line costs 2
    expect(planMove(live.state, indexMap(live.state), 'f', { q: 3, r: 1 })).toMatchObject({ ok: true, cost: 2 });
    live = run(live, { type: 'updateCombatant', id: 'a', patch: { side: 'enemy' } });
    const plan = planMove(live.state, indexMap(live.state), 'f', { q: 3, r: 1 });
    expect(plan.ok && plan.path.some((h) => h.q === 2 && h.r === 1)).toBe(false);
  });

  it('movement resets when the combatant’s turn starts', () => {
    let live = arena();
    live = run(live, { type: 'setInitiative', id: 'f', value: 20 });
    live = run(live, { type: 'nextTurn' });
    live = run(live, { type: 'moveCombatant', id: 'f', to: { q: 4, r: 1 } });
    expect(f(live.state).moved).toBe(3);
    live = run(live, { type: 'nextTurn' });
    live = run(live, { type: 'nextTurn' });
    expect(live.state.activeId).toBe('f');
    expect(f(live.state).moved).toBe(0);
  });

  it('paints only on-map hexes, erases with normal terrain, and refuses a paint entirely off the map', () => {
    let live = arena();
    live = run(live, { type: 'paintTerrain', terrain: 'water', cells: [{ q: 0, r: 0 }, { q: 99, r: 99 }] });
    expect(live.state.map?.terrain).toEqual([[0, 0, 'water']]);
    live = run(live, { type: 'paintTerrain', terrain: 'normal', cells: [{ q: 0, r: 0 }] });
    expect(live.state.map?.terrain).toEqual([]);
    expect(attempt(live, { type: 'paintTerrain', terrain: 'water', cells: [{ q: 99, r: 99 }] }).ok).toBe(false);
  });

  it('stores walls canonically, so the same edge from either side is one wall', () => {
    let live = arena();
    live = run(live, { type: 'setWalls', present: true, edges: [edgeToTuple(edgeBetween({ q: 1, r: 1 }, { q: 2, r: 1 })), edgeToTuple(edgeBetween({ q: 2, r: 1 }, { q: 1, r: 1 }))] });
    expect(live.state.map?.walls).toHaveLength(1);
    live = run(live, { type: 'setWalls', present: false, edges: [edgeToTuple(edgeBetween({ q: 2, r: 1 }, { q: 1, r: 1 }))] });
    expect(live.state.map?.walls).toHaveLength(0);
  });

  it('computes threat, distance in map units, and sight blocked by walls', () => {
    let live = arena();
    const threat = enemyThreat(live.state, f(live.state));
    expect(threat.has(hexKey(4, 1))).toBe(true);
    expect(threat.has(hexKey(3, 1))).toBe(false);
    expect(combatantDistance(f(live.state), g(live.state))).toBe(4);
    expect(hexesToLength({ hexSize: { value: 5, unit: 'ft' } }, 4)).toEqual({ value: 20, unit: 'ft' });
    expect(sightBetween(indexMap(live.state)!, f(live.state), g(live.state))).toEqual({ visible: true, cover: 'none' });
    live = run(live, { type: 'paintTerrain', terrain: 'impassable', cells: [{ q: 3, r: 1 }, { q: 3, r: 0 }, { q: 2, r: 2 }] });
    expect(sightBetween(indexMap(live.state)!, f(live.state), g(live.state))?.visible).toBe(false);
  });

  it('knows which hexes are on an offset-rectangle map in both orientations', () => {
    expect(onMap({ cols: 3, rows: 2, orientation: 'pointy' }, 0, 0)).toBe(true);
    expect(onMap({ cols: 3, rows: 2, orientation: 'pointy' }, -1, 1)).toBe(false); // odd-r row 1 starts at q=0
    expect(onMap({ cols: 3, rows: 2, orientation: 'pointy' }, 2, 1)).toBe(true);
    expect(onMap({ cols: 2, rows: 3, orientation: 'flat' }, 1, 2)).toBe(true);
    expect(onMap({ cols: 2, rows: 3, orientation: 'flat' }, 1, 3)).toBe(false);
  });
});

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
