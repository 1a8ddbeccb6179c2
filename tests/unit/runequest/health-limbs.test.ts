import { describe, expect, it } from 'vitest';
import type { RqStatus } from '../../../shared/systems/runequest/schema.js';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';
import { endRound, f, hitsOf, reasons, table } from './wound-kit.js';

const dmg = (amount: number, location: string, inputs: Record<string, unknown> = {}) => ({ type: 'damage' as const, id: 'v', amount, location, inputs: inputs as never });
const act = (id: string, action: string, more: Record<string, unknown> = {}, inputs: Record<string, unknown> = {}) => ({ type: 'rqAction' as const, id, action, ...more, inputs: inputs as never }) as never;

function withStatus(t: RqTable, id: string, patch: (s: RqStatus) => RqStatus) {
  const c = t.c(id);
  t.ok({ type: 'updateCombatant', id, patch: { sheet: { ...c.sheet, status: patch(c.sheet.status) } } });
}

describe('One limb function: useless or lost limbs, First Aid, the hands and the status modifiers', () => {
  it('RQ-WOUND-08/15/17: First Aid stops a Major arm bleeding but the arm stays lost: no great axe, no sword in that hand', () => {
    const t = table();
    t.ok(dmg(11, 'right-arm', { 'cas.v': f(1), 'res.v': f(10) }));
    expect(t.c('v').sheet.status.held.right).toBeNull();
    t.turnOf('a');
    t.ok(act('a', 'firstAid', { target: 'v', location: 'right-arm' }, { 'fa.a': f(10) }));
    expect(t.c('v').sheet.status.locations['right-arm']).toMatchObject({ hp: -5, useless: true, firstAid: true, bleed: null });
    t.turnOf('v');
    expect(t.refused(act('v', 'readyWeapon', { weapon: 'axe', how: 'dropDraw' }))).toMatch(/right arm is useless.*RQ-WOUND-14\/15/);
    expect(t.refused(act('v', 'readyWeapon', { weapon: 'sword', hand: 'right' }))).toMatch(/right arm is useless.*RQ-WOUND-14\/15/);
  });

  it('RQ-WOUND-09/19: a Major leg given First Aid still halves Movement (4 → 2 m); a Serious one given First Aid works again', () => {
    const t = table();
    t.ok(dmg(13, 'left-leg', { 'res.v': f(10) }));
    expect(t.c('v').speed).toBe(2);
    t.turnOf('a');
    t.ok(act('a', 'firstAid', { target: 'v', location: 'left-leg' }, { 'fa.a': f(10) }));
    expect(t.c('v').sheet.status.locations['left-leg']).toMatchObject({ useless: true, firstAid: true });
    expect(t.c('v').speed).toBe(2);
    const u = table();
    u.ok(dmg(8, 'left-leg', { 'cas.v': f(1) }));
    u.turnOf('a');
    u.ok(act('a', 'firstAid', { target: 'v', location: 'left-leg' }, { 'fa.a': f(10) }));
    expect(u.c('v').sheet.status.locations['left-leg']).toMatchObject({ useless: false });
    expect(u.c('v').speed).toBe(4);
  });

  it('RQ-WOUND-20: a Major leg counts for the skill penalties like a useless one: Use Skill Stealth 40 − 10 = 30', () => {
    const t = table();
    withStatus(t, 'v', (s) => ({ ...s, locations: { ...s.locations, 'left-leg': { ...s.locations['left-leg']!, hp: -6, tier: 'major', useless: false } } }));
    t.turnOf('v');
    const ev = t.ok(act('v', 'useSkill', { skill: 'stealth' }, { 'skill.v': f(31) }));
    expect(ev.flatMap((e) => (e.type === 'runequest.changed' ? [e.params?.level] : []))).toEqual(['failure']);
  });

  it('RQ-WOUND-14: a useless arm\'s hand takes no weapon; the other hand still does', () => {
    const t = table();
    t.ok(dmg(8, 'right-arm', { 'cas.v': f(1) }));
    expect(t.c('v').sheet.status.held.right).toBeNull();
    t.turnOf('v');
    expect(t.refused(act('v', 'readyWeapon', { weapon: 'sword', hand: 'right' }))).toMatch(/right arm is useless.*RQ-WOUND-14\/15/);
    t.ok(act('v', 'readyWeapon', { weapon: 'sword', hand: 'left', how: 'dropDraw' }));
    expect(t.c('v').sheet.status.held).toMatchObject({ right: null, left: 'sword' });
  });
});

describe('Evade takes the Reactions\' may-react check (reaction.ts cannotReact)', () => {
  const area = (amount: number, inputs: Record<string, unknown>) => ({ type: 'damage' as const, id: 'v', amount, area: true, location: 'chest', inputs: inputs as never });
  it('RQ-GRAP-07: a grappler cannot evade an area effect: the full 10 damage', () => {
    const t = table();
    withStatus(t, 'v', (s) => ({ ...s, grapple: { with: 'a', holder: true } }));
    withStatus(t, 'a', (s) => ({ ...s, grapple: { with: 'v', holder: false } }));
    const ev = t.ok(area(10, { 'cas.v': f(1), 'res.v': f(1) }));
    expect(reasons(ev)).toContain('bd_rq_react_grappling');
    expect(hitsOf(ev)[0]).toMatchObject({ damage: 10 });
    expect(t.c('v').sheet.status.stance).toBe('standing');
  });
});

describe('Every skill test takes the status modifiers', () => {
  it('RQ-GRAP-06: a grappler\'s Riding test for an untrained mount at the round\'s start takes −20% (55 → 35: 40 fails)', () => {
    const mount = { mount: { name: 'Caballo', siz: 26, movement: 10, trained: false } };
    const t = table(mount);
    withStatus(t, 'v', (s) => ({ ...s, grapple: { with: 'a', holder: true } }));
    withStatus(t, 'a', (s) => ({ ...s, grapple: { with: 'v', holder: false } }));
    expect(reasons(endRound(t, { 'ride.v': f(40) }))).toContain('bd_rq_mount_flees');
    const u = table(mount);
    expect(reasons(endRound(u, { 'ride.v': f(40) }))).toContain('bd_rq_mount_steady');
  });

  it('RQ-IMPALE-04: an impaled character\'s Use Skill takes −20% per impaling weapon (Stealth 40 → 20: 21 fails)', () => {
    const t = table();
    withStatus(t, 'v', (s) => ({ ...s, impaled: [{ by: 'a', weapon: 'spear', name: 'Lanza', location: 'chest' }] }));
    t.turnOf('v');
    const ev = t.ok(act('v', 'useSkill', { skill: 'stealth' }, { 'skill.v': f(21) }));
    expect(ev.flatMap((e) => (e.type === 'runequest.changed' ? [e.params?.level] : []))).toEqual(['failure']);
    const u = table();
    u.turnOf('v');
    const ok = u.ok(act('v', 'useSkill', { skill: 'stealth' }, { 'skill.v': f(21) }));
    expect(ok.flatMap((e) => (e.type === 'runequest.changed' ? [e.params?.level] : []))).toEqual(['success']);
  });
});

describe('Pull out and the charge', () => {
  it('RQ-IMPALE-05/06: only the impaled pulls a weapon out with a CA; another is refused', () => {
    const t = table();
    withStatus(t, 'v', (s) => ({ ...s, impaled: [{ by: 'a', weapon: 'spear', name: 'Lanza', location: 'chest' }] }));
    t.turnOf('a');
    expect(t.refused(act('a', 'pullOut', { target: 'v' }))).toMatch(/only the impaled itself pulls \(RQ-IMPALE-06\).*RQ-IMPALE-05/);
  });

  it('RQ-ACT-09/10: while a charge is pending no other action is taken (Defend refused)', () => {
    const t = table();
    t.turnOf('v');
    withStatus(t, 'v', (s) => ({ ...s, charge: { target: 'a' } }));
    expect(t.refused(act('v', 'defend'))).toMatch(/has charged.*RQ-ACT-09\/10/);
    expect(t.refused(act('v', 'wait', { target: 'a' }))).toMatch(/has charged.*RQ-ACT-09\/10/);
  });
});

describe('One Movement function', () => {
  it('RQ-WOUND-19 Z-06: Movement 1 m with a useless leg stays 1 m (halved, at least 1 m): the move is allowed', () => {
    const t = new RqTable([{ id: 's', stats: rqStats({ ...RQ_CAST.swordsman, movement: 1 }), at: [2, 2] }, { id: 'e', stats: RQ_CAST.brute, side: 'enemy', at: [14, 12] }]);
    withStatus(t, 's', (s) => ({ ...s, locations: { ...s.locations, 'right-leg': { ...s.locations['right-leg']!, useless: true } } }));
    t.next({ s: 10, e: 1 });
    t.ok({ type: 'moveCombatant', id: 's', to: { q: 3, r: 2 }, mode: 'move' });
    expect(t.c('s').position).toEqual({ q: 3, r: 2 });
  });
});
