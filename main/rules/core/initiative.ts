import type { Command } from '../../../shared/model/commands.js';
import { turnOrder, type Combatant, type EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { RollContext } from './dice-engine.js';
import { withBonus, type RollRecord } from '../../../shared/dice/index.js';
import { findSystem } from '../../../shared/systems/registry.js';
import { systemOf } from '../registry.js';

/** d20 + initiative bonus for each combatant (all when no ids are given), in the order given. */
export function rollInitiativeEvents(state: EncounterState, cmd: Extract<Command, { type: 'rollInitiative' }>, dice: RollContext): Result<EncounterEvent[]> {
  {
    const ids = cmd.ids ?? state.combatants.map((c) => c.id);
    const rolls: { id: string; name: string; value: number; roll: RollRecord }[] = [];
    // Identical monsters (same stat block) share one roll when the setting asks for it (5E-SEQ-11).
    const groupRolls = new Map<string, RollRecord>();
    for (const [i, id] of ids.entries()) {
      const c = state.combatants.find((x) => x.id === id);
      if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id }), { path: `command.ids[${i}]` });
      const b = c.initiativeBonus;
      const group = state.settings.groupInitiative && c.kind === 'monster' && c.sheet && findSystem(c.sheet.system)?.groupsInitiative ? JSON.stringify(c.sheet) : null;
      let roll = group ? groupRolls.get(group) : undefined;
      if (!roll) {
        roll = dice.roll({ key: `init.${c.id}`, notation: systemOf(state).initiativeRoll?.(state, c) ?? withBonus('1d20', b), purpose: { msg: group ? 'prompt_group_initiative' : 'prompt_initiative', params: { name: c.name } }, roller: c });
        if (group) groupRolls.set(group, roll);
      }
      rolls.push({ id: c.id, name: c.name, value: roll.total, roll });
    }
    if (rolls.length === 0) return failRef('INVALID_COMMAND', ref('err_no_encounter_combatants'), { path: 'command' });
    return ok([{ type: 'initiative.rolled', rolls }]);
  }
}

/**
 * Groups of two or more combatants that nothing orders yet: the same initiative and the same
 * tiebreak (a system's rule, such as Akenar's Dex, or the GM's order, decides the rest), in turn order.
 */
function tiedGroups(state: EncounterState): Combatant[][] {
  const groups = new Map<string, Combatant[]>();
  for (const c of turnOrder(state.combatants)) {
    if (c.initiative === null) continue;
    const key = `${c.initiative}:${c.tiebreak}`;
    groups.set(key, [...(groups.get(key) ?? []), c]);
  }
  return [...groups.values()].filter((g) => g.length > 1);
}

/** The GM puts tied combatants in order, first to last (5E-SEQ-14). */
export function orderTiesEvents(state: EncounterState, cmd: Extract<Command, { type: 'orderTies' }>): Result<EncounterEvent[]> {
  const chosen: Combatant[] = [];
  for (const [i, id] of cmd.ids.entries()) {
    const c = state.combatants.find((x) => x.id === id);
    if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id }), { path: `command.ids[${i}]` });
    if (c.initiative === null || c.initiative !== chosen[0]?.initiative && i > 0) return failRef('INVALID_COMMAND', ref('err_core_not_tied', { name: c.name, other: chosen[0]?.name ?? '' }), { path: `command.ids[${i}]` });
    chosen.push(c);
  }
  const values = chosen.map((c, i) => ({ id: c.id, name: c.name, value: chosen.length - i }));
  return ok([{ type: 'tiebreak.set', values, rule: { id: '5E-SEQ-14' } }]);
}

/**
 * Optional tie-break: each tied combatant rolls a d20, the highest goes first (5E-SEQ-16). The order
 * already decided among those on the same initiative is kept: their tiebreaks are renumbered, each
 * tied group taking the place it had, ordered by its rolls (equal rolls stay tied).
 */
export function rollTiesEvents(state: EncounterState, cmd: Extract<Command, { type: 'rollTies' }>, dice: RollContext): Result<EncounterEvent[]> {
  void cmd;
  const groups = tiedGroups(state);
  if (groups.length === 0) return failRef('INVALID_COMMAND', ref('err_core_nobody_tied'), { path: 'command' });
  const rolls = new Map<string, RollRecord>();
  for (const c of groups.flat()) rolls.set(c.id, dice.roll({ key: `tie.${c.id}`, notation: '1d20', purpose: { msg: 'prompt_tiebreak', params: { name: c.name } }, roller: c }));
  const values: { id: string; name: string; value: number; roll?: RollRecord }[] = [];
  for (const initiative of new Set(groups.map((g) => g[0]!.initiative))) {
    // Ranks from last to first: by tiebreak, then by roll; a rank's value is its place from the bottom.
    const rank = (c: Combatant): [number, number] => [c.tiebreak, rolls.get(c.id)?.total ?? 0];
    const same = turnOrder(state.combatants).filter((c) => c.initiative === initiative).reverse();
    same.sort((a, b) => rank(a)[0] - rank(b)[0] || rank(a)[1] - rank(b)[1]);
    let value = 0;
    let prev: [number, number] | null = null;
    for (const c of same) {
      const r = rank(c);
      if (!prev || r[0] !== prev[0] || r[1] !== prev[1]) value++;
      prev = r;
      const roll = rolls.get(c.id);
      values.push({ id: c.id, name: c.name, value, ...(roll ? { roll } : {}) });
    }
  }
  return ok([{ type: 'tiebreak.set', values: values.reverse(), rule: { id: '5E-SEQ-16' } }]);
}
