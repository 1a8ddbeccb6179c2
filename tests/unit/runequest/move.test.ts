import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable } from '../../helpers/runequest.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RqStatus } from '../../../shared/systems/runequest/schema.js';

const at = (t: RqTable, id: string) => t.c(id).position;
const attackSkill = (events: EncounterEvent[]) =>
  events.flatMap((e) => (e.type === 'attack.resolved' ? e.steps.filter((s) => s.msg === 'bd_rq_skill').map((s) => s.params?.skill) : []));

function withStatus(t: RqTable, id: string, patch: (s: RqStatus) => RqStatus) {
  const c = t.c(id);
  t.ok({ type: 'updateCombatant', id, patch: { sheet: { ...c.sheet, status: patch(c.sheet.status) } } });
}

describe('RuneQuest movement on 1 m hexes (one CA each)', () => {
  it('RQ-ACT-18 Z-12: Move goes up to its Movement (4 m) for one CA; farther is refused', () => {
    const t = new RqTable([{ id: 's', stats: RQ_CAST.swordsman, at: [2, 2] }, { id: 'e', stats: RQ_CAST.brute, side: 'enemy', at: [14, 12] }]);
    t.next({ s: 10, e: 1 });
    expect(t.refused({ type: 'moveCombatant', id: 's', to: { q: 7, r: 2 }, mode: 'move' })).toMatch(/OUT_OF_MOVEMENT/);
    t.ok({ type: 'moveCombatant', id: 's', to: { q: 6, r: 2 }, mode: 'move' });
    expect(at(t, 's')).toEqual({ q: 6, r: 2 });
    expect(t.c('s').sheet.status).toMatchObject({ used: 1, actedPass: 1 });
    expect(t.refused({ type: 'moveCombatant', id: 's', to: { q: 7, r: 2 }, mode: 'move' })).toMatch(/already acted in pass 1/);
  });

  it('RQ-ACT-11: Run goes up to 2× Movement (8 m); RQ-ACT-23: Withdraw up to half (2 m)', () => {
    const t = new RqTable([{ id: 's', stats: RQ_CAST.swordsman, at: [2, 2] }, { id: 'e', stats: RQ_CAST.brute, side: 'enemy', at: [14, 12] }]);
    t.next({ s: 10, e: 1 });
    expect(t.refused({ type: 'moveCombatant', id: 's', to: { q: 11, r: 2 }, mode: 'run' })).toMatch(/OUT_OF_MOVEMENT/);
    t.ok({ type: 'moveCombatant', id: 's', to: { q: 10, r: 2 }, mode: 'run' });
    expect(at(t, 's')).toEqual({ q: 10, r: 2 });
    t.ok({ type: 'nextTurn' });
    t.turnOf('s');
    expect(t.refused({ type: 'moveCombatant', id: 's', to: { q: 7, r: 2 }, mode: 'withdraw' })).toMatch(/OUT_OF_MOVEMENT/);
    t.ok({ type: 'moveCombatant', id: 's', to: { q: 8, r: 2 }, mode: 'withdraw' });
    expect(at(t, 's')).toEqual({ q: 8, r: 2 });
  });

  it('RQ-WOUND-19/21: one useless leg halves Movement (2 m); both leave 1 m, crawling', () => {
    const t = new RqTable([{ id: 's', stats: RQ_CAST.swordsman, at: [2, 2] }, { id: 'e', stats: RQ_CAST.brute, side: 'enemy', at: [14, 12] }]);
    withStatus(t, 's', (s) => ({ ...s, locations: { ...s.locations, 'right-leg': { ...s.locations['right-leg']!, useless: true } } }));
    t.next({ s: 10, e: 1 });
    expect(t.refused({ type: 'moveCombatant', id: 's', to: { q: 5, r: 2 }, mode: 'move' })).toMatch(/OUT_OF_MOVEMENT/);
    t.ok({ type: 'moveCombatant', id: 's', to: { q: 4, r: 2 }, mode: 'move' });
    withStatus(t, 's', (s) => ({ ...s, stance: 'prone', locations: { ...s.locations, 'left-leg': { ...s.locations['left-leg']!, useless: true } } }));
    t.ok({ type: 'nextTurn' });
    t.turnOf('s');
    expect(t.refused({ type: 'moveCombatant', id: 's', to: { q: 6, r: 2 }, mode: 'move' })).toMatch(/OUT_OF_MOVEMENT/);
    expect(t.refused({ type: 'moveCombatant', id: 's', to: { q: 5, r: 2 }, mode: 'run' })).toMatch(/crawl 1 m.*RQ-WOUND-21/);
    t.ok({ type: 'moveCombatant', id: 's', to: { q: 5, r: 2 }, mode: 'move' });
    expect(at(t, 's')).toEqual({ q: 5, r: 2 });
  });

  it('RQ-ACT-08/09: a charge covers 5 m or more, up to 2× Movement, in a straight line, and ends next to an enemy; RQ-ACT-10 its attack takes the CA', () => {
    const t = new RqTable([{ id: 'b', stats: RQ_CAST.brute, at: [1, 5] }, { id: 'e', stats: RQ_CAST.spearman, side: 'enemy', at: [8, 5] }, { id: 'f', stats: RQ_CAST.spearman, side: 'enemy', at: [3, 7] }, { id: 'g', stats: RQ_CAST.spearman, side: 'enemy', at: [8, 1] }]);
    t.ok({ type: 'paintTerrain', cells: [{ q: 4, r: 2 }, { q: 5, r: 2 }, { q: 4, r: 1 }, { q: 5, r: 1 }], terrain: 'impassable' });
    t.next({ b: 10, e: 1, f: 1, g: 1 });
    expect(t.turn).toBe('b@1');
    expect(t.refused({ type: 'moveCombatant', id: 'b', to: { q: 6, r: 5 }, mode: 'charge' })).toMatch(/next to an enemy.*RQ-ACT-09/);
    expect(t.refused({ type: 'moveCombatant', id: 'b', to: { q: 3, r: 6 }, mode: 'charge' })).toMatch(/5 m or more, not 3.*RQ-ACT-08/);
    // To g past the rocks: the way round is no straight line.
    expect(t.refused({ type: 'moveCombatant', id: 'b', to: { q: 7, r: 1 }, mode: 'charge' })).toMatch(/straight line.*RQ-ACT-09/);
    const ev = t.ok({ type: 'moveCombatant', id: 'b', to: { q: 7, r: 5 }, mode: 'charge' });
    // The path is the straight line; the enemy charged at gives no free attack (RQ-FREE-09).
    const moved = ev.filter((e) => e.type === 'combatant.moved');
    expect(moved.flatMap((e) => (e.type === 'combatant.moved' ? e.path : [])).map((h) => h.q)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(t.c('b').sheet.status).toMatchObject({ charge: { target: 'e' }, used: 0 });
    expect(t.refused({ type: 'moveCombatant', id: 'b', to: { q: 6, r: 5 }, mode: 'move' })).toMatch(/charge's attack.*RQ-ACT-10/);
    t.ok({ type: 'attack', attacker: 'b', target: 'e', attack: 'great-axe', runequest: { mode: 'charge' }, inputs: { 'atk.d100': { faces: [99] } } });
    expect(t.c('b').sheet.status).toMatchObject({ used: 1, actedPass: 1 });
    t.ok({ type: 'nextTurn' });
    expect(t.c('b').sheet.status.charge).toBeNull();
  });

  it('RQ-ACT-08: a character that cannot move 5 m cannot charge', () => {
    const t = new RqTable([{ id: 'b', stats: RQ_CAST.brute, at: [1, 5] }, { id: 'e', stats: RQ_CAST.spearman, side: 'enemy', at: [8, 5] }]);
    withStatus(t, 'b', (s) => ({ ...s, locations: { ...s.locations, 'left-leg': { ...s.locations['left-leg']!, useless: true } } }));
    t.next({ b: 10, e: 1 });
    expect(t.refused({ type: 'moveCombatant', id: 'b', to: { q: 5, r: 5 }, mode: 'charge' })).toMatch(/only 4 m.*needs 5 m.*RQ-ACT-08/);
  });
});

describe('RuneQuest free attacks on movement', () => {
  const line = () => {
    const t = new RqTable([{ id: 's', stats: RQ_CAST.swordsman, at: [5, 5] }, { id: 'p', stats: RQ_CAST.spearman, side: 'enemy', at: [6, 5] }]);
    t.next({ s: 10, p: 1 });
    return t;
  };

  it('RQ-FREE-08/01: moving away from an adjacent enemy without Withdraw asks its free attack (fa.<id>); declined, the move goes on', () => {
    const t = line();
    expect(t.prompt({ type: 'moveCombatant', id: 's', to: { q: 2, r: 5 }, mode: 'move' }).key).toBe('fa.p');
    t.ok({ type: 'moveCombatant', id: 's', to: { q: 2, r: 5 }, mode: 'move', inputs: { 'fa.p': { choice: 'none' } } });
    expect(at(t, 's')).toEqual({ q: 2, r: 5 });
    expect(t.c('p').sheet.status.reactions).toBe(0);
  });

  it('RQ-FREE-08/02/03: the free attack is a simple melee attack that spends a Reaction, resolved before the mover leaves', () => {
    const t = line();
    const ev = t.ok({ type: 'moveCombatant', id: 's', to: { q: 2, r: 5 }, mode: 'move', inputs: { 'fa.p': { choice: 'spear' }, 'fa.p.atk.d100': { faces: [90] } } });
    const kinds = ev.map((e) => e.type);
    expect(kinds.indexOf('attack.resolved')).toBeLessThan(kinds.lastIndexOf('combatant.moved'));
    expect(attackSkill(ev)).toEqual([50]);
    expect(t.c('p').sheet.status.reactions).toBe(1);
    expect(at(t, 's')).toEqual({ q: 2, r: 5 });
    expect(t.replays()).toBe(true);
  });

  it('RQ-ACT-23: Withdraw provokes no free attack', () => {
    const t = line();
    const ev = t.ok({ type: 'moveCombatant', id: 's', to: { q: 3, r: 5 }, mode: 'withdraw' });
    expect(ev.some((e) => e.type === 'attack.resolved')).toBe(false);
    expect(at(t, 's')).toEqual({ q: 3, r: 5 });
  });

  it('RQ-ACT-11 TV-10: running away, the adjacent enemy free-attacks at +20% (spear 50 → 70)', () => {
    const t = line();
    const ev = t.ok({ type: 'moveCombatant', id: 's', to: { q: 0, r: 5 }, mode: 'run', inputs: { 'fa.p': { choice: 'spear' }, 'fa.p.atk.d100': { faces: [71] } } });
    expect(attackSkill(ev)).toEqual([70]);
  });

  it('RQ-FREE-09: moving next to an enemy (or through a hex next to it) without charging it asks its free attack; an enemy with no Reaction left is not asked', () => {
    const t = new RqTable([{ id: 's', stats: RQ_CAST.swordsman, at: [2, 6] }, { id: 'p', stats: RQ_CAST.spearman, side: 'enemy', at: [4, 5] }]);
    t.next({ s: 10, p: 1 });
    expect(t.prompt({ type: 'moveCombatant', id: 's', to: { q: 6, r: 6 }, mode: 'move' }).key).toBe('fa.p');
    withStatus(t, 'p', (s) => ({ ...s, reactions: s.cas }));
    const ev = t.ok({ type: 'moveCombatant', id: 's', to: { q: 6, r: 6 }, mode: 'move' });
    expect(ev.some((e) => e.type === 'attack.resolved')).toBe(false);
  });
});
