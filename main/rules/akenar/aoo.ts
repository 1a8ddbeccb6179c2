/** Attacks of opportunity resolved as a reaction (AK-AOO-05..07); asking them is `askOpportunity` in sheet.ts. */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Result } from '../../../shared/contract/result.js';
import type { RollContext } from '../core/dice-engine.js';
import { akAttackEvents, NO_OPTIONS } from './attack.js';

/** The attack of opportunity itself: a reaction, its dice under `oa.<by>.`; a somatic caster cannot parry it. */
export function opportunityAttack(state: EncounterState, by: string, target: string, weapon: string, dice: RollContext, targetCasting = false): Result<EncounterEvent[]> {
  const akenar = targetCasting ? { ...NO_OPTIONS, targetCasting } : undefined;
  return akAttackEvents(state, { attacker: by, target, attack: weapon, as: 'reaction', ...(akenar ? { akenar } : {}) }, dice.scope(`oa.${by}.`));
}
