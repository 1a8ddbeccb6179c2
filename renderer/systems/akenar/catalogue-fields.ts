import type { ArmourField, WeaponField } from '../../../shared/systems/akenar/equipment.js';
import { m } from '../../lib/i18n.svelte.js';

/** Column titles of the catalogue editor, also used to name a field in a validation error. */
export function weaponFieldLabel(field: string): string {
  const labels: Record<WeaponField | 'id', () => string> = {
    id: m.akcat_col_id, name: m.ui_name, kind: m.akcat_col_kind, damage: m.akcat_col_damage, damageTypes: m.akcat_col_types,
    critRange: m.akcat_col_threat, critMultiplier: m.akcat_col_mult, pa: m.akcat_col_pa, rangeIncrementM: m.akcat_col_range,
    subtle: m.akcat_col_subtle, reachM: m.akcat_col_reach, hands: m.akcat_col_hands, light: m.akcat_col_light, metalTipped: m.akcat_col_metal,
  };
  return labels[field as WeaponField]?.() ?? field;
}

export function armourFieldLabel(field: string): string {
  const labels: Record<ArmourField | 'id', () => string> = {
    id: m.akcat_col_id, name: m.ui_name, slot: m.akcat_col_slot, ca: m.akcat_col_ca, parryBonus: m.akcat_col_parry, maxDex: m.akcat_col_maxdex,
    checkPenalty: m.akcat_col_penalty, heavy: m.akcat_col_heavy, costGp: m.akcat_col_cost,
  };
  return labels[field as ArmourField]?.() ?? field;
}

/** A number input's value: `null` when empty or not a number (the schema then names the field). */
export function numberOf(input: HTMLInputElement): number | null {
  const v = input.valueAsNumber;
  return Number.isFinite(v) ? v : null;
}

/** An optional number: empty removes the field. */
export function optionalNumberOf(input: HTMLInputElement): number | undefined {
  return input.value.trim() === '' ? undefined : (numberOf(input) ?? Number.NaN);
}

/** One row of the editor: a catalogue item with a stable key for the table. */
export interface Row<T> {
  uid: number;
  item: T;
}
