import { describe, expect, it } from 'vitest';
import { castingAction, castingChecks, concentrationCheck, concentrationDcOnDamage, spellRuined, touchSpell } from '../../../main/rules/akenar/spells.js';

const holding = { held: 'shocking grasp', castThisTurn: false };
const none = { held: null, castThisTurn: false };

describe('Akenar spells: Concentration', () => {
  it('AK-SPELL-11, DV-19: 7 damage from an attack of opportunity on a 3 PP spell → DC 20; 20 keeps it, 19 loses it', () => {
    expect(concentrationDcOnDamage(7, 3)).toBe(20);
    expect(concentrationCheck(12, 8, 20)).toEqual({ total: 20, success: true });
    expect(concentrationCheck(11, 8, 20)).toEqual({ total: 19, success: false });
  });

  it('AK-SPELL-12, DV-20: casting a 3 PP spell defensively → DC 18, and it provokes nothing', () => {
    expect(castingAction('normal', true).provokes).toBe(false);
    expect(castingChecks({ pp: 3, defensive: true })).toEqual([{ dc: 18, rule: 'AK-SPELL-12' }]);
  });

  it('AK-ARROW-03, EX-26: a stuck arrow asks Concentration DC 15 for any spell, once however many arrows', () => {
    expect(castingChecks({ pp: 1, stuckArrows: 2 })).toEqual([{ dc: 15, rule: 'AK-ARROW-03' }]);
    expect(castingChecks({ pp: 2, stuckArrows: 1, defensive: true }).map((c) => c.dc)).toEqual([17, 15]);
    expect(castingChecks({ pp: 2 })).toEqual([]);
  });

  it('AK-SAVE-05, AK-SPELL-08: a natural 20 does not save a failed Concentration check, nor does a natural 1 spoil a good one', () => {
    expect(concentrationCheck(20, -2, 20).success).toBe(false);
    expect(concentrationCheck(1, 19, 20).success).toBe(true);
  });

  it('AK-SPELL-04, EX-23: deafened, a d100 of 1–20 ruins a verbal spell', () => {
    expect([1, 20, 21, 100].map((d) => spellRuined(d))).toEqual([true, true, false, false]);
  });
});

describe('Akenar spells: casting time', () => {
  it('AK-SPELL-01, AK-SPELL-10, AK-SPELL-11: a normal-action spell provokes and takes effect at once', () => {
    expect(castingAction('normal')).toEqual({ fullRounds: 0, provokes: true });
  });

  it('AK-SPELL-20, AK-SPELL-21, AK-SPELL-23, EX-21: 1 round is one full-round action, 1 minute 10; they provoke only as they start', () => {
    expect(castingAction('round')).toEqual({ fullRounds: 1, provokes: true });
    expect(castingAction('minute')).toEqual({ fullRounds: 10, provokes: true });
    expect(castingAction('round', true).provokes).toBe(false);
  });
});

describe('Akenar spells: touch spells and holding the charge', () => {
  it('AK-SPELL-13, AK-SPELL-16: casting a touch spell holds its charge; casting any spell dissipates a held one', () => {
    expect(touchSpell(none, { type: 'cast', spell: 'cure light wounds' })).toEqual({ ok: true, state: { held: 'cure light wounds', castThisTurn: true }, rule: 'AK-SPELL-13' });
    expect(touchSpell(holding, { type: 'cast', spell: 'chill touch' })).toMatchObject({ state: { held: 'chill touch' }, dissipated: 'shocking grasp' });
    expect(touchSpell(holding, { type: 'castOther' })).toMatchObject({ state: none, dissipated: 'shocking grasp' });
    expect(touchSpell(none, { type: 'castOther' })).not.toHaveProperty('dissipated');
  });

  it('AK-SPELL-14, AK-SPELL-17: a touch or an unarmed attack that hits discharges the spell; a miss keeps the charge', () => {
    expect(touchSpell(holding, { type: 'touchEnemy', hit: true })).toMatchObject({ state: none, rule: 'AK-SPELL-14' });
    expect(touchSpell(holding, { type: 'touchEnemy', hit: false })).toMatchObject({ state: holding });
    expect(touchSpell(holding, { type: 'unarmedAttack', hit: true })).toMatchObject({ state: none, rule: 'AK-SPELL-17' });
    expect(touchSpell(holding, { type: 'unarmedAttack', hit: false })).toMatchObject({ state: holding });
    expect(touchSpell(none, { type: 'touchEnemy', hit: true })).toEqual({ ok: false, rule: 'AK-SPELL-13', error: 'nothingHeld' });
  });

  it('AK-SPELL-15, EX-22: holding the charge, one to six friends may be touched, seven not', () => {
    expect(touchSpell(holding, { type: 'touchFriends', count: 6 })).toMatchObject({ ok: true, state: none });
    expect(touchSpell(holding, { type: 'touchFriends', count: 7 })).toMatchObject({ ok: false, rule: 'AK-SPELL-15' });
  });
});
