// Pathfinder unarmed attacks and the attack of opportunity they provoke (seed 003 "Ataques sin armas";
// PF-ATK-04..10, PF-AOO-02..05, G-20, G-27; TV-06..09).
import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, pfStats } from '../../helpers/pf1.js';
import type { Pf1Stats } from '../../../shared/systems/pf1/schema.js';
import { f, only, resolved, rules, stepOf } from './atk-kit.js';

const brawler = (over: Partial<Pf1Stats> = {}) => pfStats({ bab: 3, hpMax: 30, abilities: { str: 14, dex: 10, con: 10, int: 10, wis: 10, cha: 10 }, ...over });
/** The brawler acts last; the orc (armed, falchion) and a second orc have acted. */
function ring(b = brawler(), target = PF_CAST.orc) {
  const t = new PfTable([
    { id: 'b', stats: b, at: [4, 4], initiative: 1 },
    { id: 'orc', stats: target, side: 'enemy', at: [5, 4], initiative: 20 },
    { id: 'orc2', stats: PF_CAST.orc, side: 'enemy', at: [4, 5], initiative: 19 },
  ]);
  t.turnOf('b');
  return t;
}

describe('Pathfinder unarmed strikes', () => {
  it('PF-AOO-02 / PF-ATK-06 / PF-ATK-07 (TV-06): 1d3+2 nonlethal; the armed target attacks first, the other orc does not', () => {
    const t = ring();
    const ev = t.ok({ type: 'attack', attacker: 'b', target: 'orc', attack: 'unarmed', inputs: { 'oa.orc': { choice: 'falchion' }, 'oa.orc.atk.d20': f(3), 'atk.d20': f(15), dmg: f(3) } });
    const [aoo, mine] = resolved(ev);
    expect(aoo!.attacker).toBe('orc');
    expect(mine!.attacker).toBe('b');
    expect(mine!.damage).toBe(5);
    expect(mine!.rolls.at(-1)!.dice[0]!.sides).toBe(3);
    expect(rules(mine!)).toContain('PF-ATK-07');
    expect(t.c('orc').hp.current).toBe(6);
    expect(t.c('orc').sheet.status.nonlethal).toBe(5);
    expect(t.c('orc').sheet.status.aooUsed).toBe(1);
    expect(t.c('orc2').sheet.status.aooUsed).toBe(0);
  });

  it('PF-ATK-09 (TV-07): declared lethal without the feat: −4 to attack, lethal damage, still provokes', () => {
    const t = ring();
    const ev = t.ok({ type: 'attack', attacker: 'b', target: 'orc', attack: 'unarmed', pf1: { lethal: true }, inputs: { 'oa.orc': { choice: 'none' }, 'atk.d20': f(15), dmg: f(1) } });
    const a = only(ev);
    expect(stepOf(a, 'bd_pf_atk_lethal')!.params.value).toBe(-4);
    expect(a.rolls[0]!.total).toBe(15 + 3 + 2 - 4);
    expect(t.c('orc').hp.current).toBe(3);
    expect(t.c('orc').sheet.status.nonlethal).toBe(0);
  });

  it('PF-ATK-10 / PF-AOO-05 / PF-ATK-05 (TV-07): with Improved Unarmed Strike: lethal at ±0 and no attack of opportunity', () => {
    const t = ring(brawler({ feats: ['improvedUnarmedStrike'] }));
    const ev = t.ok({ type: 'attack', attacker: 'b', target: 'orc', attack: 'unarmed', pf1: { lethal: true }, inputs: { 'atk.d20': f(15), dmg: f(1) } });
    const a = only(ev);
    expect(a.rolls[0]!.total).toBe(15 + 3 + 2);
    expect(rules(a)).toEqual(expect.arrayContaining(['PF-ATK-10', 'PF-AOO-05']));
    expect(t.c('orc').hp.current).toBe(3);
  });

  it('PF-ATK-06 / PF:G-20 (TV-08): Small 1d2, Large 1d4, Huge 1d6; Diminutive has no unarmed strike', () => {
    for (const [size, sides] of [['small', 2], ['large', 4], ['huge', 6]] as const) {
      const t = new PfTable([{ id: 'b', stats: pfStats({ size }), initiative: 1 }, { id: 'dummy', stats: pfStats({ hpMax: 20 }), side: 'enemy', initiative: 20 }], { map: false });
      t.turnOf('b');
      const a = only(t.ok({ type: 'attack', attacker: 'b', target: 'dummy', attack: 'unarmed', pf1: { distanceFt: 5 }, inputs: { 'atk.d20': f(20), 'atk.confirm': f(1), dmg: f(1) }}));
      expect(a.rolls.at(-1)!.dice[0]!.sides).toBe(sides);
    }
    const tiny = new PfTable([{ id: 'b', stats: pfStats({ size: 'diminutive' }), initiative: 1 }, { id: 'dummy', stats: pfStats(), side: 'enemy', initiative: 20 }], { map: false });
    expect(tiny.refused({ type: 'attack', attacker: 'b', target: 'dummy', attack: 'unarmed' })).toMatch(/PF:G-20/);
  });

  it('PF-AOO-03 (TV-09): against an unarmed target no attack of opportunity, not even from the armed orc beside it', () => {
    const t = ring(brawler(), pfStats({ hpMax: 10 }));
    const ev = t.ok({ type: 'attack', attacker: 'b', target: 'orc', attack: 'unarmed', inputs: { 'atk.d20': f(15), dmg: f(2) } });
    const a = only(ev);
    expect(rules(a)).toContain('PF-AOO-03');
    expect(t.c('orc2').sheet.status.aooUsed).toBe(0);
  });

  it('PF-AOO-04: an unarmed creature makes no attack of opportunity when a foe provokes from it', () => {
    const t = new PfTable([{ id: 'b', stats: brawler(), at: [4, 4], initiative: 1 }, { id: 'u', stats: pfStats({ hpMax: 10 }), side: 'enemy', at: [5, 4], initiative: 20 }, { id: 'archer', stats: PF_CAST.rogue, side: 'enemy', at: [3, 4], initiative: 19 }]);
    t.turnOf('archer');
    // The rogue shoots in a hex the unarmed brawler "threatens": no question is asked.
    expect(only(t.ok({ type: 'attack', attacker: 'archer', target: 'b', attack: 'shortbow', inputs: { 'atk.d20': f(2) } })).attacker).toBe('archer');
  });

  it('PF-ATK-08: an unarmed strike is a light weapon in the off hand (two-weapon penalties −4/−8 without the feat)', () => {
    const t = ring(brawler({ attacks: [{ id: 'sword', name: 'Sword', kind: 'melee', damage: '1d8', limb: 'right' }] }));
    const first = only(t.ok({ type: 'attack', attacker: 'b', target: 'orc', attack: 'sword', pf1: { mode: 'full', offHand: 'unarmed' }, inputs: { 'atk.d20': f(15), dmg: f(1) } }));
    expect(stepOf(first, 'bd_pf_atk_planned_main')!.params.value).toBe(-4);
    expect(t.c('b').sheet.status.fullAttack!.remaining.find((x) => x.offHand)!.penalty).toBe(-8);
  });

  it('PF-ATK-04: an unarmed strike is made like a melee weapon attack: BAB + Str, reach 5 ft', () => {
    const t = ring(brawler(), pfStats({ hpMax: 10 }));
    const a = only(t.ok({ type: 'attack', attacker: 'b', target: 'orc', attack: 'unarmed', inputs: { 'atk.d20': f(2) } }));
    expect(a.rolls[0]!.total).toBe(2 + 3 + 2);
    expect(rules(a)).toContain('PF-ATK-02');
  });
});
