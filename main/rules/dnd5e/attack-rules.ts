/** What surrounds a 5e attack roll: its cost in the turn budget, reach and range, situational dice. */
import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { Modifier } from '../../../shared/engine/modifiers.js';
import type { Dnd5eAttack } from '../../../shared/systems/dnd5e/schema.js';
import { abilityModifier } from '../../../shared/systems/dnd5e/tables.js';
import { spellAttackBonus } from '../../../shared/systems/dnd5e/attack-bonus.js';
import { canSee } from '../../../shared/systems/dnd5e/condition-effects.js';
import { combatantDistance, isHostile, type MapIndex } from '../../../shared/battlefield/spatial.js';
import { cannotAct, cannotReact, currentSpeed, economyEvent, effectKinds, onTurn } from './economy.js';

export interface AttackSpend {
  events: EncounterEvent[];
  steps: Step[];
  /** Ability modifier taken off the off-hand attack's damage (5E-TWF-02). */
  dropMod: number;
}

/** The label the Hide action gives (or the GM types): unseen until it attacks (5E-ATK-15, 5E-ATK-16). */
export const HIDDEN = /^(hidden|oculto|oculta)$/i;

const step = (msg: string, params: Step['params'], id: string, gap?: string): Step => ({ msg, params, rule: gap ? { id, gap } : { id } });
const isLightMelee = (a: Dnd5eAttack) => a.properties.includes('light') && (a.kind === 'melee' || a.kind === 'thrown');

/** Hostile: the battlefield's one definition (opposing sides, neither neutral). */
export function hostile(a: Combatant, b: Combatant): boolean {
  return a.id !== b.id && isHostile(a, b);
}

/** The ability modifier a weapon adds to damage: Str in melee, Dex at range, the better with finesse. */
export function damageAbilityMod(c: Combatant, atk: Dnd5eAttack): number {
  const s = dnd5eStats(c);
  if (!s) return 0;
  const str = abilityModifier(s.abilities.str);
  const dex = abilityModifier(s.abilities.dex);
  if (atk.properties.includes('finesse')) return Math.max(str, dex);
  return atk.kind === 'ranged' ? dex : str;
}

/**
 * A spell attack's bonus: the caster's spellcasting ability modifier (5E-ATK-09) plus its proficiency
 * bonus (5E-ATK-10), computed from the stat block's `spellcasting` feature; a caster without one
 * keeps the attack's printed bonus. Other attacks use their printed bonus (5E:G-09). The number is
 * shared/systems/dnd5e/attack-bonus.ts's (the printed stat block reads it too); this adds the step.
 */
export function attackBonus(c: Combatant, atk: Dnd5eAttack): { toHit: number; steps: Step[] } {
  const s = dnd5eStats(c);
  const spell = s ? spellAttackBonus(s, atk) : null;
  if (!spell) return { toHit: atk.toHit, steps: [] };
  return { toHit: spell.toHit, steps: [step('bd_spell_attack_bonus', { name: c.name, ability: spell.ability, mod: spell.mod, prof: spell.prof, total: spell.toHit }, '5E-ATK-09')] };
}

/**
 * What an attack spends: part of the Attack action (the first attack takes the action and leaves
 * `attacksPerAction − 1`, 5E-ACT-03/04), the off-hand bonus attack after a light weapon
 * (5E-TWF-01..03), a reaction (5E-TURN-14/15), or nothing (`free`, or outside a running turn).
 */
export function spendForAttack(state: EncounterState, c: Combatant, atk: Dnd5eAttack, as: 'action' | 'bonus' | 'reaction' | 'free'): Result<AttackSpend> {
  const none: AttackSpend = { events: [], steps: [], dropMod: 0 };
  const e = c.economy;
  if (as === 'free') return ok(none);
  if (as === 'reaction') {
    const why = cannotReact(c);
    if (why) return failRef('INVALID_COMMAND', why, { path: 'command.as' });
    return ok({ ...none, events: [economyEvent(c, { ...e, reaction: true }, 'attack', 'reaction', { id: '5E-TURN-14' })] });
  }
  if (!onTurn(state, c)) {
    if (as === 'bonus') return failRef('INVALID_COMMAND', ref('err_5e_offhand_follows', { name: c.name }), { path: 'command.as' });
    // Out of its turn nothing is spent, but a creature down (at 0 HP, dead) or incapacitated still cannot act.
    const why = cannotAct(c);
    if (why) return failRef('INVALID_COMMAND', why, { path: 'command.attacker' });
    return ok(none);
  }
  const why = cannotAct(c);
  if (why) return failRef('INVALID_COMMAND', why, { path: 'command.attacker' });
  const lightWeapon = e.lightWeapon ?? (isLightMelee(atk) ? atk.id : null);
  if (as === 'bonus') {
    if (e.bonus) return failRef('INVALID_COMMAND', ref('err_5e_bonus_used', { name: c.name }), { path: 'command.as' });
    if (e.lightWeapon === null) return failRef('INVALID_COMMAND', ref('err_5e_no_light_attack', { name: c.name }), { path: 'command.as' });
    if (!isLightMelee(atk) || atk.id === e.lightWeapon) return failRef('INVALID_COMMAND', ref('err_5e_offhand_other_weapon'), { path: 'command.attack' });
    const mod = damageAbilityMod(c, atk);
    const steps = [step('bd_offhand', { name: c.name }, atk.kind === 'thrown' ? '5E-TWF-03' : '5E-TWF-01')];
    if (mod > 0) steps.push(step('bd_offhand_no_mod', { mod }, '5E-TWF-02'));
    return ok({ events: [economyEvent(c, { ...e, bonus: true }, 'attack', 'bonus', { id: '5E-TWF-01' })], steps, dropMod: Math.max(0, mod) });
  }
  if (e.attacksLeft > 0) {
    const left = e.attacksLeft - 1;
    return ok({ ...none, events: [economyEvent(c, { ...e, attacksLeft: left, lightWeapon }, 'attack', 'attack', { id: '5E-ACT-04' })], steps: [step('bd_attacks_left', { name: c.name, left }, '5E-ACT-04')] });
  }
  if (e.action) return failRef('INVALID_COMMAND', ref('err_5e_action_used', { name: c.name }), { path: 'command.attacker' });
  const left = (dnd5eStats(c)?.attacksPerAction ?? 1) - 1;
  const steps = left > 0 ? [step('bd_attacks_left', { name: c.name, left }, '5E-ACT-04')] : [];
  return ok({ ...none, events: [economyEvent(c, { ...e, action: true, attacksLeft: left, lightWeapon }, 'attack', 'action', { id: '5E-ACT-03' })], steps });
}

export interface ReachResult {
  steps: Step[];
  mods: Modifier[];
}

const dis = (id: string, rule: string, of?: string): Modifier => ({ target: 'attack', op: 'dis', value: 0, type: 'untyped', source: { kind: 'rule', id, ...(of ? { of } : {}) }, rule: { id: rule } });
const adv = (id: string, rule: string, of?: string): Modifier => ({ target: 'attack', op: 'adv', value: 0, type: 'untyped', source: { kind: 'action', id, ...(of ? { of } : {}) }, rule: { id: rule } });

/**
 * With a map, a melee attack needs the target within reach (5E-ATK-21/22: 5 ft = 1 hex) and a ranged
 * one within long range, at disadvantage beyond normal range (5E-ATK-01/18/19). Without a map the GM
 * vouches for it.
 */
export function reachCheck(atk: Dnd5eAttack, hexes: number | null): Result<ReachResult> {
  const out: ReachResult = { steps: [], mods: [] };
  if (hexes === null) return ok(out);
  const ft = hexes * 5;
  if (atk.range && atk.kind !== 'melee') {
    const long = atk.range.long ?? atk.range.normal;
    if (ft > long) return failRef('INVALID_COMMAND', ref('err_5e_beyond_range', { feet: ft, weapon: atk.name, range: long }), { path: 'command.target' });
    if (ft > atk.range.normal) {
      out.steps.push(step('bd_long_range', { distance: ft, normal: atk.range.normal }, '5E-ATK-19'));
      out.mods.push(dis('longRange', '5E-ATK-19'));
    }
    return ok(out);
  }
  const reach = atk.reachFt ?? 5;
  if (ft > reach) return failRef('INVALID_COMMAND', ref('err_5e_beyond_reach', { feet: ft, weapon: atk.name, reach }), { path: 'command.target' });
  return ok(out);
}

export interface Situational {
  mods: Modifier[];
  steps: Step[];
  events: EncounterEvent[];
}

/**
 * Advantage and disadvantage from the situation: the target's Dodge against an attacker it can see (5E-ACT-09, lost when
 * incapacitated or at speed 0, 5E-ACT-11), a helper's Help, spent by this attack (5E-ACT-13), and a
 * ranged attack with a hostile, not incapacitated creature in an adjacent hex that can see the
 * attacker (5E-ATK-20; not blinded, the attacker not invisible: `canSee`, 5E:G-27).
 */
export function situationalModifiers(state: EncounterState, index: MapIndex | null, attacker: Combatant, target: Combatant, atk: Dnd5eAttack, hostileAdjacent = false): Situational {
  const out: Situational = { mods: [], steps: [], events: [] };
  if (target.economy.dodging && target.life === 'ok' && !effectKinds(target).has('noActions') && currentSpeed(target) > 0) {
    // Only against an attacker it can see (5E-ACT-09, 5E:G-27).
    if (canSee(target, attacker)) {
      out.mods.push(dis('dodge', '5E-ACT-09', target.id));
      out.steps.push(step('bd_dodging', { name: target.name }, '5E-ACT-09'));
    } else out.steps.push(step('bd_dodging_unseen', { name: target.name, attacker: attacker.name }, '5E-ACT-09', '5E:G-27'));
  }
  const helper = state.combatants.find((h) => h.economy.help?.ally === attacker.id && h.economy.help.target === target.id);
  if (helper) {
    out.mods.push(adv('help', '5E-ACT-13', helper.id));
    out.steps.push(step('bd_helped', { name: attacker.name, helper: helper.name }, '5E-ACT-13'));
    out.events.push(economyEvent(helper, { ...helper.economy, help: null }, 'help', 'free', { id: '5E-ACT-13' }));
  }
  // Squeezed into a smaller space: its attacks have disadvantage, attacks on it advantage (5E-MOVE-28, 5E-MOVE-29).
  const squeezed = index?.squeezed;
  if (squeezed?.has(attacker.id)) {
    out.mods.push(dis('squeezing', '5E-MOVE-28', attacker.id));
    out.steps.push(step('bd_squeezing_attacker', { name: attacker.name }, '5E-MOVE-28'));
  }
  if (squeezed?.has(target.id)) {
    out.mods.push({ ...adv('squeezed', '5E-MOVE-29', target.id), source: { kind: 'rule', id: 'squeezed', of: target.id } });
    out.steps.push(step('bd_squeezing_target', { name: target.name }, '5E-MOVE-29'));
  }
  const ranged = atk.kind === 'ranged' || atk.kind === 'thrown' || (atk.kind === 'spell' && atk.range !== undefined);
  if (ranged && index) {
    const adjacent = state.combatants.filter((o) => hostile(o, attacker) && o.life === 'ok' && !effectKinds(o).has('noActions') && combatantDistance(o, attacker) === 1);
    // Only a hostile that can see the attacker hampers the shot (5E-ATK-20, 5E:G-27).
    const close = adjacent.find((o) => canSee(o, attacker));
    const unseeing = adjacent[0];
    if (close) {
      out.mods.push(dis('closeQuarters', '5E-ATK-20', close.id));
      out.steps.push(step('bd_ranged_in_melee', { name: close.name }, '5E-ATK-20', '5E:G-27'));
    } else if (unseeing) out.steps.push(step('bd_ranged_in_melee_unseen', { name: unseeing.name, attacker: attacker.name }, '5E-ATK-20', '5E:G-27'));
  } else if (ranged && hostileAdjacent) {
    // No map: the GM said a hostile creature stands within 5 ft of the attacker.
    out.mods.push(dis('closeQuarters', '5E-ATK-20'));
    out.steps.push(step('bd_ranged_in_melee', { name: '—' }, '5E-ATK-20', '5E:G-27'));
  }
  return out;
}
