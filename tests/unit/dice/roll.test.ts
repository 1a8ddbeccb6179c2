import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatDice, parseDice, type DiceExpr } from '../../../shared/dice/notation.js';
import { diceCount, keptCount, maxTotal, minTotal } from '../../helpers/dice.js';
import { batchRng, createRng } from '../../../shared/dice/rng.js';
import { critDice, rollAuto, rollDice, type RollMeta, type RollRecord } from '../../../shared/dice/roll.js';
import { arbExpr } from './arbitraries.js';

function parsed(s: string): DiceExpr {
  const r = parseDice(s);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}
const meta: RollMeta = { key: 'atk.d20', purpose: { msg: 'roll_attack', params: { name: 'Goblin 1' } }, roller: { id: 'goblin-1' } };

function faces(s: string, f: number[]): RollRecord {
  const r = rollDice(parsed(s), { kind: 'faces', faces: f }, meta);
  if (!r.ok) throw new Error(JSON.stringify(r.issues));
  return r.value;
}
const kept = (r: RollRecord): boolean[] => r.dice.map((d) => d.kept);

describe('rollDice: auto', () => {
  it('produces the ADR record, frozen for seed 42 (u32 660444221 → 2, 3652823732 → 13)', () => {
    const r = rollAuto(parsed('2D20 kh1 + 5'), createRng(42), { ...meta, rule: { id: '5E-ATK-07' } });
    expect(r).toStrictEqual({
      key: 'atk.d20',
      notation: '2d20kh1+5',
      purpose: { msg: 'roll_attack', params: { name: 'Goblin 1' } },
      roller: { id: 'goblin-1' },
      rule: { id: '5E-ATK-07' },
      dice: [
        { sides: 20, value: 2, term: 0, kept: false },
        { sides: 20, value: 13, term: 0, kept: true },
      ],
      flat: 5,
      total: 18,
      source: 'auto',
    });
  });

  it('is deterministic per batch stream and varies with the salt', () => {
    const e = parsed('8d6[fire]+1d20-2');
    const a = rollAuto(e, batchRng(1234, 5, 0), meta);
    expect(rollDice(e, { kind: 'auto', rng: batchRng(1234, 5, 0) }, meta)).toStrictEqual({ ok: true, value: a });
    expect(rollAuto(e, batchRng(1234, 5, 1), meta).dice).not.toEqual(a.dice);
    expect(a).not.toHaveProperty('rule');
    expect(a.dice.every((d, i) => d.tag === (i < 8 ? 'fire' : undefined))).toBe(true);
    expect(rollAuto(e, batchRng(1, 1), { ...meta, notation: '8d6 fire' }).notation).toBe('8d6 fire');
  });

  it('totals lie in [minTotal, maxTotal], one entry per die, faces in range, kh/kl keep n', () => {
    fc.assert(
      fc.property(arbExpr({ maxCount: 12 }), fc.integer(), (e, seed) => {
        const r = rollAuto(e, createRng(seed), meta);
        expect(r.dice).toHaveLength(diceCount(e));
        expect(r.total).toBeGreaterThanOrEqual(minTotal(e));
        expect(r.total).toBeLessThanOrEqual(maxTotal(e));
        let sum = r.flat;
        e.terms.forEach((t, i) => {
          const mine = r.dice.filter((d) => d.term === i);
          if (t.kind === 'flat') return expect(mine).toHaveLength(0);
          expect(mine.filter((d) => d.kept)).toHaveLength(keptCount(t));
          for (const d of mine) {
            expect(d.value).toBeGreaterThanOrEqual(t.fixed === 'max' ? t.sides : 1);
            expect(d.value).toBeLessThanOrEqual(t.fixed === 'min' ? 1 : t.sides);
            if (d.kept) sum += t.sign * d.value;
          }
        });
        expect(r.total).toBe(sum);
        // Typing the same faces by hand gives the same dice and total.
        const typed = rollDice(e, { kind: 'faces', faces: r.dice.filter((d) => !d.fixed).map((d) => d.value) }, meta);
        expect(typed).toMatchObject({ ok: true, value: { dice: r.dice, total: r.total, source: 'manual', entered: 'faces' } });
      }),
      { numRuns: 150 },
    );
  });
});

describe('kept flags', () => {
  it('advantage keeps the highest, disadvantage the lowest', () => {
    expect(kept(faces('2d20kh1+5', [3, 17]))).toEqual([false, true]);
    expect(faces('2d20kh1+5', [3, 17]).total).toBe(22);
    expect(kept(faces('2d20kl1+5', [3, 17]))).toEqual([true, false]);
    expect(faces('2d20kl1+5', [3, 17]).total).toBe(8);
  });

  it('ties keep the earlier die; other terms are all kept', () => {
    expect(kept(faces('2d20kh1', [9, 9]))).toEqual([true, false]);
    expect(kept(faces('2d20kl1', [9, 9]))).toEqual([true, false]);
    expect(kept(faces('4d6kh3+1d4', [1, 6, 1, 5, 2]))).toEqual([true, true, false, true, true]);
    expect(faces('4d6kh3+1d4', [1, 6, 1, 5, 2]).total).toBe(14);
  });

  it('subtracts negative terms and tags every die', () => {
    const r = faces('1d8[slashing]+2d6[fire]-1d4+3', [5, 2, 6, 4]);
    expect(r.dice.map((d) => [d.term, d.tag])).toEqual([[0, 'slashing'], [1, 'fire'], [1, 'fire'], [2, undefined]]);
    expect(r.flat).toBe(3);
    expect(r.total).toBe(5 + 8 - 4 + 3);
  });
});

describe('manual entry', () => {
  it('records typed faces, d100 "00" (0) as 100', () => {
    const r = faces('d%+1d10', [0, 10]);
    expect(r.dice.map((d) => d.value)).toEqual([100, 10]);
    expect(r).toMatchObject({ source: 'manual', entered: 'faces', total: 110 });
  });

  it('refuses invalid faces instead of throwing', () => {
    const r = rollDice(parsed('2d6'), { kind: 'faces', faces: [7] }, meta);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues.map((i) => i.code)).toEqual(['FACE_OUT_OF_RANGE', 'WRONG_COUNT']);
  });

  it('records a total as no per-die values: dice [] and entered "total"', () => {
    const r = rollDice(parsed('2d6+3'), { kind: 'total', total: 9, allowTotal: true }, meta);
    expect(r).toStrictEqual({
      ok: true,
      value: { key: 'atk.d20', notation: '2d6+3', purpose: meta.purpose, roller: meta.roller, dice: [], flat: 3, total: 12, source: 'manual', entered: 'total' },
    });
  });

  it('keeps fixed dice in a total record with their term index', () => {
    const r = rollDice(parsed('1d4+max(1d8)+2'), { kind: 'total', total: 3, allowTotal: true }, meta);
    expect(r).toMatchObject({ ok: true, value: { dice: [{ sides: 8, value: 8, term: 1, kept: true, fixed: 'max' }], flat: 2, total: 13 } });
  });

  it('refuses totals for keep-highest/lowest and when not allowed', () => {
    const adv = rollDice(parsed('2d20kh1+5'), { kind: 'total', total: 15, allowTotal: true }, meta);
    expect(adv).toMatchObject({ ok: false, issues: [{ code: 'TOTAL_NOT_ALLOWED', reason: 'keep' }] });
    const d20 = rollDice(parsed('1d20+5'), { kind: 'total', total: 15, allowTotal: false }, meta);
    expect(d20).toMatchObject({ ok: false, issues: [{ code: 'TOTAL_NOT_ALLOWED', reason: 'policy' }] });
  });
});

describe('critDice', () => {
  it.each([
    ['1d8[slashing]+2d6[fire]+3', '2d8[slashing]+4d6[fire]+3'],
    ['1d6-1d4-2', '2d6-2d4-2'],
    ['2d6kh1+1d6', '2d6kh1+2d6kh1+2d6'],
    ['max(1d8)+4', 'max(2d8)+4'],
    ['5', '5'],
  ])('crit %s → %s', (s, expected) => {
    const e = parsed(s);
    const c = critDice(e);
    expect(formatDice(c)).toBe(expected);
    expect(diceCount(c)).toBe(2 * diceCount(e));
    expect(formatDice(e)).toBe(formatDice(parsed(s))); // input untouched
  });

  it('crit doubles dice, not modifiers, in the rolled total', () => {
    const r = faces(formatDice(critDice(parsed('1d8+3'))), [8, 8]);
    expect(r).toMatchObject({ notation: '2d8+3', flat: 3, total: 19 });
  });

  it('rolls fixed dice at their maximum without consuming faces', () => {
    const r = faces('max(1d8)+1d4+2', [3]);
    expect(r.dice).toEqual([
      { sides: 8, value: 8, term: 0, kept: true, fixed: 'max' },
      { sides: 4, value: 3, term: 1, kept: true },
    ]);
    expect(r.total).toBe(13);
  });
});
