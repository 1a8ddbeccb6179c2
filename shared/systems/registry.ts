import type { SystemId } from '../model/encounter.js';
import { CONDITION_IDS } from './dnd5e/conditions.js';
import { PF1_CONDITIONS } from './pf1/conditions.js';
import { RQ_CONDITIONS } from './runequest/conditions.js';

/** A condition a system names, for the GM's suggestions: its id and the i18n message of its name. */
export interface SystemCondition {
  id: string;
  /** Message key (messages/*.json) of the condition's name. */
  msg: string;
}

/** What every layer may know about a rules system without importing it (issue #12). */
export interface SystemInfo {
  id: SystemId;
  /** 'automated' runs the seed's rules; 'manual' tracks HP, conditions, turns and the map by hand. */
  level: 'automated' | 'manual';
  /** Message key of the system's name. */
  label: string;
  /** The hex a new map starts with (ADR 0005). */
  hex: { value: number; unit: 'ft' | 'm' };
  /** Conditions offered as suggestions; a GM may still type any label. */
  conditions: readonly SystemCondition[];
}

const DND5E_CONDITIONS = CONDITION_IDS.map((id) => ({ id, msg: `cond_${id}` }));

/** Every system, in the order a GM picks from. The one list of the shared layer. */
export const SYSTEM_INFO: readonly SystemInfo[] = [
  { id: 'dnd5e', level: 'automated', label: 'system_dnd5e', hex: { value: 5, unit: 'ft' }, conditions: DND5E_CONDITIONS },
  { id: 'akenar', level: 'automated', label: 'system_akenar', hex: { value: 1, unit: 'm' }, conditions: DND5E_CONDITIONS },
  { id: 'pf1', level: 'manual', label: 'system_pf1', hex: { value: 5, unit: 'ft' }, conditions: PF1_CONDITIONS },
  { id: 'runequest', level: 'manual', label: 'system_runequest', hex: { value: 1, unit: 'm' }, conditions: RQ_CONDITIONS },
  { id: 'generic', level: 'manual', label: 'system_generic', hex: { value: 1, unit: 'm' }, conditions: [] },
];

export function systemInfo(id: SystemId): SystemInfo {
  const info = SYSTEM_INFO.find((s) => s.id === id);
  if (!info) throw new Error(`no system "${id}" in SYSTEM_INFO`);
  return info;
}
