/**
 * Akenar stat block (v1): what a GM types from a character sheet. Equipment is referenced by id in
 * the catalogue (`resources/akenar/equipment.json`); `derive()` turns both into the numbers the
 * rules use (defences, CA, weapon PA). Not yet part of the combatant's stats union (ADR 0006).
 */
import { z } from 'zod';
import { SIZES } from '../../model/map.js';
import type { Armour, EquipmentCatalogue } from './equipment.js';

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const ref = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'expected an equipment id');

/** Size modifier to Defensa Base and to maneuvers (AK-DEF-01, EX-20). */
export const SIZE_MOD: Readonly<Record<(typeof SIZES)[number], number>> = {
  fine: 8, diminutive: 4, tiny: 2, small: 1, medium: 0, large: -1, huge: -2, gargantuan: -4, colossal: -8,
};

export const akenarStatsSchema = z.strictObject({
  system: z.literal('akenar'),
  v: z.literal(1),
  abilities: z.strictObject({ str: int(0, 40), dex: int(0, 40), con: int(0, 40), int: int(0, 40), wis: int(0, 40), cha: int(0, 40) }),
  size: z.enum(SIZES),
  hpMax: int(1, 10_000),
  baseAttack: int(0, 40),
  /** Class dodge and parry bonuses plus feats such as Dodge or Parry (AK-DEF-04, AK-DEF-05). */
  dodgeBonus: int(0, 40),
  parryBonus: int(0, 40),
  fortitude: int(-10, 40),
  /** Innate CA (hide, scales), added to worn armour (AK-ARM-04, AK:G-29). */
  innateCa: int(0, 40).default(0),
  armour: z.strictObject({ body: ref.nullable(), helmet: ref.nullable(), shield: ref.nullable() }),
  weapons: z.array(z.strictObject({ id: ref, magic: int(0, 10).default(0) })).max(16),
  feats: z.array(z.enum(['combatReflexes', 'uncannyDodge', 'improvedUnarmedStrike', 'powerAttack', 'rangedFinesse'])).default([]),
  critImmune: z.boolean().default(false),
});
export type AkenarStats = z.infer<typeof akenarStatsSchema>;

export const abilityMod = (score: number) => Math.floor((score - 10) / 2);

export interface AkenarDerived {
  strMod: number;
  dexMod: number;
  sizeMod: number;
  /** Worn CA: body + helmet + innate (AK-ARM-02, AK-ARM-03). */
  ca: number;
  /** The body armour's cap on Dex to Esquiva (AK-DEF-06). */
  maxDex?: number;
  shieldParry: number;
  /** Equipment ids the catalogue does not know. */
  unknown: string[];
}

/** The numbers the rules need from a stat block and the catalogue. */
export function deriveAkenar(s: AkenarStats, catalogue: Pick<EquipmentCatalogue, 'armour' | 'weapons'>): AkenarDerived {
  const unknown: string[] = [];
  const piece = (id: string | null): Armour | undefined => {
    if (id === null) return undefined;
    const a = catalogue.armour.find((x) => x.id === id);
    if (!a) unknown.push(id);
    return a;
  };
  const body = piece(s.armour.body);
  const helmet = piece(s.armour.helmet);
  const shield = piece(s.armour.shield);
  for (const w of s.weapons) if (!catalogue.weapons.some((x) => x.id === w.id)) unknown.push(w.id);
  return {
    strMod: abilityMod(s.abilities.str),
    dexMod: abilityMod(s.abilities.dex),
    sizeMod: SIZE_MOD[s.size],
    ca: (body?.ca ?? 0) + (helmet?.ca ?? 0) + s.innateCa,
    ...(body?.maxDex !== undefined ? { maxDex: body.maxDex } : {}),
    shieldParry: shield?.parryBonus ?? 0,
    unknown,
  };
}
