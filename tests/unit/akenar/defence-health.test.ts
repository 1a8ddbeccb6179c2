import { describe, expect, it } from 'vitest';
import { defenceOptions } from '../../../main/rules/akenar/defence.js';
import { defenceValues as defences } from '../../helpers/akenar.js';
import { afterBlow, afterStrenuousAction, lifeAt, massiveDamageDc, recoveryDc, stabilisation } from '../../../main/rules/akenar/health.js';

const plain = { sizeMod: 0, dexMod: 0, strMod: 0, dodgeBonus: 0, parryBonus: 0, shield: 0 };
const dv05 = { sizeMod: 0, dexMod: 2, strMod: 1, dodgeBonus: 4, parryBonus: 2, shield: 2 };
const value = (r: ReturnType<typeof defenceOptions>, kind: string) => r.options.find((o) => o.kind === kind)?.value;

describe('Akenar defences', () => {
  it('EX-05, AK-DEF-01: a Medium character’s Defensa Base is 10', () => {
    expect(defences(plain).base).toBe(10);
  });

  it('DV-05, AK-DEF-02..05, AK-DEF-18: Esquiva 16, Parada 15, Base 10', () => {
    expect(defences(dv05)).toEqual({ base: 10, dodge: 16, parry: 15 });
  });

  it('EX-06, DV-06, AK-DEF-08, AK-DEF-13: surrounded on all sides: Esquiva −2, Parada unchanged', () => {
    const r = defenceOptions(dv05, { surrounded: true });
    expect([value(r, 'dodge'), value(r, 'parry')]).toEqual([14, 15]);
    expect(r.best).toBe('parry');
  });

  it('EX-07, AK-DEF-09, AK-DEF-10: charging: −2 to every defence, Base included', () => {
    const r = defenceOptions(dv05, { charging: true });
    expect([value(r, 'base'), value(r, 'dodge'), value(r, 'parry')]).toEqual([8, 14, 13]);
  });

  it('EX-08, DV-07, AK-DEF-11: Dex 5 (−3) lowers every defence once: Base 7, Esquiva 9 with dodge +2', () => {
    expect(defences({ ...plain, dexMod: -3, dodgeBonus: 2 })).toMatchObject({ base: 7, dodge: 9 });
    const ff = defenceOptions({ ...plain, dexMod: -3, dodgeBonus: 2 }, { flatFooted: true });
    expect(ff.options.map((o) => [o.kind, o.value])).toEqual([['base', 7]]);
  });

  it('EX-09, AK-DEF-12, AK-DEF-28: asleep, unconscious or helpless: Dex 0, −5 to Defense, Base only', () => {
    const r = defenceOptions(dv05, { helpless: true });
    expect(r.options.map((o) => [o.kind, o.value])).toEqual([['base', 5]]);
  });

  it('AK-DEF-15, AK-DEF-16: flat-footed uses Base unless Uncanny Dodge', () => {
    expect(defenceOptions(dv05, { flatFooted: true }).best).toBe('base');
    expect(defenceOptions(dv05, { flatFooted: true, uncannyDodge: true }).best).toBe('dodge');
  });

  it('AK-DEF-24, AK-DEF-25: no parry against ranged attacks; touch attacks only dodged', () => {
    expect(defenceOptions(dv05, { ranged: true }).options.map((o) => o.kind)).toEqual(['base', 'dodge']);
    expect(defenceOptions(dv05, { touch: true }).options.map((o) => o.kind)).toEqual(['base', 'dodge']);
  });

  it('AK-DEF-20, AK-DEF-21: parrying unarmed −4, with an improvised weapon −1', () => {
    expect(value(defenceOptions(dv05, { parryWith: 'unarmed' }), 'parry')).toBe(11);
    expect(value(defenceOptions(dv05, { parryWith: 'improvised' }), 'parry')).toBe(14);
  });

  it('AK-DEF-06: armour caps the Dex bonus to Esquiva, not dodge bonuses (AK-DEF-19)', () => {
    expect(defences({ ...dv05, maxDex: 1 }).dodge).toBe(15);
  });

  it('AK-DEF-07: the default is the best legal choice', () => {
    expect(defenceOptions(dv05, {}).best).toBe('dodge');
  });
});

describe('Akenar hit points below zero', () => {
  it('EX-14, AK-HP-03, AK-HP-04, AK-HP-05: Con 12: 0 disabled, −1 to −11 dying, −12 dead', () => {
    expect([lifeAt(1, 12), lifeAt(0, 12), lifeAt(-1, 12), lifeAt(-11, 12), lifeAt(-12, 12)]).toEqual(['ok', 'disabled', 'dying', 'dying', 'dead']);
  });

  it('EX-14, DV-25, AK-HP-06, AK:G-34: one blow to −Con/2 kills (Con 12 at −6; Con 13 at −7), bleeding does not', () => {
    expect([afterBlow(-6, 12), afterBlow(-5, 12), afterBlow(-7, 13), afterBlow(-6, 13)]).toEqual(['dead', 'dying', 'dead', 'dying']);
    expect(lifeAt(-7, 13)).toBe('dying');
  });

  it('EX-24, AK-HP-07, AK:G-33: 20 or more in one blow after armour asks Fortitude DC 15', () => {
    expect([massiveDamageDc(20), massiveDamageDc(19)]).toEqual([15, null]);
  });

  it('DV-23, AK-HP-15, AK-HP-16: at −3 the check is DC 13; a natural 20 always stabilises; a failure loses 1 HP', () => {
    expect(stabilisation(-3, 10, 12)).toEqual({ dc: 13, stable: false, hpAfter: -4 });
    expect(stabilisation(-3, 20, 21)).toMatchObject({ stable: true, hpAfter: -3 });
    expect(stabilisation(-3, 12, 13)).toMatchObject({ stable: true });
  });

  it('DV-24, AK-HP-23: stable at −5, an hour later: Con DC 15 to wake', () => {
    expect(recoveryDc(-5)).toBe(15);
  });

  it('DV-26, AK-HP-10, AK-HP-11: a disabled character completing an attack drops to −1, dying', () => {
    expect(afterStrenuousAction(0, 12)).toEqual({ hp: -1, life: 'dying' });
  });
});
