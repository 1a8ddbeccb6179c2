/**
 * Pathfinder combat maneuvers (G-07, PF-ATK-13; reference tables "Combat maneuvers"): d20 + CMB
 * (`cmb.d20`) against the target's CMD (flat-footed: no Dex, no dodge); a natural 20 succeeds, a
 * natural 1 fails; an immobilized or helpless target is beaten automatically, a stunned one gives +4.
 * It provokes from its target unless the matching Improved feat, resolved first, its damage a
 * penalty on the check. Bull rush, disarm, sunder and trip may replace a melee attack of a full attack
 * or (bull rush) a charge's; grapple and overrun are standard actions. Outcomes: the table's.
 */
import { ok, ref, type MessageRef, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Step } from '../../../shared/engine/prompt.js';
import { withBonus } from '../../../shared/dice/notation.js';
import { SIZES } from '../../../shared/model/map.js';
import type { Pf1Feat, Pf1Status } from '../../../shared/systems/pf1/schema.js';
import type { Resolver, SystemCommand } from '../core/system.js';
import { fold } from '../core/fold.js';
import { spend } from './economy.js';
import { byId, derived, hasCondition, hasFeat, isArmed, isFlatFooted, isPf, status, type PfCombatant } from './sheet.js';
import { opportunitiesOnAction, resolveOpportunities } from './aoo.js';
import { pf1MeleeReach } from '../../../shared/systems/pf1/reach.js';
import { conditionsOf, isHelpless, step } from './attack-bonus.js';
import { hexesTo } from './attack.js';
import { natural } from './crit.js';

type ManeuverCmd = Extract<SystemCommand<'pf1'>, { type: 'pf1Maneuver' }>;
type Kind = ManeuverCmd['kind'];
const refuse = (r: MessageRef, path: string) => failRef('INVALID_COMMAND', r, { path });

const IMPROVED: Readonly<Record<Kind, Pf1Feat>> = {
  bullRush: 'improvedBullRush', disarm: 'improvedDisarm', grapple: 'improvedGrapple', overrun: 'improvedOverrun', sunder: 'improvedSunder', trip: 'improvedTrip',
};
/** Maneuvers that may take the place of a melee attack (G-07). */
const AS_ATTACK: ReadonlySet<Kind> = new Set<Kind>(['bullRush', 'disarm', 'sunder', 'trip']);

/** The budget: a standard action, or the next melee attack of a full attack, or a charge's attack (bull rush). */
function spendManeuver(c: PfCombatant, cmd: ManeuverCmd): Result<{ status: Pf1Status; penalty: number; charge: boolean; steps: Step[] }> {
  const s = c.sheet.status;
  if (cmd.as === 'standard') {
    const r = spend(s, 'standard');
    if (!r.ok) return refuse(ref('err_pf1_man_no_standard', { name: c.name, rule: r.rule }), 'command.as');
    return ok({ status: r.status, penalty: 0, charge: false, steps: [step('bd_pf_man_standard', {}, 'PF:G-07')] });
  }
  if (!AS_ATTACK.has(cmd.kind)) return refuse(ref('err_pf1_man_standard_only', { kind: cmd.kind }), 'command.as');
  if (s.budget.fullRound === 'charge' && s.charging && !s.fullAttack) {
    if (cmd.kind !== 'bullRush') return refuse(ref('err_pf1_man_charge_bull_rush', { name: c.name, kind: cmd.kind }), 'command.kind');
    return ok({ status: { ...s, fullAttack: { remaining: [], made: 1, limbs: [] } }, penalty: 2, charge: true, steps: [step('bd_pf_man_charge', { value: 2 }, 'PF-ATK-13', 'PF:G-02')] });
  }
  const fa = s.fullAttack;
  const k = s.budget.fullRound === 'fullAttack' && fa ? fa.remaining.findIndex((x) => !x.offHand) : -1;
  if (!fa || k < 0) return refuse(ref('err_pf1_man_no_attack_left', { name: c.name, kind: cmd.kind }), 'command.as');
  const p = fa.remaining[k]!;
  return ok({
    status: { ...s, fullAttack: { ...fa, remaining: fa.remaining.filter((_, i) => i !== k), made: fa.made + 1 } }, penalty: p.penalty, charge: false,
    steps: [step('bd_pf_man_in_full_attack', { value: p.penalty }, 'PF-ATK-13', p.rule === 'PF-MULTI-05' ? 'PF:G-09' : undefined)],
  });
}

/** The table's outcome of a maneuver that succeeded or failed by `margin` (≥ 0 success). */
function outcome(kind: Kind, c: PfCombatant, t: PfCombatant, margin: number): { steps: Step[]; events: (now: EncounterState) => EncounterEvent[] } {
  const prone = (x: PfCombatant): EncounterEvent[] => (hasCondition(x, 'prone') ? [] : [{ type: 'condition.added', id: x.id, name: x.name, condition: 'prone' }]);
  const grappled = (x: PfCombatant): EncounterEvent[] => (hasCondition(x, 'grappled') ? [] : [{ type: 'condition.added', id: x.id, name: x.name, condition: 'grappled' }]);
  const drop = (x: PfCombatant, n: number, now: EncounterState): EncounterEvent[] => {
    const cur = byId(now, x.id);
    if (!isPf(cur) || !cur.sheet.status.drawn.length) return [];
    return [status(cur, 'bd_pf_man_dropped', { ...cur.sheet.status, drawn: cur.sheet.status.drawn.slice(n) }, 'PF:G-07', { items: cur.sheet.status.drawn.slice(0, n).join(', ') })];
  };
  const none = { steps: [] as Step[], events: () => [] as EncounterEvent[] };
  switch (kind) {
    case 'bullRush':
      return margin >= 0 ? { steps: [step('bd_pf_man_bull_rush', { name: t.name, ft: 5 + 5 * Math.floor(margin / 5) }, 'PF:G-07')], events: () => [] } : none;
    case 'disarm':
      if (margin >= 0) return { steps: [step(margin >= 10 ? 'bd_pf_man_disarm_both' : 'bd_pf_man_disarm', { name: t.name }, 'PF:G-07')], events: (now) => drop(t, margin >= 10 ? 2 : 1, now) };
      return margin <= -10 ? { steps: [step('bd_pf_man_disarm_backfire', { name: c.name }, 'PF:G-07')], events: (now) => drop(c, 1, now) } : none;
    case 'trip':
      if (margin >= 0) return { steps: [step('bd_pf_man_trip', { name: t.name }, 'PF:G-07')], events: () => prone(t) };
      return margin <= -10 ? { steps: [step('bd_pf_man_trip_backfire', { name: c.name }, 'PF:G-07')], events: () => prone(c) } : none;
    case 'grapple':
      return margin >= 0 ? { steps: [step('bd_pf_man_grapple', { name: t.name }, 'PF:G-07')], events: () => [...grappled(c), ...grappled(t)] } : none;
    case 'overrun':
      if (margin < 0) return none;
      return { steps: [step(margin >= 5 ? 'bd_pf_man_overrun_prone' : 'bd_pf_man_overrun', { name: t.name }, 'PF:G-07')], events: () => (margin >= 5 ? prone(t) : []) };
    case 'sunder':
      return margin >= 0 ? { steps: [step('bd_pf_man_sunder', { name: t.name }, 'PF:G-07')], events: () => [] } : none;
  }
}

/** The `pf1Maneuver` resolver. */
export const pf1ManeuverEvents: Resolver<ManeuverCmd> = (state, cmd, dice) => {
  const c0 = byId(state, cmd.actor);
  const t0 = byId(state, cmd.target);
  if (!isPf(c0)) return refuse(ref('err_pf1_no_combatant', { id: cmd.actor }), 'command.actor');
  if (!isPf(t0) || t0.id === c0.id) return refuse(ref('err_pf1_man_no_target', { id: cmd.target }), 'command.target');
  if (c0.life !== 'ok' || conditionsOf(c0).some((x) => x.fx.noActions)) return refuse(ref('err_pf1_cannot_act', { name: c0.name }), 'command.actor');
  const d = hexesTo(c0, t0, undefined);
  const reach = pf1MeleeReach(c0.sheet.stats, c0.sheet.status);
  if (d !== null && (d < reach.min || d > reach.max)) return refuse(ref('err_pf1_man_out_of_reach', { target: t0.name, feet: d * 5, name: c0.name }), 'command.target');
  if ((cmd.kind === 'bullRush' || cmd.kind === 'overrun') && SIZES.indexOf(t0.size) > SIZES.indexOf(c0.size) + 1) return refuse(ref('err_pf1_man_too_large', { target: t0.name, name: c0.name, kind: cmd.kind }), 'command.target');
  if (cmd.kind === 'disarm' || cmd.kind === 'sunder') {
    if (!t0.sheet.status.drawn.length && cmd.kind === 'disarm') return refuse(ref('err_pf1_man_nothing_to_disarm', { target: t0.name }), 'command.target');
  }
  const sp = spendManeuver(c0, cmd);
  if (!sp.ok) return sp;
  const events: EncounterEvent[] = [];
  const steps: Step[] = [...sp.value.steps];
  const spent = status(c0, 'bd_pf_man_spent', sp.value.status, 'PF:G-07', { kind: cmd.kind });
  events.push(spent);
  let now = fold(state, [spent]);
  let aooDamage = 0;
  if (hasFeat(c0, IMPROVED[cmd.kind])) steps.push(step('bd_pf_man_improved', {}, 'PF:G-07', 'PF:G-27'));
  else {
    const from = opportunitiesOnAction(now, byId(now, c0.id) as PfCombatant, 'PF:G-07', t0.id);
    if (from.length) {
      const r = resolveOpportunities(now, c0.id, from, dice);
      if (!r.ok) return r;
      events.push(...r.value.events);
      now = r.value.state;
      aooDamage = r.value.damage;
      if (byId(now, c0.id)?.life !== 'ok') return ok(events);
    }
  }
  const c = byId(now, c0.id) as PfCombatant;
  const t = byId(now, t0.id) as PfCombatant;
  const dc = derived(c);
  const dt = derived(t);
  let bonus = dc.cmb;
  steps.push(step('bd_pf_man_cmb', { value: dc.cmb }, 'PF:G-07'));
  const add = (v: number, msg: string, rule: string, gap?: string) => {
    if (!v) return;
    bonus += v;
    steps.push(step(msg, { value: v }, rule, gap));
  };
  add(sp.value.penalty, sp.value.charge ? 'bd_pf_man_charge_bonus' : 'bd_pf_man_attack_penalty', sp.value.charge ? 'PF:G-02' : 'PF-ATK-13');
  add(-aooDamage, 'bd_pf_man_aoo_damage', 'PF:G-07');
  if (cmd.kind === 'disarm' && !isArmed(c)) add(-4, 'bd_pf_man_disarm_unarmed', 'PF:G-07');
  if (hasCondition(c, 'grappled') && cmd.kind !== 'grapple') add(-2, 'bd_pf_man_grappled', 'PF:G-05');
  if (hasCondition(t, 'stunned')) add(4, 'bd_pf_man_stunned', 'PF:G-07');
  add(cmd.modifier, 'bd_pf_man_gm', 'PF:G-07');
  const flat = isFlatFooted(t) || conditionsOf(t).some((x) => x.fx.losesDex);
  const cmd_ = flat ? dt.cmdFlat : dt.cmd;
  steps.push(step(flat ? 'bd_pf_man_cmd_flat' : 'bd_pf_man_cmd', { name: t.name, value: cmd_ }, 'PF:G-07'));
  const names = { attacker: c.name, target: t.name, attack: cmd.kind };
  const auto = isHelpless(t) || hasCondition(t, 'immobilized');
  let margin: number;
  const rolls = [];
  if (auto) {
    margin = 0;
    steps.push(step('bd_pf_man_automatic', { name: t.name }, 'PF:G-07'));
  } else {
    const roll = dice.roll({ key: 'cmb.d20', notation: withBonus('1d20', bonus), purpose: { msg: 'prompt_pf_man_roll', params: names }, roller: c });
    rolls.push(roll);
    const n = natural(roll);
    margin = n === 20 ? Math.max(0, roll.total - cmd_) : n === 1 ? Math.min(-1, roll.total - cmd_) : roll.total - cmd_;
    steps.push(step(margin >= 0 ? 'bd_pf_man_success' : 'bd_pf_man_failure', { total: roll.total, cmd: cmd_, d20: n }, 'PF:G-07'));
  }
  const out = outcome(cmd.kind, c, t, margin);
  steps.push(...out.steps);
  events.push({ type: 'attack.resolved', attacker: c.id, attackerName: c.name, target: t.id, targetName: t.name, attack: `@ui_pf_man_${cmd.kind.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`)}`, outcome: margin >= 0 ? 'hit' : 'miss', damage: 0, rolls, steps });
  events.push(...out.events(now));
  return ok(events);
};
