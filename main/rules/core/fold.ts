import { produce } from 'immer';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';

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
      return;
    }
    case 'condition.added': {
      const c = find(event.id);
      if (c && !c.conditions.includes(event.condition)) c.conditions.push(event.condition);
      return;
    }
    case 'condition.removed': {
      const c = find(event.id);
      if (c) c.conditions = c.conditions.filter((x) => x !== event.condition);
      return;
    }
    case 'initiative.set': {
      const c = find(event.id);
      if (c) c.initiative = event.value;
      return;
    }
    case 'turn.started':
      draft.activeId = event.activeId;
      draft.round = event.round;
      return;
  }
}

/** Applies events to a state. Pure: the input is never changed; replay never calls an RNG. */
export function fold(state: EncounterState, events: readonly EncounterEvent[]): EncounterState {
  if (events.length === 0) return state;
  return produce(state, (draft) => {
    for (const e of events) mutate(draft, e);
  });
}
