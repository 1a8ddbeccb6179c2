import type { Sheet, SheetOf } from '../registry.js';
import type { Dnd5eStats } from './schema.js';

/** A combatant's sheet under D&D 5e. */
export type Dnd5eSheet = SheetOf<'dnd5e'>;

/** The 5e stat block of a combatant, or null when it has no sheet or another system's. */
export function dnd5eStats(c: { sheet: Sheet | null }): Dnd5eStats | null {
  return c.sheet?.system === 'dnd5e' ? c.sheet.stats : null;
}

/** The sheet holding a 5e stat block. */
export function dnd5eSheet(stats: Dnd5eStats): Dnd5eSheet {
  return { system: 'dnd5e', stats };
}
