import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';
import { runequest } from '../../../main/rules/runequest/index.js';

describe('RuneQuest round, more (RQ-ROUND-01/07, RQ-MOUNT-01..03, RQ-REACT-12/13)', () => {
  it('RQ-ROUND-01/07: a round holds several actions each (3 for DEX 16); it ends only once every CA is used, and Fatigue adds nothing (G-11)', () => {
    const t = new RqTable([{ id: 'a', stats: RQ_CAST.archer }, { id: 'p', stats: RQ_CAST.spearman, side: 'enemy' }], { map: false });
    t.next({ a: 10, p: 1 });
    const turns = [t.turn];
    while (t.state.round === 1) {
      const ev = t.next({ a: 10, p: 1 });
      if (t.state.round === 1) turns.push(t.turn);
      else expect(ev.filter((e) => e.type === 'runequest.changed' && e.reason.includes('fatigue'))).toEqual([]);
    }
    expect(turns).toEqual(['a@1', 'p@1', 'a@2', 'a@3']);
    expect(runequest.roundEnd?.(t.state, 1, undefined as never)).toEqual([]);
  });

  it('RQ-MOUNT-01/02 G-17: the rider of an untrained mount tests Riding at each round start (ride.<id>); failed, the mount flees and will not be directed', () => {
    const rider = rqStats({ ...RQ_CAST.swordsman, mount: { name: 'Potro', siz: 25, movement: 10, trained: false } });
    const t = new RqTable([{ id: 'r', stats: rider, at: [1, 1] }, { id: 'e', stats: RQ_CAST.brute, side: 'enemy', at: [12, 8] }]);
    const ev = t.ok({ type: 'nextTurn', inputs: { ...RqTable.sr({ r: 10, e: 1 }), 'ride.r': { faces: [31] } } });
    expect(ev.some((e) => e.type === 'runequest.changed' && e.reason === 'bd_rq_mount_flees' && e.rolls?.[0]?.total === 31)).toBe(true);
    expect(t.c('r').sheet.status.fleeing).toBe(true);
    expect(t.refused({ type: 'moveCombatant', id: 'r', to: { q: 3, r: 1 }, mode: 'move' })).toMatch(/fleeing.*RQ-MOUNT-02/);
  });

  it('RQ-MOUNT-03: a passed Riding test makes the mount count as trained for the round', () => {
    const rider = rqStats({ ...RQ_CAST.swordsman, mount: { name: 'Potro', siz: 25, movement: 10, trained: false } });
    const t = new RqTable([{ id: 'r', stats: rider, at: [1, 1] }, { id: 'e', stats: RQ_CAST.brute, side: 'enemy', at: [12, 8] }]);
    t.ok({ type: 'nextTurn', inputs: { ...RqTable.sr({ r: 10, e: 1 }), 'ride.r': { faces: [30] } } });
    expect(t.c('r').sheet.status.fleeing).toBe(false);
    t.ok({ type: 'moveCombatant', id: 'r', to: { q: 11, r: 1 }, mode: 'move' });
    expect(t.c('r').position).toEqual({ q: 11, r: 1 });
  });

  it('RQ-REACT-12 Z-07: Give Ground (the GM\'s call) moves the defender its Movement straight away from the attacker, costing no CA or Reaction; the attacker may follow (a free move)', () => {
    const t = new RqTable([{ id: 'b', stats: RQ_CAST.brute, at: [5, 5] }, { id: 's', stats: RQ_CAST.swordsman, side: 'enemy', at: [6, 5] }]);
    t.next({ b: 10, s: 1 });
    t.ok({ type: 'rqAction', id: 's', action: 'giveGround', target: 'b' });
    expect(t.c('s').position).toEqual({ q: 10, r: 5 });
    expect(t.c('s').sheet.status).toMatchObject({ used: 0, reactions: 0 });
    t.ok({ type: 'moveCombatant', id: 'b', to: { q: 9, r: 5 }, mode: 'free' });
    expect(t.c('b').position).toEqual({ q: 9, r: 5 });
    expect(t.c('b').sheet.status.used).toBe(0);
  });

  it('RQ-REACT-13: a defender that cannot give its full Movement moves as far as it can', () => {
    const t = new RqTable([{ id: 'b', stats: RQ_CAST.brute, at: [5, 5] }, { id: 's', stats: RQ_CAST.swordsman, side: 'enemy', at: [6, 5] }]);
    t.ok({ type: 'paintTerrain', cells: [{ q: 8, r: 5 }, { q: 8, r: 4 }, { q: 7, r: 6 }, { q: 8, r: 6 }, { q: 7, r: 4 }], terrain: 'impassable' });
    t.next({ b: 10, s: 1 });
    const ev = t.ok({ type: 'rqAction', id: 's', action: 'giveGround', target: 'b' });
    expect(ev.some((e) => e.type === 'runequest.changed' && e.reason === 'bd_rq_give_ground_blocked' && e.params?.metres === 1)).toBe(true);
    expect(t.c('s').position).toEqual({ q: 7, r: 5 });
  });

  it('RQ-SURP-03: surprise normally lasts round 1; the GM who rules it lasts marks it again (setSurprised) and round 2 takes −10 too, round 3 not', () => {
    const t = new RqTable([{ id: 'C', stats: RQ_CAST.spearman }, { id: 'B', stats: RQ_CAST.archer }], { map: false });
    t.ok({ type: 'setSurprised', ids: ['C'], surprised: true });
    const ranks: number[] = [];
    for (let round = 1; round <= 3; round++) {
      while (t.state.round < round) t.next({ C: 7, B: 1 });
      ranks.push(t.c('C').initiative ?? 0);
      if (round === 1) {
        t.turnOf('C');
        t.next();
        expect(t.c('C').surprised).toBe(false);
        t.ok({ type: 'setSurprised', ids: ['C'], surprised: true });
      }
    }
    expect(ranks).toEqual([2, 2, 12]);
  });
});
