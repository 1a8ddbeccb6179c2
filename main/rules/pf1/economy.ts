/**
 * Pathfinder's action economy as pure rules (seed 003 "Tipos de acción" to "Actividad restringida",
 * inventory ../shared/rules/pf1.md PF-ECON-*): the turn's budget as an immutable value. Check results
 * come in as numbers; the dice engine rolls and records them (ADR 0006).
 */
import { PF1_NO_STEP, pf1Remaining } from '../../../shared/systems/pf1/view.js';
import { PF1_FRESH_BUDGET, type Pf1Budget, type Pf1FullRound, type Pf1Status } from '../../../shared/systems/pf1/schema.js';

export type Pf1Spend = 'standard' | 'move' | 'fullRound' | 'swift' | 'immediate' | 'free' | 'step';

/** A refusal: the rule ID that forbids it and a short code (message `err_pf_<code>`). */
export interface Refusal { ok: false; rule: string; code: string }
export type Spent = { ok: true; status: Pf1Status } | Refusal;

const no = (rule: string, code: string): Refusal => ({ ok: false, rule, code });

/** Full-round actions that move the creature or forbid the step (PF-ECON-10/11, PF-MOVE-12/13/23, G-02). */
const NO_STEP = PF1_NO_STEP;
const stepRule = (f: Pf1FullRound): string => (f === 'withdraw' ? 'PF-MOVE-23' : f === 'run' ? 'PF-MOVE-13' : f === 'difficultStep' ? 'PF-MOVE-12' : 'PF-ECON-10');

export interface SpendOptions {
  /** Hexes of movement the action allows. */
  grants?: number;
  /** Which full-round action (default 'other'). */
  full?: Pf1FullRound;
  /** Taken off its own turn (immediate actions, PF-ECON-19/21). */
  offTurn?: boolean;
  flatFooted?: boolean;
  /** A full-round action a restricted turn may take as its standard action (withdraw, PF-ECON-12, PF-MOVE-27). */
  asStandardWhenLimited?: boolean;
}

/**
 * Spends one action from a status: 1 standard + 1 move, or 2 moves, or 1 full-round (PF-ECON-03/04/10);
 * one swift a turn (PF-ECON-15), an immediate taking the swift, off-turn the next turn's (PF-ECON-19..22);
 * free actions always (PF-ECON-13); the 5-ft step once, never after moving, nor with run, withdraw,
 * charge or 5 ft through difficult terrain (PF-MOVE-28/30, PF-ECON-11); a restricted turn allows one
 * standard or one move, no full-round (PF-ECON-18); none when it cannot act at all. A full attack of
 * which one attack is made becomes a standard attack when a move follows (PF-MULTI-07).
 */
export function spend(s: Pf1Status, kind: Pf1Spend, o: SpendOptions = {}): Spent {
  const b = s.budget;
  const ok = (budget: Pf1Budget, extra: Partial<Pf1Status> = {}): Spent => ({ ok: true, status: { ...s, ...extra, budget } });
  if (kind === 'immediate' && o.offTurn) {
    if (o.flatFooted) return no('PF-ECON-22', 'FLAT_FOOTED');
    if (s.swiftSpent) return no('PF-ECON-21', 'SWIFT_SPENT');
    return ok(b, { swiftSpent: true });
  }
  if (b.limited === 'inactive') return no(b.limitRule ?? 'PF-ECON-18', 'CANNOT_ACT');
  const allowance = b.allowance + (o.grants ?? 0);
  switch (kind) {
    case 'free':
      return ok(b);
    case 'swift':
    case 'immediate':
      if (kind === 'immediate' && o.flatFooted) return no('PF-ECON-22', 'FLAT_FOOTED');
      if (b.swift) return no(kind === 'immediate' ? 'PF-ECON-20' : 'PF-ECON-15', 'ONE_SWIFT');
      return ok({ ...b, swift: true });
    case 'step':
      if (b.step) return no('PF-MOVE-30', 'ONE_STEP');
      if (b.fullRound && NO_STEP.has(b.fullRound)) return no(stepRule(b.fullRound), 'NO_STEP');
      if (b.moved > 0) return no('PF-MOVE-30', 'ALREADY_MOVED');
      return ok({ ...b, step: true });
    case 'fullRound': {
      const full = o.full ?? 'other';
      const used = b.standard || b.move > 0 || b.fullRound !== null;
      if (b.limited === 'single') {
        if (!o.asStandardWhenLimited) return no(b.limitRule ?? 'PF-ECON-18', 'LIMITED');
        if (used) return no(b.limitRule ?? 'PF-ECON-18', 'SINGLE_ACTION');
        if (b.step && NO_STEP.has(full)) return no(stepRule(full), 'STEP_TAKEN');
        return ok({ ...b, standard: true, fullRound: full, allowance });
      }
      if (used) return no('PF-ECON-10', 'ROUND_USED');
      if (b.step && NO_STEP.has(full)) return no(stepRule(full), 'STEP_TAKEN');
      return ok({ ...b, fullRound: full, allowance });
    }
    case 'standard':
    case 'move': {
      let cur = b;
      let extra: Partial<Pf1Status> = {};
      // One attack of a full attack made, then a move: it was a standard attack after all (PF-MULTI-07).
      if (kind === 'move' && cur.fullRound === 'fullAttack' && s.fullAttack && s.fullAttack.made === 1 && cur.move === 0) {
        cur = { ...cur, fullRound: null, standard: true };
        extra = { fullAttack: null };
      }
      if (cur.fullRound !== null) return no('PF-ECON-10', 'FULL_ROUND_TAKEN');
      const used = (cur.standard ? 1 : 0) + cur.move;
      if (cur.limited === 'single' && used > 0) return no(cur.limitRule ?? 'PF-ECON-18', 'SINGLE_ACTION');
      if (kind === 'standard') {
        if (cur.standard || cur.move >= 2) return no('PF-ECON-03', 'NO_STANDARD');
        return ok({ ...cur, standard: true, allowance }, extra);
      }
      if (used >= 2) return no('PF-ECON-04', 'NO_MOVE');
      return ok({ ...cur, move: cur.move + 1, allowance }, extra);
    }
  }
}

/** What is left of the budget, for the action bar: standard, move actions, full-round, swift, the 5-ft step (shared with the renderer). */
export const remaining = pf1Remaining;

/** Why a turn starts restricted or idle, or null: dying/unconscious/dead, surprised in the surprise round, staggered, disabled, the surprise round itself. */
export type TurnLimit = { limited: 'single' | 'inactive'; rule: string } | null;

/**
 * The status as its owner's turn starts (G-06, G-15, PF-ECON-18/21): no longer flat-footed; a fresh
 * budget with the turn's limit; the swift action already gone when an immediate one was taken since
 * its last turn; one-turn defences, penalties, charges and attacks of opportunity over; running goes
 * on only if it ran last turn; a rest after running counts down.
 */
export function statusAtTurnStart(s: Pf1Status, limit: TurnLimit): Pf1Status {
  const budget: Pf1Budget = { ...PF1_FRESH_BUDGET, swift: s.swiftSpent, ...(limit ? { limited: limit.limited, limitRule: limit.rule } : {}) };
  return {
    // A creature surprised in round 1 stays flat-footed through that idle turn, until its first turn to act (G-06).
    ...s, flatFooted: limit?.rule === 'PF:G-06' ? s.flatFooted : false, budget, swiftSpent: false, fullAttack: null, aooUsed: 0, provokedBy: [], defense: { kind: 'none', ac: 0 }, attackPenalty: 0,
    charging: false, running: false, runRounds: s.running ? s.runRounds : 0, runChecks: s.running ? s.runChecks : 0,
    restRounds: Math.max(0, s.restRounds - 1), spells: { normal: 0, quick: 0 }, aiding: [],
    holding: s.holding ? { ...s.holding, freeTouch: false } : null,
  };
}
