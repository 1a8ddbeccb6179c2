/**
 * Ranged attacks (RQ-RANGED-01..08): only as a plain Ranged Attack CA, never in a charge, a flurry, a
 * free attack or the off-hand extra (RQ-RANGED-01); a loaded weapon (RQ-RANGED-03); the range bands
 * (RQ-RANGED-04..06, Z-05: automatic failure only beyond 2× Range; Z-06: the halved skill rounds down).
 */
import { ref, type MessageRef } from '../../../shared/contract/result.js';
import type { RqWeapon } from '../../../shared/systems/runequest/schema.js';
import type { RqAttackOptions } from '../../../shared/systems/runequest/commands.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { RqCombatant } from './sheet.js';

/** Why this ranged attack may not be made, or null. */
export function rangedProblem(a: RqCombatant, w: RqWeapon, o: RqAttackOptions): MessageRef | null {
  if (o.mode !== 'normal') return ref('err_rq_ranged_mode', { weapon: w.name, mode: `@ui_rq_mode_${o.mode}` });
  if (o.grapple) return ref('err_rq_ranged_grapple', { weapon: w.name });
  if (w.kind === 'ranged' && w.reload > 0 && !a.sheet.status.loaded.includes(w.id)) return ref('err_rq_ranged_not_loaded', { name: a.name, weapon: w.name });
  return null;
}

/** The range band of a target `metres` away: 1 within Range, 2 within 2× Range, 3 beyond (automatic failure). */
export function rangeBand(w: RqWeapon, metres: number): 1 | 2 | 3 {
  if (metres <= w.range) return 1;
  return metres <= 2 * w.range ? 2 : 3;
}

/** The skill before any other modifier: halved in band 2 (RQ-RANGED-05, rounded down: Z-06). */
export function rangedBase(w: RqWeapon, metres: number | null, skill: number, steps: Step[]): { base: number; band: 1 | 2 | 3 | null } {
  if (metres === null) {
    steps.push({ msg: 'bd_rq_range_unknown', params: { weapon: w.name }, rule: { id: 'RQ-RANGED-04' } });
    return { base: skill, band: null };
  }
  const band = rangeBand(w, metres);
  const rule = { id: `RQ-RANGED-0${band + 3}`, ...(band === 3 ? { gap: 'Z-05' } : band === 2 ? { gap: 'Z-06' } : {}) };
  const base = band === 2 ? Math.floor(skill / 2) : skill;
  steps.push({ msg: `bd_rq_range_band${band}`, params: { metres, range: w.range, skill, base }, rule });
  return { base, band };
}
