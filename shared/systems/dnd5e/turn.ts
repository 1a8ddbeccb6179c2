/** The 5e turn budget as pure facts, shared by main (validating) and the renderer (the action bar). */
import type { Combatant, EncounterState } from '../../model/encounter.js';
import { effectsOn } from './condition-effects.js';
import { moveSpeeds, type MoveMode } from './movement.js';
import { dnd5eStats } from './sheet.js';

/** Whether the turn budget is being kept: combat has started and it is this combatant's turn. */
export function onTurn(state: Pick<EncounterState, 'round' | 'activeId'>, c: Pick<Combatant, 'id'>): boolean {
  return state.round >= 1 && state.activeId === c.id;
}

/** The effect kinds a combatant's conditions (and life state) put on it now. */
export function effectKinds(c: Pick<Combatant, 'conditions' | 'life'>): Set<string> {
  return new Set(effectsOn(c).map((e) => e.kind));
}

/**
 * Its `mode` speed in hexes now (walking by default; 0 for a speed it lacks): 0 when a condition
 * says so; halved per the conditions that halve it.
 */
export function currentSpeed(c: Combatant, mode: MoveMode = 'walk'): number {
  const kinds = effectKinds(c);
  if (kinds.has('speedZero') || kinds.has('cantMove')) return 0;
  const speed = moveSpeeds(c)[mode] ?? 0;
  return kinds.has('speedHalved') ? Math.floor(speed / 2) : speed;
}

/**
 * Movement this turn with `mode`, in hexes: the speed once plus once per Dash (5E-TURN-01,
 * 5E-ACT-06/07); none while surprised. What is left is this minus `moved`, whatever speeds moved it
 * (5E-MOVE-05: switching speeds subtracts the distance already moved from the new speed).
 */
export function movementBudget(c: Combatant, mode: MoveMode = 'walk'): number {
  if (c.surprised) return 0;
  return currentSpeed(c, mode) * (1 + c.economy.dashes);
}

/** Bonus-action versions of actions that features grant (5E-TURN-05). */
export const BONUS_GRANTS: Readonly<Record<string, readonly string[]>> = {
  cunningAction: ['dash', 'disengage', 'hide'],
  nimbleEscape: ['disengage', 'hide'],
};

/** The actions this combatant may take as a bonus action thanks to its features. */
export function bonusActionsOf(c: Pick<Combatant, 'sheet'>): string[] {
  const out = new Set<string>();
  for (const f of dnd5eStats(c)?.features ?? []) for (const a of BONUS_GRANTS[f.id] ?? []) out.add(a);
  return [...out];
}
