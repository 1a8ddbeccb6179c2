/**
 * Steps 3 and 4 of an attack (RQ-ATK-01): what a hit does. A disarm (RQ-PREC-05/06), a grapple
 * (RQ-GRAP-01: the round rules' `grappleOnHit`), a blow on the target's weapon (RQ-PREC-07) or on
 * cover (RQ-COVER-01: the object's AP off its HP, G-14), or the blow itself, handed to the damage
 * rules' `applyBlow` as data: the weapon dice normal, at maximum (a critical, RQ-ATK-05) or minimum,
 * +1D4 for a charge (RQ-ACT-10), the parry's AP × n, a declared location, ignored armour, the mounted
 * re-rolls (RQ-MOUNT-10/11). An unarmed attack parried by a weapon hurts the attacker (RQ-UNARMED-01).
 */
import { ok, type Result } from '../../../shared/contract/result.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RollRecordData, Step } from '../../../shared/engine/prompt.js';
import type { RqAttackOptions } from '../../../shared/systems/runequest/commands.js';
import type { RqStatus, RqWeapon } from '../../../shared/systems/runequest/schema.js';
import type { RqLevel } from '../../../shared/systems/runequest/tables.js';
import { combatantDistance } from '../../../shared/battlefield/spatial.js';
import type { RollContext } from '../core/dice-engine.js';
import { fold } from '../core/fold.js';
import { applyBlow, rollDamage, type Blow } from './damage.js';
import { rollLocation } from './location.js';
import { grappleOnHit } from './grapple.js';
import { isRq, weaponOf, type RqCombatant } from './sheet.js';
import { rerollKind } from './mounted.js';
import { resolveDisarm } from './precise.js';
import { askReaction, type Reacted } from './reaction.js';

export interface Struck {
  damage: number;
  rolls: RollRecordData[];
  steps: Step[];
  /** Events after `attack.resolved`: the blow's, a disarm's, a grapple's. */
  events: EncounterEvent[];
}

const CHARGE = { notation: '1d4', key: 'charge', msg: 'bd_rq_dmg_charge', rule: { id: 'RQ-ACT-10', gap: 'Z-12' } };

/**
 * The state after `events`. Statuses alone (the attack's CA and Reaction) are swapped in without the
 * full fold, which the hot path cannot afford; anything else folds.
 */
function after(state: EncounterState, events: readonly EncounterEvent[]): EncounterState {
  if (!events.every((e) => e.type === 'runequest.changed')) return fold(state, events);
  const last = new Map<string, RqStatus>();
  for (const e of events) if (e.type === 'runequest.changed') last.set(e.id, e.status);
  return { ...state, combatants: state.combatants.map((c) => { const st = last.get(c.id); return st && isRq(c) ? { ...c, sheet: { ...c.sheet, status: st } } : c; }) };
}

/** The state after `events`, with the attacker and target re-read. */
function now(state: EncounterState, events: readonly EncounterEvent[], id: string): { s: EncounterState; c: RqCombatant | null } {
  const s = after(state, events);
  const c = s.combatants.find((x) => x.id === id);
  return { s, c: isRq(c) ? c : null };
}

export function strike(
  state: EncounterState, before: readonly EncounterEvent[], a: RqCombatant, t: RqCombatant, w: RqWeapon, o: RqAttackOptions,
  hit: 'none' | 'normal' | 'max' | 'min', atkLevel: RqLevel, reacted: Reacted | null, dice: RollContext,
): Result<Struck> {
  const out: Struck = { damage: 0, rolls: [], steps: [], events: [] };
  if (hit !== 'none') {
    if (o.precise === 'disarm') {
      const d = resolveDisarm(state, a, t, w, o, dice);
      out.rolls.push(...d.rolls);
      out.steps.push(...d.steps);
      out.events.push(...d.events);
    } else if (o.grapple) {
      const at = now(state, before, a.id);
      const target = at.s.combatants.find((x) => x.id === t.id);
      if (!at.c || !isRq(target)) return ok(out);
      out.steps.push({ msg: 'bd_rq_grapple_hit', params: { name: a.name, target: t.name }, rule: { id: 'RQ-GRAP-01' } });
      const g = grappleOnHit(at.s, at.c, target, dice);
      if (!g.ok) return g;
      out.events.push(...g.value);
    } else {
      const parried = reacted?.option.weapon ?? null;
      const reroll = rerollKind(a, t, w);
      const blow: Blow = {
        target: t.id, attacker: a.id, weapon: w, roll: hit, ...(o.mode === 'charge' ? { extra: [CHARGE], charge: true } : {}),
        ...(parried && reacted && reacted.cell.reduce > 0 ? { parry: parried.ap * reacted.cell.reduce } : {}),
        ...(o.precise === 'location' && o.location ? { location: o.location } : {}), ...(o.precise === 'ignoreArmour' ? { ignoreArmour: true } : {}),
        ...(reroll ? { reroll: [reroll.kind] } : {}), rule: { id: 'RQ-ATK-01' },
      };
      if (reacted?.cell.reduce) out.steps.push({ msg: 'bd_rq_parry_blocks', params: { weapon: parried?.name ?? '', ap: parried?.ap ?? 0, n: reacted.cell.reduce }, rule: { id: 'RQ-REACT-18', gap: 'G-02' } });
      const object = objectHit(state, t, blow, o, dice, out);
      const group = !object && o.covered ? intoGroup(after(state, before), a, t, w, blow, o, atkLevel, dice, out) : false;
      if (!object && !group) {
        const r = applyBlow(after(state, before), blow, dice);
        out.damage = r.damage;
        out.rolls.push(...r.rolls);
        out.steps.push(...r.steps);
        out.events.push(...r.events);
      }
    }
  }
  // An unarmed attack parried by a weapon: its damage, no DM, on the limb that struck (RQ-UNARMED-01).
  const by = reacted?.option.weapon;
  if (w.kind === 'unarmed' && by && reacted && (reacted.test.level === 'success' || reacted.test.level === 'critical')) {
    const limb = w.limb ?? 'right-arm';
    out.steps.push({ msg: 'bd_rq_unarmed_parried', params: { name: a.name, weapon: by.name, location: limb }, rule: { id: 'RQ-UNARMED-01' } });
    const r = applyBlow(fold(state, [...before, ...out.events]), { target: a.id, attacker: t.id, weapon: by, dm: false, location: limb, knockback: false, impale: false, key: 'unarmed.', rule: { id: 'RQ-UNARMED-01' } }, dice);
    out.rolls.push(...r.rolls);
    out.steps.push(...r.steps);
    out.events.push(...r.events);
  }
  return ok(out);
}

/** Objects have no HP track here (G-14): the log says so and the GM keeps the object's HP. */
const OBJECT_HP_GM = (id: string): Step => ({ msg: 'bd_rq_object_hp_gm', params: {}, rule: { id, gap: 'G-14' } });

/** A blow the target's weapon (RQ-PREC-07) or its cover (RQ-COVER-01) takes instead: true when so. */
function objectHit(state: EncounterState, t: RqCombatant, blow: Blow, o: RqAttackOptions, dice: RollContext, out: Struck): boolean {
  if (o.precise === 'weapon') {
    const tw = weaponOf(t, o.targetWeapon!)!;
    const d = rollDamage(state, blow, dice, t);
    out.rolls.push(...d.rolls);
    out.steps.push(...d.steps, { msg: 'bd_rq_hit_weapon', params: { weapon: tw.name, damage: d.damage, ap: tw.ap, hp: tw.hp, lost: Math.max(0, d.damage - tw.ap) }, rule: { id: 'RQ-PREC-07', gap: 'G-14' } }, OBJECT_HP_GM('RQ-PREC-07'));
    out.damage = d.damage;
    return true;
  }
  if (!o.cover) return false;
  const loc = rollLocation(state, t, blow.location, blow.reroll ?? [], dice);
  if (loc.roll) out.rolls.push(loc.roll);
  out.steps.push(...loc.steps);
  if (!o.cover.locations.includes(loc.location.id)) {
    out.steps.push({ msg: 'bd_rq_cover_missed', params: { location: loc.location.id }, rule: { id: 'RQ-COVER-02' } });
    blow.location = loc.location.id;
    return false;
  }
  const d = rollDamage(state, blow, dice, t);
  out.rolls.push(...d.rolls);
  out.steps.push(...d.steps, { msg: 'bd_rq_cover_hit', params: { location: loc.location.id, damage: d.damage, ap: o.cover.ap, hp: o.cover.hp, lost: Math.max(0, d.damage - o.cover.ap) }, rule: { id: 'RQ-COVER-01', gap: 'G-14' } }, OBJECT_HP_GM('RQ-COVER-01'));
  out.damage = d.damage;
  return true;
}

/**
 * A shot into a group (RQ-COVER-03..06): the GM's covered locations; a blow on one hits someone next
 * to the target instead (`accidental.<id>`, the GM's pick), who may react as usual and is hit on a
 * random location (`acc.` dice); if it dodges the missile goes on to the target, on a location rolled
 * afresh (`on.` dice; the target has had its one Reaction to this shot, RQ-REACT-05). True when handled.
 */
function intoGroup(state: EncounterState, a: RqCombatant, t: RqCombatant, w: RqWeapon, blow: Blow, o: RqAttackOptions, atkLevel: RqLevel, dice: RollContext, out: Struck): boolean {
  const loc = rollLocation(state, t, undefined, blow.reroll ?? [], dice);
  if (loc.roll) out.rolls.push(loc.roll);
  out.steps.push(...loc.steps);
  if (!o.covered!.includes(loc.location.id)) {
    blow.location = loc.location.id;
    return false;
  }
  const near = state.combatants.filter((c): c is RqCombatant => isRq(c) && c.id !== a.id && c.id !== t.id && c.life !== 'dead' && (combatantDistance(c, t) ?? 1) <= 1);
  out.steps.push({ msg: 'bd_rq_group_covered', params: { location: loc.location.id, target: t.name }, rule: { id: 'RQ-COVER-03' } });
  if (!near.length) {
    out.steps.push({ msg: 'bd_rq_group_nobody', params: { target: t.name }, rule: { id: 'RQ-COVER-04' } });
    return true;
  }
  const pick = dice.choose({
    key: `accidental.${t.id}`, roller: null, question: { msg: 'prompt_rq_accidental', params: { target: t.name } },
    options: near.map((c) => ({ value: c.id, label: { msg: 'opt_rq_combatant', params: { name: c.name } } })), default: near[0]!.id,
  });
  const x = near.find((c) => c.id === pick)!;
  out.steps.push({ msg: 'bd_rq_group_accidental', params: { name: x.name, target: t.name }, rule: { id: 'RQ-COVER-04' } });
  const acc = dice.scope('acc.');
  const asked = askReaction(state, a, x, w, true, { ...o, hemmedIn: false }, atkLevel, acc, out.steps);
  let hit: 'none' | 'normal' | 'max' | 'min' = blow.roll ?? 'normal';
  let now = state;
  if (asked) {
    const r = asked.roll(atkLevel);
    out.rolls.push(r.test.roll);
    out.steps.push(...r.steps);
    const spent = { type: 'runequest.changed' as const, id: x.id, name: x.name, status: r.status, reason: 'bd_rq_react_spent_dodge', params: { attacker: a.name }, rule: { id: 'RQ-COVER-05' } };
    out.events.push(spent);
    now = after(state, [spent]);
    hit = r.cell.hit;
  }
  const random: Blow = { ...blow };
  delete random.location;
  if (hit === 'none') {
    out.steps.push({ msg: 'bd_rq_group_continues', params: { name: x.name, target: t.name }, rule: { id: 'RQ-COVER-06' } });
    const r = applyBlow(now, { ...random, key: 'on.' }, dice);
    out.damage = r.damage;
    out.rolls.push(...r.rolls);
    out.steps.push(...r.steps);
    out.events.push(...r.events);
    return true;
  }
  const r = applyBlow(now, { ...random, target: x.id, roll: hit, key: 'acc.', rule: { id: 'RQ-COVER-05' } }, dice);
  out.damage = r.damage;
  out.rolls.push(...r.rolls);
  out.steps.push(...r.steps);
  out.events.push(...r.events);
  return true;
}
