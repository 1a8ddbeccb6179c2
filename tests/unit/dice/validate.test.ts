import { describe, expect, it } from 'vitest';
import { parseDice, type DiceExpr } from '../../../shared/dice/notation.js';
import { totalRange, totalRefusal, validateFaces, validateTotal } from '../../../shared/dice/validate.js';

function parsed(s: string): DiceExpr {
  const r = parseDice(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('validateFaces', () => {
  it('accepts one integer per die within 1..sides', () => {
    expect(validateFaces(parsed('1d20+4'), [1])).toEqual({ ok: true, value: [1] });
    expect(validateFaces(parsed('2d6+1d8'), [6, 1, 8])).toEqual({ ok: true, value: [6, 1, 8] });
    expect(validateFaces(parsed('7'), [])).toEqual({ ok: true, value: [] });
  });

  it('d100: 0 (typed "00") means 100; 100 itself is accepted too', () => {
    expect(validateFaces(parsed('d%'), [0])).toEqual({ ok: true, value: [100] });
    expect(validateFaces(parsed('2d100'), [100, 1])).toEqual({ ok: true, value: [100, 1] });
    expect(validateFaces(parsed('d%'), [101])).toMatchObject({
      ok: false,
      issues: [{ code: 'FACE_OUT_OF_RANGE', index: 0, params: { value: 101, min: 0, max: 100 } }],
    });
  });

  it('0 is out of range on every other die (d10 included)', () => {
    for (const s of ['1d10', '1d6', '1d20']) {
      expect(validateFaces(parsed(s), [0])).toMatchObject({ ok: false, issues: [{ code: 'FACE_OUT_OF_RANGE', index: 0, params: { min: 1 } }] });
    }
    expect(validateFaces(parsed('1d6'), [7])).toMatchObject({ ok: false, issues: [{ code: 'FACE_OUT_OF_RANGE', params: { value: 7, max: 6 } }] });
  });

  it('reports non-integers with their index', () => {
    const r = validateFaces(parsed('5d6'), [1.5, Number.NaN, '3', Infinity, 2]);
    expect(r).toMatchObject({ ok: false });
    if (!r.ok) expect(r.issues.map((i) => [i.code, i.index])).toEqual([0, 1, 2, 3].map((i) => ['NOT_AN_INTEGER', i]));
  });

  it('reports a wrong count at the first missing or surplus face, with every other issue', () => {
    expect(validateFaces(parsed('3d6'), [1])).toMatchObject({
      ok: false,
      issues: [{ code: 'WRONG_COUNT', index: 1, params: { expected: 3, got: 1 } }],
    });
    const r = validateFaces(parsed('1d6'), [9, 2]);
    expect(r).toMatchObject({ ok: false });
    if (!r.ok) expect(r.issues.map((i) => [i.code, i.index])).toEqual([['FACE_OUT_OF_RANGE', 0], ['WRONG_COUNT', 1]]);
  });

  it('takes no faces for fixed dice', () => {
    expect(validateFaces(parsed('max(1d8)+1d4'), [4])).toEqual({ ok: true, value: [4] });
    expect(validateFaces(parsed('max(1d8)+1d4'), [8, 4])).toMatchObject({ ok: false, issues: [{ code: 'FACE_OUT_OF_RANGE', index: 0 }, { code: 'WRONG_COUNT' }] });
  });

  it('gives English messages naming the face', () => {
    const r = validateFaces(parsed('1d6'), [7]);
    if (!r.ok) expect(r.issues[0]?.message).toBe('faces[0] must be 1–6 on a d6, got 7');
  });
});

describe('validateTotal', () => {
  it('accepts the dice sum at both bounds [count, count × sides], modifiers excluded', () => {
    const e = parsed('2d6+3');
    expect(totalRange(e)).toEqual({ min: 2, max: 12 });
    expect(validateTotal(e, 2, true)).toEqual({ ok: true, value: 2 });
    expect(validateTotal(e, 12, true)).toEqual({ ok: true, value: 12 });
    expect(validateTotal(e, 1, true)).toMatchObject({ ok: false, issues: [{ code: 'TOTAL_OUT_OF_RANGE', params: { value: 1, min: 2, max: 12 } }] });
    expect(validateTotal(e, 13, true)).toMatchObject({ ok: false, issues: [{ code: 'TOTAL_OUT_OF_RANGE', params: { value: 13 } }] });
    expect(validateTotal(e, 15, true)).toMatchObject({ ok: false }); // the total with the +3 is not what is asked
  });

  it('sums several terms of one tag; fixed dice are not part of the typed sum', () => {
    expect(totalRange(parsed('1d8[fire]+2d6[fire]'))).toEqual({ min: 3, max: 20 });
    expect(validateTotal(parsed('1d8[fire]+2d6[fire]'), 20, true)).toEqual({ ok: true, value: 20 });
    expect(totalRange(parsed('-max(1d4)+1d6+2'))).toEqual({ min: 1, max: 6 });
    expect(validateTotal(parsed('-max(1d4)+1d6+2'), 6, true)).toEqual({ ok: true, value: 6 });
    expect(validateTotal(parsed('4'), 0, true)).toEqual({ ok: true, value: 0 });
  });

  it.each([
    ['1d20+5', false, 'policy'],
    ['2d20kh1+5', true, 'keep'],
    ['2d20kl1', true, 'keep'],
    ['1d6-1d4', true, 'subtracted-dice'],
    ['1d8[slashing]+2d6[fire]', true, 'mixed-tags'],
    ['1d8+1d6[fire]', true, 'mixed-tags'],
  ] as const)('refuses a total for %s (allowTotal %s): %s', (s, allow, reason) => {
    expect(validateTotal(parsed(s), 5, allow)).toMatchObject({ ok: false, issues: [{ code: 'TOTAL_NOT_ALLOWED', reason }] });
    if (reason !== 'policy') expect(totalRefusal(parsed(s))).toBe(reason);
  });

  it('refuses non-integer totals', () => {
    for (const t of [2.5, Number.NaN, '7', null]) {
      expect(validateTotal(parsed('2d6'), t, true)).toMatchObject({ ok: false, issues: [{ code: 'NOT_AN_INTEGER' }] });
    }
  });
});
