/**
 * Handling weapons, shields, items and mounts in Pathfinder (PF-ITEM-06..19): drawing and sheathing
 * (free with a move at BAB +1, footnote ³; two weapons with Two-Weapon Fighting), dropping, shields,
 * mounting and the fast mount's Ride check.
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import { ok, ref, type MessageRef, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { withBonus } from '../../../shared/dice/notation.js';
import type { Pf1Status } from '../../../shared/systems/pf1/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import type { SystemCommand } from '../core/system.js';
import { remaining, spend, type Spent } from './economy.js';
import { hasFeat, type PfCombatant } from './sheet.js';
import { natural20 } from './health.js';

type ActionCmd = Extract<SystemCommand<'pf1'>, { type: 'pf1Action' }>;
export interface Handled { status: Pf1Status; reason: string; rule: string; params: Record<string, string | number>; roll?: ReturnType<RollContext['roll']> }

const refuse = (c: PfCombatant, key: string, rule: string, path = 'command.weapon', params: MessageRef['params'] = {}): Result<never> =>
  failRef('INVALID_COMMAND', ref(key, { name: c.name, rule, ...params }), { path });
const refusal = (c: PfCombatant, key: string, sp: Extract<Spent, { ok: false }>) => refuse(c, key, sp.rule, 'command.action');

/** Footnote ³ (PF-ITEM-08/10/17): at BAB +1 or more, one draw or shield action a turn is free when combined with a normal move already made. */
function freeWithMove(c: PfCombatant): boolean {
  const b = c.sheet.status.budget;
  return c.sheet.stats.bab >= 1 && b.move > 0 && b.moved > 0 && !b.combined;
}

/** Drawing (PF-ITEM-06): a move action; free with Quick Draw (G-27) or with a move at BAB +1 (PF-ITEM-08); a second light or one-handed weapon with Two-Weapon Fighting (PF-ITEM-09). */
export function drawEvents(c: PfCombatant, cmd: ActionCmd): Result<Handled> {
  const ids = [cmd.weapon, cmd.weapon2].filter((x): x is string => !!x);
  if (!ids.length) return refuse(c, 'err_pf1_item_draw_unnamed', 'PF-ITEM-06');
  for (const id of ids) {
    const a = c.sheet.stats.attacks.find((x) => x.id === id);
    if (!a || a.kind === 'natural') return refuse(c, 'err_pf1_item_draw_unknown', 'PF-ITEM-06', 'command.weapon', { id });
    if (c.sheet.status.drawn.includes(id)) return refuse(c, 'err_pf1_item_draw_in_hand', 'PF-ITEM-06', 'command.weapon', { weapon: a.name });
    if (ids.length === 2 && (a.hands === 'two' || !hasFeat(c, 'twoWeaponFighting'))) return refuse(c, 'err_pf1_item_draw_two', 'PF-ITEM-09', 'command.weapon2', { weapon: a.name });
  }
  const quick = hasFeat(c, 'quickDraw');
  const combined = !quick && freeWithMove(c);
  const sp = spend(c.sheet.status, quick || combined ? 'free' : 'move');
  if (!sp.ok) return refusal(c, 'err_pf1_item_draw_now', sp);
  const status: Pf1Status = { ...sp.status, drawn: [...sp.status.drawn, ...ids], budget: { ...sp.status.budget, combined: sp.status.budget.combined || combined } };
  const rule = ids.length === 2 ? 'PF-ITEM-09' : quick ? 'PF:G-27' : combined ? 'PF-ITEM-08' : 'PF-ITEM-06';
  return ok({ status, reason: quick || combined ? 'bd_pf_item_draw_free' : 'bd_pf_item_draw', rule, params: { weapon: ids.map((id) => c.sheet.stats.attacks.find((x) => x.id === id)?.name ?? id).join(', ') } });
}

/** Sheathing: always a move action, never free with a move (G-37). */
export function sheatheEvents(c: PfCombatant, cmd: ActionCmd): Result<Handled> {
  const id = cmd.weapon;
  if (!id || !c.sheet.status.drawn.includes(id)) return refuse(c, 'err_pf1_item_sheathe_not_in_hand', 'PF-ITEM-06', 'command.weapon', { id: id ?? '' });
  const sp = spend(c.sheet.status, 'move');
  if (!sp.ok) return refusal(c, 'err_pf1_item_sheathe_now', sp);
  return ok({ status: { ...sp.status, drawn: sp.status.drawn.filter((x) => x !== id) }, reason: 'bd_pf_item_sheathe', rule: 'PF:G-37', params: { weapon: id } });
}

/** Retrieving a stored item (PF-ITEM-12), a weapon out of easy reach among them (PF-ITEM-07): a move action; the weapon is then in hand. */
export function retrieveEvents(c: PfCombatant, cmd: ActionCmd): Result<Handled> {
  const sp = spend(c.sheet.status, 'move');
  if (!sp.ok) return refusal(c, 'err_pf1_item_retrieve_now', sp);
  const weapon = cmd.weapon && c.sheet.stats.attacks.some((a) => a.id === cmd.weapon && a.kind !== 'natural') ? cmd.weapon : null;
  const drawn = weapon && !sp.status.drawn.includes(weapon) ? [...sp.status.drawn, weapon] : sp.status.drawn;
  return ok({ status: { ...sp.status, drawn }, reason: 'bd_pf_item_retrieve', rule: weapon ? 'PF-ITEM-07' : 'PF-ITEM-12', params: { item: weapon ?? cmd.label ?? '' } });
}

/** Dropping an item in its space or an adjacent hex: free (PF-ITEM-19); a weapon dropped leaves the hand. */
export function dropEvents(c: PfCombatant, cmd: ActionCmd): Result<Handled> {
  const sp = spend(c.sheet.status, 'free');
  if (!sp.ok) return refusal(c, 'err_pf1_item_drop_now', sp);
  const drawn = cmd.weapon ? sp.status.drawn.filter((x) => x !== cmd.weapon) : sp.status.drawn;
  return ok({ status: { ...sp.status, drawn }, reason: 'bd_pf_item_drop', rule: 'PF-ITEM-19', params: { item: cmd.weapon ?? cmd.label ?? '' } });
}

/**
 * Shields (PF-ITEM-16..18): strapping on or unstrapping one is a move action, free with a move at
 * BAB +1 (PF-ITEM-17); a shield held, not strapped (`as: 'free'`), drops as a free action (PF-ITEM-18).
 */
export function shieldEvents(c: PfCombatant, cmd: ActionCmd, ready: boolean): Result<Handled> {
  if (c.sheet.stats.ac.shield === 0) return refuse(c, ready ? 'err_pf1_item_ready_no_shield' : 'err_pf1_item_drop_no_shield', 'PF-ITEM-16', 'command.action');
  if (ready === !c.sheet.status.shieldOff) return refuse(c, ready ? 'err_pf1_item_shield_ready' : 'err_pf1_item_shield_not_borne', 'PF-ITEM-16', 'command.action');
  const held = !ready && cmd.as === 'free';
  const combined = !held && freeWithMove(c);
  const sp = spend(c.sheet.status, held || combined ? 'free' : 'move');
  if (!sp.ok) return refusal(c, ready ? 'err_pf1_item_ready_shield_now' : 'err_pf1_item_drop_shield_now', sp);
  const status: Pf1Status = { ...sp.status, shieldOff: !ready, budget: { ...sp.status.budget, combined: sp.status.budget.combined || combined } };
  return ok({ status, reason: ready ? 'bd_pf_item_shield_ready' : 'bd_pf_item_shield_drop', rule: held ? 'PF-ITEM-18' : combined ? 'PF-ITEM-17' : 'PF-ITEM-16', params: {} });
}

/**
 * The fast mount or dismount (PF-ITEM-14/15): only when a move action is still there to mount with;
 * a DC 20 Ride check (`ride.<id>`, d20 + `skill`): success, a free action; failure, a move action.
 */
export function fastMountEvents(_state: EncounterState, c: PfCombatant, cmd: ActionCmd, dice: RollContext): Result<Handled> {
  if (remaining(c.sheet.status).move < 1) return refuse(c, 'err_pf1_item_fast_mount_no_move', 'PF-ITEM-15', 'command.action');
  const roll = dice.roll({ key: `ride.${c.id}`, notation: withBonus('1d20', cmd.skill), purpose: { msg: 'prompt_pf_ride', params: { name: c.name, dc: 20 } }, roller: c });
  const passed = natural20(roll) === 20 || roll.total >= 20;
  const sp = spend(c.sheet.status, passed ? 'free' : 'move');
  if (!sp.ok) return refusal(c, 'err_pf1_item_fast_mount_now', sp);
  return ok({ status: sp.status, reason: passed ? 'bd_pf_item_fast_mount' : 'bd_pf_item_fast_mount_failed', rule: 'PF-ITEM-14', params: { total: roll.total, dc: 20 }, roll });
}
