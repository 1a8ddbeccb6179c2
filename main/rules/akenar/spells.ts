/**
 * Akenar spellcasting in combat (seed 000 "LANZAR UN CONJURO" and neighbours, inventory
 * `../shared/rules/akenar.md`): components, Concentration DCs, casting time, touch spells and holding
 * the charge, and the special abilities Sr/Sb/Ex. Spell data (PP cost, components) and the
 * Concentration skill are external inputs (AK:G-08); the d20 and d100 come in already rolled (ADR 0006).
 */

/** The four action types (AK-ACT-01). */
export type AkAction = 'free' | 'move' | 'normal' | 'fullRound';

// ---------------------------------------------------------------------------------------------
// Concentration (AK-SPELL-08, AK-SPELL-11, AK-SPELL-12, AK-ARROW-03)

/** Damaged by an attack of opportunity while casting: DC 10 + damage received + the spell's PP (AK-SPELL-11). */
export function concentrationDcOnDamage(damage: number, pp: number): number {
  return 10 + damage + pp;
}

/** Casting defensively: no attack of opportunity, but Concentration DC 15 + PP (AK-SPELL-12). */
export function defensiveCastingDc(pp: number): number {
  return 15 + pp;
}

/** With a stuck arrow every casting needs Concentration DC 15 (AK-ARROW-03, AK:G-17 "Concentración 15+"). */
export const STUCK_ARROW_DC = 15;

export interface CastingCheck {
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
// Components (AK-SPELL-03..07)

export interface SpellComponents {
  v?: boolean;
  s?: boolean;
  m?: boolean;
  f?: boolean;
  /** The material or focus has a listed cost, so a component pouch does not cover it (AK-SPELL-06). */
  costly?: boolean;
  /** XP cost (AK-SPELL-07). */
  xp?: number;
}

export interface CasterState {
  /** Gagged or otherwise unable to speak (AK-SPELL-03). */
  gagged?: boolean;
  /** In a grapple: no V (held, AK-SPELL-03) and no S (AK-SPELL-05). */
  grappled?: boolean;
  bound?: boolean;
  /** Hands free to gesture (AK-SPELL-05). */
  handsFree: number;
  deafened?: boolean;
  /** Carries the listed materials or focus (AK-SPELL-06). */
  hasMaterials?: boolean;
  componentPouch?: boolean;
  /** XP the caster can spend without losing a level (AK-SPELL-07). */
  xpAvailable?: number;
  /** Whether the caster can concentrate at all (AK-SPELL-08); default true. */
  canConcentrate?: boolean;
}

export interface CastBlock {
  rule: string;
  reason: 'cannotConcentrate' | 'cannotSpeak' | 'noFreeHand' | 'noMaterials' | 'notEnoughXp';
}

/** Chance (%) that a deafened caster ruins a spell with a V component (AK-SPELL-04, EX-23). */
export const DEAFENED_RUIN_CHANCE = 20;

/**
 * Whether the caster can cast a spell with these components, every reason it cannot, and the percentile
 * chance of ruining it (20 when deafened and the spell has V, AK-SPELL-04, EX-23).
 */
export function canCast(components: SpellComponents, c: CasterState): { ok: boolean; blocks: CastBlock[]; ruinChance: number } {
  const blocks: CastBlock[] = [];
  if (c.canConcentrate === false) blocks.push({ rule: 'AK-SPELL-08', reason: 'cannotConcentrate' });
  if (components.v && (c.gagged || c.grappled)) blocks.push({ rule: 'AK-SPELL-03', reason: 'cannotSpeak' });
  if (components.s && (c.bound || c.grappled || c.handsFree < 1)) blocks.push({ rule: 'AK-SPELL-05', reason: 'noFreeHand' });
  const pouchCovers = c.componentPouch === true && !components.costly;
  if ((components.m || components.f) && !c.hasMaterials && !pouchCovers) blocks.push({ rule: 'AK-SPELL-06', reason: 'noMaterials' });
  if ((components.xp ?? 0) > (c.xpAvailable ?? 0)) blocks.push({ rule: 'AK-SPELL-07', reason: 'notEnoughXp' });
  const ruinChance = components.v && c.deafened ? DEAFENED_RUIN_CHANCE : 0;
  return { ok: blocks.length === 0, blocks, ruinChance };
}

/** Whether a d100 (1–100) ruins the spell: 1..chance does (AK-SPELL-04, EX-23). */
export function spellRuined(d100: number, chance = DEAFENED_RUIN_CHANCE): boolean {
  return d100 <= chance;
}

export type CastingOutcome = 'cast' | 'blocked' | 'concentrationFailed' | 'ruined' | 'interrupted';

/**
 * What a casting costs: a blocked casting never starts and costs nothing; once started, the PP are lost
 * on any failure (AK-SPELL-08, AK-SPELL-22) and the XP is spent whether or not it works (AK-SPELL-07).
 * A failed Sr ability likewise counts as used (AK-ACT-28).
 */
export function castingCost(outcome: CastingOutcome, pp: number, xp = 0): { pp: number; xp: number; takesEffect: boolean } {
  if (outcome === 'blocked') return { pp: 0, xp: 0, takesEffect: false };
  return { pp, xp, takesEffect: outcome === 'cast' };
}

// ---------------------------------------------------------------------------------------------
// Casting time (AK-SPELL-01, AK-SPELL-10, AK-SPELL-20..23)

/** A casting time; `{ rounds }` for anything longer than a minute (10 minutes = 100 rounds). */
export type CastingTime = 'free' | 'normal' | 'round' | 'minute' | { rounds: number };

export interface CastingTiming {
  action: AkAction;
  /** Consecutive, uninterrupted full-round casting actions (AK-SPELL-21, EX-21). */
  fullRounds: number;
  /** Provokes attacks of opportunity when casting starts — and only then (AK-SPELL-11, AK-SPELL-23). */
  provokes: boolean;
  /** Whether the caster threatens hexes while the casting lasts (AK-SPELL-23). */
  threatens: boolean;
  /** 0 = takes effect at once (AK-SPELL-10); n = just before the caster's turn n rounds later (AK-SPELL-20, AK-SPELL-21). */
  effectAfterRounds: number;
  /** Concentration must hold until the effect, or the spell fails and the PP are lost (AK-SPELL-22). */
  sustained: boolean;
}

/**
 * How a casting fits the round: a normal action before or after the move (AK-SPELL-01) taking effect at
 * once; 1 round = a full-round action; 1 minute = 10 of them (EX-21). Free-action spells and defensive
 * casting provoke nothing (AK-SPELL-11, AK-SPELL-12).
 */
export function castingAction(time: CastingTime, defensive = false): CastingTiming {
  const rounds = time === 'free' || time === 'normal' ? 0 : time === 'round' ? 1 : time === 'minute' ? 10 : time.rounds;
  const action: AkAction = time === 'free' ? 'free' : rounds > 0 ? 'fullRound' : 'normal';
  return { action, fullRounds: rounds, provokes: time !== 'free' && !defensive, threatens: rounds === 0, effectAfterRounds: rounds, sustained: rounds > 0 };
}

/** Progress of a casting of 1 round or more, one event per round of the caster (AK-SPELL-21, AK-SPELL-22). */
export function advanceLongCasting(
  done: number,
  required: number,
  event: 'castingRound' | 'otherAction' | 'concentrationLost',
): { done: number; status: 'casting' | 'complete' | 'failed' } {
  if (event !== 'castingRound') return { done, status: 'failed' };
  const next = done + 1;
  return { done: next, status: next >= required ? 'complete' : 'casting' };
}

/**
 * Casting keeps Esquiva but a somatic spell forbids parrying (AK-SPELL-02), from declaring the casting
 * until it resolves, including the attacks of opportunity it provokes and every round of a long casting (AK:G-25).
 */
export function canParryWhileCasting(somatic: boolean): boolean {
  return !somatic;
}

// ---------------------------------------------------------------------------------------------
// Other spell actions and special abilities (AK-SPELL-09, -18, -19, -24, AK-ACT-28..30)

export interface ActionFacts {
  /** 'none' = not an action: it triggers by itself (AK-ACT-30). */
  action: AkAction | 'none';
  provokes: boolean;
  /** Needs concentration (and so can be broken by Concentration threats). */
  concentration: boolean;
  interruptible: boolean;
  rule: string;
}

/** Dismiss, redirect, maintain and stop concentrating on an active spell. */
export const SPELL_ACTIONS = {
  dismiss: { action: 'normal', provokes: false, concentration: false, interruptible: false, rule: 'AK-SPELL-18' },
  redirect: { action: 'move', provokes: false, concentration: false, interruptible: false, rule: 'AK-SPELL-19' },
  maintain: { action: 'normal', provokes: false, concentration: true, interruptible: true, rule: 'AK-SPELL-09' },
  stopConcentrating: { action: 'free', provokes: false, concentration: false, interruptible: false, rule: 'AK-SPELL-24' },
} as const satisfies Record<string, ActionFacts>;

export type AbilityKind = 'Sr' | 'Sb' | 'Ex';

/**
 * Using a special ability: Sr works like a spell — concentration, provokes (unless used defensively,
 * AK-SPELL-12), interruptible, a failure still counts as a use (AK-ACT-28); Sb is a normal action that
 * neither provokes nor needs concentration (AK-ACT-29); Ex is usually no action, and a normal action
 * when it is one (AK-ACT-30). `action` overrides the usual action when the description says so.
 */
export function abilityUse(kind: AbilityKind, opts: { action?: AkAction | 'none'; defensive?: boolean } = {}): ActionFacts {
  if (kind === 'Sr') {
    return { action: opts.action ?? 'normal', provokes: !opts.defensive, concentration: true, interruptible: true, rule: 'AK-ACT-28' };
  }
  const rule = kind === 'Sb' ? 'AK-ACT-29' : 'AK-ACT-30';
  return { action: opts.action ?? (kind === 'Sb' ? 'normal' : 'none'), provokes: false, concentration: false, interruptible: false, rule };
}

// ---------------------------------------------------------------------------------------------
// Touch spells and holding the charge (AK-SPELL-13..17)

export interface TouchState {
  /** The touch spell whose charge is held, if any. */
  held: string | null;
  /** Cast during the caster's current turn: the first touch comes with the casting (AK-SPELL-13). */
  castThisTurn: boolean;
}

export const NO_CHARGE: TouchState = { held: null, castThisTurn: false };

export type TouchEvent =
  | { type: 'cast'; spell: string; time?: CastingTime; defensive?: boolean }
  | { type: 'castOther' }
  | { type: 'touchSelf' }
  | { type: 'touchFriends'; count: number }
  | { type: 'touchEnemy'; hit: boolean }
  | { type: 'unarmedAttack'; hit: boolean }
  | { type: 'touchedSomething' }
  | { type: 'endTurn' };

export interface TouchOutcome {
  ok: true;
  state: TouchState;
  /** The action this event costs ('none' when it costs nothing). */
  action: AkAction | 'none';
  provokes: boolean;
  discharged?: string;
  dissipated?: string;
  /** A touch attack roll is needed; the target defends with Esquiva only (AK-SPELL-14, AK-DEF-25). */
  touchAttack?: boolean;
  /** On a hit the unarmed or natural attack deals its normal damage too (AK-SPELL-17). */
  attackDamage?: boolean;
  rule: string;
}

export type TouchResult = TouchOutcome | { ok: false; rule: string; error: 'nothingHeld' | 'friends' };

/**
 * Holding the charge as a state machine. Casting a touch spell holds its charge (AK-SPELL-13); casting
 * any spell while holding one dissipates the old charge (AK-SPELL-16). In the casting turn one touch
 * comes free with the casting; afterwards touching yourself or one friend is a normal action, up to six
 * friends a full-round action (AK-SPELL-15, EX-22), and a touch attack on an enemy a normal (attack)
 * action that provokes nothing (AK-SPELL-14). Self and friends are touched automatically. An unarmed or
 * natural attack instead provokes, deals its damage and discharges on a hit, and keeps the charge on a
 * miss (AK-SPELL-17); touching anything else discharges it (AK-SPELL-16).
 */
export function touchSpell(s: TouchState, e: TouchEvent): TouchResult {
  const lose = s.held !== null ? { dissipated: s.held } : {};
  switch (e.type) {
    case 'cast': {
      const t = castingAction(e.time ?? 'normal', e.defensive);
      return { ok: true, state: { held: e.spell, castThisTurn: true }, action: t.action, provokes: t.provokes, ...lose, rule: 'AK-SPELL-13' };
    }
    case 'castOther':
      return { ok: true, state: NO_CHARGE, action: 'none', provokes: false, ...lose, rule: 'AK-SPELL-16' };
    case 'endTurn':
      return { ok: true, state: { ...s, castThisTurn: false }, action: 'none', provokes: false, rule: 'AK-SPELL-15' };
  }
  if (s.held === null) return { ok: false, rule: 'AK-SPELL-13', error: 'nothingHeld' };
  const spent = { ok: true as const, state: NO_CHARGE, discharged: s.held };
  const kept = { held: s.held, castThisTurn: false };
  const oneTouch: AkAction = s.castThisTurn ? 'free' : 'normal';
  switch (e.type) {
    case 'touchSelf':
      return { ...spent, action: oneTouch, provokes: false, rule: 'AK-SPELL-13' };
    case 'touchFriends':
      if (!Number.isInteger(e.count) || e.count < 1 || e.count > 6) return { ok: false, rule: 'AK-SPELL-15', error: 'friends' };
      return { ...spent, action: e.count === 1 ? oneTouch : 'fullRound', provokes: false, rule: 'AK-SPELL-15' };
    case 'touchEnemy':
      return e.hit
        ? { ...spent, action: oneTouch, provokes: false, touchAttack: true, rule: 'AK-SPELL-14' }
        : { ok: true, state: kept, action: oneTouch, provokes: false, touchAttack: true, rule: 'AK-SPELL-14' };
    case 'unarmedAttack':
      return e.hit
        ? { ...spent, action: 'normal', provokes: true, attackDamage: true, rule: 'AK-SPELL-17' }
        : { ok: true, state: kept, action: 'normal', provokes: true, rule: 'AK-SPELL-17' };
    case 'touchedSomething':
      return { ...spent, action: 'none', provokes: false, rule: 'AK-SPELL-16' };
  }
}
