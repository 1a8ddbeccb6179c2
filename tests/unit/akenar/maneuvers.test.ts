import { describe, expect, it } from 'vitest';
import { maneuverBonus, maneuverDefence, resolveManeuver } from '../../../main/rules/akenar/maneuvers.js';
import { SIZES } from '../../../shared/model/map.js';
import { SIZE_MOD } from '../../../shared/systems/akenar/schema.js';

const fighter = { baseAttack: 5, strMod: 3, dexMod: 1, size: 'medium' as const };
const ogre = { baseAttack: 3, strMod: 5, dexMod: -1, size: 'large' as const };
const roll = { kind: 'trip' as const, bom: 8, dem: 18 };
/** The maneuver size modifier alone: BoM with nothing else. */
const sizeMod = (size: (typeof SIZES)[number]) => maneuverBonus({ baseAttack: 0, strMod: 0, dexMod: 0, size });

describe('Akenar maneuvers: BoM and DeM', () => {
  it('EX-20, AK-MAN-04: Fine −8, Diminutive −4, Tiny −2, Small −1, Medium 0, Large +1, Huge +2, Gargantuan +4, Colossal +8', () => {
    expect(SIZES.map(sizeMod)).toEqual([-8, -4, -2, -1, 0, 1, 2, 4, 8]);
  });

  it('AK-MAN-04, AK-DEF-01, AK:G-09: the maneuver table is the defence size table with the sign inverted', () => {
    for (const s of SIZES) expect(sizeMod(s) + SIZE_MOD[s]).toBe(0);
  });

  it('DV-31, AK-MAN-02, AK-MAN-04, AK-MAN-12: Medium fighter BoM +8; Large ogre DeM 10 + 3 + 5 − 1 + 1 = 18', () => {
    expect(maneuverBonus(fighter)).toBe(8);
    expect(maneuverDefence(ogre)).toBe(18);
  });

  it('AK-MAN-03: Tiny or smaller use Dex for BoM (Tiny Str −3 Dex +3 → +1, Fine → −5); Small keeps Str (−4)', () => {
    const pixie = { baseAttack: 0, strMod: -3, dexMod: 3 };
    expect(maneuverBonus({ ...pixie, size: 'tiny' })).toBe(1);
    expect(maneuverBonus({ ...pixie, size: 'fine' })).toBe(-5);
    expect(maneuverBonus({ ...pixie, size: 'small' })).toBe(-4);
  });

  it('AK-MAN-03, AK-MAN-12: DeM keeps both Str and Dex whatever the size', () => {
    expect(maneuverDefence({ baseAttack: 0, strMod: -3, dexMod: 3, size: 'tiny' })).toBe(10 - 3 + 3 - 2);
  });

  it('AK-MAN-13, AK:G-42a, AK:G-42e: flat-footed loses the Dex bonus but keeps a Dex penalty; armour penalty lowers DeM', () => {
    expect(maneuverDefence({ ...fighter, flatFooted: true })).toBe(10 + 5 + 3 + 0);
    expect(maneuverDefence(fighter)).toBe(19);
    expect(maneuverDefence({ ...ogre, flatFooted: true })).toBe(18);
    expect(maneuverDefence({ ...fighter, armourPenalty: -2 })).toBe(17);
    expect(maneuverDefence({ ...fighter, armourPenalty: 2 })).toBe(17);
  });
});

describe('Akenar maneuvers: the roll', () => {
  it('AK-MAN-10, AK-MAN-14: d20 + BoM against DeM, meet or beat (10 + 8 = 18 succeeds, 9 + 8 = 17 fails)', () => {
    expect(resolveManeuver({ ...roll, natural: 10 })).toMatchObject({ total: 18, margin: 0, success: true });
    expect(resolveManeuver({ ...roll, natural: 9 })).toMatchObject({ total: 17, margin: -1, success: false });
    expect(resolveManeuver({ ...roll, natural: 9 }).automatic).toBeUndefined();
  });

  it('AK-MAN-10, AK-MAN-11: spell, feat and attack-roll modifiers such as concealment enter the roll', () => {
    const r = resolveManeuver({ ...roll, natural: 12, modifiers: [{ label: 'concealment', value: -2, rule: 'AK-MAN-11' }, { label: 'bless', value: 1, rule: 'AK-MAN-10' }] });
    expect(r.total).toBe(19);
    expect(r.steps.map((s) => s.rule)).toEqual(['AK-MAN-10', 'AK-MAN-10', 'AK-MAN-11', 'AK-MAN-10']);
  });

  it('AK-MAN-07, AK:G-42c: 3 damage taken from the provoked attack is −3 on the roll (18 → 15, a failure)', () => {
    const r = resolveManeuver({ ...roll, natural: 10, provokedDamage: 3 });
    expect([r.total, r.success]).toEqual([15, false]);
    expect(r.steps).toContainEqual({ label: 'damage from the provoked attack', value: -3, rule: 'AK-MAN-07' });
    expect(resolveManeuver({ ...roll, natural: 10, provokedDamage: 0 }).steps).toHaveLength(2);
  });

  it('AK-MAN-08, AK:G-42b: against a helpless target it succeeds as a rolled 20, whatever the die', () => {
    const r = resolveManeuver({ ...roll, dem: 40, natural: 1, targetHelpless: true });
    expect(r).toMatchObject({ success: true, automatic: 'helpless', total: 28 });
    expect(r.steps[0]).toMatchObject({ value: 20, rule: 'AK-MAN-08' });
  });

  it('AK-MAN-09: +4 against a stunned target (6 + 8 + 4 = 18 succeeds)', () => {
    expect(resolveManeuver({ ...roll, natural: 6, targetStunned: true })).toMatchObject({ total: 18, success: true });
    expect(resolveManeuver({ ...roll, natural: 6 }).success).toBe(false);
  });

  it('AK-MAN-15: a natural 20 succeeds far below DeM, except escaping bonds; a natural 1 fails far above', () => {
    expect(resolveManeuver({ ...roll, dem: 40, natural: 20 })).toMatchObject({ success: true, automatic: 'nat20', total: 28 });
    expect(resolveManeuver({ ...roll, dem: 40, natural: 20, escapingBonds: true })).toMatchObject({ success: false });
    expect(resolveManeuver({ ...roll, dem: 5, natural: 1 })).toMatchObject({ success: false, automatic: 'nat1' });
  });

  it('AK-MAN-16, AK:G-42f: disarm takes −4 (a natural 10 trips with 18 but disarms with only 14)', () => {
    expect(resolveManeuver({ ...roll, kind: 'disarm', natural: 14 })).toMatchObject({ total: 18, success: true });
    expect(resolveManeuver({ ...roll, kind: 'disarm', natural: 10 })).toMatchObject({ total: 14, success: false });
    expect(resolveManeuver({ ...roll, kind: 'disarm', natural: 10 }).steps).toContainEqual({ label: 'disarm', value: -4, rule: 'AK-MAN-16' });
  });
});
