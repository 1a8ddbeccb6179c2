/**
 * One RuneQuest attack (seed 004 "Ataques Cuerpo a Cuerpo", RQ-ATK-01): 1 the attack (a CA, or a
 * Reaction for a free attack or riposte; D100 against the weapon skill with its modifiers), 2 the
 * target's Reaction (asked after a hit under the Spanish reading, before the roll under the SRD one:
 * Z-01), 3 the damage and 4 the blow on its location. One `attack.resolved` event with every die and
 * step, and a `runequest.changed` for each status it changes.
 */
import { stillActsIn } from '../../../shared/systems/runequest/passes.js';
import { ok, ref, type MessageRef, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RollRecordData, Step } from '../../../shared/engine/prompt.js';
import { combatantDistance } from '../../../shared/battlefield/spatial.js';
import { rqAttackOptionsSchema, type RqAttackOptions } from '../../../shared/systems/runequest/commands.js';
import { casLeft, type RqStatus, type RqWeapon } from '../../../shared/systems/runequest/schema.js';
import type { RqLevel } from '../../../shared/systems/runequest/tables.js';
import type { RollContext } from '../core/dice-engine.js';
import type { Resolver, SystemCommand } from '../core/system.js';
import { fold } from '../core/fold.js';
import { caProblem, reactionProblem, spendCa, spendReaction } from './economy.js';
import { changed, isHelpless, isRq, settingsOf, skillOf, weaponOf, type RqCombatant } from './sheet.js';
import { difficultyMod, rollTest, type RqMod } from './skill.js';
import { statusMods } from './attack-mods.js';
import { wieldProblem } from './wounds.js';
import { rangedBase, rangedProblem } from './ranged.js';
import { isRanged, rqWeaponReach } from '../../../shared/systems/runequest/reach.js';
import { mountedWeaponProblem, riderBonus, ridingCap } from './mounted.js';
import { PRECISE_MOD, preciseProblem } from './precise.js';
import { extraProblem } from './two-weapon.js';
import { askReaction, type Reacted } from './reaction.js';
import { strike } from './attack-strike.js';

type AttackCmd = Extract<SystemCommand<'runequest'>, { type: 'attack' }>;
export type RqAttackInput = Pick<AttackCmd, 'attacker' | 'target' | 'attack'> & { runequest?: RqAttackOptions | undefined };
const NO_OPTIONS: RqAttackOptions = rqAttackOptionsSchema.parse({});
const refuse = (r: MessageRef, path: string) => failRef('INVALID_COMMAND', r, { path });
/** Refusals about the declared options (`command.runequest`) rather than the weapon. */
const OPTION_REFUSAL = (msg: string) => (msg.startsWith('err_rq_prec_') && msg !== 'err_rq_prec_target_no_weapon' && msg !== 'err_rq_prec_not_held') || msg === 'err_rq_atk_grapple_weapon' || msg === 'err_rq_ranged_grapple' || msg === 'err_rq_ranged_mode';
const byId = (state: EncounterState, id: string) => state.combatants.find((c) => c.id === id);

/** What the attack costs and the attacker's status after paying it, or why it may not be made. */
function pay(state: EncounterState, a: RqCombatant, t: RqCombatant, w: RqWeapon, o: RqAttackOptions): Result<{ status: RqStatus; reason: string; rule: string; gap?: string }> {
  const s = a.sheet.status;
  if (o.mode === 'free' || o.mode === 'riposte') {
    const p = reactionProblem(state, a) ?? (isHelpless(a) ? ref('err_rq_atk_helpless', { name: a.name }) : s.grapple ? ref('err_rq_atk_grappling_no_reaction', { name: a.name }) : null);
    if (p) return refuse(p, 'command.attacker');
    return ok({ status: spendReaction(s), reason: o.mode === 'free' ? 'bd_rq_atk_spent_free' : 'bd_rq_atk_spent_riposte', rule: o.mode === 'free' ? 'RQ-FREE-02' : 'RQ-REACT-19', ...(o.mode === 'riposte' ? { gap: 'Z-09' } : {}) });
  }
  if (s.grapple) return refuse(ref('err_rq_atk_grappling', { name: a.name }), 'command.attacker');
  if (o.mode === 'extra') {
    const p = extraProblem(a, w, state.activeId);
    if (p) return refuse(p, 'command.runequest.mode');
    return ok({ status: { ...s, twoWeapon: 'attack', twoWeaponUsed: true, aim: null }, reason: 'bd_rq_atk_spent_extra', rule: 'RQ-TWO-02', gap: 'Z-20' });
  }
  if (o.mode === 'flurry' && s.flurry > 0) {
    if (state.activeId !== a.id) return refuse(ref('err_rq_atk_flurry_own_turn', { name: a.name }), 'command.attacker');
    return ok({ status: { ...s, flurry: s.flurry - 1 }, reason: 'bd_rq_atk_spent_flurry_next', rule: 'RQ-ACT-22', gap: 'Z-24' });
  }
  if (s.flurry > 0) return refuse(ref('err_rq_atk_in_flurry', { name: a.name }), 'command.runequest.mode');
  const p = caProblem(state, a);
  if (p) return refuse(p, 'command.attacker');
  if (o.mode === 'flurry') {
    const n = casLeft(s);
    return ok({ status: { ...spendCa(state, s, n), flurry: n - 1 }, reason: 'bd_rq_atk_spent_flurry', rule: 'RQ-ACT-22', gap: 'Z-24' });
  }
  if (o.mode === 'charge') {
    if (s.charge?.target !== t.id) return refuse(ref('err_rq_atk_not_charged', { name: a.name, target: t.name }), 'command.runequest.mode');
    return ok({ status: { ...spendCa(state, s), charge: null }, reason: 'bd_rq_atk_spent_charge', rule: 'RQ-ACT-10' });
  }
  return ok({ status: spendCa(state, s), reason: 'bd_rq_atk_spent', rule: w.kind === 'ranged' || w.kind === 'thrown' ? 'RQ-ACT-06' : 'RQ-ACT-05' });
}

function legality(state: EncounterState, a: RqCombatant, t: RqCombatant, w: RqWeapon | undefined, o: RqAttackOptions, attack: string): MessageRef | null {
  if (!w) return ref('err_rq_atk_no_weapon', { name: a.name, weapon: attack });
  const s = a.sheet.status;
  const bodily = w.kind === 'natural' || w.kind === 'unarmed';
  if (!bodily && s.held.right !== w.id && s.held.left !== w.id) return ref('err_rq_atk_not_in_hand', { name: a.name, weapon: w.name });
  if (o.grapple && !bodily) return ref('err_rq_atk_grapple_weapon', { weapon: w.name });
  if (isRanged(w)) {
    const r = rangedProblem(a, w, o);
    if (r) return r;
  }
  return mountedWeaponProblem(a, w) ?? (bodily ? null : wieldProblem(state, a, w.hands, a.sheet.status, w.id)) ?? preciseProblem(t, w, o, isRanged(w));
}

/**
 * The `attack` resolver: an attack as its options declare (RQ-ATK-01). Free attacks and ripostes
 * answer a trigger (RQ-FREE-01, RQ-REACT-19): the engine makes them itself, never the command.
 */
export const rqAttack: Resolver<AttackCmd> = (state, cmd, dice) => {
  const mode = cmd.runequest?.mode;
  if (mode === 'free' || mode === 'riposte') {
    const rule = mode === 'free' ? 'RQ-FREE-01' : 'RQ-REACT-19';
    return refuse(ref(mode === 'free' ? 'err_rq_atk_free_declared' : 'err_rq_atk_riposte_declared', { rule }), 'command.runequest.mode');
  }
  return resolveRqAttack(state, cmd, dice);
};

/** Resolves one RuneQuest attack; the round rules call it for free attacks (`mode: 'free'`), the attack itself for ripostes. */
export function resolveRqAttack(state: EncounterState, cmd: RqAttackInput, dice: RollContext): Result<EncounterEvent[]> {
  const a = byId(state, cmd.attacker);
  const t = byId(state, cmd.target);
  if (!a) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.attacker }), { path: 'command.attacker' });
  if (!t) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.target }), { path: 'command.target' });
  if (!isRq(a)) return refuse(ref('err_rq_no_stat_block', { name: a.name }), 'command.attacker');
  if (!isRq(t)) return refuse(ref('err_rq_atk_target_no_stat_block', { name: t.name }), 'command.target');
  if (a.id === t.id) return refuse(ref('err_rq_atk_itself', { name: a.name }), 'command.target');
  if (t.life === 'dead') return refuse(ref('err_rq_dead', { name: t.name }), 'command.target');
  if (a.life !== 'ok' && !stillActsIn(a.sheet.status, state.pass ?? 1)) return refuse(ref(`err_rq_atk_${a.life}`, { name: a.name }), 'command.attacker');
  const o = cmd.runequest ?? NO_OPTIONS;
  const w = weaponOf(a, cmd.attack);
  const bad = legality(state, a, t, w, o, cmd.attack);
  if (bad) return refuse(bad, OPTION_REFUSAL(bad.msg) ? 'command.runequest' : 'command.attack');
  const weapon = w!;
  const ranged = isRanged(weapon);
  const dist = combatantDistance(a, t) ?? o.distance ?? null;
  const reach = rqWeaponReach(weapon);
  if (reach && dist !== null && (dist < reach.min || dist > reach.max)) return refuse(ref('err_rq_atk_not_adjacent', { target: t.name, metres: dist, name: a.name }), 'command.target');
  const paid = pay(state, a, t, weapon, o);
  if (!paid.ok) return paid;
  const settings = settingsOf(state);
  const events: EncounterEvent[] = [changed(a, paid.value.status, paid.value.reason, { id: paid.value.rule, ...(paid.value.gap ? { gap: paid.value.gap } : {}) }, { params: { weapon: weapon.name, target: t.name } })];
  const steps: Step[] = [{ msg: `bd_rq_atk_mode_${o.mode}`, params: { name: a.name, weapon: weapon.name, target: t.name }, rule: { id: paid.value.rule, ...(paid.value.gap ? { gap: paid.value.gap } : {}) } }];
  const rolls: RollRecordData[] = [];
  const names = { attacker: a.id, attackerName: a.name, target: t.id, targetName: t.name, attack: weapon.name };

  // 1: the attack's skill, halved in range band 2 and capped by Riding before any modifier.
  let base = skillOf(a, weapon.skill);
  if (ranged) {
    const r = rangedBase(weapon, dist, base, steps);
    if (r.band === 3) {
      steps.push({ msg: 'bd_rq_range_auto_fail', params: {}, rule: { id: 'RQ-RANGED-06', gap: 'Z-05' } });
      events.push(...shotFired(a, weapon, paid.value.status));
      events.push({ type: 'attack.resolved', ...names, outcome: 'miss', damage: 0, rolls, steps });
      return ok(events);
    }
    base = r.base;
    if (o.mode === 'normal') steps.push({ msg: 'bd_rq_ranged_as_melee', params: {}, rule: { id: 'RQ-RANGED-02' } });
  }
  base = ridingCap(a, base, steps);
  const mods: RqMod[] = [...difficultyMod(o.difficulty)];
  if (o.modifier) mods.push({ msg: 'bd_rq_mod_gm', value: o.modifier, rule: { id: 'RQ-ATK-02' } });
  const aim = a.sheet.status.aim;
  if (aim && aim.weapon === weapon.id && aim.target === t.id) mods.push({ msg: 'bd_rq_mod_aim', value: 10 * Math.min(3, aim.cas), rule: { id: aim.cas > 3 ? 'RQ-ACT-02' : 'RQ-ACT-01' }, params: { cas: aim.cas } });
  else if (aim) steps.push({ msg: 'bd_rq_aim_other', params: { weapon: weapon.name, target: t.name }, rule: { id: 'RQ-ACT-03' } });
  if (o.mode === 'flurry') mods.push({ msg: 'bd_rq_mod_flurry', value: -20, rule: { id: 'RQ-ACT-22' } });
  if (o.mode === 'extra') mods.push({ msg: 'bd_rq_mod_extra', value: -20, rule: { id: 'RQ-TWO-02' } });
  if (o.precise) mods.push(PRECISE_MOD);
  mods.push(...riderBonus(a, t, o.asTall, !ranged && (dist === null || dist <= 1)));
  const partner = a.sheet.status.grapple?.with === t.id;
  mods.push(...statusMods(state, a, { skill: weapon.skill, partner }));

  // Under the SRD reading the defender declares before the roll (Z-01).
  const srd = settings.reactionMode === 'srd';
  const early = srd ? askReaction(state, a, t, weapon, ranged, o, null, dice, steps) : null;
  const atk = rollTest(dice, { key: 'atk.d100', base, mods, roller: a, settings, purpose: { msg: 'prompt_rq_attack', params: { name: a.name, weapon: weapon.name } }, rule: { id: 'RQ-ATK-02' } });
  rolls.push(atk.roll);
  steps.push(...atk.steps);
  if (atk.level === 'critical') steps.push({ msg: 'bd_rq_atk_critical', params: { crit: atk.crit }, rule: { id: 'RQ-ATK-04', ...(settings.criticalFrom === 'base' ? { gap: 'Z-03' } : {}) } });
  if (atk.level === 'fumble') steps.push({ msg: 'bd_rq_atk_fumble', params: { name: a.name }, rule: { id: 'RQ-ATK-02', gap: 'G-04' } });
  if (ranged) events.push(...shotFired(a, weapon, paid.value.status));
  const hitByRoll = atk.level === 'critical' || atk.level === 'success';

  // 2: the Reaction (only one per event: RQ-REACT-05), after the hit under the Spanish reading.
  const asked = srd ? early : hitByRoll ? askReaction(state, a, t, weapon, ranged, o, atk.level, dice, steps) : null;
  if (!srd && !hitByRoll) steps.push({ msg: 'bd_rq_react_not_needed', params: {}, rule: { id: 'RQ-REACT-08', gap: 'Z-01' } });
  let reacted: Reacted | null = null;
  let hit: 'none' | 'normal' | 'max' | 'min' = atk.level === 'critical' ? 'max' : atk.level === 'success' ? 'normal' : 'none';
  if (asked) {
    reacted = asked.roll(atk.level);
    rolls.push(reacted.test.roll);
    steps.push(...reacted.steps);
    events.push(changed(t, reacted.status, reacted.option.offHand ? 'bd_rq_react_spent_off_hand' : reacted.option.weapon ? 'bd_rq_react_spent_parry' : 'bd_rq_react_spent_dodge', { id: reacted.option.offHand ? 'RQ-TWO-01' : 'RQ-REACT-05' }, { params: { attacker: a.name } }));
    hit = reacted.cell.hit;
    if (reacted.cell.overextended) events.push(changed(a, { ...paid.value.status, overextended: true }, 'bd_rq_overextended', { id: 'RQ-REACT-14', gap: 'Z-08' }));
    if (reacted.cell.attackerFumble) steps.push({ msg: 'bd_rq_atk_fumble', params: { name: a.name }, rule: { id: 'RQ-ATK-02', gap: 'G-04' } });
    if (reacted.cell.defenderFumble) steps.push({ msg: 'bd_rq_react_fumble', params: { name: t.name }, rule: { id: 'RQ-REACT-11', gap: 'G-04' } });
  }

  // 3 and 4: the damage and the blow.
  const outcome = hit === 'none' ? (atk.level === 'fumble' ? 'fumble' : 'miss') : atk.level === 'critical' ? 'critical' : 'hit';
  const struck = strike(state, events, a, t, weapon, o, hit, atk.level, reacted, dice);
  if (!struck.ok) return struck;
  rolls.push(...struck.value.rolls);
  steps.push(...struck.value.steps);
  events.push({ type: 'attack.resolved', ...names, outcome, damage: struck.value.damage, rolls, steps }, ...struck.value.events);
  // A riposte: a free attack back, for one more Reaction (RQ-REACT-19, Z-09).
  if (reacted?.cell.riposte && reacted.option.weapon) {
    const r = riposte(state, events, a, t, reacted, dice);
    if (!r.ok) return r;
    events.push(...r.value);
  }
  return ok(events);
}

/** A shot spends the load (RQ-RANGED-03): the weapon must be reloaded before it shoots again. */
function shotFired(a: RqCombatant, w: RqWeapon, status: RqStatus): EncounterEvent[] {
  if (w.kind !== 'ranged' || w.reload === 0 || !status.loaded.includes(w.id)) return [];
  return [changed(a, { ...status, loaded: status.loaded.filter((x) => x !== w.id) }, 'bd_rq_shot_unloaded', { id: 'RQ-RANGED-03' }, { params: { weapon: w.name } })];
}

function riposte(state: EncounterState, events: EncounterEvent[], a: RqCombatant, t: RqCombatant, reacted: Reacted, dice: RollContext): Result<EncounterEvent[]> {
  const now = fold(state, events);
  const d = byId(now, t.id);
  const back = byId(now, a.id);
  if (!isRq(d) || !isRq(back) || d.life !== 'ok' || back.life === 'dead' || reactionProblem(now, d)) return ok([]);
  const choice = dice.choose({
    key: `riposte.${t.id}`, roller: t, question: { msg: 'prompt_rq_riposte', params: { name: t.name, attacker: a.name } },
    options: [{ value: 'riposte', label: { msg: 'opt_rq_riposte', params: { weapon: reacted.option.weapon!.name } } }, { value: 'none', label: { msg: 'opt_rq_no_reaction', params: {} } }],
    default: 'riposte',
  });
  if (choice === 'none') return ok([]);
  return resolveRqAttack(now, { attacker: t.id, target: a.id, attack: reacted.option.weapon!.id, runequest: { ...NO_OPTIONS, mode: 'riposte' } }, dice.scope('riposte.'));
}

export type { RqLevel };
