// D&D 5e movement on the hex map (rules inventory 5E-MOVE-*, 5 ft = 1 hex): planMove's costs,
// refusals and paths, the speed-switching arithmetic, squeezing and the surround counts.
import { dnd5eSheet } from '../../shared/systems/dnd5e/sheet.js';
import { describe, expect, it } from 'vitest';
import type { SystemId } from '../../shared/model/encounter.js';
import type { BattleMap, EdgeTuple, Terrain } from '../../shared/model/map.js';
import { enemyThreat, indexMap, planMove, type MoveCombatant, type MovePlan } from '../../shared/battlefield/spatial.js';
import { isHostile } from '../../shared/battlefield/movement.js';
import { dnd5eStepCost, moveSpeeds } from '../../shared/systems/dnd5e/movement.js';
import { squareSurroundCount, surroundCount } from '../helpers/surround.js';
import { edgeToTuple, findPath, footprintHexes, hexKey, squeezedSize, type Hex } from '../../shared/hex/index.js';
import { edgeBetween, reachable } from '../helpers/hex.js';
import { Table, srd } from '../helpers/dnd5e.js';

type Spec = Partial<MoveCombatant> & Pick<MoveCombatant, 'id'>;
const unit = (s: Spec): MoveCombatant => ({ side: 'party', size: 'medium', position: null, speed: 6, moved: 0, conditions: [], life: 'ok', ...s });

interface Field {
  cols: number;
  rows: number;
  terrain?: [number, number, Terrain][];
  walls?: EdgeTuple[];
  units: Spec[];
  system?: SystemId;
}
/** A pointy map (odd-r rows; on rows 0 and 1, q is the column) with combatants; 5e unless told. */
function field(f: Field) {
  const map: BattleMap = {
    cols: f.cols, rows: f.rows, orientation: 'pointy', hexSize: { value: 5, unit: 'ft' },
    terrain: f.terrain ?? [], walls: f.walls ?? [], background: null,
  };
  const state = { system: f.system ?? 'dnd5e', map, combatants: f.units.map(unit) };
  const index = indexMap(state);
  const plan = (id: string, q: number, r: number, override = false, opts?: { budget?: number }): MovePlan => planMove(state, index, id, { q, r }, override, opts);
  return { state, index, plan };
}
const qr = (path: readonly Hex[]) => path.map((h) => [h.q, h.r]);
/** A one-row corridor: the only way between two hexes is the straight line, so costs are exact. */
const row = (units: Spec[], terrain: [number, number, Terrain][] = [], system?: SystemId) => field({ cols: 14, rows: 1, terrain, units, system });
const at = (q: number, r = 0) => ({ q, r });

describe('5e movement: speed and budget', () => {
  it('5E-MOVE-01: moves up to its speed, as much or as little as it likes', () => {
    const { plan } = row([{ id: 'f', position: at(2) }]);
    expect(plan('f', 3, 0)).toEqual({ ok: true, path: [{ q: 2, r: 0, s: -2 }, { q: 3, r: 0, s: -3 }], cost: 1, remaining: 5, override: false, squeezed: false });
    expect(plan('f', 8, 0)).toMatchObject({ ok: true, cost: 6, remaining: 0 });
    expect(plan('f', 9, 0)).toEqual({ ok: false, reason: 'OUT_OF_MOVEMENT', cost: 7, remaining: 6 });
    expect(plan('f', 2, 0)).toMatchObject({ ok: true, cost: 0, remaining: 6 });
  });

  it('5E-MOVE-02: swimming (water) costs no extra in 5e (G-22), unlike the generic double cost', () => {
    const water: [number, number, Terrain][] = [[3, 0, 'water'], [4, 0, 'water']];
    const dnd = row([{ id: 'f', position: at(2) }], water).plan('f', 5, 0);
    expect(dnd).toMatchObject({ ok: true, cost: 3 });
    expect(dnd.ok && qr(dnd.path)).toEqual([[2, 0], [3, 0], [4, 0], [5, 0]]);
    expect(row([{ id: 'f', position: at(2) }], water, 'generic').plan('f', 5, 0)).toMatchObject({ ok: true, cost: 5 });
    expect(dnd5eStepCost({ difficult: false, crawling: false, squeezing: false })).toBe(1);
  });

  it('5E-MOVE-03: movement breaks up across the turn: what was moved is spent, the rest is left', () => {
    // speed 6: move 2, take the action, move 4 (W-02)
    const first = row([{ id: 'f', position: at(2) }]).plan('f', 4, 0);
    expect(first).toMatchObject({ ok: true, cost: 2, remaining: 4 });
    const later = row([{ id: 'f', position: at(4), moved: 2 }]);
    expect(later.plan('f', 8, 0)).toMatchObject({ ok: true, cost: 4, remaining: 0 });
    expect(later.plan('f', 9, 0)).toEqual({ ok: false, reason: 'OUT_OF_MOVEMENT', cost: 5, remaining: 4 });
    // every hex spent counts, difficult surcharge included
    expect(row([{ id: 'f', position: at(2), moved: 5 }], [[3, 0, 'difficult']]).plan('f', 3, 0)).toMatchObject({ ok: false, reason: 'OUT_OF_MOVEMENT', cost: 2, remaining: 1 });
  });

  it('planMove opts.budget replaces speed as the turn’s movement (Dash: speed × 2), the old 5-argument call still works', () => {
    const { plan } = row([{ id: 'f', position: at(1), moved: 1 }]);
    expect(plan('f', 9, 0)).toEqual({ ok: false, reason: 'OUT_OF_MOVEMENT', cost: 8, remaining: 5 });
    expect(plan('f', 9, 0, false, { budget: 12 })).toMatchObject({ ok: true, cost: 8, remaining: 3 });
    expect(plan('f', 13, 0, false, { budget: 12 })).toEqual({ ok: false, reason: 'OUT_OF_MOVEMENT', cost: 12, remaining: 11 });
    expect(plan('f', 13, 0, true, { budget: 12 })).toMatchObject({ ok: true, cost: 12, remaining: 0, override: true });
    expect(plan('f', 2, 0, false, { budget: 0 })).toEqual({ ok: false, reason: 'OUT_OF_MOVEMENT', cost: 1, remaining: 0 });
  });

  it('5E-MOVE-05: switching speeds subtracts what was already moved from the new speed (W-04, D-13)', () => {
    // Walk 30 ft (6 hexes) / fly 60 ft (12): walk 4 → fly 12 − 4 = 8 left → walking is out (6 − 12 < 0).
    const t = new Table([{ id: 'f', stats: { ...srd('goblin'), speed: { walk: 30, fly: 60 } }, at: [0, 5], initiative: 20 }]);
    t.turnOf('f');
    t.ok({ type: 'moveCombatant', id: 'f', to: { q: 4, r: 5 } });
    expect(t.refused({ type: 'moveCombatant', id: 'f', to: { q: 13, r: 5 }, speed: 'fly' })).toMatch(/OUT_OF_MOVEMENT/);
    t.ok({ type: 'moveCombatant', id: 'f', to: { q: 12, r: 5 }, speed: 'fly' });
    expect([t.c('f').position, t.c('f').moved]).toEqual([{ q: 12, r: 5 }, 12]);
    expect(t.refused({ type: 'moveCombatant', id: 'f', to: { q: 13, r: 5 } })).toMatch(/OUT_OF_MOVEMENT/);
    // A speed it does not have is refused by name; stat block feet become whole hexes (G-07d).
    expect(t.refused({ type: 'moveCombatant', id: 'f', to: { q: 13, r: 5 }, speed: 'swim' })).toMatch(/cannot move swimming: it has no such speed \(5E-MOVE-05\)/);
    expect(moveSpeeds({ speed: 6, sheet: dnd5eSheet({ ...srd('goblin'), speed: { walk: 30, fly: 60, swim: 25 } }) })).toEqual({ walk: 6, fly: 12, swim: 5 });
  });

});

describe('5e movement: terrain, crawling and other creatures', () => {
  it('5E-MOVE-06: a difficult hex costs 2', () => {
    const { plan } = row([{ id: 'f', position: at(2) }], [[3, 0, 'difficult'], [5, 0, 'difficult']]);
    expect(plan('f', 3, 0)).toMatchObject({ ok: true, cost: 2, remaining: 4 });
    expect(plan('f', 6, 0)).toMatchObject({ ok: true, cost: 6, remaining: 0 });
    expect(plan('f', 7, 0)).toMatchObject({ ok: false, reason: 'OUT_OF_MOVEMENT', cost: 7 });
  });

  it('5E-MOVE-07: the surcharge does not stack: a difficult hex holding a creature still costs 2', () => {
    const { plan } = row([{ id: 'f', position: at(2) }, { id: 'a', position: at(3) }], [[3, 0, 'difficult']]);
    expect(plan('f', 4, 0)).toMatchObject({ ok: true, cost: 3 });
  });

  it('5E-MOVE-09: another creature’s space, ally or crossable foe, is difficult terrain when passing through it', () => {
    const ally = row([{ id: 'f', position: at(2) }, { id: 'a', position: at(3) }]);
    expect(ally.plan('f', 4, 0)).toMatchObject({ ok: true, cost: 3, path: [{ q: 2 }, { q: 3 }, { q: 4 }] });
    const foe = row([{ id: 'f', position: at(2) }, { id: 'rat', side: 'enemy', size: 'tiny', position: at(3) }]);
    expect(foe.plan('f', 4, 0)).toMatchObject({ ok: true, cost: 3 });
    // not in 5e: the generic rules keep allies free to cross
    expect(row([{ id: 'f', position: at(2) }, { id: 'a', position: at(3) }], [], 'generic').plan('f', 4, 0)).toMatchObject({ ok: true, cost: 2 });
    // in the open the path goes around two allies in a row when that is cheaper: 4 around, 5 through
    const pair: Spec[] = [{ id: 'f', position: at(2, 1) }, { id: 'a', position: at(3, 1) }, { id: 'b', position: at(4, 1) }];
    const around = field({ cols: 10, rows: 3, units: pair }).plan('f', 5, 1);
    expect(around).toMatchObject({ ok: true, cost: 4 });
    expect(around.ok && around.path.some((h) => h.r === 1 && (h.q === 3 || h.q === 4))).toBe(false);
    expect(field({ cols: 10, rows: 3, units: pair, system: 'generic' }).plan('f', 5, 1)).toMatchObject({ ok: true, cost: 3 });
  });

  it('5E-MOVE-15: a prone creature crawls: 2 per hex, 3 per difficult hex (W-07)', () => {
    const terrain: [number, number, Terrain][] = [[4, 0, 'difficult']];
    const { plan } = row([{ id: 'f', position: at(2), conditions: ['prone'] }], terrain);
    expect(plan('f', 3, 0)).toMatchObject({ ok: true, cost: 2, remaining: 4 });
    expect(plan('f', 4, 0)).toMatchObject({ ok: true, cost: 5, remaining: 1 });
    expect(plan('f', 5, 0)).toEqual({ ok: false, reason: 'OUT_OF_MOVEMENT', cost: 7, remaining: 6 });
    // the condition may be written in Spanish
    expect(row([{ id: 'f', position: at(2), conditions: ['Tumbado'] }], terrain).plan('f', 4, 0)).toMatchObject({ cost: 5 });
    // and crawling through another creature's space: 1 + 1 (crawl) + 1 (its space)
    expect(row([{ id: 'f', position: at(2), conditions: ['prone'] }, { id: 'a', position: at(3) }]).plan('f', 4, 0)).toMatchObject({ ok: true, cost: 5 });
    // standing creatures pay 1 + 2
    expect(row([{ id: 'f', position: at(2) }], terrain).plan('f', 4, 0)).toMatchObject({ cost: 3 });
    expect(dnd5eStepCost({ difficult: true, crawling: true, squeezing: false })).toBe(3);
  });

  it('5E-MOVE-16: non-hostile creatures can be crossed: allies and neutrals (one hostility rule for moving and threat)', () => {
    for (const side of ['party', 'neutral'] as const) {
      const { plan } = row([{ id: 'f', position: at(2) }, { id: 'x', side, position: at(3) }]);
      expect(plan('f', 5, 0)).toMatchObject({ ok: true, cost: 4 });
    }
    expect(row([{ id: 'g', side: 'enemy', position: at(2) }, { id: 'x', side: 'neutral', position: at(3) }]).plan('g', 5, 0)).toMatchObject({ ok: true, cost: 4 });
    expect(isHostile({ side: 'party' }, { side: 'enemy' })).toBe(true);
    expect(isHostile({ side: 'party' }, { side: 'neutral' })).toBe(false);
    expect(isHostile({ side: 'enemy' }, { side: 'enemy' })).toBe(false);
    // a neutral creature threatens nobody
    const reach = { min: 1, max: 1 };
    const f = { ...unit({ id: 'f', position: at(2, 2) }), reach };
    const threat = enemyThreat({ combatants: [f, { ...unit({ id: 'n', side: 'neutral', position: at(3, 2) }), reach }, { ...unit({ id: 'e', side: 'enemy', position: at(6, 2) }), reach }] }, f);
    expect(threat.has(hexKey(4, 2))).toBe(false);
    expect(threat.has(hexKey(5, 2))).toBe(true);
  });

  it('5E-MOVE-17: a hostile creature’s space can be crossed only when the sizes are two or more categories apart (D-16)', () => {
    const cross = (mover: MoveCombatant['size'], foe: MoveCombatant['size']) =>
      row([{ id: 'f', size: mover, position: at(2) }, { id: 'e', side: 'enemy', size: foe, position: at(3) }]).plan('f', 4, 0);
    expect(cross('medium', 'medium')).toMatchObject({ ok: false, reason: 'NO_PATH' });
    expect(cross('medium', 'small')).toMatchObject({ ok: false, reason: 'NO_PATH' });
    expect(cross('medium', 'tiny')).toMatchObject({ ok: true, cost: 3 });
    expect(cross('tiny', 'medium')).toMatchObject({ ok: true, cost: 3 });
    expect(cross('small', 'medium')).toMatchObject({ ok: false, reason: 'NO_PATH' });
    // a Large foe (1 step) walls off a 2-row corridor; a Huge one (2 steps) in a 3-row corridor can be crossed
    const large = field({ cols: 12, rows: 2, units: [{ id: 'f', position: at(2) }, { id: 'e', side: 'enemy', size: 'large', position: at(5) }] });
    expect(large.plan('f', 8, 0)).toMatchObject({ ok: false, reason: 'NO_PATH' });
    const huge = field({ cols: 12, rows: 3, units: [{ id: 'f', position: at(2, 1) }, { id: 'e', side: 'enemy', size: 'huge', position: at(5, 1) }] });
    // 6 steps with 3 of them inside the Huge space, or 7 with 2: 9 either way
    expect(huge.plan('f', 8, 1, false, { budget: 12 })).toMatchObject({ ok: true, cost: 9 });
  });

  it('5E-MOVE-18: no move ends in another creature’s space, friend or foe; the GM can override', () => {
    const { plan } = row([{ id: 'f', position: at(2) }, { id: 'a', position: at(3) }, { id: 'rat', side: 'enemy', size: 'tiny', position: at(5) }]);
    expect(plan('f', 3, 0)).toEqual({ ok: false, reason: 'OCCUPIED', cost: null, remaining: 6 });
    expect(plan('f', 5, 0)).toEqual({ ok: false, reason: 'OCCUPIED', cost: null, remaining: 6 });
    expect(plan('f', 6, 0)).toMatchObject({ ok: true, cost: 6 });
    expect(plan('f', 3, 0, true)).toMatchObject({ ok: true, cost: 2, override: true });
    // a big creature's whole footprint counts
    const big = field({ cols: 12, rows: 3, units: [{ id: 'f', position: at(2, 1) }, { id: 'o', side: 'enemy', size: 'huge', position: at(6, 1) }] });
    expect(big.plan('f', 6, 2, false, { budget: 20 })).toMatchObject({ ok: false, reason: 'OCCUPIED' });
  });
});

describe('5e movement: space and size', () => {
  it('5E-MOVE-21, 5E-MOVE-22: each size takes the ADR 0005 footprint; Medium controls 1 hex (5 ft)', () => {
    const n = (size: MoveCombatant['size']) => footprintHexes({ q: 0, r: 0 }, size).length;
    expect([n('tiny'), n('small'), n('medium'), n('large'), n('huge'), n('gargantuan')]).toEqual([1, 1, 1, 3, 7, 12]);
    const { index } = field({ cols: 10, rows: 4, units: [{ id: 'm', position: at(1, 1) }, { id: 'l', size: 'large', position: at(4, 1) }, { id: 'h', size: 'huge', position: at(7, 1) }] });
    const count = (id: string) => [...(index?.occupied.values() ?? [])].filter((x) => x === id).length;
    expect([count('m'), count('l'), count('h')]).toEqual([1, 3, 7]);
    expect(index?.occupied.get(hexKey(5, 1))).toBe('l');
    expect(index?.occupied.get(hexKey(4, 2))).toBe('l');
    expect(index?.occupied.get(hexKey(5, 2))).toBeUndefined();
  });

  it('5E-MOVE-23: a Medium hobgoblin in a 1-hex doorway stops hostile creatures; allies and those it lets through pass', () => {
    // row 2 is a wall of impassable hexes with a door at (3,2)
    const wall: [number, number, Terrain][] = [];
    for (let q = -1; q <= 7; q++) if (q !== 3) wall.push([q, 2, 'impassable']);
    const doorway = (side: 'party' | 'enemy' | 'neutral') =>
      field({ cols: 9, rows: 5, terrain: wall, units: [{ id: 'f', position: at(3, 0) }, { id: 'hob', side, position: at(3, 2) }] });
    expect(doorway('enemy').plan('f', 3, 4, false, { budget: 20 })).toMatchObject({ ok: false, reason: 'NO_PATH' });
    const ally = doorway('party').plan('f', 3, 4);
    expect(ally).toMatchObject({ ok: true, cost: 5 });
    expect(ally.ok && qr(ally.path)).toEqual([[3, 0], [3, 1], [3, 2], [3, 3], [3, 4]]);
    // "unless it lets them" (G-20): the GM makes it non-hostile
    expect(doorway('neutral').plan('f', 3, 4)).toMatchObject({ ok: true, cost: 5 });
    // and the door itself is empty: without the hobgoblin, 4
    expect(field({ cols: 9, rows: 5, terrain: wall, units: [{ id: 'f', position: at(3, 0) }] }).plan('f', 3, 4)).toMatchObject({ ok: true, cost: 4 });
  });

  it('5E-MOVE-24: 6 Medium creatures surround a Medium one on hexes, against the seed’s 8 on squares (G-07e)', () => {
    expect(surroundCount('medium', 'medium')).toBe(6);
    expect(squareSurroundCount(1, 1)).toBe(8);
    // on the map: with its 6 neighbours taken, a seventh creature finds no hex adjacent to the target
    const around = [at(4, 2), at(4, 1), at(3, 1), at(2, 2), at(2, 3), at(3, 3)];
    const ring: Spec[] = around.map((position, i) => ({ id: `r${i}`, position }));
    const { plan } = field({ cols: 9, rows: 6, units: [{ id: 't', side: 'enemy', position: at(3, 2) }, ...ring, { id: 'late', position: at(6, 4) }] });
    for (const h of around) expect(plan('late', h.q, h.r, false, { budget: 20 })).toMatchObject({ ok: false, reason: 'OCCUPIED' });
  });

  it('5E-MOVE-25: fewer big creatures fit around one; recomputed from the hex footprints', () => {
    // Medium around Large / Huge / Gargantuan: every hex touching the footprint (squares: 12, 16, 20)
    expect([surroundCount('large', 'medium'), surroundCount('huge', 'medium'), surroundCount('gargantuan', 'medium')]).toEqual([9, 12, 15]);
    expect([squareSurroundCount(2, 1), squareSurroundCount(3, 1), squareSurroundCount(4, 1)]).toEqual([12, 16, 20]);
    // Large around Medium: 4 triangles (the seed's "five" is loose: 4 non-overlapping 2×2 squares too)
    expect(surroundCount('medium', 'large')).toBe(4);
    expect(squareSurroundCount(1, 2)).toBe(4);
    expect([surroundCount('large', 'large'), surroundCount('huge', 'large'), surroundCount('gargantuan', 'large')]).toEqual([6, 7, 9]);
    expect([surroundCount('medium', 'huge'), surroundCount('medium', 'gargantuan'), surroundCount('gargantuan', 'gargantuan')]).toEqual([4, 3, 6]);
    // Tiny takes a whole hex too
    expect(surroundCount('medium', 'tiny')).toBe(6);
  });
});

describe('5e movement: squeezing', () => {
  // Columns 4–7 are solid rock except row 2: a corridor 1 hex wide (q 3..6 on row 2, where q = col − 1).
  const rock: [number, number, Terrain][] = [];
  for (let r = 0; r < 5; r++) {
    for (let col = 4; col <= 7; col++) if (r !== 2) rock.push([col - (r - (r & 1)) / 2, r, 'impassable']);
  }
  const corridor = (units: Spec[], system?: SystemId, terrain: [number, number, Terrain][] = []) => field({ cols: 12, rows: 5, terrain: [...rock, ...terrain], units, system });

  it('5E-MOVE-26: a Large creature squeezes through a 1-hex passage into the space of a Medium one', () => {
    expect(squeezedSize('large')).toBe('medium');
    expect(squeezedSize('huge')).toBe('large');
    expect(squeezedSize('gargantuan')).toBe('huge');
    expect(squeezedSize('medium')).toBeNull();
    const { plan } = corridor([{ id: 'ogre', size: 'large', speed: 12, position: at(1, 2) }]);
    const through = plan('ogre', 8, 2);
    expect(through).toMatchObject({ ok: true, squeezed: false });
    expect(through.ok && qr(through.path)).toEqual([[1, 2], [2, 2], [3, 2], [4, 2], [5, 2], [6, 2], [7, 2], [8, 2]]);
    // it may stop inside, still squeezed, and the index then records only the hex it squeezes into
    const stop = plan('ogre', 4, 2);
    expect(stop).toMatchObject({ ok: true, cost: 5, squeezed: true });
    const inside = corridor([{ id: 'ogre', size: 'large', speed: 12, position: at(4, 2) }]);
    expect(inside.index?.squeezed.has('ogre')).toBe(true);
    expect([...(inside.index?.occupied.values() ?? [])]).toEqual(['ogre']);
    // outside 5e there is no squeezing: the corridor is shut to it
    expect(corridor([{ id: 'ogre', size: 'large', speed: 12, position: at(1, 2) }], 'generic').plan('ogre', 8, 2)).toMatchObject({ ok: false, reason: 'NO_PATH' });
    // a Huge creature does not fit a space for a Large one here
    expect(corridor([{ id: 'troll', size: 'huge', speed: 20, position: at(1, 2) }]).plan('troll', 9, 2)).toMatchObject({ ok: false, reason: 'NO_PATH' });
  });

  it('5E-MOVE-26: a wall through the footprint also forces a squeeze (generic: refused)', () => {
    // a wall between (3,1) and (4,1), the anchor and its direction-0 neighbour of a Large at (3,1)
    const walls = [edgeToTuple(edgeBetween({ q: 3, r: 1 }, { q: 4, r: 1 }))];
    const units: Spec[] = [{ id: 'ogre', size: 'large', position: at(1, 1) }];
    expect(field({ cols: 10, rows: 4, walls, units }).plan('ogre', 3, 1)).toMatchObject({ ok: true, cost: 3, squeezed: true });
    expect(field({ cols: 10, rows: 4, walls, units, system: 'generic' }).plan('ogre', 3, 1)).toMatchObject({ ok: false, reason: 'IMPASSABLE' });
  });

  it('5E-MOVE-26: a Large creature squeezes through a 1-hex gap in a wall; the step costs 1 extra', () => {
    // a wall between rows 2 and 3, open only on the two upper edges of the door hex (4,3)
    const walls = (open: boolean): EdgeTuple[] => {
      const out: EdgeTuple[] = [];
      for (let q = -1; q <= 8; q++) {
        for (const below of [{ q: q - 1, r: 3 }, { q, r: 3 }]) {
          if (open && below.q === 4) continue;
          out.push(edgeToTuple(edgeBetween({ q, r: 2 }, below)));
        }
      }
      return out;
    };
    const hall = (open: boolean, size: MoveCombatant['size'], system?: SystemId) =>
      field({ cols: 10, rows: 7, walls: walls(open), units: [{ id: 'x', size, speed: 20, position: at(3, 0) }], system });
    const ogre = hall(true, 'large').plan('x', 4, 4);
    expect(ogre).toMatchObject({ ok: true, cost: 6, squeezed: false });
    expect(ogre.ok && qr(ogre.path)).toEqual([[3, 0], [4, 0], [4, 1], [4, 2], [4, 3], [4, 4]]);
    expect(hall(true, 'medium').plan('x', 4, 4)).toMatchObject({ ok: true, cost: 5 });
    expect(hall(true, 'large', 'generic').plan('x', 4, 4)).toMatchObject({ ok: false, reason: 'NO_PATH' });
    expect(hall(false, 'large').plan('x', 4, 4)).toMatchObject({ ok: false, reason: 'NO_PATH' });
    expect(hall(false, 'medium').plan('x', 4, 4)).toMatchObject({ ok: false, reason: 'NO_PATH' });
  });

  it('5E-MOVE-27: squeezing costs 1 extra per hex, adding to difficult terrain and crawling (G-31)', () => {
    // 7 steps along row 2, the 4 inside the corridor squeezed (W-11: 10 ft per hex)
    expect(corridor([{ id: 'ogre', size: 'large', speed: 12, position: at(1, 2) }]).plan('ogre', 8, 2)).toMatchObject({ ok: true, cost: 11, remaining: 1 });
    expect(corridor([{ id: 'f', position: at(1, 2) }]).plan('f', 8, 2, false, { budget: 12 })).toMatchObject({ ok: true, cost: 7 });
    // squeezing through a difficult hex: 3; prone as well: 4
    const rubble: [number, number, Terrain][] = [[4, 2, 'difficult']];
    expect(corridor([{ id: 'ogre', size: 'large', speed: 20, position: at(1, 2) }], 'dnd5e', rubble).plan('ogre', 8, 2)).toMatchObject({ ok: true, cost: 12 });
    expect(corridor([{ id: 'ogre', size: 'large', speed: 20, conditions: ['prone'], position: at(1, 2) }], 'dnd5e', rubble).plan('ogre', 8, 2)).toMatchObject({ ok: true, cost: 19 });
    expect(dnd5eStepCost({ difficult: true, crawling: true, squeezing: true })).toBe(4);
  });
});

describe('findPath / reachable step extras (used for squeezing through gaps)', () => {
  it('adds a per-step extra on top of entry costs, Infinity forbids the step', () => {
    const open = () => 1;
    // stepping east out of the origin costs 5 more: the path to (2,0) goes round it
    const extra = (a: Hex, b: Hex) => (a.q === 0 && a.r === 0 && b.q === 1 && b.r === 0 ? 5 : 0);
    const p = findPath({ q: 0, r: 0 }, { q: 2, r: 0 }, open, { stepExtra: extra });
    expect(p?.cost).toBe(3);
    expect(findPath({ q: 0, r: 0 }, { q: 1, r: 0 }, open, { stepExtra: extra })?.cost).toBe(2); // round by (1,-1)
    expect(findPath({ q: 0, r: 0 }, { q: 1, r: 0 }, open, { stepExtra: () => Infinity })).toBeNull();
    expect(reachable({ q: 0, r: 0 }, 2, open, undefined, extra).get(hexKey(1, 0))).toBe(2);
    expect(() => findPath({ q: 0, r: 0 }, { q: 1, r: 0 }, open, { stepExtra: () => -1 })).toThrow(RangeError);
  });
});
