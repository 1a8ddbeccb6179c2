/**
 * D100 tests (G-21, RQ-ATK-02..04): the skill with its modifiers stacked (one function: `stack`, RuneQuest's
 * policy), the roll, and its level: 00 fumbles (G-04), ≤ a tenth of the skill is critical, ≤ the skill
 * succeeds. Opposed tests compare levels; equal successes go to the higher roll (SRD, G-03).
 */
import type { RollContext } from '../core/dice-engine.js';
import type { Combatant } from '../../../shared/model/encounter.js';
import type { I18nRef, RollRecordData, Step } from '../../../shared/engine/prompt.js';
import type { Modifier, RuleRef } from '../../../shared/engine/modifiers.js';
import { stack } from '../../../shared/engine/stack.js';
import { RQ_STACKING } from '../../../shared/systems/runequest/stacking.js';
import { RQ_DIFFICULTY, RQ_LEVELS, type RqDifficulty, type RqLevel } from '../../../shared/systems/runequest/tables.js';
import type { RqSettings } from '../../../shared/systems/runequest/settings.js';

/** A percentage modifier of a test, with the message naming it and its rule. */
export interface RqMod {
  /** bd_ message naming the modifier ("defending", "impaled ×2"). */
  msg: string;
  value: number;
  rule: RuleRef;
  params?: Record<string, string | number>;
  /** `mul` 0.5 halves (range band 2), `cap` limits (Riding while mounted); `add` by default. */
  op?: 'add' | 'mul' | 'cap';
}

/** The skill after its modifiers, and the steps saying so. */
export function effectiveSkill(base: number, mods: readonly RqMod[]): { value: number; steps: Step[] } {
  const list: Modifier[] = mods.map((m, i) => ({ target: 'skill.test', op: m.op ?? 'add', value: m.value, type: 'untyped', source: { kind: 'rule', id: `${m.msg}#${i}` }, rule: m.rule }));
  const r = stack(base, list, RQ_STACKING, {});
  const steps: Step[] = mods.map((m) => ({ msg: m.msg, params: { value: m.value, ...m.params }, rule: m.rule }));
  return { value: r.value, steps };
}

/** The difficulty grade's modifier, as a list entry (none for normal). */
export function difficultyMod(grade: string): RqMod[] {
  const value = RQ_DIFFICULTY[grade as RqDifficulty] ?? 0;
  return value === 0 ? [] : [{ msg: 'bd_rq_mod_difficulty', value, rule: { id: 'RQ-ATK-02', gap: 'G-21' }, params: { grade } }];
}

/** The critical score: a tenth of the skill, rounded down (RQ-ATK-03). */
export const criticalScore = (skill: number): number => Math.max(0, Math.floor(skill / 10));

/** A D100 face's level against a skill (00 = 100 fumbles; a skill of 0 or less never succeeds: G-21). */
export function levelOf(face: number, skill: number, crit: number): RqLevel {
  if (face >= 100) return 'fumble';
  if (skill <= 0 || face > skill) return 'failure';
  return face <= crit ? 'critical' : 'success';
}

export interface RqTest {
  roll: RollRecordData;
  face: number;
  /** The skill tested, after modifiers. */
  skill: number;
  crit: number;
  level: RqLevel;
  steps: Step[];
  /** A Hero Point spent on a Second Chance (RQ-HERO-02): the caller takes it off the status. */
  heroSpent?: boolean;
}

/**
 * Rolls one D100 test (`key`) of `base` with `mods`; the critical score from the modified skill or
 * the base one, as the encounter reads it (Z-03).
 */
export function rollTest(
  dice: RollContext,
  req: {
    key: string; base: number; mods: readonly RqMod[]; purpose: I18nRef; roller: Combatant | null; rule: RuleRef; settings: Pick<RqSettings, 'criticalFrom'>;
    /** Opt-in Second Chance (RQ-HERO-02, Z-25): a failed test may be re-rolled for a Hero Point (`<key>.hero`, then `<key>.again`); the new roll stands. */
    secondChance?: { points: number };
  },
): RqTest {
  const { value, steps } = effectiveSkill(req.base, req.mods);
  const crit = criticalScore(req.settings.criticalFrom === 'base' ? req.base : value);
  let roll = dice.roll({ key: req.key, notation: '1d100', purpose: req.purpose, roller: req.roller });
  let level = levelOf(roll.total, value, crit);
  const faces: Step[] = [{ msg: 'bd_rq_d100', params: { face: roll.total, skill: value, level }, rule: { id: 'RQ-ATK-02' } }];
  let heroSpent = false;
  if (req.secondChance && req.secondChance.points > 0 && (level === 'failure' || level === 'fumble')) {
    const again = dice.choose({
      key: `${req.key}.hero`, roller: req.roller, question: { msg: 'prompt_rq_hero_second', params: { name: req.roller?.name ?? '', points: req.secondChance.points } },
      options: [{ value: 'no', label: { msg: 'opt_no', params: {} } }, { value: 'yes', label: { msg: 'opt_yes', params: {} } }], default: 'no',
    });
    if (again === 'yes') {
      heroSpent = true;
      roll = dice.roll({ key: `${req.key}.again`, notation: '1d100', purpose: req.purpose, roller: req.roller });
      level = levelOf(roll.total, value, crit);
      faces.push({ msg: 'bd_rq_hero_second', params: { face: roll.total, skill: value, level }, rule: { id: 'RQ-HERO-02', gap: 'Z-25' } });
    }
  }
  return {
    roll, face: roll.total, skill: value, crit, level, ...(heroSpent ? { heroSpent } : {}),
    steps: [{ msg: 'bd_rq_skill', params: { base: req.base, skill: value, crit }, rule: req.rule }, ...steps, ...faces],
  };
}

const rank = (l: RqLevel) => RQ_LEVELS.indexOf(l);

/**
 * An opposed test's winner (SRD, G-03): the higher level; at the same successful level the higher
 * roll; a tie of failures (or equal rolls) is nobody's.
 */
export function opposedWinner(a: Pick<RqTest, 'level' | 'face'>, b: Pick<RqTest, 'level' | 'face'>): 'a' | 'b' | null {
  if (rank(a.level) !== rank(b.level)) return rank(a.level) > rank(b.level) ? 'a' : 'b';
  if (a.level === 'failure' || a.level === 'fumble' || a.face === b.face) return null;
  return a.face > b.face ? 'a' : 'b';
}
