import type { Combatant, Economy, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { fail, ok, type Result } from '../../../shared/contract/result.js';
import type { Step } from '../../../shared/engine/prompt.js';
import { conditionEffects } from '../../../shared/systems/dnd5e/conditions.js';
import { conditionsOf } from '../../../shared/systems/dnd5e/condition-effects.js';

type Slot = Extract<EncounterEvent, { type: 'economy.changed' }>['slot'];
type RuleRef = { id: string; gap?: string };

/** Whether the turn budget is being kept: combat has started and it is this combatant's turn. */
export function onTurn(state: EncounterState, c: Combatant): boolean {
  return state.round >= 1 && state.activeId === c.id;
}

/** The effect kinds a combatant's conditions (and life state) put on it now. */
export function effectKinds(c: Combatant): Set<string> {
  return new Set(conditionEffects(conditionsOf(c)).map((e) => e.kind));
}

/** Why a combatant cannot act at all now (5E-TURN-08, 5E-SEQ-08), or null. */
export function cannotAct(c: Combatant): string | null {
  if (c.life !== 'ok') return `${c.name} is ${c.life}`;
  if (c.surprised) return `${c.name} is surprised and cannot act on its first turn (5E-SEQ-08)`;
  if (effectKinds(c).has('noActions')) return `${c.name} is incapacitated and cannot take actions (5E-TURN-08)`;
  return null;
}

/** Why a combatant cannot take a reaction now (5E-TURN-15, 5E-SEQ-08), or null. */
export function cannotReact(c: Combatant): string | null {
  if (c.life !== 'ok') return `${c.name} is ${c.life}`;
  if (c.surprised) return `${c.name} is surprised and has no reaction until its first turn ends (5E-SEQ-08)`;
  if (effectKinds(c).has('noReactions')) return `${c.name} cannot take reactions`;
  if (c.economy.reaction) return `${c.name} has already used its reaction this round (5E-TURN-15)`;
  return null;
}

/** Its speed in hexes now: 0 when a condition says so; halved per the conditions that halve it. */
export function currentSpeed(c: Combatant): number {
  const kinds = effectKinds(c);
  if (kinds.has('speedZero') || kinds.has('cantMove')) return 0;
  return kinds.has('speedHalved') ? Math.floor(c.speed / 2) : c.speed;
}

/** Movement this turn, in hexes: the speed once plus once per Dash (5E-TURN-01, 5E-ACT-06/07). */
export function movementBudget(c: Combatant): number {
  if (c.surprised) return 0;
  return currentSpeed(c) * (1 + c.economy.dashes);
}

export function economyEvent(c: Combatant, economy: Economy, action: string, slot: Slot, rule: RuleRef, extra: { steps?: Step[]; moved?: number } = {}): EncounterEvent {
  return { type: 'economy.changed', id: c.id, name: c.name, economy, action, slot, rule, ...extra };
}

/** The features a stat block lists, by id. */
export function hasFeature(c: Combatant, id: string): boolean {
  return c.stats?.features.some((f) => f.id === id) ?? false;
}

/** Bonus-action versions of actions that class features grant (5E-TURN-05). */
const BONUS_GRANTS: Record<string, readonly string[]> = {
  cunningAction: ['dash', 'disengage', 'hide'],
  nimbleEscape: ['disengage', 'hide'],
};

/** Spends the action (or, with `bonus`, the bonus action a feature grants for it). */
export function spendAction(c: Combatant, action: string, bonus: boolean, rule: RuleRef, patch: Partial<Economy> = {}): Result<EncounterEvent> {
  const why = cannotAct(c);
  if (why) return fail('INVALID_COMMAND', why, { path: 'command.id' });
  if (bonus) {
    const granted = Object.entries(BONUS_GRANTS).some(([f, acts]) => acts.includes(action) && hasFeature(c, f));
    if (!granted) return fail('INVALID_COMMAND', `${c.name} has no feature that makes ${action} a bonus action (5E-TURN-05)`, { path: 'command.bonus' });
    if (c.economy.bonus) return fail('INVALID_COMMAND', `${c.name} has already taken a bonus action this turn (5E-TURN-06)`, { path: 'command.bonus' });
    return ok(economyEvent(c, { ...c.economy, ...patch, bonus: true }, action, 'bonus', { id: '5E-TURN-05' }));
  }
  if (c.economy.action) return fail('INVALID_COMMAND', `${c.name} has already taken its action this turn (5E-TURN-01)`, { path: 'command.action' });
  return ok(economyEvent(c, { ...c.economy, ...patch, action: true, attacksLeft: 0 }, action, 'action', rule));
}
