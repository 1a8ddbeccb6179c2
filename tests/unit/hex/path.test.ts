import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DIRECTIONS, hex, hexDistance, hexKey, hexKeyOf, hexNeighbor, hexRing, hexSpiral, type Hex } from '../../../shared/hex/hex.js';
import { edgeKey, edgeKeyBetween, edgeKeyOf } from '../../../shared/hex/edges.js';
import { findPath, type EdgeBlocked, type EntryCost } from '../../../shared/hex/path.js';
import { edgeBetween, reachable, wallsBlock } from '../../helpers/hex.js';
import { qr } from './oracle.js';

const O = hex(0, 0);
const open: EntryCost = () => 1;

describe('findPath (hand-checked)', () => {
  it('walks straight on open ground and returns a zero-cost path to itself', () => {
    expect(findPath(O, hex(3, 0), open)).toEqual({ path: [O, hex(1, 0), hex(2, 0), hex(3, 0)], cost: 3 });
    expect(findPath(hex(2, 2), hex(2, 2), open)).toEqual({ path: [hex(2, 2)], cost: 0 });
  });

  it('breaks ties deterministically: lowest f, then nearest the goal, then first found (direction order)', () => {
    const a = findPath(O, hex(2, -1), open);
    expect(a?.path.map(qr)).toEqual(['0,0', '1,0', '2,-1']);
    expect(findPath(O, hex(2, -1), open)).toEqual(a);
  });

  it('goes around difficult terrain when that is cheaper, and through it when not', () => {
    const cost: EntryCost = (h) => (h.q === 1 && h.r === 0 ? 3 : 1);
    const res = findPath(O, hex(2, 0), cost);
    expect(res?.cost).toBe(3);
    expect(res?.path).toHaveLength(4);
    expect(res?.path.some((h) => h.q === 1 && h.r === 0)).toBe(false);
    const cheap: EntryCost = (h) => (h.q === 1 && h.r === 0 ? 2 : 1);
    expect(findPath(O, hex(2, 0), cheap)?.cost).toBe(3);
    expect(findPath(O, hex(1, 0), cheap)?.cost).toBe(2);
  });

  it('respects walls on edges', () => {
    const walls = new Set([edgeKeyOf(edgeBetween(O, hex(1, 0)))]);
    const res = findPath(O, hex(1, 0), open, { edgeBlocked: wallsBlock(walls) });
    expect(res?.cost).toBe(2);
    expect(res?.path).toHaveLength(3);
  });

  it('returns null for impassable goals, goals over budget and unreachable goals', () => {
    const wallAt: EntryCost = (h) => (h.q === 3 && h.r === 0 ? Infinity : 1);
    expect(findPath(O, hex(3, 0), wallAt)).toBeNull();
    expect(findPath(O, hex(3, 0), open, { maxCost: 2 })).toBeNull();
    expect(findPath(O, hex(3, 0), open, { maxCost: 3 })?.cost).toBe(3);
    // goal sealed by walls on an unbounded grid: the search limit ends it
    const goal = hex(5, 5);
    const sealed = new Set(DIRECTIONS.map((d) => edgeKey(goal, d)));
    expect(findPath(O, goal, open, { edgeBlocked: wallsBlock(sealed), maxExpanded: 2000 })).toBeNull();
  });

  it('rejects entry costs below 1', () => {
    expect(() => findPath(O, hex(2, 0), () => 0.5)).toThrow(RangeError);
    expect(() => findPath(O, hex(2, 0), () => NaN)).toThrow(RangeError);
  });
});

describe('the Dijkstra oracle (hand-checked)', () => {
  it('floods open ground: costs equal distances', () => {
    const r = reachable(O, 2, open);
    expect(r.size).toBe(19);
    for (const h of hexSpiral(O, 2)) expect(r.get(hexKeyOf(h))).toBe(hexDistance(O, h));
    expect([...reachable(O, 0, open)]).toEqual([[hexKey(0, 0), 0]]);
  });

  it('charges difficult terrain and stops at impassable hexes and walls', () => {
    expect(reachable(O, 2, () => 2).size).toBe(7);
    const ring2 = new Set(hexRing(O, 2).map(hexKeyOf));
    expect(reachable(O, 10, (h) => (ring2.has(hexKeyOf(h)) ? Infinity : 1)).size).toBe(7);
    const walls = new Set(DIRECTIONS.map((d) => edgeKey(O, d)));
    expect([...reachable(O, 5, open, wallsBlock(walls)).keys()]).toEqual([hexKey(0, 0)]);
    // one gap in the walls: everything beyond costs one more
    walls.delete(edgeKey(O, 0));
    const r = reachable(O, 4, open, wallsBlock(walls));
    expect(r.get(hexKey(1, 0))).toBe(1);
    expect(r.get(hexKey(1, -1))).toBe(2);
    expect(r.get(hexKey(0, -1))).toBe(3);
    expect(r.get(hexKey(-1, 0))).toBe(4);
  });
});

// --- Random small maps ---------------------------------------------------------------------------

const RADIUS = 4;
const REGION = hexSpiral(O, RADIUS);
const REGION_KEYS = new Map(REGION.map((h, i) => [hexKeyOf(h), i]));
const EDGES = [...new Set(REGION.flatMap((h) => DIRECTIONS.map((d) => edgeKey(h, d))))];

const arbMap = fc.record({
  costs: fc.array(fc.constantFrom(1, 1, 1, 1, 2, 3, Infinity), { minLength: REGION.length, maxLength: REGION.length }),
  walls: fc.array(fc.integer({ min: 0, max: 9 }), { minLength: EDGES.length, maxLength: EDGES.length }),
  start: fc.integer({ min: 0, max: REGION.length - 1 }),
  goal: fc.integer({ min: 0, max: REGION.length - 1 }),
});

function build(m: { costs: number[]; walls: number[] }): { cost: EntryCost; edgeBlocked: EdgeBlocked; walls: Set<number> } {
  const walls = new Set(EDGES.filter((_, i) => (m.walls[i] ?? 0) < 2));
  const cost: EntryCost = (h) => {
    const i = REGION_KEYS.get(hexKeyOf(h));
    return i === undefined ? Infinity : (m.costs[i] ?? Infinity);
  };
  return { cost, edgeBlocked: (a, b) => walls.has(edgeKeyBetween(a, b)), walls };
}

describe('findPath on random maps', () => {
  it('costs what Dijkstra (reachable) says, or is null exactly when the goal is unreachable', () => {
    fc.assert(
      fc.property(arbMap, (m) => {
        const { cost, edgeBlocked } = build(m);
        const start = REGION[m.start] ?? O;
        const goal = REGION[m.goal] ?? O;
        const dist = reachable(start, 1000, cost, edgeBlocked).get(hexKeyOf(goal));
        const res = findPath(start, goal, cost, { edgeBlocked });
        if (dist === undefined) expect(res).toBeNull();
        else {
          expect(res?.cost).toBe(dist);
          if (dist > 0) {
            expect(findPath(start, goal, cost, { edgeBlocked, maxCost: dist - 1 })).toBeNull();
            expect(findPath(start, goal, cost, { edgeBlocked, maxCost: dist })?.cost).toBe(dist);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('never crosses a wall or an impassable hex, and its cost is the sum of entry costs', () => {
    fc.assert(
      fc.property(arbMap, (m) => {
        const { cost, walls } = build(m);
        const start = REGION[m.start] ?? O;
        const goal = REGION[m.goal] ?? O;
        const res = findPath(start, goal, cost, { edgeBlocked: (a, b) => walls.has(edgeKeyBetween(a, b)) });
        if (!res) return;
        const p: Hex[] = res.path;
        expect(p[0]).toEqual(start);
        expect(p[p.length - 1]).toEqual(goal);
        let sum = 0;
        for (let i = 1; i < p.length; i++) {
          const a = p[i - 1] ?? O;
          const b = p[i] ?? O;
          expect(hexDistance(a, b)).toBe(1);
          expect(walls.has(edgeKeyBetween(a, b))).toBe(false);
          expect(cost(b)).toBeLessThan(Infinity);
          sum += cost(b);
        }
        expect(sum).toBe(res.cost);
        expect(new Set(p.map(hexKeyOf)).size).toBe(p.length);
      }),
      { numRuns: 300 },
    );
  });

  it('reachable costs obey the Bellman condition (each hex is one step from a cheaper one)', () => {
    fc.assert(
      fc.property(arbMap, fc.integer({ min: 0, max: 8 }), (m, budget) => {
        const { cost, edgeBlocked } = build(m);
        const start = REGION[m.start] ?? O;
        const r = reachable(start, budget, cost, edgeBlocked);
        for (const [k, c] of r) {
          expect(c).toBeLessThanOrEqual(budget);
          if (k === hexKeyOf(start)) continue;
          const h = hex(k >> 16, (k << 16) >> 16);
          const preds = DIRECTIONS.map((d) => hexNeighbor(h, d)).filter((n) => {
            const cn = r.get(hexKeyOf(n));
            return cn !== undefined && !edgeBlocked(n, h) && cn + cost(h) === c;
          });
          expect(preds.length).toBeGreaterThan(0);
        }
      }),
      { numRuns: 150 },
    );
  });
});
