/**
 * One Akenar attack (AK-ATK-01): the action it spends, reach or range, the attack bonus as typed
 * modifiers through the one stacking function, the defence the defender chooses (asked, best legal
 * one by default), d20 against it, the critical and its confirmation, triple 20, damage rolls that
 * add, CA once through PA or subtlety, the wound, armour damage and stuck arrows. Every step is logged.
 */
import { akenarMeleeReach } from '../../../shared/systems/akenar/reach.js';
import { akenarSettings } from '../../../shared/systems/akenar/settings.js';
import type { CommandOf } from '../../../shared/model/commands.js';
import { akenarAttackOptionsSchema } from '../../../shared/systems/akenar/commands.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { Modifier } from '../../../shared/engine/modifiers.js';
import { stack } from '../../../shared/engine/stack.js';
import { D20_STACKING } from '../../../shared/engine/policies.js';
import { withBonus } from '../../../shared/dice/notation.js';
import type { RollRecord } from '../../../shared/dice/index.js';
import { combatantDistance, indexMap, sightBetween } from '../../../shared/battlefield/spatial.js';
import type { AkenarStatus } from '../../../shared/systems/akenar/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import { armourDamage, combinedMultiplier, effectivePa, hitThroughArmour, rangePenalty, repairCost, repairJob, strToDamage, tripleTwenty } from './damage.js';
import { defenceOptions, type DefenceKind } from './defence.js';
import { attackBonusMods } from '../../../shared/systems/akenar/attack-bonus.js';
import { touchSpell } from './spells.js';
import { attack as spendAttack, defensiveStance, runDefence, spend } from './economy.js';
import { aooAllowance, aooRefusal, opportunitiesOnAction, threatens } from './opportunity.js';
import {
  askOpportunity, canMakeAoo, defenceStats, derived, friends, grappleOf, hasFeat, isAk, isArmed, isFlatFooted, isGrappled, isHelpless, status, surroundedOnMap, threatener, UNARMED_ID, weaponOf, type AkCombatant,
} from './sheet.js';
import { fold } from '../core/fold.js';
import { blowEvents, natural } from './wounds.js';
import { afterStrenuousAction } from './health.js';

type AttackCommand = Extract<CommandOf<'akenar'>, { type: 'attack' }>;
type AkAttackInput = Omit<AttackCommand, 'type' | 'inputs' | 'salt'>;

const r = (id: string, gap?: string) => (gap ? { id, gap } : { id });
const mod = (value: number, type: Modifier['type'], id: string, rule: string): Modifier => ({ target: 'attack', op: 'add', value, type, source: { kind: 'rule', id }, rule: { id: rule } });
/** The options of an attack that declares none (commands arrive parsed, with their defaults). */
export const NO_OPTIONS = akenarAttackOptionsSchema.parse({});
const ENTANGLED_ABOVE = /^(enredado|entangled)$/i;

/** What the attack spends: the attack action or part of a full attack, an attack of opportunity, or nothing. */
function spendFor(a: AkCombatant, as: AttackCommand['as'], fullAttack: boolean, touch: boolean): Result<AkenarStatus> {
  const s = a.sheet.status;
  if (as === 'free') return ok(s);
  // The touch of a spell cast this turn comes with the casting (AK-SPELL-13).
  if (touch && s.touchFree && as === 'action') return ok({ ...s, touchFree: false });
  if (as === 'reaction') {
    const no = aooRefusal({ armed: isArmed(a), flatFooted: isFlatFooted(a), totalDefence: s.defenceBonus >= 4, castingLong: s.casting !== null });
    if (no) return failRef('INVALID_COMMAND', ref('err_ak_no_aoo_now', { name: a.name, rule: no.rule }), { path: 'command.as' });
    const allowed = aooAllowance(derived(a).dexMod, hasFeat(a, 'combatReflexes'));
    if (s.aooUsed >= allowed) return failRef('INVALID_COMMAND', ref('err_ak_aoo_spent', { name: a.name, allowed }), { path: 'command.as' });
    return ok({ ...s, aooUsed: s.aooUsed + 1 });
  }
  let b = s.budget;
  // The charge's one attack comes with the charge's full-round action (AK-DEF-10, AK:G-07).
  if (b.fullRound === 'charge') return b.attacks === 0 ? ok({ ...s, budget: { ...b, attacks: 1 } }) : failRef('INVALID_COMMAND', ref('err_ak_charge_done', { name: a.name }), { path: 'command.attacker' });
  if (fullAttack && b.fullRound !== 'fullAttack') {
    const f = spend(b, 'fullRound', { full: 'fullAttack' });
    if (!f.ok) return failRef('INVALID_COMMAND', ref('err_ak_no_full_attack', { name: a.name, rule: f.rule }), { path: 'command.akenar.fullAttack' });
    b = f.budget;
  }
  const spent = spendAttack(b);
  if (!spent.ok) return failRef('INVALID_COMMAND', ref('err_ak_cannot_attack', { name: a.name, rule: spent.rule }), { path: 'command.attacker' });
  return ok({ ...s, budget: spent.budget });
}

/** `intoGrapple`: the roll that picked the target among a grapple's participants (AK-DEF-27). */
export function akAttackEvents(state: EncounterState, cmd: AkAttackInput, dice: RollContext, provoked = false, intoGrapple?: RollRecord): Result<EncounterEvent[]> {
  const attacker = state.combatants.find((c) => c.id === cmd.attacker);
  const target = state.combatants.find((c) => c.id === cmd.target);
  if (!attacker) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.attacker }), { path: 'command.attacker' });
  if (!target) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.target }), { path: 'command.target' });
  if (!isAk(attacker)) return failRef('INVALID_COMMAND', ref('err_ak_no_stats', { name: attacker.name }), { path: 'command.attacker' });
  if (!isAk(target)) return failRef('INVALID_COMMAND', ref('err_ak_no_defences', { name: target.name }), { path: 'command.target' });
  if (target.life === 'dead') return failRef('INVALID_COMMAND', ref('err_ak_is_dead', { name: target.name }), { path: 'command.target' });
  const weapon = weaponOf(attacker, cmd.attack);
  if (!weapon) return failRef('INVALID_COMMAND', ref('err_ak_no_weapon', { name: attacker.name, weapon: cmd.attack }), { path: 'command.attack' });
  const o = cmd.akenar ?? NO_OPTIONS;
  if (o.thrown && (weapon.kind !== 'melee' || weapon.rangeIncrementM === undefined)) return failRef('INVALID_COMMAND', ref('err_ak_not_throwable', { weapon: weapon.name }), { path: 'command.akenar.thrown' });
  const thrown = o.thrown || weapon.kind === 'thrown';
  const ranged = weapon.kind !== 'melee' || o.thrown;
  const isUnarmed = weapon.id === UNARMED_ID;
  // An unarmed attack on an armed foe provokes its attack of opportunity first (AK-UNARMED-02); a
  // touch that delivers a spell counts as armed (AK-UNARMED-03, AK-SPELL-14).
  const armed = isArmed(attacker) || o.touch;
  if (isUnarmed && !provoked && cmd.as !== 'reaction' && attacker.position && canMakeAoo(target) && opportunitiesOnAction('unarmedAttack', { position: attacker.position, size: attacker.size, armed }, [threatener(target)], target.id).length) {
    const choice = askOpportunity(dice, target, attacker);
    if (choice !== null) {
      const oa = akAttackEvents(state, { attacker: target.id, target: attacker.id, attack: choice, as: 'reaction' }, dice.scope(`oa.${target.id}.`));
      if (!oa.ok) return oa;
      const now = fold(state, oa.value);
      if (now.combatants.find((x) => x.id === attacker.id)?.life !== 'ok') return oa;
      const rest = akAttackEvents(now, cmd, dice, true);
      return rest.ok ? ok([...oa.value, ...rest.value]) : rest;
    }
  }
  if (o.subtle && o.powerAttack > 0) return failRef('INVALID_COMMAND', ref('err_ak_power_subtle'), { path: 'command.akenar.powerAttack' });
  if (o.powerAttack > 0 && !hasFeat(attacker, 'powerAttack')) return failRef('INVALID_COMMAND', ref('err_ak_no_power_attack', { name: attacker.name }), { path: 'command.akenar.powerAttack' });
  if (o.subtle && (ranged || !weapon.subtle)) {
    return failRef('INVALID_COMMAND', ref('err_ak_not_subtle', { weapon: weapon.name, rule: ranged ? 'AK-SUB-04' : 'AK-SUB-01' }), { path: 'command.akenar.subtle' });
  }
  const spent = spendFor(attacker, cmd.as, o.fullAttack, o.touch);
  if (!spent.ok) return spent;
  // A blow into a grapple from outside it falls on a random participant (AK-DEF-27).
  const grapple = intoGrapple ? [] : grappleOf(state, target, attacker);
  if (grapple.length > 1) {
    const roll = dice.roll({ key: `grapple.${target.id}`, notation: `1d${grapple.length}`, purpose: { msg: 'prompt_ak_grapple', params: { name: target.name } }, roller: null });
    return akAttackEvents(state, { ...cmd, target: (grapple[roll.total - 1] ?? target).id }, dice, provoked, roll);
  }

  const steps: Step[] = [];
  const rolls: RollRecord[] = [];
  if (intoGrapple) {
    rolls.push(intoGrapple);
    steps.push({ msg: 'bd_ak_grapple_blow', params: { name: target.name, roll: intoGrapple.total }, rule: r('AK-DEF-27', 'AK:G-01') });
  }
  const names = { attacker: attacker.name, target: target.name, attack: weapon.name };
  const A = derived(attacker);
  const index = indexMap(state);
  const distance = combatantDistance(attacker, target) ?? o.distanceM ?? null;

  const sight = ranged && index ? sightBetween(index, attacker, target) : null;
  if (sight && !sight.visible) return failRef('INVALID_COMMAND', ref('err_ak_no_sight', { name: attacker.name, target: target.name }), { path: 'command.target' });
  // Reach and range (AK-ATK-13, AK:G-16; AK-ATK-09..11, AK:G-14).
  let rangeMod = 0;
  if (!ranged && distance !== null) {
    const reach = akenarMeleeReach(attacker.reach.max, weapon.reachM);
    if (distance < reach.min || distance > reach.max) return failRef('INVALID_COMMAND', ref('err_ak_out_of_reach', { target: target.name, distance, weapon: weapon.name }), { path: 'command.target' });
  }
  if (ranged) {
    const inc = weapon.rangeIncrementM ?? 1;
    const kind = thrown ? 'thrown' : 'projectile';
    if (distance !== null) {
      const p = rangePenalty(distance, inc, kind);
      if (p === null) return failRef('INVALID_COMMAND', ref('err_ak_beyond_range', { target: target.name, distance, weapon: weapon.name }), { path: 'command.target' });
      rangeMod = akenarSettings(state).rangeFloor ? -2 * Math.floor(distance / inc) : p;
      steps.push({ msg: 'bd_ak_range', params: { distance, increment: inc, value: rangeMod }, rule: r(rangeMod ? 'AK-ATK-10' : 'AK-ATK-09', 'AK:G-14') });
    } else steps.push({ msg: 'bd_ak_range_unknown', params: {}, rule: r('AK-ATK-12') });
  }

  // Attack bonus: typed modifiers, stacked once (AK-ATK-02..04).
  const mods: Modifier[] = [
    ...attackBonusMods(attacker.sheet.stats, A, weapon, { ranged, subtle: o.subtle }),
    mod(rangeMod, 'untyped', 'range', 'AK-ATK-10'),
    mod(o.modifier, 'circumstance', 'gm', 'AK-ATK-04'),
  ];
  if (ranged && !hasFeat(attacker, 'preciseShot')) {
    const gap = index ? nearestFriendInMelee(state, attacker, target) : (o.targetAllyGap ?? null);
    if (gap !== null && gap < 2) mods.push(mod(-4, 'untyped', 'melee', 'AK-ATK-14'));
    else if (gap !== null) steps.push({ msg: 'bd_ak_melee_clear', params: { gap }, rule: r('AK-ATK-15', 'AK:G-15') });
  } else if (ranged) steps.push({ msg: 'bd_ak_precise_shot', params: {}, rule: r('AK-ATK-16') });
  const stance = defensiveStance('fightDefensively');
  if (o.defensive || attacker.sheet.status.attackPenalty < 0) mods.push(mod(stance.attack, 'untyped', 'defensive', stance.rule));
  if (isUnarmed && o.lethal && !hasFeat(attacker, 'improvedUnarmedStrike')) mods.push(mod(-4, 'untyped', 'lethal', 'AK-UNARMED-07'));
  if (o.powerAttack > 0) mods.push(mod(-o.powerAttack, 'untyped', 'power', 'AK-SUB-05'));
  const stacked = stack(0, mods, D20_STACKING, {});
  for (const i of stacked.applied) {
    const m = mods[i]!;
    if (m.value !== 0) steps.push({ msg: `bd_ak_mod_${m.source.id}`, params: { value: m.value }, rule: m.rule });
  }
  const bonus = stacked.value;

  // The defence, chosen before the roll (AK-DEF-07); the log says which and why.
  const T = target.sheet.status;
  const run = T.running ? runDefence(hasFeat(target, 'run')) : null;
  const running = run !== null && !run.canDodge;
  const grappled = isGrappled(target);
  const situation = {
    ranged, touch: o.touch, flatFooted: isFlatFooted(target), noReaction: running || grappled, uncannyDodge: hasFeat(target, 'uncannyDodge'), helpless: isHelpless(target),
    surrounded: (index ? surroundedOnMap(state, index, target) : o.surrounded) ?? false,
    // A weapon, a shield or improved unarmed strike parries; only the completely unarmed take −4 (AK-DEF-20).
    parryWith: !isArmed(target) && !target.sheet.stats.weapons.length && !target.sheet.stats.armour.shield ? ('unarmed' as const) : target.sheet.stats.improvisedParry && !hasFeat(target, 'versatility') ? ('improvised' as const) : ('weapon' as const),
    charging: T.charging,
  };
  const choice = defenceOptions(defenceStats(target), situation);
  // Casting a somatic spell (this action, or over several rounds): no Parada, Esquiva stays (AK-SPELL-02, AK:G-25).
  const casting = o.targetCasting || T.casting !== null;
  // A runner with the Run feat may dodge, never parry (AK-ACT-36).
  if (casting || (run && !run.canParry)) choice.options = choice.options.filter((x) => x.kind !== 'parry');
  // Entangled from above (a net): −4 to Parada with anything larger than a dagger (AK-DEF-26).
  const netted = target.conditions.some((c) => ENTANGLED_ABOVE.test(c.trim())) && !target.sheet.stats.weapons.some((w) => w.light);
  if (netted) for (const x of choice.options) if (x.kind === 'parry') Object.assign(x, { value: x.value - 4, rules: [...x.rules, 'AK-DEF-26'] });
  const anyDefence = akenarSettings(state).defensiveBonusAnyDefence;
  // The higher defence first: the one the prompt offers as the default (AK-DEF-07).
  const options = choice.options
    .map((x) => ({ ...x, value: x.value + (T.defenceBonus && (anyDefence || x.kind === 'dodge') ? T.defenceBonus : 0) + (run?.defence ?? 0) }))
    .sort((a, b) => b.value - a.value);
  const best = options.reduce((a, b) => (b.value > a.value ? b : a)).kind;
  let chosen: DefenceKind = best;
  if (options.length > 1) {
    chosen = dice.choose({
      key: `def.${target.id}`,
      roller: target,
      question: { msg: 'prompt_ak_defence', params: { name: target.name, attacker: attacker.name } },
      options: options.map((x, i) => ({ value: x.kind, label: { msg: i === 0 && x.value > options[1]!.value ? `lg_ak_${x.kind}_best` : `opt_ak_${x.kind}`, params: { value: x.value } } })),
      default: best,
    }) as DefenceKind;
  }
  const def = options.find((x) => x.kind === chosen)!;
  const why = situation.helpless ? 'AK-DEF-28' : grappled ? 'AK-DEF-27' : running ? 'AK-ACT-36' : situation.flatFooted && options.length === 1 ? 'AK-DEF-15' : null;
  if (why) steps.push({ msg: 'bd_ak_base_only', params: { name: target.name, why }, rule: r(why) });
  if (ranged && options.length > 1) steps.push({ msg: 'bd_ak_no_parry_ranged', params: {}, rule: r('AK-DEF-24') });
  if (casting && !ranged && !o.touch) steps.push({ msg: 'bd_ak_no_parry_casting', params: { name: target.name }, rule: r('AK-SPELL-02', 'AK:G-25') });
  if (o.touch) steps.push({ msg: 'bd_ak_touch', params: {}, rule: r('AK-DEF-25') });
  steps.push({ msg: `bd_ak_defence_${def.kind}`, params: { name: target.name, value: def.value }, rule: r(options.length > 1 ? 'AK-DEF-07' : def.rules[0]!) });
  for (const rule of def.rules.slice(1)) steps.push({ msg: 'bd_ak_defence_adjusted', params: {}, rule: r(rule, rule === 'AK-DEF-13' ? 'AK:G-22' : undefined) });
  if (T.defenceBonus && (anyDefence || def.kind === 'dodge')) steps.push({ msg: 'bd_ak_defence_bonus', params: { value: T.defenceBonus }, rule: r(T.defenceBonus >= 4 ? 'AK-ACT-12' : 'AK-ACT-10', 'AK:G-23') });
  if (run) steps.push({ msg: 'bd_ak_running_defence', params: {}, rule: r('AK-ACT-36', 'AK:G-41') });

  // The roll (AK-ATK-05..07).
  const notation = withBonus('1d20', bonus);
  const atk = dice.roll({ key: 'atk.d20', notation, purpose: { msg: 'prompt_attack', params: names }, roller: attacker });
  rolls.push(atk);
  const n = natural(atk);
  const hit = n === 20 || (n !== 1 && atk.total >= def.value);
  steps.push({ msg: hit ? 'bd_ak_hit' : 'bd_ak_miss', params: { notation, natural: n, total: atk.total, defence: def.value }, rule: r(n === 1 ? 'AK-ATK-06' : n === 20 ? 'AK-ATK-07' : 'AK-ATK-05', 'AK:G-12') });
  // Holding a touch spell: a touch discharges it on a hit, and so does an unarmed or natural attack
  // instead (AK-SPELL-14, AK-SPELL-17); a miss keeps the charge.
  const held = spent.value.holding;
  const byHand = o.touch || isUnarmed || (attacker.sheet.stats.natural && !ranged);
  const charge = held && byHand ? touchSpell({ held, castThisTurn: false }, o.touch ? { type: 'touchEnemy', hit } : { type: 'unarmedAttack', hit }) : null;
  const after = afterAttacker(attacker, spent.value, charge?.ok ? charge.state.held : held, o, cmd.as);
  if (!hit) {
    return ok([...after.status, { type: 'attack.resolved', attacker: attacker.id, attackerName: attacker.name, target: target.id, targetName: target.name, attack: weapon.name, outcome: n === 1 ? 'fumble' : 'miss', damage: 0, rolls, steps }, ...after.strain]);
  }

  // Threat, confirmation, triple 20 (AK-CRIT-01..06).
  let critical = false;
  let killed = false;
  if (n >= weapon.critRange.min && !target.sheet.stats.critImmune) {
    const confirm = dice.roll({ key: 'atk.confirm', notation, purpose: { msg: 'prompt_ak_confirm', params: names }, roller: attacker });
    rolls.push(confirm);
    const cn = natural(confirm);
    critical = cn === 20 || (cn !== 1 && confirm.total >= def.value);
    steps.push({ msg: critical ? 'bd_ak_confirmed' : 'bd_ak_not_confirmed', params: { notation, natural: cn, total: confirm.total, defence: def.value }, rule: r(n < 20 ? 'AK-CRIT-04' : 'AK-CRIT-01') });
    if (n === 20 && cn === 20) {
      const third = dice.roll({ key: 'atk.third', notation: '1d20', purpose: { msg: 'prompt_ak_third', params: names }, roller: attacker });
      rolls.push(third);
      killed = tripleTwenty([n, cn, natural(third)], target.sheet.stats.critImmune);
      steps.push({ msg: killed ? 'bd_ak_triple_twenty' : 'bd_ak_no_triple', params: { name: target.name }, rule: r('AK-CRIT-06', 'AK:G-31') });
    }
  } else if (n >= weapon.critRange.min) steps.push({ msg: 'bd_ak_crit_immune', params: { name: target.name }, rule: r('AK-CRIT-06') });

  // A touch delivers the spell and deals no damage of its own: the spell's effect is the GM's
  // (AK-SPELL-13/14); only an unarmed attack made instead deals unarmed damage (AK-SPELL-17).
  if (o.touch) {
    const resolved: EncounterEvent = { type: 'attack.resolved', attacker: attacker.id, attackerName: attacker.name, target: target.id, targetName: target.name, attack: weapon.name, outcome: critical ? 'critical' : 'hit', damage: 0, rolls, steps };
    const dead: EncounterEvent[] = killed ? [{ type: 'life.changed', id: target.id, name: target.name, life: 'dead', deathSaves: { successes: 0, failures: 0 }, reason: 'bd_ak_killed_triple', rule: r('AK-CRIT-06', 'AK:G-31') }] : [];
    return ok([...after.status, resolved, ...dead, ...after.strain]);
  }

  // Damage: rolls that add, extras never multiplied, Str by grip (AK-DMG-04..10, AK-CRIT-02/03).
  const strDmg = weapon.kind === 'projectile' ? 0 : strToDamage(A.strMod, o.grip, weapon.light);
  const multipliers = [...(critical ? [weapon.critMultiplier] : []), ...o.multipliers];
  const times = combinedMultiplier(multipliers);
  const dmgNotation = withBonus(weapon.damage, strDmg + weapon.magic + o.powerAttack);
  const dmg: number[] = [];
  for (let i = 0; i < times; i++) {
    const d = dice.roll({ key: `atk.dmg.${i}`, notation: dmgNotation, purpose: { msg: 'prompt_damage', params: { attack: weapon.name, type: weapon.damageTypes[0] ?? '' } }, roller: attacker, allowTotal: true });
    rolls.push(d);
    dmg.push(d.total);
  }
  if (strDmg !== 0) steps.push({ msg: `bd_ak_str_${o.grip}`, params: { value: strDmg }, rule: r(o.grip === 'off' ? 'AK-DMG-06' : o.grip === 'two' ? 'AK-DMG-07' : 'AK-DMG-04', 'AK:G-28') });
  if (times > 1) steps.push({ msg: 'bd_ak_multiplied', params: { times, rolls: dmg.join(' + ') }, rule: r(multipliers.length > 1 ? 'AK-DMG-09' : 'AK-DMG-08') });
  let extra = 0;
  if (o.extraDice) {
    const e = dice.roll({ key: 'atk.extra', notation: o.extraDice, purpose: { msg: 'prompt_ak_extra', params: names }, roller: attacker, allowTotal: true });
    rolls.push(e);
    extra = e.total;
    steps.push({ msg: 'bd_ak_extra', params: { value: extra }, rule: r(critical ? 'AK-CRIT-03' : 'AK-DMG-10') });
  }
  const D = derived(target);
  const pa = effectivePa({ pa: weapon.pa, strMod: A.strMod, strToDamage: weapon.kind !== 'projectile', magic: weapon.magic, subtle: o.subtle });
  const through = hitThroughArmour({ rolls: dmg, extra, ca: D.ca, pa, ...(o.subtle ? { subtle: { attackTotal: atk.total, defence: def.value } } : {}) });
  if (through.rolled > dmg.reduce((s, x) => s + x, 0) + extra) steps.push({ msg: 'bd_ak_min_damage', params: {}, rule: r('AK-DMG-03', 'AK:G-27') });
  if (D.ca > 0) {
    if (through.ignored) steps.push({ msg: 'bd_ak_subtle_ignores', params: { total: atk.total, defence: def.value, ca: D.ca }, rule: r('AK-SUB-07', 'AK:G-30') });
    else if (through.penetrated) steps.push({ msg: 'bd_ak_penetrates', params: { pa, ca: D.ca, applied: through.caApplied }, rule: r('AK-ARM-08') });
    else steps.push({ msg: weapon.pa === 0 ? 'bd_ak_pa_zero' : 'bd_ak_armour', params: { pa, ca: D.ca }, rule: r(weapon.pa === 0 ? 'AK-ARM-09' : o.subtle ? 'AK-SUB-06' : 'AK-ARM-03') });
  }
  steps.push({ msg: 'bd_ak_taken', params: { rolled: through.rolled, ca: through.caApplied, taken: through.taken }, rule: r(times > 1 ? 'AK-ARM-12' : 'AK-ARM-10', 'AK:G-27') });

  const events: EncounterEvent[] = [...after.status];
  events.push({ type: 'attack.resolved', attacker: attacker.id, attackerName: attacker.name, target: target.id, targetName: target.name, attack: weapon.name, outcome: critical ? 'critical' : 'hit', damage: through.taken, rolls, steps });
  if (killed) {
    events.push({ type: 'combatant.damaged', id: target.id, name: target.name, amount: through.taken, before: target.hp.current, after: target.hp.current - through.taken });
    events.push({ type: 'life.changed', id: target.id, name: target.name, life: 'dead', deathSaves: { successes: 0, failures: 0 }, reason: 'bd_ak_killed_triple', rule: r('AK-CRIT-06', 'AK:G-31') });
    return ok([...events, ...after.strain]);
  }
  events.push(...blowEvents(state, target, through.taken, dice, { nonlethal: isUnarmed && !o.lethal && !attacker.sheet.stats.natural }));
  events.push(...armourAndArrows(target, through, weapon, dice));
  return ok([...events, ...after.strain]);
}

/**
 * The hex distance from `target` to the nearest character friendly to `shooter` in melee with it:
 * enemies of the target, one threatening the other (AK-ATK-14/15, `threatens`: an unarmed
 * combatant threatens no one); the unconscious and the helpless do not count. Null when none is.
 */
function nearestFriendInMelee(state: EncounterState, shooter: AkCombatant, target: AkCombatant): number | null {
  let best: number | null = null;
  for (const f of state.combatants) {
    if (f.id === shooter.id || !isAk(f) || !friends(f, shooter) || friends(f, target) || f.life !== 'ok' || isHelpless(f)) continue;
    const engaged = (!!target.position && threatens(threatener(f), target.position, target.size)) || (!!f.position && threatens(threatener(target), f.position, f.size));
    const d = engaged ? combatantDistance(f, target) : null;
    if (d !== null && (best === null || d < best)) best = d;
  }
  return best;
}

/** Armour damage on 20+ taken (AK-ARM-13..16, AK:G-32) and a stuck arrow on 10+ (AK-ARROW-01, AK:G-43). */
function armourAndArrows(target: AkCombatant, through: ReturnType<typeof hitThroughArmour>, weapon: { kind: string; metalTipped?: boolean | undefined }, dice: RollContext): EncounterEvent[] {
  const events: EncounterEvent[] = [];
  let s = target.sheet.status;
  const { body, helmet } = target.sheet.stats.armour;
  const D = derived(target);
  if (through.armourHit && (D.bodyCa > 0 || D.helmetCa > 0)) {
    const roll = dice.roll({ key: `armour.${target.id}`, notation: '1d4', purpose: { msg: 'prompt_ak_armour', params: { name: target.name } }, roller: null });
    const lost = roll.total;
    const { body: onBody, helmet: onHelmet } = armourDamage(lost, { body: D.bodyCa, helmet: D.helmetCa });
    s = { ...s, armourLoss: { body: s.armourLoss.body + onBody, helmet: s.armourLoss.helmet + onHelmet } };
    const bodyAfter = D.bodyCa - onBody;
    const cost = repairCost(body?.costGp ?? 0, s.armourLoss.body) + repairCost(helmet?.costGp ?? 0, s.armourLoss.helmet);
    const job = repairJob(s.armourLoss.body + s.armourLoss.helmet);
    const destroyed = bodyAfter === 0 && !!body;
    // Destroyed armour cannot be repaired (AK-ARM-16): no cost to show.
    events.push({ ...status(target, destroyed ? 'bd_ak_armour_destroyed' : 'bd_ak_armour_damaged', s, destroyed ? 'AK-ARM-16' : 'AK-ARM-13', destroyed ? { lost } : { lost, helmet: onHelmet, ca: D.ca - onBody - onHelmet, cost, dc: job.armoursmithDc, dcSmith: job.blacksmithDc, hours: job.hours }), roll } as EncounterEvent);
  }
  if (weapon.kind === 'projectile' && weapon.metalTipped && through.taken >= 10) {
    const roll = dice.roll({ key: `arrow.${target.id}`, notation: '1d100', purpose: { msg: 'prompt_ak_arrow', params: { name: target.name } }, roller: null });
    if (roll.total <= 50) events.push({ ...status(target, 'bd_ak_arrow_stuck', { ...s, arrows: s.arrows + 1 }, 'AK-ARROW-01', { arrows: s.arrows + 1 }), roll } as EncounterEvent);
    else events.push({ type: 'checks.rolled', name: target.name, rolls: [roll], steps: [{ msg: 'bd_ak_arrow_not_stuck', params: { name: target.name, total: roll.total }, rule: { id: 'AK-ARROW-01', gap: 'AK:G-43' } }] });
  }
  return events;
}

/**
 * The attacker after the attack: what it spent and the charge it still holds; fighting defensively
 * (+2 dodge until its next turn, AK-ACT-10) or charging (AK-DEF-10); a disabled character's
 * strenuous action costs 1 HP (AK-HP-11).
 */
function afterAttacker(a: AkCombatant, spent: AkenarStatus, holding: string | null, o: { defensive: boolean; charge: boolean }, as: AttackCommand['as']): { status: EncounterEvent[]; strain: EncounterEvent[] } {
  const stance = defensiveStance('fightDefensively');
  const next: AkenarStatus = {
    ...spent,
    holding,
    ...(o.defensive ? { defenceBonus: Math.max(spent.defenceBonus, stance.dodge), attackPenalty: stance.attack } : {}),
    ...(o.charge ? { charging: true } : {}),
  };
  const changed = spent !== a.sheet.status || o.defensive || o.charge || holding !== spent.holding;
  const reason = as === 'reaction' ? 'bd_ak_aoo_spent' : o.defensive ? 'bd_ak_fighting_defensively' : 'bd_ak_attack_spent';
  const statusEvents = changed ? [status(a, reason, next, as === 'reaction' ? 'AK-AOO-06' : o.defensive ? 'AK-ACT-10' : o.charge ? 'AK-DEF-10' : 'AK-ACT-08', { used: next.aooUsed })] : [];
  const strain: EncounterEvent[] = [];
  if (as === 'action' && a.hp.current === 0 && a.life === 'ok' && spent.budget.attacks === 1) {
    const s = afterStrenuousAction(0, a.sheet.stats.abilities.con);
    strain.push({ type: 'combatant.damaged', id: a.id, name: a.name, amount: 1, before: 0, after: s.hp });
    strain.push({ type: 'life.changed', id: a.id, name: a.name, life: 'unconscious', deathSaves: { successes: 0, failures: 0 }, reason: 'bd_ak_strenuous', rule: r('AK-HP-11') });
  }
  return { status: statusEvents, strain };
}
