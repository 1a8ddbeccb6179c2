/**
 * Akenar's combat maneuvers (seed 000 "MANIOBRAS DE COMBATE", inventory `../shared/rules/akenar.md`):
 * one generic roll, d20 + BoM against the target's DeM. The outcome of each maneuver (push distance,
 * prone, grappled…) is missing from the text and left to the GM (AK:G-06). The natural d20 comes in;
 * the dice engine rolls and records it (ADR 0006).
 */
import type { CommandOf } from '../../../shared/model/commands.js';
import type { Size } from '../../../shared/model/map.js';

/** The maneuvers the text lists, "desarmar" once (AK-MAN-01, AK:G-06, AK:G-07): the command's kinds. */
type Maneuver = Extract<CommandOf<'akenar'>, { type: 'maneuver' }>['kind'];

/**
 * Maneuver size modifier, shared by BoM and DeM (AK-MAN-04, EX-20): bigger is better, the opposite
 * sign of the defence table `SIZE_MOD` (AK-DEF-01, AK:G-09).
 */
const MANEUVER_SIZE_MOD: Readonly<Record<Size, number>> = {
  fine: -8, diminutive: -4, tiny: -2, small: -1, medium: 0, large: 1, huge: 2, gargantuan: 4, colossal: 8,
};

/** Tiny ("menudo") or smaller creatures use Dex instead of Str for BoM (AK-MAN-03). */
function usesDexForManeuvers(size: Size): boolean {
  return size === 'fine' || size === 'diminutive' || size === 'tiny';
}

interface ManeuverBonusInput {
  baseAttack: number;
  strMod: number;
  dexMod: number;
  size: Size;
}

/** BoM = base attack + Str (Dex if Tiny or smaller) + maneuver size modifier (AK-MAN-02..04). */
export function maneuverBonus(b: ManeuverBonusInput): number {
  const ability = usesDexForManeuvers(b.size) ? b.dexMod : b.strMod;
  return b.baseAttack + ability + MANEUVER_SIZE_MOD[b.size];
}

interface ManeuverDefenceInput {
  baseAttack: number;
  strMod: number;
  dexMod: number;
  size: Size;
  /** Surprised or otherwise flat-footed: no Dex bonus, but a Dex penalty still counts (AK-MAN-13, AK:G-42a). */
  flatFooted?: boolean;
  /** Armour penalty (AK-MAN-13, AK:G-42e); written 2 or −2, it lowers DeM by 2. */
  armourPenalty?: number;
}

/** DeM = 10 + base attack + Str + Dex + maneuver size modifier − armour penalty (AK-MAN-12, AK-MAN-13). */
export function maneuverDefence(d: ManeuverDefenceInput): number {
  const dex = d.flatFooted ? Math.min(0, d.dexMod) : d.dexMod;
  return 10 + d.baseAttack + d.strMod + dex + MANEUVER_SIZE_MOD[d.size] - Math.abs(d.armourPenalty ?? 0);
}

interface ManeuverStep {
  label: string;
  value: number;
  rule: string;
}

interface ManeuverAttempt {
  kind: Maneuver;
  /** The natural d20. */
  natural: number;
  bom: number;
  dem: number;
  /** Pinned, unconscious or otherwise helpless (not the 0-HP disabled state): succeeds as a 20 (AK-MAN-08, AK:G-42b). */
  targetHelpless?: boolean;
  /** Stunned target: +4 (AK-MAN-09). */
  targetStunned?: boolean;
  /** Escaping bonds: a natural 20 is not an automatic success (AK-MAN-15). */
  escapingBonds?: boolean;
  /** HP damage taken (after CA) from the attack of opportunity this maneuver provoked (AK-MAN-07, AK:G-42c). */
  provokedDamage?: number;
  /** Spell, feat, weapon and attack-roll modifiers such as concealment (AK-MAN-10, AK-MAN-11). */
  modifiers?: readonly ManeuverStep[];
}

interface ManeuverResult {
  total: number;
  /** total − DeM, for maneuvers with degrees of success (AK-MAN-14, AK:G-06: GM). */
  margin: number;
  success: boolean;
  automatic?: 'nat20' | 'nat1' | 'helpless';
  steps: ManeuverStep[];
}

/**
 * One maneuver roll (AK-MAN-10): d20 + BoM + modifiers, −4 to disarm (AK-MAN-16, AK:G-42f), +4 against
 * the stunned, minus the damage of the provoked attack; success on total ≥ DeM (AK-MAN-14). A natural
 * 20 succeeds unless escaping bonds, a natural 1 fails (AK-MAN-15). A helpless target counts as a
 * rolled 20 whatever the die (AK-MAN-08), so the total (and margin) uses 20.
 */
export function resolveManeuver(a: ManeuverAttempt): ManeuverResult {
  const asTwenty = a.targetHelpless === true;
  const natural = asTwenty ? 20 : a.natural;
  const steps: ManeuverStep[] = [
    { label: asTwenty ? 'd20 (helpless target: as a 20)' : 'd20', value: natural, rule: asTwenty ? 'AK-MAN-08' : 'AK-MAN-10' },
    { label: 'BoM', value: a.bom, rule: 'AK-MAN-10' },
  ];
  if (a.kind === 'disarm') steps.push({ label: 'disarm', value: -4, rule: 'AK-MAN-16' });
  if (a.targetStunned) steps.push({ label: 'stunned target', value: 4, rule: 'AK-MAN-09' });
  if (a.provokedDamage !== undefined && a.provokedDamage > 0) {
    steps.push({ label: 'damage from the provoked attack', value: -a.provokedDamage, rule: 'AK-MAN-07' });
  }
  steps.push(...(a.modifiers ?? []));
  const total = steps.reduce((s, x) => s + x.value, 0);
  const margin = total - a.dem;
  if (natural === 1) return { total, margin, success: false, automatic: 'nat1', steps };
  if (natural === 20 && !a.escapingBonds) return { total, margin, success: true, automatic: asTwenty ? 'helpless' : 'nat20', steps };
  return { total, margin, success: total >= a.dem, steps };
}
