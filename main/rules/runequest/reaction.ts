/**
 * The target's Reaction to an attack (RQ-REACT-01..11, 14..19, RQ-ATK-01 step 2): who may react
 * (a Reaction left or the off-hand parry, not on its own SR, not helpless, not grappling, not surprised
 * in round 1 before its turn), with what (parry with a held weapon or shield, not against ranged
 * attacks; natural weapons only against natural or unarmed; an improvised item with Shield, or dodge),
 * its D100 and the cell of the Dodge or Parry table by both levels.
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { RqAttackOptions } from '../../../shared/systems/runequest/commands.js';
import type { RqStatus, RqWeapon } from '../../../shared/systems/runequest/schema.js';
import type { RqCell, RqLevel } from '../../../shared/systems/runequest/tables.js';
import type { RollContext } from '../core/dice-engine.js';
import { reactionProblem, spendReaction } from './economy.js';
import { heldWeapons, isHelpless, settingsOf, skillOf, weaponOf, type RqCombatant } from './sheet.js';
import { effectiveSkill, rollTest, type RqMod, type RqTest } from './skill.js';
import { statusMods } from './attack-mods.js';
import { footmanPenalty, riderBonus, ridingCap } from './mounted.js';
import { offHandParry } from './two-weapon.js';
import { reactionsLeft } from '../../../shared/systems/runequest/schema.js';

export interface ReactOption {
  value: string;
  /** The parrying item (none for dodge). */
  weapon: RqWeapon | null;
  skill: string;
  base: number;
  mods: RqMod[];
  /** The off-hand parry that ignores the Reaction count (RQ-TWO-01). */
  offHand: boolean;
  improvised: boolean;
}

/** Why the target cannot react at all, with the rule, or null. A free attack or riposte may be met on its own SR (RQ-FREE-03, Z-09). */
export function cannotReact(state: EncounterState, t: RqCombatant, o: RqAttackOptions): { msg: string; rule: string; gap?: string } | null {
  if (isHelpless(t)) return { msg: 'bd_rq_react_helpless', rule: 'RQ-REACT-07', gap: 'G-18' };
  if (t.sheet.status.grapple) return { msg: 'bd_rq_react_grappling', rule: 'RQ-GRAP-07' };
  if (state.round === 1 && t.surprised) return { msg: 'bd_rq_react_surprised', rule: 'RQ-SURP-02', gap: 'Z-10' };
  if (state.activeId === t.id && o.mode !== 'free' && o.mode !== 'riposte') return { msg: 'bd_rq_react_own_turn', rule: 'RQ-REACT-02' };
  return null;
}

/** Whether an item may parry this attack (RQ-REACT-16, RQ-UNARMED-03). */
function mayParry(item: RqWeapon, atk: RqWeapon, ranged: boolean): boolean {
  if (ranged) return false;
  const bodily = (w: RqWeapon) => w.kind === 'natural' || w.kind === 'unarmed';
  return !bodily(item) || bodily(atk);
}

/** The options the target has against this attack, each with its skill and modifiers (defender's view). */
export function reactOptions(state: EncounterState, a: RqCombatant, t: RqCombatant, atk: RqWeapon, ranged: boolean, o: RqAttackOptions): ReactOption[] {
  const s = t.sheet.status;
  const normal = reactionsLeft(s) > 0;
  const off = offHandParry(t);
  const out: ReactOption[] = [];
  const candidates = [...heldWeapons(t), ...t.sheet.stats.weapons.filter((w) => w.kind === 'natural' && s.held.right !== w.id && s.held.left !== w.id)];
  const mounted = footmanPenalty(t, a, o.asTall);
  for (const w of candidates) {
    if (!mayParry(w, atk, ranged)) continue;
    const isOff = off !== null && off.id === w.id;
    if (!normal && !isOff) continue;
    const improvised = w.kind === 'ranged' || w.kind === 'thrown';
    const skill = improvised ? 'shield' : w.skill;
    out.push({ value: `parry:${w.id}`, weapon: w, skill, base: skillOf(t, skill), mods: [...riderBonus(t, a, o.asTall, true), ...mounted, ...statusMods(state, t, { skill, reaction: 'parry', weapon: true })], offHand: !normal && isOff, improvised });
  }
  if (normal) {
    const mods: RqMod[] = [];
    if (s.mounted) mods.push({ msg: 'bd_rq_mod_dodge_mounted', value: -30, rule: { id: 'RQ-REACT-09' } });
    if (o.hemmedIn) mods.push({ msg: 'bd_rq_mod_hemmed_in', value: -20, rule: { id: 'RQ-REACT-10' } });
    out.push({ value: 'dodge', weapon: null, skill: 'dodge', base: skillOf(t, 'dodge'), mods: [...mods, ...mounted, ...statusMods(state, t, { skill: 'dodge', reaction: 'dodge' })], offHand: false, improvised: false });
  }
  return out;
}

/** The skill an option would be tested at (for the default and the question); Riding caps weapons only (RQ-MOUNT-04). */
const valueOf = (t: RqCombatant, opt: ReactOption) => effectiveSkill(opt.weapon ? ridingCap(t, opt.base, []) : opt.base, opt.mods).value;

export interface Reacted {
  option: ReactOption;
  test: RqTest;
  cell: RqCell;
  status: RqStatus;
  steps: Step[];
}

/**
 * Asks the target's Reaction (`react.<id>`; default the highest skill) and, unless it takes none,
 * rolls it (`react.d100`) and looks up the cell by (defender level, attacker level). Null: no Reaction.
 */
export function askReaction(
  state: EncounterState, a: RqCombatant, t: RqCombatant, atk: RqWeapon, ranged: boolean, o: RqAttackOptions, atkLevel: RqLevel | null, dice: RollContext, steps: Step[],
): { chosen: ReactOption; roll: (level: RqLevel) => Reacted } | null {
  const no = cannotReact(state, t, o);
  if (no) {
    steps.push({ msg: no.msg, params: { name: t.name }, rule: { id: no.rule, ...(no.gap ? { gap: no.gap } : {}) } });
    return null;
  }
  const opts = reactOptions(state, a, t, atk, ranged, o);
  if (!opts.length) {
    const why = reactionProblem(state, t) ? 'bd_rq_react_none_left' : 'bd_rq_react_no_option';
    steps.push({ msg: why, params: { name: t.name }, rule: { id: why === 'bd_rq_react_none_left' ? 'RQ-REACT-06' : 'RQ-REACT-16' } });
    return null;
  }
  let best = opts[0]!;
  for (const x of opts) if (valueOf(t, x) > valueOf(t, best)) best = x;
  const choice = dice.choose({
    key: `react.${t.id}`, roller: t,
    question: { msg: 'prompt_rq_react', params: { name: t.name, attacker: a.name, weapon: atk.name, left: reactionsLeft(t.sheet.status), level: atkLevel ?? '-' } },
    options: [...opts.map((x) => ({ value: x.value, label: { msg: x.weapon ? 'opt_rq_parry' : 'opt_rq_dodge', params: { weapon: x.weapon?.name ?? '', skill: valueOf(t, x) } } })), { value: 'none', label: { msg: 'opt_rq_no_reaction', params: {} } }],
    default: best.value,
  });
  if (choice === 'none') {
    steps.push({ msg: 'bd_rq_react_declined', params: { name: t.name }, rule: { id: 'RQ-REACT-06' } });
    return null;
  }
  const chosen = opts.find((x) => x.value === choice)!;
  return {
    chosen,
    roll: (level) => {
      const own: Step[] = [];
      if (chosen.improvised) own.push({ msg: 'bd_rq_parry_improvised', params: { weapon: chosen.weapon!.name }, rule: { id: 'RQ-REACT-17' } });
      if (chosen.offHand) own.push({ msg: 'bd_rq_parry_off_hand', params: { weapon: chosen.weapon!.name }, rule: { id: 'RQ-TWO-01', gap: 'Z-20' } });
      const base = chosen.weapon ? ridingCap(t, chosen.base, own) : chosen.base;
      const test = rollTest(dice, {
        key: 'react.d100', base, mods: chosen.mods, roller: t, settings: settingsOf(state),
        purpose: { msg: chosen.weapon ? 'prompt_rq_parry_d100' : 'prompt_rq_dodge_d100', params: { name: t.name } },
        rule: { id: chosen.weapon ? 'RQ-REACT-18' : 'RQ-REACT-11', ...(chosen.weapon ? { gap: 'G-02' } : { gap: 'G-01' }) },
      });
      const tables = settingsOf(state).tables;
      const cell = (chosen.weapon ? tables.parry : tables.dodge)[test.level][level];
      const s0 = t.sheet.status;
      const status = chosen.offHand ? { ...s0, twoWeapon: 'parry' as const, twoWeaponUsed: true, aim: null, overextended: false } : spendReaction(s0);
      own.push(...test.steps, { msg: `bd_rq_cell_${cell.hit}`, params: { table: chosen.weapon ? 'parry' : 'dodge', def: test.level, atk: level, reduce: cell.reduce }, rule: { id: chosen.weapon ? 'RQ-REACT-18' : 'RQ-REACT-11', gap: chosen.weapon ? 'G-02' : 'G-01' } });
      return { option: chosen, test, cell, status, steps: own };
    },
  };
}

/** The item a parry was made with (for its AP and a riposte). */
export const parryItem = (t: RqCombatant, r: Reacted | null): RqWeapon | undefined => (r?.option.weapon ? weaponOf(t, r.option.weapon.id) : undefined);
