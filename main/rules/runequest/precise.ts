/**
 * Precise attacks (RQ-PREC-01..10, RQ-RANGED-08, RQ-COVER-07): one declared aim at −40%, never in a
 * charge, flurry, free attack, riposte, the off-hand extra or a shot into a group; a disarm deals no
 * damage but an opposed test of weapon skills (+20% to either side with a two-handed weapon; the −40%
 * on it only if the encounter says so: TV-05) sends the weapon 1D6 − 1 m away.
 */
import { ref, type MessageRef } from '../../../shared/contract/result.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RollRecordData, Step } from '../../../shared/engine/prompt.js';
import type { RqAttackOptions } from '../../../shared/systems/runequest/commands.js';
import type { RqWeapon } from '../../../shared/systems/runequest/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import { changed, settingsOf, skillOf, weaponOf, type RqCombatant } from './sheet.js';
import { opposedWinner, rollTest, type RqMod } from './skill.js';
import { statusMods } from './attack-mods.js';

const PREC = (id: string) => ({ id });

/** Why this precise attack may not be made, or null. */
export function preciseProblem(t: RqCombatant, w: RqWeapon, o: RqAttackOptions, ranged: boolean): MessageRef | null {
  if (!o.precise) {
    if (o.location || o.targetWeapon) return ref('err_rq_prec_declare');
    return null;
  }
  if (o.mode !== 'normal') return ref('err_rq_prec_mode', { mode: `@ui_rq_mode_${o.mode}` });
  if (o.grapple) return ref('err_rq_prec_grapple');
  if (o.covered) return ref('err_rq_prec_group');
  if (ranged && (o.precise === 'weapon' || o.precise === 'disarm')) return ref('err_rq_prec_ranged');
  if (o.precise === 'location') {
    if (o.targetWeapon) return ref('err_rq_prec_combined');
    if (!o.location) return ref('err_rq_prec_no_location');
    if (!(o.location in t.sheet.status.locations)) return ref('err_rq_prec_bad_location', { target: t.name, location: o.location });
    return null;
  }
  if (o.location) return ref('err_rq_prec_combined');
  if (o.precise === 'ignoreArmour') return o.targetWeapon ? ref('err_rq_prec_combined') : null;
  if (!o.targetWeapon) return ref(o.precise === 'disarm' ? 'err_rq_prec_disarm_no_weapon' : 'err_rq_prec_hit_weapon_no_weapon');
  const tw = weaponOf(t, o.targetWeapon);
  if (!tw) return ref('err_rq_prec_target_no_weapon', { target: t.name, weapon: o.targetWeapon });
  if (tw.kind === 'natural' || tw.kind === 'unarmed') return ref('err_rq_prec_natural');
  const held = t.sheet.status.held;
  if (held.right !== tw.id && held.left !== tw.id) return ref('err_rq_prec_not_held', { target: t.name, weapon: tw.name });
  return null;
}

export const PRECISE_MOD: RqMod = { msg: 'bd_rq_mod_precise', value: -40, rule: PREC('RQ-PREC-03') };

/** A disarm that hit: the opposed test (`disarm.atk.d100`, `disarm.def.d100`) and, won, the flight (`disarm.d6`, `disarm.dir`). */
export function resolveDisarm(state: EncounterState, a: RqCombatant, t: RqCombatant, w: RqWeapon, o: RqAttackOptions, dice: RollContext): { events: EncounterEvent[]; rolls: RollRecordData[]; steps: Step[] } {
  const tw = weaponOf(t, o.targetWeapon!)!;
  const settings = settingsOf(state);
  const twoH = (x: RqWeapon): RqMod[] => (x.hands === 2 ? [{ msg: 'bd_rq_mod_two_handed', value: 20, rule: PREC('RQ-PREC-05') }] : []);
  const atkMods = [...twoH(w), ...(settings.disarmPenaltyOnOpposed ? [PRECISE_MOD] : []), ...statusMods(state, a, { skill: w.skill })];
  const at = rollTest(dice, { key: 'disarm.atk.d100', base: skillOf(a, w.skill), mods: atkMods, roller: a, settings, purpose: { msg: 'prompt_rq_disarm', params: { name: a.name } }, rule: PREC('RQ-PREC-05') });
  const df = rollTest(dice, { key: 'disarm.def.d100', base: skillOf(t, tw.skill), mods: [...twoH(tw), ...statusMods(state, t, { skill: tw.skill })], roller: t, settings, purpose: { msg: 'prompt_rq_disarm', params: { name: t.name } }, rule: PREC('RQ-PREC-05') });
  const steps: Step[] = [{ msg: 'bd_rq_disarm_no_damage', params: {}, rule: PREC('RQ-PREC-05') }, ...at.steps, ...df.steps];
  const rolls: RollRecordData[] = [at.roll, df.roll];
  const won = opposedWinner(at, df) === 'a';
  if (!won) {
    steps.push({ msg: 'bd_rq_disarm_failed', params: { name: t.name, weapon: tw.name }, rule: PREC('RQ-PREC-05') });
    return { events: [], rolls, steps };
  }
  const d6 = dice.roll({ key: 'disarm.d6', notation: '1d6', purpose: { msg: 'prompt_rq_disarm_distance', params: { weapon: tw.name } }, roller: a });
  rolls.push(d6);
  const metres = d6.total - 1;
  let dir = 0;
  if (metres > 0) {
    const r = dice.roll({ key: 'disarm.dir', notation: '1d6', purpose: { msg: 'prompt_rq_disarm_direction', params: { weapon: tw.name } }, roller: null });
    rolls.push(r);
    dir = r.total;
  }
  steps.push({ msg: metres === 0 ? 'bd_rq_disarm_feet' : 'bd_rq_disarm_flies', params: { name: t.name, weapon: tw.name, metres, dir }, rule: PREC('RQ-PREC-06') });
  const s = t.sheet.status;
  const held = { right: s.held.right === tw.id ? null : s.held.right, left: s.held.left === tw.id ? null : s.held.left };
  const ev = changed(t, { ...s, held }, metres === 0 ? 'bd_rq_disarmed_feet' : 'bd_rq_disarmed', PREC('RQ-PREC-06'), { params: { weapon: tw.name, metres, dir }, rolls: [...rolls] });
  return { events: [ev], rolls, steps };
}
