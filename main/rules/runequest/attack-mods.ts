/**
 * The situational skill modifiers a combatant's status imposes on its tests: Defend and Overextended
 * on Reactions (RQ-ACT-12, Z-23; RQ-REACT-14), grappling (RQ-GRAP-06: −20% to tests not aimed at the
 * partner), and the wounds' and impaling weapons' penalties from the damage rules (`testMods`:
 * RQ-WOUND-16/18/20/22, RQ-IMPALE-04), so each is implemented once.
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { RqMod } from './skill.js';
import type { RqCombatant } from './sheet.js';
import { testMods } from './wounds.js';

/** What is being tested: the skill key, whether it is a Reaction (and which), aimed at the grapple partner. */
export interface RqTestKind {
  skill: string;
  reaction?: 'dodge' | 'parry' | 'evade';
  /** Aimed at or answering the grapple partner (no −20%, RQ-GRAP-06, Z-18). */
  partner?: boolean;
}

/** Every modifier c's status puts on this test, each naming its rule. */
export function statusMods(state: EncounterState, c: RqCombatant, test: RqTestKind): RqMod[] {
  const s = c.sheet.status;
  const mods: RqMod[] = [];
  if (test.reaction && s.defending) mods.push({ msg: 'bd_rq_mod_defending', value: 20, rule: { id: 'RQ-ACT-12', ...(test.reaction === 'evade' ? { gap: 'Z-23' } : {}) } });
  if (test.reaction && s.overextended) mods.push({ msg: 'bd_rq_mod_overextended', value: -20, rule: { id: 'RQ-REACT-14', gap: 'Z-08' } });
  if (s.grapple && !test.partner) mods.push({ msg: 'bd_rq_mod_grappling', value: -20, rule: { id: 'RQ-GRAP-06', gap: 'Z-18' } });
  mods.push(...testMods(state, c, s, test.skill));
  return mods;
}
