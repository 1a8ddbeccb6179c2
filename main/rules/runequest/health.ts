/**
 * Healing and First Aid by location (RQ-WOUND-03/06/09/10/12/13, G-19). Healing restores HP to one
 * location (up to its starting HP); at 1 HP or more its wound's effects end: the limb works again,
 * the bleeding and the repeated Resilience tests stop, the scar stays in the log (a later blow is a new
 * wound). First Aid (G-19: the seed gives no test and no amount): a First Aid test (`fa.<healer>`); on
 * success the location counts as treated — a Serious limb works again (a Major one stays lost until
 * healed to ≥ 1 HP: RQ-WOUND-08), bleeding and repeats end — any HP the GM
 * grants is added, and a weapon stuck there comes out cleanly ('RQ-IMPALE-07').
 */
import { ok, ref, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RqStatus } from '../../../shared/systems/runequest/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import { byHandHealEvents } from '../core/by-hand.js';
import { changed, derived, isRq, settingsOf, skillOf, type RqCombatant } from './sheet.js';
import { rollTest } from './skill.js';
import { testMods, woundMovement } from './wounds.js';

/** The events that go with a new status: a changed Movement once a leg works again. */
function withMovement(state: EncounterState, c: RqCombatant, status: RqStatus, events: EncounterEvent[]): EncounterEvent[] {
  const speed = woundMovement(state, c, status);
  if (speed !== woundMovement(state, c)) events.push({ type: 'combatant.updated', id: c.id, name: c.name, patch: { speed } });
  return events;
}

/** The location restored (≥ 1 HP) or treated: no longer useless, bleeding or tested. */
function treated(status: RqStatus, location: string, hp: number, firstAid: boolean): RqStatus {
  const l = status.locations[location]!;
  const restored = hp >= 1;
  return {
    ...status,
    locations: { ...status.locations, [location]: { hp, tier: restored ? 'none' : l.tier, useless: restored ? false : firstAid ? l.useless && l.tier === 'major' : l.useless, firstAid: restored ? false : firstAid || l.firstAid, bleed: restored || firstAid ? null : l.bleed } },
  };
}

/** The `heal` command on a RuneQuest combatant: `amount` to `location` (required), up to its starting HP. */
export function rqHealEvents(state: EncounterState, c: Combatant, cmd: { amount: number; location?: string }): Result<EncounterEvent[]> {
  if (!isRq(c)) return ok(byHandHealEvents(c, cmd.amount));
  if (c.life === 'dead') return failRef('INVALID_COMMAND', ref('err_rq_heal_dead', { name: c.name }), { path: 'command.id' });
  const locs = derived(state, c).locations;
  if (!cmd.location) return failRef('INVALID_COMMAND', ref('err_rq_heal_location', { locations: locs.map((l) => l.id).join(', ') }), { path: 'command.location' });
  const loc = locs.find((l) => l.id === cmd.location);
  if (!loc) return failRef('INVALID_COMMAND', ref('err_rq_heal_bad_location', { name: c.name, location: cmd.location, locations: locs.map((l) => l.id).join(', ') }), { path: 'command.location' });
  const now = c.sheet.status.locations[loc.id]!;
  const hp = Math.min(loc.hp, now.hp + cmd.amount);
  const status = treated(c.sheet.status, loc.id, hp, false);
  const restored = hp >= 1 && now.hp < 1;
  return ok(withMovement(state, c, status, [changed(c, status, restored ? 'bd_rq_heal_restored' : 'bd_rq_heal', { id: restored ? 'RQ-WOUND-03' : 'RQ-DMG-06' }, { params: { location: loc.id, before: now.hp, after: hp } })]));
}

/**
 * First Aid by `healer` on `target`'s `location` (the round helper's `rqAction firstAid` spends the CA):
 * the test, and on success the location treated, `amount` HP the GM grants (G-19), a weapon stuck
 * there removed ('RQ-IMPALE-07').
 */
export function firstAidEvents(state: EncounterState, healer: RqCombatant, target: Combatant, location: string | undefined, dice: RollContext, amount = 0): Result<EncounterEvent[]> {
  if (!isRq(target)) return failRef('INVALID_COMMAND', ref('err_rq_aid_no_sheet', { target: target.name }), { path: 'command.target' });
  if (target.life === 'dead') return failRef('INVALID_COMMAND', ref('err_rq_aid_dead', { target: target.name }), { path: 'command.target' });
  const locs = derived(state, target).locations;
  const loc = locs.find((l) => l.id === location);
  if (!loc) return failRef('INVALID_COMMAND', ref('err_rq_aid_location', { target: target.name, locations: locs.map((l) => l.id).join(', ') }), { path: 'command.location' });
  const t = rollTest(dice, { key: `fa.${healer.id}`, base: skillOf(healer, 'first-aid'), mods: testMods(state, healer, healer.sheet.status, 'first-aid'), purpose: { msg: 'prompt_rq_test', params: { name: healer.name, skill: 'first-aid' } }, roller: healer, rule: { id: 'RQ-WOUND-03', gap: 'G-19' }, settings: settingsOf(state) });
  if (t.level !== 'success' && t.level !== 'critical') return ok([changed(target, target.sheet.status, 'bd_rq_first_aid_fail', { id: 'RQ-WOUND-03', gap: 'G-19' }, { params: { healer: healer.name, location: loc.id }, rolls: [t.roll], steps: t.steps })]);
  const now = target.sheet.status.locations[loc.id]!;
  let status = treated(target.sheet.status, loc.id, Math.min(loc.hp, now.hp + amount), true);
  const events: EncounterEvent[] = [changed(target, status, 'bd_rq_first_aid', { id: 'RQ-WOUND-03', gap: 'G-19' }, { params: { healer: healer.name, location: loc.id, amount }, rolls: [t.roll], steps: t.steps })];
  const stuck = status.impaled.filter((x) => x.location === loc.id);
  if (stuck.length) {
    status = { ...status, impaled: status.impaled.filter((x) => x.location !== loc.id) };
    events.push(changed(target, status, 'bd_rq_first_aid_impale', { id: 'RQ-IMPALE-07' }, { params: { weapon: stuck.map((x) => x.name).join(', '), location: loc.id } }));
  }
  return ok(withMovement(state, target, status, events));
}
