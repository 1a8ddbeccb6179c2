import type { PassCombatant } from '../types.js';
import { casLeft, type RqStatus } from './schema.js';

/**
 * Whether a combatant takes a turn in a pass (RQ-ROUND-03..06): a RuneQuest combatant while it has a
 * Combat Action left and has not yet acted in this pass, and is conscious (or was taken down by a
 * simultaneous partner before its action in this pass, RQ-ROUND-10); one tracked by hand (no
 * RuneQuest sheet) once a round, in the first pass, until its turn ends (`economy.action`).
 */
export function rqActsIn(c: PassCombatant, pass: number): boolean {
  const status = c.sheet?.system === 'runequest' ? (c.sheet as unknown as { status: RqStatus }).status : null;
  if (!status) return c.life === 'ok' && pass === 1 && !c.economy.action;
  if (c.life !== 'ok' && !stillActsIn(status, pass)) return false;
  return casLeft(status) > 0 && status.actedPass < pass;
}

/** Down, but its simultaneous action in this pass is still to come (RQ-ROUND-10). */
export function stillActsIn(status: RqStatus, pass: number): boolean {
  return status.stillActs !== null && status.stillActs.round === status.round && status.stillActs.pass === pass;
}
