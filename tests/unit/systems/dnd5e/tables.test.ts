import { describe, expect, it } from 'vitest';
import { CHALLENGE_RATINGS } from '../../../../shared/systems/dnd5e/schema.js';
import { XP_BY_CR, abilityModifier, crLabel, xpForCr } from '../../../../shared/systems/dnd5e/tables.js';
import { PROF_BY_LEVEL, profByCr, profByLevel } from '../../../helpers/dnd5e-tables.js';

describe('REF-5E-ABILITY-MOD: ability modifier (5E-ATK-07, 5E:G-09)', () => {
  it('follows the SRD table', () => {
    const table: [number, number][] = [[1, -5], [2, -4], [3, -4], [8, -1], [9, -1], [10, 0], [11, 0], [12, 1], [15, 2], [20, 5], [29, 9], [30, 10]];
    for (const [score, mod] of table) expect(abilityModifier(score), `score ${score}`).toBe(mod);
  });

  it('refuses scores outside 1–30', () => {
    expect(() => abilityModifier(0)).toThrow(RangeError);
    expect(() => abilityModifier(31)).toThrow(RangeError);
    expect(() => abilityModifier(10.5)).toThrow(RangeError);
  });
});

describe('REF-5E-PROF-LEVEL: proficiency bonus by character level (5E-ATK-10)', () => {
  it('is +2 at 1–4, +3 at 5–8, +4 at 9–12, +5 at 13–16, +6 at 17–20', () => {
    expect(PROF_BY_LEVEL).toEqual([2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 6, 6, 6, 6]);
    expect([1, 4, 5, 8, 9, 12, 13, 16, 17, 20].map(profByLevel)).toEqual([2, 2, 3, 3, 4, 4, 5, 5, 6, 6]);
  });

  it('refuses levels outside 1–20', () => {
    for (const bad of [0, 21, 2.5]) expect(() => profByLevel(bad)).toThrow(RangeError);
  });
});

describe('REF-5E-PROF-CR: proficiency bonus by challenge rating', () => {
  it('is +2 at CR 0–4 and one more every 4 CR, up to +9 at 29–30', () => {
    const table: [number, number][] = [
      [0, 2], [0.125, 2], [0.25, 2], [0.5, 2], [4, 2], [5, 3], [8, 3], [9, 4], [12, 4], [13, 5], [16, 5],
      [17, 6], [20, 6], [21, 7], [24, 7], [25, 8], [28, 8], [29, 9], [30, 9],
    ];
    for (const [cr, p] of table) expect(profByCr(cr), `CR ${cr}`).toBe(p);
  });

  it('refuses non-SRD challenge ratings', () => {
    expect(() => profByCr(0.3)).toThrow(RangeError);
    expect(() => profByCr(31)).toThrow(RangeError);
  });
});

describe('REF-5E-XP-CR: XP by challenge rating (reference.md, SRD 5.1)', () => {
  it('has a value for every SRD challenge rating', () => {
    expect([...XP_BY_CR.keys()]).toEqual([...CHALLENGE_RATINGS]);
  });

  it('matches spot values from the reference table', () => {
    const spots: [number, number][] = [
      [0.125, 25], [0.25, 50], [0.5, 100], [1, 200], [2, 450], [3, 700], [5, 1800], [10, 5900], [13, 10000],
      [20, 25000], [21, 33000], [24, 62000], [30, 155000],
    ];
    for (const [cr, xp] of spots) expect(xpForCr(cr), `CR ${cr}`).toBe(xp);
  });

  it('gives CR 0 10 XP, or 0 for a harmless creature ("0/10")', () => {
    expect(xpForCr(0)).toBe(10);
    expect(xpForCr(0, { harmless: true })).toBe(0);
  });

  it('grows with CR', () => {
    const xs = [...XP_BY_CR.values()];
    for (let i = 1; i < xs.length; i++) expect(xs[i]).toBeGreaterThan(xs[i - 1] ?? Infinity);
  });
});

describe('challenge rating text', () => {
  it('prints fractions the way stat blocks do (the library list shows it)', () => {
    expect(CHALLENGE_RATINGS.map(crLabel).slice(0, 5)).toEqual(['0', '1/8', '1/4', '1/2', '1']);
    expect(crLabel(30)).toBe('30');
    expect(() => crLabel(0.3)).toThrow(RangeError);
  });
});
