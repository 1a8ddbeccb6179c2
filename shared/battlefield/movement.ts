// Movement rules that depend on the combatants rather than the map: hostility, speeds and modes, and
// what a D&D 5e step costs. `planMove` (spatial.ts) applies them hex by hex.
import type { Combatant } from '../model/encounter.js';
import { sizeSteps, type SizeCategory } from '../hex/footprint.js';
import { conditionsOf } from '../systems/dnd5e/condition-effects.js';
import { dnd5eStats } from '../systems/dnd5e/sheet.js';

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

/** 5E-MOVE-17: a hostile creature's space can be crossed only when the sizes are two or more categories apart. */
export function canCrossHostile(mover: SizeCategory, other: SizeCategory): boolean {
  return sizeSteps(mover, other) >= 2;
}

/**
 * A combatant's speeds in hexes: walking is its tracked `speed` (already hexes); the other modes come
 * from the 5e stat block in feet, rounded down to whole hexes (G-07d).
 */
export function moveSpeeds(
  c: Pick<Combatant, 'speed' | 'sheet'>,
  feetPerHex = 5,
): Speeds {
  const out: Partial<Record<MoveMode, number>> = { walk: c.speed };
  for (const mode of MOVE_MODES) {
    const ft = dnd5eStats(c)?.speed[mode];
    if (mode !== 'walk' && ft !== undefined) out[mode] = Math.floor(ft / feetPerHex);
  }
  return out;
}

/** 5E-MOVE-14/15: a prone creature moves by crawling (the label may be Spanish: "tumbado"). */
export function isCrawling(c: Pick<Combatant, 'conditions' | 'life'>): boolean {
  return conditionsOf(c).has('prone');
}

export interface StepSurcharges {
  /** Difficult terrain or another creature's space under the footprint (5E-MOVE-06/09). */
  difficult: boolean;
  /** Prone (5E-MOVE-15). */
  crawling: boolean;
  /** In a space fit for one size smaller (5E-MOVE-27). */
  squeezing: boolean;
}

/**
 * Hexes of movement to enter one hex in 5e: 1, plus 1 for each surcharge (G-31: they add). Difficult
 * terrain counts once however many things make the hex difficult (5E-MOVE-07). Jumping, climbing and
 * swimming cost nothing extra (5E-MOVE-02, G-22), so water is not a surcharge.
 */
export function dnd5eStepCost(s: StepSurcharges): number {
  return 1 + Number(s.difficult) + Number(s.crawling) + Number(s.squeezing);
}
