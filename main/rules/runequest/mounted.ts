/**
 * Mounted combat (RQ-MOUNT-04..08, 10/11, RQ-REACT-09): no weapon above the Riding skill (Z-21:
 * capped before the situational modifiers), +20% against adjacent foes on foot and −20% to a footman's
 * Reaction against a rider unless it is as tall (RQ-MOUNT-05..07), no 2H, Polearm or Staff weapons,
 * and the hit locations re-rolled (legs of a footman hit by a rider without a spear; the head of a
 * rider hit from foot without a spear, polearm or 2H weapon), re-rolled until valid (Z-21).
 */
import { ref, type MessageRef } from '../../../shared/contract/result.js';
import type { RqWeapon } from '../../../shared/systems/runequest/schema.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { RqMod } from './skill.js';
import { skillOf, type RqCombatant } from './sheet.js';

const NOT_MOUNTED = new Set(['2h', 'polearm', 'staff']);

export function mountedWeaponProblem(a: RqCombatant, w: RqWeapon): MessageRef | null {
  if (!a.sheet.status.mounted || !NOT_MOUNTED.has(w.family)) return null;
  return ref('err_rq_mounted_weapon', { name: a.name, weapon: w.name, family: `@rq_family_${w.family}` });
}

/** The skill capped at Riding while mounted (RQ-MOUNT-04), before any modifier (Z-21). */
export function ridingCap(c: RqCombatant, base: number, steps: Step[]): number {
  if (!c.sheet.status.mounted) return base;
  const riding = skillOf(c, 'riding');
  if (base <= riding) return base;
  steps.push({ msg: 'bd_rq_riding_cap', params: { name: c.name, skill: base, riding }, rule: { id: 'RQ-MOUNT-04', gap: 'Z-21' } });
  return riding;
}

/** +20% to a rider's attack or parry against an adjacent foe on foot, unless the footman is as tall (RQ-MOUNT-05/07). */
export function riderBonus(rider: RqCombatant, foe: RqCombatant, asTall: boolean, melee: boolean): RqMod[] {
  if (!rider.sheet.status.mounted || foe.sheet.status.mounted || !melee) return [];
  if (asTall) return [{ msg: 'bd_rq_mod_as_tall', value: 0, rule: { id: 'RQ-MOUNT-07' } }];
  return [{ msg: 'bd_rq_mod_rider', value: 20, rule: { id: 'RQ-MOUNT-05' } }];
}

/** −20% to a footman's Reaction against a mounted attacker, unless as tall (RQ-MOUNT-06/07). */
export function footmanPenalty(defender: RqCombatant, attacker: RqCombatant, asTall: boolean): RqMod[] {
  if (!attacker.sheet.status.mounted || defender.sheet.status.mounted) return [];
  if (asTall) return [{ msg: 'bd_rq_mod_as_tall', value: 0, rule: { id: 'RQ-MOUNT-07' } }];
  return [{ msg: 'bd_rq_mod_footman', value: -20, rule: { id: 'RQ-MOUNT-06' } }];
}

/** Which location kind a blow re-rolls (RQ-MOUNT-10/11), or null. */
export function rerollKind(a: RqCombatant, t: RqCombatant, w: RqWeapon): { kind: 'leg' | 'head'; rule: string } | null {
  const am = a.sheet.status.mounted;
  const tm = t.sheet.status.mounted;
  if (am && !tm && w.skill !== 'spear' && w.family !== 'spear') return { kind: 'leg', rule: 'RQ-MOUNT-10' };
  if (!am && tm && !['spear', 'polearm', '2h'].includes(w.family)) return { kind: 'head', rule: 'RQ-MOUNT-11' };
  return null;
}
