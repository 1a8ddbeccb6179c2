/**
 * Akenar actions other than attacks and moves (AK-ACT-*), spellcasting with its Concentration
 * checks (AK-SPELL-*), first aid (AK-HP-19), stuck arrows pulled out (AK-ARROW-04/05), and combat
 * maneuvers (AK-MAN-*).
 */
import type { CommandOf } from '../../../shared/model/commands.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Step } from '../../../shared/engine/prompt.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { withBonus } from '../../../shared/dice/notation.js';
import type { AkenarStatus } from '../../../shared/systems/akenar/schema.js';
import { akenarRecord } from '../../../shared/systems/akenar/sheet.js';
import type { RollContext } from '../core/dice-engine.js';
import { defensiveStance, spend, takeAction, type AkActionId } from './economy.js';
import { castingAction, castingChecks, concentrationCheck, concentrationDcOnDamage, spellRuined, touchSpell } from './spells.js';
import { opportunitiesOnAction } from './opportunity.js';
import { opportunityAttack } from './aoo.js';
import { fold } from '../core/fold.js';
import { maneuverBonus, maneuverDefence, resolveManeuver } from './maneuvers.js';
import { askOpportunity, canMakeAoo, derived, friends, isAk, isFlatFooted, isHelpless, status, threatener, type AkCombatant } from './sheet.js';
import { blowEvents, natural } from './wounds.js';

type AkAction = Extract<CommandOf<'akenar'>, { type: 'akenarAction' }>;
type Maneuver = Extract<CommandOf<'akenar'>, { type: 'maneuver' }>;

/** The economy action behind each command action. */
const ECONOMY: Record<AkAction['action'], AkActionId> = {
  totalDefence: 'totalDefence', drawSheathe: 'drawSheathe', readyShield: 'readyShield', manipulateObject: 'manipulateObject', activateObject: 'activateObject',
  standUp: 'standUp', dropProne: 'dropProne', dropObject: 'dropObject', mountDismount: 'mountDismount', specialAbility: 'specialAbility', useFeatOrSkill: 'useFeatOrSkill',
  castSpell: 'castSpell', touchFriends: 'activateObject', stabilize: 'useFeatOrSkill', removeArrow: 'activateObject', removeArrowHeal: 'useFeatOrSkill', speak: 'speak',
};
const RULE: Record<AkAction['action'], string> = {
  totalDefence: 'AK-ACT-12', drawSheathe: 'AK-ACT-16', readyShield: 'AK-ACT-19', manipulateObject: 'AK-ACT-20', activateObject: 'AK-ACT-04', standUp: 'AK-ACT-21',
  dropProne: 'AK-ACT-42', dropObject: 'AK-ACT-41', mountDismount: 'AK-ACT-22', specialAbility: 'AK-ACT-27', useFeatOrSkill: 'AK-ACT-44', castSpell: 'AK-SPELL-01', touchFriends: 'AK-SPELL-15',
  stabilize: 'AK-HP-19', removeArrow: 'AK-ARROW-04', removeArrowHeal: 'AK-ARROW-05', speak: 'AK-ACT-43',
};

export function akActionEvents(state: EncounterState, cmd: AkAction, dice: RollContext): Result<EncounterEvent[]> {
  const c = state.combatants.find((x) => x.id === cmd.id);
  if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
  if (!isAk(c)) return failRef('INVALID_COMMAND', ref('err_ak_no_stats', { name: c.name }), { path: 'command.id' });
  const target = cmd.target === undefined ? c : state.combatants.find((x) => x.id === cmd.target);
  if (!target) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.target ?? '' }), { path: 'command.target' });
  const long = cmd.action === 'castSpell' && cmd.spell && cmd.spell.castingTime !== 'normal';
  const many = cmd.action === 'touchFriends' && cmd.count > 1;
  // The first touch of a touch spell comes with its casting, in the same turn (AK-SPELL-13).
  const freeTouch = cmd.action === 'touchFriends' && cmd.count === 1 && c.sheet.status.touchFree;
  const spent = freeTouch
    ? ({ ok: true, budget: c.sheet.status.budget } as const)
    : long || many
      ? spend(c.sheet.status.budget, 'fullRound')
      : takeAction(c.sheet.status.budget, ECONOMY[cmd.action], { baseAttack: c.sheet.stats.baseAttack });
  if (!spent.ok) return failRef('INVALID_COMMAND', ref('err_ak_cannot_now', { name: c.name, rule: spent.rule }), { path: 'command.action' });
  let next: AkenarStatus = { ...c.sheet.status, budget: spent.budget };
  const params: Record<string, string | number> = {};
  const before: EncounterEvent[] = [];
  const after: EncounterEvent[] = [];
  switch (cmd.action) {
    case 'totalDefence':
      next = { ...next, defenceBonus: defensiveStance('totalDefence').dodge };
      break;
    case 'standUp':
    case 'dropProne': {
      // Standing up provokes attacks of opportunity (AK-ACT-21).
      if (cmd.action === 'standUp') {
        const hurt = provokedOpportunities(state, c, dice, 'standUp', false);
        if (!hurt.ok) return hurt;
        after.push(...hurt.value.events);
        if (hurt.value.down) break;
      }
      const prone = c.conditions.find((x) => /^(derribado|prone|tumbado)$/i.test(x.trim()));
      if (cmd.action === 'standUp' && prone) after.push({ type: 'condition.removed', id: c.id, name: c.name, condition: prone });
      if (cmd.action === 'dropProne' && !prone) after.push({ type: 'condition.added', id: c.id, name: c.name, condition: 'derribado' });
      break;
    }
    case 'castSpell': {
      const spell = cmd.spell;
      if (!spell) return failRef('INVALID_COMMAND', ref('err_ak_spell_needed'), { path: 'command.spell' });
      params.spell = spell.name;
      params.pp = spell.pp;
      // A touch spell holds its charge; casting any spell dissipates a held one (AK-SPELL-13, AK-SPELL-16).
      const charge = touchSpell({ held: next.holding, castThisTurn: next.touchFree }, spell.touch ? { type: 'cast', spell: spell.name } : { type: 'castOther' });
      if (!charge.ok) return failRef('INVALID_COMMAND', ref('err_ak_cannot_cast', { name: c.name, rule: charge.rule }), { path: 'command.spell' });
      if (charge.dissipated) before.push(status(c, 'bd_ak_charge_lost', { ...c.sheet.status, holding: null }, 'AK-SPELL-16', { spell: charge.dissipated }));
      next = { ...next, holding: charge.state.held, touchFree: charge.state.castThisTurn };
      const timing = castingAction(spell.castingTime, spell.defensive);
      // Casting provokes, unless cast defensively (AK-SPELL-11/12, AK-SPELL-23): each threatening enemy
      // is asked `oa.<id>`; damage taken asks Concentration DC 10 + damage + PP or the spell is lost.
      if (timing.provokes) {
        const hurt = provokedOpportunities(state, c, dice, 'castSpell', spell.somatic);
        if (!hurt.ok) return hurt;
        after.push(...hurt.value.events);
        if (hurt.value.down) {
          next = { ...next, holding: null, casting: null };
          break;
        }
        const damage = hurt.value.damage;
        if (damage > 0) {
          const dc = concentrationDcOnDamage(damage, spell.pp);
          const roll = dice.roll({ key: `conc.${c.id}.oa`, notation: withBonus('1d20', spell.concentration), purpose: { msg: 'prompt_ak_concentration', params: { name: c.name, dc } }, roller: c });
          const res = concentrationCheck(natural(roll), spell.concentration, dc);
          after.push({ type: 'checks.rolled', name: c.name, rolls: [roll], steps: [{ msg: res.success ? 'bd_ak_concentration_ok' : 'bd_ak_concentration_lost', params: { total: res.total, dc, spell: spell.name }, rule: { id: 'AK-SPELL-11' } }] });
          if (!res.success) {
            next = { ...next, holding: null, casting: null };
            break;
          }
        }
      }
      if (timing.fullRounds > 0) next = { ...next, casting: { name: spell.name, done: 1, required: timing.fullRounds } };
      // A deafened caster ruins a verbal spell 20% of the time (AK-SPELL-04, EX-23).
      if (spell.verbal && c.conditions.some((x) => /^(ensordecido|sordo|deafened)$/i.test(x.trim()))) {
        const roll = dice.roll({ key: `ruin.${c.id}`, notation: '1d100', purpose: { msg: 'prompt_ak_deafened', params: { name: c.name } }, roller: null });
        const ruined = spellRuined(roll.total);
        after.push({ type: 'checks.rolled', name: c.name, rolls: [roll], steps: [{ msg: ruined ? 'bd_ak_spell_ruined' : 'bd_ak_spell_heard', params: { spell: spell.name, total: roll.total }, rule: { id: 'AK-SPELL-04' } }] });
        if (ruined) {
          next = { ...next, holding: null, casting: null };
          break;
        }
      }
      for (const [i, check] of castingChecks({ pp: spell.pp, defensive: spell.defensive, stuckArrows: c.sheet.status.arrows }).entries()) {
        const roll = dice.roll({ key: `conc.${c.id}${i ? `.${i}` : ''}`, notation: withBonus('1d20', spell.concentration), purpose: { msg: 'prompt_ak_concentration', params: { name: c.name, dc: check.dc } }, roller: c });
        const res = concentrationCheck(natural(roll), spell.concentration, check.dc);
        after.push({ type: 'checks.rolled', name: c.name, rolls: [roll], steps: [{ msg: res.success ? 'bd_ak_concentration_ok' : 'bd_ak_concentration_lost', params: { total: res.total, dc: check.dc, spell: spell.name }, rule: { id: check.rule } }] });
        if (!res.success) {
          next = { ...next, holding: null, casting: null };
          break;
        }
      }
      break;
    }
    case 'touchFriends': {
      const r = touchSpell({ held: next.holding, castThisTurn: false }, { type: 'touchFriends', count: cmd.count });
      if (!r.ok) return failRef('INVALID_COMMAND', ref('err_ak_no_touch_spell', { name: c.name, rule: r.rule }), { path: 'command.action' });
      params.spell = next.holding ?? '';
      params.count = cmd.count;
      next = { ...next, holding: r.state.held, touchFree: false };
      break;
    }
    case 'stabilize': {
      if (!isAk(target) || target.life !== 'unconscious') return failRef('INVALID_COMMAND', ref('err_ak_not_dying', { name: target.name }), { path: 'command.target' });
      const roll = dice.roll({ key: `heal.${target.id}`, notation: withBonus('1d20', cmd.skill), purpose: { msg: 'prompt_ak_heal', params: { name: c.name, target: target.name, dc: 15 } }, roller: c });
      const success = roll.total >= 15;
      after.push({ type: 'life.changed', id: target.id, name: target.name, life: success ? 'stable' : 'unconscious', deathSaves: { successes: 0, failures: 0 }, reason: success ? 'bd_ak_first_aid' : 'bd_ak_first_aid_failed', rule: { id: 'AK-HP-19' }, roll });
      break;
    }
    case 'removeArrow':
    case 'removeArrowHeal': {
      if (!isAk(target) || target.sheet.status.arrows === 0) return failRef('INVALID_COMMAND', ref('err_ak_no_arrow', { name: target.name }), { path: 'command.target' });
      const removed = { ...target.sheet.status, arrows: target.sheet.status.arrows - 1 };
      if (cmd.action === 'removeArrow') {
        const roll = dice.roll({ key: `arrow.${target.id}`, notation: '1d10', purpose: { msg: 'prompt_ak_arrow_out', params: { name: target.name } }, roller: c, allowTotal: true });
        (target.id === c.id ? before : after).push({ ...status(target, 'bd_ak_arrow_forced', removed, 'AK-ARROW-04', { damage: roll.total }), roll } as EncounterEvent);
        after.push(...blowEvents(state, target, roll.total, dice));
      } else {
        const roll = dice.roll({ key: `heal.${target.id}`, notation: withBonus('1d20', cmd.skill), purpose: { msg: 'prompt_ak_heal', params: { name: c.name, target: target.name, dc: 20 } }, roller: c });
        const rounds = roll.total >= 20 ? dice.roll({ key: `rounds.${target.id}`, notation: '2d6', purpose: { msg: 'prompt_ak_rounds', params: { name: target.name } }, roller: null, allowTotal: true }) : null;
        (target.id === c.id ? before : after).push({ ...status(target, rounds ? 'bd_ak_arrow_healed_out' : 'bd_ak_arrow_heal_failed', rounds ? removed : target.sheet.status, 'AK-ARROW-05', { total: roll.total, rounds: rounds?.total ?? 0 }), roll } as EncounterEvent);
      }
      break;
    }
    default:
      break;
  }
  const rule = cmd.action === 'castSpell' && cmd.spell?.castingTime === 'round' ? 'AK-SPELL-20' : cmd.action === 'castSpell' && cmd.spell?.castingTime === 'minute' ? 'AK-SPELL-21' : RULE[cmd.action];
  // The actor's own status comes last, on top of whatever the other events did to it (armour
  // damage from an attack of opportunity, an arrow pulled out of itself).
  const others = [...before, ...after];
  const folded = akenarRecord(fold(state, others).combatants.find((x) => x.id === c.id) ?? c)?.status ?? c.sheet.status;
  const final: AkenarStatus = { ...folded, budget: next.budget, holding: next.holding, touchFree: next.touchFree, casting: next.casting, defenceBonus: next.defenceBonus };
  return ok([...others, status(c, `bd_ak_action_${cmd.action.toLowerCase()}`, final, rule, params)]);
}

/** The attacks of opportunity an action provokes (casting AK-SPELL-11, standing up AK-ACT-21), each asked `oa.<id>`, and the damage they deal. */
function provokedOpportunities(state: EncounterState, c: AkCombatant, dice: RollContext, action: 'standUp' | 'castSpell', somatic: boolean): Result<{ events: EncounterEvent[]; damage: number; down: boolean }> {
  if (!c.position || state.activeId !== c.id) return ok({ events: [], damage: 0, down: false });
  const events: EncounterEvent[] = [];
  let now = state;
  let damage = 0;
  const able = state.combatants.filter((e): e is AkCombatant => isAk(e) && !friends(e, c) && e.life === 'ok' && canMakeAoo(e));
  const provoked = new Set(opportunitiesOnAction(action, { position: c.position, size: c.size }, able.map(threatener)));
  for (const e of able) {
    if (!provoked.has(e.id)) continue;
    const choice = askOpportunity(dice, e, c);
    if (choice === null) continue;
    const oa = opportunityAttack(now, e.id, c.id, choice, dice, somatic);
    if (!oa.ok) return oa;
    for (const ev of oa.value) if (ev.type === 'combatant.damaged' && ev.id === c.id) damage += ev.amount;
    now = fold(now, oa.value);
    events.push(...oa.value);
    if (now.combatants.find((x) => x.id === c.id)?.life !== 'ok') return ok({ events, damage, down: true });
  }
  return ok({ events, damage, down: false });
}

/** d20 + BoM against DeM (AK-MAN-02..16); the outcome of each maneuver is the GM's (AK:G-06). */
export function maneuverEvents(state: EncounterState, cmd: Maneuver, dice: RollContext): Result<EncounterEvent[]> {
  const a = state.combatants.find((x) => x.id === cmd.actor);
  const t = state.combatants.find((x) => x.id === cmd.target);
  if (!a || !isAk(a)) return failRef(a ? 'INVALID_COMMAND' : 'NOT_FOUND', ref('err_ak_no_combatant', { id: cmd.actor }), { path: 'command.actor' });
  if (!t || !isAk(t)) return failRef(t ? 'INVALID_COMMAND' : 'NOT_FOUND', ref('err_ak_no_combatant', { id: cmd.target }), { path: 'command.target' });
  // On its turn a maneuver takes the attack's normal action, a charge the full round (AK-MAN-06).
  const events: EncounterEvent[] = [];
  let now = state;
  if (state.activeId === a.id && state.round >= 1) {
    const b = a.sheet.status.budget;
    const spent = cmd.kind === 'charge' ? spend(b, 'fullRound', { full: 'charge' }) : takeAction(b, 'maneuver');
    if (!spent.ok) return failRef('INVALID_COMMAND', ref('err_ak_cannot_maneuver', { name: a.name, rule: spent.rule }), { path: 'command.actor' });
    events.push(status(a, 'bd_ak_maneuver_spent', { ...a.sheet.status, budget: spent.budget }, 'AK-MAN-06'));
    now = fold(now, events);
  }
  // It provokes the target's attack of opportunity, whose damage is a penalty to the roll (AK-MAN-07, AK:G-42c).
  let provokedDamage = 0;
  if (a.position && t.life === 'ok') {
    if (canMakeAoo(t) && opportunitiesOnAction('maneuver', { position: a.position, size: a.size }, [threatener(t)], t.id).length) {
      const choice = askOpportunity(dice, t, a);
      if (choice !== null) {
        const oa = opportunityAttack(now, t.id, a.id, choice, dice);
        if (!oa.ok) return oa;
        for (const ev of oa.value) if (ev.type === 'combatant.damaged' && ev.id === a.id) provokedDamage += ev.amount;
        events.push(...oa.value);
        now = fold(now, oa.value);
        const hurt = now.combatants.find((x) => x.id === a.id);
        if (!hurt || hurt.life !== 'ok') return ok(events);
      }
    }
  }
  const A = derived(a);
  const T = derived(t);
  const bom = maneuverBonus({ baseAttack: a.sheet.stats.baseAttack, strMod: A.strMod, dexMod: A.dexMod, size: a.sheet.stats.size });
  const dem = maneuverDefence({ baseAttack: t.sheet.stats.baseAttack, strMod: T.strMod, dexMod: T.dexMod, size: t.sheet.stats.size, flatFooted: isFlatFooted(t), armourPenalty: T.armourPenalty });
  const roll = dice.roll({ key: 'man.d20', notation: withBonus('1d20', bom), purpose: { msg: 'prompt_ak_maneuver', params: { name: a.name, target: t.name } }, roller: a });
  const res = resolveManeuver({
    kind: cmd.kind, natural: natural(roll), bom, dem, targetHelpless: isHelpless(t), targetStunned: t.conditions.some((x) => /^(aturdido|stunned)$/i.test(x.trim())), escapingBonds: cmd.escapingBonds,
    modifiers: cmd.modifier ? [{ label: 'modifier', value: cmd.modifier, rule: 'AK-MAN-11' }] : [],
    provokedDamage,
  });
  const steps: Step[] = [
    { msg: 'bd_ak_bom', params: { value: bom }, rule: { id: 'AK-MAN-02' } },
    { msg: 'bd_ak_dem', params: { value: dem, name: t.name }, rule: { id: 'AK-MAN-12' } },
    ...res.steps.slice(2).map((s) => ({ msg: 'bd_ak_man_mod', params: { value: s.value }, rule: { id: s.rule } })),
    { msg: res.success ? 'bd_ak_man_success' : 'bd_ak_man_failure', params: { total: res.total, dem }, rule: { id: res.automatic ? (res.automatic === 'helpless' ? 'AK-MAN-08' : 'AK-MAN-15') : 'AK-MAN-14' } },
  ];
  return ok([...events, { type: 'contest.resolved', kind: 'maneuver', actor: a.id, actorName: a.name, target: t.id, targetName: t.name, won: res.success, rolls: [roll], steps }]);
}

export type { AkCombatant };
