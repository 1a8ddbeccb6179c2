import type { Sheet, SheetOf } from '../registry.js';
import type { Pf1Stats, Pf1Status } from './schema.js';

/** A combatant's sheet under Pathfinder: its stat block and how the fight has left it. */
export type Pf1RecordSheet = SheetOf<'pf1'>;

/** The Pathfinder sheet of a combatant, or null when it has no sheet or another system's. */
export function pf1Record(c: { sheet: Sheet | null }): Pf1RecordSheet | null {
  return c.sheet?.system === 'pf1' ? c.sheet : null;
}

/** The sheet holding a Pathfinder stat block and status. */
export function pf1Sheet(stats: Pf1Stats, status: Pf1Status): Pf1RecordSheet {
  return { system: 'pf1', stats, status };
}
