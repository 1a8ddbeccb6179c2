/**
 * Akenar's damage pipeline as pure arithmetic (seed 000, inventory `../shared/rules/akenar.md`):
 * Strength by grip, armour as damage reduction (CA) once per attack roll, penetration (PA) halving
 * it, subtlety slipping past it, criticals whose multipliers add, armour damage and triple 20s.
 * The rolled numbers come in; the dice engine records them (ADR 0006).
 */

type Grip = 'main' | 'off' | 'two';

/**
 * Strength to damage (AK-DMG-04/06/07, AK:G-28): full in the main hand, half in the off hand, 1½ with
 * two hands (a light weapon gets no extra); rounded down; a penalty is never multiplied or halved.
 */
export function strToDamage(strMod: number, grip: Grip, light = false): number {
  if (strMod <= 0) return strMod;
  if (grip === 'off') return Math.floor(strMod / 2);
  if (grip === 'two' && !light) return Math.floor(strMod * 1.5);
  return strMod;
}

interface PenetrationInput {
  /** The weapon's PA as listed (AK-ARM-05). */
  pa: number;
  strMod: number;
  /** Whether this way of wielding adds Strength to damage (AK-ARM-06). */
  strToDamage: boolean;
  /** Magic bonus of the weapon (AK-ARM-07). */
  magic: number;
  /** Subtle fighters add no Strength to PA (AK-SUB-06, AK:G-29). */
  subtle: boolean;
}

/**
 * Effective PA: the listed PA plus the full Strength modifier when Strength goes to damage and the
 * attacker is not subtle, plus the magic bonus; a weapon listed PA 0 never gains any (AK-ARM-09).
 */
export function effectivePa(p: PenetrationInput): number {
  if (p.pa === 0) return 0;
  return p.pa + (p.strToDamage && !p.subtle ? p.strMod : 0) + p.magic;
}

/** The armour's CA for this hit: halved, rounded down, when PA ≥ CA (AK-ARM-08); PA 0 never gets through (AK-ARM-09). */
function effectiveCa(ca: number, pa: number): number {
  return pa > 0 && pa >= ca ? Math.floor(ca / 2) : ca;
}

/** Several multipliers add rather than multiply: total = 1 + Σ(mᵢ − 1) (AK-DMG-09). */
export function combinedMultiplier(multipliers: readonly number[]): number {
  return 1 + multipliers.reduce((s, m) => s + (m - 1), 0);
}

/** Range penalty and reach of a ranged attack (AK-ATK-09..11, AK:G-14), or null beyond maximum range. */
export function rangePenalty(distanceM: number, incrementM: number, kind: 'thrown' | 'projectile'): number | null {
  const max = (kind === 'thrown' ? 5 : 10) * incrementM;
  if (distanceM > max) return null;
  const full = Math.ceil(distanceM / incrementM) - 1;
  return full > 0 ? -2 * full : 0;
}

interface HitInput {
  /** One damage roll per multiplier (1 on a normal hit), each with all its modifiers (AK-DMG-08). */
  rolls: readonly number[];
  /** Extra dice never multiplied (Sneak Attack, magic dice: AK-DMG-10, AK-CRIT-03). */
  extra: number;
  /** CA of everything worn plus innate CA (AK-ARM-03/04, AK:G-29). */
  ca: number;
  /** Effective PA of the weapon for this hit. */
  pa: number;
  /** Subtle attack: the attack total and the defence it was rolled against (AK-SUB-07). */
  subtle?: { attackTotal: number; defence: number };
}

interface HitResult {
  /** Damage before armour (at least 1: AK-DMG-03, AK:G-27). */
  rolled: number;
  /** CA applied once for this attack roll (AK-ARM-12), after PA; 0 when subtlety ignores it. */
  caApplied: number;
  penetrated: boolean;
  ignored: boolean;
  /** Damage taken: rolled − CA, never below 0 (AK-ARM-10, AK:G-27). */
  taken: number;
  /** Whether the armour is damaged (≥ 20 taken, never by a subtle fighter: AK-ARM-13, AK-SUB-08). */
  armourHit: boolean;
}

/**
 * One hit through armour: the rolls add (a critical's several rolls), unmultiplied extras on top,
 * the minimum of 1 before armour; a subtle attack that beats the defence by the full CA ignores the
 * armour; otherwise CA (halved if penetrated) comes off once.
 */
export function hitThroughArmour(h: HitInput): HitResult {
  const rolled = Math.max(1, h.rolls.reduce((s, r) => s + r, 0) + h.extra);
  const ignored = h.subtle !== undefined && h.subtle.attackTotal >= h.subtle.defence + h.ca;
  const penetrated = !ignored && h.pa > 0 && h.pa >= h.ca;
  const caApplied = ignored ? 0 : effectiveCa(h.ca, h.pa);
  const taken = Math.max(0, rolled - caApplied);
  return { rolled, caApplied, penetrated, ignored, taken, armourHit: taken >= 20 && h.subtle === undefined };
}

/**
 * Armour damage from a 1d4 (AK-ARM-13, AK:G-32): the CA lost, at least 1 point on the helmet on a 4,
 * the whole loss on it when no body armour CA is left; neither goes below 0.
 */
export function armourDamage(d4: number, ca: { body: number; helmet: number }): { body: number; helmet: number } {
  const helmet = ca.body === 0 ? Math.min(ca.helmet, d4) : d4 === 4 && ca.helmet > 0 ? 1 : 0;
  return { body: Math.min(ca.body, d4 - helmet), helmet };
}

/** Repair cost per CA point: 20 % of the armour's cost, by a craftsman (AK-ARM-14); self-repair at half is the GM's. */
export function repairCost(armourCost: number, points: number): number {
  return armourCost * 0.2 * points;
}

/** Repairing `points` of CA (AK-ARM-15, AK:G-32): Craft (armoursmith) DC 10 or Craft (blacksmith) DC 15, one check and 1d4 hours per point. */
export function repairJob(points: number): { armoursmithDc: number; blacksmithDc: number; hours: string } {
  return { armoursmithDc: 10, blacksmithDc: 15, hours: `${points}d4` };
}

/**
 * Triple 20 (AK-CRIT-06, AK:G-31): three consecutive natural 20s — attack, confirmation, one more —
 * kill outright unless the creature is immune to criticals. A threat on 19 never starts one.
 */
export function tripleTwenty(naturals: readonly [number, number, number?], critImmune: boolean): boolean {
  return !critImmune && naturals[0] === 20 && naturals[1] === 20 && naturals[2] === 20;
}
