// Pathfinder full attacks, natural attacks and two weapons (seed 003 "Ataques naturales", "Ataques
// múltiples", "Ataque completo"; PF-NAT-*, PF-MULTI-*, G-09, G-10, G-16, G-17; E-03..05, TV-10..12, TV-20, TV-45).
import { describe, expect, it } from 'vitest';
import { PfTable, pfStats } from '../../helpers/pf1.js';
import type { Pf1Stats } from '../../../shared/systems/pf1/schema.js';
import { spend, remaining } from '../../../main/rules/pf1/economy.js';
import { f, only, rules, stepOf, total } from './atk-kit.js';

const abil = (str: number) => ({ str, dex: 10, con: 10, int: 10, wis: 10, cha: 10 });
const dummy = pfStats({ hpMax: 200 });
function arena(stats: Pf1Stats, foes = 1) {
  const seats = [{ id: 'a', stats, at: [4, 4] as [number, number], initiative: 1 }];
  const around: [number, number][] = [[5, 4], [4, 5], [3, 5]];
  for (let i = 0; i < foes; i++) seats.push({ id: `d${i + 1}`, stats: dummy, side: 'enemy', at: around[i]!, initiative: 20 - i } as never);
  const t = new PfTable(seats);
  t.turnOf('a');
  return t;
}
const hit = (t: PfTable, attack: string, o: Record<string, unknown> = {}, target = 'd1', d20 = 10, dmg = 1) =>
  only(t.ok({ type: 'attack', attacker: 'a', target, attack, pf1: { mode: 'full', ...o }, inputs: { 'atk.d20': f(d20), dmg: f(dmg) } }));
const dmgBonus = (a: ReturnType<typeof hit>) => stepOf(a, 'bd_pf_atk_str_damage')!.params.value;

const beast = (over: Partial<Pf1Stats> = {}) => pfStats({
  bab: 4, abilities: abil(16), hpMax: 40, attacks: [
    { id: 'bite', name: 'Bite', kind: 'natural', damage: '1d6', limb: 'mouth' },
    { id: 'claw-l', name: 'Claw', kind: 'natural', damage: '1d4', limb: 'left-hand' },
    { id: 'claw-r', name: 'Claw', kind: 'natural', damage: '1d4', limb: 'right-hand' },
    { id: 'tail', name: 'Tail', kind: 'natural', natural: 'secondary', damage: '1d6', limb: 'tail', damageType: 'bludgeoning' },
  ], ...over,
});

describe('Pathfinder natural attacks', () => {
  it('PF-NAT-04 / PF:G-17 (E-03, TV-10): a lone bite adds 1.5 × Str: +6 at Str 18, +4 at Str 17; two claws add Str each', () => {
    const bite = (str: number) => pfStats({ bab: 1, abilities: abil(str), attacks: [{ id: 'bite', name: 'Bite', kind: 'natural', damage: '1d6', limb: 'mouth' }] });
    expect(dmgBonus(hit(arena(bite(18)), 'bite', { mode: 'single' }, 'd1', 15))).toBe(6);
    expect(dmgBonus(hit(arena(bite(17)), 'bite', { mode: 'single' }, 'd1', 15))).toBe(4);
    const claws = pfStats({ bab: 1, abilities: abil(18), attacks: [{ id: 'claw-l', name: 'Claw', kind: 'natural', damage: '1d4', limb: 'l' }, { id: 'claw-r', name: 'Claw', kind: 'natural', damage: '1d4', limb: 'r' }] });
    const a = hit(arena(claws), 'claw-l', { mode: 'single' }, 'd1', 15);
    expect(dmgBonus(a)).toBe(4);
    expect(rules(a)).not.toContain('PF-NAT-04');
  });

  it('PF-NAT-02 / PF-NAT-03 / PF-NAT-05 / PF-NAT-06 (E-04, TV-11): bite and claws at +7 (+3 damage), the tail at +2 (+1), each limb once', () => {
    const t = arena(beast());
    const bite = hit(t, 'bite');
    expect(total(bite)).toBe(17);
    expect(dmgBonus(bite)).toBe(3);
    expect(t.c('a').sheet.status.fullAttack!.remaining.map((x) => x.attack)).toEqual(['claw-l', 'claw-r', 'tail']);
    expect(total(hit(t, 'claw-l'))).toBe(17);
    expect(total(hit(t, 'claw-r'))).toBe(17);
    const tail = hit(t, 'tail', {}, 'd1', 12);
    expect(total(tail)).toBe(12 + 7 - 5);
    expect(dmgBonus(tail)).toBe(1);
    expect(rules(tail)).toContain('PF-NAT-06');
    // PF-NAT-03: BAB +4 gives no extra bite.
    expect(() => hit(t, 'bite')).toThrow(/no attack with Bite left/);
  });

  it('PF-NAT-07 / PF-NAT-08 (E-05, TV-12): a longsword in one claw hand: bite and the other claw secondary (+2, +1), the tail +2/+1, the sword hand\'s claw refused', () => {
    const b = beast();
    const armed = beast({ attacks: [...b.attacks, { id: 'longsword', name: 'Longsword', kind: 'melee', damage: '1d8', limb: 'right-hand', critRange: 19, hands: 'one', damageType: 'slashing', bonus: 0, damageBonus: 0, critMultiplier: 2, reachWeapon: false, range: 0, crossbow: false, sheathed: false, natural: 'primary' }] });
    const t = arena(armed);
    const sword = hit(t, 'longsword', {}, 'd1', 10);
    expect(total(sword)).toBe(17);
    expect(dmgBonus(sword)).toBe(3);
    expect(t.c('a').sheet.status.fullAttack!.remaining.map((x) => `${x.attack}${x.penalty}`)).toEqual(['bite-5', 'claw-l-5', 'tail-5']);
    const bite = hit(t, 'bite', {}, 'd1', 10);
    expect(total(bite)).toBe(12);
    expect(dmgBonus(bite)).toBe(1);
    expect(rules(bite)).toContain('PF-NAT-08');
    expect(t.refused({ type: 'attack', attacker: 'a', target: 'd1', attack: 'claw-r', pf1: { mode: 'full' } })).toMatch(/right-hand holds a weapon.*PF-NAT-07/);
  });

  it('PF-NAT-09 / PF:G-10: Multiattack makes the secondary penalty −2', () => {
    const t = arena(beast({ feats: ['multiattack'] }));
    hit(t, 'bite');
    const tail = t.c('a').sheet.status.fullAttack!.remaining.find((x) => x.attack === 'tail')!;
    expect(tail.penalty).toBe(-2);
  });

  it('PF-NAT-01: a natural attack reaches the creature\'s natural reach (5 ft Medium)', () => {
    const t = new PfTable([{ id: 'a', stats: beast(), at: [4, 4], initiative: 1 }, { id: 'd1', stats: dummy, side: 'enemy', at: [6, 4], initiative: 20 }]);
    t.turnOf('a');
    expect(t.refused({ type: 'attack', attacker: 'a', target: 'd1', attack: 'bite' })).toMatch(/PF-NAT-01/);
  });
});

const fighter = (over: Partial<Pf1Stats> = {}) => pfStats({ bab: 11, hpMax: 80, attacks: [
  { id: 'sword', name: 'Sword', kind: 'melee', damage: '1d8', limb: 'right' },
  { id: 'dagger', name: 'Dagger', kind: 'melee', hands: 'light', damage: '1d4', limb: 'left' },
  { id: 'axe', name: 'Axe', kind: 'melee', damage: '1d8', limb: 'left' },
], ...over });

describe('Pathfinder full attacks', () => {
  it('PF-MULTI-02 / PF-MULTI-05 / PF:G-09: BAB +11 gives +11/+6/+1, in that order, then no more', () => {
    const t = arena(fighter());
    expect([hit(t, 'sword', {}, 'd1', 10), hit(t, 'sword', {}, 'd1', 10), hit(t, 'sword', {}, 'd1', 10)].map(total)).toEqual([21, 16, 11]);
    expect(t.c('a').sheet.status.budget.fullRound).toBe('fullAttack');
    expect(t.refused({ type: 'attack', attacker: 'a', target: 'd1', attack: 'sword', pf1: { mode: 'full' } })).toMatch(/PF-MULTI-02/);
  });

  it('PF-MULTI-01: more than one attack needs the full attack: a single attack then a full attack is refused', () => {
    const t = arena(fighter());
    hit(t, 'sword', { mode: 'single' });
    expect(t.refused({ type: 'attack', attacker: 'a', target: 'd1', attack: 'sword', pf1: { mode: 'full' } })).toMatch(/cannot make a full attack now \(PF-ECON-10\)/);
    const u = arena(fighter());
    hit(u, 'sword');
    expect(u.refused({ type: 'attack', attacker: 'a', target: 'd1', attack: 'sword' })).toMatch(/PF-MULTI-01/);
  });

  it('PF-MULTI-03: each attack of a full attack picks its target after the last', () => {
    const t = arena(fighter(), 2);
    expect(hit(t, 'sword', {}, 'd1').target).toBe('d1');
    expect(hit(t, 'sword', {}, 'd2').target).toBe('d2');
  });

  it('PF-DEF-02 / PF:G-13 (TV-20): fighting defensively, +11/+6/+1 become +7/+2/−3 and the fighter has +2 dodge AC until its next turn', () => {
    const t = arena(fighter());
    const first = hit(t, 'sword', { defensive: true });
    expect(rules(first)).toContain('PF-DEF-02');
    expect([first, hit(t, 'sword'), hit(t, 'sword', {}, 'd1', 15)].map(total)).toEqual([17, 12, 15 + 1 - 4]);
    expect(t.c('a').sheet.status.defense).toEqual({ kind: 'defensive', ac: 2 });
    t.turnOf('d1');
    const back = only(t.ok({ type: 'attack', attacker: 'd1', target: 'a', attack: 'unarmed', inputs: { 'oa.a': { choice: 'none' }, 'atk.d20': f(1) } }));
    expect(stepOf(back, 'bd_pf_def_defensive')!.params.value).toBe(2);
    t.turnOf('a');
    expect(t.c('a').sheet.status.defense.kind).toBe('none');
  });

  it('PF-MULTI-06 / PF:G-10: two weapons, either first; a light off hand is −4/−8, with the feat −2/−2; off hand ½ Str', () => {
    const strong = (feats: Pf1Stats['feats']) => fighter({ abilities: abil(16), feats });
    let t = arena(strong([]));
    const off = hit(t, 'dagger', { offHand: 'dagger' }, 'd1', 10);
    expect(stepOf(off, 'bd_pf_atk_planned_off')!.params.value).toBe(-8);
    expect(dmgBonus(off)).toBe(1);
    expect(t.c('a').sheet.status.fullAttack!.remaining.map((x) => x.penalty)).toEqual([-4, -9, -14]);
    t = arena(strong(['twoWeaponFighting']));
    hit(t, 'sword', { offHand: 'dagger' });
    expect(t.c('a').sheet.status.fullAttack!.remaining.map((x) => x.penalty)).toEqual([-7, -12, -2]);
    t = arena(strong([]));
    hit(t, 'sword', { offHand: 'axe' });
    expect(t.c('a').sheet.status.fullAttack!.remaining.map((x) => x.penalty)).toEqual([-11, -16, -10]);
  });

  it('PF-MULTI-04: the 5-ft step stays open during a full attack', () => {
    const t = arena(fighter());
    hit(t, 'sword');
    expect(remaining(t.c('a').sheet.status).step).toBe(true);
    expect(spend(t.c('a').sheet.status, 'step').ok).toBe(true);
  });

  it('PF-MULTI-07 / PF-MULTI-08 (TV-45): after the first attack a move action replaces the rest (the full attack becomes a standard attack), also after a 5-ft step', () => {
    const t = arena(fighter());
    hit(t, 'sword');
    expect(t.c('a').sheet.status.fullAttack!.made).toBe(1);
    const moved = spend(t.c('a').sheet.status, 'move');
    expect(moved.ok && moved.status.budget).toMatchObject({ fullRound: null, standard: true, move: 1 });
    const stepped = spend(t.c('a').sheet.status, 'step');
    expect(stepped.ok && spend(stepped.status, 'move').ok).toBe(true);
    hit(t, 'sword');
    expect(spend(t.c('a').sheet.status, 'move').ok).toBe(false);
  });
});
