import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import type { Combatant, Economy } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { fail, ok, type Result } from '../../../shared/contract/result.js';
import type { Step } from '../../../shared/engine/prompt.js';
import { bonusActionsOf, effectKinds } from '../../../shared/systems/dnd5e/turn.js';

export { currentSpeed, effectKinds, movementBudget, onTurn } from '../../../shared/systems/dnd5e/turn.js';

type Slot = Extract<EncounterEvent, { type: 'economy.changed' }>['slot'];
type RuleRef = { id: string; gap?: string };


/** A 5e creature at 0 HP never acts, whatever its life state says yet (5E-ZERO-01/03). */
const atZero = (c: Combatant) => dnd5eStats(c) !== null && c.hp.current <= 0;

/** Why a combatant cannot act at all now (5E-TURN-08, 5E-SEQ-08), or null. */
export function cannotAct(c: Combatant): string | null {
  if (c.life !== 'ok') return `${c.name} is ${c.life}`;
  if (atZero(c)) return `${c.name} is at 0 HP (5E-ZERO-01)`;
  if (c.surprised) return `${c.name} is surprised and cannot act on its first turn (5E-SEQ-08)`;
  if (effectKinds(c).has('noActions')) return `${c.name} is incapacitated and cannot take actions (5E-TURN-08)`;
  return null;
}

/** Why a combatant cannot take a reaction now (5E-TURN-15, 5E-SEQ-08), or null. */
export function cannotReact(c: Combatant): string | null {
  if (c.life !== 'ok') return `${c.name} is ${c.life}`;
  if (atZero(c)) return `${c.name} is at 0 HP (5E-ZERO-01)`;
  if (c.surprised) return `${c.name} is surprised and has no reaction until its first turn ends (5E-SEQ-08)`;
  if (effectKinds(c).has('noReactions')) return `${c.name} cannot take reactions`;
  if (c.economy.reaction) return `${c.name} has already used its reaction this round (5E-TURN-15)`;
  return null;
}


export function economyEvent(c: Combatant, economy: Economy, action: string, slot: Slot, rule: RuleRef, extra: { steps?: Step[]; moved?: number } = {}): EncounterEvent {
  return { type: 'economy.changed', id: c.id, name: c.name, economy, action, slot, rule, ...extra };
}



/** Spends the action (or, with `bonus`, the bonus action a feature grants for it). */
export function spendAction(c: Combatant, action: string, bonus: boolean, rule: RuleRef, patch: Partial<Economy> = {}): Result<EncounterEvent> {
  const why = cannotAct(c);
  if (why) return fail('INVALID_COMMAND', why, { path: 'command.id' });
  if (bonus) {
    const granted = bonusActionsOf(c).includes(action);
    if (!granted) return fail('INVALID_COMMAND', `${c.name} has no feature that makes ${action} a bonus action (5E-TURN-05)`, { path: 'command.bonus' });
    if (c.economy.bonus) return fail('INVALID_COMMAND', `${c.name} has already taken a bonus action this turn (5E-TURN-06)`, { path: 'command.bonus' });
    return ok(economyEvent(c, { ...c.economy, ...patch, bonus: true }, action, 'bonus', { id: '5E-TURN-05' }));
  }
  if (c.economy.action) return fail('INVALID_COMMAND', `${c.name} has already taken its action this turn (5E-TURN-01)`, { path: 'command.action' });
  return ok(economyEvent(c, { ...c.economy, ...patch, action: true, attacksLeft: 0 }, action, 'action', rule));
}
