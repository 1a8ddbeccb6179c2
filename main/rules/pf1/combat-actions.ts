/**
 * The attack-side actions `actions.ts` and `spells.ts` dispatch to (PF-DEF-03..05, G-01, G-08, G-19,
 * G-21, PF-CRIT-08..10, PF-SPELL-25): aid another, total defense, coup de grace, a spell's touch attack.
 * The first three spend their own action; the touch attack is part of the casting that calls it.
 */
import { ok, ref, type MessageRef, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Step } from '../../../shared/engine/prompt.js';
import { withBonus } from '../../../shared/dice/notation.js';
import type { RollContext } from '../core/dice-engine.js';
import type { SystemCommand } from '../core/system.js';
import { fold } from '../core/fold.js';
import { spend } from './economy.js';
import { attackOf, byId, derived, isPf, status, type PfCombatant } from './sheet.js';
import { meleeAttacks, opportunitiesOnAction, reachOf, resolveOpportunities } from './aoo.js';
import { armorClass, intoMelee, isHelpless, step } from './attack-bonus.js';
import { hexesTo, hitEvents } from './attack.js';
import { natural, strike } from './crit.js';

type ActionCmd = Extract<SystemCommand<'pf1'>, { type: 'pf1Action' }>;
const refuse = (r: MessageRef, path: string) => failRef('INVALID_COMMAND', r, { path });

function actorAndTarget(state: EncounterState, cmd: ActionCmd): Result<{ c: PfCombatant; t: PfCombatant }> {
  const c = byId(state, cmd.id);
  if (!isPf(c)) return refuse(ref('err_pf1_no_combatant', { id: cmd.id }), 'command.id');
  if (!cmd.target) return refuse(ref('err_pf1_act_needs_target', { name: c.name, action: cmd.action }), 'command.target');
  const t = byId(state, cmd.target);
  if (!isPf(t)) return refuse(ref('err_pf1_act_no_target', { id: cmd.target }), 'command.target');
  return ok({ c, t });
}

/** A melee attack of `c` that reaches `t` (on the map; off it, any), or null. */
function inReach(c: PfCombatant, t: PfCombatant) {
  const d = hexesTo(c, t, undefined);
  return meleeAttacks(c).find((a) => {
    const r = reachOf(c, a);
    return d === null || (d >= Math.max(1, r.min) && d <= Math.max(1, r.max));
  }) ?? null;
}

/**
 * Aid another (G-08, PF-AOO-07): a standard action; a melee attack roll (`aid.<id>`) against AC 10
 * on a foe in reach; success gives the ally +2 on its next attack against that foe, or +2 AC against
 * that foe's next attack, until this one's next turn. Whether the aid provokes is the aided action's (the GM's).
 */
export function aidAnotherEvents(state: EncounterState, cmd: ActionCmd, dice: RollContext): Result<EncounterEvent[]> {
  const r = actorAndTarget(state, cmd);
  if (!r.ok) return r;
  const { c, t } = r.value;
  if (!cmd.aid) return refuse(ref('err_pf1_aid_needs_ally', { name: c.name }), 'command.aid');
  const ally = byId(state, cmd.aid.ally);
  if (!ally || ally.id === c.id || ally.side !== c.side) return refuse(ref('err_pf1_aid_not_ally', { name: c.name, ally: cmd.aid.ally }), 'command.aid.ally');
  const w = inReach(c, t);
  if (!w) return refuse(ref('err_pf1_aid_out_of_reach', { target: t.name, name: c.name }), 'command.target');
  const spent = spend(c.sheet.status, 'standard');
  if (!spent.ok) return refuse(ref('err_pf1_aid_no_standard', { name: c.name, rule: spent.rule }), 'command.action');
  const d = derived(c);
  const bonus = c.sheet.stats.bab + (w.ability === 'dex' ? d.dex : d.str) + d.sizeMod + w.bonus + c.sheet.status.attackPenalty;
  const roll = dice.roll({ key: `aid.${c.id}`, notation: withBonus('1d20', bonus), purpose: { msg: 'prompt_pf_atk_aid', params: { name: c.name, ally: ally.name, target: t.name } }, roller: c });
  const n = natural(roll);
  const success = n === 20 || (n !== 1 && roll.total >= 10);
  const steps: Step[] = [
    step('bd_pf_aid_roll', { total: roll.total, attack: w.name }, 'PF:G-08'),
    step(success ? (cmd.aid.kind === 'attack' ? 'bd_pf_aid_gives_attack' : 'bd_pf_aid_gives_ac') : 'bd_pf_aid_fails', { ally: ally.name, target: t.name }, 'PF:G-08'),
    step('bd_pf_aid_provokes_gm', {}, 'PF-AOO-07'),
  ];
  const aiding = success ? [...spent.status.aiding, { ally: ally.id, against: t.id, kind: cmd.aid.kind, used: false }] : spent.status.aiding;
  return ok([status(c, success ? 'bd_pf_aid_success' : 'bd_pf_aid_failure', { ...spent.status, aiding }, 'PF:G-08', { ally: ally.name, target: t.name }, { roll, steps })]);
}

/**
 * Total defense (PF-DEF-03..05, G-19): a standard action; +4 dodge AC from the start of the action
 * until its next turn; never with fighting defensively or Combat Expertise; no attacks of
 * opportunity meanwhile (aoo.ts reads `defense.kind`).
 */
export function totalDefenseEvents(state: EncounterState, cmd: ActionCmd, _dice: RollContext): Result<EncounterEvent[]> {
  const c = byId(state, cmd.id);
  if (!isPf(c)) return refuse(ref('err_pf1_no_combatant', { id: cmd.id }), 'command.id');
  const k = c.sheet.status.defense.kind;
  if (k === 'defensive' || k === 'expertise') return refuse(ref(k === 'defensive' ? 'err_pf1_total_defensive' : 'err_pf1_total_expertise', { name: c.name }), 'command.action');
  if (k === 'total') return refuse(ref('err_pf1_total_already', { name: c.name }), 'command.action');
  const spent = spend(c.sheet.status, 'standard');
  if (!spent.ok) return refuse(ref('err_pf1_total_no_standard', { name: c.name, rule: spent.rule }), 'command.action');
  const steps = [step('bd_pf_def_total_on', { value: 4 }, 'PF-DEF-03', 'PF:G-19'), step('bd_pf_def_total_no_aoo', {}, 'PF-DEF-05')];
  return ok([status(c, 'bd_pf_def_total_taken', { ...spent.status, defense: { kind: 'total', ac: 4 } }, 'PF-DEF-03', { value: derived(c).ac + 4 }, { steps, gap: 'PF:G-19' })]);
}

/**
 * Coup de grace (PF:G-01, PRD): a full-round action against a helpless foe in reach; it provokes from
 * the enemies threatening the attacker; the blow hits and is a critical (damage rolled × multiplier);
 * a target that survives makes a Fortitude save (`cdg.fort`) against DC 10 + the damage or dies.
 */
export function coupDeGraceEvents(state: EncounterState, cmd: ActionCmd, dice: RollContext): Result<EncounterEvent[]> {
  const r = actorAndTarget(state, cmd);
  if (!r.ok) return r;
  const { c, t } = r.value;
  if (!isHelpless(t)) return refuse(ref('err_pf1_cdg_not_helpless', { target: t.name }), 'command.target');
  if (t.life === 'dead') return refuse(ref('err_pf1_dead', { name: t.name }), 'command.target');
  const w = cmd.weapon ? attackOf(c, cmd.weapon) : inReach(c, t);
  if (!w || w.kind === 'ranged' || w.kind === 'thrown') return refuse(ref('err_pf1_cdg_needs_melee', { name: c.name, target: t.name }), 'command.weapon');
  if (!inReachWith(c, t, w)) return refuse(ref('err_pf1_cdg_out_of_reach', { target: t.name, weapon: w.name }), 'command.target');
  const spent = spend(c.sheet.status, 'fullRound', { full: 'coupDeGrace' });
  if (!spent.ok) return refuse(ref('err_pf1_cdg_no_full_round', { name: c.name, rule: spent.rule }), 'command.action');
  const events: EncounterEvent[] = [];
  const first = status(c, 'bd_pf_atk_cdg_taken', spent.status, 'PF:G-01', { target: t.name });
  let now = fold(state, [first]);
  events.push(first);
  const from = opportunitiesOnAction(now, byId(now, c.id) as PfCombatant, 'PF:G-01');
  if (from.length) {
    const o = resolveOpportunities(now, c.id, from, dice);
    if (!o.ok) return o;
    events.push(...o.value.events);
    now = o.value.state;
    if (byId(now, c.id)?.life !== 'ok') return ok(events);
  }
  const str = w.kind === 'natural' || w.hands !== 'two' ? derived(c).str : Math.floor(derived(c).str * 1.5);
  const s = strike(dice, c, { bonus: 0, ac: 0, critRange: 20, critMultiplier: w.critMultiplier, damage: w.damage, damageBonus: str + w.damageBonus, ...(w.extraDice ? { extraDice: w.extraDice } : {}), automaticCrit: true, names: { attacker: c.name, target: t.name, attack: w.name } });
  const steps = [...s.steps];
  const hurt = hitEvents(now, t.id, { amount: s.damage, nonlethal: false, rule: 'PF:G-01' });
  events.push({ type: 'attack.resolved', attacker: c.id, attackerName: c.name, target: t.id, targetName: t.name, attack: w.name, outcome: 'critical', damage: s.damage, rolls: s.rolls, steps });
  events.push(...hurt);
  now = fold(now, hurt);
  const t2 = byId(now, t.id);
  if (!isPf(t2) || t2.life === 'dead') return ok(events);
  const dc = 10 + s.damage;
  const save = dice.roll({ key: 'cdg.fort', notation: withBonus('1d20', t2.sheet.stats.saves.fort), purpose: { msg: 'prompt_pf_atk_cdg_save', params: { name: t2.name, dc } }, roller: t2 });
  const n = natural(save);
  const saved = n === 20 || (n !== 1 && save.total >= dc);
  events.push({ type: 'life.changed', id: t2.id, name: t2.name, life: saved ? t2.life : 'dead', deathSaves: t2.deathSaves, reason: saved ? 'bd_pf_atk_cdg_saved' : 'bd_pf_atk_cdg_dead', rule: { id: 'PF:G-01' }, roll: save });
  return ok(events);
}

function inReachWith(c: PfCombatant, t: PfCombatant, w: ReturnType<typeof attackOf> & object): boolean {
  const d = hexesTo(c, t, undefined);
  const r = reachOf(c, w);
  return d === null || (d >= Math.max(1, r.min) && d <= Math.max(1, r.max));
}

/**
 * A touch spell's touch attack (PF-SPELL-20..34, PF-CRIT-08..10, G-21): BAB + Str (melee) or Dex
 * (ranged) + size against touch AC, a ranged touch taking the shooting-into-melee penalty; a confirmed
 * critical rolls the spell's dice twice and adds them. `spell.dice` absent: a touch that only
 * delivers. Its dice under `touch.`. Spends nothing: the casting does.
 */
export function touchAttackEvents(
  state: EncounterState,
  args: { caster: string; target: string; kind: 'melee' | 'ranged'; spell: { name: string; level: number; dice?: string } },
  dice: RollContext,
): Result<{ events: EncounterEvent[]; hit: boolean }> {
  const c = byId(state, args.caster);
  const t = byId(state, args.target);
  if (!isPf(c)) return refuse(ref('err_pf1_no_combatant', { id: args.caster }), 'command.id');
  if (!isPf(t)) return refuse(ref('err_pf1_touch_no_target', { id: args.target }), 'command.target');
  const d = derived(c);
  const ranged = args.kind === 'ranged';
  const steps: Step[] = [step('bd_pf_atk_touch', { spell: args.spell.name }, ranged ? 'PF-SPELL-32' : 'PF-SPELL-24')];
  let bonus = c.sheet.stats.bab + (ranged ? d.dex : d.str) + d.sizeMod + c.sheet.status.attackPenalty;
  steps.push(step('bd_pf_atk_touch_bonus', { value: bonus }, 'PF:G-11'));
  if (ranged) {
    const m = intoMelee(state, c, t, undefined);
    bonus += m.value;
    steps.push(...m.steps);
  }
  const ac = armorClass(state, t, { touch: true, ranged, attacker: c });
  steps.push(...ac.steps);
  const scoped = dice.scope('touch.');
  const s = strike(scoped, c, { bonus, ac: ac.value, critRange: 20, critMultiplier: 2, damage: args.spell.dice ?? '', damageBonus: 0, critRule: 'PF-CRIT-09', names: { attacker: c.name, target: t.name, attack: args.spell.name } });
  steps.push(...s.steps);
  if (s.outcome === 'critical') steps.push(step('bd_pf_crit_spell', {}, args.spell.dice ? 'PF-CRIT-10' : 'PF-CRIT-08'));
  const events: EncounterEvent[] = [{ type: 'attack.resolved', attacker: c.id, attackerName: c.name, target: t.id, targetName: t.name, attack: args.spell.name, outcome: s.outcome, damage: s.damage, rolls: s.rolls, steps }];
  events.push(...hitEvents(state, t.id, { amount: s.damage, nonlethal: false, rule: 'PF-CRIT-09' }));
  return ok({ events, hit: s.outcome === 'hit' || s.outcome === 'critical' });
}
