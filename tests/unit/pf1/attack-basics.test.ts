// Pathfinder single attacks through the engine (seed 003 "Ataque", "Impactos críticos"; inventory
// PF-ATK-*, PF-CRIT-*, G-11): every die forced, every number asserted.
import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, pfStats } from '../../helpers/pf1.js';
import type { EncounterEvent } from '../../../shared/model/events.js';

type Resolved = Extract<EncounterEvent, { type: 'attack.resolved' }>;
const resolved = (ev: EncounterEvent[]) => ev.filter((e): e is Resolved => e.type === 'attack.resolved');
const only = (ev: EncounterEvent[]) => {
  const r = resolved(ev);
  expect(r).toHaveLength(1);
  return r[0]!;
};
const rules = (a: Resolved) => a.steps.map((s) => s.rule?.id);
const f = (...faces: number[]) => ({ faces });

/** Attacker +5 (BAB 5, Str 10), longsword 1d8 19–20; defender AC 18 (armour 8). The defender acts first: not flat-footed. */
const hero = pfStats({ bab: 5, hpMax: 40, attacks: [{ id: 'sword', name: 'Sword', kind: 'melee', damage: '1d8', critRange: 19 }] });
function duel(target = pfStats({ hpMax: 60, ac: { armor: 8 } }), attacker = hero) {
  const t = new PfTable([{ id: 'a', stats: attacker, at: [2, 2], initiative: 5 }, { id: 't', stats: target, side: 'enemy', at: [3, 2], initiative: 20 }]);
  t.turnOf('a');
  return t;
}

describe('Pathfinder attacks: the roll and criticals', () => {
  it('PF-ATK-01: one attack is a standard action; a second single attack that turn is refused', () => {
    const t = duel();
    t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'sword', inputs: { 'atk.d20': f(10) } });
    expect(t.c('a').sheet.status.budget.standard).toBe(true);
    expect(t.refused({ type: 'attack', attacker: 'a', target: 't', attack: 'sword', inputs: { 'atk.d20': f(10) } })).toMatch(/PF-ECON-03/);
  });

  it('PF-CRIT-02 / PF-CRIT-06 (TV-22): 19 threatens; confirmation 12 (17 < 18) is a normal hit, 13 (18) a critical', () => {
    let t = duel();
    let a = only(t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'sword', inputs: { 'atk.d20': f(19), 'atk.confirm': f(12), dmg: f(5) } }));
    expect(a.outcome).toBe('hit');
    expect(a.damage).toBe(5);
    expect(rules(a)).toContain('PF-CRIT-06');
    t = duel();
    a = only(t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'sword', inputs: { 'atk.d20': f(19), 'atk.confirm': f(13), dmg: f(5), 'dmg.2': f(7) } }));
    expect(a.outcome).toBe('critical');
    expect(a.damage).toBe(12);
    expect(t.c('t').hp.current).toBe(48);
  });

  it('PF-CRIT-06 (TV-23): 19 + 5 = 24 against AC 25 misses and is no threat (no confirmation rolled)', () => {
    const t = duel(pfStats({ hpMax: 60, ac: { armor: 15 } }));
    const a = only(t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'sword', inputs: { 'atk.d20': f(19) } }));
    expect(a.outcome).toBe('miss');
    expect(a.rolls).toHaveLength(1);
  });

  it('PF-CRIT-01 (TV-24): a natural 20 hits AC 30 with +0 and threatens; the confirmation uses the same +0', () => {
    const zero = pfStats({ attacks: [{ id: 'sword', name: 'Sword', kind: 'melee', damage: '1d8' }] });
    const t = duel(pfStats({ hpMax: 60, ac: { armor: 20 } }), zero);
    const a = only(t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'sword', inputs: { 'atk.d20': f(20), 'atk.confirm': f(19), dmg: f(3) } }));
    expect(a.outcome).toBe('hit');
    expect(a.rolls[1]!.total).toBe(19);
    expect(rules(a)).toContain('PF-CRIT-01');
  });

  it('PF-CRIT-03 / PF-CRIT-04 / PF-CRIT-07: a ×3 critical rolls damage with its bonuses three times; the default is 20/×2', () => {
    const axe = pfStats({ bab: 5, abilities: { str: 14, dex: 10, con: 10, int: 10, wis: 10, cha: 10 }, attacks: [{ id: 'axe', name: 'Axe', kind: 'melee', damage: '1d8', critMultiplier: 3 }] });
    let t = duel(undefined, axe);
    let a = only(t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'axe', inputs: { 'atk.d20': f(20), 'atk.confirm': f(15), dmg: f(1), 'dmg.2': f(2), 'dmg.3': f(3) } }));
    expect(a.damage).toBe(1 + 2 + 3 + 3 * 2);
    expect(rules(a)).toContain('PF-CRIT-07');
    t = duel(undefined, pfStats({ bab: 5, attacks: [{ id: 'club', name: 'Club', kind: 'melee', damage: '1d6' }] }));
    a = only(t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'club', inputs: { 'atk.d20': f(19), dmg: f(4) } }));
    expect(a.rolls).toHaveLength(2);
    expect(a.outcome).toBe('hit');
  });

  it('PF-CRIT-05 (E-06, TV-25): sneak attack 2d6 and flaming 1d6 are added once to a ×2 critical of 1d8+4', () => {
    const flaming = pfStats({ bab: 5, attacks: [{ id: 'sword', name: 'Sword', kind: 'melee', damage: '1d8', damageBonus: 4, extraDice: '1d6' }] });
    const t = duel(undefined, flaming);
    const a = only(t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'sword', pf1: { precision: '2d6' }, inputs: { 'atk.d20': f(20), 'atk.confirm': f(18), dmg: f(8), 'dmg.2': f(8), 'dmg.extra': f(6), 'dmg.precision': f(6, 6) } }));
    expect(a.damage).toBe(12 + 12 + 6 + 12);
    expect(a.rolls.filter((r) => r.key.startsWith('dmg'))).toHaveLength(4);
    expect(rules(a).filter((r) => r === 'PF-CRIT-05')).toHaveLength(2);
  });

  it('PF:G-11: a natural 1 misses whatever the bonus; damage below 1 is 1 nonlethal', () => {
    const t = duel(pfStats({ hpMax: 60 }), pfStats({ bab: 20, attacks: [{ id: 'sword', name: 'Sword', kind: 'melee', damage: '1d8' }] }));
    expect(only(t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'sword', inputs: { 'atk.d20': f(1) } })).outcome).toBe('fumble');
    const weak = pfStats({ abilities: { str: 3, dex: 10, con: 10, int: 10, wis: 10, cha: 10 }, attacks: [{ id: 'club', name: 'Club', kind: 'melee', damage: '1d4' }] });
    const u = duel(pfStats({ hpMax: 60 }), weak);
    const a = only(u.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'club', inputs: { 'atk.d20': f(18), dmg: f(1) } }));
    expect(a.damage).toBe(1);
    expect(u.c('t').hp.current).toBe(60);
    expect(u.c('t').sheet.status.nonlethal).toBe(1);
  });

  it('PF-ATK-02: a normal melee weapon reaches the 6 adjacent hexes only', () => {
    const t = new PfTable([{ id: 'a', stats: hero, at: [2, 2], initiative: 5 }, { id: 't', stats: PF_CAST.orc, side: 'enemy', at: [4, 2], initiative: 20 }]);
    t.turnOf('a');
    expect(t.refused({ type: 'attack', attacker: 'a', target: 't', attack: 'sword' })).toMatch(/10 ft .*PF-ATK-02/);
  });

  it('PF-ATK-03: a reach weapon hits at 10 ft (2 hexes), never an adjacent foe', () => {
    const glaive = pfStats({ bab: 5, attacks: [{ id: 'glaive', name: 'Glaive', kind: 'melee', hands: 'two', damage: '1d10', reachWeapon: true }] });
    const t = new PfTable([{ id: 'a', stats: glaive, at: [2, 2], initiative: 5 }, { id: 'near', stats: PF_CAST.orc, side: 'enemy', at: [3, 2], initiative: 20 }, { id: 'far', stats: PF_CAST.orc, side: 'enemy', at: [2, 4], initiative: 19 }]);
    t.turnOf('a');
    expect(t.refused({ type: 'attack', attacker: 'a', target: 'near', attack: 'glaive' })).toMatch(/PF-ATK-03/);
    expect(only(t.ok({ type: 'attack', attacker: 'a', target: 'far', attack: 'glaive', inputs: { 'atk.d20': f(15), dmg: f(5) } })).outcome).toBe('hit');
  });

  it('PF-SPELL-25 (TV-27/28) and PF:G-06: touch AC drops armour, shield and natural; a flat-footed defender loses Dex', () => {
    const def = pfStats({ hpMax: 60, abilities: { str: 10, dex: 14, con: 10, int: 10, wis: 10, cha: 10 }, ac: { armor: 5, shield: 2, natural: 1, deflection: 1 } });
    const t = duel(def);
    let a = only(t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'sword', pf1: { touch: true }, inputs: { 'atk.d20': f(8) } }));
    expect(a.steps.find((s) => s.msg === 'bd_pf_def_touch_ac')!.params.value).toBe(13);
    expect(a.outcome).toBe('hit');
    const fresh = new PfTable([{ id: 'a', stats: hero, at: [2, 2], initiative: 20 }, { id: 't', stats: def, side: 'enemy', at: [3, 2], initiative: 5 }]);
    fresh.turnOf('a');
    a = only(fresh.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'sword', inputs: { 'atk.d20': f(14) } }));
    expect(a.steps.find((s) => s.msg === 'bd_pf_def_ac')!.params.value).toBe(19);
    expect(a.outcome).toBe('hit');
  });
});
