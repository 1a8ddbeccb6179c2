// fast-check arbitraries for dice expressions within the typed-input limits.
import fc from 'fast-check';
import { DICE_LIMITS, makeDice, type DiceExpr, type DiceTerm, type FlatTerm, type Sign } from '../../../shared/dice/notation.js';

export const arbSign: fc.Arbitrary<Sign> = fc.constantFrom<Sign>(1, -1);
export const arbTag: fc.Arbitrary<string> = fc.stringMatching(/^[a-z0-9_-]{1,32}$/);

export const arbFlat: fc.Arbitrary<FlatTerm> = fc
  .record({ value: fc.oneof(fc.integer({ min: 0, max: 20 }), fc.integer({ min: 0, max: DICE_LIMITS.maxFlat })), sign: arbSign })
  .map(({ value, sign }) => ({ kind: 'flat', value, sign }));

export const arbDice = (opts: { keep?: boolean; fixed?: boolean; maxCount?: number; maxSides?: number } = {}): fc.Arbitrary<DiceTerm> =>
  fc
    .record({
      count: fc.integer({ min: 1, max: opts.maxCount ?? DICE_LIMITS.maxCount }),
      sides: fc.oneof(fc.constantFrom(4, 6, 8, 10, 12, 20, 100), fc.integer({ min: 1, max: opts.maxSides ?? DICE_LIMITS.maxSides })),
      keep: fc.option(fc.record({ mode: fc.constantFrom<'h' | 'l'>('h', 'l'), frac: fc.double({ min: 0, max: 1, noNaN: true }) }), { nil: undefined }),
      tag: fc.option(arbTag, { nil: undefined }),
      fixed: fc.option(fc.constantFrom<'max' | 'min'>('max', 'min'), { freq: 8, nil: undefined }),
      sign: arbSign,
    })
    .map(({ count, sides, keep, tag, fixed, sign }) =>
      makeDice(
        count,
        sides,
        sign,
        keep && opts.keep !== false ? { mode: keep.mode, n: 1 + Math.floor(keep.frac * (count - 1)) } : undefined,
        tag,
        opts.fixed === false ? undefined : fixed,
      ),
    );

export const arbExpr = (opts: Parameters<typeof arbDice>[0] & { maxTerms?: number } = {}): fc.Arbitrary<DiceExpr> =>
  fc
    .array(fc.oneof(arbDice(opts), arbDice(opts), arbFlat), { minLength: 1, maxLength: opts.maxTerms ?? DICE_LIMITS.maxTerms })
    .map((terms) => ({ terms }));
