import type { Sheet, SheetOf } from '../registry.js';
import type { AkenarStats, AkenarStatus } from './schema.js';

/** A combatant's sheet under Akenar: its stat block and how the fight has left it (ADR 0011). */
export type AkenarRecordSheet = SheetOf<'akenar'>;

/** The Akenar sheet of a combatant, or null when it has no sheet or another system's. */
export function akenarRecord(c: { sheet: Sheet | null }): AkenarRecordSheet | null {
  return c.sheet?.system === 'akenar' ? c.sheet : null;
}

/** The sheet holding an Akenar stat block and status. */
export function akenarSheet(stats: AkenarStats, status: AkenarStatus): AkenarRecordSheet {
  return { system: 'akenar', stats, status };
}
