/**
 * Impaling (RQ-IMPALE-01..07, Z-19): after a critical with an impaling weapon the attacker chooses
 * (`impale.<attacker>`) to pull it out, an Athletics test (`ath.<puller>`) at once and at no CA: success
 * deals the weapon's normal damage again to the same location (DM and AP apply) and the weapon comes
 * back; failure deals 1D4 there and it stays. Left in, it is stuck in the target (−20% to all its tests
 * per weapon, `testMods`) and out of the attacker's hand. `pullOutEvents` is the same pull by the impaled
 * itself (a CA, RQ-IMPALE-06) or one who grabbed it with an unarmed attack (RQ-IMPALE-05); First Aid
 * removes it cleanly ('RQ-IMPALE-07', `firstAidEvents`).
 */
import { ok, ref, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RqStatus } from '../../../shared/systems/runequest/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import { changed, isRq, settingsOf, skillOf, weaponOf, type RqCombatant } from './sheet.js';
import { rollTest } from './skill.js';
import { testMods } from './wounds.js';
import { applyBlow, type Blow } from './damage.js';
import { Track } from './wound-track.js';

/** The status without `weapon` in its hands. */
const unhanded = (s: RqStatus, weapon: string): RqStatus => ({ ...s, held: { right: s.held.right === weapon ? null : s.held.right, left: s.held.left === weapon ? null : s.held.left } });

/**
 * A pull by `puller` on the weapon stuck in `target` at `location` (owned by `owner`): the test and
 * what follows. `stuck`: already in the target's `impaled` list (it leaves on success).
 */
function pull(track: Track, puller: RqCombatant, owner: RqCombatant, weaponId: string, location: string, stuck: boolean, dice: RollContext): void {
  const state = track.state();
  const weapon = weaponOf(owner, weaponId)!;
  const p = state.combatants.find((x) => x.id === puller.id) as RqCombatant;
  const t = rollTest(dice, { key: `ath.${p.id}`, base: skillOf(p, 'athletics'), mods: testMods(state, p, p.sheet.status, 'athletics'), purpose: { msg: 'prompt_rq_test', params: { name: p.name, skill: 'athletics' } }, roller: p, rule: { id: 'RQ-IMPALE-02', gap: 'Z-19' }, settings: settingsOf(state) });
  const okPull = t.level === 'success' || t.level === 'critical';
  const target = track.c;
  track.push([changed(p, p.sheet.status, okPull ? 'bd_rq_impale_pulled' : 'bd_rq_impale_stuck', { id: okPull ? 'RQ-IMPALE-02' : 'RQ-IMPALE-03', gap: 'Z-19' }, { params: { target: target.name, weapon: weapon.name }, rolls: [t.roll], steps: t.steps })]);
  if (okPull) {
    if (stuck) {
      const i = track.status.impaled.findIndex((x) => x.weapon === weaponId && x.by === owner.id && x.location === location);
      track.set({ ...track.status, impaled: track.status.impaled.filter((_, j) => j !== i) }, 'bd_rq_impale_out', { id: 'RQ-IMPALE-02' }, { params: { weapon: weapon.name } });
    }
    const blow: Blow = { target: target.id, attacker: puller.id, weapon, roll: 'normal', location, knockback: false, impale: false, key: 'pull.', rule: { id: 'RQ-IMPALE-02', gap: 'Z-19' } };
    track.push(applyBlow(track.state(), blow, dice).events);
    return;
  }
  const d4 = dice.roll({ key: 'pull.d4', notation: '1d4', purpose: { msg: 'prompt_rq_damage_extra', params: { name: target.name, notation: '1d4' } }, roller: null, allowTotal: true });
  track.set(track.status, 'bd_rq_impale_d4', { id: 'RQ-IMPALE-03' }, { params: { total: d4.total }, rolls: [d4] });
  if (!stuck) stick(track, owner, weaponId, location);
  track.push(applyBlow(track.state(), { target: target.id, attacker: null, weapon: null, amount: d4.total, location, knockback: false, key: 'pull.d4.', rule: { id: 'RQ-IMPALE-03', gap: 'Z-19' } }, dice).events);
}

/** The weapon left in the target and out of its owner's hands. */
function stick(track: Track, owner: RqCombatant, weaponId: string, location: string): void {
  const weapon = weaponOf(owner, weaponId)!;
  track.set({ ...track.status, impaled: [...track.status.impaled, { by: owner.id, weapon: weaponId, name: weapon.name, location }] }, 'bd_rq_impale_in', { id: 'RQ-IMPALE-04', gap: 'Z-19' }, { params: { weapon: weapon.name, location, n: track.status.impaled.length + 1 } });
  const o = track.state().combatants.find((x) => x.id === owner.id) as RqCombatant;
  track.push([changed(o, unhanded(o.sheet.status, weaponId), 'bd_rq_impale_left', { id: 'RQ-IMPALE-01' }, { params: { weapon: weapon.name, target: track.c.name } })]);
}

/** After a critical with an impaling weapon (RQ-IMPALE-01): the attacker's choice, then the pull or the weapon left in. */
export function impaleEvents(track: Track, blow: Blow, location: string, dice: RollContext, _root: RollContext): void {
  const state = track.state();
  const owner = state.combatants.find((x) => x.id === blow.attacker);
  if (!isRq(owner) || !blow.weapon || track.life === 'dead') return;
  const choice = dice.choose({
    key: `impale.${owner.id}`, roller: owner, question: { msg: 'prompt_rq_impale', params: { name: owner.name, target: track.c.name, weapon: blow.weapon.name } },
    options: [{ value: 'pull', label: { msg: 'opt_rq_impale_pull', params: {} } }, { value: 'leave', label: { msg: 'opt_rq_impale_leave', params: {} } }], default: 'pull',
  });
  if (choice === 'leave') stick(track, owner, blow.weapon.id, location);
  else pull(track, owner, owner, blow.weapon.id, location, false, dice);
}

/**
 * `puller` pulls out a weapon stuck in `targetId` (itself for RQ-IMPALE-06; a grabber for RQ-IMPALE-05):
 * `weapon` picks one when several are stuck. The caller spends the CA.
 */
export function pullOutEvents(state: EncounterState, puller: RqCombatant, targetId: string, weapon: string | undefined, dice: RollContext): Result<EncounterEvent[]> {
  const target = state.combatants.find((x) => x.id === targetId);
  if (!isRq(target)) return failRef('INVALID_COMMAND', ref('err_rq_impale_no_sheet', { target: targetId }), { path: 'command.target' });
  const stuck = target.sheet.status.impaled.find((x) => weapon === undefined || x.weapon === weapon);
  if (!stuck) return failRef('INVALID_COMMAND', weapon ? ref('err_rq_impale_weapon_not_stuck', { weapon, target: target.name }) : ref('err_rq_impale_nothing_stuck', { target: target.name }), { path: weapon ? 'command.weapon' : 'command.target' });
  const owner = state.combatants.find((x) => x.id === stuck.by);
  if (!isRq(owner)) return failRef('INVALID_COMMAND', ref('err_rq_impale_owner_gone', { weapon: stuck.name }), { path: 'command.weapon' });
  const track = new Track(state, target);
  pull(track, puller, owner, stuck.weapon, stuck.location, true, dice);
  return ok(track.events);
}
