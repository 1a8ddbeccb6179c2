import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';
import type { EncounterEvent } from '../../../shared/model/events.js';

/** The archer (SR 24 with a d10 of 10) acts first; the swordsman far away, so nothing provokes. */
function duel(opts: ConstructorParameters<typeof RqTable>[1] = {}) {
  const t = new RqTable([{ id: 'a', stats: RQ_CAST.archer, at: [2, 2] }, { id: 's', stats: RQ_CAST.swordsman, side: 'enemy', at: [12, 10] }], opts);
  t.next({ a: 10, s: 1 });
  return t;
}
/** The next turn of `id` after the present one. */
function again(t: RqTable, id: string, inputs: Record<string, unknown> = {}) {
  t.ok({ type: 'nextTurn', inputs: inputs as never });
  t.turnOf(id, inputs);
}
/** Turns until a new round starts, its Strike Ranks these d10 faces. */
function newRound(t: RqTable, faces: Record<string, number>) {
  const round = t.state.round;
  while (t.state.round === round) t.next(faces);
}
const reasons = (events: EncounterEvent[]) => events.flatMap((e) => (e.type === 'runequest.changed' ? [e.reason] : []));

describe('RuneQuest Combat Actions (rqAction)', () => {
  it('RQ-ACT-01/02: each CA aiming at the same target with the same weapon adds one, at most 3 (+30%); each spends a CA', () => {
    const t = duel();
    expect(t.turn).toBe('a@1');
    t.ok({ type: 'rqAction', id: 'a', action: 'aim', weapon: 'bow', target: 's' });
    expect(t.c('a').sheet.status.aim).toEqual({ weapon: 'bow', target: 's', cas: 1 });
    expect(t.c('a').sheet.status.used).toBe(1);
    again(t, 'a');
    t.ok({ type: 'rqAction', id: 'a', action: 'aim', weapon: 'bow', target: 's' });
    again(t, 'a');
    t.ok({ type: 'rqAction', id: 'a', action: 'aim', weapon: 'bow', target: 's' });
    expect(t.c('a').sheet.status.aim).toEqual({ weapon: 'bow', target: 's', cas: 3 });
    newRound(t, { a: 10, s: 1 });
    expect(t.state.round).toBe(2);
    t.ok({ type: 'rqAction', id: 'a', action: 'aim', weapon: 'bow', target: 's' });
    expect(t.c('a').sheet.status.aim?.cas).toBe(3);
  });

  it('RQ-ACT-03/04: aiming at another target starts over; any other CA loses the aim', () => {
    const t = new RqTable([{ id: 'a', stats: RQ_CAST.archer, at: [2, 2] }, { id: 's', stats: RQ_CAST.swordsman, side: 'enemy', at: [12, 10] }, { id: 'b', stats: RQ_CAST.brute, side: 'enemy', at: [12, 2] }]);
    t.next({ a: 10, s: 1, b: 1 });
    t.ok({ type: 'rqAction', id: 'a', action: 'aim', weapon: 'bow', target: 's' });
    again(t, 'a');
    t.ok({ type: 'rqAction', id: 'a', action: 'aim', weapon: 'bow', target: 'b' });
    expect(t.c('a').sheet.status.aim).toEqual({ weapon: 'bow', target: 'b', cas: 1 });
    again(t, 'a');
    t.ok({ type: 'rqAction', id: 'a', action: 'defend' });
    expect(t.c('a').sheet.status.aim).toBeNull();
    expect(t.refused({ type: 'rqAction', id: 'a', action: 'aim', weapon: 'dagger', target: 's' })).toMatch(/ranged or thrown.*RQ-ACT-01/);
  });

  it('RQ-ACT-12: Defend sets +20% to Dodge and parries until the next CA (status.defending), which ends it', () => {
    const t = duel();
    const ev = t.ok({ type: 'rqAction', id: 'a', action: 'defend' });
    expect(reasons(ev)).toEqual(['bd_rq_defend']);
    expect(t.c('a').sheet.status).toMatchObject({ defending: true, used: 1, actedPass: 1 });
    again(t, 'a');
    t.ok({ type: 'rqAction', id: 'a', action: 'pass' });
    expect(t.c('a').sheet.status.defending).toBe(false);
  });

  it('RQ-ACT-07: Change Stance takes a CA; the same stance is refused; prone cannot move until it stands', () => {
    const t = duel();
    t.ok({ type: 'rqAction', id: 'a', action: 'changeStance', stance: 'prone' });
    expect(t.c('a').sheet.status).toMatchObject({ stance: 'prone', used: 1 });
    again(t, 'a');
    expect(t.refused({ type: 'rqAction', id: 'a', action: 'changeStance', stance: 'prone' })).toMatch(/RQ-ACT-07/);
    expect(t.refused({ type: 'moveCombatant', id: 'a', to: { q: 3, r: 2 }, mode: 'move' })).toMatch(/prone.*RQ-ACT-07/);
    t.ok({ type: 'rqAction', id: 'a', action: 'changeStance', stance: 'standing' });
    expect(t.c('a').sheet.status.stance).toBe('standing');
  });

  it('RQ-ACT-19/20 WE-01: draw into an empty hand 1 CA; drop and draw 1 CA; sheathe and draw 2 CAs; two weapons 2 CAs', () => {
    const two = rqStats({ characteristics: { str: 12, con: 12, siz: 12, int: 12, pow: 12, dex: 18, cha: 10 }, combatActions: 4, skills: { '1h-sword': 50, dagger: 40 },
      weapons: [
        { id: 'sword', name: 'Espada', skill: '1h-sword', kind: 'melee', family: 'sword', damage: '1d8', ap: 4, hp: 12 },
        { id: 'dagger', name: 'Daga', skill: 'dagger', kind: 'melee', family: 'dagger', damage: '1d4+1', ap: 4, hp: 6 },
        { id: 'axe', name: 'Hacha', skill: '1h-sword', kind: 'melee', family: 'axe', damage: '1d6', ap: 4, hp: 8 },
      ] });
    const t = new RqTable([{ id: 'w', stats: two, at: [2, 2] }, { id: 's', stats: RQ_CAST.swordsman, side: 'enemy', at: [12, 10] }]);
    t.next({ w: 10, s: 1 });
    t.ok({ type: 'rqAction', id: 'w', action: 'readyWeapon', weapon: 'sword', hand: 'right' });
    expect(t.c('w').sheet.status).toMatchObject({ used: 1, held: { right: 'sword', left: null } });
    again(t, 'w');
    expect(t.refused({ type: 'rqAction', id: 'w', action: 'readyWeapon', weapon: 'axe', hand: 'right' })).toMatch(/holds sword.*RQ-ACT-19\/20/);
    t.ok({ type: 'rqAction', id: 'w', action: 'readyWeapon', weapon: 'axe', hand: 'right', how: 'dropDraw' });
    expect(t.c('w').sheet.status).toMatchObject({ used: 2, held: { right: 'axe', left: null } });
    again(t, 'w');
    t.ok({ type: 'rqAction', id: 'w', action: 'readyWeapon', weapon: 'sword', hand: 'right', how: 'sheatheDraw' });
    expect(t.c('w').sheet.status).toMatchObject({ used: 4, held: { right: 'sword', left: null } });
    newRound(t, { w: 10, s: 1 });
    t.ok({ type: 'rqAction', id: 'w', action: 'readyWeapon', weapon: 'axe', weapon2: 'dagger', how: 'two', hand: 'right' });
    expect(t.c('w').sheet.status).toMatchObject({ used: 2, held: { right: 'axe', left: 'dagger' } });
  });

  it('RQ-ACT-20: a 2-CA ready is refused with only one CA left', () => {
    const t = new RqTable([{ id: 'p', stats: RQ_CAST.spearman, at: [2, 2] }, { id: 's', stats: RQ_CAST.swordsman, side: 'enemy', at: [12, 10] }]);
    t.next({ p: 10, s: 1 });
    expect(t.refused({ type: 'rqAction', id: 'p', action: 'readyWeapon', weapon: 'spear', how: 'sheatheDraw' })).toMatch(/needs 2 Combat Actions.*1 left.*RQ-ACT-20/);
  });

  it('RQ-ACT-21: reloading takes as many CAs as the weapon says, one a pass; loaded on the last', () => {
    const xbow = rqStats({ characteristics: { str: 11, con: 11, siz: 13, int: 11, pow: 11, dex: 16, cha: 11 }, skills: { crossbow: 50 },
      weapons: [{ id: 'xbow', name: 'Ballesta', skill: 'crossbow', kind: 'ranged', family: 'crossbow', hands: 2, damage: '1d10', ap: 4, hp: 8, range: 150, reload: 2, impaling: true }], ready: { right: 'xbow', left: 'xbow' } });
    const t = new RqTable([{ id: 'x', stats: xbow, at: [2, 2] }, { id: 's', stats: RQ_CAST.swordsman, side: 'enemy', at: [12, 10] }]);
    t.next({ x: 10, s: 1 });
    expect(t.refused({ type: 'rqAction', id: 'x', action: 'reload', weapon: 'xbow' })).toMatch(/already loaded.*RQ-ACT-21/);
    // Shooting empties it (the attack rules); here the GM's file starts it unloaded.
    const unloaded = new RqTable([{ id: 'x', stats: xbow, at: [2, 2] }, { id: 's', stats: RQ_CAST.swordsman, side: 'enemy', at: [12, 10] }]);
    unloaded.ok({ type: 'updateCombatant', id: 'x', patch: { sheet: { ...unloaded.c('x').sheet, status: { ...unloaded.c('x').sheet.status, loaded: [] } } } });
    unloaded.next({ x: 10, s: 1 });
    unloaded.ok({ type: 'rqAction', id: 'x', action: 'reload', weapon: 'xbow' });
    expect(unloaded.c('x').sheet.status).toMatchObject({ loaded: [], reloading: { weapon: 'xbow', left: 1 }, used: 1 });
    again(unloaded, 'x');
    unloaded.ok({ type: 'rqAction', id: 'x', action: 'reload' });
    expect(unloaded.c('x').sheet.status).toMatchObject({ loaded: ['xbow'], reloading: null, used: 2 });
  });

  it('RQ-ACT-17: Cast a Spell takes the CAs the GM gives, one a pass (status.casting counts down)', () => {
    const t = duel();
    expect(t.refused({ type: 'rqAction', id: 'a', action: 'castSpell', spell: 'Fuerza' })).toMatch(/CAs its description takes.*G-15/);
    t.ok({ type: 'rqAction', id: 'a', action: 'castSpell', spell: 'Fuerza', cas: 2 });
    expect(t.c('a').sheet.status.casting).toEqual({ spell: 'Fuerza', left: 1 });
    again(t, 'a');
    const ev = t.ok({ type: 'rqAction', id: 'a', action: 'castSpell' });
    expect(reasons(ev)).toEqual(['bd_rq_cast']);
    expect(t.c('a').sheet.status.casting).toBeNull();
  });

  it('RQ-ACT-24 G-16: Use Skills is one skill test for 1 CA, the die recorded', () => {
    const t = duel();
    const ev = t.ok({ type: 'rqAction', id: 'a', action: 'useSkill', skill: 'perception', difficulty: 'easy', inputs: { 'skill.a': { faces: [55] } } });
    const e = ev.find((x) => x.type === 'runequest.changed');
    expect(e && e.type === 'runequest.changed' && [e.reason, e.params?.level, e.rolls?.[0]?.total, e.rule?.id]).toEqual(['bd_rq_use_skill', 'failure', 55, 'RQ-ACT-24']);
    expect(t.c('a').sheet.status.used).toBe(1);
  });

  it('RQ-ROUND-03: pass spends the CA doing nothing; a second CA in the same pass is refused', () => {
    const t = duel();
    t.ok({ type: 'rqAction', id: 'a', action: 'pass' });
    expect(t.c('a').sheet.status).toMatchObject({ used: 1, actedPass: 1 });
    expect(t.refused({ type: 'rqAction', id: 'a', action: 'defend' })).toMatch(/already acted in pass 1.*RQ-ROUND-03/);
    expect(t.refused({ type: 'rqAction', id: 's', action: 'defend' })).toMatch(/not s's turn/);
  });

  it('RQ-MOUNT-09: a mounted character moves with its mount\'s Movement; mounting and dismounting take a CA', () => {
    const rider = rqStats({ ...RQ_CAST.swordsman, mount: { name: 'Caballo', siz: 25, movement: 10, trained: true } });
    const t = new RqTable([{ id: 'r', stats: rider, at: [1, 1] }, { id: 'e', stats: RQ_CAST.brute, side: 'enemy', at: [14, 12] }]);
    t.next({ r: 10, e: 1 });
    expect(t.c('r').sheet.status.mounted).toBe(true);
    t.ok({ type: 'moveCombatant', id: 'r', to: { q: 11, r: 1 }, mode: 'move' });
    expect(t.c('r').position).toEqual({ q: 11, r: 1 });
    again(t, 'r');
    t.ok({ type: 'rqAction', id: 'r', action: 'dismount' });
    expect(t.c('r').sheet.status.mounted).toBe(false);
    again(t, 'r');
    expect(t.refused({ type: 'moveCombatant', id: 'r', to: { q: 16, r: 1 }, mode: 'move' })).toMatch(/OUT_OF_MOVEMENT/);
  });
});
