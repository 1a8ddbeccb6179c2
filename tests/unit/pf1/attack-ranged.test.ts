// Pathfinder ranged attacks (seed 003 "Ataques a distancia", "Disparar o lanzar a un combate cuerpo a
// cuerpo"; PF-ATK-11/12, PF-MELEE-RANGED-01..08, G-11, G-18; TV-13..19, TV-36) on 5 ft hexes.
import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, pfStats, type PfSeat } from '../../helpers/pf1.js';
import type { Pf1Stats } from '../../../shared/systems/pf1/schema.js';
import { f, hexAt, only, rules, stepOf } from './atk-kit.js';

const archer = (feats: Pf1Stats['feats'] = []) =>
  pfStats({ bab: 5, feats, attacks: [
    { id: 'bow', name: 'Shortbow', kind: 'ranged', hands: 'two', damage: '1d6', range: 60, critMultiplier: 3 },
    { id: 'dagger', name: 'Dagger', kind: 'thrown', hands: 'light', damage: '1d4', range: 10 },
    { id: 'crossbow', name: 'Crossbow', kind: 'ranged', hands: 'two', damage: '1d8', range: 80, crossbow: true },
  ] });
const swordsman = pfStats({ hpMax: 30, attacks: [{ id: 'sword', name: 'Sword', kind: 'melee', damage: '1d8' }] });
const big = (size: Pf1Stats['size']) => pfStats({ size, hpMax: 100, attacks: [{ id: 'slam', name: 'Slam', kind: 'natural', damage: '1d8', limb: 'arm' }] });

/** The archer shoots last in the round; the others have acted. */
function range(target: Pf1Stats, ally: Pf1Stats | null, targetAt: [number, number], allyAt: [number, number] | null, shooter = archer(), extra: PfSeat[] = []) {
  const seats: PfSeat[] = [{ id: 'archer', stats: shooter, at: [1, 1], initiative: 1 }, { id: 'foe', stats: target, side: 'enemy', at: targetAt, initiative: 20 }, ...extra];
  if (ally && allyAt) seats.push({ id: 'ally', stats: ally, at: allyAt, initiative: 15 });
  const t = new PfTable(seats);
  t.turnOf('archer');
  return t;
}
const shoot = (t: PfTable, attack = 'bow', d20 = 17) => only(t.ok({ type: 'attack', attacker: 'archer', target: 'foe', attack, inputs: { 'atk.d20': f(d20), dmg: f(1) } }));
const meleePenalty = (a: ReturnType<typeof shoot>) => (stepOf(a, 'bd_pf_atk_into_melee')?.params.value as number | undefined) ?? 0;

describe('Pathfinder ranged attacks', () => {
  it('PF-MELEE-RANGED-01 / PF-MELEE-RANGED-02 (TV-13): an orc adjacent to a Medium ally that threatens it: −4', () => {
    const a = shoot(range(PF_CAST.orc, swordsman, [8, 4], [9, 4]));
    expect(meleePenalty(a)).toBe(-4);
    expect(rules(a)).toContain('PF-MELEE-RANGED-01');
    expect(a.rolls[0]!.total).toBe(17 + 5 - 4);
  });

  it('PF-MELEE-RANGED-02: an ally next to the orc that neither threatens nor is threatened is not engaged: no penalty', () => {
    const unarmed = pfStats({ hpMax: 10 });
    const a = shoot(range(pfStats({ hpMax: 10 }), unarmed, [8, 4], [9, 4]));
    expect(meleePenalty(a)).toBe(0);
  });

  it('PF-MELEE-RANGED-04 (TV-14): engaged with a reach-weapon ally 10 ft (2 hexes) away: no penalty', () => {
    const reacher = pfStats({ hpMax: 30, attacks: [{ id: 'glaive', name: 'Glaive', kind: 'melee', hands: 'two', damage: '1d10', reachWeapon: true }] });
    const a = shoot(range(PF_CAST.orc, reacher, [8, 4], [10, 4]));
    expect(meleePenalty(a)).toBe(0);
    expect(rules(a)).toContain('PF-MELEE-RANGED-04');
  });

  it('PF-MELEE-RANGED-06 (TV-15): a Huge target engaged with a Medium ally: −2', () => {
    const at: [number, number] = [10, 4];
    const a = shoot(range(big('huge'), swordsman, at, hexAt(at, 'huge', 1)));
    expect(meleePenalty(a)).toBe(-2);
    expect(rules(a)).toContain('PF-MELEE-RANGED-06');
  });

  it('PF-MELEE-RANGED-07 (TV-16): a Gargantuan target engaged with a Medium ally: no penalty', () => {
    const at: [number, number] = [10, 4];
    const a = shoot(range(big('gargantuan'), swordsman, at, hexAt(at, 'gargantuan', 1)));
    expect(meleePenalty(a)).toBe(0);
    expect(rules(a)).toContain('PF-MELEE-RANGED-07');
  });

  it('PF-MELEE-RANGED-06 (TV-17): a Large target, one size larger than its Medium foe: still −4', () => {
    const at: [number, number] = [10, 4];
    const a = shoot(range(big('large'), swordsman, at, hexAt(at, 'large', 1)));
    expect(meleePenalty(a)).toBe(-4);
  });

  it('PF-MELEE-RANGED-08 (TV-18): with Precise Shot, no penalty', () => {
    const a = shoot(range(PF_CAST.orc, swordsman, [8, 4], [9, 4], archer(['preciseShot'])));
    expect(meleePenalty(a)).toBe(0);
    expect(rules(a)).toContain('PF-MELEE-RANGED-08');
  });

  it('PF-MELEE-RANGED-03 (TV-19): an unconscious ally nobody attacks is not engaged; once attacked in melee this round it is', () => {
    const down = { id: 'ally', stats: swordsman, at: [9, 4] as [number, number], initiative: 15, conditions: ['unconscious'] };
    let t = new PfTable([{ id: 'archer', stats: archer(), at: [1, 1], initiative: 1 }, { id: 'foe', stats: PF_CAST.orc, side: 'enemy', at: [8, 4], initiative: 20 }, down]);
    t.turnOf('archer');
    let a = shoot(t);
    expect(meleePenalty(a)).toBe(0);
    expect(rules(a)).toContain('PF-MELEE-RANGED-03');
    t = new PfTable([{ id: 'archer', stats: archer(), at: [1, 1], initiative: 1 }, { id: 'foe', stats: PF_CAST.orc, side: 'enemy', at: [8, 4], initiative: 20 }, down]);
    t.turnOf('foe');
    t.ok({ type: 'attack', attacker: 'foe', target: 'ally', attack: 'falchion', inputs: { 'atk.d20': f(2) } });
    t.turnOf('archer');
    a = shoot(t);
    expect(meleePenalty(a)).toBe(-4);
  });

  it('PF-ATK-12 / PF:G-11: −2 per full increment beyond the first (10-ft increment: 25 ft −4, 5 ft none)', () => {
    const t = new PfTable([{ id: 'archer', stats: archer(), initiative: 1 }, { id: 'foe', stats: PF_CAST.orc, side: 'enemy', initiative: 20 }], { map: false });
    t.turnOf('archer');
    const a = only(t.ok({ type: 'attack', attacker: 'archer', target: 'foe', attack: 'dagger', pf1: { distanceFt: 25 }, inputs: { 'atk.d20': f(10) } }));
    expect(stepOf(a, 'bd_pf_atk_range_penalty')!.params.value).toBe(-4);
    expect(a.rolls[0]!.total).toBe(10 + 5 - 4);
  });

  it('PF-ATK-12 (TV-36): maximum range 5 increments thrown (50 ft), 10 projectile (600 ft for a 60-ft bow)', () => {
    const t = new PfTable([{ id: 'archer', stats: archer(), initiative: 1 }, { id: 'foe', stats: PF_CAST.orc, side: 'enemy', initiative: 20 }], { map: false });
    t.turnOf('archer');
    expect(t.refused({ type: 'attack', attacker: 'archer', target: 'foe', attack: 'dagger', pf1: { distanceFt: 55 } })).toMatch(/50 ft maximum range.*PF-ATK-12/);
    expect(t.refused({ type: 'attack', attacker: 'archer', target: 'foe', attack: 'bow', pf1: { distanceFt: 605 } })).toMatch(/600 ft maximum range/);
    const a = only(t.ok({ type: 'attack', attacker: 'archer', target: 'foe', attack: 'bow', pf1: { distanceFt: 600 }, inputs: { 'atk.d20': f(20), 'atk.confirm': f(1) } }));
    expect(stepOf(a, 'bd_pf_atk_range_penalty')!.params.value).toBe(-18);
  });

  it('PF-ATK-11: without a map the GM declares the distance; without it the range is not checked (logged)', () => {
    const t = new PfTable([{ id: 'archer', stats: archer(), initiative: 1 }, { id: 'foe', stats: PF_CAST.orc, side: 'enemy', initiative: 20 }], { map: false });
    t.turnOf('archer');
    const a = only(t.ok({ type: 'attack', attacker: 'archer', target: 'foe', attack: 'bow', pf1: { intoMelee: true }, inputs: { 'atk.d20': f(10) } }));
    expect(rules(a)).toContain('PF-ATK-11');
    expect(meleePenalty(a)).toBe(-4);
  });

  it('PF:G-05: prone, only a crossbow shoots', () => {
    const t = new PfTable([{ id: 'archer', stats: archer(), at: [1, 1], initiative: 1, conditions: ['prone'] }, { id: 'foe', stats: PF_CAST.orc, side: 'enemy', at: [6, 1], initiative: 20 }]);
    t.turnOf('archer');
    expect(t.refused({ type: 'attack', attacker: 'archer', target: 'foe', attack: 'bow' })).toMatch(/prone.*PF:G-05/);
    expect(only(t.ok({ type: 'attack', attacker: 'archer', target: 'foe', attack: 'crossbow', inputs: { 'atk.d20': f(2) } })).outcome).toBe('miss');
  });

  it('PF:G-01: a ranged attack in a threatened hex provokes from the threatening enemy, resolved first', () => {
    const t = range(PF_CAST.orc, null, [2, 1], null);
    const ev = t.ok({ type: 'attack', attacker: 'archer', target: 'foe', attack: 'bow', inputs: { 'oa.foe': { choice: 'falchion' }, 'oa.foe.atk.d20': f(2), 'atk.d20': f(10), dmg: f(1) } });
    const atks = ev.filter((e) => e.type === 'attack.resolved');
    expect(atks.map((e) => (e as { attacker: string }).attacker)).toEqual(['foe', 'archer']);
  });
});
