import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matches, type BonusType, type Modifier, type When, type WhenCtx } from '../../../shared/engine/modifiers.js';
import { D20_STACKING, DND5E_STACKING } from '../../../shared/engine/policies.js';
import { stack, type StackPolicy, type StackTrace } from '../../../shared/engine/stack.js';
import { GENERIC_STACKING, RUNEQUEST_STACKING, add, mod } from './mods.js';

const POLICIES: [string, StackPolicy][] = [
  ['5e', DND5E_STACKING],
  ['d20', D20_STACKING],
  ['runequest', RUNEQUEST_STACKING],
  ['generic', GENERIC_STACKING],
];

describe('stack: pipeline', () => {
  it('no modifiers: the base, no advantage', () => {
    expect(stack(7, [], GENERIC_STACKING, {})).toEqual({ value: 7, adv: 0, applied: [], suppressed: [] });
  });

  it('runs set → mul → cap → add whatever the list order', () => {
    const mods = [add('speed', 5, 'T'), mod('cap', 'speed', 12, 'T'), mod('mul', 'speed', 2, 'T'), mod('set', 'speed', 10, 'T')];
    // set 10, ×2 = 20, cap 12, +5 = 17
    const trace: StackTrace = [];
    const r = stack(30, mods, GENERIC_STACKING, {}, trace);
    expect(r.value).toBe(17);
    expect(r.applied).toEqual([0, 1, 2, 3]);
    expect(trace.map((t) => [t.op, t.value])).toEqual([['set', 10], ['mul', 20], ['cap', 12], ['add', 17]]);
  });

  it('the last set wins; earlier ones are suppressed by it', () => {
    const mods = [mod('set', 'speed', 0, 'T'), add('speed', 10, 'T'), mod('set', 'speed', 20, 'T')];
    const r = stack(30, mods, DND5E_STACKING, {});
    expect(r.value).toBe(30);
    expect(r.suppressed).toEqual([{ i: 0, by: 2 }]);
  });

  it('several caps: the lowest binds; several muls multiply', () => {
    const mods = [mod('cap', 'sr', 9, 'T'), mod('cap', 'sr', 5, 'T'), mod('mul', 'sr', 0.5, 'T'), mod('mul', 'sr', 0.5, 'T')];
    expect(stack(40, mods, GENERIC_STACKING, {}).value).toBe(5);
    expect(stack(12, mods, GENERIC_STACKING, {}).value).toBe(3);
  });

  it('rounding "floor" rounds once after mul, before cap and add', () => {
    const mods = [mod('mul', 'skill.bow', 0.5, 'T'), mod('mul', 'skill.bow', 0.5, 'T'), add('skill.bow', 1, 'T')];
    expect(stack(10, mods, RUNEQUEST_STACKING, {}).value).toBe(3); // floor(2.5) + 1
    expect(stack(10, mods, GENERIC_STACKING, {}).value).toBe(3.5);
    expect(stack(-3, [mods[0]!], D20_STACKING, {}).value).toBe(-2); // floor, not toward zero
  });

  it('records filtered modifiers and ignored adv/dis in the trace only', () => {
    const mods = [add('attack', 2, 'T', { when: { melee: true } }), mod('dis', 'attack', 0, 'T')];
    const trace: StackTrace = [];
    const r = stack(0, mods, RUNEQUEST_STACKING, { melee: false }, trace);
    expect(r).toEqual({ value: 0, adv: 0, applied: [], suppressed: [] });
    expect(trace).toEqual([
      { i: 0, op: 'add', status: 'filtered' },
      { i: 1, op: 'dis', status: 'ignored' },
    ]);
  });

  it('same-source penalties keep the worse one when sameSourceStacks is false; add otherwise', () => {
    const mods = [add('ac', -1, 'T', { src: 'poison' }), add('ac', -3, 'T', { src: 'poison' }), add('ac', -2, 'T', { src: 'x' })];
    const r = stack(10, mods, D20_STACKING, {});
    expect(r.value).toBe(5);
    expect(r.suppressed).toEqual([{ i: 0, by: 1 }]);
    expect(stack(10, mods, DND5E_STACKING, {}).value).toBe(4);
  });

  it('same-source self-stacking bonuses keep the larger one; different `of` is a different source', () => {
    const mods = [
      add('ac', 1, 'T', { type: 'dodge', src: { kind: 'action', id: 'a', of: 'p' } }),
      add('ac', 3, 'T', { type: 'dodge', src: { kind: 'action', id: 'a', of: 'p' } }),
      add('ac', 2, 'T', { type: 'dodge', src: { kind: 'action', id: 'a', of: 'q' } }),
    ];
    const r = stack(10, mods, D20_STACKING, {});
    expect(r.value).toBe(15);
    expect(r.suppressed).toEqual([{ i: 0, by: 1 }]);
  });

  it('ties in a typed group go to the lower index', () => {
    const mods = [add('ac', 2, 'T', { type: 'morale', src: 'a' }), add('ac', 2, 'T', { type: 'morale', src: 'b' })];
    expect(stack(10, mods, D20_STACKING, {}).suppressed).toEqual([{ i: 1, by: 0 }]);
    expect(stack(10, mods, DND5E_STACKING, {}).value).toBe(14);
  });
});

// --- properties -----------------------------------------------------------------------------

const TYPES: BonusType[] = ['untyped', 'dodge', 'circumstance', 'morale', 'enhancement', 'cover', 'ability'];
const whenArb: fc.Arbitrary<When | undefined> = fc.option(
  fc.oneof(
    fc.record({ melee: fc.boolean() }),
    fc.record({ withinHexes: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ beyondHexes: fc.integer({ min: 0, max: 3 }) }),
    fc.record({ defence: fc.constantFrom('dodge' as const, 'parry' as const, 'base' as const) }),
    fc.record({ attackerSeen: fc.boolean() }),
  ),
  { nil: undefined },
);
const addArb = (when: fc.Arbitrary<When | undefined>): fc.Arbitrary<Modifier> =>
  fc
    .record({
      value: fc.integer({ min: -6, max: 6 }),
      type: fc.constantFrom(...TYPES),
      src: fc.constantFrom('a', 'b', 'c'),
      of: fc.constantFrom('x', 'y', undefined),
      when,
    })
    .map(({ value, type, src, of, when: w }) =>
      add('attack', value, 'T', {
        type,
        src: of === undefined ? { kind: 'rule', id: src } : { kind: 'rule', id: src, of },
        ...(w === undefined ? {} : { when: w }),
      }),
    );
const otherArb: fc.Arbitrary<Modifier> = fc.oneof(
  fc.constantFrom(0.5, 2).map((v) => mod('mul', 'attack', v, 'T')),
  fc.integer({ min: -5, max: 20 }).map((v) => mod('cap', 'attack', v, 'T')),
  fc.constantFrom('adv' as const, 'dis' as const).map((op) => mod(op, 'attack', 0, 'T')),
);
const modsArb = fc.array(fc.oneof({ weight: 4, arbitrary: addArb(whenArb) }, otherArb), { maxLength: 10 });
const ctxArb: fc.Arbitrary<WhenCtx> = fc.record(
  {
    melee: fc.boolean(),
    distance: fc.integer({ min: 0, max: 4 }),
    defence: fc.constantFrom('dodge' as const, 'parry' as const, 'base' as const),
    attackerSeen: fc.boolean(),
  },
  { requiredKeys: [] },
);
const policyArb = fc.constantFrom(...POLICIES.map(([, p]) => p));
const base = fc.integer({ min: -10, max: 30 });
const sum = (mods: readonly Modifier[], idx: readonly number[]): number =>
  idx.reduce((s, i) => (mods[i]!.op === 'add' ? s + mods[i]!.value : s), 0);

describe('stack: properties', () => {
  it('order independence: permuting the modifiers changes neither value nor advantage', () => {
    const arb = modsArb.chain((ms) =>
      fc.tuple(fc.constant(ms), fc.shuffledSubarray(ms, { minLength: ms.length, maxLength: ms.length })),
    );
    fc.assert(
      fc.property(base, arb, policyArb, ctxArb, (b, [ms, perm], p, ctx) => {
        const a = stack(b, ms, p, ctx);
        const c = stack(b, perm, p, ctx);
        expect(c.value).toBe(a.value);
        expect(c.adv).toBe(a.adv);
        expect(c.applied.length).toBe(a.applied.length);
      }),
    );
  });

  it('suppressed modifiers are never counted; each is beaten by an applied one', () => {
    fc.assert(
      fc.property(base, fc.array(addArb(fc.constant(undefined)), { maxLength: 12 }), policyArb, (b, ms, p) => {
        const r = stack(b, ms, p, {});
        expect(r.value).toBe(b + sum(ms, r.applied));
        const sup = r.suppressed.map((s) => s.i);
        expect(sup.filter((i) => r.applied.includes(i))).toEqual([]);
        expect([...r.applied, ...sup].sort((x, y) => x - y)).toEqual(ms.map((_, i) => i));
        for (const s of r.suppressed) expect(r.applied).toContain(s.by);
        // Dropping the suppressed ones leaves the value unchanged.
        const kept = ms.filter((_, i) => !sup.includes(i));
        expect(stack(b, kept, p, {}).value).toBe(r.value);
      }),
    );
  });

  it('negative values always count unless same-source stacking is off', () => {
    fc.assert(
      fc.property(fc.array(addArb(fc.constant(undefined)), { maxLength: 12 }), (ms) => {
        const r = stack(0, ms, DND5E_STACKING, {});
        ms.forEach((m, i) => {
          if (m.value < 0) expect(r.applied).toContain(i);
        });
      }),
    );
  });

  it('a set replaces the base; the phases after it (mul, cap, add) still apply', () => {
    fc.assert(
      fc.property(base, base, modsArb, fc.integer({ min: 0, max: 20 }), policyArb, (b1, b2, ms, v, p) => {
        const withSet = [...ms, mod('set', 'attack', v, 'T')];
        const r = stack(b1, withSet, p, {});
        expect(stack(b2, withSet, p, {}).value).toBe(r.value);
        expect(r.value).toBe(stack(v, ms, p, {}).value);
      }),
    );
  });

  it('when filtering: a modifier counts exactly as if unconditional when its predicate holds, else not at all', () => {
    fc.assert(
      fc.property(base, modsArb, policyArb, ctxArb, (b, ms, p, ctx) => {
        const live = ms.filter((m) => matches(m.when, ctx)).map(({ when: _w, ...m }) => m);
        const r = stack(b, ms, p, ctx);
        const s = stack(b, live, p, ctx);
        expect(r.value).toBe(s.value);
        expect(r.adv).toBe(s.adv);
        const filtered = ms.map((m, i) => (matches(m.when, ctx) ? -1 : i)).filter((i) => i >= 0);
        for (const i of filtered) {
          expect(r.applied).not.toContain(i);
          expect(r.suppressed.map((x) => x.i)).not.toContain(i);
        }
      }),
    );
  });

  it('5E:G-02: advantage is the sign of (any adv) − (any dis), never more than one step', () => {
    const ops = fc.array(fc.constantFrom('adv' as const, 'dis' as const), { maxLength: 8 });
    fc.assert(
      fc.property(ops, (os) => {
        const r = stack(0, os.map((op) => mod(op, 'attack', 0, '5E-ATK-02', { gap: '5E:G-02' })), DND5E_STACKING, {});
        expect(r.adv).toBe(Number(os.includes('adv')) - Number(os.includes('dis')));
        expect(stack(0, os.map((op) => mod(op, 'attack', 0, 'T')), D20_STACKING, {}).adv).toBe(0);
      }),
    );
  });
});
