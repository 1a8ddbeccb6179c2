/**
 * The 15 SRD 5.1 conditions (Appendix PH-A) as data. The seed lacks Appendix A (5E:G-01), so each
 * definition cites the reference namespace `REF-5E-COND-*` (../shared/rules/reference.md, "Conditions
 * (SRD 5.1)") and the seed rules that name it. Effects are typed; the engine compiles them (ADR 0006 §6).
 */
import type { Ability } from './schema.js';

export const CONDITION_IDS = [
  'blinded', 'charmed', 'deafened', 'exhaustion', 'frightened', 'grappled', 'incapacitated', 'invisible',
  'paralyzed', 'petrified', 'poisoned', 'prone', 'restrained', 'stunned', 'unconscious',
] as const;
export type Dnd5eConditionId = (typeof CONDITION_IDS)[number];

/** A glyph per condition, for chips and tokens (shared/systems/types.ts `SystemCondition.icon`). */
export const CONDITION_ICONS: Readonly<Record<Dnd5eConditionId, string>> = {
  blinded: '⊘', charmed: '♥', deafened: '♫', exhaustion: '◒', frightened: '☹', grappled: '⋔', incapacitated: '✖', invisible: '◌',
  paralyzed: '⚡', petrified: '▣', poisoned: '☠', prone: '⊥', restrained: '⋈', stunned: '✷', unconscious: '☾',
};

export type RollKind = 'attack' | 'check' | 'save';

/** When an effect applies; absent fields mean "always". */
export interface EffectWhen {
  /** The attacker is within this many feet of the creature (5 ft = adjacent hex). */
  attackerWithinFt?: number;
  /** The attacker is farther than this many feet. */
  attackerBeyondFt?: number;
  /** The condition's source is within the creature's line of sight. */
  sourceInSight?: true;
}

export type ConditionEffect =
  /** `self`: rolls the creature makes; `against`: attack rolls made against it. */
  | { kind: 'advantage' | 'disadvantage'; roll: RollKind; who: 'self' | 'against'; abilities?: readonly Ability[]; when?: EffectWhen }
  | { kind: 'autoFailSave'; abilities: readonly Ability[] }
  | { kind: 'autoFailCheck'; relies: 'sight' | 'hearing' }
  /** Any hit from an attacker within `attackerWithinFt` is a critical hit. */
  | { kind: 'autoCrit'; attackerWithinFt: number }
  | { kind: 'speedZero' }
  | { kind: 'speedHalved' }
  | { kind: 'noSpeedBonus' }
  | { kind: 'crawlOnly' }
  | { kind: 'cantMove' }
  | { kind: 'noActions' }
  | { kind: 'noReactions' }
  | { kind: 'cantSpeak' }
  | { kind: 'unaware' }
  | { kind: 'dropsHeld' }
  | { kind: 'unseen' }
  | { kind: 'resistAllDamage' }
  | { kind: 'immune'; to: 'poison' | 'disease' }
  | { kind: 'cantAttackSource' }
  | { kind: 'sourceAdvantageOnSocialChecks' }
  | { kind: 'cantApproachSource' }
  | { kind: 'hpMaxHalved' }
  | { kind: 'dies' };

export type EndTrigger = 'sourceIncapacitated' | 'removedFromSourceReach';

export interface ConditionDef {
  id: Dnd5eConditionId;
  /** Reference rule ID (ADR 0006 §5: reference namespace). */
  rule: `REF-5E-COND-${Uppercase<string>}`;
  /** Seed inventory rules that use the condition. */
  seedRules: readonly string[];
  /** Conditions this one also imposes (direct only; see `impliedConditions`). */
  implies: readonly Dnd5eConditionId[];
  /** 'instances': each keeps its own duration, effects do not worsen; 'levels': exhaustion 1–6. */
  multiple: 'instances' | 'levels';
  /** Needs a source creature (`ConditionInstance.data.source`). */
  needsSource: boolean;
  effects: readonly ConditionEffect[];
  /** Exhaustion only: effects gained at each level (index 0 = level 1); see `exhaustionEffects`. */
  levels?: readonly (readonly ConditionEffect[])[];
  endsWhen?: readonly EndTrigger[];
}

// Source: SRD 5.1 Appendix PH-A (Conditions), via shared/rules/reference.md § "Conditions (SRD 5.1)".
const STR_DEX: readonly Ability[] = ['str', 'dex'];
const advAgainst: ConditionEffect = { kind: 'advantage', roll: 'attack', who: 'against' };
const incapacitatedEffects: readonly ConditionEffect[] = [{ kind: 'noActions' }, { kind: 'noReactions' }];

export const CONDITIONS: Readonly<Record<Dnd5eConditionId, ConditionDef>> = {
  blinded: {
    id: 'blinded', rule: 'REF-5E-COND-BLINDED', seedRules: ['5E-ATK-13', '5E-ATK-15'], implies: [], multiple: 'instances', needsSource: false,
    effects: [{ kind: 'autoFailCheck', relies: 'sight' }, advAgainst, { kind: 'disadvantage', roll: 'attack', who: 'self' }],
  },
  charmed: {
    id: 'charmed', rule: 'REF-5E-COND-CHARMED', seedRules: [], implies: [], multiple: 'instances', needsSource: true,
    effects: [{ kind: 'cantAttackSource' }, { kind: 'sourceAdvantageOnSocialChecks' }],
  },
  deafened: {
    id: 'deafened', rule: 'REF-5E-COND-DEAFENED', seedRules: [], implies: [], multiple: 'instances', needsSource: false,
    effects: [{ kind: 'autoFailCheck', relies: 'hearing' }],
  },
  exhaustion: {
    id: 'exhaustion', rule: 'REF-5E-COND-EXHAUSTION', seedRules: [], implies: [], multiple: 'levels', needsSource: false,
    effects: [],
    levels: [
      [{ kind: 'disadvantage', roll: 'check', who: 'self' }],
      [{ kind: 'speedHalved' }],
      [{ kind: 'disadvantage', roll: 'attack', who: 'self' }, { kind: 'disadvantage', roll: 'save', who: 'self' }],
      [{ kind: 'hpMaxHalved' }],
      [{ kind: 'speedZero' }],
      [{ kind: 'dies' }],
    ],
  },
  frightened: {
    id: 'frightened', rule: 'REF-5E-COND-FRIGHTENED', seedRules: [], implies: [], multiple: 'instances', needsSource: true,
    effects: [
      { kind: 'disadvantage', roll: 'check', who: 'self', when: { sourceInSight: true } },
      { kind: 'disadvantage', roll: 'attack', who: 'self', when: { sourceInSight: true } },
      { kind: 'cantApproachSource' },
    ],
  },
  grappled: {
    id: 'grappled', rule: 'REF-5E-COND-GRAPPLED', seedRules: ['5E-GRAP-05', '5E-GRAP-06', '5E-GRAP-07', '5E-GRAP-08'], implies: [], multiple: 'instances', needsSource: true,
    effects: [{ kind: 'speedZero' }, { kind: 'noSpeedBonus' }],
    endsWhen: ['sourceIncapacitated', 'removedFromSourceReach'],
  },
  incapacitated: {
    id: 'incapacitated', rule: 'REF-5E-COND-INCAPACITATED', seedRules: ['5E-TURN-08', '5E-ACT-11', '5E-ATK-20'], implies: [], multiple: 'instances', needsSource: false,
    effects: incapacitatedEffects,
  },
  invisible: {
    id: 'invisible', rule: 'REF-5E-COND-INVISIBLE', seedRules: ['5E-ATK-13', '5E-ATK-15'], implies: [], multiple: 'instances', needsSource: false,
    effects: [{ kind: 'unseen' }, { kind: 'disadvantage', roll: 'attack', who: 'against' }, { kind: 'advantage', roll: 'attack', who: 'self' }],
  },
  paralyzed: {
    id: 'paralyzed', rule: 'REF-5E-COND-PARALYZED', seedRules: [], implies: ['incapacitated'], multiple: 'instances', needsSource: false,
    effects: [{ kind: 'cantMove' }, { kind: 'cantSpeak' }, { kind: 'autoFailSave', abilities: STR_DEX }, advAgainst, { kind: 'autoCrit', attackerWithinFt: 5 }],
  },
  petrified: {
    id: 'petrified', rule: 'REF-5E-COND-PETRIFIED', seedRules: [], implies: ['incapacitated'], multiple: 'instances', needsSource: false,
    effects: [
      { kind: 'cantMove' }, { kind: 'cantSpeak' }, { kind: 'unaware' }, advAgainst,
      { kind: 'autoFailSave', abilities: STR_DEX }, { kind: 'resistAllDamage' },
      { kind: 'immune', to: 'poison' }, { kind: 'immune', to: 'disease' },
    ],
  },
  poisoned: {
    id: 'poisoned', rule: 'REF-5E-COND-POISONED', seedRules: [], implies: [], multiple: 'instances', needsSource: false,
    effects: [{ kind: 'disadvantage', roll: 'attack', who: 'self' }, { kind: 'disadvantage', roll: 'check', who: 'self' }],
  },
  prone: {
    id: 'prone', rule: 'REF-5E-COND-PRONE',
    seedRules: ['5E-MOVE-10', '5E-MOVE-11', '5E-MOVE-12', '5E-MOVE-13', '5E-MOVE-14', '5E-MOVE-15', '5E-MOVE-20', '5E-SHOVE-04'],
    implies: [], multiple: 'instances', needsSource: false,
    effects: [
      { kind: 'crawlOnly' },
      { kind: 'disadvantage', roll: 'attack', who: 'self' },
      { kind: 'advantage', roll: 'attack', who: 'against', when: { attackerWithinFt: 5 } },
      { kind: 'disadvantage', roll: 'attack', who: 'against', when: { attackerBeyondFt: 5 } },
    ],
  },
  restrained: {
    id: 'restrained', rule: 'REF-5E-COND-RESTRAINED', seedRules: [], implies: [], multiple: 'instances', needsSource: false,
    effects: [
      { kind: 'speedZero' }, { kind: 'noSpeedBonus' }, advAgainst,
      { kind: 'disadvantage', roll: 'attack', who: 'self' }, { kind: 'disadvantage', roll: 'save', who: 'self', abilities: ['dex'] },
    ],
  },
  stunned: {
    id: 'stunned', rule: 'REF-5E-COND-STUNNED', seedRules: [], implies: ['incapacitated'], multiple: 'instances', needsSource: false,
    effects: [{ kind: 'cantMove' }, { kind: 'autoFailSave', abilities: STR_DEX }, advAgainst],
  },
  unconscious: {
    id: 'unconscious', rule: 'REF-5E-COND-UNCONSCIOUS', seedRules: ['5E-ZERO-03', '5E-ZERO-04', '5E-ZERO-17', '5E-ZERO-22'],
    implies: ['incapacitated', 'prone'], multiple: 'instances', needsSource: false,
    effects: [
      { kind: 'cantMove' }, { kind: 'cantSpeak' }, { kind: 'unaware' }, { kind: 'dropsHeld' },
      { kind: 'autoFailSave', abilities: STR_DEX }, advAgainst, { kind: 'autoCrit', attackerWithinFt: 5 },
    ],
  },
};

export const MAX_EXHAUSTION = 6;

/** The transitive closure of `implies`, including the given ids (unconscious → incapacitated, prone). */
export function impliedConditions(ids: Iterable<Dnd5eConditionId>): Set<Dnd5eConditionId> {
  const out = new Set<Dnd5eConditionId>();
  const stack = [...ids];
  for (let id = stack.pop(); id !== undefined; id = stack.pop()) {
    if (out.has(id)) continue;
    out.add(id);
    stack.push(...CONDITIONS[id].implies);
  }
  return out;
}

/** Exhaustion effects at `level` (0–6), cumulative: level n has every effect of levels 1..n. */
export function exhaustionEffects(level: number): ConditionEffect[] {
  if (!Number.isInteger(level) || level < 0 || level > MAX_EXHAUSTION) throw new RangeError(`exhaustion level ${level} is not 0–${MAX_EXHAUSTION}`);
  return (CONDITIONS.exhaustion.levels ?? []).slice(0, level).flat();
}

/** All effects of a set of active conditions, implications expanded, plus exhaustion at `exhaustionLevel`. */
export function conditionEffects(ids: Iterable<Dnd5eConditionId>, exhaustionLevel = 0): ConditionEffect[] {
  return [...[...impliedConditions(ids)].flatMap((id) => CONDITIONS[id].effects), ...exhaustionEffects(exhaustionLevel)];
}
