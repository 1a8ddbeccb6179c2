/**
 * What the windows show of a Pathfinder combatant, from its stat block and status: what is left of
 * the turn's budget (PF-ECON-03/04/10/15/18, PF-MOVE-30), the combatant fields a stat block decides,
 * and a preview of each attack's bonuses by iterative. The engine's rolls and refusals are the rule;
 * these are the numbers the action bar and the forms show before a command goes.
 */
import { singleAttackBonus } from './attack-numbers.js';
import type { Size } from '../../model/map.js';
import { abilityMod, derivePf1, type Pf1Attack, type Pf1FullRound, type Pf1Stats, type Pf1Status } from './schema.js';

/** Full-round actions that move the creature or forbid the 5-ft step (PF-ECON-10/11, PF-MOVE-12/13/23, G-02). */
export const PF1_NO_STEP: ReadonlySet<Pf1FullRound> = new Set<Pf1FullRound>(['run', 'withdraw', 'charge', 'difficultStep']);

export interface Pf1Remaining {
  standard: boolean;
  move: number;
  fullRound: boolean;
  swift: boolean;
  step: boolean;
}

/** What is left of the budget: standard, move actions, full-round, swift, the 5-ft step. */
export function pf1Remaining(s: Pf1Status): Pf1Remaining {
  const b = s.budget;
  if (b.limited === 'inactive') return { standard: false, move: 0, fullRound: false, swift: false, step: false };
  const used = (b.standard ? 1 : 0) + b.move;
  const single = b.limited === 'single';
  const free = b.fullRound === null;
  return {
    standard: free && !b.standard && b.move < 2 && !(single && used > 0),
    move: !free ? 0 : single ? (used > 0 ? 0 : 1) : Math.max(0, 2 - used),
    fullRound: free && used === 0 && !single,
    swift: !b.swift,
    step: !b.step && b.moved === 0 && !(b.fullRound && PF1_NO_STEP.has(b.fullRound)),
  };
}

/** The combatant fields a stat block decides: HP, size, speed in 5 ft hexes, natural reach in hexes, initiative bonus (Dex + misc). */
export function pf1CombatantFields(s: Pf1Stats): { hpMax: number; size: Size; speed: number; reach: { min: number; max: number }; initiativeBonus: number } {
  const reach = derivePf1(s).reach;
  return {
    hpMax: s.hpMax, size: s.size, speed: Math.floor(s.speed / 5), reach: { min: reach > 0 ? 1 : 0, max: Math.floor(reach / 5) },
    initiativeBonus: abilityMod(s.abilities.dex) + s.initiative,
  };
}

/**
 * An attack's printed bonuses (as a stat block lists them): BAB steps (one for a natural attack) plus
 * what a single attack adds to BAB (ability, size, its own bonus, a secondary natural attack's penalty).
 */
export function pf1AttackPreview(s: Pf1Stats, a: Pf1Attack): number[] {
  const d = derivePf1(s);
  // The engine's own numbers (attack-numbers.ts): a thrown weapon's Dex, Multiattack's −2 on secondary attacks.
  const fixed = singleAttackBonus(s, d, a, a.kind === 'ranged') - s.bab;
  return (a.kind === 'natural' ? [s.bab] : d.iteratives).map((b) => b + fixed);
}

/** "+7/+2" */
export const signedList = (xs: readonly number[]) => xs.map((x) => (x >= 0 ? `+${x}` : `${x}`)).join('/');
