import { describe, expect, it } from 'vitest';
import { stack, type StackTrace } from '../../../shared/engine/stack.js';
import { RUNEQUEST_STACKING, add, mod } from './mods.js';

const P = RUNEQUEST_STACKING;
const band2 = mod('mul', 'skill.bow', 0.5, 'RQ-RANGED-05', { when: { beyondHexes: 100 } }); // Range 100 m, 1 m hexes
const aim = (n: number) => add('skill.bow', 10 * n, 'RQ-ACT-01', { src: { kind: 'condition', id: 'aiming' } });

describe('RuneQuest percentage-point modifiers (RUNEQUEST_STACKING)', () => {
  it('RQ-RANGED-05 (TV-04): band 2 halves the skill before any other modifier', () => {
    expect(stack(60, [band2], P, { ranged: true, distance: 80 }).value).toBe(60);
    expect(stack(60, [band2], P, { ranged: true, distance: 150 }).value).toBe(30);
    // Aim +30 listed before the halving still comes after it: 30 + 30 = 60, not (60 + 30) / 2 = 45.
    const trace: StackTrace = [];
    const r = stack(60, [aim(3), band2], P, { ranged: true, distance: 150 }, trace);
    expect(r.value).toBe(60);
    expect(trace.map((t) => [t.i, t.op, t.value])).toEqual([
      [1, 'mul', 30],
      [0, 'add', 60],
    ]);
  });

  it('RQ-RANGED-05 (RQ:Z-06): an odd halved skill rounds down', () => {
    expect(stack(55, [band2], P, { ranged: true, distance: 150 }).value).toBe(27);
  });

  it('RQ-MOUNT-04 (RQ:Z-21, TV-10): weapon skill capped at Riding before situational modifiers', () => {
    const riding = mod('cap', 'skill.sword', 55, 'RQ-MOUNT-04', { gap: 'RQ:Z-21', src: { kind: 'condition', id: 'mounted' } });
    const vsFoot = add('skill.sword', 20, 'RQ-MOUNT-05', { src: { kind: 'fact', id: 'mounted-vs-foot' } });
    expect(stack(80, [riding], P, {}).value).toBe(55);
    expect(stack(80, [vsFoot, riding], P, {}).value).toBe(75);
    // The cap never raises a skill below it.
    expect(stack(50, [riding, vsFoot], P, {}).value).toBe(70);
  });

  it('RQ-REACT-09 + RQ-REACT-10 (RQ:G-21, TV-10): hemmed in and mounted Dodge 45 → −5, below 0 allowed', () => {
    const mods = [
      add('skill.dodge', -30, 'RQ-REACT-09', { src: { kind: 'condition', id: 'mounted' } }),
      add('skill.dodge', -20, 'RQ-REACT-10', { src: { kind: 'fact', id: 'hemmed-in' } }),
    ];
    expect(stack(45, mods, P, {}).value).toBe(-5);
  });

  it('RQ-IMPALE-04 (RQ:Z-19, TV-10): impaled twice is −40%, each weapon counts', () => {
    const impaled = add('skill.sword', -20, 'RQ-IMPALE-04', { src: { kind: 'condition', id: 'impaled' }, gap: 'RQ:Z-19' });
    const r = stack(60, [impaled, impaled], P, {});
    expect(r.value).toBe(20);
    expect(r.applied).toEqual([0, 1]);
  });

  it('RQ-ACT-12 (TV-10): Defend adds 20 points: Dodge 40 → 60', () => {
    const defend = add('skill.dodge', 20, 'RQ-ACT-12', { src: { kind: 'condition', id: 'defending' } });
    expect(stack(40, [defend], P, {}).value).toBe(60);
  });

  it('RQ-ACT-11 (TV-10): bonuses of one kind from different sources all add', () => {
    const run = add('skill.sword', 20, 'RQ-ACT-11', { src: { kind: 'fact', id: 'target-running' } });
    const mount = add('skill.sword', 20, 'RQ-MOUNT-05', { src: { kind: 'fact', id: 'mounted-vs-foot' } });
    expect(stack(50, [run, mount], P, {}).value).toBe(90);
  });
});
