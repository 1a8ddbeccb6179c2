/**
 * A blow landing (RQ-DMG-01..07, Z-13): weapon dice (normal, maximised for a critical, minimised by the
 * dodge table) + extra dice (a charge's 1D4, never maximised: Z-12) + the attacker's DM (Z-22, G-07),
 * or an `amount` already rolled; the Reaction's effect (a parry's AP, an evade's halving); the knockback check
 * (before armour, RQ-KNOCK-02); the hit location (chosen, or 1D20 on the target's own table, G-08);
 * its AP unless ignored; the rest off the location's HP, and the wound it leaves; then impaling.
 * `applyBlow` is the one place damage reaches a RuneQuest location.
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RollRecordData, Step } from '../../../shared/engine/prompt.js';
import type { RuleRef } from '../../../shared/engine/modifiers.js';
import type { RqLocationKind } from '../../../shared/systems/runequest/tables.js';
import { WOUND_TIERS, type RqWeapon } from '../../../shared/systems/runequest/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import { derived, isRq, type RqCombatant } from './sheet.js';
import { rollLocation } from './location.js';
import { dmApplies } from '../../../shared/systems/runequest/damage-modifier.js';
import { knockbackEvents } from './knockback.js';
import { tierOf, woundEvents } from './wounds.js';
import { glancingBlow } from './hero.js';
import { Track } from './wound-track.js';
import { impaleEvents } from './impale.js';

/** How the weapon's dice roll: as usual, at their maximum (a critical, RQ-ATK-05) or minimum (the dodge table). */
export type BlowRoll = 'normal' | 'max' | 'min';

/** One blow on a RuneQuest target, as the attack (or the GM's quick damage) hands it over. */
export interface Blow {
  target: string;
  /** Who strikes (its DM, its weapon back after impaling); null for the GM's damage or a fall. */
  attacker: string | null;
  /** The weapon (impaling; its dice and the DM when no `amount` is given, RQ-IMPALE-02's pull); null for flat damage. */
  weapon: RqWeapon | null;
  /** Damage after the Reaction, before armour, already rolled (an attack's, the GM's); absent: the weapon is rolled. */
  amount?: number;
  /** A critical hit (with an impaling weapon: RQ-IMPALE-01). */
  critical?: boolean;
  roll?: BlowRoll;
  /** Extra dice, each rolled as usual (a charge's +1D4: RQ-ACT-10, Z-12). */
  extra?: { notation: string; key: string; msg: string; rule: RuleRef }[];
  /** Whether the attacker's DM applies; absent: melee, thrown, natural and unarmed yes, missiles by `dmOnMissiles` (G-07). */
  dm?: boolean;
  /** Points a parry blocks (the parrying item's AP × n, G-02). */
  parry?: number;
  /** Halved by a successful evade (RQ-REACT-23; rounded down, Z-06). */
  halve?: boolean;
  /** A location chosen (a precise attack, RQ-PREC-09; the GM's quick damage). */
  location?: string;
  /** Armour ignored (RQ-PREC-10). */
  ignoreArmour?: boolean;
  /** Part of a Charge: knockback doubled (RQ-KNOCK-07). */
  charge?: boolean;
  /** Location kinds re-rolled until another comes up (mounted RQ-MOUNT-10/11, Z-21). */
  reroll?: RqLocationKind[];
  /** Whether a knockback would end against a wall (from the map); absent: the GM is asked (`wall.<id>`, RQ-KNOCK-06). */
  wall?: boolean;
  /** Whether this blow may knock back (not a pull-out or a wall's 1D4). */
  knockback?: boolean;
  /** Whether a critical with an impaling weapon asks to pull it out (RQ-IMPALE-01); default true. */
  impale?: boolean;
  /** Dice keys under this prefix (`pull.`, `fa1.`). */
  key?: string;
  /** The rule the log cites for the blow. */
  rule: RuleRef;
}

export interface BlowResult {
  events: EncounterEvent[];
  /** Damage after the Reaction's effect, before armour (what knockback reads). */
  damage: number;
  /** Damage that reached the location's HP. */
  dealt: number;
  location: string;
  steps: Step[];
  rolls: RollRecordData[];
}

const fixed = (notation: string, how: BlowRoll) => (how === 'normal' ? notation : notation.replace(/(\d*d\d+)/g, `${how}($1)`));


/** The damage before armour: weapon (or amount), extra dice, DM; then the Reaction's effect. */
export function rollDamage(state: EncounterState, blow: Blow, dice: RollContext, target: RqCombatant): { damage: number; steps: Step[]; rolls: RollRecordData[] } {
  const steps: Step[] = [];
  const rolls: RollRecordData[] = [];
  const attacker = blow.attacker ? state.combatants.find((c) => c.id === blow.attacker) : undefined;
  let total = 0;
  if (blow.weapon && blow.amount === undefined) {
    const how = blow.roll ?? 'normal';
    const r = dice.roll({ key: 'dmg', notation: fixed(blow.weapon.damage, how), purpose: { msg: 'prompt_rq_damage', params: { name: target.name, weapon: blow.weapon.name } }, roller: attacker ?? null, allowTotal: true });
    rolls.push(r);
    total += r.total;
    steps.push({ msg: how === 'normal' ? 'bd_rq_dmg_weapon' : `bd_rq_dmg_weapon_${how}`, params: { weapon: blow.weapon.name, notation: blow.weapon.damage, total: r.total }, rule: how === 'max' ? { id: 'RQ-ATK-05' } : { id: 'RQ-DMG-01' } });
  } else {
    total += blow.amount ?? 0;
    steps.push({ msg: 'bd_rq_dmg_amount', params: { total: blow.amount ?? 0 }, rule: { id: 'RQ-DMG-01' } });
  }
  for (const x of blow.extra ?? []) {
    const r = dice.roll({ key: x.key, notation: x.notation, purpose: { msg: 'prompt_rq_damage_extra', params: { name: target.name, notation: x.notation } }, roller: attacker ?? null, allowTotal: true });
    rolls.push(r);
    total += r.total;
    steps.push({ msg: x.msg, params: { notation: x.notation, total: r.total }, rule: x.rule });
  }
  const rolled = blow.amount === undefined;
  if (rolled && isRq(attacker) && (blow.dm ?? dmApplies(state, blow.weapon))) {
    const dm = derived(state, attacker).damageModifier;
    if (dm !== '0' && dm !== '+0' && dm !== '-0') {
      const r = dice.roll({ key: 'dm', notation: dm, purpose: { msg: 'prompt_rq_dm', params: { name: attacker.name, dm } }, roller: attacker, allowTotal: true });
      rolls.push(r);
      total += r.total;
      steps.push({ msg: 'bd_rq_dmg_dm', params: { name: attacker.name, dm, total: r.total }, rule: { id: 'RQ-DMG-01', gap: 'Z-22' } });
    }
  } else if (rolled && isRq(attacker) && blow.weapon && blow.dm === undefined) {
    steps.push({ msg: 'bd_rq_dmg_no_dm', params: { weapon: blow.weapon.name }, rule: { id: 'RQ-DMG-01', gap: 'G-07' } });
  }
  let damage = Math.max(0, total);
  steps.push({ msg: 'bd_rq_dmg_total', params: { total: damage }, rule: { id: 'RQ-DMG-01', gap: 'G-07' } });
  if (blow.parry) {
    damage = Math.max(0, damage - blow.parry);
    steps.push({ msg: 'bd_rq_dmg_parried', params: { ap: blow.parry, total: damage }, rule: { id: 'RQ-REACT-16', gap: 'G-02' } });
  }
  if (blow.halve) {
    damage = Math.floor(damage / 2);
    steps.push({ msg: 'bd_rq_dmg_halved', params: { total: damage }, rule: { id: 'RQ-REACT-23', gap: 'Z-06' } });
  }
  return { damage, steps, rolls };
}

/**
 * Applies one blow: the events (`runequest.hit`, then knockback, wounds and their tests as
 * `runequest.changed` and `life.changed`), the damage, the location, every step and die.
 */
export function applyBlow(state: EncounterState, blow: Blow, diceIn: RollContext): BlowResult {
  const dice = blow.key ? diceIn.scope(blow.key) : diceIn;
  const target = state.combatants.find((c) => c.id === blow.target);
  if (!isRq(target)) throw new Error(`applyBlow: ${blow.target} has no RuneQuest sheet`);
  const { damage, steps, rolls } = rollDamage(state, blow, dice, target);
  const track = new Track(state, target);
  const loc = rollLocation(state, track.c, blow.location, blow.reroll ?? [], dice);
  steps.push(...loc.steps);
  if (loc.roll) rolls.push(loc.roll);
  const here = loc.location;
  const ap = blow.ignoreArmour ? 0 : here.ap;
  if (blow.ignoreArmour) steps.push({ msg: 'bd_rq_dmg_ignore_armour', params: { ap: here.ap }, rule: { id: 'RQ-PREC-10' } });
  const dealt = Math.max(0, damage - ap);
  steps.push({ msg: 'bd_rq_dmg_armour', params: { ap, total: dealt }, rule: { id: 'RQ-DMG-05' } });
  const now = track.status.locations[here.id]!;
  let after = now.hp - dealt;
  let tier = tierOf(after, here.hp);
  const rank = (t: typeof tier) => WOUND_TIERS.indexOf(t);
  if (tier === 'major' && rank(now.tier) < rank('major') && glancingBlow(track, here, dice)) {
    after = -here.hp;
    tier = 'serious';
  }
  const worse = rank(tier) > rank(now.tier);
  track.hit({
    type: 'runequest.hit', id: target.id, name: target.name, location: here.id, ...(here.name ? { locationName: here.name } : {}), damage, ap, before: now.hp, after,
    tier: worse ? tier : now.tier, ...(worse ? { crossed: tier } : {}), rule: dealt > 0 ? { id: 'RQ-DMG-06' } : { id: 'RQ-DMG-07' }, ...(loc.roll ? { roll: loc.roll } : {}),
  });
  if (worse) woundEvents(track, here, tier, dice);
  // Z-13: knockback reads the damage after the Reaction, before armour; the push follows the blow.
  if (blow.knockback !== false && damage > 0 && track.life !== 'dead') knockbackEvents(track, damage, blow, dice, steps);
  if (blow.weapon?.impaling && (blow.critical ?? blow.roll === 'max') && blow.impale !== false && blow.attacker && dealt > 0) impaleEvents(track, blow, here.id, dice, diceIn);
  return { events: track.events, damage, dealt, location: here.id, steps, rolls };
}
