import type { Sheet, SheetOf } from '../registry.js';
import type { RqStats, RqStatus } from './schema.js';

/** A combatant's sheet under RuneQuest: its stat block and how the fight has left it. */
export type RqRecordSheet = SheetOf<'runequest'>;

/** The RuneQuest sheet of a combatant, or null when it has no sheet or another system's. */
export function rqRecord(c: { sheet: Sheet | null }): RqRecordSheet | null {
  return c.sheet?.system === 'runequest' ? c.sheet : null;
}

/** The sheet holding a RuneQuest stat block and status. */
export function rqSheet(stats: RqStats, status: RqStatus): RqRecordSheet {
  return { system: 'runequest', stats, status };
}
