/**
 * Combat Actions and Reactions (RQ-ROUND-03..06, RQ-REACT-01/02): the one place that says whether an
 * action fits and what spending it changes. A CA is taken on one's own turn, one per pass (a flurry
 * takes all that are left, RQ-ACT-22); it ends Defend and Overextended (RQ-ACT-12, RQ-REACT-14). A
 * Reaction is spent off one's own turn, as many a round as CAs, and breaks an aim (RQ-ACT-04).
 */
import { ref, type MessageRef } from '../../../shared/contract/result.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import { casLeft, reactionsLeft, type RqStatus } from '../../../shared/systems/runequest/schema.js';
import type { RqCombatant } from './sheet.js';
import { stillActsIn } from '../../../shared/systems/runequest/passes.js';

/** Whether c may take a Combat Action now: its turn, a CA left, none taken yet in this pass. */
export function caProblem(state: EncounterState, c: RqCombatant, status: RqStatus = c.sheet.status): MessageRef | null {
  if (state.round < 1 || state.activeId !== c.id) return ref('err_rq_ca_not_turn', { name: c.name });
  if (c.life !== 'ok' && !stillActsIn(status, state.pass ?? 1)) return ref(`err_rq_ca_${c.life}`, { name: c.name });
  if (casLeft(status) === 0) return ref('err_rq_ca_none_left', { name: c.name });
  if (status.actedPass >= (state.pass ?? 1) && status.flurry === 0) return ref('err_rq_ca_acted', { name: c.name, pass: state.pass ?? 1 });
  return null;
}

/**
 * The status after spending `n` CAs in this pass (a flurry: all left). Defend and Overextended end
 * with the next CA; an aim survives only further aiming (RQ-ACT-04: the aiming action keeps it itself).
 */
export function spendCa(state: EncounterState, status: RqStatus, n = 1, keepAim = false): RqStatus {
  return {
    ...status,
    used: Math.min(status.cas, status.used + n),
    actedPass: Math.max(status.actedPass, state.pass ?? 1),
    defending: false,
    overextended: false,
    aim: keepAim ? status.aim : null,
    waiting: null,
  };
}

/** Whether c may react now: not on its own turn (RQ-REACT-02), a Reaction left (RQ-REACT-01, RQ-REACT-06). */
export function reactionProblem(state: EncounterState, c: RqCombatant, status: RqStatus = c.sheet.status): MessageRef | null {
  if (state.activeId === c.id) return ref('err_rq_react_own_turn', { name: c.name });
  if (reactionsLeft(status) === 0) return ref('err_rq_react_none_left', { name: c.name });
  return null;
}

/** The status after spending a Reaction: the aim under way is lost (RQ-ACT-04), Overextended is used up (RQ-REACT-14). */
export function spendReaction(status: RqStatus): RqStatus {
  return { ...status, reactions: status.reactions + 1, aim: null, overextended: false };
}
