import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';
import type { RqSettings } from '../../../shared/systems/runequest/settings.js';
import { freshRqStatus, type RqStatus } from '../../../shared/systems/runequest/schema.js';
import { RQ_TABLES } from '../../../shared/systems/runequest/tables.js';
import { atk, changes, resolved, seat, stepOf, tested } from './attack-fixtures.js';

/** The brute B (SR 9 + 9 = 18, great axe 55, 2d6+2, DM 1d4) against the swordsman S (SR 13 + 1: sword 67, shield 60 AP 8, dodge 40). */
function axeVsShield(s: Partial<RqStatus> = {}, settings: Partial<RqSettings> = {}, sStats = RQ_CAST.swordsman) {
  const t = new RqTable([], { settings });
  seat(t, 'B', RQ_CAST.brute, {}, [0, 0]);
  seat(t, 'S', sStats, s, [1, 0], 'party');
  t.next({ B: 9, S: 1 });
  expect(t.turn).toBe('B@1');
  return t;
}
const hit = { 'atk.d100': 30 };

describe('RuneQuest Reactions (RQ-REACT-*)', () => {
  it('RQ-REACT-03/04/06/15: after a hit and before its damage the target is asked: parry with each held item, dodge, or none; default the best skill', () => {
    const t = axeVsShield();
    const p = t.prompt(atk('B', 'S', 'great-axe', hit));
    expect(p).toMatchObject({ kind: 'choice', key: 'react.S', default: 'parry:sword', question: { params: { left: 3 } } });
    expect(p.kind === 'choice' && p.options.map((o) => o.value)).toEqual(['parry:sword', 'parry:shield', 'dodge', 'none']);
    expect(p.kind === 'choice' && p.options.map((o) => o.label.params.skill)).toEqual([67, 60, 40, undefined]);
  });

  it('RQ-REACT-18 G-02: a successful parry against a hit lets the blow through less the shield AP × 1', () => {
    const t = axeVsShield();
    const ev = t.ok(atk('B', 'S', 'great-axe', { ...hit, 'react.S': 'parry:shield', 'react.d100': 20, dmg: [5, 4], dm: 3, 'loc.d20': 10 }));
    const r = resolved(ev);
    expect(r).toMatchObject({ outcome: 'hit', damage: 14 - 8 });
    expect(tested(ev)).toEqual([55, 60]);
    expect(r.steps.find((s) => s.msg === 'bd_rq_dmg_parried')?.params).toEqual({ ap: 8, total: 6 });
    expect(ev.find((e) => e.type === 'runequest.hit')).toMatchObject({ id: 'S', location: 'chest', damage: 6, ap: 2 });
    expect(changes(ev)).toEqual(['B:bd_rq_atk_spent', 'S:bd_rq_react_spent_parry']);
    expect(t.c('S').sheet.status.reactions).toBe(1);
    expect(t.replays()).toBe(true);
  });

  it('RQ-REACT-18 G-02: a critical parry of a normal hit blocks 2 × AP; a parry failing changes nothing', () => {
    const t = axeVsShield();
    expect(resolved(t.ok(atk('B', 'S', 'great-axe', { ...hit, 'react.S': 'parry:sword', 'react.d100': 3, dmg: [6, 6], dm: 4, 'loc.d20': 10 }))).damage).toBe(18 - 8);
    t.undo();
    expect(resolved(t.ok(atk('B', 'S', 'great-axe', { ...hit, 'react.S': 'parry:sword', 'react.d100': 90, dmg: [2, 2], dm: 4, 'loc.d20': 10 }))).damage).toBe(10);
  });

  it('RQ-REACT-08/11 G-01: a successful dodge against a hit leaves the weapon dice at minimum (DM rolled); a critical dodge makes it fail', () => {
    const t = axeVsShield();
    const ev = t.ok(atk('B', 'S', 'great-axe', { ...hit, 'react.S': 'dodge', 'react.d100': 20, dm: 3, 'loc.d20': 10 }));
    expect(resolved(ev)).toMatchObject({ outcome: 'hit', damage: 2 + 2 + 3 });
    expect(changes(ev)).toEqual(['B:bd_rq_atk_spent', 'S:bd_rq_react_spent_dodge']);
    t.undo();
    expect(resolved(t.ok(atk('B', 'S', 'great-axe', { ...hit, 'react.S': 'dodge', 'react.d100': 4 })))).toMatchObject({ outcome: 'miss', damage: 0 });
  });

  it('RQ-REACT-01/05/06: one Reaction answers one attack; with none left the target is not asked and the attack goes straight to damage', () => {
    const t = new RqTable([]);
    seat(t, 'B', RQ_CAST.brute, {}, [0, 0]);
    seat(t, 'K', RQ_CAST.swordsman, {}, [2, 0]);
    seat(t, 'P', RQ_CAST.spearman, {}, [1, 0], 'party');
    t.next({ B: 9, K: 4, P: 1 });
    const first = t.ok(atk('B', 'P', 'great-axe', { ...hit, 'react.P': 'dodge', 'react.d100': 90, dmg: [1, 1], dm: 1, 'loc.d20': 10 }));
    expect(resolved(first).rolls.filter((r) => r.key === 'react.d100')).toHaveLength(1);
    expect(t.c('P').sheet.status.reactions).toBe(1);
    t.next();
    expect(t.turn).toBe('K@1');
    const second = t.ok(atk('K', 'P', 'sword', { 'atk.d100': 30, dmg: 4, dm: 1, 'loc.d20': 10 }));
    expect(stepOf(second, 'bd_rq_react_none_left')?.rule?.id).toBe('RQ-REACT-06');
    expect(resolved(second).damage).toBe(5);
  });

  it('RQ-REACT-02: no Reaction on its own Strike Rank: an area effect on its own turn asks no Evade', () => {
    const t = axeVsShield();
    const ev = t.ok({ type: 'damage', id: 'B', amount: 2, area: true, location: 'chest' });
    expect(ev.find((e) => e.type === 'runequest.changed' && e.id === 'B')).toMatchObject({ reason: 'bd_rq_react_own_turn', rule: { id: 'RQ-REACT-02' } });
    expect(t.c('B').sheet.status.reactions).toBe(0);
  });

  it('RQ-REACT-07 G-18, RQ-GRAP-07, RQ-SURP-02 Z-10: the helpless, grapplers and the surprised in round 1 are not asked', () => {
    for (const [patch, msg, rule] of [[{ helpless: true }, 'bd_rq_react_helpless', 'RQ-REACT-07'], [{ grapple: { with: 'x', holder: false } }, 'bd_rq_react_grappling', 'RQ-GRAP-07']] as const) {
      const t = axeVsShield(patch);
      const ev = t.ok(atk('B', 'S', 'great-axe', { ...hit, dmg: [1, 1], dm: 1, 'loc.d20': 10 }));
      expect(stepOf(ev, msg)?.rule?.id).toBe(rule);
    }
    const t = new RqTable([]);
    seat(t, 'B', RQ_CAST.brute, {}, [0, 0]);
    seat(t, 'S', RQ_CAST.swordsman, {}, [1, 0], 'party');
    t.ok({ type: 'setSurprised', ids: ['S'], surprised: true });
    t.next({ B: 9, S: 9 });
    expect(stepOf(t.ok(atk('B', 'S', 'great-axe', { ...hit, dmg: [1, 1], dm: 1, 'loc.d20': 10 })), 'bd_rq_react_surprised')?.rule).toEqual({ id: 'RQ-SURP-02', gap: 'Z-10' });
  });

  it('RQ-REACT-14 Z-01/Z-08: under the SRD reading the defender reacts before the roll; a critical dodge of a miss overextends the attacker: −20% to its next Reaction', () => {
    const t = axeVsShield({}, { reactionMode: 'srd' });
    expect(t.prompt(atk('B', 'S', 'great-axe', {})).key).toBe('react.S');
    const ev = t.ok(atk('B', 'S', 'great-axe', { 'atk.d100': 90, 'react.S': 'dodge', 'react.d100': 3 }));
    expect(resolved(ev).outcome).toBe('miss');
    expect(changes(ev)).toEqual(['B:bd_rq_atk_spent', 'S:bd_rq_react_spent_dodge', 'B:bd_rq_overextended']);
    expect(t.c('B').sheet.status.overextended).toBe(true);
    t.next();
    const back = t.ok(atk('S', 'B', 'sword', { 'atk.d100': 30, 'react.B': 'dodge', 'react.d100': 99, dmg: 1, dm: 1, 'loc.d20': 10 }));
    expect(tested(back)).toEqual([67, 30 - 20]);
    expect(t.c('B').sheet.status.overextended).toBe(false);
  });

  it('RQ-REACT-19 Z-09: a critical parry of a failed attack offers a riposte, a free attack back for one more Reaction', () => {
    const t = axeVsShield({}, { reactionMode: 'srd' });
    const base = { 'atk.d100': 90, 'react.S': 'parry:sword', 'react.d100': 5 };
    expect(t.prompt(atk('B', 'S', 'great-axe', base))).toMatchObject({ key: 'riposte.S', default: 'riposte' });
    const ev = t.ok(atk('B', 'S', 'great-axe', { ...base, 'riposte.S': 'riposte', 'riposte.atk.d100': 40, 'riposte.react.B': 'none', 'riposte.dmg': 6, 'riposte.dm': 2, 'riposte.loc.d20': 10 }));
    const all = ev.filter((e) => e.type === 'attack.resolved');
    expect(all.map((e) => e.type === 'attack.resolved' && [e.attacker, e.outcome, e.damage])).toEqual([['B', 'miss', 0], ['S', 'hit', 8]]);
    expect(changes(ev)).toEqual(['B:bd_rq_atk_spent', 'S:bd_rq_react_spent_parry', 'S:bd_rq_atk_spent_riposte']);
    expect(t.c('S').sheet.status.reactions).toBe(2);
    expect(t.replays()).toBe(true);
  });

  it('RQ-REACT-16, RQ-RANGED-07: a ranged attack may be dodged, never parried', () => {
    const t = new RqTable([], { map: false });
    seat(t, 'A', RQ_CAST.archer);
    seat(t, 'S', RQ_CAST.swordsman, {}, undefined, 'party');
    t.next({ A: 9, S: 1 });
    const p = t.prompt(atk('A', 'S', 'bow', { 'atk.d100': 30 }, { distance: 20 }));
    expect(p.kind === 'choice' && p.options.map((o) => o.value)).toEqual(['dodge', 'none']);
  });

  it('RQ-REACT-17 WE-03: an improvised parry with a bow uses the Shield skill, logged for the GM', () => {
    const t = new RqTable([]);
    seat(t, 'K', RQ_CAST.swordsman, {}, [0, 0]);
    seat(t, 'A', rqStats({ ...RQ_CAST.archer, skills: { ...RQ_CAST.archer.skills, shield: 35 } }), {}, [1, 0], 'party');
    t.next({ K: 9, A: 1 });
    const ev = t.ok(atk('K', 'A', 'sword', { 'atk.d100': 30, 'react.A': 'parry:bow', 'react.d100': 90, dmg: 4, dm: 1, 'loc.d20': 10 }));
    expect(tested(ev)).toEqual([67, 35]);
    expect(stepOf(ev, 'bd_rq_parry_improvised')?.rule?.id).toBe('RQ-REACT-17');
  });

  it('RQ-REACT-09/10 TV-10: hemmed in and mounted, Dodge 45 − 30 − 20 = −5: no chance', () => {
    const t = axeVsShield({ mounted: true }, {}, rqStats({ ...RQ_CAST.swordsman, skills: { ...RQ_CAST.swordsman.skills, dodge: 45 } }));
    const ev = t.ok(atk('B', 'S', 'great-axe', { ...hit, 'react.S': 'dodge', 'react.d100': 1, dmg: [1, 1], dm: 1, 'loc.d20': 10 }, { hemmedIn: true }));
    expect(tested(ev)).toEqual([55, -5]);
    expect(resolved(ev).steps.filter((s) => ['RQ-REACT-09', 'RQ-REACT-10'].includes(s.rule?.id ?? '')).map((s) => s.params.value)).toEqual([-30, -20]);
    expect(resolved(ev).damage).toBe(5);
  });

  it('RQ-GRAP-06 Z-18, RQ-GRAP-08: a grappler makes no attack at all; a test not aimed at its partner (Resilience after a wound) is at −20%', () => {
    const gr = new RqTable([]);
    seat(gr, 'B', RQ_CAST.brute, { grapple: { with: 'S', holder: true } }, [0, 0]);
    seat(gr, 'S', RQ_CAST.swordsman, { grapple: { with: 'B', holder: false } }, [1, 0], 'party');
    seat(gr, 'X', RQ_CAST.swordsman, {}, [0, 1], 'party');
    gr.next({ B: 9, S: 1, X: 1 });
    expect(gr.refused(atk('B', 'X', 'great-axe', { 'atk.d100': 10 }))).toMatch(/B is grappling: only Break Free, Immobilise, Inflict Pain or Throw, no attack \(RQ-GRAP-08\)/);
    expect(gr.refused(atk('B', 'S', 'great-axe', { 'atk.d100': 10 }))).toMatch(/RQ-GRAP-08/);
    const ev = gr.ok({ type: 'damage', id: 'B', amount: 12, location: 'chest', inputs: { 'cas.B': { faces: [1] }, 'res.B': { faces: [90] } } });
    const res = ev.flatMap((e) => (e.type === 'runequest.changed' && e.id === 'B' && e.reason.startsWith('bd_rq_res_') ? [e] : []))[0];
    expect(res?.steps?.find((x) => x.msg === 'bd_rq_mod_grappling')).toMatchObject({ params: { value: -20 }, rule: { id: 'RQ-GRAP-06', gap: 'Z-18' } });
    expect(res?.steps?.find((x) => x.msg === 'bd_rq_d100')?.params.skill).toBe(RQ_CAST.brute.skills.resilience! - 20);
  });

  it('RQ-ACT-12 TV-10, RQ-IMPALE-04, RQ-WOUND-20: the status modifiers: Defend +20 to a dodge, −20 per impaling weapon, −10 with a useless leg', () => {
    const t = axeVsShield({ defending: true });
    expect(tested(t.ok(atk('B', 'S', 'great-axe', { ...hit, 'react.S': 'dodge', 'react.d100': 90, dmg: [1, 1], dm: 1, 'loc.d20': 10 })))).toEqual([55, 60]);
    const imp = new RqTable([]);
    seat(imp, 'B', RQ_CAST.brute, { impaled: [{ by: 'x', weapon: 'spear', name: 'Lanza', location: 'chest' }, { by: 'y', weapon: 'spear', name: 'Lanza', location: 'abdomen' }] }, [0, 0]);
    seat(imp, 'S', RQ_CAST.swordsman, {}, [1, 0], 'party');
    imp.next({ B: 9, S: 1 });
    expect(tested(imp.ok(atk('B', 'S', 'great-axe', { 'atk.d100': 99 })))).toEqual([55 - 40]);
    const fresh = freshRqStatus(RQ_CAST.brute, RQ_TABLES).locations;
    const lame = new RqTable([]);
    seat(lame, 'B', RQ_CAST.brute, { locations: { ...fresh, 'left-leg': { ...fresh['left-leg']!, hp: -2, tier: 'serious', useless: true } } }, [0, 0]);
    seat(lame, 'S', RQ_CAST.swordsman, {}, [1, 0], 'party');
    lame.next({ B: 9, S: 1 });
    const ev = lame.ok(atk('B', 'S', 'great-axe', { 'atk.d100': 99 }));
    expect(tested(ev)).toEqual([55 - 10]);
    expect(stepOf(ev, 'bd_rq_mod_leg')?.rule?.id).toBe('RQ-WOUND-20');
  });
});
