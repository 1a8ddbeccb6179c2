/**
 * A Pathfinder attack roll and its damage (PF-CRIT-01..10, G-11, G-21): d20 + bonus against AC, a
 * natural 1 misses and a natural 20 hits; a hit in the threat range is confirmed by a second roll with
 * the same bonus; a critical rolls the damage (dice and bonuses) once per multiplier and adds the rolls,
 * extra weapon dice and precision dice once; at least 1 damage, nonlethal when penalties take it lower.
 */
import type { RollRecord } from '../../../shared/dice/index.js';
import { withBonus } from '../../../shared/dice/notation.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { Combatant } from '../../../shared/model/encounter.js';
import type { RollContext } from '../core/dice-engine.js';
import { step } from './attack-bonus.js';

export const natural = (r: RollRecord) => r.dice.find((d) => d.kept && d.sides === 20)?.value ?? 0;

export interface StrikeInput {
  bonus: number;
  ac: number;
  critRange: number;
  critMultiplier: number;
  /** Damage dice (empty: no damage) and the flat bonus each roll adds (Str, enhancement…). */
  damage: string;
  damageBonus: number;
  /** Added once, never multiplied (PF-CRIT-05): a weapon ability's dice, precision dice. */
  extraDice?: string;
  precision?: string;
  /** Coup de grace: hits and is a critical without rolling (PF:G-01). */
  automaticCrit?: boolean;
  /** The rule a critical rests on: weapons PF-CRIT-03, spells PF-CRIT-09. */
  critRule?: string;
  names: Record<string, string>;
}

export interface Strike {
  outcome: 'hit' | 'critical' | 'miss' | 'fumble';
  damage: number;
  /** Damage raised to the minimum of 1, as nonlethal (G-11). */
  minimum: boolean;
  rolls: RollRecord[];
  steps: Step[];
}

/** Rolls one attack (`atk.d20`, `atk.confirm`) and its damage (`dmg`, `dmg.2`…, `dmg.extra`, `dmg.precision`). */
export function strike(dice: RollContext, roller: Combatant, i: StrikeInput): Strike {
  const rolls: RollRecord[] = [];
  const steps: Step[] = [];
  let critical = !!i.automaticCrit;
  if (i.automaticCrit) steps.push(step('bd_pf_crit_automatic', { multiplier: i.critMultiplier }, 'PF:G-01'));
  else {
    const notation = withBonus('1d20', i.bonus);
    const atk = dice.roll({ key: 'atk.d20', notation, purpose: { msg: 'prompt_attack', params: i.names }, roller });
    rolls.push(atk);
    const n = natural(atk);
    const hit = n === 20 || (n !== 1 && atk.total >= i.ac);
    steps.push(step(hit ? 'bd_pf_atk_hit' : 'bd_pf_atk_miss', { total: atk.total, ac: i.ac, d20: n }, n === 20 ? 'PF-CRIT-01' : 'PF:G-11', n === 1 ? 'PF:G-11' : undefined));
    if (!hit) return { outcome: n === 1 ? 'fumble' : 'miss', damage: 0, minimum: false, rolls, steps };
    if (n >= i.critRange) {
      // A threat (PF-CRIT-01, PF-CRIT-06 for an expanded range): confirm with the same bonus (PF-CRIT-02).
      steps.push(step('bd_pf_crit_threat', { d20: n, range: i.critRange }, n < 20 ? 'PF-CRIT-06' : 'PF-CRIT-01'));
      const confirm = dice.roll({ key: 'atk.confirm', notation, purpose: { msg: 'prompt_pf_atk_confirm', params: i.names }, roller });
      rolls.push(confirm);
      const cn = natural(confirm);
      critical = cn === 20 || (cn !== 1 && confirm.total >= i.ac);
      steps.push(step(critical ? 'bd_pf_crit_confirmed' : 'bd_pf_crit_not_confirmed', { total: confirm.total, ac: i.ac }, 'PF-CRIT-02'));
    }
  }
  // A touch that only delivers a spell rolls no damage.
  if (!i.damage) return { outcome: critical ? 'critical' : 'hit', damage: 0, minimum: false, rolls, steps };
  const times = critical ? i.critMultiplier : 1;
  let damage = 0;
  const notation = withBonus(i.damage, i.damageBonus);
  for (let k = 1; k <= times; k++) {
    const d = dice.roll({ key: k === 1 ? 'dmg' : `dmg.${k}`, notation, purpose: { msg: 'prompt_pf_atk_damage', params: i.names }, roller });
    rolls.push(d);
    damage += d.total;
  }
  if (critical) steps.push(step('bd_pf_crit_damage', { times, total: damage }, i.critRule ?? 'PF-CRIT-03', i.critRule === 'PF-CRIT-09' ? 'PF:G-21' : undefined));
  if (critical && i.critMultiplier > 2) steps.push(step('bd_pf_crit_multiplier', { multiplier: i.critMultiplier }, 'PF-CRIT-07'));
  for (const [key, dd, msg] of [['dmg.extra', i.extraDice, 'bd_pf_crit_extra_once'], ['dmg.precision', i.precision, 'bd_pf_crit_precision_once']] as const) {
    if (!dd) continue;
    const d = dice.roll({ key, notation: dd, purpose: { msg: 'prompt_pf_atk_damage', params: i.names }, roller });
    rolls.push(d);
    damage += d.total;
    steps.push(step(critical ? msg : 'bd_pf_atk_extra_dice', { value: d.total }, critical ? 'PF-CRIT-05' : 'PF-CRIT-03'));
  }
  let minimum = false;
  if (damage < 1) {
    damage = 1;
    minimum = true;
    steps.push(step('bd_pf_atk_min_damage', {}, 'PF:G-11'));
  }
  steps.push(step('bd_pf_atk_damage', { total: damage }, critical ? (i.critRule ?? 'PF-CRIT-03') : 'PF-ATK-01'));
  return { outcome: critical ? 'critical' : 'hit', damage, minimum, rolls, steps };
}
