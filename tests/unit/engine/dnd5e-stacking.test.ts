import { describe, expect, it } from 'vitest';
import { DND5E_STACKING } from '../../../shared/engine/policies.js';
import { stack } from '../../../shared/engine/stack.js';
import { add, mod } from './mods.js';

const P = DND5E_STACKING;
const adv = (rule: string, gap?: string) => mod('adv', 'attack', 0, rule, gap === undefined ? {} : { gap });
const dis = (rule: string, gap?: string) => mod('dis', 'attack', 0, rule, gap === undefined ? {} : { gap });

describe('5e advantage and disadvantage (5E:G-02)', () => {
  it('5E-ATK-15 + 5E-ACT-09 (5E:G-02): one advantage and one disadvantage cancel to a plain roll', () => {
    const mods = [adv('5E-ATK-15', '5E:G-02'), dis('5E-ACT-09', '5E:G-02')];
    const r = stack(4, mods, P, { attackerSeen: true });
    expect(r).toEqual({ value: 4, adv: 0, applied: [0, 1], suppressed: [] });
  });

  it('5E-ACT-13 + 5E-ATK-15 vs 5E-ATK-13 (5E:G-02): two advantages do not outweigh one disadvantage', () => {
    const mods = [adv('5E-ACT-13'), adv('5E-ATK-15'), dis('5E-ATK-13')];
    expect(stack(0, mods, P, {}).adv).toBe(0);
  });

  it('5E-MOVE-28 + 5E-ATK-20 (5E:G-02): several sources never stack, repeats collapse to one', () => {
    expect(stack(0, [dis('5E-MOVE-28'), dis('5E-ATK-20'), dis('5E-ATK-19')], P, {}).adv).toBe(-1);
    expect(stack(0, [adv('5E-MOVE-29'), adv('5E-ACT-13')], P, {}).adv).toBe(1);
  });

  it('5E-ACT-09 (5E:G-02): the Dodge disadvantage needs the dodger to see the attacker', () => {
    const dodge = mod('dis', 'attack', 0, '5E-ACT-09', { when: { attackerSeen: true } });
    const mods = [adv('5E-ATK-15'), dodge];
    expect(stack(0, mods, P, { attackerSeen: true }).adv).toBe(0);
    expect(stack(0, mods, P, { attackerSeen: false })).toEqual({ value: 0, adv: 1, applied: [0], suppressed: [] });
  });

  it('5E-ATK-19 (5E:G-02): long-range disadvantage only beyond normal range', () => {
    const long = mod('dis', 'attack.ranged', 0, '5E-ATK-19', { when: { beyondHexes: 16 } }); // 80 ft = 16 hexes
    expect(stack(5, [long], P, { ranged: true, distance: 16 }).adv).toBe(0);
    expect(stack(5, [long], P, { ranged: true, distance: 17 }).adv).toBe(-1);
  });

  it('adv/dis never change the total', () => {
    expect(stack(3, [adv('5E-ATK-15'), add('attack', 2, '5E-ATK-02')], P, {}).value).toBe(5);
  });
});

describe('5e cover (5E-COVER-02..04)', () => {
  const half = (src: string) => add('ac', 2, '5E-COVER-03', { type: 'cover', src });
  const threeQuarters = add('ac', 5, '5E-COVER-04', { type: 'cover', src: 'trunk' });

  it('5E-COVER-02 (W-20): half plus three-quarters cover gives +5, not +7', () => {
    const r = stack(15, [half('creature'), threeQuarters], P, {});
    expect(r.value).toBe(20);
    expect(r.applied).toEqual([1]);
    expect(r.suppressed).toEqual([{ i: 0, by: 1 }]);
  });

  it('5E-COVER-02 (D-18): two sources of half cover give +2, not +4', () => {
    const r = stack(15, [half('wall'), half('creature')], P, {});
    expect(r.value).toBe(17);
    expect(r.suppressed).toEqual([{ i: 1, by: 0 }]);
  });

  it('5E-COVER-03: cover still sums with other AC bonuses (5e sums everything else)', () => {
    const shield = add('ac', 2, '5E-ATK-02', { src: { kind: 'item', id: 'shield' } });
    const spell = add('ac', 2, '5E-ATK-02', { src: { kind: 'condition', id: 'shield-of-faith' } });
    expect(stack(15, [shield, half('wall'), spell], P, {}).value).toBe(21);
  });

  it('5E-COVER-03/04 (5E:G-35): cover also raises Dex saves, best degree only', () => {
    const save = [
      add('save.dex', 2, '5E-COVER-03', { type: 'cover', src: 'wall' }),
      add('save.dex', 5, '5E-COVER-04', { type: 'cover', src: 'slit' }),
    ];
    expect(stack(1, save, P, {}).value).toBe(6);
  });
});

describe('5e rounding (5E:G-10)', () => {
  it('5E:G-10: a halved value rounds down under the 5e policy', () => {
    const half = mod('mul', 'hpMax', 0.5, '5E-DMG-12', { gap: '5E:G-10' });
    expect(stack(25, [half], P, {}).value).toBe(12);
  });

  it('5E-MOVE-12 (5E:G-10): movement keeps fractional feet with rounding "none"', () => {
    const half = mod('mul', 'speed', 0.5, '5E-MOVE-12', { gap: '5E:G-10' });
    expect(stack(25, [half], { ...P, rounding: 'none' }, {}).value).toBe(12.5);
  });
});
