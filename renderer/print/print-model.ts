// What the print view lists, computed from the encounter: the roster's rows and the distinct creatures
// whose stat blocks print. Pure: no DOM, no Svelte.
import { turnOrder, type Combatant, type EncounterState } from '../../shared/model/encounter.js';
import { conditionLabel } from '../../shared/systems/condition-label.js';

/** HP boxes drawn one per point up to this; above it the roster leaves a line to write on. */
export const MAX_HP_BOXES = 120;

/** One box per hit point: `lost` of them already ticked (■), the rest empty (□). */
export function hpBoxes(current: number, max: number): { lost: number; left: number } | null {
  if (max > MAX_HP_BOXES) return null;
  const left = Math.max(0, Math.min(max, current));
  return { lost: max - left, left };
}

/** The base name of a numbered duplicate ("Goblin 3" → "Goblin"). */
export function baseName(name: string): string {
  return name.replace(/\s+\d+$/, '').trim() || name;
}

export interface CreatureGroup {
  /** The combatant whose block prints (the first in turn order). */
  first: Combatant;
  /** Every combatant sharing that stat block, in turn order (names printed under the block). */
  members: Combatant[];
}

/** The stat-block part of a sheet: its stats when the sheet keeps a status beside them, else the sheet. */
function statsOf(c: Combatant): unknown {
  const sheet = c.sheet as { stats?: unknown } | null;
  return sheet && typeof sheet === 'object' && 'stats' in sheet ? sheet.stats : sheet;
}

/**
 * Distinct creatures: combatants with the same base name and stat block print one block. Tracked by hand
 * (no sheet), a combatant's block is its core fields, grouped the same way by name and HP max.
 */
export function creatureGroups(state: EncounterState, includeHidden: boolean): CreatureGroup[] {
  const groups = new Map<string, CreatureGroup>();
  for (const c of turnOrder(state.combatants)) {
    if (c.hidden && !includeHidden) continue;
    const key = `${baseName(c.name)}\u0000${JSON.stringify(statsOf(c) ?? { hp: c.hp.max, side: c.side })}`;
    const g = groups.get(key);
    if (g) g.members.push(c);
    else groups.set(key, { first: c, members: [c] });
  }
  return [...groups.values()];
}

/** A combatant's conditions as the GM reads them: system conditions by name, free labels as typed. */
export function conditionNames(system: string, c: Pick<Combatant, 'conditions' | 'timers'>): string[] {
  return c.conditions.map((cond) => {
    const turns = c.timers.find((t) => t.condition === cond)?.turns;
    const label = conditionLabel(system, cond);
    return turns === undefined ? label : `${label} (${turns})`;
  });
}
