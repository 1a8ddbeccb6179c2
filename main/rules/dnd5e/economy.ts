import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import type { Combatant, Economy } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result, ref, type MessageRef } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { Step } from '../../../shared/engine/prompt.js';
import { bonusActionsOf, effectKinds } from '../../../shared/systems/dnd5e/turn.js';

export { currentSpeed, effectKinds, movementBudget, onTurn } from '../../../shared/systems/dnd5e/turn.js';

type Slot = Extract<EncounterEvent, { type: 'economy.changed' }>['slot'];
type RuleRef = { id: string; gap?: string };


/** A 5e creature at 0 HP never acts, whatever its life state says yet (5E-ZERO-01/03). */
const atZero = (c: Combatant) => dnd5eStats(c) !== null && c.hp.current <= 0;

/** Why a combatant cannot act at all now (5E-TURN-08, 5E-SEQ-08), or null. */
export function cannotAct(c: Combatant): MessageRef | null {
  if (c.life !== 'ok') return ref(`err_5e_is_${c.life}`, { name: c.name });
  if (atZero(c)) return ref('err_5e_at_zero', { name: c.name });
  if (c.surprised) return ref('err_5e_surprised_act', { name: c.name });
  if (effectKinds(c).has('noActions')) return ref('err_5e_incapacitated', { name: c.name });
  return null;
}

/** Why a combatant cannot take a reaction now (5E-TURN-15, 5E-SEQ-08), or null. */
export function cannotReact(c: Combatant): MessageRef | null {
  if (c.life !== 'ok') return ref(`err_5e_is_${c.life}`, { name: c.name });
  if (atZero(c)) return ref('err_5e_at_zero', { name: c.name });
  if (c.surprised) return ref('err_5e_surprised_react', { name: c.name });
  if (effectKinds(c).has('noReactions')) return ref('err_5e_no_reactions', { name: c.name });
  if (c.economy.reaction) return ref('err_5e_reaction_used', { name: c.name });
  return null;
}


export function economyEvent(c: Combatant, economy: Economy, action: string, slot: Slot, rule: RuleRef, extra: { steps?: Step[]; moved?: number } = {}): EncounterEvent {
  return { type: 'economy.changed', id: c.id, name: c.name, economy, action, slot, rule, ...extra };
}



/** Spends the action (or, with `bonus`, the bonus action a feature grants for it). */
export function spendAction(c: Combatant, action: string, bonus: boolean, rule: RuleRef, patch: Partial<Economy> = {}): Result<EncounterEvent> {
  const why = cannotAct(c);
  if (why) return failRef('INVALID_COMMAND', why, { path: 'command.id' });
  if (bonus) {
    const granted = bonusActionsOf(c).includes(action);
    if (!granted) return failRef('INVALID_COMMAND', ref('err_5e_no_bonus_feature', { name: c.name, action }), { path: 'command.bonus' });
    if (c.economy.bonus) return failRef('INVALID_COMMAND', ref('err_5e_bonus_used', { name: c.name }), { path: 'command.bonus' });
    return ok(economyEvent(c, { ...c.economy, ...patch, bonus: true }, action, 'bonus', { id: '5E-TURN-05' }));
  }
  if (c.economy.action) return failRef('INVALID_COMMAND', ref('err_5e_action_used', { name: c.name }), { path: 'command.action' });
  return ok(economyEvent(c, { ...c.economy, ...patch, action: true, attacksLeft: 0 }, action, 'action', rule));
}
