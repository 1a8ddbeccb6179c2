// What the windows show (shared/systems/pf1/view.ts) against what the engine does: the stat block's
// printed attack bonuses are the engine's attack rolls, the budget view is the economy's.
import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, pfStats } from '../../helpers/pf1.js';
import type { Pf1Stats } from '../../../shared/systems/pf1/schema.js';
import { pf1AttackPreview, pf1CombatantFields, pf1Remaining } from '../../../shared/systems/pf1/view.js';
import { remaining, spend } from '../../../main/rules/pf1/economy.js';
import { f, only, total } from './atk-kit.js';

const dummy = pfStats({ hpMax: 200 });
function arena(stats: Pf1Stats) {
  const t = new PfTable([
    { id: 'a', stats, at: [4, 4], initiative: 1 },
    { id: 'd', stats: dummy, side: 'enemy', at: [5, 4], initiative: 20 },
  ]);
  t.turnOf('a');
  return t;
}
const roll = (t: PfTable, attack: string, mode: 'single' | 'full') =>
  total(only(t.ok({ type: 'attack', attacker: 'a', target: 'd', attack, pf1: { mode }, inputs: { 'atk.d20': f(10), dmg: f(1) } }))) - 10;

describe('Pathfinder attack bonuses as the stat block form and the attack dialog print them', () => {
  it('PF-MULTI-05 / PF:G-09: the fighter\'s longsword +11/+6 is what her full attack rolls, one iterative at a time', () => {
    const fighter = PF_CAST.fighter;
    const preview = pf1AttackPreview(fighter, fighter.attacks[0]!);
    expect(preview).toEqual([11, 6]);
    const t = arena(fighter);
    expect([roll(t, 'longsword', 'full'), roll(t, 'longsword', 'full')]).toEqual(preview);
  });

  it('PF:G-11: a finesse short sword and a shortbow add Dex; a lone bite its BAB once; a secondary natural attack −5', () => {
    const rogue = PF_CAST.rogue;
    for (const a of rogue.attacks) expect(pf1AttackPreview(rogue, a)[0], a.id).toBe(roll(arena(rogue), a.id, 'single'));
    const wolf = PF_CAST.wolf;
    expect(pf1AttackPreview(wolf, wolf.attacks[0]!)).toEqual([roll(arena(wolf), 'bite', 'single')]);
    const beast = pfStats({
      bab: 6, abilities: { str: 16, dex: 10, con: 10, int: 10, wis: 10, cha: 10 }, hpMax: 30,
      attacks: [{ id: 'bite', name: 'Bite', kind: 'natural', damage: '1d6', limb: 'mouth' }, { id: 'tail', name: 'Tail', kind: 'natural', natural: 'secondary', damage: '1d6', limb: 'tail' }],
    });
    const t = arena(beast);
    expect([pf1AttackPreview(beast, beast.attacks[0]!), pf1AttackPreview(beast, beast.attacks[1]!)]).toEqual([[9], [4]]);
    expect([roll(t, 'bite', 'full'), roll(t, 'tail', 'full')]).toEqual([9, 4]);
  });

  it('PF-ECON-03 / PF-ECON-04 / PF-MOVE-30: the action bar\'s budget is the economy\'s remaining()', () => {
    const s0 = arena(PF_CAST.fighter).c('a').sheet.status;
    expect(remaining).toBe(pf1Remaining);
    expect(pf1Remaining(s0)).toEqual({ standard: true, move: 2, fullRound: true, swift: true, step: true });
    const s1 = spend(s0, 'standard');
    if (!s1.ok) throw new Error(s1.code);
    expect(pf1Remaining(s1.status)).toEqual({ standard: false, move: 1, fullRound: false, swift: true, step: true });
  });

  it('the stat block decides the combatant fields: 30 ft = 6 hexes, reach 1 hex, initiative Dex + misc', () => {
    expect(pf1CombatantFields(PF_CAST.rogue)).toEqual({ hpMax: 33, size: 'medium', speed: 6, reach: { min: 1, max: 1 }, initiativeBonus: 4 });
    expect(pf1CombatantFields(pfStats({ size: 'large', speed: 40, initiative: 4 }))).toMatchObject({ size: 'large', speed: 8, reach: { min: 1, max: 2 }, initiativeBonus: 4 });
  });
});
