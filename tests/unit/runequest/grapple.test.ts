import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RqStatus } from '../../../shared/systems/runequest/schema.js';
import { grappleOnHit } from '../../../main/rules/runequest/grapple.js';
import { rollContext } from '../../../main/rules/core/dice-engine.js';

// TV-09: attacker Unarmed 70; opponent DEX 12, STR 14, CON 13, SIZ 15.
const wrestler = rqStats({ characteristics: { str: 14, con: 12, siz: 13, int: 11, pow: 11, dex: 14, cha: 10 }, skills: { unarmed: 70, dodge: 40, perception: 50 } });
const opponent = rqStats({ characteristics: { str: 14, con: 13, siz: 15, int: 11, pow: 11, dex: 12, cha: 10 }, skills: { unarmed: 40, dodge: 30, '1h-sword': 55 },
  weapons: [{ id: 'sword', name: 'Espada', skill: '1h-sword', kind: 'melee', family: 'sword', damage: '1d8', ap: 4, hp: 12 }], ready: { right: 'sword', left: null } });

function setStatus(t: RqTable, id: string, patch: Partial<RqStatus>) {
  const c = t.c(id);
  t.ok({ type: 'updateCombatant', id, patch: { sheet: { ...c.sheet, status: { ...c.sheet.status, ...patch } } } });
}
function grappling(opts: { martial?: boolean } = {}) {
  const w = opts.martial ? rqStats({ ...wrestler, skills: { ...wrestler.skills, unarmed: 30, 'martial-arts': 70 } }) : wrestler;
  const t = new RqTable([{ id: 'w', stats: w, at: [5, 5] }, { id: 'o', stats: opponent, side: 'enemy', at: [6, 5] }, { id: 'x', stats: RQ_CAST.spearman, side: 'enemy', at: [4, 5] }]);
  setStatus(t, 'w', { grapple: { with: 'o', holder: true } });
  setStatus(t, 'o', { grapple: { with: 'w', holder: false } });
  t.next({ w: 10, o: 1, x: 1 });
  return t;
}
const testSkill = (ev: EncounterEvent[]) => ev.flatMap((e) => (e.type === 'runequest.changed' ? (e.steps ?? []).filter((s) => s.msg === 'bd_rq_d100').map((s) => s.params?.skill) : []));

describe('RuneQuest grapples (RQ-GRAP-*)', () => {
  it('RQ-GRAP-02/03 Z-18: a grapple hit (paragraph 2, not the parry table) sets Unarmed against the target\'s choice (grp.def.<id>) on the Grapple table; a higher level holds', () => {
    const t = new RqTable([{ id: 'w', stats: wrestler, at: [5, 5] }, { id: 'o', stats: opponent, side: 'enemy', at: [6, 5] }]);
    t.next({ w: 10, o: 1 });
    const run = (inputs: Record<string, unknown>) => grappleOnHit(t.state, t.c('w'), t.c('o'), rollContext(t.state, inputs as never, 1));
    const held = run({ 'grp.def.o': { choice: '1h-sword' }, 'grp.w': { faces: [20] }, 'grp.o': { faces: [80] } });
    expect(held.ok && held.value.map((e) => e.type === 'runequest.changed' && [e.id, e.status.grapple])).toEqual([['w', { with: 'o', holder: true }], ['o', { with: 'w', holder: false }]]);
    const failed = run({ 'grp.def.o': { choice: 'dodge' }, 'grp.w': { faces: [20] }, 'grp.o': { faces: [25] } });
    // Both succeed: the higher successful roll wins (G-03), the defender's 25.
    expect(failed.ok && failed.value.map((e) => e.type === 'runequest.changed' && [e.reason, e.status.grapple])).toEqual([['bd_rq_grapple_fails', null]]);
    expect(() => run({ 'grp.def.o': { choice: 'bow' } })).toThrow(/not one of unarmed, 1h-sword, dodge/);
  });

  it('RQ-GRAP-05/08: grapplers stay together and take only Break Free, Immobilise, Inflict Pain or Throw', () => {
    const t = grappling();
    expect(t.refused({ type: 'moveCombatant', id: 'w', to: { q: 3, r: 5 }, mode: 'move' })).toMatch(/RQ-GRAP-05\/08/);
    expect(t.refused({ type: 'rqAction', id: 'w', action: 'defend' })).toMatch(/RQ-GRAP-08/);
  });

  it('RQ-GRAP-07: grapplers cannot use Reactions, so a grappler gives no free attack', () => {
    const t = new RqTable([{ id: 'w', stats: wrestler, at: [5, 5] }, { id: 'o', stats: opponent, side: 'enemy', at: [6, 5] }]);
    setStatus(t, 'o', { grapple: { with: 'x', holder: true } });
    t.next({ w: 10, o: 1 });
    const ev = t.ok({ type: 'moveCombatant', id: 'w', to: { q: 2, r: 5 }, mode: 'move' });
    expect(ev.some((e) => e.type === 'attack.resolved')).toBe(false);
  });

  it('RQ-GRAP-10 TV-09: Immobilise at Unarmed − (DEX + STR) = 44%: success leaves the opponent helpless', () => {
    const t = grappling();
    const ev = t.ok({ type: 'rqGrapple', id: 'w', action: 'immobilise', inputs: { 'grp.w': { faces: [44] } } });
    expect(testSkill(ev)).toEqual([44]);
    expect(t.c('o').sheet.status.immobilised).toBe(true);
    expect(t.c('w').sheet.status.used).toBe(1);
  });

  it('RQ-GRAP-10: a failed Immobilise (45 against 44%) changes nothing but the CA', () => {
    const t = grappling();
    t.ok({ type: 'rqGrapple', id: 'w', action: 'immobilise', inputs: { 'grp.w': { faces: [45] } } });
    expect(t.c('o').sheet.status.immobilised).toBe(false);
  });

  it('RQ-GRAP-11 TV-09: Inflict Pain at 70 − 25 = 45%: 1D6 + DM (STR + SIZ 27: 1D2) to a random location', () => {
    const t = grappling();
    const ev = t.ok({ type: 'rqGrapple', id: 'w', action: 'inflictPain', inputs: { 'grp.w': { faces: [45] }, 'grp.dmg.dmg': { faces: [4, 2] } } });
    expect(testSkill(ev)).toEqual([45]);
    const rolled = ev.find((e) => e.type === 'runequest.changed' && e.reason === 'bd_rq_blow_rolled');
    expect(rolled?.type === 'runequest.changed' && [rolled.params?.amount, rolled.rolls?.[0]?.notation]).toEqual([6, '1d6+1d2']);
    expect(ev.some((e) => e.type === 'runequest.hit' && e.id === 'o')).toBe(true);
  });

  it('RQ-GRAP-12 TV-09: Throw at 70 − 27 = 43%: the opponent lands 2 m away, takes 1D6 to a random location, and the grapple ends', () => {
    const t = grappling();
    const ev = t.ok({ type: 'rqGrapple', id: 'w', action: 'throw', inputs: { 'grp.w': { faces: [43] }, 'grp.dmg.dmg': { faces: [3] } } });
    expect(testSkill(ev)).toEqual([43]);
    expect(t.c('o').position).toEqual({ q: 8, r: 5 });
    expect([t.c('w').sheet.status.grapple, t.c('o').sheet.status.grapple]).toEqual([null, null]);
    expect(ev.some((e) => e.type === 'runequest.hit' && e.id === 'o')).toBe(true);
  });

  it('RQ-GRAP-09: Break Free is a grapple with oneself as defender, Unarmed or a natural weapon only; "grapple fails" frees it, still adjacent', () => {
    const t = grappling();
    t.ok({ type: 'nextTurn' });
    t.turnOf('o');
    expect(t.refused({ type: 'rqGrapple', id: 'o', action: 'breakFree', skill: '1h-sword' })).toMatch(/Unarmed or a natural weapon.*RQ-GRAP-09/);
    t.ok({ type: 'rqGrapple', id: 'o', action: 'breakFree', inputs: { 'grp.w': { faces: [90] }, 'grp.o': { faces: [30] } } });
    expect([t.c('w').sheet.status.grapple, t.c('o').sheet.status.grapple]).toEqual([null, null]);
    expect(t.c('o').position).toEqual({ q: 6, r: 5 });
  });

  it('RQ-GRAP-04: Martial Arts stands in for Unarmed when higher', () => {
    const t = grappling({ martial: true });
    const ev = t.ok({ type: 'rqGrapple', id: 'w', action: 'immobilise', inputs: { 'grp.w': { faces: [44] } } });
    expect(testSkill(ev)).toEqual([44]);
    expect(t.c('o').sheet.status.immobilised).toBe(true);
  });
});
