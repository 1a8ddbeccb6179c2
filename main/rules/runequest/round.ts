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
import type { RollRecord } from '../../../shared/dice/index.js';
import type { RollContext } from '../core/dice-engine.js';
import type { RqStatus } from '../../../shared/systems/runequest/schema.js';
import { strikeRankDice } from './strike-rank.js';
import { changed, derived, isRq, settingsOf, skillOf, type RqCombatant } from './sheet.js';
import { rollTest } from './skill.js';
import { testMods } from './wounds.js';

/**
 * An untrained mount at the round's start (RQ-MOUNT-01..03): the rider's Riding test (`ride.<id>`);
 * failed, the mount flees for the rest of the round (G-17: the rider cannot direct it); passed, it
 * counts as trained until the round ends.
 */
function untrainedMount(state: EncounterState, c: RqCombatant, status: RqStatus, dice: RollContext): EncounterEvent | null {
  const mount = c.sheet.stats.mount;
  if (!mount || mount.trained || !status.mounted || c.life !== 'ok') return null;
  const test = rollTest(dice, { key: `ride.${c.id}`, base: skillOf(c, 'riding'), mods: testMods(state, c, status, 'riding'), purpose: { msg: 'prompt_rq_riding', params: { name: c.name, mount: mount.name } }, roller: c, rule: { id: 'RQ-MOUNT-01' }, settings: settingsOf(state) });
  const passed = test.level === 'success' || test.level === 'critical';
  return changed(c, { ...status, fleeing: !passed }, passed ? 'bd_rq_mount_steady' : 'bd_rq_mount_flees', { id: passed ? 'RQ-MOUNT-03' : 'RQ-MOUNT-02', ...(passed ? {} : { gap: 'G-17' }) }, { params: { mount: mount.name }, rolls: [test.roll], steps: test.steps });
}

/** A RuneQuest status renewed for `round`: its CAs, less those wounds took (carried over); Reactions; the round's choices. */
export function renewedStatus(status: RqStatus, round: number, cas: number): RqStatus {
  const lost = Math.min(cas, status.lost);
  return { ...status, round, cas, used: lost, lost: status.lost - lost, actedPass: 0, reactions: 0, twoWeapon: null, twoWeaponUsed: false, flurry: 0, fleeing: false, charge: null, waiting: null };
}

export function rqRoundStart(state: EncounterState, round: number, dice: RollContext): Result<EncounterEvent[]> {
  const standing = state.combatants.filter((c) => c.life !== 'dead');
  const rolls: { id: string; name: string; value: number; roll: RollRecord }[] = [];
  const events: EncounterEvent[] = [];
  for (const c of standing) {
    const roll = dice.roll({ key: `sr.${c.id}`, notation: strikeRankDice(state, c), purpose: { msg: 'prompt_rq_strike_rank', params: { name: c.name } }, roller: c });
    rolls.push({ id: c.id, name: c.name, value: roll.total, roll });
  }
  if (rolls.length) events.push({ type: 'initiative.rolled', rolls });
  // Ties by DEX, higher first; equal DEX stays tied: simultaneous (RQ-ROUND-09/10).
  // Only the tied are set (and logged): a round without a tie logs no tie-break.
  const tied = (id: string) => rolls.some((x) => x.id !== id && x.value === rolls.find((y) => y.id === id)?.value);
  const values = standing.filter((c) => tied(c.id)).map((c) => ({ id: c.id, name: c.name, value: isRq(c) ? c.sheet.stats.characteristics.dex : 0 }));
  if (values.length) events.push({ type: 'tiebreak.set', values, rule: { id: 'RQ-ROUND-09' } });
  for (const c of standing) {
    if (isRq(c)) {
      const status = renewedStatus(c.sheet.status, round, derived(state, c).combatActions);
      const reason = status.used > 0 ? 'bd_rq_round_renewed_lost' : 'bd_rq_round_renewed';
      events.push(changed(c, status, reason, { id: 'RQ-REACT-01' }, { params: { cas: status.cas, lost: status.used, round } }));
      const ride = untrainedMount(state, c, status, dice);
      if (ride) events.push(ride);
    } else if (c.economy.action) {
      events.push({ type: 'economy.changed', id: c.id, name: c.name, economy: { ...FRESH_ECONOMY }, action: 'roundStart', slot: 'action', rule: { id: 'RQ-ROUND-02' } });
    }
  }
  return ok(events);
}

/** Whether `of` still has its action of this pass to take (so a wait for it goes on). */
function stillToAct(state: EncounterState, of: string | null, pass: number): boolean {
  const t = state.combatants.find((x) => x.id === of);
  if (!isRq(t) || t.life !== 'ok') return false;
  const s = t.sheet.status;
  return s.actedPass < pass && s.used < s.cas;
}

/**
 * A turn ended without a Combat Action spends it (the pass is gone), unless it waits for one still
 * to act (Z-11: waiting costs nothing until it acts); a charge's mark ends with the turn. One
 * tracked by hand has had its turn this round.
 */
export function rqTurnEnd(state: EncounterState, c: Combatant): EncounterEvent[] {
  if (!isRq(c)) return [{ type: 'economy.changed', id: c.id, name: c.name, economy: { ...c.economy, action: true }, action: 'turnEnd', slot: 'action', rule: { id: 'RQ-ROUND-03' } }];
  const rq: RqCombatant = c;
  const s = rq.sheet.status;
  const pass = state.pass ?? 1;
  const waits = s.waiting !== null && stillToAct(state, s.waiting.of, pass);
  if (s.actedPass >= pass || waits || s.used >= s.cas) return s.charge ? [changed(rq, { ...s, charge: null }, 'bd_rq_charge_over', { id: 'RQ-ACT-10' })] : [];
  const status: RqStatus = { ...s, used: s.used + 1, actedPass: pass, defending: false, overextended: false, aim: null, waiting: null, charge: null };
  return [changed(rq, status, 'bd_rq_ca_passed', { id: 'RQ-ROUND-03' }, { params: { pass } })];
}

/**
 * The end of a round (RQ-ROUND-07): "Fatigue is calculated now, if applicable" (G-11: the chapter has
 * no Fatigue rules, so nothing happens here; the wound rules' end-of-round Resilience tests are theirs).
 */
export function rqFatigue(_state: EncounterState, _round: number, _dice: RollContext): EncounterEvent[] {
  return [];
}
