// Whether a combatant can be attacked, shown before the GM submits (issue #15): dead, an ally, out of
// the weapon's reach, or out of sight on the map. Pure: reads the encounter, changes nothing.
import type { Combatant } from '../../shared/model/encounter.js';
import type { BattleMap, LengthUnit } from '../../shared/model/map.js';
import { combatantDistance, indexMap, sightBetween } from '../../shared/battlefield/spatial.js';

export type TargetProblem = 'dead' | 'ally' | 'out-of-reach' | 'no-sight';

/** Problems that refuse the attack (an ally is a warning: some rules let you strike a friend). */
export const REFUSING: ReadonlySet<TargetProblem> = new Set(['dead', 'out-of-reach', 'no-sight']);

const METRES: Record<LengthUnit, number> = { m: 1, ft: 0.3048 };

/** A length (a weapon's reach or range) in the map's hexes; fractions round up to the hex they reach into. */
export function lengthToHexes(map: Pick<BattleMap, 'hexSize'>, value: number, unit: LengthUnit): number {
  const hex = map.hexSize.value * METRES[map.hexSize.unit];
  return Math.max(0, Math.floor((value * METRES[unit]) / hex + 1e-6));
}

/**
 * The first reason `target` cannot be attacked by `attacker`, or null; an ally is named only when nothing
 * refuses. `reach` is in hexes (min, max); reach and sight are judged only when both are placed on the map.
 * `skip` leaves out what the action's rule does not refuse (a corpse can be shoved, a friend stabilised).
 */
export function targetProblem(
  encounter: { map: BattleMap | null; combatants: readonly Combatant[] },
  attacker: Combatant,
  target: Combatant,
  reach?: { min: number; max: number },
  skip: readonly TargetProblem[] = [],
): TargetProblem | null {
  const judged = (p: TargetProblem) => !skip.includes(p);
  if (target.life === 'dead' && judged('dead')) return 'dead';
  const ally = target.side === attacker.side && judged('ally') ? 'ally' : null;
  if (!encounter.map || !attacker.position || !target.position) return ally;
  if (reach && judged('out-of-reach')) {
    const d = combatantDistance(attacker, target);
    if (d !== null && (d < reach.min || d > reach.max)) return 'out-of-reach';
  }
  const index = judged('no-sight') ? indexMap(encounter) : null;
  const seen = index ? sightBetween(index, attacker, target) : null;
  if (seen && !seen.visible) return 'no-sight';
  return ally;
}
