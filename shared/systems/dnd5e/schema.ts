/**
 * D&D 5e stat block (v1), the `dnd5e` row of ADR 0006 §1. Authored data only: runtime state (HP left,
 * budgets, death saves) lives in the status schema. Every number is as printed in the stat block
 * (totals, not derived), so a GM can type a monster in straight from the book.
 */
import { z } from 'zod';
import type { Size } from '../../model/map.js';
import { CONDITION_IDS } from './conditions.js';

export const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
export type Ability = (typeof ABILITIES)[number];

export const DND5E_SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'] as const satisfies readonly Size[];
export type Dnd5eSize = (typeof DND5E_SIZES)[number];

/** The 13 SRD damage types (5E-DMG-10). */
export const DAMAGE_TYPES = [
  'acid', 'bludgeoning', 'cold', 'fire', 'force', 'lightning', 'necrotic',
  'piercing', 'poison', 'psychic', 'radiant', 'slashing', 'thunder',
] as const;
export type DamageType = (typeof DAMAGE_TYPES)[number];

/** The 18 SRD skills, camelCase. */
export const SKILLS = [
  'acrobatics', 'animalHandling', 'arcana', 'athletics', 'deception', 'history', 'insight', 'intimidation',
  'investigation', 'medicine', 'nature', 'perception', 'performance', 'persuasion', 'religion',
  'sleightOfHand', 'stealth', 'survival',
] as const;
export type Skill = (typeof SKILLS)[number];

export const ATTACK_KINDS = ['melee', 'ranged', 'thrown', 'spell'] as const;
export type AttackKind = (typeof ATTACK_KINDS)[number];

export const WEAPON_PROPERTIES = [
  'light', 'finesse', 'thrown', 'two-handed', 'reach', 'ammunition', 'loading', 'versatile', 'heavy',
] as const;
export type WeaponProperty = (typeof WEAPON_PROPERTIES)[number];

/** Material or magic that bypasses a resistance/immunity ("from nonmagical attacks…"). */
export const BYPASSES = ['magical', 'silvered', 'adamantine'] as const;
export type Bypass = (typeof BYPASSES)[number];

/** Challenge ratings that exist in the SRD (0, 1/8, 1/4, 1/2, 1–30). */
export const CHALLENGE_RATINGS: readonly number[] = [0, 0.125, 0.25, 0.5, ...Array.from({ length: 30 }, (_, i) => i + 1)];

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const bonus = int(-20, 40);
const feet = int(0, 10_000);

const TERM = String.raw`(?:\d{1,3}d\d{1,3}|\d{1,4})`;
const TYPE_ALT = DAMAGE_TYPES.join('|');
/** `2d8+4` — a hit-point formula: dice and flat terms joined by + or −. */
export const HIT_DICE_RE = new RegExp(`^${TERM}(?:[+-]${TERM})*$`);
/**
 * Damage notation: groups of terms each closed by a damage-type tag, joined by `+`.
 * `1d6+2[slashing]`, `1d8+3[piercing]+2d6[poison]`, `1[piercing]`. A tag covers every term since
 * the previous tag, so no term is ever untyped. Roll each `damageParts()` expression with the shared
 * dice parser (`shared/dice/notation.ts`, whose own tags sit on dice terms only).
 */
export const DAMAGE_RE = new RegExp(`^${TERM}(?:[+-]${TERM})*\\[(?:${TYPE_ALT})\\](?:\\+${TERM}(?:[+-]${TERM})*\\[(?:${TYPE_ALT})\\])*$`);

export interface DamagePart {
  /** Terms of this part as written, e.g. `1d6+2`. */
  expr: string;
  type: DamageType;
}

/** Splits valid damage notation into its typed parts; throws on invalid notation. */
export function damageParts(notation: string): DamagePart[] {
  if (!DAMAGE_RE.test(notation)) throw new Error(`invalid damage notation: ${notation}`);
  const parts: DamagePart[] = [];
  for (const m of notation.matchAll(/\+?([^[\]]+)\[([a-z]+)\]/g)) {
    parts.push({ expr: m[1] ?? '', type: m[2] as DamageType });
  }
  return parts;
}

export const damageTypeSchema = z.enum(DAMAGE_TYPES);
export const damageNotationSchema = z.string().regex(DAMAGE_RE, 'expected damage like 1d6+2[slashing]');
export const hitDiceSchema = z.string().regex(HIT_DICE_RE, 'expected a formula like 2d8+4');

/** One resistance/vulnerability/immunity rule (5E-DMG-12..15, 5E:G-11). `unless`: what bypasses it. */
export const damageRuleSchema = z.strictObject({
  type: z.union([damageTypeSchema, z.literal('all')]),
  /** 'silvered'/'adamantine' are bypassed by magical attacks too (the SRD's "nonmagical … not silvered"). */
  unless: z.enum(BYPASSES).optional(),
});
export type DamageRule = z.infer<typeof damageRuleSchema>;

const abilityRecord = <T extends z.ZodType>(v: T) =>
  z.strictObject({ str: v, dex: v, con: v, int: v, wis: v, cha: v });
const partialAbilityRecord = <T extends z.ZodType>(v: T) =>
  z.strictObject({ str: v.optional(), dex: v.optional(), con: v.optional(), int: v.optional(), wis: v.optional(), cha: v.optional() });

export const conditionIdSchema = z.enum(CONDITION_IDS);

/** A typed rider on a hit: a saving throw against a condition or extra damage, or a grapple. */
export const onHitSchema = z.discriminatedUnion('kind', [
  z.strictObject({
    kind: z.literal('save'),
    ability: z.enum(ABILITIES),
    dc: int(1, 40),
    /** Condition imposed on a failed save. */
    condition: conditionIdSchema.optional(),
    /** Extra damage on a failed save. */
    damage: damageNotationSchema.optional(),
    /** Half of `damage` on a success. */
    halfOnSuccess: z.boolean().optional(),
  }).refine((r) => r.condition !== undefined || r.damage !== undefined, 'a save rider needs a condition or damage'),
  z.strictObject({
    kind: z.literal('grapple'),
    escapeDc: int(1, 40),
    /** The grappled target is also restrained until the grapple ends. */
    restrained: z.boolean().optional(),
  }),
]);
export type OnHit = z.infer<typeof onHitSchema>;

export const attackSchema = z
  .strictObject({
    id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'expected a kebab-case id'),
    name: z.string().trim().min(1).max(80),
    /** melee; ranged (bow, sling, rock); thrown (a melee weapon thrown, uses `range`); spell attack. */
    kind: z.enum(ATTACK_KINDS),
    /** Total attack bonus as printed (5E-ATK-07). */
    toHit: bonus,
    reachFt: feet.optional(),
    range: z.strictObject({ normal: feet, long: feet.optional() }).optional(),
    damage: damageNotationSchema,
    properties: z.array(z.enum(WEAPON_PROPERTIES)),
    magical: z.boolean().optional(),
    onHit: z.array(onHitSchema).optional(),
  })
  .superRefine((a, ctx) => {
    if (a.kind === 'melee' && a.reachFt === undefined) ctx.addIssue({ code: 'custom', message: 'a melee attack needs reachFt', path: ['reachFt'] });
    if ((a.kind === 'ranged' || a.kind === 'thrown') && a.range === undefined) ctx.addIssue({ code: 'custom', message: `a ${a.kind} attack needs range`, path: ['range'] });
    if (a.kind === 'spell' && a.reachFt === undefined && a.range === undefined) ctx.addIssue({ code: 'custom', message: 'a spell attack needs reachFt or range', path: ['range'] });
    if (a.range?.long !== undefined && a.range.long < a.range.normal) ctx.addIssue({ code: 'custom', message: 'long range is shorter than normal range', path: ['range', 'long'] });
    if (new Set(a.properties).size !== a.properties.length) ctx.addIssue({ code: 'custom', message: 'duplicate property', path: ['properties'] });
  });
export type Dnd5eAttack = z.infer<typeof attackSchema>;

/**
 * A feature: engine-known id (see `DND5E_FEATURES`) plus typed scalar params, e.g.
 * `{ id: 'sneakAttack', params: { dice: '2d6' } }`. Unknown ids are kept and shown, never applied.
 */
export const featureSchema = z.strictObject({
  id: z.string().regex(/^[a-z][A-Za-z0-9]{0,47}$/, 'expected a camelCase feature id'),
  params: z.record(z.string().regex(/^[a-z][A-Za-z0-9]{0,31}$/), z.union([z.string().max(120), z.number(), z.boolean()])).optional(),
});
export type Dnd5eFeature = z.infer<typeof featureSchema>;

/** Feature ids the 5e plugin understands, with the rule they serve. */
export const DND5E_FEATURES = {
  multiattack: 'Multiattack composition (params.pattern), 5E-ACT-04',
  extraAttack: '5E-ACT-04',
  sneakAttack: 'params.dice, 5E-DMG-09',
  cunningAction: 'bonus Dash/Disengage/Hide, 5E-TURN-05',
  nimbleEscape: 'bonus Disengage/Hide, 5E-TURN-05',
  aggressive: 'bonus move toward a hostile, 5E-TURN-05',
  rampage: 'bonus half move + bite after dropping a foe, 5E-TURN-05',
  packTactics: 'advantage with an ally within 5 ft',
  martialAdvantage: 'params.dice once per turn with an ally within 5 ft',
  surpriseAttack: 'params.dice in the first round vs a surprised target, 5E-SEQ-08',
  brute: 'extra weapon die, already included in the attacks',
  pounce: 'params.minMoveFt/dc/bonusAttack',
  keenSenses: 'params.senses, advantage on Perception',
  sunlightSensitivity: 'disadvantage on attacks in sunlight',
  darkDevotion: 'advantage on saves vs charmed/frightened',
  brave: 'advantage on saves vs frightened',
  undeadFortitude: 'Con save DC 5+damage to drop to 1 HP',
  regeneration: 'params.hp at turn start; params.stoppedBy damage types',
  parry: 'reaction: params.ac vs one melee hit, 5E-TURN-14',
  leadership: 'params.dice added by allies within params.rangeFt for 1 minute',
  spiderClimb: 'climb without checks',
  webSense: 'knows creatures on its web',
  webWalker: 'ignores webbing',
  web: 'params.toHit/rangeNormal/rangeLong/recharge/escapeDc: restrains on hit',
  holdBreath: 'params.minutes',
  darkvision: 'params.ft, 5E:G-27',
  spellcasting: 'params.ability/dc/toHit, 5E-ATK-09, 5E:G-23',
  fightingStyle: 'params.style (already reflected in totals)',
  secondWind: 'bonus action heal params.dice + params.bonus',
  actionSurge: 'params.uses per short rest',
  improvedCritical: 'params.critMin',
  expertise: 'already reflected in skill totals',
  fastHands: 'Cunning Action also Use an Object',
  lucky: 'reroll natural 1 on attack/check/save',
  channelDivinity: 'params.uses per short rest',
  discipleOfLife: 'healing spells +2 + spell level',
  arcaneRecovery: 'out of combat',
  sculptSpells: 'protect allies from own evocations',
  feyAncestry: 'advantage vs charmed; magic cannot put it to sleep',
  dwarvenResilience: 'advantage vs poison (resistance listed in damage)',
} as const;
export type KnownFeatureId = keyof typeof DND5E_FEATURES;

export const dnd5eStatsSchema = z
  .strictObject({
    system: z.literal('dnd5e'),
    v: z.literal(1),
    abilities: abilityRecord(int(1, 30)),
    /** Proficiency bonus (reference table by level or CR, see tables.ts). */
    prof: int(2, 9),
    ac: int(0, 40),
    hpMax: int(1, 10_000),
    /** HP formula as printed, e.g. `2d8+4`. */
    hitDice: hitDiceSchema.optional(),
    /** Feet per turn (5E-TURN-03, 5E-MOVE-05). `hover`: does not fall when prone or at speed 0 (5E-MOVE-20). */
    speed: z.strictObject({
      walk: feet,
      fly: feet.optional(),
      swim: feet.optional(),
      climb: feet.optional(),
      burrow: feet.optional(),
      hover: z.boolean().optional(),
    }),
    size: z.enum(DND5E_SIZES),
    cr: z.number().refine((n) => CHALLENGE_RATINGS.includes(n), 'not an SRD challenge rating').optional(),
    /** Character level, for PCs. */
    level: int(1, 20).optional(),
    /** Saving-throw totals; a missing ability uses its modifier. */
    saves: partialAbilityRecord(bonus),
    /** Skill totals; a missing skill uses its ability modifier. */
    skills: z.strictObject(Object.fromEntries(SKILLS.map((s) => [s, bonus.optional()])) as { [K in Skill]: z.ZodOptional<typeof bonus> }),
    passivePerception: int(0, 50).optional(),
    /** Initiative bonus when it is not the Dex modifier (5E:G-16). */
    initiativeBonus: bonus.optional(),
    damage: z.strictObject({
      resist: z.array(damageRuleSchema),
      vuln: z.array(damageRuleSchema),
      immune: z.array(damageRuleSchema),
      /** A flat cut to all damage taken (an aura, a feature), applied before resistance (5E-DMG-14). */
      reduce: int(0, 100).optional(),
    }),
    conditionImmune: z.array(conditionIdSchema),
    attacks: z.array(attackSchema).max(32),
    /** Attacks granted by one Attack action / Multiattack (5E-ACT-04). */
    attacksPerAction: int(1, 10),
    features: z.array(featureSchema).max(64),
    /** Dies at 0 HP instead of falling unconscious (5E-ZERO-20/21, 5E:G-34); see `diesAtZero()`. */
    diesAtZero: z.boolean().optional(),
  })
  .superRefine((s, ctx) => {
    const ids = s.attacks.map((a) => a.id);
    ids.forEach((id, i) => {
      if (ids.indexOf(id) !== i) ctx.addIssue({ code: 'custom', message: `duplicate attack id ${id}`, path: ['attacks', i, 'id'] });
    });
    if (new Set(s.conditionImmune).size !== s.conditionImmune.length) ctx.addIssue({ code: 'custom', message: 'duplicate condition', path: ['conditionImmune'] });
  });
export type Dnd5eStats = z.infer<typeof dnd5eStatsSchema>;

/**
 * 5E:G-34 default: monsters (no class level) die at 0 HP, PCs fall unconscious. The stat block's own
 * flag wins (a named NPC); `monstersDie` is the encounter setting that turns the default off.
 */
export function diesAtZero(s: Pick<Dnd5eStats, 'diesAtZero' | 'level'>, monstersDie = true): boolean {
  return s.diesAtZero ?? (monstersDie && s.level === undefined);
}

/** An entry of a bundled library file (`resources/srd/dnd5e-*.json`). */
export const dnd5eLibraryEntrySchema = z.strictObject({
  id: z.string().regex(/^[a-z0-9][a-z0-9-]{0,63}$/),
  name: z.string().trim().min(1).max(80),
  /** For PCs: how the sheet was built. */
  build: z
    .strictObject({
      race: z.string().min(1).max(40),
      class: z.string().min(1).max(40),
      subclass: z.string().min(1).max(40).optional(),
      /** Ability scores before racial increases (standard array). */
      baseAbilities: abilityRecord(int(3, 18)),
    })
    .optional(),
  stats: dnd5eStatsSchema,
});
export type Dnd5eLibraryEntry = z.infer<typeof dnd5eLibraryEntrySchema>;

export const dnd5eLibrarySchema = z.strictObject({
  source: z.string().min(1),
  license: z.string().min(1),
  entries: z.array(dnd5eLibraryEntrySchema),
});
export type Dnd5eLibrary = z.infer<typeof dnd5eLibrarySchema>;
