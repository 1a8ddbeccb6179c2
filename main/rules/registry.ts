import type { EncounterState, SystemId } from '../../shared/model/encounter.js';
import { dnd5e } from './dnd5e/index.js';
import { akenar } from './akenar/index.js';
import { generic } from './generic/index.js';
import { pf1 } from './pf1/index.js';
import { runequest } from './runequest/index.js';
import type { RulesSystem } from './core/system.js';

/**
 * Every system, by id: the one list of the main layer. Generic, PF1 and RuneQuest are played by hand
 * (`main/rules/core/by-hand.ts`, ADR 0006 `level: 'manual'`).
 */
export const SYSTEMS_REGISTRY: Readonly<Record<SystemId, RulesSystem>> = { dnd5e, generic, akenar, pf1, runequest };

export function systemOf(state: Pick<EncounterState, 'system'>): RulesSystem {
  return SYSTEMS_REGISTRY[state.system];
}
