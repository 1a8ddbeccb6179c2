// Movement rules that depend on the combatants rather than the map: hostility.
// `planMove` (spatial.ts) applies them hex by hex, with the system's own rules (`SharedSystem.movement`).
import type { Combatant } from '../model/encounter.js';

/**
 * The one definition of hostility (movement, threat): combatants on different sides, unless either
 * is neutral — a neutral creature is nobody's enemy (5E-MOVE-16: "non-hostile"; G-20 reads a
 * creature that lets others through as non-hostile, which the GM expresses with its side).
 */
export function isHostile(a: Pick<Combatant, 'side'>, b: Pick<Combatant, 'side'>): boolean {
  return a.side !== b.side && a.side !== 'neutral' && b.side !== 'neutral';
}
