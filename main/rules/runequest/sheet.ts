/**
 * Reading a RuneQuest combatant: its record, the tables and readings in force, derived numbers,
 * weapons, locations, and the `runequest.changed` event that records a new status.
 */
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RollRecordData, Step } from '../../../shared/engine/prompt.js';
import { deriveRq, type RqDerived, type RqStatus, type RqWeapon } from '../../../shared/systems/runequest/schema.js';
import type { RqRecordSheet } from '../../../shared/systems/runequest/sheet.js';
import { rqSettings, type RqSettings } from '../../../shared/systems/runequest/settings.js';

export type RqCombatant = Combatant & { sheet: RqRecordSheet };
export type RqChanged = Extract<EncounterEvent, { type: 'runequest.changed' }>;

/** A combatant with a RuneQuest sheet; the rules track the others by hand. */
export const isRq = (c: Combatant | undefined): c is RqCombatant => c?.sheet?.system === 'runequest';
export const settingsOf = (state: Pick<EncounterState, 'system' | 'settings'>): RqSettings => rqSettings(state);
export const derived = (state: Pick<EncounterState, 'system' | 'settings'>, c: RqCombatant): RqDerived => deriveRq(c.sheet.stats, settingsOf(state).tables);

/** A skill's value on the sheet (0 when the sheet lacks it: G-10). */
export const skillOf = (c: RqCombatant, key: string): number => c.sheet.stats.skills[key] ?? 0;
export const weaponOf = (c: RqCombatant, id: string): RqWeapon | undefined => c.sheet.stats.weapons.find((w) => w.id === id);
/** The weapons in its hands now (a two-handed one once). */
export function heldWeapons(c: RqCombatant): RqWeapon[] {
  const ids = new Set([c.sheet.status.held.right, c.sheet.status.held.left].filter((x): x is string => x !== null));
  return [...ids].flatMap((id) => weaponOf(c, id) ?? []);
}

/** The event recording a new status, with why (a bd_ message), the rule, and the dice and steps of any test. */
export function changed(
  c: Pick<Combatant, 'id' | 'name'>,
  status: RqStatus,
  reason: string,
  rule: { id: string; gap?: string } | null,
  extra: { params?: Record<string, string | number>; rolls?: RollRecordData[]; steps?: Step[] } = {},
): RqChanged {
  return { type: 'runequest.changed', id: c.id, name: c.name, status, reason, rule, ...extra };
}

/** Helpless (G-18): immobilised, unconscious, or so marked by the GM. */
export const isHelpless = (c: RqCombatant): boolean => c.sheet.status.immobilised || c.sheet.status.helpless || c.life === 'unconscious';
