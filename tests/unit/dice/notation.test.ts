import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DICE_LIMITS,
  diceSlots,
  formatDice,
  makeDice,
  parseDice,
  promptDice,
  type DiceExpr,
  type DiceParseCode,
} from '../../../shared/dice/notation.js';
import { arbExpr } from './arbitraries.js';
import { diceCount, maxTotal, minTotal } from '../../helpers/dice.js';

function parsed(s: string): DiceExpr {
  const r = parseDice(s);
  if (!r.ok) throw new Error(`${s}: ${r.error.message}`);
  return r.value;
}
const canon = (s: string): string => formatDice(parsed(s));

/** Re-spells canonical notation with random case and whitespace between tokens (never inside one). */
function noisy(s: string, seed: number): string {
  let x = seed >>> 0 || 1;
  const rand = (n: number): number => {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    return (x >>> 0) % n;
  };
  let out = '';
  let inTag = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i] ?? '';
    const prev = s[i - 1] ?? '';
    const glued = /[0-9a-z_-]/.test(prev) && /[0-9a-z_-]/.test(c) && !(/[0-9]/.test(prev) && c === 'd') && !(prev === 'd' && /[0-9]/.test(c));
    if (i > 0 && !inTag && !glued && !(prev === 'k')) out += ['', ' ', '  ', '\t'][rand(4)] ?? '';
    if (c === '[') inTag = true;
    if (c === ']') inTag = false;
    out += rand(2) ? c.toUpperCase() : c;
  }
  return ['', ' '][rand(2)] + out + ['', ' \n'][rand(2)];
}

describe('parseDice: happy paths', () => {
  it('parses the ADR examples into a typed AST', () => {
    expect(parsed('1d20+4')).toStrictEqual({ terms: [makeDice(1, 20), { kind: 'flat', value: 4, sign: 1 }] });
    expect(parsed('2d20kh1+5').terms[0]).toStrictEqual(makeDice(2, 20, 1, { mode: 'h', n: 1 }));
    expect(parsed('2d20kl1').terms[0]).toStrictEqual(makeDice(2, 20, 1, { mode: 'l', n: 1 }));
    expect(parsed('d%')).toStrictEqual({ terms: [makeDice(1, 100)] });
    expect(parsed('1d8[slashing]+2d6[fire]+3')).toStrictEqual({
      terms: [makeDice(1, 8, 1, undefined, 'slashing'), makeDice(2, 6, 1, undefined, 'fire'), { kind: 'flat', value: 3, sign: 1 }],
    });
    expect(parsed('1d20-1d4-2').terms.map((t) => t.sign)).toEqual([1, -1, -1]);
    expect(parsed('max(1d8)+1d4').terms[0]).toStrictEqual(makeDice(1, 8, 1, undefined, undefined, 'max'));
  });

  it.each([
    ['1d20+4', '1d20+4'],
    ['d20', '1d20'],
    [' 1 D 20 + 4 ', '1d20+4'],
    ['2D20KH1+5', '2d20kh1+5'],
    ['2d20 kl 1', '2d20kl1'],
    ['d%', '1d100'],
    ['2D%', '2d100'],
    ['1d8[ Slashing ]+2d6[fire] + 3', '1d8[slashing]+2d6[fire]+3'],
    ['-1d4+3', '-1d4+3'],
    ['+5', '5'],
    ['007', '7'],
    ['1d20+0', '1d20+0'],
    ['4d6kh3', '4d6kh3'],
    ['1d1', '1d1'],
    ['MAX ( 2d6 [Fire] ) - min(1d4)', 'max(2d6[fire])-min(1d4)'],
    ['100d1000kl100[a_b-9]+1000000', '100d1000kl100[a_b-9]+1000000'],
    [Array.from({ length: 20 }, () => 'd6').join('+'), Array.from({ length: 20 }, () => '1d6').join('+')],
  ])('%s → %s', (input, expected) => {
    expect(canon(input)).toBe(expected);
    expect(canon(expected)).toBe(expected);
  });
});

describe('parseDice: errors carry a code and the position', () => {
  const tag33 = 'a'.repeat(33);
  it.each<[string, DiceParseCode, number]>([
    ['', 'EMPTY', 0],
    ['   ', 'EMPTY', 3],
    ['x', 'EXPECTED_TERM', 0],
    ['1d20+', 'EXPECTED_TERM', 5],
    ['1d20++4', 'EXPECTED_TERM', 5],
    ['--1', 'EXPECTED_TERM', 1],
    ['1d20 + mod', 'EXPECTED_TERM', 7],
    ['max(4)', 'EXPECTED_TERM', 5],
    ['d', 'EXPECTED_SIDES', 1],
    ['1d', 'EXPECTED_SIDES', 2],
    ['1d x', 'EXPECTED_SIDES', 3],
    ['1d20 4', 'EXPECTED_OPERATOR', 5],
    ['1d20x', 'EXPECTED_OPERATOR', 4],
    ['1d20[fire]kh1', 'EXPECTED_OPERATOR', 10],
    ['2d20k1', 'EXPECTED_KEEP', 4],
    ['2d20k h1', 'EXPECTED_KEEP', 4],
    ['2d20kh', 'EXPECTED_KEEP', 6],
    ['max1d8', 'EXPECTED_PAREN', 3],
    ['max(1d8', 'EXPECTED_PAREN', 7],
    ['0d6', 'COUNT_OUT_OF_RANGE', 0],
    ['1d6+ 101d6', 'COUNT_OUT_OF_RANGE', 5],
    ['1d0', 'SIDES_OUT_OF_RANGE', 2],
    ['1d1001', 'SIDES_OUT_OF_RANGE', 2],
    ['2d20kh3', 'KEEP_OUT_OF_RANGE', 6],
    ['2d20kl0', 'KEEP_OUT_OF_RANGE', 6],
    ['1d20+1000001', 'FLAT_OUT_OF_RANGE', 5],
    ['99999999999999999999999', 'FLAT_OUT_OF_RANGE', 0],
    [Array.from({ length: 21 }, () => '1').join('+'), 'TOO_MANY_TERMS', 40],
    ['1d8[', 'UNCLOSED_TAG', 3],
    ['1d8[]', 'BAD_TAG', 4],
    ['1d8[  ]', 'BAD_TAG', 6],
    ['1d8[fi re]', 'BAD_TAG', 6],
    ['1d8[ ñ]', 'BAD_TAG', 5],
    [`1d8[${tag33}]`, 'BAD_TAG', 4 + DICE_LIMITS.maxTagLength],
    ['1'.repeat(DICE_LIMITS.maxLength + 1), 'TOO_LONG', DICE_LIMITS.maxLength],
  ])('%j → %s at %i', (input, code, pos) => {
    const r = parseDice(input);
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error).toMatchObject({ code, pos });
    expect(r.error.message).toMatch(new RegExp(`at ${pos}$`));
  });

  it('never throws and reports a position inside the input', () => {
    const chars = fc.constantFrom(...'0123456789dD%khlKHLmaxin()[]+- \tfire_'.split(''));
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.string({ unit: chars, maxLength: 40 })), (s) => {
        const r = parseDice(s);
        if (!r.ok) expect(r.error.pos).toBeGreaterThanOrEqual(0);
        if (!r.ok) expect(r.error.pos).toBeLessThanOrEqual(s.length);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('formatDice round trip', () => {
  it('parse(format(ast)) ≡ ast for every AST within the limits', () => {
    fc.assert(
      fc.property(arbExpr(), (e) => {
        expect(parseDice(formatDice(e))).toStrictEqual({ ok: true, value: e });
      }),
      { numRuns: 500 },
    );
  });

  it('is case- and whitespace-tolerant: parse(noisy(format(ast))) ≡ ast', () => {
    fc.assert(
      fc.property(arbExpr({ maxTerms: 6 }), fc.integer(), (e, seed) => {
        const s = noisy(formatDice(e), seed);
        expect(parseDice(s), s).toStrictEqual({ ok: true, value: e });
      }),
      { numRuns: 500 },
    );
  });

  it('format(parse(s)) is a fixed point for any parseable string', () => {
    const chars = fc.constantFrom(...'0123456789dD%khl+-  [fire]'.split(''));
    fc.assert(
      fc.property(fc.string({ unit: chars, minLength: 1, maxLength: 24 }), (s) => {
        const r = parseDice(s);
        if (!r.ok) return;
        const once = formatDice(r.value);
        expect(canon(once)).toBe(once);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('the range oracle (tests/helpers/dice.ts), hand-checked', () => {
  it.each([
    ['1d20+4', 5, 24, 1],
    ['2d20kh1+5', 6, 25, 2],
    ['4d6kh3', 3, 18, 4],
    ['1d8-1d4+2', -1, 9, 2],
    ['max(2d6)+1', 13, 13, 2],
    ['-min(3d6)', -3, -3, 3],
    ['-2', -2, -2, 0],
  ])('%s: min %i, max %i, %i dice', (s, min, max, count) => {
    const e = parsed(s);
    expect(minTotal(e)).toBe(min);
    expect(maxTotal(e)).toBe(max);
    expect(diceCount(e)).toBe(count);
  });

  it('lists the dice to roll, fixed ones excluded', () => {
    const e = parsed('max(1d8)+2d6[fire]-1d4+3');
    expect(diceSlots(e)).toEqual([
      { term: 1, sides: 6 },
      { term: 1, sides: 6 },
      { term: 2, sides: 4 },
    ]);
    expect(promptDice(e)).toEqual([
      { count: 2, sides: 6 },
      { count: 1, sides: 4 },
    ]);
  });
});

describe('withBonus', () => {
  it('appends a signed flat bonus, nothing for 0', async () => {
    const { withBonus } = await import('../../../shared/dice/notation.js');
    expect([withBonus('1d20', 3), withBonus('1d20', -1), withBonus('2d20kh1', 0)]).toEqual(['1d20+3', '1d20-1', '2d20kh1']);
  });
});
