/**
 * The situational skill modifiers a combatant's status imposes on its tests (one function, shared by
 * the attack, damage and round rules): Defend and Overextended on Reactions (RQ-ACT-12, RQ-REACT-14),
 * impaling weapons (RQ-IMPALE-04, Z-19: −20% each), grappling (RQ-GRAP-06: −20% to tests not aimed
 * at the partner), a useless leg (RQ-WOUND-20: −10% to Athletics, Dodge, Stealth and weapon skills)
 * both legs (RQ-WOUND-22: −30% to Dodge and Stealth), both arms useless (RQ-WOUND-18: −30% to Athletics
 * and Dodge), one arm on a two-handed task (RQ-WOUND-16: −20%).
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { RqMod } from './skill.js';
import type { RqCombatant } from './sheet.js';
import { derived } from './sheet.js';
import type { RqStatus } from '../../../shared/systems/runequest/schema.js';

/** What is being tested: the skill key, whether it is a Reaction (and which), aimed at the grapple partner. */
export interface RqTestKind {
  skill: string;
  reaction?: 'dodge' | 'parry' | 'evade';
  /** A weapon skill (the sheet's weapons' skills count as such without it). */
  weapon?: boolean;
  /** Aimed at or answering the grapple partner (no −20%, RQ-GRAP-06, Z-18). */
  partner?: boolean;
  /** A task that needs both hands (Athletics to swim, Boating to row): −20% with one arm useless (RQ-WOUND-16, the GM's call). */
  twoHands?: boolean;
}

const LEG_SKILLS = new Set(['athletics', 'dodge', 'stealth']);
const ARMLESS_SKILLS = new Set(['athletics', 'dodge']);

/** Whether a location's limb is out of use: useless (Serious) or lost (Major) until healed to ≥ 1 HP; First Aid restores only a Serious one (RQ-WOUND-03/08). */
export function limbOut(l: { useless: boolean; tier: string } | undefined): boolean {
  return !!l && (l.useless || l.tier === 'major');
}

/**
 * THE limb function (RQ-WOUND-14..22): c's useless or lost limbs, arms and legs counted, the hands
 * that can hold nothing and how many arms it has; the skill penalties, Movement and the weapon checks all read it.
 */
export function limbs(state: Pick<EncounterState, 'system' | 'settings'>, c: RqCombatant, status: RqStatus = c.sheet.status): { arms: number; legs: number; armCount: number; legCount: number; hands: Set<'right' | 'left'> } {
  const hands = new Set<'right' | 'left'>();
  let arms = 0;
  let legs = 0;
  let armCount = 0;
  let legCount = 0;
  for (const l of derived(state, c).locations) {
    if (l.kind === 'arm') armCount++;
    else if (l.kind === 'leg') legCount++;
    if (!limbOut(status.locations[l.id])) continue;
    if (l.kind === 'arm') {
      arms++;
      if (l.hand) hands.add(l.hand);
    } else if (l.kind === 'leg') legs++;
  }
  return { arms, legs, armCount, legCount, hands };
}

/** Every modifier c's status puts on this test, each naming its rule. */
export function statusMods(state: EncounterState, c: RqCombatant, test: RqTestKind): RqMod[] {
  const s = c.sheet.status;
  const mods: RqMod[] = [];
  if (test.reaction && s.defending) mods.push({ msg: 'bd_rq_mod_defending', value: 20, rule: { id: 'RQ-ACT-12', ...(test.reaction === 'evade' ? { gap: 'Z-23' } : {}) } });
  if (test.reaction && s.overextended) mods.push({ msg: 'bd_rq_mod_overextended', value: -20, rule: { id: 'RQ-REACT-14', gap: 'Z-08' } });
  if (s.impaled.length) mods.push({ msg: 'bd_rq_mod_impaled', value: -20 * s.impaled.length, rule: { id: 'RQ-IMPALE-04', gap: 'Z-19' }, params: { n: s.impaled.length } });
  if (s.grapple && !test.partner) mods.push({ msg: 'bd_rq_mod_grappling', value: -20, rule: { id: 'RQ-GRAP-06', gap: 'Z-18' } });
  let anyUseless = false;
  for (const k in s.locations) if (limbOut(s.locations[k])) anyUseless = true;
  if (!anyUseless) return mods;
  const out = limbs(state, c);
  if (out.legs >= 2 && (test.skill === 'dodge' || test.skill === 'stealth')) mods.push({ msg: 'bd_rq_mod_legs', value: -30, rule: { id: 'RQ-WOUND-22' } });
  else if (out.legs > 0 && (LEG_SKILLS.has(test.skill) || test.weapon || c.sheet.stats.weapons.some((w) => w.skill === test.skill))) mods.push({ msg: 'bd_rq_mod_leg', value: -10, rule: { id: 'RQ-WOUND-20' } });
  if (out.armCount > 0 && out.arms >= out.armCount && ARMLESS_SKILLS.has(test.skill)) mods.push({ msg: 'bd_rq_mod_arms', value: -30, rule: { id: 'RQ-WOUND-18' } });
  if (out.arms === 1 && test.twoHands) mods.push({ msg: 'bd_rq_mod_arm', value: -20, rule: { id: 'RQ-WOUND-16' } });
  return mods;
}
