/**
 * A 5e attack's bonus to hit, as the engine rolls it and the printed stat block lists it: a spell
 * attack of a caster with a `spellcasting` feature is that ability's modifier (5E-ATK-09) plus the
 * proficiency bonus (5E-ATK-10); a caster without one, and every other attack, keeps the bonus the
 * stat block prints (5E:G-09). main/rules/dnd5e/attack-rules.ts explains it step by step from this.
 */
import { abilityModifier } from './tables.js';
import type { Ability, Dnd5eAttack, Dnd5eStats } from './schema.js';

export interface SpellAttackBonus { ability: Ability; mod: number; prof: number; toHit: number }

/** The spell attack's bonus and its parts, or null when the attack keeps its printed bonus. */
export function spellAttackBonus(s: Dnd5eStats, atk: Dnd5eAttack): SpellAttackBonus | null {
  const ability = s.features.find((f) => f.id === 'spellcasting')?.params?.ability;
  if (atk.kind !== 'spell' || typeof ability !== 'string' || !(ability in s.abilities)) return null;
  const mod = abilityModifier(s.abilities[ability as Ability]);
  return { ability: ability as Ability, mod, prof: s.prof, toHit: mod + s.prof };
}

/** The bonus the attack roll adds. */
export function attackToHit(s: Dnd5eStats, atk: Dnd5eAttack): number {
  return spellAttackBonus(s, atk)?.toHit ?? atk.toHit;
}
