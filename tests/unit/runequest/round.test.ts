import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';

// TV-02's line-up: A SR 14 DEX 12 (2 CAs), B SR 14 DEX 16 (3), C SR 12 DEX 6 (1), D SR 14 DEX 16 (3).
// SR modifier 0 on every sheet, so the d10 is the rank (faces 10 stand for 14 via the modifier 4).
const fighter = (dex: number) => rqStats({
  characteristics: { str: 11, con: 11, siz: 13, int: 11, pow: 11, dex, cha: 11 }, srModifier: 4,
  skills: { unarmed: 50 }, weapons: [{ id: 'fist', name: 'Puño', skill: 'unarmed', kind: 'unarmed', family: 'unarmed', damage: '1d3' }],
});
const lineUp = () => new RqTable([{ id: 'A', stats: fighter(12) }, { id: 'B', stats: fighter(16) }, { id: 'C', stats: fighter(6) }, { id: 'D', stats: fighter(16) }], { map: false });
const FACES = { A: 10, B: 10, C: 8, D: 10 };

describe('RuneQuest round in passes (the core turn model)', () => {
  it('RQ-ROUND-02/03/04/05/06/09 TV-02: SR rolled at the round start, passes in SR order, DEX ties, those with no CA left skipped, a new round rolls again', () => {
    const t = lineUp();
    const first = t.next(FACES);
    const rolled = first.find((e) => e.type === 'initiative.rolled');
    expect(rolled && rolled.type === 'initiative.rolled' && rolled.rolls.map((r) => [r.id, r.value, r.roll.dice.map((d) => d.value)])).toEqual([['A', 14, [10]], ['B', 14, [10]], ['C', 12, [8]], ['D', 14, [10]]]);
    const seen = [t.turn];
    for (let i = 0; i < 8; i++) {
      t.next();
      seen.push(t.turn);
    }
    // Pass 1: B and D (same SR, same DEX: simultaneous, in the order added), then A, then C; pass 2: B, D, A; pass 3: B, D.
    expect(seen).toEqual(['B@1', 'D@1', 'A@1', 'C@1', 'B@2', 'D@2', 'A@2', 'B@3', 'D@3']);
    expect(t.c('C').sheet.status).toMatchObject({ cas: 1, used: 1, reactions: 0 });
    expect([t.c('A'), t.c('B'), t.c('C'), t.c('D')].map((c) => c.sheet.status.cas)).toEqual([2, 3, 1, 3]);
  });

  it('RQ-ROUND-08: after the last CA of the round a new round starts with every SR rolled afresh and every CA renewed', () => {
    const t = lineUp();
    t.next(FACES);
    for (let i = 0; i < 8; i++) t.next();
    expect(t.turn).toBe('D@3');
    const events = t.next({ A: 9, B: 1, C: 5, D: 2 });
    expect(t.state.round).toBe(2);
    expect(t.turn).toBe('A@1');
    expect(events.filter((e) => e.type === 'initiative.rolled')).toHaveLength(1);
    expect(t.c('B').sheet.status).toMatchObject({ round: 2, used: 0, actedPass: 0, reactions: 0 });
  });

  it('RQ-SURP-01 TV-03: a surprised character takes −10 to its SR in the first round only', () => {
    const t = new RqTable([{ id: 'C', stats: rqStats({ characteristics: { str: 11, con: 11, siz: 13, int: 4, pow: 11, dex: 6, cha: 11 } }) }, { id: 'B', stats: RQ_CAST.archer }], { map: false });
    t.ok({ type: 'setSurprised', ids: ['C'], surprised: true });
    t.next({ C: 7, B: 1 });
    expect(t.c('C').initiative).toBe(2);
    while (t.state.round === 1) t.next({ C: 7, B: 1 });
    expect(t.c('C').initiative).toBe(12);
  });

  it('undo goes back across passes and rounds, and replay is exact', () => {
    const t = lineUp();
    t.next(FACES);
    for (let i = 0; i < 4; i++) t.next();
    expect(t.turn).toBe('B@2');
    t.undo();
    expect(t.turn).toBe('C@1');
    expect(t.c('B').sheet.status.used).toBe(1);
    expect(t.replays()).toBe(true);
    expect(t.refused({ type: 'previousTurn' })).toMatch(/undo/);
  });

  it('RQ-ROUND-10: equal SR and DEX act simultaneously: D, taken down by B before its own action in the pass, still takes it; C, downed by B, does not', () => {
    const t = lineUp();
    t.next(FACES);
    expect(t.turn).toBe('B@1');
    // During B's action a blow to D's chest: Serious, Resilience failed → unconscious.
    const down = t.ok({ type: 'damage', id: 'D', amount: 10, location: 'chest', inputs: { 'cas.D': { faces: [1] }, 'res.D': { faces: [95] } } });
    expect(t.c('D').life).toBe('unconscious');
    expect(down.some((e) => e.type === 'runequest.changed' && e.id === 'D' && e.reason === 'bd_rq_simultaneous_still_acts' && e.rule?.id === 'RQ-ROUND-10')).toBe(true);
    // C (SR 12) is not B's partner: downed, it loses its turns.
    t.ok({ type: 'damage', id: 'C', amount: 10, location: 'chest', inputs: { 'res.C': { faces: [95] } } });
    t.next();
    expect(t.turn).toBe('D@1');
    // Its simultaneous blow still lands (an attack at B, dice by hand).
    const blow = t.ok({ type: 'attack', attacker: 'D', target: 'B', attack: 'fist', inputs: { 'atk.d100': { faces: [10] }, 'react.B': { choice: 'none' }, dmg: { faces: [2] }, 'loc.d20': { faces: [10] } } });
    expect(blow.some((e) => e.type === 'attack.resolved' && e.outcome === 'hit')).toBe(true);
    t.next();
    expect(t.turn).toBe('A@1');
    t.next();
    // C is skipped, and D does not act again while down.
    expect(t.turn).toBe('B@2');
    t.next();
    expect(t.turn).toBe('A@2');
  });

  it('RQ-SURP-02 Z-10: a surprised character that only waits keeps its surprise until it has acted in the first pass', () => {
    const quick = rqStats({ characteristics: { str: 11, con: 11, siz: 13, int: 11, pow: 11, dex: 12, cha: 11 }, srModifier: 20 });
    const t = new RqTable([{ id: 'S', stats: quick }, { id: 'X', stats: fighter(12) }], { map: false });
    t.ok({ type: 'setSurprised', ids: ['S'], surprised: true });
    t.next({ S: 5, X: 1 });
    expect([t.c('S').initiative, t.c('X').initiative, t.turn]).toEqual([15, 5, 'S@1']);
    t.ok({ type: 'rqAction', id: 'S', action: 'wait', target: 'X' });
    t.next();
    expect([t.turn, t.c('S').surprised]).toEqual(['X@1', true]);
    t.next();
    expect(t.turn).toBe('S@1');
    t.ok({ type: 'rqAction', id: 'S', action: 'defend' });
    t.next();
    expect(t.c('S').surprised).toBe(false);
  });

  it('RQ-ROUND-02 G-05: *Tirar iniciativa* rolls Strike Ranks, 1D10 + (DEX + INT) / 2, not a d20', () => {
    const t = new RqTable([{ id: 'S', stats: RQ_CAST.swordsman }], { map: false });
    const events = t.ok({ type: 'rollInitiative', inputs: { 'init.S': { faces: [7] } } });
    const rolled = events.find((e) => e.type === 'initiative.rolled');
    expect(rolled?.type === 'initiative.rolled' && [rolled.rolls[0]!.roll.notation, rolled.rolls[0]!.value]).toEqual(['1d10+13', 20]);
  });
});
