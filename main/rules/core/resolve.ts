import { rulesSettingsSchema, turnOrder, type Combatant, type EncounterState } from '../../../shared/model/encounter.js';
import { newCombatantSchema, type Command } from '../../../shared/model/commands.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { fail, ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { placementProblem, resolveMapCommand } from './map-commands.js';
import { orderTiesEvents } from './initiative.js';
import { byHandHealEvents } from './by-hand.js';
import { systemOf } from '../registry.js';
import { passesOf } from '../../../shared/model/turn-cycle.js';
import { systemNameParam } from '../../../shared/systems/registry.js';
import { conditionParam } from '../../../shared/systems/condition-label.js';

export interface ResolveContext {
  /** Fresh ids for new combatants; injected so replay and tests are deterministic. */
  newId: () => string;
}

const missing = (id: string) => failRef('NOT_FOUND', ref('err_no_combatant', { id }), { path: 'command.id' });

/** The next (or previous) turn in initiative order; going forward, the dead are passed over. */
export function turnEvent(state: EncounterState, step: 1 | -1): Result<EncounterEvent[]> {
  const order = turnOrder(state.combatants);
  if (order.length === 0) return failRef('INVALID_COMMAND', ref('err_no_encounter_combatants'), { path: 'command' });
  const at = order.findIndex((c) => c.id === state.activeId);
  let round = state.round;
  let next: Combatant | undefined;
  if (step === 1) {
    let i = at;
    for (let k = 0; k < order.length; k++) {
      if (i === -1 || i === order.length - 1) {
        i = 0;
        round += 1;
      } else i += 1;
      if (order[i]?.life !== 'dead') break;
    }
    next = order[i];
  } else {
    if (state.round <= 1 && at <= 0) return failRef('INVALID_COMMAND', ref('err_core_first_turn'), { path: 'command' });
    if (at <= 0) {
      next = order[order.length - 1];
      round -= 1;
    } else next = order[at - 1];
  }
  return ok([{ type: 'turn.started', activeId: next?.id ?? null, name: next?.name ?? null, round }]);
}

/**
 * The name a new combatant gets (issue #15): its own when no one in the encounter has it, else the
 * family's next free number — "Goblin" beside "Goblin" is "Goblin 2", then "Goblin 3" (one past the
 * highest, a bare "Goblin" counting as 1). Existing combatants are never renumbered.
 */
export function uniqueName(combatants: readonly { name: string }[], wanted: string): string {
  const fold = (s: string) => s.trim().replace(/\s+/g, ' ').toLowerCase();
  const name = wanted.trim().replace(/\s+/g, ' ');
  if (!combatants.some((c) => fold(c.name) === fold(name))) return name;
  const base = name.replace(/\s+\d+$/, '');
  const family = new RegExp(`^${fold(base).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?: (\\d+))?$`);
  let top = 1;
  for (const c of combatants) {
    const hit = family.exec(fold(c.name));
    if (hit) top = Math.max(top, hit[1] ? Number(hit[1]) : 1);
  }
  return `${base} ${top + 1}`;
}

/**
 * Resolves a GM command against the current state into events, or rejects it.
 * The generic system: later rules systems resolve their own commands into the same event stream.
 */
export function resolveCommand(state: EncounterState, command: Command, ctx: ResolveContext): Result<EncounterEvent[]> {
  const find = (id: string) => state.combatants.find((c) => c.id === id);
  switch (command.type) {
    case 'rename':
      return ok([{ type: 'encounter.renamed', name: command.name }]);
    case 'setVisibility':
      return ok([{ type: 'visibility.changed', visibility: command.visibility }]);
    case 'addCombatant': {
      const input = newCombatantSchema.parse(command.combatant);
      const id = input.id ?? ctx.newId();
      if (find(id)) return failRef('INVALID_COMMAND', ref('err_core_id_exists', { id }), { path: 'command.combatant.id' });
      if (input.position) {
        const problem = placementProblem(state, { id, name: input.name, size: input.size }, input.position);
        if (problem) return failRef('INVALID_COMMAND', problem, { path: 'command.combatant.position' });
      }
      const combatant: Combatant = {
        ...input,
        id,
        name: uniqueName(state.combatants, input.name),
        hp: { max: input.hp.max, current: input.hp.current ?? input.hp.max },
      };
      return ok([{ type: 'combatant.added', combatant }]);
    }
    case 'updateCombatant': {
      const c = find(command.id);
      if (!c) return missing(command.id);
      return ok([{ type: 'combatant.updated', id: c.id, name: command.patch.name ?? c.name, patch: command.patch }]);
    }
    case 'removeCombatant': {
      const c = find(command.id);
      if (!c) return missing(command.id);
      return ok([{ type: 'combatant.removed', id: c.id, name: c.name }]);
    }
    case 'heal': {
      const c = find(command.id);
      if (!c) return missing(command.id);
      const system = systemOf(state);
      return system.heal ? system.heal(state, c, command) : ok(byHandHealEvents(c, command.amount));
    }
    case 'addCondition': {
      const c = find(command.id);
      if (!c) return missing(command.id);
      if (c.conditions.includes(command.condition)) return failRef('INVALID_COMMAND', ref('err_core_has_condition', { name: c.name, condition: conditionParam(state.system, command.condition) }), { path: 'command.condition' });
      const d = command.duration;
      if (d?.of !== undefined && !find(d.of)) return failRef('NOT_FOUND', ref('err_no_combatant', { id: d.of }), { path: 'command.duration.of' });
      const added: EncounterEvent = { type: 'condition.added', id: c.id, name: c.name, condition: command.condition };
      if (!d) return ok([added]);
      const timer = { condition: command.condition, at: d.at, of: d.of ?? c.id, turns: d.turns };
      return ok([added, { type: 'timers.changed', id: c.id, name: c.name, timers: [...c.timers.filter((t) => t.condition !== command.condition), timer] }]);
    }
    case 'removeCondition': {
      const c = find(command.id);
      if (!c) return missing(command.id);
      if (!c.conditions.includes(command.condition)) return failRef('INVALID_COMMAND', ref('err_core_lacks_condition', { name: c.name, condition: conditionParam(state.system, command.condition) }), { path: 'command.condition' });
      const removed: EncounterEvent = { type: 'condition.removed', id: c.id, name: c.name, condition: command.condition };
      return ok([removed, ...(systemOf(state).conditionRemoved?.(state, c, command.condition) ?? [])]);
    }
    case 'setConcentration': {
      const c = find(command.id);
      if (!c) return missing(command.id);
      // Concentration is a rule (5e, Akenar): a system played by hand tracks none (docs/rules/manual.md).
      if (systemOf(state).level === 'manual') return failRef('INVALID_COMMAND', ref('err_core_concentration_by_hand', { system: systemNameParam(state.system) }), { path: 'command.type' });
      return ok([{ type: 'concentration.changed', id: c.id, name: c.name, concentration: command.concentration, reason: command.concentration ? 'bd_concentration_started' : 'bd_concentration_ended', rule: null }]);
    }
    case 'orderTies':
      return orderTiesEvents(state, command);
    case 'setSurprised': {
      const events: EncounterEvent[] = [];
      for (const [i, id] of command.ids.entries()) {
        const c = find(id);
        if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id }), { path: `command.ids[${i}]` });
        if (c.surprised !== command.surprised) events.push({ type: 'surprise.set', id: c.id, name: c.name, surprised: command.surprised });
      }
      if (events.length === 0) return failRef('INVALID_COMMAND', ref('err_core_nothing_changes'), { path: 'command.ids' });
      return ok(events);
    }
    case 'setInitiative': {
      const c = find(command.id);
      if (!c) return missing(command.id);
      return ok([{ type: 'initiative.set', id: c.id, name: c.name, value: command.value }]);
    }
    case 'nextTurn':
      return fail('INTERNAL', 'nextTurn is resolved by the dice engine');
    case 'previousTurn':
      // In passes the way back is undo: the turn before depends on who spent which action.
      if (passesOf(state)) return failRef('INVALID_COMMAND', ref('err_core_passes_undo', { system: systemNameParam(state.system) }), { path: 'command.type' });
      return turnEvent(state, -1);
    case 'setSettings': {
      const { rules, ...core } = command.settings;
      const given = rules ?? {};
      const checked = rulesSettingsSchema(state.system).partial().safeParse(given);
      if (!checked.success) {
        const issue = checked.error.issues[0]!;
        const at = [...issue.path, ...(issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [])].map(String);
        const what = issue.code === 'unrecognized_keys' ? ref('err_core_no_setting', { system: systemNameParam(state.system), setting: at.join('.') }) : ref('err_core_bad_setting', { detail: issue.message });
        return failRef('INVALID_COMMAND', what, { path: ['command', 'settings', 'rules', ...at].join('.') });
      }
      // The partial schema fills the defaults of keys not given: only the given ones change.
      const changed = Object.fromEntries(Object.entries(checked.data).filter(([k, v]) => k in given && v !== undefined));
      return ok([{ type: 'settings.changed', settings: { ...state.settings, ...stripUndefined(core), rules: { ...state.settings.rules, ...changed } } }]);
    }
    case 'setMap':
    case 'removeMap':
    case 'paintTerrain':
    case 'setWalls':
    case 'setBackground':
    case 'placeCombatant':
      return resolveMapCommand(state, command);
    default:
      // Dice commands and every system's own are resolved in dispatch.ts, never here.
      return fail('INTERNAL', `${command.type} is resolved by the dice engine`);
  }
}

function stripUndefined<T extends object>(o: T): { [K in keyof T]-?: Exclude<T[K], undefined> } {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as { [K in keyof T]-?: Exclude<T[K], undefined> };
}
