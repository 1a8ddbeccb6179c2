import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';
import { atk, changes, resolved, seat, stepOf, tested } from './attack-fixtures.js';

/** The archer A (bow 60, Range 100 m) shooting at the spearman P, off the map (distances declared). */
function range(patch = {}) {
  const t = new RqTable([], { map: false });
  seat(t, 'A', RQ_CAST.archer, patch, undefined, 'party');
  seat(t, 'P', RQ_CAST.spearman);
  t.next({ A: 9, P: 1 });
  return t;
}

describe('RuneQuest ranged attacks (RQ-RANGED-*, RQ-COVER-*)', () => {
  it('RQ-RANGED-04/05 TV-04: at 80 m the bow is at 60%; at 150 m halved to 30% before the aim bonus (30 + 30 = 60)', () => {
    const t = range();
    const near = t.ok(atk('A', 'P', 'bow', { 'atk.d100': 99 }, { distance: 80 }));
    expect(tested(near)).toEqual([60]);
    expect(stepOf(near, 'bd_rq_range_band1')?.rule?.id).toBe('RQ-RANGED-04');
    t.undo();
    const far = t.ok(atk('A', 'P', 'bow', { 'atk.d100': 99 }, { distance: 150 }));
    expect(tested(far)).toEqual([30]);
    expect(stepOf(far, 'bd_rq_range_band2')).toMatchObject({ params: { skill: 60, base: 30 }, rule: { id: 'RQ-RANGED-05' } });
    const aimed = range({ aim: { weapon: 'bow', target: 'P', cas: 3 } });
    expect(tested(aimed.ok(atk('A', 'P', 'bow', { 'atk.d100': 99 }, { distance: 150 })))).toEqual([60]);
  });

  it('RQ-RANGED-06 Z-05 TV-04: at 201 m the shot fails automatically, no die rolled, the CA spent', () => {
    const t = range();
    const ev = t.ok(atk('A', 'P', 'bow', {}, { distance: 201 }));
    expect(resolved(ev)).toMatchObject({ outcome: 'miss', rolls: [] });
    expect(stepOf(ev, 'bd_rq_range_auto_fail')?.rule).toEqual({ id: 'RQ-RANGED-06', gap: 'Z-05' });
    expect(t.c('A').sheet.status.used).toBe(1);
  });

  it('RQ-ACT-06, RQ-RANGED-02/03: a shot is one CA, resolved like a melee attack, and unloads the bow until it is reloaded', () => {
    const t = range();
    const ev = t.ok(atk('A', 'P', 'bow', { 'atk.d100': 20, 'react.P': 'none', dmg: 5, 'loc.d20': 10 }, { distance: 30 }));
    expect(changes(ev)).toEqual(['A:bd_rq_atk_spent', 'A:bd_rq_shot_unloaded']);
    expect(resolved(ev)).toMatchObject({ outcome: 'hit', damage: 5 });
    expect(stepOf(ev, 'bd_rq_ranged_as_melee')?.rule?.id).toBe('RQ-RANGED-02');
    expect(resolved(ev).steps.find((s) => s.msg === 'bd_rq_atk_mode_normal')?.rule?.id).toBe('RQ-ACT-06');
    expect(t.c('A').sheet.status).toMatchObject({ used: 1, loaded: [] });
    t.next();
    t.next();
    expect(t.turn).toBe('A@2');
    expect(t.refused(atk('A', 'P', 'bow', {}, { distance: 30 }))).toMatch(/not loaded: reload it first \(RQ-RANGED-03\)/);
  });

  it('RQ-RANGED-01: no ranged attack in a charge, a flurry or an extra attack; free attacks and ripostes are not declared at all', () => {
    const t = range();
    for (const mode of ['charge', 'flurry', 'extra'] as const) expect(t.refused(atk('A', 'P', 'bow', {}, { mode, distance: 10 }))).toMatch(/is a ranged weapon and cannot be used for (Charge|Flurry|Off-hand extra attack).* \(RQ-RANGED-01\)/);
    expect(t.refused(atk('A', 'P', 'bow', {}, { mode: 'free', distance: 10 }))).toMatch(/a free attack is made by the engine when its trigger happens, not declared \(RQ-FREE-01\)/);
    expect(t.refused(atk('A', 'P', 'bow', {}, { mode: 'riposte', distance: 10 }))).toMatch(/a riposte is made by the engine when its trigger happens, not declared \(RQ-REACT-19\)/);
  });

  it('RQ-RANGED-08, RQ-COVER-07: a precise shot may aim at a location or ignore armour, not disarm nor hit a weapon; no precise shot into a group', () => {
    const t = range();
    expect(t.refused(atk('A', 'P', 'bow', {}, { precise: 'disarm', targetWeapon: 'spear', distance: 10 }))).toMatch(/RQ-RANGED-08/);
    expect(t.refused(atk('A', 'P', 'bow', {}, { precise: 'weapon', targetWeapon: 'spear', distance: 10 }))).toMatch(/RQ-RANGED-08/);
    expect(t.refused(atk('A', 'P', 'bow', {}, { precise: 'location', location: 'head', distance: 10, covered: ['chest'] }))).toMatch(/no precise shot into a group \(RQ-COVER-07\)/);
    const ev = t.ok(atk('A', 'P', 'bow', { 'atk.d100': 20, 'react.P': 'none', dmg: 5 }, { precise: 'location', location: 'head', distance: 10 }));
    expect(tested(ev)).toEqual([20]);
    expect(stepOf(ev, 'bd_rq_loc_chosen')?.params).toEqual({ location: 'head' });
  });

  it('RQ-COVER-01/02: a blow on a covered location hits the object (its AP off its HP, G-14); an uncovered one reaches the target, in melee too', () => {
    const t = range();
    const cover = { locations: ['right-leg', 'left-leg', 'abdomen'], ap: 4, hp: 20 };
    const ev = t.ok(atk('A', 'P', 'bow', { 'atk.d100': 20, 'react.P': 'none', dmg: 7, 'loc.d20': 2 }, { distance: 10, cover }));
    expect(stepOf(ev, 'bd_rq_cover_hit')).toMatchObject({ params: { location: 'right-leg', damage: 7, lost: 3 }, rule: { id: 'RQ-COVER-01', gap: 'G-14' } });
    expect(stepOf(ev, 'bd_rq_object_hp_gm')?.rule).toEqual({ id: 'RQ-COVER-01', gap: 'G-14' });
    const m = new RqTable([]);
    seat(m, 'K', RQ_CAST.swordsman, {}, [0, 0], 'party');
    seat(m, 'P', rqStats({ ...RQ_CAST.spearman }), {}, [1, 0]);
    m.next({ K: 9, P: 1 });
    const melee = m.ok(atk('K', 'P', 'sword', { 'atk.d100': 20, 'react.P': 'none', dmg: 7, dm: 1, 'loc.d20': 19 }, { cover }));
    expect(stepOf(melee, 'bd_rq_cover_missed')?.rule?.id).toBe('RQ-COVER-02');
  });
});

describe('RuneQuest shots into a group (RQ-COVER-03..06)', () => {
  /** The archer shoots P; Q stands next to P; the GM rules P's chest covered. */
  function group() {
    const t = new RqTable([]);
    seat(t, 'A', RQ_CAST.archer, {}, [0, 0], 'party');
    seat(t, 'P', RQ_CAST.spearman, {}, [8, 0]);
    seat(t, 'Q', RQ_CAST.spearman, {}, [9, 0]);
    t.next({ A: 9, P: 1, Q: 1 });
    return t;
  }
  const shot = { 'atk.d100': 20, 'react.P': 'none' };

  it('RQ-COVER-03/04/05: a blow on a covered location hits the one next to the target, who may react, on a random location', () => {
    const t = group();
    const p = t.prompt(atk('A', 'P', 'bow', { ...shot, 'loc.d20': 11 }, { covered: ['chest'] }));
    expect(p).toMatchObject({ key: 'accidental.P', default: 'Q' });
    const ev = t.ok(atk('A', 'P', 'bow', { ...shot, 'loc.d20': 11, 'accidental.P': 'Q', 'acc.react.Q': 'none', 'acc.dmg': 3, 'acc.loc.d20': 2 }, { covered: ['chest'] }));
    expect(stepOf(ev, 'bd_rq_group_covered')?.rule?.id).toBe('RQ-COVER-03');
    expect(stepOf(ev, 'bd_rq_group_accidental')?.rule?.id).toBe('RQ-COVER-04');
    expect(ev.filter((e) => e.type === 'runequest.hit').map((e) => e.type === 'runequest.hit' && [e.id, e.location, e.damage])).toEqual([['Q', 'right-leg', 3]]);
    t.undo();
    const open = t.ok(atk('A', 'P', 'bow', { ...shot, 'loc.d20': 2, dmg: 3 }, { covered: ['chest'] }));
    expect(open.filter((e) => e.type === 'runequest.hit').map((e) => e.type === 'runequest.hit' && [e.id, e.location])).toEqual([['P', 'right-leg']]);
  });

  it('RQ-COVER-06: if the one in the way dodges, the missile goes on to the target, on a location rolled afresh', () => {
    const t = group();
    const ev = t.ok(atk('A', 'P', 'bow', { ...shot, 'loc.d20': 11, 'accidental.P': 'Q', 'acc.react.Q': 'dodge', 'acc.react.d100': 1, 'on.dmg': 4, 'on.loc.d20': 19 }, { covered: ['chest'] }));
    expect(stepOf(ev, 'bd_rq_group_continues')?.rule?.id).toBe('RQ-COVER-06');
    expect(changes(ev)).toContain('Q:bd_rq_react_spent_dodge');
    expect(ev.filter((e) => e.type === 'runequest.hit').map((e) => e.type === 'runequest.hit' && [e.id, e.location, e.damage])).toEqual([['P', 'head', 4]]);
  });
});
