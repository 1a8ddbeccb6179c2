import { describe, expect, it } from 'vitest';
import { defenceOptions } from '../../../main/rules/akenar/defence.js';
import {
  abilityUse, advanceLongCasting, canCast, canParryWhileCasting, castingAction, castingChecks, castingCost, concentrationCheck,
  concentrationDcOnDamage, defensiveCastingDc, NO_CHARGE, SPELL_ACTIONS, spellRuined, STUCK_ARROW_DC, touchSpell,
  type TouchResult, type TouchState,
} from '../../../main/rules/akenar/spells.js';

const free = { handsFree: 2 };
const reasons = (r: ReturnType<typeof canCast>) => r.blocks.map((b) => `${b.rule} ${b.reason}`);
/** Unwraps a legal transition, failing the test on an illegal one. */
const ok = (r: TouchResult) => {
  if (!r.ok) throw new Error(`illegal: ${r.error}`);
  return r;
};
const holding: TouchState = { held: 'shocking grasp', castThisTurn: false };

describe('Akenar spells: Concentration', () => {
  it('AK-SPELL-11, DV-19: 7 damage from an attack of opportunity on a 3 PP spell → DC 20; 20 keeps it, 19 loses it', () => {
    expect(concentrationDcOnDamage(7, 3)).toBe(20);
    expect(concentrationCheck(12, 8, 20)).toEqual({ total: 20, success: true });
    expect(concentrationCheck(11, 8, 20)).toEqual({ total: 19, success: false });
  });

  it('AK-SPELL-12, DV-20: casting a 3 PP spell defensively → DC 18, and it provokes nothing', () => {
    expect(defensiveCastingDc(3)).toBe(18);
    expect(castingAction('normal', true).provokes).toBe(false);
    expect(castingChecks({ pp: 3, defensive: true })).toEqual([{ dc: 18, rule: 'AK-SPELL-12' }]);
  });

  it('AK-ARROW-03, EX-26: a stuck arrow asks Concentration DC 15 for any spell, once however many arrows', () => {
    expect(STUCK_ARROW_DC).toBe(15);
    expect(castingChecks({ pp: 1, stuckArrows: 2 })).toEqual([{ dc: 15, rule: 'AK-ARROW-03' }]);
    expect(castingChecks({ pp: 2, stuckArrows: 1, defensive: true }).map((c) => c.dc)).toEqual([17, 15]);
    expect(castingChecks({ pp: 2 })).toEqual([]);
  });

  it('AK-SAVE-05, AK-SPELL-08: a natural 20 does not save a failed Concentration check, nor does a natural 1 spoil a good one', () => {
    expect(concentrationCheck(20, -2, 20).success).toBe(false);
    expect(concentrationCheck(1, 19, 20).success).toBe(true);
  });
});

describe('Akenar spells: components', () => {
  it('AK-SPELL-03: gagged or grappled, no V spell; an S-only spell is unaffected by the gag', () => {
    expect(reasons(canCast({ v: true }, { ...free, gagged: true }))).toEqual(['AK-SPELL-03 cannotSpeak']);
    expect(canCast({ v: true }, { ...free, grappled: true }).ok).toBe(false);
    expect(canCast({ s: true }, { ...free, gagged: true }).ok).toBe(true);
  });

  it('AK-SPELL-04, EX-23: deafened, a V spell has a 20% chance of ruin (d100 1–20); a spell without V none', () => {
    expect(canCast({ v: true }, { ...free, deafened: true })).toMatchObject({ ok: true, ruinChance: 20 });
    expect(canCast({ s: true }, { ...free, deafened: true }).ruinChance).toBe(0);
    expect(canCast({ v: true }, free).ruinChance).toBe(0);
    expect([1, 20, 21, 100].map((d) => spellRuined(d))).toEqual([true, true, false, false]);
    expect(spellRuined(1, 0)).toBe(false);
  });

  it('AK-SPELL-05: an S spell needs a free hand and neither bonds nor a grapple', () => {
    expect(reasons(canCast({ s: true }, { handsFree: 0 }))).toEqual(['AK-SPELL-05 noFreeHand']);
    expect(canCast({ s: true }, { handsFree: 1, bound: true }).ok).toBe(false);
    expect(reasons(canCast({ v: true, s: true }, { handsFree: 1, grappled: true }))).toEqual(['AK-SPELL-03 cannotSpeak', 'AK-SPELL-05 noFreeHand']);
    expect(canCast({ s: true }, { handsFree: 1 }).ok).toBe(true);
  });

  it('AK-SPELL-06: M/F needs the materials; a pouch covers those without a listed cost', () => {
    expect(reasons(canCast({ m: true }, free))).toEqual(['AK-SPELL-06 noMaterials']);
    expect(canCast({ m: true }, { ...free, componentPouch: true }).ok).toBe(true);
    expect(canCast({ f: true, costly: true }, { ...free, componentPouch: true }).ok).toBe(false);
    expect(canCast({ f: true, costly: true }, { ...free, hasMaterials: true }).ok).toBe(true);
  });

  it('AK-SPELL-07: no casting without the XP to spend; the XP is spent even when the casting fails', () => {
    expect(reasons(canCast({ xp: 100 }, { ...free, xpAvailable: 99 }))).toEqual(['AK-SPELL-07 notEnoughXp']);
    expect(canCast({ xp: 100 }, { ...free, xpAvailable: 100 }).ok).toBe(true);
    expect(castingCost('concentrationFailed', 3, 100)).toEqual({ pp: 3, xp: 100, takesEffect: false });
    expect(castingCost('cast', 3, 100)).toEqual({ pp: 3, xp: 100, takesEffect: true });
  });

  it('AK-SPELL-08: a caster who cannot concentrate cannot cast; a failure after starting loses the PP, a blocked casting costs nothing', () => {
    expect(reasons(canCast({}, { ...free, canConcentrate: false }))).toEqual(['AK-SPELL-08 cannotConcentrate']);
    expect(castingCost('concentrationFailed', 4)).toEqual({ pp: 4, xp: 0, takesEffect: false });
    expect(castingCost('ruined', 4).pp).toBe(4);
    expect(castingCost('blocked', 4, 50)).toEqual({ pp: 0, xp: 0, takesEffect: false });
  });
});

describe('Akenar spells: casting time', () => {
  it('AK-SPELL-01, AK-SPELL-10, AK-SPELL-11: a normal-action spell provokes and takes effect at once', () => {
    expect(castingAction('normal')).toEqual({ action: 'normal', fullRounds: 0, provokes: true, threatens: true, effectAfterRounds: 0, sustained: false });
  });

  it('AK-SPELL-11: a free-action spell provokes nothing', () => {
    expect(castingAction('free')).toMatchObject({ action: 'free', provokes: false, effectAfterRounds: 0 });
  });

  it('AK-SPELL-20: a 1-round spell is a full-round action taking effect just before the caster’s next turn', () => {
    expect(castingAction('round')).toMatchObject({ action: 'fullRound', fullRounds: 1, effectAfterRounds: 1, sustained: true });
  });

  it('AK-SPELL-21, EX-21: a 1-minute spell is 10 consecutive full-round actions; anything else in between fails it', () => {
    expect(castingAction('minute')).toMatchObject({ action: 'fullRound', fullRounds: 10, effectAfterRounds: 10 });
    expect(castingAction({ rounds: 100 }).fullRounds).toBe(100);
    let p = { done: 0, status: 'casting' as string };
    for (let i = 0; i < 9; i++) p = advanceLongCasting(p.done, 10, 'castingRound');
    expect(p).toEqual({ done: 9, status: 'casting' });
    expect(advanceLongCasting(9, 10, 'castingRound')).toEqual({ done: 10, status: 'complete' });
    expect(advanceLongCasting(9, 10, 'otherAction').status).toBe('failed');
  });

  it('AK-SPELL-22: losing concentration during a long casting fails it and the PP are lost', () => {
    expect(advanceLongCasting(0, 1, 'concentrationLost').status).toBe('failed');
    expect(castingCost('interrupted', 5)).toEqual({ pp: 5, xp: 0, takesEffect: false });
  });

  it('AK-SPELL-23: a long casting provokes only when it starts and the caster threatens nothing meanwhile', () => {
    expect(castingAction('minute')).toMatchObject({ provokes: true, threatens: false });
    expect(castingAction('round', true)).toMatchObject({ provokes: false, threatens: false });
  });

  it('AK-SPELL-02, AK:G-25: casting an S spell forbids parrying, not dodging', () => {
    expect([canParryWhileCasting(true), canParryWhileCasting(false)]).toEqual([false, true]);
  });
});

describe('Akenar spells: touch spells and holding the charge', () => {
  it('AK-SPELL-13: casting holds the charge; touching yourself in the casting turn is free and discharges it', () => {
    const cast = ok(touchSpell(NO_CHARGE, { type: 'cast', spell: 'cure light wounds' }));
    expect(cast).toMatchObject({ state: { held: 'cure light wounds', castThisTurn: true }, action: 'normal', provokes: true });
    expect(ok(touchSpell(cast.state, { type: 'touchSelf' }))).toMatchObject({ state: NO_CHARGE, action: 'free', discharged: 'cure light wounds' });
    expect(touchSpell(NO_CHARGE, { type: 'touchSelf' })).toEqual({ ok: false, rule: 'AK-SPELL-13', error: 'nothingHeld' });
  });

  it('AK-SPELL-14, AK-DEF-25: touching an enemy is a touch attack that provokes nothing and can only be dodged; a miss keeps the charge', () => {
    const hit = ok(touchSpell(holding, { type: 'touchEnemy', hit: true }));
    expect(hit).toMatchObject({ touchAttack: true, provokes: false, action: 'normal', discharged: 'shocking grasp', state: NO_CHARGE });
    expect(ok(touchSpell(holding, { type: 'touchEnemy', hit: false })).state).toEqual(holding);
    const d = defenceOptions({ sizeMod: 0, dexMod: 2, strMod: 3, dodgeBonus: 1, parryBonus: 4, shield: 2 }, { touch: true });
    expect(d.options.map((o) => o.kind)).toEqual(['base', 'dodge']);
  });

  it('AK-SPELL-15, EX-22: holding the charge, one friend is a normal action, up to six a full-round action, seven is not allowed', () => {
    expect(ok(touchSpell(holding, { type: 'touchFriends', count: 1 }))).toMatchObject({ action: 'normal', discharged: 'shocking grasp' });
    expect(ok(touchSpell(holding, { type: 'touchFriends', count: 6 }))).toMatchObject({ action: 'fullRound', state: NO_CHARGE });
    expect(touchSpell(holding, { type: 'touchFriends', count: 7 })).toMatchObject({ ok: false, rule: 'AK-SPELL-15' });
  });

  it('AK-SPELL-15: the charge is held indefinitely across turns; the free touch is only in the casting turn', () => {
    const cast = ok(touchSpell(NO_CHARGE, { type: 'cast', spell: 'chill touch' }));
    const later = ok(touchSpell(cast.state, { type: 'endTurn' }));
    expect(later.state).toEqual({ held: 'chill touch', castThisTurn: false });
    expect(ok(touchSpell(later.state, { type: 'touchFriends', count: 1 })).action).toBe('normal');
  });

  it('AK-SPELL-16: casting another spell dissipates the charge; touching anything discharges it', () => {
    expect(ok(touchSpell(holding, { type: 'castOther' }))).toMatchObject({ state: NO_CHARGE, dissipated: 'shocking grasp' });
    const again = ok(touchSpell(holding, { type: 'cast', spell: 'chill touch' }));
    expect([again.dissipated, again.state.held]).toEqual(['shocking grasp', 'chill touch']);
    expect(ok(touchSpell(holding, { type: 'touchedSomething' }))).toMatchObject({ state: NO_CHARGE, discharged: 'shocking grasp', action: 'none' });
  });

  it('AK-SPELL-17: an unarmed attack while holding provokes; a hit deals its damage and discharges, a miss keeps the charge', () => {
    expect(ok(touchSpell(holding, { type: 'unarmedAttack', hit: true }))).toMatchObject({ provokes: true, attackDamage: true, discharged: 'shocking grasp', state: NO_CHARGE });
    const miss = ok(touchSpell(holding, { type: 'unarmedAttack', hit: false }));
    expect([miss.provokes, miss.state.held, miss.discharged]).toEqual([true, 'shocking grasp', undefined]);
  });
});

describe('Akenar spells: other actions and special abilities', () => {
  it('AK-SPELL-09, AK-SPELL-18, AK-SPELL-19, AK-SPELL-24: maintain = normal, dismiss = normal, redirect = move, stop = free; none provoke', () => {
    expect([SPELL_ACTIONS.maintain.action, SPELL_ACTIONS.dismiss.action, SPELL_ACTIONS.redirect.action, SPELL_ACTIONS.stopConcentrating.action]).toEqual(['normal', 'normal', 'move', 'free']);
    expect(Object.values(SPELL_ACTIONS).some((a) => a.provokes)).toBe(false);
    expect([SPELL_ACTIONS.maintain.concentration, SPELL_ACTIONS.redirect.concentration]).toEqual([true, false]);
  });

  it('AK-ACT-28, AK-SPELL-12: Sr works like a spell: normal action, concentration, provokes unless used defensively, interruptible', () => {
    expect(abilityUse('Sr')).toEqual({ action: 'normal', provokes: true, concentration: true, interruptible: true, rule: 'AK-ACT-28' });
    expect(abilityUse('Sr', { defensive: true }).provokes).toBe(false);
  });

  it('AK-ACT-29: Sb is a normal action that cannot be interrupted, needs no concentration and provokes nothing', () => {
    expect(abilityUse('Sb')).toEqual({ action: 'normal', provokes: false, concentration: false, interruptible: false, rule: 'AK-ACT-29' });
    expect(abilityUse('Sb', { action: 'fullRound' }).action).toBe('fullRound');
  });

  it('AK-ACT-30: Ex is usually no action; as an action it is normal, uninterruptible and provokes nothing', () => {
    expect(abilityUse('Ex')).toEqual({ action: 'none', provokes: false, concentration: false, interruptible: false, rule: 'AK-ACT-30' });
    expect(abilityUse('Ex', { action: 'normal' })).toMatchObject({ action: 'normal', provokes: false, interruptible: false });
  });
});
