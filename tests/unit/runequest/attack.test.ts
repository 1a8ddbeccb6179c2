import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';
import { freshRqStatus } from '../../../shared/systems/runequest/schema.js';
import { RQ_TABLES } from '../../../shared/systems/runequest/tables.js';
import { atk, changes, resolved, seat, stepOf, tested } from './attack-fixtures.js';

/** A fighter with sword `skill` (1d8) and DM `dm`; DEX 11: 2 CAs, SR modifier 11. */
const fighter = (skill: number, dm = '1d4') => rqStats({
  skills: { '1h-sword': skill, dodge: 30 }, damageModifier: dm,
  weapons: [{ id: 'sword', name: 'Espada', skill: '1h-sword', kind: 'melee', family: 'sword', damage: '1d8', ap: 4, hp: 12 }],
  ready: { right: 'sword', left: null },
});

/** K (SR 11 + 9 = 20) against the spearman P (SR 5 + 1), adjacent. */
function duel(skill = 67) {
  const t = new RqTable([]);
  seat(t, 'K', fighter(skill), {}, [0, 0], 'party');
  seat(t, 'P', RQ_CAST.spearman, {}, [1, 0]);
  t.next({ K: 9, P: 1 });
  expect(t.turn).toBe('K@1');
  return t;
}

describe('RuneQuest attack (RQ-ATK-01..05)', () => {
  it('RQ-ATK-01/02/03/04/05 TV-01: sword 67 crits on 01–06 for the weapon maximum plus the DM rolled as normal', () => {
    const t = duel();
    const ev = t.ok(atk('K', 'P', 'sword', { 'atk.d100': 6, 'react.P': 'none', dm: 3, 'loc.d20': 10 }));
    const r = resolved(ev);
    expect(r).toMatchObject({ outcome: 'critical', damage: 11 });
    expect(r.rolls.map((x) => [x.key, x.total])).toEqual([['atk.d100', 6], ['dmg', 8], ['dm', 3], ['loc.d20', 10]]);
    expect(r.steps.find((s) => s.msg === 'bd_rq_skill')?.params).toMatchObject({ skill: 67, crit: 6 });
    expect(r.steps.map((s) => s.rule?.id)).toEqual(expect.arrayContaining(['RQ-ATK-02', 'RQ-ATK-04', 'RQ-ATK-05']));
    t.undo();
    const hit = resolved(t.ok(atk('K', 'P', 'sword', { 'atk.d100': 7, 'react.P': 'none', dmg: 5, dm: 3, 'loc.d20': 10 })));
    expect(hit).toMatchObject({ outcome: 'hit', damage: 8 });
    t.undo();
    const miss = t.ok(atk('K', 'P', 'sword', { 'atk.d100': 68 }));
    expect(resolved(miss)).toMatchObject({ outcome: 'miss', damage: 0 });
    expect(stepOf(miss, 'bd_rq_react_not_needed')).toBeDefined();
    t.undo();
    expect(resolved(t.ok(atk('K', 'P', 'sword', { 'atk.d100': 100 })))).toMatchObject({ outcome: 'fumble' });
    expect(t.replays()).toBe(true);
  });

  it('RQ-ATK-03/04 TV-01: skill 9 has critical score 0 (01 is a plain hit); skill 100 crits on 10', () => {
    const low = duel(9);
    expect(resolved(low.ok(atk('K', 'P', 'sword', { 'atk.d100': 1, 'react.P': 'none', dmg: 5, dm: 1, 'loc.d20': 10 })))).toMatchObject({ outcome: 'hit', damage: 6 });
    const high = duel(100);
    expect(resolved(high.ok(atk('K', 'P', 'sword', { 'atk.d100': 10, 'react.P': 'none', dm: 1, 'loc.d20': 10 })))).toMatchObject({ outcome: 'critical', damage: 9 });
  });

  it('RQ-ACT-05: a melee attack is one Combat Action, once a pass, on its own SR, against an adjacent foe', () => {
    const t = duel();
    const ev = t.ok(atk('K', 'P', 'sword', { 'atk.d100': 90 }));
    expect(changes(ev)).toEqual(['K:bd_rq_atk_spent']);
    expect(t.c('K').sheet.status).toMatchObject({ used: 1, actedPass: 1 });
    expect(t.refused(atk('K', 'P', 'sword', { 'atk.d100': 90 }))).toMatch(/already acted in pass 1 \(RQ-ROUND-03\)/);
    expect(t.refused(atk('P', 'K', 'spear', { 'atk.d100': 90 }))).toMatch(/not P's turn \(RQ-ROUND-03\)/);
    const far = new RqTable([]);
    seat(far, 'K', fighter(67), {}, [0, 0], 'party');
    seat(far, 'P', RQ_CAST.spearman, {}, [3, 0]);
    far.next({ K: 9, P: 1 });
    expect(far.refused(atk('K', 'P', 'sword'))).toMatch(/3 m from K: a melee attack needs it adjacent \(RQ-ACT-05\)/);
    expect(far.refused(atk('K', 'P', 'axe'))).toMatch(/no weapon "axe"/);
  });

  it('RQ-ACT-10: a charge attack only ends a charge move at that target; without one it is refused', () => {
    const t = duel();
    expect(t.refused(atk('K', 'P', 'sword', { 'atk.d100': 10 }, { mode: 'charge' }))).toMatch(/K has not charged at P this turn: a charge attack ends a charge move at it \(RQ-ACT-10\)/);
    const u = new RqTable([]);
    seat(u, 'K', fighter(67), {}, [0, 0], 'party');
    seat(u, 'P', RQ_CAST.spearman, {}, [7, 0]);
    seat(u, 'Q', RQ_CAST.spearman, {}, [6, 1]);
    u.next({ K: 9, P: 1, Q: 1 });
    // The charge ends next to P (its target) and Q (which lets it by: no free attack).
    u.ok({ type: 'moveCombatant', id: 'K', to: { q: 6, r: 0 }, mode: 'charge', inputs: { 'fa.Q': { choice: 'none' } } });
    expect(u.c('K').sheet.status.charge).toEqual({ target: 'P' });
    expect(u.refused(atk('K', 'Q', 'sword', { 'atk.d100': 10 }, { mode: 'charge' }))).toMatch(/K has not charged at Q this turn.*RQ-ACT-10/);
    const ev = u.ok(atk('K', 'P', 'sword', { 'atk.d100': 10, 'react.P': 'none', dmg: 5, dm: 2, charge: 3, 'loc.d20': 10 }, { mode: 'charge' }));
    expect(resolved(ev).damage).toBe(5 + 2 + 3);
    expect(u.c('K').sheet.status).toMatchObject({ charge: null, used: 1 });
  });

  it('RQ-ACT-10: the attack ending a charge deals +1D4 (not maximised on a critical: Z-12)', () => {
    const t = duel();
    const k = t.c('K');
    t.ok({ type: 'updateCombatant', id: 'K', patch: { sheet: { ...k.sheet, status: { ...k.sheet.status, charge: { target: 'P' } } } } });
    const ev = t.ok(atk('K', 'P', 'sword', { 'atk.d100': 5, 'react.P': 'none', dm: 2, charge: 3, 'loc.d20': 10 }, { mode: 'charge' }));
    const r = resolved(ev);
    expect(r.damage).toBe(8 + 2 + 3);
    expect(r.steps.find((s) => s.msg === 'bd_rq_dmg_charge')).toMatchObject({ params: { total: 3 }, rule: { id: 'RQ-ACT-10', gap: 'Z-12' } });
    expect(changes(ev)[0]).toBe('K:bd_rq_atk_spent_charge');
    expect(t.refused(atk('K', 'P', 'sword', {}, { mode: 'charge', precise: 'location', location: 'head' }))).toMatch(/a precise attack cannot be made as Charge \(\+1D4\) \(RQ-PREC-02\)/);
  });

  it('RQ-ACT-22 TV-05: a flurry spends every CA left at once, each blow at −20%, none precise nor ranged', () => {
    const t = new RqTable([]);
    seat(t, 'K', rqStats({ characteristics: { str: 11, con: 11, siz: 13, int: 11, pow: 11, dex: 16, cha: 11 }, skills: { '1h-sword': 60 }, weapons: [{ id: 'sword', name: 'Espada', skill: '1h-sword', kind: 'melee', family: 'sword', damage: '1d8' }], ready: { right: 'sword', left: null } }), {}, [0, 0], 'party');
    seat(t, 'P', RQ_CAST.spearman, {}, [1, 0]);
    t.next({ K: 9, P: 1 });
    expect(t.refused(atk('K', 'P', 'sword', {}, { mode: 'flurry', precise: 'location', location: 'head' }))).toMatch(/precise attack cannot be made as Flurry \(−20%\) \(RQ-PREC-02\)/);
    const first = t.ok(atk('K', 'P', 'sword', { 'atk.d100': 90 }, { mode: 'flurry' }));
    expect(tested(first)).toEqual([40]);
    expect(t.c('K').sheet.status).toMatchObject({ used: 3, flurry: 2 });
    expect(t.refused(atk('K', 'P', 'sword', { 'atk.d100': 90 }))).toMatch(/in a flurry: its remaining blows are flurry attacks \(RQ-ACT-22\)/);
    t.ok(atk('K', 'P', 'sword', { 'atk.d100': 90 }, { mode: 'flurry' }));
    expect(tested(t.ok(atk('K', 'P', 'sword', { 'atk.d100': 90 }, { mode: 'flurry' })))).toEqual([40]);
    expect(t.c('K').sheet.status.flurry).toBe(0);
    expect(t.refused(atk('K', 'P', 'sword', { 'atk.d100': 90 }, { mode: 'flurry' }))).toMatch(/no Combat Action left this round \(RQ-ROUND-04\)/);
  });

  it('RQ-ACT-01/02/03/04: the aim bonus (+10% a CA, at most +30) goes to the first attack with that weapon at that target, and is then spent', () => {
    const t = new RqTable([], { map: false });
    seat(t, 'A', RQ_CAST.archer, { aim: { weapon: 'bow', target: 'P', cas: 4 } }, undefined, 'party');
    seat(t, 'P', RQ_CAST.spearman);
    seat(t, 'Q', RQ_CAST.spearman);
    t.next({ A: 9, P: 1, Q: 1 });
    const other = t.ok(atk('A', 'Q', 'bow', { 'atk.d100': 99 }, { distance: 50 }));
    expect(tested(other)).toEqual([60]);
    expect(stepOf(other, 'bd_rq_aim_other')?.rule?.id).toBe('RQ-ACT-03');
    t.undo();
    const aimed = t.ok(atk('A', 'P', 'bow', { 'atk.d100': 99 }, { distance: 50 }));
    expect(tested(aimed)).toEqual([90]);
    expect(resolved(aimed).steps.find((s) => s.msg === 'bd_rq_mod_aim')).toMatchObject({ params: { value: 30, cas: 4 }, rule: { id: 'RQ-ACT-02' } });
    expect(t.c('A').sheet.status.aim).toBeNull();
  });

  it('RQ-ACT-04 TV-04: a Reaction while aiming loses the aim', () => {
    const u = new RqTable([]);
    seat(u, 'K', fighter(67), {}, [0, 0], 'party');
    seat(u, 'A', RQ_CAST.archer, { aim: { weapon: 'bow', target: 'K', cas: 2 }, held: { right: 'dagger', left: null } }, [1, 0]);
    u.next({ K: 9, A: 1 });
    u.ok(atk('K', 'A', 'sword', { 'atk.d100': 30, 'react.A': 'dodge', 'react.d100': 99, dmg: 3, dm: 1, 'loc.d20': 10 }));
    expect(u.c('A').sheet.status).toMatchObject({ aim: null, reactions: 1 });
  });

  it('RQ-WOUND-15: with an arm useless the attack with a two-handed weapon is refused', () => {
    const fresh = freshRqStatus(RQ_CAST.brute, RQ_TABLES).locations;
    const t = new RqTable([]);
    seat(t, 'B', RQ_CAST.brute, { locations: { ...fresh, 'left-arm': { ...fresh['left-arm']!, hp: -1, tier: 'serious', useless: true } } }, [0, 0]);
    seat(t, 'P', RQ_CAST.spearman, {}, [1, 0], 'party');
    t.next({ B: 9, P: 1 });
    expect(t.refused(atk('B', 'P', 'great-axe'))).toMatch(/cannot use two-handed weapons \(RQ-WOUND-15\)/);
  });
});
