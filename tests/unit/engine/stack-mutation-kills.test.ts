// Pins the stacking behaviours Stryker found unasserted in shared/engine/stack.ts.
import { describe, expect, it } from 'vitest';
import { D20_STACKING, DND5E_STACKING } from '../../../shared/engine/policies.js';
import { stack, type StackTrace } from '../../../shared/engine/stack.js';
import { RUNEQUEST_STACKING, add, mod } from './mods.js';

describe('stack: mutation kills', () => {
  it('penalties of one non-stacking type from sources differing only in kind both count (AK:G-22)', () => {
    const mods = [
      add('ac', -1, 'T', { type: 'enhancement', src: { kind: 'rule', id: 'X' } }),
      add('ac', -2, 'T', { type: 'enhancement', src: { kind: 'item', id: 'X' } }),
    ];
    const trace: StackTrace = [];
    expect(stack(10, mods, D20_STACKING, {}, trace)).toEqual({ value: 7, adv: 0, applied: [0, 1], suppressed: [] });
    expect(trace).toEqual([
      { i: 0, op: 'add', status: 'applied', value: 9 },
      { i: 1, op: 'add', status: 'applied', value: 7 },
    ]);
  });

  it('penalties of one non-stacking type from one source: only the worst counts, traced as suppressed', () => {
    const mods = [add('ac', -1, 'T', { type: 'enhancement', src: 'S' }), add('ac', -2, 'T', { type: 'enhancement', src: 'S' })];
    const trace: StackTrace = [];
    expect(stack(10, mods, D20_STACKING, {}, trace)).toEqual({ value: 8, adv: 0, applied: [1], suppressed: [{ i: 0, by: 1 }] });
    expect(trace).toEqual([
      { i: 0, op: 'add', status: 'suppressed', by: 1 },
      { i: 1, op: 'add', status: 'applied', value: 8 },
    ]);
  });

  it('a zero bonus of a non-stacking type loses to a larger one (d20)', () => {
    const mods = [add('ac', 0, 'A', { type: 'enhancement' }), add('ac', 2, 'B', { type: 'enhancement' })];
    expect(stack(10, mods, D20_STACKING, {})).toEqual({ value: 12, adv: 0, applied: [1], suppressed: [{ i: 0, by: 1 }] });
  });

  it('two zero bonuses of a non-stacking type: the lower index wins the tie (d20)', () => {
    const mods = [add('ac', 0, 'A', { type: 'enhancement' }), add('ac', 0, 'B', { type: 'enhancement' })];
    expect(stack(10, mods, D20_STACKING, {})).toEqual({ value: 10, adv: 0, applied: [0], suppressed: [{ i: 1, by: 0 }] });
  });

  it('5E-COVER-02: a zero cover bonus is beaten by a larger cover bonus', () => {
    const mods = [add('ac', 0, 'A', { type: 'cover' }), add('ac', 2, 'B', { type: 'cover' })];
    expect(stack(10, mods, DND5E_STACKING, {})).toEqual({ value: 12, adv: 0, applied: [1], suppressed: [{ i: 0, by: 1 }] });
  });

  it('rounding floors once after the whole mul phase, not after each factor', () => {
    const mods = [mod('mul', 'sr', 0.5, 'T'), mod('mul', 'sr', 2, 'T')];
    const trace: StackTrace = [];
    expect(stack(5, mods, RUNEQUEST_STACKING, {}, trace)).toEqual({ value: 5, adv: 0, applied: [0, 1], suppressed: [] });
    expect(trace).toEqual([
      { i: 0, op: 'mul', status: 'applied', value: 2.5 },
      { i: 1, op: 'mul', status: 'applied', value: 5 },
    ]);
  });

  it('5E:G-02: adv/dis are traced as applied under "cancel"', () => {
    const mods = [mod('adv', 'attack', 0, 'T'), mod('dis', 'attack', 0, 'T'), mod('adv', 'attack', 0, 'U')];
    const trace: StackTrace = [];
    expect(stack(3, mods, DND5E_STACKING, {}, trace)).toEqual({ value: 3, adv: 0, applied: [0, 1, 2], suppressed: [] });
    expect(trace).toEqual([
      { i: 0, op: 'adv', status: 'applied' },
      { i: 1, op: 'dis', status: 'applied' },
      { i: 2, op: 'adv', status: 'applied' },
    ]);
  });

  it('suppressed is sorted by index across the set and add phases, and earlier sets are traced', () => {
    const mods = [
      add('ac', 1, 'A', { type: 'enhancement' }),
      add('ac', 2, 'B', { type: 'enhancement' }),
      mod('set', 'ac', 5, 'T'),
      add('ac', 1, 'C', { type: 'deflection' }),
      mod('set', 'ac', 6, 'T'),
      add('ac', 3, 'D', { type: 'deflection' }),
      mod('set', 'ac', 7, 'T'),
    ];
    const trace: StackTrace = [];
    const r = stack(10, mods, D20_STACKING, {}, trace);
    expect(r).toEqual({
      value: 12,
      adv: 0,
      applied: [1, 5, 6],
      suppressed: [
        { i: 0, by: 1 },
        { i: 2, by: 6 },
        { i: 3, by: 5 },
        { i: 4, by: 6 },
      ],
    });
    expect(trace.slice(0, 3)).toEqual([
      { i: 2, op: 'set', status: 'suppressed', by: 6 },
      { i: 4, op: 'set', status: 'suppressed', by: 6 },
      { i: 6, op: 'set', status: 'applied', value: 7 },
    ]);
  });
});
