import { produce } from 'immer';
import { FRESH_ECONOMY, type EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { systemOf } from '../registry.js';

function mutate(draft: EncounterState, event: EncounterEvent): void {
  const find = (id: string) => draft.combatants.find((c) => c.id === id);
  switch (event.type) {
    case 'encounter.renamed':
      draft.name = event.name;
      return;
    case 'visibility.changed':
      draft.visibility = event.visibility;
      return;
    case 'combatant.added':
      draft.combatants.push(structuredClone(event.combatant));
      return;
    case 'combatant.updated': {
      const c = find(event.id);
      if (c) Object.assign(c, structuredClone(event.patch));
      return;
    }
    case 'combatant.removed':
      draft.combatants = draft.combatants.filter((c) => c.id !== event.id);
      if (draft.activeId === event.id) draft.activeId = null;
      return;
    case 'combatant.damaged':
    case 'combatant.healed': {
      const c = find(event.id);
      if (c) c.hp.current = event.after;
      if (c && event.type === 'combatant.damaged' && event.temp) c.tempHp = event.temp.after;
      return;
    }
    case 'tempHp.changed': {
      const c = find(event.id);
      if (c) c.tempHp = event.after;
      return;
    }
    case 'timers.changed': {
      const c = find(event.id);
      if (c) c.timers = event.timers.map((t) => ({ ...t }));
      return;
    }
    case 'economy.changed': {
      const c = find(event.id);
      if (c) {
        c.economy = structuredClone(event.economy);
        if (event.moved !== undefined) c.moved = event.moved;
      }
      return;
    }
    case 'concentration.changed': {
      const c = find(event.id);
      if (c) c.concentration = event.concentration;
      return;
    }
    case 'tiebreak.set':
      for (const v of event.values) {
        const c = find(v.id);
        if (c) c.tiebreak = v.value;
      }
      return;
    case 'checks.rolled':
      return;
    case 'combat.ended':
      draft.round = 0;
      draft.activeId = null;
      delete draft.pass;
      for (const c of draft.combatants) {
        c.economy = { ...FRESH_ECONOMY };
        c.moved = 0;
        c.surprised = false;
      }
      return;
    case 'grappling.changed': {
      const c = find(event.id);
      if (c) c.grappling = [...event.grappling];
      return;
    }
    case 'surprise.set': {
      const c = find(event.id);
      if (c) c.surprised = event.surprised;
      return;
    }
    case 'effect.resolved':
    case 'save.rolled':
    case 'contest.resolved':
      return; // the log's record; its effects are their own events
    case 'condition.added': {
      const c = find(event.id);
      if (c && !c.conditions.includes(event.condition)) c.conditions.push(event.condition);
      return;
    }
    case 'condition.removed': {
      const c = find(event.id);
      if (c) {
        c.conditions = c.conditions.filter((x) => x !== event.condition);
        c.timers = c.timers.filter((t) => t.condition !== event.condition);
      }
      return;
    }
    case 'initiative.set': {
      const c = find(event.id);
      if (c) {
        c.initiative = event.value;
        c.tiebreak = 0;
      }
      return;
    }
    case 'turn.started': {
      draft.activeId = event.activeId;
      draft.round = event.round;
      if (event.pass === undefined) delete draft.pass;
      else draft.pass = event.pass;
      const c = event.activeId === null ? undefined : find(event.activeId);
      if (c) {
        c.moved = 0;
        c.economy = { ...FRESH_ECONOMY };
        systemOf(draft).foldTurnStart?.(c);
      }
      return;
    }
    case 'life.changed': {
      const c = find(event.id);
      if (c) {
        c.life = event.life;
        c.deathSaves = { ...event.deathSaves };
      }
      return;
    }
    case 'attack.resolved':
      return; // the log's record; the HP change is its own event
    case 'settings.changed':
      draft.settings = { ...event.settings };
      return;
    case 'initiative.rolled':
      for (const r of event.rolls) {
        const c = find(r.id);
        if (c) {
          c.initiative = r.value;
          c.tiebreak = 0;
        }
      }
      return;
    case 'map.set':
      if (draft.map) Object.assign(draft.map, structuredClone(event.settings));
      else draft.map = { ...structuredClone(event.settings), terrain: [], walls: [], background: null };
      return;
    case 'map.removed':
      draft.map = null;
      for (const c of draft.combatants) c.position = null;
      return;
    case 'map.terrainPainted': {
      if (!draft.map) return;
      const painted = new Map(event.cells.map((c) => [`${c[0]},${c[1]}`, c]));
      const kept = draft.map.terrain.filter((c) => !painted.has(`${c[0]},${c[1]}`));
      draft.map.terrain = [...kept, ...event.cells.filter((c) => c[2] !== 'normal').map((c) => [...c] as typeof c)];
      return;
    }
    case 'map.wallsChanged': {
      if (!draft.map) return;
      const changed = new Set(event.edges.map((e) => e.join(',')));
      const kept = draft.map.walls.filter((e) => !changed.has(e.join(',')));
      draft.map.walls = event.present ? [...kept, ...event.edges.map((e) => [...e] as typeof e)] : kept;
      return;
    }
    case 'map.backgroundSet':
      if (draft.map) draft.map.background = event.background && { ...event.background };
      return;
    case 'combatant.placed': {
      const c = find(event.id);
      if (c) c.position = event.at && { ...event.at };
      return;
    }
    case 'combatant.moved': {
      const c = find(event.id);
      const to = event.path[event.path.length - 1];
      if (c && to) {
        c.position = { ...to };
        c.moved += event.cost;
      }
      return;
    }
    default:
      // A system's own event: the system folds it (issue #12).
      systemOf(draft).foldEvent?.(draft, event);
  }
}

/** Applies events to a state. Pure: the input is never changed; replay never calls an RNG. */
export function fold(state: EncounterState, events: readonly EncounterEvent[]): EncounterState {
  if (events.length === 0) return state;
  return produce(state, (draft) => {
    for (const e of events) mutate(draft, e);
  });
}
