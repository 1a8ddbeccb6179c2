// D&D 5e's movement rules, applied hex by hex by the core's `planMove` (shared/battlefield/spatial.ts).
import { sizeSteps, type SizeCategory } from '../../hex/footprint.js';
import type { Combatant } from '../../model/encounter.js';
import type { StepFacts, SystemMovement } from '../types.js';
import { conditionsOf } from './condition-effects.js';
import { dnd5eStats } from './sheet.js';

/** 5E-MOVE-17: a hostile creature's space can be crossed only when the sizes are two or more categories apart. */
export function canCrossHostile(mover: SizeCategory, other: SizeCategory): boolean {
  return sizeSteps(mover, other) >= 2;
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

/**
 * 5e on the map: a step costs 1 + 1 for difficult terrain or another creature's space (once,
 * 5E-MOVE-06/07/09) + 1 crawling while prone (5E-MOVE-15) + 1 squeezing (5E-MOVE-27); water costs 1
 * (G-22); hostiles ≥ 2 sizes apart may be crossed (5E-MOVE-17); creatures squeeze (5E-MOVE-26).
 */
export const DND5E_MOVEMENT: SystemMovement = {
  stepCost: (s: StepFacts) => dnd5eStepCost({ difficult: s.crossesCreature || s.terrain.includes('difficult'), crawling: s.crawling, squeezing: s.squeezing }),
  squeeze: true,
  canCrossHostile,
  crawling: isCrawling,
};

export const MOVE_MODES = ['walk', 'fly', 'swim', 'climb', 'burrow'] as const;
export type MoveMode = (typeof MOVE_MODES)[number];
/** Speeds in hexes by mode; a missing mode is a speed the creature does not have. */
export type Speeds = Readonly<Partial<Record<MoveMode, number>>>;

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
