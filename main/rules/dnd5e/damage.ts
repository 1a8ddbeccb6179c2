import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import type { Combatant } from '../../../shared/model/encounter.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { DamageRule, DamageType } from '../../../shared/systems/dnd5e/schema.js';

const rule = (id: string, gap?: string) => (gap ? { id, gap } : { id });

/** Whether a damage rule (resistance, vulnerability, immunity) applies to damage of `type`. */
function applies(rules: readonly DamageRule[], type: DamageType, magical: boolean): boolean {
  return rules.some((r) => (r.type === 'all' || r.type === type) && !(r.unless && magical));
}

export interface TypedAmount {
  type: DamageType;
  amount: number;
}

/**
 * Rolled damage through the target's defences: a flat reduction first (taken once from the parts in
 * order), then immunity, resistance (halved, rounded down) and vulnerability (doubled), which come
 * after every other modifier (5E-DMG-14) and count once however many sources grant them (5E-DMG-15).
 */
export function throughDefences(target: Combatant, parts: readonly TypedAmount[], magical: boolean, steps: Step[]): number {
  const d = dnd5eStats(target)?.damage;
  let reduce = d?.reduce ?? 0;
  let total = 0;
  for (const part of parts) {
    let amount = Math.max(0, part.amount);
    if (reduce > 0 && amount > 0) {
      const cut = Math.min(reduce, amount);
      reduce -= cut;
      amount -= cut;
      steps.push({ msg: 'bd_reduced', params: { type: part.type, by: cut, total: amount }, rule: rule('5E-DMG-14') });
    }
    if (d && applies(d.immune, part.type, magical)) {
      amount = 0;
      steps.push({ msg: 'bd_immune', params: { type: part.type, total: amount }, rule: rule('5E-DMG-12', '5E:G-11') });
    } else if (d) {
      if (applies(d.resist, part.type, magical)) {
        amount = Math.floor(amount / 2);
        steps.push({ msg: 'bd_resist', params: { type: part.type, total: amount }, rule: rule('5E-DMG-12') });
      }
      if (applies(d.vuln, part.type, magical)) {
        amount *= 2;
        steps.push({ msg: 'bd_vulnerable', params: { type: part.type, total: amount }, rule: rule('5E-DMG-13', '5E:G-11') });
      }
    }
    total += amount;
  }
  return total;
}
