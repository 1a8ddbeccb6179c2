import { describe, expect, it } from 'vitest';
import {
  armourDamage, combinedMultiplier, effectivePa, hitThroughArmour, rangePenalty, repairCost, strToDamage, tripleTwenty,
} from '../../../main/rules/akenar/damage.js';

/** The CA a hit of 100 through armour `ca` meets with effective PA `pa`. */
const caAgainst = (ca: number, pa: number) => hitThroughArmour({ rolls: [100], extra: 0, ca, pa }).caApplied;

describe('Akenar damage pipeline: worked examples (EX) and derived vectors (DV)', () => {
  it('EX-11, AK-ARM-03, AK-ARM-10: chain mail + helmet CA 7 absorbs 7 of the knight’s 10', () => {
    expect(hitThroughArmour({ rolls: [10], extra: 0, ca: 7, pa: 0 })).toMatchObject({ caApplied: 7, taken: 3, penetrated: false });
  });

  it('EX-12, AK-ARM-08: a heavy pick PA 7 against CA 7 halves it (3); a 6 leaves 3', () => {
    expect(caAgainst(7, 7)).toBe(3);
    expect(hitThroughArmour({ rolls: [6], extra: 0, ca: 7, pa: 7 })).toMatchObject({ caApplied: 3, taken: 3, penetrated: true });
  });

  it('EX-13, AK-ARM-07: a +1 short sword (PA 1) has PA 2', () => {
    expect(effectivePa({ pa: 1, strMod: 0, strToDamage: true, magic: 1, subtle: false })).toBe(2);
  });

  it('EX-15, AK-SUB-07: a subtle attack on a goblin in chain mail (CA 6, Parada 15): 21+ ignores the armour, 18 does not', () => {
    expect(hitThroughArmour({ rolls: [5], extra: 0, ca: 6, pa: 1, subtle: { attackTotal: 21, defence: 15 } })).toMatchObject({ ignored: true, taken: 5 });
    expect(hitThroughArmour({ rolls: [8], extra: 0, ca: 6, pa: 1, subtle: { attackTotal: 18, defence: 15 } })).toMatchObject({ ignored: false, caApplied: 6, taken: 2 });
  });

  it('EX-04, AK-DMG-09: a x2 critical that is also x2 against giants is x3, not x4', () => {
    expect(combinedMultiplier([2, 2])).toBe(3);
    expect(combinedMultiplier([3])).toBe(3);
    expect(combinedMultiplier([])).toBe(1);
  });

  it('EX-01, EX-02, EX-03, AK-ATK-09, AK-ATK-10: longbow (20 m) at 70 m → −6, up to 20 m → 0; throwing dagger 2 m', () => {
    expect(rangePenalty(70, 20, 'projectile')).toBe(-6);
    expect(rangePenalty(15, 20, 'projectile')).toBe(0);
    expect(rangePenalty(20, 20, 'projectile')).toBe(0);
    expect(rangePenalty(3, 2, 'thrown')).toBe(-2);
  });

  it('DV-01, DV-02, AK:G-14: 21/39/41 m → −2/−2/−4; exactly 40/60 m → −2/−4', () => {
    expect([21, 39, 41, 40, 60].map((d) => rangePenalty(d, 20, 'projectile'))).toEqual([-2, -2, -4, -2, -4]);
  });

  it('DV-03, DV-04, AK-ATK-11: maximum range 10 increments (projectile) and 5 (thrown)', () => {
    expect(rangePenalty(200, 20, 'projectile')).toBe(-18);
    expect(rangePenalty(201, 20, 'projectile')).toBeNull();
    expect(rangePenalty(10, 2, 'thrown')).toBe(-8);
    expect(rangePenalty(11, 2, 'thrown')).toBeNull();
  });

  it('DV-10, AK-ARM-12, AK-CRIT-02: a x2 critical rolling 8 and 7 against CA 6 takes 15 − 6 = 9 (CA once)', () => {
    expect(hitThroughArmour({ rolls: [8, 7], extra: 0, ca: 6, pa: 0 }).taken).toBe(9);
  });

  it('DV-11, AK-ARM-11: two separate hits of 8 and 7 against CA 6 take 2 + 1', () => {
    expect(hitThroughArmour({ rolls: [8], extra: 0, ca: 6, pa: 0 }).taken + hitThroughArmour({ rolls: [7], extra: 0, ca: 6, pa: 0 }).taken).toBe(3);
  });

  it('DV-12, AK-ARM-06: PA 3 + Str +2 (Str to damage) = 5 against CA 5 halves it to 2', () => {
    const pa = effectivePa({ pa: 3, strMod: 2, strToDamage: true, magic: 0, subtle: false });
    expect([pa, caAgainst(5, pa)]).toEqual([5, 2]);
  });

  it('DV-13, AK-SUB-06: the same weapon in subtle hands adds no Str: PA 3 < CA 5', () => {
    const pa = effectivePa({ pa: 3, strMod: 2, strToDamage: true, magic: 0, subtle: true });
    expect([pa, caAgainst(5, pa)]).toEqual([3, 5]);
  });

  it('DV-14, AK-ARM-09: a PA 0 weapon never penetrates, whatever Str and magic', () => {
    const pa = effectivePa({ pa: 0, strMod: 4, strToDamage: true, magic: 2, subtle: false });
    expect([pa, caAgainst(1, pa)]).toEqual([0, 1]);
  });

  it('DV-15, DV-16, AK-DMG-06, AK-DMG-07, AK:G-28: Str +3 off hand/two hands/light two-handed → +1/+4/+3; Str −2 two-handed → −2', () => {
    expect([strToDamage(3, 'off'), strToDamage(3, 'two'), strToDamage(3, 'two', true), strToDamage(-2, 'two'), strToDamage(-2, 'off')]).toEqual([1, 4, 3, -2, -2]);
  });

  it('DV-17, DV-18, AK-DMG-03, AK:G-27: minimum 1 before armour; armour may absorb everything', () => {
    expect(hitThroughArmour({ rolls: [-1], extra: 0, ca: 0, pa: 0 }).taken).toBe(1);
    expect(hitThroughArmour({ rolls: [4], extra: 0, ca: 6, pa: 0 }).taken).toBe(0);
  });

  it('AK-DMG-10, AK-CRIT-03: extra dice are added once, never multiplied', () => {
    expect(hitThroughArmour({ rolls: [5, 6], extra: 4, ca: 0, pa: 0 }).taken).toBe(15);
  });

  it('EX-25, DV-30, AK-ARM-13, AK-SUB-08: 20+ after armour damages it (not from a subtle fighter); a 4 reaches the helmet', () => {
    expect(hitThroughArmour({ rolls: [26], extra: 0, ca: 6, pa: 0 }).armourHit).toBe(true);
    expect(hitThroughArmour({ rolls: [25], extra: 0, ca: 6, pa: 0 }).armourHit).toBe(false);
    expect(hitThroughArmour({ rolls: [30], extra: 0, ca: 6, pa: 0, subtle: { attackTotal: 30, defence: 15 } }).armourHit).toBe(false);
    expect(armourDamage(4, { body: 6, helmet: 1 })).toEqual({ body: 3, helmet: 1 });
    expect(armourDamage(3, { body: 6, helmet: 1 })).toEqual({ body: 3, helmet: 0 });
    expect(armourDamage(4, { body: 6, helmet: 0 })).toEqual({ body: 4, helmet: 0 });
    expect(armourDamage(3, { body: 0, helmet: 1 })).toEqual({ body: 0, helmet: 1 });
    expect(armourDamage(4, { body: 2, helmet: 1 })).toEqual({ body: 2, helmet: 1 });
  });

  it('EX-25, AK-ARM-14: repair costs 20 % of the armour per point', () => {
    expect(repairCost(150, 2)).toBe(60);
  });

  it('DV-28, DV-29, AK-CRIT-06, AK:G-31: three natural 20s kill unless immune; a threat on 19 never does', () => {
    expect(tripleTwenty([20, 20, 20], false)).toBe(true);
    expect(tripleTwenty([20, 20, 20], true)).toBe(false);
    expect(tripleTwenty([19, 20, 20], false)).toBe(false);
    expect(tripleTwenty([20, 20, 19], false)).toBe(false);
  });
});
