// Movement rules that depend on the combatants rather than the map: hostility, speeds and modes.
// `planMove` (spatial.ts) applies them hex by hex, with the system's own rules (`SharedSystem.movement`).
import type { Combatant } from '../model/encounter.js';

export const MOVE_MODES = ['walk', 'fly', 'swim', 'climb', 'burrow'] as const;
export type MoveMode = (typeof MOVE_MODES)[number];
/** Speeds in hexes by mode; a missing mode is a speed the creature does not have. */
export type Speeds = Readonly<Partial<Record<MoveMode, number>>>;

/**
 * The one definition of hostility (movement, threat): combatants on different sides, unless either
 * is neutral — a neutral creature is nobody's enemy (5E-MOVE-16: "non-hostile"; G-20 reads a
 * creature that lets others through as non-hostile, which the GM expresses with its side).
 */
export function isHostile(a: Pick<Combatant, 'side'>, b: Pick<Combatant, 'side'>): boolean {
  return a.side !== b.side && a.side !== 'neutral' && b.side !== 'neutral';
}

/**
 * A combatant's speeds in hexes: walking is its tracked `speed` (already hexes); the other modes come
 * from the 5e stat block in feet, rounded down to whole hexes (G-07d).
 */
export function moveSpeeds(
  c: Pick<Combatant, 'speed'> & { stats: { speed: Partial<Record<MoveMode, number>> } | null },
  feetPerHex = 5,
): Speeds {
  const out: Partial<Record<MoveMode, number>> = { walk: c.speed };
  for (const mode of MOVE_MODES) {
    const ft = c.stats?.speed[mode];
    if (mode !== 'walk' && ft !== undefined) out[mode] = Math.floor(ft / feetPerHex);
  }
  return out;
}
