import type { PassCombatant } from '../types.js';
import { casLeft, type RqStatus } from './schema.js';

/**
 * Whether a combatant takes a turn in a pass (RQ-ROUND-03..06): a RuneQuest combatant while it has a
 * Combat Action left and has not yet acted in this pass, and is conscious; one tracked by hand (no
 * RuneQuest sheet) once a round, in the first pass, until its turn ends (`economy.action`).
 */
export function rqActsIn(c: PassCombatant, pass: number): boolean {
  if (c.life !== 'ok') return false;
  const status = c.sheet?.system === 'runequest' ? ((c.sheet as unknown as { status: RqStatus }).status) : null;
  if (!status) return pass === 1 && !c.economy.action;
  return casLeft(status) > 0 && status.actedPass < pass;
}
