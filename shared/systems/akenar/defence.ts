/**
 * Akenar's three defences (seed 000 "DEFENSA"): Base, Esquiva (dodge) and Parada (parry), chosen
 * per attack before the roll (AK-DEF-07), and which of them the situation allows.
 */
import type { AkenarDerived, AkenarStats } from './schema.js';

export type DefenceKind = 'base' | 'dodge' | 'parry';

export interface DefenceStats {
  /** Size modifier to Defensa Base (0 for Medium: AK-DEF-01). */
  sizeMod: number;
  dexMod: number;
  strMod: number;
  /** Base dodge bonus plus extra dodge bonuses such as the Dodge feat (AK-DEF-04, AK-DEF-19). */
  dodgeBonus: number;
  /** Base parry bonus plus extras such as the Parry feat (AK-DEF-05). */
  parryBonus: number;
  /** Shield bonus to Parada (AK-DEF-18). */
  shield: number;
  /** The armour's cap on the Dex bonus to Esquiva (AK-DEF-06); none when absent. */
  maxDex?: number;
}

/**
 * The three values: Base = 10 + size; Esquiva = Base + Dex bonus (capped by armour) + dodge bonuses;
 * Parada = Base + Str + parry bonuses + shield. A Dex penalty lowers every defence, once
 * (AK-DEF-11, AK:G-24).
 */
function defences(s: DefenceStats): Record<DefenceKind, number> {
  const penalty = Math.min(0, s.dexMod);
  const base = 10 + s.sizeMod + penalty;
  const dexBonus = Math.max(0, s.maxDex === undefined ? s.dexMod : Math.min(s.dexMod, s.maxDex));
  return { base, dodge: base + dexBonus + s.dodgeBonus, parry: base + s.strMod + s.parryBonus + s.shield };
}

interface DefenceSituation {
  ranged?: boolean;
  touch?: boolean;
  /** Flat-footed, unaware, or unable to move freely (AK-DEF-14, AK-DEF-15), unless Uncanny Dodge (AK-DEF-16). */
  flatFooted?: boolean;
  uncannyDodge?: boolean;
  /** Asleep, unconscious, helpless or pinned: Dex counts as 0 (AK-DEF-12, AK-DEF-28). */
  helpless?: boolean;
  /** No free or friendly adjacent hex (computed from the map: AK-DEF-13). */
  surrounded?: boolean;
  /** Parrying bare-handed (AK-DEF-20) or with an improvised or unfamiliar weapon (AK-DEF-21). */
  parryWith?: 'weapon' | 'unarmed' | 'improvised';
  charging?: boolean;
  /** Grappled (AK-DEF-27) or running (AK-ACT-36): no dodge or parry, whatever Uncanny Dodge. */
  noReaction?: boolean;
}

interface DefenceOption {
  kind: DefenceKind;
  value: number;
  /** Rule IDs behind each adjustment, for the log. */
  rules: string[];
}

/**
 * The defences the defender may choose against this attack, each with its value, and the best legal
 * one as the default (AK-DEF-07): ranged attacks cannot be parried (AK-DEF-24), touch attacks only
 * dodged (AK-DEF-25), the flat-footed and helpless use Base only.
 */
export function defenceOptions(s: DefenceStats, sit: DefenceSituation): { options: DefenceOption[]; best: DefenceKind } {
  const stats = sit.helpless ? { ...s, dexMod: -5 } : s;
  const v = defences(stats);
  const general = sit.charging ? -2 : 0;
  const common = [...(sit.charging ? ['AK-DEF-10'] : []), ...(sit.helpless ? ['AK-DEF-12'] : [])];
  const options: DefenceOption[] = [{ kind: 'base', value: v.base + general, rules: ['AK-DEF-01', ...common] }];
  const canReact = !sit.helpless && !sit.noReaction && (!sit.flatFooted || sit.uncannyDodge);
  if (canReact) {
    options.push({ kind: 'dodge', value: v.dodge + general - (sit.surrounded ? 2 : 0), rules: ['AK-DEF-02', ...(sit.surrounded ? ['AK-DEF-13'] : []), ...common] });
    if (!sit.ranged && !sit.touch) {
      const bare = sit.parryWith === 'unarmed' ? -4 : sit.parryWith === 'improvised' ? -1 : 0;
      const why = sit.parryWith === 'unarmed' ? ['AK-DEF-20'] : sit.parryWith === 'improvised' ? ['AK-DEF-21'] : [];
      options.push({ kind: 'parry', value: v.parry + general + bare, rules: ['AK-DEF-03', ...why, ...common] });
    }
  }
  const best = options.reduce((a, b) => (b.value > a.value ? b : a)).kind;
  return { options, best };
}

/**
 * The defence inputs of a stat block as its armour leaves it (AK-DEF-04..06, AK-DEF-18); conditions
 * that change them (entangled: AK-DEF-26) are the caller's.
 */
export function defenceStatsOf(s: Pick<AkenarStats, 'dodgeBonus' | 'parryBonus'>, d: AkenarDerived): DefenceStats {
  return {
    sizeMod: d.sizeMod, dexMod: d.dexMod, strMod: d.strMod, dodgeBonus: s.dodgeBonus, parryBonus: s.parryBonus, shield: d.shieldParry,
    ...(d.maxDex !== undefined ? { maxDex: d.maxDex } : {}),
  };
}
