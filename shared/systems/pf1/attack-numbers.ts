/**
 * A Pathfinder attack's and caster's own numbers, as the engine rolls them and the printed stat block
 * lists them: the ability an attack adds (G-11), the natural-attack penalty (PF-NAT-05/08/09, G-10),
 * an attack's bonus before the situation's modifiers, Strength to damage (G-17) and the concentration
 * bonus (G-04, G-27). main/rules/pf1 explains each step by step from these; the print adds them up.
 */
import { abilityMod, type Pf1Attack, type Pf1Derived, type Pf1Stats, type Pf1Status } from './schema.js';

/** The unarmed strike every creature has (PF-ATK-05..10), not in its list of attacks. */
export const UNARMED_ID = 'unarmed';

/** One planned attack of a full attack: its penalty, the rule it follows, whether it is the off hand's. */
export type Pf1Planned = NonNullable<Pf1Status['fullAttack']>['remaining'][number];

/** The ability a roll adds: Str in melee, Dex at range (or as the attack says) (G-11). */
export const attackAbility = (w: Pick<Pf1Attack, 'ability'>, ranged: boolean): 'str' | 'dex' => w.ability ?? (ranged ? 'dex' : 'str');

/** The natural-attack penalty of a secondary attack, or of every natural attack made with weapons: −5, −2 with Multiattack (PF-NAT-05/08/09, G-10). */
export const secondaryPenalty = (s: Pick<Pf1Stats, 'feats'>): number => (s.feats.includes('multiattack') ? -2 : -5);

/** The parts of an attack's bonus that its stat block and weapon decide (G-11, PF-NAT-05, G-25). */
export interface Pf1AttackParts {
  bab: number;
  /** A secondary natural attack's penalty when made on its own (a full attack's plan sets its own); 0 otherwise. */
  secondary: number;
  ability: 'str' | 'dex';
  abilityMod: number;
  size: number;
  weapon: number;
}

export function attackParts(s: Pick<Pf1Stats, 'bab' | 'feats'>, d: Pick<Pf1Derived, 'str' | 'dex' | 'sizeMod'>, w: Pf1Attack, ranged: boolean): Pf1AttackParts {
  const ability = attackAbility(w, ranged);
  return {
    bab: s.bab,
    secondary: w.kind === 'natural' && w.natural === 'secondary' ? secondaryPenalty(s) : 0,
    ability,
    abilityMod: ability === 'dex' ? d.dex : d.str,
    size: d.sizeMod,
    weapon: w.bonus,
  };
}

/** One attack made on its own, before the situation's modifiers (range, conditions, the GM's): the parts added. */
export function singleAttackBonus(...args: Parameters<typeof attackParts>): number {
  const p = attackParts(...args);
  return p.bab + p.secondary + p.abilityMod + p.size + p.weapon;
}

/** How much Strength an attack's damage adds: ×1, ×1.5 (two-handed, a lone natural attack), ×½ (off hand, secondary natural); a penalty never multiplied, never halved (G-17). */
export function strToDamage(str: number, factor: 1 | 1.5 | 0.5): number {
  if (str <= 0) return str;
  return Math.floor(str * factor);
}

export interface Pf1StrDamage { value: number; str: number; factor: 1 | 1.5 | 0.5; rule: string }

/**
 * Strength to damage: 1.5× a lone natural attack (PF-NAT-04) or a two-handed weapon (G-25), ½ a
 * secondary natural attack (PF-NAT-06), every natural attack made with weapons (PF-NAT-08) or the off
 * hand (G-10); null with a bow (no Strength). `planned` is the full attack's planned attack, if any.
 */
export function strDamage(s: Pick<Pf1Stats, 'attacks'>, d: Pick<Pf1Derived, 'str'>, w: Pf1Attack, planned: Pick<Pf1Planned, 'rule' | 'offHand'> | null): Pf1StrDamage | null {
  if (w.kind === 'ranged') return null;
  const naturals = s.attacks.filter((x) => x.kind === 'natural').length;
  let factor: 1 | 1.5 | 0.5 = 1;
  let rule = w.id === UNARMED_ID ? 'PF-ATK-06' : w.kind === 'natural' ? 'PF-NAT-02' : 'PF:G-11';
  if (w.kind === 'natural' && (w.natural === 'secondary' || planned?.rule === 'PF-NAT-08')) [factor, rule] = [0.5, planned?.rule === 'PF-NAT-08' ? 'PF-NAT-08' : 'PF-NAT-06'];
  else if (w.kind === 'natural' && naturals === 1) [factor, rule] = [1.5, 'PF-NAT-04'];
  else if (planned?.offHand) [factor, rule] = [0.5, 'PF:G-10'];
  else if (w.kind === 'melee' && w.hands === 'two' && w.id !== UNARMED_ID) [factor, rule] = [1.5, 'PF:G-25'];
  return { value: strToDamage(d.str, factor), str: d.str, factor, rule };
}

/** The concentration bonus: caster level + casting ability (Cha for a creature without a caster block, as for spell-like abilities) + misc; Combat Casting +4 when defensive (G-04, G-27). */
export function concentrationBonus(s: Pick<Pf1Stats, 'caster' | 'abilities' | 'concentrationMisc' | 'feats'>, defensive: boolean): number {
  const level = s.caster?.level ?? 0;
  const ability = abilityMod(s.abilities[s.caster?.ability ?? 'cha']);
  return level + ability + s.concentrationMisc + (defensive && s.feats.includes('combatCasting') ? 4 : 0);
}
