/**
 * The part of an Akenar attack bonus the stat block and the weapon decide (AK-ATK-02..04, AK-ATK-08,
 * AK-SUB-02): base attack, Strength in melee or Dexterity at range or with subtlety, size and the
 * weapon's magic, as typed modifiers. The attack resolver adds the situation's (range, stance, the
 * GM's); the printed stat block stacks these alone.
 */
import type { Modifier } from '../../engine/modifiers.js';
import { stack } from '../../engine/stack.js';
import { D20_STACKING } from '../../engine/policies.js';
import type { AkenarDerived, AkenarStats, AkenarWeapon } from './schema.js';

const mod = (value: number, type: Modifier['type'], id: string, rule: string): Modifier => ({ target: 'attack', op: 'add', value, type, source: { kind: 'rule', id }, rule: { id: rule } });

export function attackBonusMods(s: Pick<AkenarStats, 'baseAttack'>, d: AkenarDerived, weapon: Pick<AkenarWeapon, 'magic'>, how: { ranged: boolean; subtle: boolean }): Modifier[] {
  const useDex = how.ranged || how.subtle;
  return [
    mod(s.baseAttack, 'untyped', 'ba', how.ranged ? 'AK-ATK-03' : 'AK-ATK-02'),
    mod(useDex ? d.dexMod : d.strMod, 'ability', useDex ? 'dex' : 'str', how.ranged ? 'AK-ATK-03' : how.subtle ? 'AK-SUB-02' : 'AK-ATK-02'),
    mod(d.sizeMod, 'size', 'size', 'AK-ATK-08'),
    mod(weapon.magic, 'enhancement', 'magic', 'AK-ATK-04'),
  ];
}

/** The attack bonus with a weapon before the situation's modifiers: `attackBonusMods` stacked once. */
export function attackBonus(...args: Parameters<typeof attackBonusMods>): number {
  return stack(0, attackBonusMods(...args), D20_STACKING, {}).value;
}
