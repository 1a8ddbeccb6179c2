/**
 * The round (RQ-ROUND-01..10): at its start every Strike Rank is rolled afresh, 1D10 + the SR
 * modifier (−10 for the surprised in the first round, RQ-SURP-01), ties ordered by DEX (equal DEX:
 * simultaneous), and every Combat Action and Reaction renewed, less the CAs wounds took (Z-15). A turn
 * ended without an action spends that pass's CA.
 */
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { FRESH_ECONOMY } from '../../../shared/model/encounter.js';
import { ok, type Result } from '../../../shared/contract/result.js';
import { withBonus, type RollRecord } from '../../../shared/dice/index.js';
import type { RollContext } from '../core/dice-engine.js';
import type { RqStatus } from '../../../shared/systems/runequest/schema.js';
import { changed, derived, isRq, type RqCombatant } from './sheet.js';

/** A RuneQuest status renewed for `round`: its CAs, less those wounds took (carried over); Reactions; the round's choices. */
export function renewedStatus(status: RqStatus, round: number, cas: number): RqStatus {
  const lost = Math.min(cas, status.lost);
  return { ...status, round, cas, used: lost, lost: status.lost - lost, actedPass: 0, reactions: 0, twoWeapon: null, twoWeaponUsed: false, flurry: 0 };
}

export function rqRoundStart(state: EncounterState, round: number, dice: RollContext): Result<EncounterEvent[]> {
  const standing = state.combatants.filter((c) => c.life !== 'dead');
  const rolls: { id: string; name: string; value: number; roll: RollRecord }[] = [];
  const events: EncounterEvent[] = [];
  for (const c of standing) {
    const mod = isRq(c) ? derived(state, c).srModifier : c.initiativeBonus;
    const surprise = round === 1 && c.surprised ? -10 : 0;
    const roll = dice.roll({ key: `sr.${c.id}`, notation: withBonus('1d10', mod + surprise), purpose: { msg: 'prompt_rq_strike_rank', params: { name: c.name } }, roller: c });
    rolls.push({ id: c.id, name: c.name, value: roll.total, roll });
  }
  if (rolls.length) events.push({ type: 'initiative.rolled', rolls });
  // Ties by DEX, higher first; equal DEX stays tied: simultaneous (RQ-ROUND-09/10).
  const values = standing.map((c) => ({ id: c.id, name: c.name, value: isRq(c) ? c.sheet.stats.characteristics.dex : 0 }));
  if (values.length) events.push({ type: 'tiebreak.set', values, rule: { id: 'RQ-ROUND-09' } });
  for (const c of standing) {
    if (isRq(c)) {
      const status = renewedStatus(c.sheet.status, round, derived(state, c).combatActions);
      const reason = status.used > 0 ? 'bd_rq_round_renewed_lost' : 'bd_rq_round_renewed';
      events.push(changed(c, status, reason, { id: 'RQ-REACT-01' }, { params: { cas: status.cas, lost: status.used, round } }));
    } else if (c.economy.action) {
      events.push({ type: 'economy.changed', id: c.id, name: c.name, economy: { ...FRESH_ECONOMY }, action: 'roundStart', slot: 'action', rule: { id: 'RQ-ROUND-02' } });
    }
  }
  return ok(events);
}

/** A turn ended without a Combat Action spends it (the pass is gone); one tracked by hand has had its turn this round. */
export function rqTurnEnd(state: EncounterState, c: Combatant): EncounterEvent[] {
  if (!isRq(c)) return [{ type: 'economy.changed', id: c.id, name: c.name, economy: { ...c.economy, action: true }, action: 'turnEnd', slot: 'action', rule: { id: 'RQ-ROUND-03' } }];
  const rq: RqCombatant = c;
  const s = rq.sheet.status;
  const pass = state.pass ?? 1;
  if (s.actedPass >= pass || s.waiting || s.used >= s.cas) return [];
  const status: RqStatus = { ...s, used: s.used + 1, actedPass: pass, defending: false, overextended: false, aim: null };
  return [changed(rq, status, 'bd_rq_ca_passed', { id: 'RQ-ROUND-03' }, { params: { pass } })];
}
