/**
 * Akenar's action economy as pure rules (seed 000 "TIPOS DE ACCIÓN" to "USAR HABILIDAD", inventory
 * `../shared/rules/akenar.md`): the per-turn budget as an immutable value, movement allowances on 1 m
 * hexes, running, the named actions of the text and the initiative order. Check results come in as
 * numbers; the dice engine rolls and records them (ADR 0006).
 */

type ActionKind = 'normal' | 'move' | 'fullRound' | 'free' | 'step';
/** Full-round actions the rules single out (AK-ACT-13, AK-ACT-23, AK-ACT-31, AK-ACT-35, AK-ACT-40, AK:G-07). */
type FullRoundKind = 'fullAttack' | 'run' | 'withdraw' | 'charge' | 'difficultStep' | 'other';
/**
 * 'none': no limit. 'single': one normal or one move action plus free actions, no full-round action
 * (surprise round AK-SEQ-04, restricted activity AK-ACT-02/03, disabled AK-HP-10). 'inactive': no
 * action at all (unaware in the surprise round AK-SEQ-05, dying AK-HP-14).
 */
type AkLimit = 'none' | 'single' | 'inactive';

/**
 * One turn's spending, with its limit and the rule behind it: the `normal` action used (also by
 * start/complete or a restricted withdrawal: AK-ACT-13, AK-ACT-34); `move` actions used, 0–2, the
 * second in the normal's place (AK-ACT-01, AK-MOVE-03); the `fullRound` action taken (AK-ACT-06); the
 * 1 m `step` (AK-MOVE-08); hexes (metres) `moved`, the step excluded, within the `allowance` the spent
 * actions give (`moveAllowance`); `attacks` made, Cleave's excluded (AK-ACT-09, AK-ACT-26).
 */
export interface AkBudget {
  readonly limited: AkLimit;
  readonly limitRule: string | null;
  readonly normal: boolean;
  readonly move: number;
  readonly fullRound: FullRoundKind | null;
  readonly step: boolean;
  readonly moved: number;
  readonly allowance: number;
  readonly attacks: number;
}

/** A refusal: the rule ID that forbids it and a short code. */
export interface Refusal { ok: false; rule: string; code: string }
export type Spent = { ok: true; budget: AkBudget } | Refusal;

const no = (rule: string, code: string): Refusal => ({ ok: false, rule, code });
const yes = (budget: AkBudget): Spent => ({ ok: true, budget });

/** Full-round actions that need movement themselves, so no 1 m step goes with them (AK-ACT-06, AK-ACT-32, AK-ACT-35). */
const NO_STEP: ReadonlySet<FullRoundKind> = new Set<FullRoundKind>(['run', 'withdraw', 'charge', 'difficultStep']);
const stepRule = (f: FullRoundKind): string => (f === 'withdraw' ? 'AK-ACT-32' : f === 'run' ? 'AK-ACT-35' : 'AK-ACT-06');

/** `grants`: hexes of movement the action allows (`moveAllowance`); `full`: which full-round action (default 'other'). */
interface SpendOptions { grants?: number; full?: FullRoundKind }

/**
 * Spends one action: one normal + one move, or two moves, or one full-round action (AK-ACT-01,
 * AK-ACT-06, AK-MOVE-03); free actions always (AK-ACT-07); the 1 m step at most once, never after
 * moving nor with run, withdraw, charge or a 1 m move through difficult terrain (AK-MOVE-04/08,
 * AK-ACT-32/35); a limited turn allows a single normal or move action and no full-round action
 * (AK-ACT-02/03, AK-HP-10, AK-SEQ-04).
 */
export function spend(b: AkBudget, kind: ActionKind, o: SpendOptions = {}): Spent {
  if (b.limited === 'inactive') return no(b.limitRule ?? 'AK-SEQ-05', 'CANNOT_ACT');
  const used = (b.normal ? 1 : 0) + b.move;
  const allowance = b.allowance + (o.grants ?? 0);
  switch (kind) {
    case 'free':
      return yes(b);
    case 'step':
      if (b.step) return no('AK-MOVE-08', 'ONE_STEP');
      if (b.moved > 0) return no('AK-MOVE-08', 'ALREADY_MOVED');
      if (b.fullRound && NO_STEP.has(b.fullRound)) return no(stepRule(b.fullRound), 'NO_STEP');
      return yes({ ...b, step: true });
    case 'fullRound': {
      const full = o.full ?? 'other';
      if (b.limited === 'single') return no('AK-ACT-03', 'LIMITED');
      if (b.fullRound !== null || used > 0) return no('AK-ACT-06', 'ROUND_USED');
      if (b.step && NO_STEP.has(full)) return no(stepRule(full), 'STEP_TAKEN');
      return yes({ ...b, fullRound: full, allowance });
    }
    case 'normal':
    case 'move':
      if (b.fullRound !== null) return no('AK-ACT-06', 'FULL_ROUND_TAKEN');
      if (b.limited === 'single' && used > 0) return no(b.limitRule ?? 'AK-ACT-02', 'SINGLE_ACTION');
      if (kind === 'normal' ? b.normal || b.move > 1 : used > 1) return no('AK-ACT-01', 'NO_ACTION_LEFT');
      return yes(kind === 'normal' ? { ...b, normal: true, allowance } : { ...b, move: b.move + 1, allowance });
  }
}

/**
 * Records movement within what the spent actions allow (AK-ACT-05, AK-ACT-14: before and after an
 * attack, in total no more than speed). After a 1 m step no distance at all (AK-MOVE-08, AK-ACT-25).
 */
export function recordMove(b: AkBudget, hexes: number): Spent {
  if (hexes <= 0) return yes(b);
  if (b.step) return no('AK-ACT-25', 'STEPPED');
  if (b.moved + hexes > b.allowance) return no('AK-ACT-05', 'TOO_FAR');
  return yes({ ...b, moved: b.moved + hexes });
}

/**
 * One attack: the first is a normal action (AK-ACT-08); a second needs a full attack, so only if the
 * round has had no move action and no movement but the 1 m step (AK-ACT-09, AK-ACT-23); after the
 * first, a move action instead closes that door (AK-ACT-25).
 */
export function attack(b: AkBudget): Spent {
  if (b.limited === 'inactive') return no(b.limitRule ?? 'AK-SEQ-05', 'CANNOT_ACT');
  if (b.fullRound === 'fullAttack') return yes({ ...b, attacks: b.attacks + 1 });
  if (b.attacks === 0) {
    const s = spend(b, 'normal');
    return s.ok ? yes({ ...s.budget, attacks: 1 }) : s;
  }
  if (b.limited === 'single') return no('AK-ACT-03', 'LIMITED');
  if (b.move > 0 || b.moved > 0 || b.fullRound !== null) return no('AK-ACT-09', 'NEEDS_FULL_ATTACK');
  return yes({ ...b, normal: false, fullRound: 'fullAttack', attacks: b.attacks + 1 });
}

/** Extra damage from stuck arrows this turn: +1 per arrow on a two-action or full-round turn (AK-ARROW-02, AK:G-43). */
export function arrowStrain(b: AkBudget, arrows: number): number {
  return b.fullRound !== null || (b.normal ? 1 : 0) + b.move >= 2 ? Math.max(0, arrows) : 0;
}

// ---- movement -----------------------------------------------------------------------------------

type MoveMode = 'move' | 'run' | 'withdraw' | 'crawl' | 'difficult1m';

interface AllowanceInput {
  /** Speed in metres (= hexes) for the form of movement used; 0 if the creature has none (AK-MOVE-10, AK-ACT-33). */
  speed: number;
  mode: MoveMode;
  heavyArmour?: boolean;
  limited?: AkLimit;
}

/** Hexes (metres) allowed and the actions it takes in order. */
interface Allowance { ok: true; hexes: number; actions: readonly ActionKind[]; full?: FullRoundKind; rule: string }

/**
 * How far a mode of movement goes and what it costs (1 m hexes, AK-MOVE-01): speed (AK-MOVE-02/04),
 * run 4× or 3× in heavy armour (AK-ACT-35, AK:G-41), withdraw 2× or speed as a normal action when
 * limited (AK-ACT-31/34), crawl 1 m (AK-MOVE-07), 1 m through difficult terrain as a full-round action
 * (AK-ACT-40). A double move is two move actions (AK-MOVE-03).
 */
function moveAllowance(a: AllowanceInput): Allowance | Refusal {
  const s = Math.max(0, a.speed);
  const single = a.limited === 'single';
  const r = (hexes: number, actions: readonly ActionKind[], rule: string, full?: FullRoundKind): Allowance => ({ ok: true, hexes, actions, rule, ...(full ? { full } : {}) });
  if (a.limited === 'inactive') return no('AK-SEQ-05', 'CANNOT_ACT');
  if (s === 0) return no(a.mode === 'withdraw' ? 'AK-ACT-33' : 'AK-MOVE-10', 'NO_SPEED');
  switch (a.mode) {
    case 'move': return r(s, ['move'], 'AK-MOVE-02');
    case 'crawl': return r(1, ['move'], 'AK-MOVE-07');
    case 'difficult1m': return single ? no('AK-ACT-03', 'LIMITED') : r(1, ['fullRound'], 'AK-ACT-40', 'difficultStep');
    case 'withdraw': return single ? r(s, ['normal'], 'AK-ACT-34') : r(2 * s, ['fullRound'], 'AK-ACT-31', 'withdraw');
    case 'run': return single ? no('AK-ACT-03', 'LIMITED') : r((a.heavyArmour ? 3 : 4) * s, ['fullRound'], 'AK-ACT-35', 'run');
  }
}

/** Spends the actions a mode of movement takes, granting its distance (`moveAllowance` then `spend`). */
export function spendMove(b: AkBudget, a: AllowanceInput): Spent {
  if (b.limited === 'inactive') return no(b.limitRule ?? 'AK-SEQ-05', 'CANNOT_ACT');
  const al = moveAllowance({ limited: b.limited, ...a });
  if (!al.ok) return al;
  let cur: Spent = yes(b);
  const each = al.hexes / al.actions.length;
  for (const kind of al.actions) {
    if (!cur.ok) break;
    cur = spend(cur.budget, kind, { grants: each, ...(al.full ? { full: al.full } : {}) });
  }
  return cur;
}

// ---- running ------------------------------------------------------------------------------------

/**
 * The Con check to keep running in round `round` (1 = the first round run): none for Con rounds,
 * then DC 10, 11, 12… (AK-ACT-37, DV-21). A failure means the runner stops and rests (AK-ACT-38).
 */
export function runCheck(round: number, con: number): { checkDc: number | null } {
  return { checkDc: round <= con ? null : 10 + round - con - 1 };
}

/** While running: +2 to Defensa, whichever defence is used; no dodging or parrying unless the Run feat allows dodging (AK-ACT-36, AK:G-41). */
export function runDefence(runFeat: boolean): { defence: number; canDodge: boolean; canParry: boolean } {
  return { defence: 2, canDodge: runFeat, canParry: false };
}

/**
 * Fighting defensively (−4 on every attack, +2 dodge: AK-ACT-10/11) and total defence (+4 dodge:
 * AK-ACT-12), as dodge bonuses (AK:G-23) lasting until the start of the character's next turn
 * (AK:G-40). Total defence makes no attacks of opportunity: `aooRefusal`.
 */
export function defensiveStance(mode: 'fightDefensively' | 'totalDefence'): { attack: number; dodge: number; rule: string } {
  return mode === 'totalDefence' ? { attack: 0, dodge: 4, rule: 'AK-ACT-12' } : { attack: -4, dodge: 2, rule: 'AK-ACT-10' };
}

// ---- the named actions --------------------------------------------------------------------------

/**
 * Whether an action provokes attacks of opportunity by itself (AK-AOO-04, AK:G-02): 'always' where the
 * text says so, 'target' from its target only, 'armedTarget' from its target if armed (AK-UNARMED-02),
 * 'movement' when only leaving threatened hexes does (AK-AOO-05), 'never' where the text rules it out,
 * 'gm' where the missing Actions in Combat table would say: the engine triggers nothing.
 */
type Provokes = 'always' | 'target' | 'armedTarget' | 'movement' | 'never' | 'gm';

interface AkActionDef { readonly kind: ActionKind; readonly full?: FullRoundKind; readonly provokes: Provokes; readonly rules: readonly string[] }

const def = (kind: ActionKind, provokes: Provokes, rules: string[], extra: Partial<AkActionDef> = {}): AkActionDef => Object.freeze({ kind, provokes, rules, ...extra });

/** Every action the chapter names, with its type and whether it provokes. A charge's distance is the GM's (AK:G-07): `spend` it with `grants`. */
export const AK_ACTIONS = Object.freeze({
  attack: def('normal', 'gm', ['AK-ACT-08']),
  unarmedAttack: def('normal', 'armedTarget', ['AK-ACT-08', 'AK-UNARMED-02']),
  fullAttack: def('fullRound', 'gm', ['AK-ACT-09', 'AK-ACT-23'], { full: 'fullAttack' }),
  totalDefence: def('normal', 'gm', ['AK-ACT-12']),
  startCompleteFullRound: def('normal', 'gm', ['AK-ACT-13']),
  activateObject: def('normal', 'gm', ['AK-ACT-04']),
  specialAbility: def('normal', 'gm', ['AK-ACT-27']),
  useFeatOrSkill: def('normal', 'gm', ['AK-ACT-44']),
  castSpell: def('normal', 'always', ['AK-SPELL-11']),
  maneuver: def('normal', 'target', ['AK-MAN-06', 'AK-MAN-07']),
  move: def('move', 'movement', ['AK-ACT-05', 'AK-MOVE-04', 'AK-ACT-14']),
  crawl: def('move', 'always', ['AK-MOVE-07']),
  drawSheathe: def('move', 'gm', ['AK-ACT-16', 'AK-ACT-17']),
  readyShield: def('move', 'gm', ['AK-ACT-19']),
  manipulateObject: def('move', 'gm', ['AK-ACT-20']),
  standUp: def('move', 'always', ['AK-ACT-21']),
  mountDismount: def('move', 'gm', ['AK-ACT-22']),
  withdraw: def('fullRound', 'movement', ['AK-ACT-31', 'AK-ACT-33'], { full: 'withdraw' }),
  run: def('fullRound', 'movement', ['AK-ACT-35'], { full: 'run' }),
  charge: def('fullRound', 'movement', ['AK-DEF-10', 'AK:G-07'], { full: 'charge' }),
  difficultStep: def('fullRound', 'always', ['AK-ACT-40'], { full: 'difficultStep' }),
  step: def('step', 'never', ['AK-MOVE-08', 'AK-MOVE-09']),
  drawAmmunition: def('free', 'gm', ['AK-ACT-18']),
  dropCarriedShield: def('free', 'gm', ['AK-ACT-19']),
  dropObject: def('free', 'gm', ['AK-ACT-41']),
  dropProne: def('free', 'gm', ['AK-ACT-42']),
  speak: def('free', 'gm', ['AK-ACT-43']),
} satisfies Record<string, AkActionDef>);
export type AkActionId = keyof typeof AK_ACTIONS;

/** The kind an action takes here and now: drawing a weapon or readying a shield is free with a move action of movement at base attack +1 (AK-ACT-17/19, AK:G-39). */
function actionKind(b: AkBudget, id: AkActionId, baseAttack: number): { kind: ActionKind; full?: FullRoundKind } {
  const d: AkActionDef = AK_ACTIONS[id];
  if ((id === 'drawSheathe' || id === 'readyShield') && baseAttack >= 1 && b.move > 0 && b.allowance > 0) return { kind: 'free' };
  return d.full ? { kind: d.kind, full: d.full } : { kind: d.kind };
}

/** Takes a named action: the kind it takes here (`actionKind`), then `spend`. */
export function takeAction(b: AkBudget, id: AkActionId, ctx: { baseAttack?: number } = {}): Spent {
  const k = actionKind(b, id, ctx.baseAttack ?? 0);
  return spend(b, k.kind, k.full ? { full: k.full } : {});
}

// ---- initiative ---------------------------------------------------------------------------------

/** `total` = d20 + `modifier` (AK-SEQ-08); `dex` the Dex score. */
interface InitiativeEntry { id: string; total: number; modifier: number; dex: number }

/**
 * Initiative order, highest first: ties by total modifier, then Dex score (AK-SEQ-10, AK:G-20).
 * `tied` lists the groups still tied, which need a roll-off (`rollTies`). The order stays fixed all
 * encounter (AK-SEQ-07, AK-SEQ-09, AK-SEQ-13, AK:G-04), including those who cannot act (AK-SEQ-11).
 */
export function initiativeOrder(entries: readonly InitiativeEntry[]): { order: string[]; tied: string[][] } {
  const cmp = (a: InitiativeEntry, b: InitiativeEntry): number => b.total - a.total || b.modifier - a.modifier || b.dex - a.dex;
  const sorted = [...entries].sort(cmp);
  const tied: string[][] = [];
  for (let i = 0; i < sorted.length; ) {
    let j = i + 1;
    while (j < sorted.length && cmp(sorted[i] as InitiativeEntry, sorted[j] as InitiativeEntry) === 0) j++;
    if (j - i > 1) tied.push(sorted.slice(i, j).map((e) => e.id));
    i = j;
  }
  return { order: sorted.map((e) => e.id), tied };
}
