/**
 * The few Pathfinder 1e and Akenar numbers the importers need (issue #16). The import core reaches
 * systems only through the registry (asalto/system-seam), so the stat block types come from
 * `LibraryEntry` and these tables repeat the systems' own (shared/systems/pf1/schema.ts,
 * shared/systems/akenar/schema.ts); the library schema validates every entry read with them.
 */
import type { LibraryEntry } from '../../shared/systems/registry.js';

export type Pf1Stats = Extract<LibraryEntry, { system: 'pf1' }>['stats'];
export type Pf1Attack = Pf1Stats['attacks'][number];
export type Pf1Feat = Pf1Stats['feats'][number];
export type Pf1Size = Pf1Stats['size'];
export type AkenarStats = Extract<LibraryEntry, { system: 'akenar' }>['stats'];
export type AkenarWeapon = AkenarStats['weapons'][number];
export type ArmourData = NonNullable<AkenarStats['armour']['body']>;
export type AkenarFeat = AkenarStats['feats'][number];

export const SIZES: readonly Pf1Size[] = ['fine', 'diminutive', 'tiny', 'small', 'medium', 'large', 'huge', 'gargantuan', 'colossal'];
export const abilityMod = (score: number) => Math.floor((score - 10) / 2);
/** Size modifier to attack and AC (the same in both systems). */
export const SIZE_MOD: Readonly<Record<Pf1Size, number>> = { fine: 8, diminutive: 4, tiny: 2, small: 1, medium: 0, large: -1, huge: -2, gargantuan: -4, colossal: -8 };
export const PF1_NATURAL_REACH: Readonly<Record<Pf1Size, number>> = { fine: 0, diminutive: 0, tiny: 0, small: 5, medium: 5, large: 10, huge: 15, gargantuan: 20, colossal: 30 };
export const PF1_FEATS: readonly Pf1Feat[] = [
  'combatReflexes', 'improvedUnarmedStrike', 'preciseShot', 'combatExpertise', 'run', 'quickenSpell', 'twoWeaponFighting', 'multiattack',
  'quickDraw', 'improvedBullRush', 'improvedDisarm', 'improvedGrapple', 'improvedOverrun', 'improvedSunder', 'improvedTrip', 'combatCasting',
];
export const AKENAR_FEATS: readonly AkenarFeat[] = ['combatReflexes', 'uncannyDodge', 'improvedUnarmedStrike', 'powerAttack', 'rangedFinesse', 'preciseShot', 'run', 'versatility'];

/** AC, CMB and CMD as the Pathfinder engine derives them (derivePf1). */
export function pf1Derived(s: Pf1Stats): { ac: number; cmb: number; cmd: number } {
  const str = abilityMod(s.abilities.str);
  const dex = abilityMod(s.abilities.dex);
  const acDex = s.ac.maxDex !== undefined ? Math.min(dex, s.ac.maxDex) : dex;
  const size = SIZE_MOD[s.size];
  return {
    ac: 10 + s.ac.armor + s.ac.shield + s.ac.natural + s.ac.deflection + s.ac.dodge + s.ac.misc + acDex + size,
    cmb: s.bab + str - size + s.cmbMisc,
    cmd: 10 + s.bab + str + dex + s.ac.dodge + s.ac.deflection - size + s.cmdMisc,
  };
}
