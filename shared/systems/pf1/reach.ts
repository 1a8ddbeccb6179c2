// Pathfinder melee reach in hexes (5 ft each): a melee attack's (PF-ATK-03, G-03) and the longest a
// creature has now, the reach of its combat maneuvers (PF:G-07) and of a charge's end (PF:G-02). The
// engine refuses beyond it; the maneuver dialog marks those targets before the GM submits.
import { PF1_NATURAL_REACH, type Pf1Attack, type Pf1Stats, type Pf1Status } from './schema.js';

type Reach = { min: number; max: number };

/** Reach of a melee attack: its own (ft ÷ 5) or the natural reach; a reach weapon 2× natural, never at natural reach or less (PF-ATK-03, G-03). */
export function pf1AttackReach(naturalFt: number, a: Pick<Pf1Attack, 'reach' | 'reachWeapon'>): Reach {
  const natural = Math.floor(naturalFt / 5);
  if (a.reachWeapon) return { min: Math.max(1, natural) + 1, max: Math.max(1, natural) * 2 };
  const max = a.reach !== undefined ? Math.floor(a.reach / 5) : natural;
  return { min: max > 0 ? 1 : 0, max };
}

/** The attacks of the stat block usable in melee now: natural attacks and melee weapons in hand (the unarmed strike apart). */
export const pf1HeldMelee = (stats: Pick<Pf1Stats, 'attacks'>, status: Pick<Pf1Status, 'drawn'>): Pf1Attack[] =>
  stats.attacks.filter((a) => a.kind === 'natural' || (a.kind === 'melee' && status.drawn.includes(a.id)));

/**
 * The longest melee reach a creature has now, at least the adjacent hexes: its held melee attacks' and,
 * with Improved Unarmed Strike, its unarmed strike's (natural reach). A maneuver and a charge's end reach that far.
 */
export function pf1MeleeReach(stats: Pick<Pf1Stats, 'attacks' | 'feats' | 'size'>, status: Pick<Pf1Status, 'drawn'>): Reach {
  const natural = PF1_NATURAL_REACH[stats.size];
  const unarmed = stats.feats.includes('improvedUnarmedStrike') ? [{ reachWeapon: false }] : [];
  return { min: 1, max: Math.max(1, ...[...pf1HeldMelee(stats, status), ...unarmed].map((a) => pf1AttackReach(natural, a).max)) };
}
