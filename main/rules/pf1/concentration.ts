/**
 * Concentration (G-04: the chapter's "Capítulo 9" is missing; the PRD's check and DCs): d20 + caster
 * level + the casting ability modifier (+4 Combat Casting when casting defensively) against the
 * situation's DC, each die recorded in the step list.
 */
import type { Step } from '../../../shared/engine/prompt.js';
import type { RollRecord } from '../../../shared/dice/index.js';
import { withBonus } from '../../../shared/dice/notation.js';
import { concentrationBonus as statsConcentrationBonus } from '../../../shared/systems/pf1/attack-numbers.js';
import type { RollContext } from '../core/dice-engine.js';
import type { PfCombatant } from './sheet.js';
import { natural20 } from './health.js';

export type ConcentrationSource = 'defensive' | 'hurt' | 'entangled' | 'grappled';

/** The DC of each source (G-04): defensively 15 + 2 × level (PF-SPELL-19), hurt 10 + damage + level (PF-SPELL-17), entangled 15 + level, grappled 10 + grappler's CMB + level. */
export function concentrationDc(source: ConcentrationSource, level: number, n = 0): number {
  switch (source) {
    case 'defensive': return 15 + 2 * level;
    case 'hurt': return 10 + n + level;
    case 'entangled': return 15 + level;
    case 'grappled': return 10 + n + level;
  }
}

const RULES: Record<ConcentrationSource, string> = { defensive: 'PF-SPELL-19', hurt: 'PF-SPELL-17', entangled: 'PF-SPELL-10', grappled: 'PF-SPELL-10' };

/** The concentration bonus of a combatant for a source (shared/systems/pf1/attack-numbers.ts, G-04, G-27): Combat Casting's +4 only when defensive. */
export function concentrationBonus(c: PfCombatant, source: ConcentrationSource): number {
  return statsConcentrationBonus(c.sheet.stats, source === 'defensive');
}

export interface ConcentrationResult { success: boolean; dc: number; roll: RollRecord; steps: Step[] }

/** One concentration check (`conc.<id>` defensive, `conc.<id>.<source>` otherwise); a natural 1 is just its face (no automatic failure in the PRD). */
export function concentrationCheck(c: PfCombatant, source: ConcentrationSource, level: number, n: number, spell: string, dice: RollContext): ConcentrationResult {
  const dc = concentrationDc(source, level, n);
  const bonus = concentrationBonus(c, source);
  const key = source === 'defensive' ? `conc.${c.id}` : `conc.${c.id}.${source}`;
  const roll = dice.roll({ key, notation: withBonus('1d20', bonus), purpose: { msg: 'prompt_pf_concentration', params: { name: c.name, spell, dc } }, roller: c });
  const success = roll.total >= dc;
  const steps: Step[] = [
    { msg: `bd_pf_spell_conc_dc_${source}`, params: { dc, level, n }, rule: { id: RULES[source], gap: 'PF:G-04' } },
    { msg: 'bd_pf_spell_conc_roll', params: { d20: natural20(roll), bonus, total: roll.total, dc }, rule: { id: RULES[source], gap: 'PF:G-04' } },
    { msg: success ? 'bd_pf_spell_conc_ok' : 'bd_pf_spell_conc_failed', params: { spell }, rule: { id: success ? RULES[source] : 'PF-SPELL-11' } },
  ];
  return { success, dc, roll, steps };
}
