/**
 * Akenar's attacks of opportunity as pure rules (seed 000 "ATAQUES DE OPORTUNIDAD", "ATAQUES SIN
 * ARMAS", "RETIRARSE", inventory `../shared/rules/akenar.md`): who threatens which hexes, which
 * movement and actions provoke whom, and how many attacks of opportunity a round allows. Geometry
 * comes from shared/hex (footprints, `threatenedHexes`, `provokesOnLeaving`).
 */
import {
  footprintHexes,
  hex,
  hexKeyOf,
  hexKeySet,
  provokesOnLeaving,
  threatenedHexes,
  type Axial,
  type Hex,
  type ReachSpec,
  type SizeCategory,
} from '../../../shared/hex/index.js';
import { AK_ACTIONS, type AkActionId, type Refusal } from './economy.js';

/** 'normal' 1 m; 'reachWeapon' a typical reach weapon; 'natural2' the 2 m natural reach of most creatures above Medium. */
type ReachKind = 'normal' | 'reachWeapon' | 'natural2';

/**
 * Threatened distances (AK-AOO-01, AK-AOO-03, AK-ATK-13, AK:G-16): 1 m reach threatens the adjacent
 * hexes; a reach weapon only distance 2; natural 2 m reach both 1 and 2.
 */
const AK_REACH: Readonly<Record<ReachKind, ReachSpec>> = Object.freeze({
  normal: { minReach: 1, maxReach: 1 },
  reachWeapon: { minReach: 2, maxReach: 2 },
  natural2: { minReach: 1, maxReach: 2 },
});

/** The natural reach of a size: Medium or smaller 1 m, larger 2 m (AK-AOO-03; "most", so GM-overridable). */
export function naturalReach(size: SizeCategory): ReachKind {
  return size === 'large' || size === 'huge' || size === 'gargantuan' || size === 'colossal' ? 'natural2' : 'normal';
}

export interface Threatener {
  id: string;
  position: Axial | null;
  size: SizeCategory;
  reachKind: ReachKind;
  /** Armed or counting as armed (AK-UNARMED-03: `isArmed`). */
  armed: boolean;
  flatFooted?: boolean;
  /** In total defence (AK-ACT-12). */
  totalDefence?: boolean;
  /** Casting a spell of 1 round or more (AK-SPELL-23). */
  castingLong?: boolean;
}

type Placed = Pick<Threatener, 'position' | 'size' | 'reachKind' | 'armed' | 'castingLong'>;

/**
 * The hexes a creature threatens: those its reach covers from its footprint (AK-AOO-01, AK:G-16);
 * none when unarmed (AK-AOO-02, AK-UNARMED-03), casting a spell of 1 round or more (AK-SPELL-23) or
 * off the map. A flat-footed creature or one in total defence still threatens but cannot make
 * attacks of opportunity (`aooRefusal`).
 */
function threatArea(t: Placed): Hex[] {
  if (!t.position || !t.armed || t.castingLong) return [];
  return threatenedHexes(footprintHexes(t.position, t.size), AK_REACH[t.reachKind]);
}

/** Whether `t` threatens some hex of the space of a creature of `size` at `position`. */
export function threatens(t: Placed, position: Axial, size: SizeCategory): boolean {
  const area = hexKeySet(threatArea(t));
  return footprintHexes(position, size).some((h) => area.has(hexKeyOf(h)));
}

/**
 * Why a creature can make no attack of opportunity at all now, or null: unarmed (AK-AOO-02,
 * AK-UNARMED-02), casting a long spell (AK-SPELL-23), flat-footed (AK-AOO-10, AK:G-18; Uncanny
 * Dodge does not help, AK:G-21), in total defence (AK-ACT-12).
 */
export function aooRefusal(t: Omit<Threatener, 'id' | 'position' | 'size' | 'reachKind'>): Refusal | null {
  if (!t.armed) return { ok: false, rule: 'AK-AOO-02', code: 'UNARMED' };
  if (t.castingLong) return { ok: false, rule: 'AK-SPELL-23', code: 'CASTING' };
  if (t.flatFooted) return { ok: false, rule: 'AK-AOO-10', code: 'FLAT_FOOTED' };
  if (t.totalDefence) return { ok: false, rule: 'AK-ACT-12', code: 'TOTAL_DEFENCE' };
  return null;
}

interface Opportunity {
  /** The enemy that gets the attack of opportunity. */
  id: string;
  /** Index in the path of the hex (anchor) being left or, crawling, first threatened. */
  index: number;
  at: Hex;
  rule: string;
}

interface MoveOptions {
  /** A 1 m step (AK-MOVE-08). */
  step?: boolean;
  /** A withdrawal (AK-ACT-31). */
  withdraw?: boolean;
  /** A crawl (AK-MOVE-07). */
  crawl?: boolean;
  /** Enemies that already had this mover's movement opportunity this round (AK-AOO-09). */
  already?: ReadonlySet<string>;
}

/**
 * The attacks of opportunity a movement along `path` (anchors, start first) provokes: from each enemy
 * able to make one, at the first hex it threatens that the mover leaves (AK-AOO-05); once per enemy
 * however many of its hexes are left (AK-AOO-09, DV-27). A 1 m step never provokes by itself
 * (AK-MOVE-09, AK:G-38). Withdrawing, the starting space counts as unthreatened (AK-ACT-31, AK-ACT-33;
 * enemies the mover cannot see are the GM's). Crawling provokes from every enemy threatening the mover at
 * any point of the crawl (AK-MOVE-07).
 */
export function opportunitiesOnMove(path: readonly Axial[], mover: { size: SizeCategory }, enemies: readonly Threatener[], o: MoveOptions = {}): Opportunity[] {
  if (o.step || path.length === 0) return [];
  const spaces = path.map((p) => footprintHexes(p, mover.size));
  const start = hexKeySet(spaces[0] ?? []);
  const out: Opportunity[] = [];
  for (const e of enemies) {
    if (o.already?.has(e.id) || aooRefusal(e)) continue;
    const threat = hexKeySet(threatArea(e));
    if (o.withdraw) for (const k of start) threat.delete(k);
    let index = -1;
    if (o.crawl) index = spaces.findIndex((sp) => sp.some((h) => threat.has(hexKeyOf(h))));
    else for (let i = 0; i + 1 < spaces.length && index < 0; i++) if (provokesOnLeaving(spaces[i] ?? [], spaces[i + 1] ?? [], threat, 'leave-threatened-hex')) index = i;
    const at = path[index];
    if (at) out.push({ id: e.id, index, at: hex(at.q, at.r), rule: o.crawl ? 'AK-MOVE-07' : o.withdraw ? 'AK-ACT-33' : 'AK-AOO-05' });
  }
  return out;
}

/**
 * The enemies whose attack of opportunity a distracting action provokes where it is taken (AK-AOO-04): 'always'
 * from every enemy threatening the actor's space (standing up AK-ACT-21, crawling, 1 m through
 * difficult terrain AK-ACT-40, casting); 'target' from its target if it threatens the actor
 * (maneuvers); an unarmed attack from its target only if armed, resolved before the attack, and
 * never when the attacker counts as armed (AK-UNARMED-02, AK-UNARMED-03). Movement is
 * `opportunitiesOnMove`'s; 'never' and 'gm' trigger nothing.
 */
export function opportunitiesOnAction(
  id: AkActionId,
  actor: { position: Axial; size: SizeCategory; armed?: boolean },
  enemies: readonly Threatener[],
  targetId?: string,
): string[] {
  const p = AK_ACTIONS[id].provokes;
  if (p === 'never' || p === 'gm' || p === 'movement' || (p === 'armedTarget' && actor.armed)) return [];
  return enemies.filter((e) => (p === 'always' || e.id === targetId) && !aooRefusal(e) && threatens(e, actor.position, actor.size)).map((e) => e.id);
}

// ---- the per-round count ------------------------------------------------------------------------

/** Attacks of opportunity per round: 1, or 1 + Dex bonus with Combat Reflexes (AK-AOO-06, AK-AOO-08, DV-27). */
export function aooAllowance(dexMod: number, combatReflexes: boolean): number {
  return 1 + (combatReflexes ? Math.max(0, dexMod) : 0);
}
