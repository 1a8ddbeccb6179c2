import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import type { CommandOf } from '../../../shared/model/commands.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { SIZES } from '../../../shared/model/map.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { RollRecord } from '../../../shared/dice/index.js';
import { conditionsOf } from '../../../shared/systems/dnd5e/condition-effects.js';
import { withinHandsReach } from '../../../shared/systems/dnd5e/reach.js';
import { combatantDistance, footprintOf, indexMap, planMove } from '../../../shared/battlefield/spatial.js';
import { footprintDistance, hexDistance } from '../../../shared/hex/index.js';
import type { RollContext } from '../core/dice-engine.js';
import { spendForAttack } from './attack-rules.js';
import { cannotAct, onTurn, spendAction } from './economy.js';
import { abilityCheck, skillBonus } from './actions.js';

type Contest = Extract<CommandOf<'dnd5e'>, { type: 'contest' }>;
type Skill = 'athletics' | 'acrobatics';
const rule = (id: string) => ({ id });
const UNARMED = { id: 'grapple', name: 'Grapple', kind: 'melee', toHit: 0, reachFt: 5, damage: '0[bludgeoning]', properties: [] } as const;

/** Athletics or Acrobatics, whichever the defender picks (`<key>`); the better bonus by default. */
function chooseSkill(dice: RollContext, key: string, who: Combatant): Skill {
  const ath = skillBonus(who, 'athletics', 'str');
  const acr = skillBonus(who, 'acrobatics', 'dex');
  return dice.choose({
    key,
    roller: who,
    question: { msg: 'prompt_contest_skill', params: { name: who.name } },
    options: [
      { value: 'athletics', label: { msg: 'opt_skill_athletics', params: { bonus: ath } } },
      { value: 'acrobatics', label: { msg: 'opt_skill_acrobatics', params: { bonus: acr } } },
    ],
    default: acr > ath ? 'acrobatics' : 'athletics',
  }) as Skill;
}

function check(state: EncounterState, dice: RollContext, key: string, who: Combatant, skill: Skill, events: EncounterEvent[], steps: Step[]): RollRecord {
  const b = skillBonus(who, skill, skill === 'athletics' ? 'str' : 'dex');
  return abilityCheck(state, who, b, key, { msg: `prompt_contest_${skill}`, params: { name: who.name } }, dice, events, steps);
}

/**
 * Grapple and shove replace one attack of the Attack action (5E-GRAP-01, 5E-SHOVE-01) against a
 * target at most one size larger, within reach (5E-GRAP-02, 5E-SHOVE-02): the actor's Athletics
 * against the target's Athletics or Acrobatics, its choice (5E-GRAP-04, 5E-SHOVE-03). A tie keeps
 * things as they are. A grapple makes the target grappled; a shove knocks it prone or pushes it
 * 1 hex away, a move that provokes nothing (5E-SHOVE-04, 5E-OA-05). Escaping takes the action: the
 * grappled creature's Athletics or Acrobatics against the grappler's Athletics (5E-GRAP-07).
 */
export function contestEvents(state: EncounterState, cmd: Contest, dice: RollContext): Result<EncounterEvent[]> {
  const actor = state.combatants.find((c) => c.id === cmd.actor);
  const target = state.combatants.find((c) => c.id === cmd.target);
  if (!actor) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.actor }), { path: 'command.actor' });
  if (!target) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.target }), { path: 'command.target' });
  if (!dnd5eStats(actor) || !dnd5eStats(target)) return failRef('INVALID_COMMAND', ref('err_5e_both_need_stats'), { path: 'command' });
  const steps: Step[] = [];
  const events: EncounterEvent[] = [];
  const index = indexMap(state);
  const near = withinHandsReach(!!index, combatantDistance(actor, target));

  if (cmd.kind === 'escape') {
    const grappled = actor.conditions.find((l) => conditionsOf({ conditions: [l], life: 'ok' }).has('grappled'));
    if (!grappled) return failRef('INVALID_COMMAND', ref('err_5e_not_grappled', { name: actor.name }), { path: 'command.actor' });
    if (onTurn(state, actor)) {
      const spent = spendAction(actor, 'escape', false, rule('5E-GRAP-07'));
      if (!spent.ok) return spent;
      events.push(spent.value);
    } else if (cannotAct(actor)) return failRef('INVALID_COMMAND', cannotAct(actor)!, { path: 'command.actor' });
    const skill = chooseSkill(dice, 'contest.skill', actor);
    const mine = check(state, dice, 'contest.actor', actor, skill, events, steps);
    const theirs = check(state, dice, 'contest.target', target, 'athletics', events, steps);
    const won = mine.total > theirs.total;
    steps.push({ msg: 'bd_contest', params: { name: actor.name, skill, total: mine.total, other: target.name, otherSkill: 'athletics', otherTotal: theirs.total }, rule: rule('5E-GRAP-07') });
    steps.push({ msg: won ? 'bd_escape_success' : 'bd_escape_failure', params: { name: actor.name }, rule: rule('5E-GRAP-07') });
    events.push({ type: 'contest.resolved', kind: 'escape', actor: actor.id, actorName: actor.name, target: target.id, targetName: target.name, won, rolls: [mine, theirs], steps });
    if (won) {
      events.push({ type: 'condition.removed', id: actor.id, name: actor.name, condition: grappled });
      if (target.grappling.includes(actor.id)) events.push({ type: 'grappling.changed', id: target.id, name: target.name, grappling: target.grappling.filter((g) => g !== actor.id) });
    }
    return ok(events);
  }

  const id = cmd.kind === 'grapple' ? '5E-GRAP' : '5E-SHOVE';
  if (SIZES.indexOf(target.size) - SIZES.indexOf(actor.size) > 1) return failRef('INVALID_COMMAND', ref('err_5e_too_large', { target: target.name, name: actor.name, rule: `${id}-02` }), { path: 'command.target' });
  if (!near) return failRef('INVALID_COMMAND', ref('err_5e_not_in_reach_rule', { target: target.name, name: actor.name, rule: `${id}-02` }), { path: 'command.target' });
  if (cmd.kind === 'grapple') {
    // Hands are not tracked: the GM says whether one is free (5E-GRAP-03).
    const hand = dice.choose({
      key: 'contest.hand',
      roller: actor,
      question: { msg: 'prompt_free_hand', params: { name: actor.name } },
      options: [{ value: 'yes', label: { msg: 'opt_yes', params: {} } }, { value: 'no', label: { msg: 'opt_no', params: {} } }],
      default: 'yes',
    });
    if (hand === 'no') return failRef('INVALID_COMMAND', ref('err_5e_free_hand', { name: actor.name }), { path: 'command.inputs.contest.hand' });
  }
  const spend = spendForAttack(state, actor, { ...UNARMED, properties: [] }, 'action');
  if (!spend.ok) return spend;
  events.push(...spend.value.events.map((e) => (e.type === 'economy.changed' ? { ...e, action: cmd.kind, rule: rule(`${id}-01`) } : e)));
  steps.push(...spend.value.steps);
  const skill = chooseSkill(dice, 'contest.skill', target);
  const mine = check(state, dice, 'contest.actor', actor, 'athletics', events, steps);
  const theirs = check(state, dice, 'contest.target', target, skill, events, steps);
  const won = mine.total > theirs.total;
  steps.push({ msg: 'bd_contest', params: { name: actor.name, skill: 'athletics', total: mine.total, other: target.name, otherSkill: skill, otherTotal: theirs.total }, rule: rule(cmd.kind === 'grapple' ? '5E-GRAP-04' : '5E-SHOVE-03') });
  steps.push({ msg: won ? `bd_${cmd.kind}_success` : `bd_${cmd.kind}_failure`, params: { name: actor.name, target: target.name, how: cmd.shove }, rule: rule(cmd.kind === 'grapple' ? '5E-GRAP-05' : '5E-SHOVE-04') });
  events.push({ type: 'contest.resolved', kind: cmd.kind, actor: actor.id, actorName: actor.name, target: target.id, targetName: target.name, won, rolls: [mine, theirs], steps });
  if (!won) return ok(events);
  const has = (c: string) => conditionsOf(target).has(c as 'prone');
  if (cmd.kind === 'grapple') {
    if (!has('grappled')) events.push({ type: 'condition.added', id: target.id, name: target.name, condition: 'grappled' });
    if (!actor.grappling.includes(target.id)) events.push({ type: 'grappling.changed', id: actor.id, name: actor.name, grappling: [...actor.grappling, target.id] });
    return ok(events);
  }
  if (cmd.shove === 'prone') {
    if (!has('prone')) events.push({ type: 'condition.added', id: target.id, name: target.name, condition: 'prone' });
    return ok(events);
  }
  // Push: one hex, ending farther from the shover (5E-SHOVE-04, 5E:G-07).
  if (!index || !target.position) return ok(events);
  const to = cmd.to;
  if (!to) return failRef('INVALID_COMMAND', ref('err_5e_push_needs_hex'), { path: 'command.to' });
  const before = footprintDistance(footprintOf(actor), footprintOf(target));
  const after = footprintDistance(footprintOf(actor), footprintOf({ position: to, size: target.size }));
  if (hexDistance(target.position, to) !== 1 || after <= before) return failRef('INVALID_COMMAND', ref('err_5e_push_away'), { path: 'command.to' });
  const plan = planMove(state, index, target.id, to, false, { budget: 99 });
  if (!plan.ok) return failRef('INVALID_COMMAND', ref('err_5e_cannot_push', { name: target.name, reason: `move_${plan.reason}`, code: plan.reason }), { path: 'command.to' });
  events.push({ type: 'combatant.moved', id: target.id, name: target.name, path: [{ ...target.position }, { q: to.q, r: to.r }], cost: 0, override: false, forced: true });
  return ok(events);
}
