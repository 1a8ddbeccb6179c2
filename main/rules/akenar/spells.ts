/**
 * Akenar spellcasting in combat (seed 000 "LANZAR UN CONJURO" and neighbours, inventory
 * `../shared/rules/akenar.md`): Concentration DCs, a deafened caster's ruin, casting time, touch spells
 * and holding the charge. Spell data (PP cost, components) and the Concentration skill are external
 * inputs (AK:G-08); the d20 and d100 come in already rolled (ADR 0006).
 */

// ---------------------------------------------------------------------------------------------
// Concentration (AK-SPELL-08, AK-SPELL-11, AK-SPELL-12, AK-ARROW-03)

/** Damaged by an attack of opportunity while casting: DC 10 + damage received + the spell's PP (AK-SPELL-11). */
export function concentrationDcOnDamage(damage: number, pp: number): number {
  return 10 + damage + pp;
}

/** Casting defensively: no attack of opportunity, but Concentration DC 15 + PP (AK-SPELL-12). */
function defensiveCastingDc(pp: number): number {
  return 15 + pp;
}

/** With a stuck arrow every casting needs Concentration DC 15 (AK-ARROW-03, AK:G-17 "Concentración 15+"). */
const STUCK_ARROW_DC = 15;

interface CastingCheck {
  dc: number;
  rule: string;
}

/**
 * The Concentration checks a casting needs before it starts: defensive casting (AK-SPELL-12) and a stuck
 * arrow (AK-ARROW-03), one check each; several stuck arrows still ask a single DC 15 check.
 */
export function castingChecks(c: { pp: number; defensive?: boolean; stuckArrows?: number }): CastingCheck[] {
  return [
    ...(c.defensive ? [{ dc: defensiveCastingDc(c.pp), rule: 'AK-SPELL-12' }] : []),
    ...((c.stuckArrows ?? 0) > 0 ? [{ dc: STUCK_ARROW_DC, rule: 'AK-ARROW-03' }] : []),
  ];
}

/** A Concentration (skill) check: d20 + bonus ≥ DC; natural 1 and 20 are not automatic (AK-SAVE-05). */
export function concentrationCheck(natural: number, bonus: number, dc: number): { total: number; success: boolean } {
  const total = natural + bonus;
  return { total, success: total >= dc };
}

// ---------------------------------------------------------------------------------------------
// Components (AK-SPELL-04; the others are the GM's)

/** Chance (%) that a deafened caster ruins a spell with a V component (AK-SPELL-04, EX-23). */
const DEAFENED_RUIN_CHANCE = 20;

/** Whether a d100 (1–100) ruins the spell: 1..chance does (AK-SPELL-04, EX-23). */
export function spellRuined(d100: number, chance = DEAFENED_RUIN_CHANCE): boolean {
  return d100 <= chance;
}

// ---------------------------------------------------------------------------------------------
// Casting time (AK-SPELL-01, AK-SPELL-10, AK-SPELL-20..23)

/**
 * How a casting fits the round: a normal action before or after the move (AK-SPELL-01) taking effect at
 * once (AK-SPELL-10); 1 round = a full-round action, 1 minute = 10 consecutive ones (AK-SPELL-20/21,
 * EX-21). It provokes when it starts, and only then, unless cast defensively (AK-SPELL-11/12/23).
 */
export function castingAction(time: 'normal' | 'round' | 'minute', defensive = false): { fullRounds: number; provokes: boolean } {
  return { fullRounds: time === 'normal' ? 0 : time === 'round' ? 1 : 10, provokes: !defensive };
}

// ---------------------------------------------------------------------------------------------
// Touch spells and holding the charge (AK-SPELL-13..17)

interface TouchState {
  /** The touch spell whose charge is held, if any. */
  held: string | null;
  /** Cast during the caster's current turn: the first touch comes with the casting (AK-SPELL-13). */
  castThisTurn: boolean;
}

const NO_CHARGE: TouchState = { held: null, castThisTurn: false };

type TouchEvent =
  | { type: 'cast'; spell: string }
  | { type: 'castOther' }
  | { type: 'touchFriends'; count: number }
  | { type: 'touchEnemy'; hit: boolean }
  | { type: 'unarmedAttack'; hit: boolean };

type TouchResult = { ok: true; state: TouchState; dissipated?: string; rule: string } | { ok: false; rule: string; error: 'nothingHeld' | 'friends' };

/**
 * Holding the charge as a state machine. Casting a touch spell holds its charge (AK-SPELL-13); casting
 * any spell while holding one dissipates the old charge (AK-SPELL-16). Touching one to six friends
 * discharges it (AK-SPELL-15, EX-22); so does a touch attack on an enemy that hits (AK-SPELL-14), or an
 * unarmed or natural attack made instead that hits (AK-SPELL-17); a miss keeps the charge.
 */
export function touchSpell(s: TouchState, e: TouchEvent): TouchResult {
  const lose = s.held !== null ? { dissipated: s.held } : {};
  if (e.type === 'cast') return { ok: true, state: { held: e.spell, castThisTurn: true }, ...lose, rule: 'AK-SPELL-13' };
  if (e.type === 'castOther') return { ok: true, state: NO_CHARGE, ...lose, rule: 'AK-SPELL-16' };
  if (s.held === null) return { ok: false, rule: 'AK-SPELL-13', error: 'nothingHeld' };
  switch (e.type) {
    case 'touchFriends':
      if (!Number.isInteger(e.count) || e.count < 1 || e.count > 6) return { ok: false, rule: 'AK-SPELL-15', error: 'friends' };
      return { ok: true, state: NO_CHARGE, rule: 'AK-SPELL-15' };
    case 'touchEnemy':
    case 'unarmedAttack':
      return { ok: true, state: e.hit ? NO_CHARGE : { held: s.held, castThisTurn: false }, rule: e.type === 'touchEnemy' ? 'AK-SPELL-14' : 'AK-SPELL-17' };
  }
}
