import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';
import { answers, atk, changes, resolved, seat, stepOf, tested } from './attack-fixtures.js';

/** U: Unarmed 60 with a fist (right arm); W: a wolf with bite and claw (natural weapons) that parries with its claw. */
const brawler = rqStats({ skills: { unarmed: 60, dodge: 30 }, weapons: [{ id: 'fist', name: 'Puño', skill: 'unarmed', kind: 'unarmed', family: 'unarmed', damage: '1d3', limb: 'right-arm' }] });
const wolf = rqStats({
  skills: { bite: 50, claw: 45, dodge: 30 },
  weapons: [
    { id: 'bite', name: 'Mordisco', skill: 'bite', kind: 'natural', family: 'natural', damage: '1d8', limb: 'head' },
    { id: 'claw', name: 'Garra', skill: 'claw', kind: 'natural', family: 'natural', damage: '1d6', ap: 2, limb: 'right-arm' },
  ],
});

function pair(a: ReturnType<typeof rqStats>, d: ReturnType<typeof rqStats>) {
  const t = new RqTable([]);
  seat(t, 'A', a, {}, [0, 0], 'party');
  seat(t, 'D', d, {}, [1, 0]);
  t.next({ A: 9, D: 1 });
  return t;
}

describe('RuneQuest free attacks, unarmed and natural weapons, grapples', () => {
  it('RQ-FREE-01/02/03: a free attack is made by the engine on its trigger (never declared), a simple melee attack for one Reaction, off its own turn; its target may parry it', () => {
    const t = pair(RQ_CAST.swordsman, RQ_CAST.spearman);
    expect(t.refused(atk('D', 'A', 'spear', { 'atk.d100': 20 }, { mode: 'free' }))).toMatch(/a free attack is made by the engine when its trigger happens, not declared \(RQ-FREE-01\)/);
    expect(t.refused(atk('D', 'A', 'spear', {}, { mode: 'charge' }))).toMatch(/not D's turn/);
    const cast = { type: 'rqAction' as const, id: 'A', action: 'castSpell' as const, spell: 'Rayo', cas: 2 };
    expect(t.prompt(cast)).toMatchObject({ key: 'fa.D', default: 'spear' });
    expect(t.prompt({ ...cast, inputs: answers({ 'fa.D': 'spear', 'fa.D.atk.d100': 20 }) })).toMatchObject({ key: 'fa.D.react.A', default: 'parry:sword' });
    const ev = t.ok({ ...cast, inputs: answers({ 'fa.D': 'spear', 'fa.D.atk.d100': 20, 'fa.D.react.A': 'parry:shield', 'fa.D.react.d100': 10, 'fa.D.dmg': 6, 'fa.D.dm': 2, 'fa.D.loc.d20': 10 }) });
    expect(changes(ev).slice(0, 3)).toEqual(['A:bd_rq_casting', 'D:bd_rq_atk_spent_free', 'A:bd_rq_react_spent_parry']);
    expect(resolved(ev)).toMatchObject({ attacker: 'D', damage: 0 });
    expect(t.c('D').sheet.status).toMatchObject({ reactions: 1, used: 0 });
  });

  it('RQ-UNARMED-01: an unarmed attack parried by a weapon: the attacker takes the weapon damage, no DM, on the limb it struck with', () => {
    const t = pair(brawler, RQ_CAST.swordsman);
    const ev = t.ok(atk('A', 'D', 'fist', { 'atk.d100': 30, 'react.D': 'parry:sword', 'react.d100': 20, dmg: 2, 'loc.d20': 10, 'unarmed.dmg': 6 }));
    expect(stepOf(ev, 'bd_rq_unarmed_parried')).toMatchObject({ params: { name: 'A', location: 'right-arm' }, rule: { id: 'RQ-UNARMED-01' } });
    expect(ev.filter((e) => e.type === 'runequest.hit').map((e) => e.type === 'runequest.hit' && [e.id, e.location, e.damage])).toEqual([['D', 'chest', 0], ['A', 'right-arm', 6]]);
    expect(resolved(ev).rolls.find((r) => r.key === 'unarmed.dmg')).toMatchObject({ notation: '1d8', total: 6 });
  });

  it('RQ-UNARMED-02/03 WE-09: natural weapons are weapons; they parry natural and unarmed attacks, not swords', () => {
    const bare = pair(brawler, wolf);
    const p = bare.prompt(atk('A', 'D', 'fist', { 'atk.d100': 30 }));
    expect(p.kind === 'choice' && p.options.map((o) => o.value)).toEqual(['parry:bite', 'parry:claw', 'dodge', 'none']);
    const armed = pair(RQ_CAST.swordsman, wolf);
    const q = armed.prompt(atk('A', 'D', 'sword', { 'atk.d100': 30 }));
    expect(q.kind === 'choice' && q.options.map((o) => o.value)).toEqual(['dodge', 'none']);
    const bites = pair(wolf, RQ_CAST.spearman);
    const ev = bites.ok(atk('A', 'D', 'bite', { 'atk.d100': 30, 'react.D': 'none', dmg: 5, 'loc.d20': 10 }));
    expect(tested(ev)).toEqual([50]);
    expect(resolved(ev)).toMatchObject({ outcome: 'hit', attack: 'Mordisco', damage: 5 });
  });

  it('RQ-GRAP-01: a grapple is declared before the roll, with an unarmed or natural-weapon attack only', () => {
    const t = pair(RQ_CAST.swordsman, RQ_CAST.spearman);
    expect(t.refused(atk('A', 'D', 'sword', {}, { grapple: true }))).toMatch(/a grapple is declared with an unarmed or natural-weapon attack, not Espada ancha \(RQ-GRAP-01\)/);
    const u = pair(brawler, RQ_CAST.spearman);
    expect(resolved(u.ok(atk('A', 'D', 'fist', { 'atk.d100': 90 }, { grapple: true }))).outcome).toBe('miss');
  });
});

describe('RuneQuest grapple attack', () => {
  it('RQ-GRAP-01: a declared grapple that hits goes to the grapple rules instead of damage', () => {
    const u = new RqTable([]);
    seat(u, 'A', brawler, {}, [0, 0], 'party');
    seat(u, 'D', RQ_CAST.spearman, {}, [1, 0]);
    u.next({ A: 9, D: 1 });
    const p = u.prompt(atk('A', 'D', 'fist', { 'atk.d100': 30, 'react.D': 'none' }, { grapple: true }));
    expect(p.key).toBe('grp.def.D');
    const ev = u.ok(atk('A', 'D', 'fist', { 'atk.d100': 30, 'react.D': 'none', 'grp.def.D': 'dodge', 'grp.A': 20, 'grp.D': 90 }, { grapple: true }));
    expect(resolved(ev).steps.find((s) => s.msg === 'bd_rq_grapple_hit')?.rule?.id).toBe('RQ-GRAP-01');
    expect(ev.some((e) => e.type === 'runequest.hit')).toBe(false);
    expect(u.c('A').sheet.status.grapple).toEqual({ with: 'D', holder: true });
  });
});
