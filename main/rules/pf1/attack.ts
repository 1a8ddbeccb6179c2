/**
 * One Pathfinder attack (seed 003 "Ataque", "Ataques sin armas", "Ataques a distancia", "Ataques
 * naturales", "Ataque completo", "Impactos críticos"; inventory PF-ATK/NAT/MULTI/MELEE-RANGED/DEF/CRIT/AOO,
 * G-02/09/10/11/17/18/20/27): the budget it spends, reach or range, the attack of opportunity an
 * unarmed or ranged attack provokes (resolved first), the attack bonus part by part, the AC by type,
 * the roll, the critical, and the damage (nonlethal for unarmed strikes). Every step names its rule.
 */
import { ok, ref, type MessageRef, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Step } from '../../../shared/engine/prompt.js';
import { combatantDistance, indexMap, sightBetween } from '../../../shared/battlefield/spatial.js';
import { pf1AttackOptionsSchema, type Pf1AttackOptions } from '../../../shared/systems/pf1/commands.js';
import type { Pf1Attack, Pf1Status } from '../../../shared/systems/pf1/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import type { Resolver, SystemCommand } from '../core/system.js';
import { fold } from '../core/fold.js';
import { pf1HitEvents } from './health.js';
import { actionRow, attackOf, byId, derived, hasCondition, hasFeat, isArmed, isPf, status, UNARMED_ID, type PfCombatant } from './sheet.js';
import { aooRefusal, opportunitiesOnAction, reachOf, resolveOpportunities } from './aoo.js';
import { aidFor, armorClass, conditionsOf, intoMelee, isHelpless, rangePenalty, step } from './attack-bonus.js';
import { spendAttack, type Planned } from './full-attack.js';
import { attackParts, strDamage as strDamageOf } from '../../../shared/systems/pf1/attack-numbers.js';
import { strike } from './crit.js';

type AttackCmd = Extract<SystemCommand<'pf1'>, { type: 'attack' }>;
export const NO_OPTIONS: Pf1AttackOptions = pf1AttackOptionsSchema.parse({});
const refuse = (r: MessageRef, path: string) => failRef('INVALID_COMMAND', r, { path });

/** Damage on a Pathfinder combatant: lethal off HP; nonlethal onto `status.nonlethal` (PF-ATK-07, G-11). */
export function hitEvents(state: EncounterState, targetId: string, hit: { amount: number; nonlethal: boolean; rule: string }): EncounterEvent[] {
  const t = byId(state, targetId);
  if (!t || hit.amount <= 0) return [];
  // Where damage lands: disabled, dying, dead, nonlethal (health.ts, the one implementation).
  return pf1HitEvents(state, t, { amount: hit.amount, nonlethal: hit.nonlethal });
}

/** Distance to the target in hexes: on the map, else the declared ft ÷ 5. */
export function hexesTo(a: PfCombatant, t: PfCombatant, ft: number | undefined): number | null {
  return combatantDistance(a, t) ?? (ft !== undefined ? Math.floor(ft / 5) : null);
}

/** Checks the attack may be made at all (conditions, options, reach and range); returns the range penalty steps. */
function legality(state: EncounterState, a: PfCombatant, t: PfCombatant, w: Pf1Attack, o: Pf1AttackOptions, ranged: boolean): Result<{ rangeMod: number; steps: Step[] }> {
  const steps: Step[] = [];
  const conds = conditionsOf(a);
  const stopped = conds.find((c) => c.fx.noActions);
  if (stopped || a.life !== 'ok') return refuse(ref('err_pf1_atk_cannot_act', { name: a.name, state: stopped ? `@cond_pf1_${stopped.id}` : `@life_${a.life}` }), 'command.attacker');
  if (ranged && !w.crossbow && conds.some((c) => c.fx.noRanged)) return refuse(ref('err_pf1_atk_prone_ranged', { name: a.name, weapon: w.name }), 'command.attack');
  if (o.expertise > 0) {
    if (!hasFeat(a, 'combatExpertise')) return refuse(ref('err_pf1_atk_no_expertise', { name: a.name }), 'command.pf1.expertise');
    const most = 1 + Math.floor(a.sheet.stats.bab / 4);
    if (o.expertise > most) return refuse(ref('err_pf1_atk_expertise_max', { name: a.name, most, bab: a.sheet.stats.bab }), 'command.pf1.expertise');
    if (ranged) return refuse(ref('err_pf1_atk_expertise_melee', { weapon: w.name }), 'command.pf1.expertise');
  }
  if ((o.defensive || o.expertise > 0) && a.sheet.status.defense.kind === 'total') return refuse(ref('err_pf1_atk_total_defense', { name: a.name }), 'command.pf1.defensive');
  if (o.defensive && o.expertise > 0) return refuse(ref('err_pf1_atk_defensive_and_expertise', { name: a.name }), 'command.pf1.expertise');
  if (o.lethal && w.id !== UNARMED_ID) return refuse(ref('err_pf1_atk_lethal_unarmed', { weapon: w.name }), 'command.pf1.lethal');
  if (w.kind !== 'natural' && w.id !== UNARMED_ID && !a.sheet.status.drawn.includes(w.id)) return refuse(ref('err_pf1_atk_not_in_hand', { name: a.name, weapon: w.name }), 'command.attack');
  const dist = hexesTo(a, t, o.distanceFt);
  if (dist === null) return ok({ rangeMod: 0, steps: [step('bd_pf_atk_range_unknown', {}, 'PF-ATK-11')] });
  if (!ranged) {
    const r = reachOf(a, w);
    if (dist < Math.max(1, r.min) || dist > Math.max(1, r.max)) {
      const rule = w.reachWeapon ? 'PF-ATK-03' : w.kind === 'natural' ? 'PF-NAT-01' : 'PF-ATK-02';
      return refuse(ref('err_pf1_atk_out_of_reach', { target: t.name, feet: dist * 5, name: a.name, weapon: w.name, min: Math.max(1, r.min) * 5, max: Math.max(1, r.max) * 5, rule }), 'command.target');
    }
    steps.push(step('bd_pf_atk_reach', { distance: dist * 5 }, w.reachWeapon ? 'PF-ATK-03' : w.kind === 'natural' ? 'PF-NAT-01' : 'PF-ATK-02'));
    return ok({ rangeMod: 0, steps });
  }
  // Line of sight on the map, centre to centre (PF-ATK-11, G-36).
  const index = indexMap(state);
  const sight = index ? sightBetween(index, a, t) : null;
  if (sight && !sight.visible) return refuse(ref('err_pf1_atk_no_sight', { name: a.name, target: t.name }), 'command.target');
  const rp = rangePenalty(dist * 5, w);
  if (dist * 5 > rp.max) return refuse(ref('err_pf1_atk_out_of_range', { target: t.name, feet: dist * 5, max: rp.max, weapon: w.name }), 'command.target');
  steps.push(step('bd_pf_atk_range', { distance: dist * 5, increment: w.range, value: rp.penalty }, rp.penalty ? 'PF-ATK-12' : 'PF-ATK-11', 'PF:G-11'));
  return ok({ rangeMod: rp.penalty, steps });
}

/** The attacks of opportunity this attack provokes, before it (PF-AOO-02..05; a ranged attack, the G-01 row). */
function provoked(state: EncounterState, a: PfCombatant, t: PfCombatant, w: Pf1Attack, o: Pf1AttackOptions, ranged: boolean, steps: Step[]) {
  if (o.mode === 'aoo') return [];
  if (w.id === UNARMED_ID && !o.touch) {
    if (isArmed(a)) {
      steps.push(step('bd_pf_atk_armed_unarmed', { name: a.name }, 'PF-AOO-05'));
      return [];
    }
    if (actionRow(state, 'attackUnarmed').provokes === 'no') return [];
    const from = opportunitiesOnAction(state, a, 'PF-AOO-02', t.id);
    if (!from.length) steps.push(step('bd_pf_atk_no_aoo', { name: t.name }, 'PF-AOO-03'));
    return from;
  }
  if (ranged && actionRow(state, 'attackRanged').provokes === 'yes') return opportunitiesOnAction(state, a, 'PF:G-01');
  return [];
}

/** Strength to damage (shared/systems/pf1/attack-numbers.ts, G-17) and its step; none with a bow. */
function strDamage(a: PfCombatant, w: Pf1Attack, planned: Planned | null, steps: Step[]): number {
  const s = strDamageOf(a.sheet.stats, derived(a), w, planned);
  if (!s) return 0;
  steps.push(step('bd_pf_atk_str_damage', { value: s.value, factor: s.factor * 10 }, s.rule, s.factor !== 1 || s.str < 0 ? 'PF:G-17' : undefined));
  return s.value;
}

/** The attack bonus, part by part (G-11, PF-NAT-05, PF-ATK-09/10, PF-DEF-01/02, G-02/08/10/27), and the status it leaves. */
function attackBonus(state: EncounterState, a: PfCombatant, t: PfCombatant, w: Pf1Attack, o: Pf1AttackOptions, sp: { planned: Planned | null; charge: boolean; status: Pf1Status }, ranged: boolean, rangeMod: number) {
  const d = derived(a);
  const steps: Step[] = [];
  let bonus = 0;
  const add = (v: number, msg: string, rule: string, gap?: string, always = false) => {
    if (!v && !always) return;
    bonus += v;
    steps.push(step(msg, { value: v }, rule, gap));
  };
  // The stat block's and weapon's parts (shared/systems/pf1/attack-numbers.ts); a full attack's plan replaces the secondary penalty.
  const p = attackParts(a.sheet.stats, d, w, ranged);
  add(p.bab, 'bd_pf_atk_bab', 'PF:G-11', undefined, true);
  if (sp.planned?.penalty) add(sp.planned.penalty, `bd_pf_atk_planned_${sp.planned.offHand ? 'off' : sp.planned.rule === 'PF:G-10' ? 'main' : w.kind === 'natural' ? 'natural' : 'iterative'}`, sp.planned.rule, sp.planned.rule === 'PF-MULTI-05' ? 'PF:G-09' : undefined);
  else if (!sp.planned && o.mode !== 'full' && p.secondary) add(p.secondary, 'bd_pf_atk_planned_natural', 'PF-NAT-05', hasFeat(a, 'multiattack') ? 'PF:G-10' : undefined);
  add(p.abilityMod, `bd_pf_atk_${p.ability}`, 'PF:G-11');
  add(p.size, 'bd_pf_atk_size', 'PF:G-11');
  add(p.weapon, 'bd_pf_atk_weapon', 'PF:G-25');
  if (w.id === UNARMED_ID && o.lethal) {
    if (hasFeat(a, 'improvedUnarmedStrike')) steps.push(step('bd_pf_atk_lethal_feat', {}, 'PF-ATK-10', 'PF:G-27'));
    else add(-4, 'bd_pf_atk_lethal', 'PF-ATK-09');
  }
  add(rangeMod, 'bd_pf_atk_range_penalty', 'PF-ATK-12', 'PF:G-11');
  if (ranged) {
    const m = intoMelee(state, a, t, o.intoMelee, o.aim);
    bonus += m.value;
    steps.push(...m.steps);
  }
  let st = sp.status;
  const full = st.budget.fullRound === 'fullAttack';
  if (o.defensive && st.defense.kind !== 'defensive') st = { ...st, defense: { kind: 'defensive', ac: 2 }, attackPenalty: -4 };
  if (o.expertise > 0 && (st.defense.kind !== 'expertise' || st.defense.ac !== o.expertise)) st = { ...st, defense: { kind: 'expertise', ac: o.expertise }, attackPenalty: -o.expertise };
  if (st.attackPenalty < 0 && o.mode !== 'aoo') {
    const expertise = st.defense.kind === 'expertise';
    add(st.attackPenalty, expertise ? 'bd_pf_atk_expertise' : 'bd_pf_atk_defensive', expertise ? 'PF-DEF-01' : full ? 'PF-DEF-02' : 'PF-DEF-01', expertise ? 'PF:G-27' : 'PF:G-13');
  }
  if (sp.charge) add(2, 'bd_pf_atk_charge', 'PF:G-02');
  for (const c of conditionsOf(a)) add((ranged ? c.fx.attackRanged : c.fx.attackMelee) ?? 0, `bd_pf_atk_cond_${c.id}`, 'PF:G-05');
  const helpers = aidFor(state, a.id, t.id, 'attack');
  add(2 * helpers.length, 'bd_pf_aid_attack', 'PF-AOO-07', 'PF:G-08');
  add(o.modifier, 'bd_pf_atk_gm', 'PF-ATK-01');
  return { bonus, steps, status: st, helpers };
}

/** Marks the aid another bonuses used (G-08: the ally's next attack, or the next attack against it). */
function useAid(helpers: PfCombatant[], ally: string, against: string, kind: 'attack' | 'ac'): EncounterEvent[] {
  return helpers.map((h) => {
    const aiding = h.sheet.status.aiding.map((x) => (x.ally === ally && x.against === against && x.kind === kind ? { ...x, used: true } : x));
    return status(h, 'bd_pf_aid_used', { ...h.sheet.status, aiding }, 'PF:G-08');
  });
}

/** The `attack` resolver: one attack, as the options declare (a single attack, the next of a full attack, a charge's, an attack of opportunity). */
export const pf1AttackEvents: Resolver<AttackCmd> = (state, cmd, dice) => {
  const a = byId(state, cmd.attacker);
  const mode = cmd.pf1?.mode ?? 'single';
  if (!isPf(a)) return attackEvents(state, cmd, dice);
  // Off its turn a creature attacks only as an attack of opportunity (PF-ECON-19, PF:G-03).
  if (mode !== 'aoo' && state.round >= 1 && state.activeId !== a.id) return refuse(ref('err_pf1_atk_not_turn', { name: a.name }), 'command.attacker');
  if (mode !== 'aoo') return attackEvents(state, cmd, dice);
  // The GM's own attack of opportunity counts like one the engine asks for (G-03, PF-DEF-05, PF-AOO-04).
  const no = aooRefusal(a);
  if (no) return refuse(ref('err_pf1_atk_no_aoo', { name: a.name, rule: no.rule }), 'command.attacker');
  const t = byId(state, cmd.target);
  const counted = status(a, 'bd_pf_aoo_taken', { ...a.sheet.status, aooUsed: a.sheet.status.aooUsed + 1 }, 'PF:G-03', { target: t?.name ?? cmd.target });
  const r = attackEvents(fold(state, [counted]), cmd, dice);
  return r.ok ? ok([counted, ...r.value]) : r;
};

export function attackEvents(state: EncounterState, cmd: Omit<AttackCmd, 'type' | 'inputs' | 'as'> & { as?: AttackCmd['as'] }, dice: RollContext): Result<EncounterEvent[]> {
  const a0 = byId(state, cmd.attacker);
  const t0 = byId(state, cmd.target);
  if (!a0) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.attacker }), { path: 'command.attacker' });
  if (!t0) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.target }), { path: 'command.target' });
  if (!isPf(a0)) return refuse(ref('err_pf1_no_stat_block', { name: a0.name }), 'command.attacker');
  if (!isPf(t0)) return refuse(ref('err_pf1_atk_target_no_stat_block', { name: t0.name }), 'command.target');
  if (t0.life === 'dead') return refuse(ref('err_pf1_dead', { name: t0.name }), 'command.target');
  if (a0.id === t0.id) return refuse(ref('err_pf1_atk_itself', { name: a0.name }), 'command.target');
  const w = attackOf(a0, cmd.attack);
  if (!w) return refuse(ref(cmd.attack === UNARMED_ID ? 'err_pf1_atk_no_unarmed' : 'err_pf1_atk_no_attack', { name: a0.name, attack: cmd.attack }), 'command.attack');
  const o = cmd.pf1 ?? NO_OPTIONS;
  const ranged = w.kind === 'ranged' || w.kind === 'thrown';
  if (o.mode === 'aoo' && ranged) return refuse(ref('err_pf1_atk_aoo_melee', { weapon: w.name }), 'command.attack');
  const legal = legality(state, a0, t0, w, o, ranged);
  if (!legal.ok) return legal;
  const check = spendAttack(a0, w, o);
  if (!check.ok) return check;
  const steps: Step[] = [...legal.value.steps];
  const events: EncounterEvent[] = [];
  let now = state;
  const from = provoked(state, a0, t0, w, o, ranged, steps);
  if (from.length) {
    const r = resolveOpportunities(state, a0.id, from, dice);
    if (!r.ok) return r;
    events.push(...r.value.events);
    now = r.value.state;
  }
  const a = now === state ? a0 : byId(now, a0.id);
  const t = now === state ? t0 : byId(now, t0.id);
  if (!isPf(a) || !isPf(t)) return refuse(ref('err_pf1_atk_left_fight'), 'command.target');
  // After attacks of opportunity the attacker's status has changed: spend from the new one.
  const sp = now === state ? check : spendAttack(a, w, o);
  if (!sp.ok) return sp;
  if (a.life !== 'ok') {
    const spent = status(a, 'bd_pf_atk_lost', sp.value.status, 'PF-AOO-02');
    return ok([...events, spent]);
  }
  const bonus = attackBonus(now, a, t, w, o, sp.value, ranged, legal.value.rangeMod);
  steps.push(...bonus.steps);
  const spentRule = o.mode === 'charge' ? 'PF:G-02' : o.mode === 'full' ? (sp.value.planned?.rule ?? 'PF-MULTI-02') : o.mode === 'aoo' ? 'PF:G-03' : 'PF-ATK-01';
  if (o.mode !== 'aoo' || bonus.status !== a.sheet.status) {
    const e = status(a, o.defensive ? 'bd_pf_atk_defensive_on' : o.expertise ? 'bd_pf_atk_expertise_on' : `bd_pf_atk_spent_${o.mode}`, bonus.status, o.defensive ? (o.mode === 'full' ? 'PF-DEF-02' : 'PF-DEF-01') : o.expertise ? 'PF:G-27' : spentRule, { attack: w.name });
    events.push(e);
  }
  const aidEvents = useAid(bonus.helpers, a.id, t.id, 'attack');
  const ac = armorClass(now, t, { touch: o.touch, ranged, attacker: a });
  steps.push(...ac.steps);
  aidEvents.push(...useAid(aidFor(now, t.id, a.id, 'ac'), t.id, a.id, 'ac'));
  if (aidEvents.length) {
    events.push(...aidEvents);
    now = fold(now, aidEvents);
  }
  const dmgSteps: Step[] = [];
  const str = strDamage(a, w, sp.value.planned, dmgSteps);
  const names = { attacker: a.name, target: t.name, attack: w.name };
  const s = strike(dice, a, {
    bonus: bonus.bonus, ac: ac.value, critRange: w.critRange, critMultiplier: w.critMultiplier, damage: w.damage, damageBonus: str + w.damageBonus,
    ...(w.extraDice ? { extraDice: w.extraDice } : {}), ...(o.precision ? { precision: o.precision } : {}), names,
  });
  steps.push(...s.steps);
  if (s.damage > 0) steps.splice(steps.length - 1, 0, ...dmgSteps);
  const nonlethal = (w.id === UNARMED_ID && !o.lethal) || s.minimum;
  if (s.damage > 0 && w.id === UNARMED_ID) steps.push(step(nonlethal ? 'bd_pf_atk_unarmed_nonlethal' : 'bd_pf_atk_unarmed_lethal', {}, nonlethal ? 'PF-ATK-07' : o.lethal && hasFeat(a, 'improvedUnarmedStrike') ? 'PF-ATK-10' : 'PF-ATK-09'));
  events.push({ type: 'attack.resolved', attacker: a.id, attackerName: a.name, target: t.id, targetName: t.name, attack: w.name, outcome: s.outcome, damage: s.damage, rolls: s.rolls, steps });
  const hurt = hitEvents(now, t.id, { amount: s.damage, nonlethal, rule: s.minimum ? 'PF:G-11' : 'PF-ATK-07' });
  events.push(...hurt);
  // Attacked in melee while down or immobilized: engaged for shooters this round (PF-MELEE-RANGED-03).
  if (!ranged && (isHelpless(t) || hasCondition(t, 'immobilized')) && t.sheet.status.meleeAttackedRound !== now.round) {
    const t2 = byId(fold(now, hurt), t.id);
    if (isPf(t2)) events.push(status(t2, 'bd_pf_atk_attacked_in_melee', { ...t2.sheet.status, meleeAttackedRound: now.round }, 'PF-MELEE-RANGED-03', undefined, { gap: 'PF:G-18' }));
  }
  return ok(events);
}
