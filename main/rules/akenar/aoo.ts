/** Attacks of opportunity as the engine offers them (AK-AOO-05..07): asked, then resolved as a reaction. */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Result } from '../../../shared/contract/result.js';
import type { RollContext } from '../core/dice-engine.js';
import { akAttackEvents, NO_OPTIONS } from './attack.js';
import { derived, hasFeat, isArmed, threatener, unarmed, type AkCombatant } from './sheet.js';
import { aooAllowance, aooRefusal } from './opportunity.js';

/** Whether `by` can make an attack of opportunity now: armed, ready, and with one left this round (AK-AOO-02/06/08/10). */
export function canMakeAoo(by: AkCombatant): boolean {
  return aooRefusal(threatener(by)) === null && by.akenar.status.aooUsed < aooAllowance(derived(by).dexMod, hasFeat(by, 'combatReflexes'));
}

/** Asks `oa.<by>` whether `by` attacks `target`, and with which melee weapon (or unarmed, when that counts as armed); null when it declines. */
export function askOpportunity(dice: RollContext, by: AkCombatant, target: { name: string }): string | null {
  const weapons = by.akenar.stats.weapons.filter((w) => w.kind === 'melee');
  const melee = weapons.length || !isArmed(by) ? weapons : [unarmed(by)];
  const choice = dice.choose({
    key: `oa.${by.id}`,
    roller: by,
    question: { msg: 'prompt_opportunity_attack', params: { name: by.name, target: target.name } },
    options: [...melee.map((w) => ({ value: w.id, label: { msg: 'opt_attack_with', params: { attack: w.name } } })), { value: 'none', label: { msg: 'opt_no_attack', params: {} } }],
    default: melee[0]?.id ?? 'none',
  });
  return choice === 'none' ? null : choice;
}

/** The attack of opportunity itself: a reaction, its dice under `oa.<by>.`; a somatic caster cannot parry it. */
export function opportunityAttack(state: EncounterState, by: string, target: string, weapon: string, dice: RollContext, targetCasting = false): Result<EncounterEvent[]> {
  const akenar = targetCasting ? { ...NO_OPTIONS, targetCasting } : undefined;
  return akAttackEvents(state, { attacker: by, target, attack: weapon, advantage: 'normal', cover: 'none', as: 'reaction', knockOut: false, wrongLocation: false, ...(akenar ? { akenar } : {}) }, dice.scope(`oa.${by}.`));
}
