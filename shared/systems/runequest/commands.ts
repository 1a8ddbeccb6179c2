import { z } from 'zod';
import { idSchema, saltSchema } from '../../model/primitives.js';
import { inputsSchema } from '../../engine/prompt.js';
import { RQ_DIFFICULTIES } from './tables.js';
import { skillKeySchema, STANCES } from './schema.js';

// RuneQuest's own commands, and the options it adds to core commands (issue #14). The core assembles
// them through shared/systems/registry.ts; other systems never see them.

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'expected a kebab-case id');
const locationId = z.string().regex(/^[a-z][a-z0-9-]{0,23}$/, 'expected a location id such as chest or right-arm');
const difficulty = z.enum(RQ_DIFFICULTIES as [string, ...string[]]).default('normal');

/** The Combat Actions `rqAction` takes that are neither attacks nor movement (RQ-ACT-*), and the GM's out-of-turn ones. */
export const RQ_ACTIONS = [
  'aim', 'changeStance', 'defend', 'wait', 'interrupt', 'readyWeapon', 'reload', 'castSpell', 'useSkill', 'pass', 'pullOut', 'firstAid', 'giveGround', 'mount', 'dismount',
] as const;
export type RqActionKind = (typeof RQ_ACTIONS)[number];

/**
 * A RuneQuest Combat Action from the actor's CAs (RQ-ACT-*): aim at a target (`weapon`, `target`),
 * change stance, defend, wait after someone or to interrupt (`target`; the opposed test `int.<id>` /
 * `int.<target>`), ready a weapon (`weapon`, `hand`, `how`), reload, cast a spell (`spell`, its `cas`),
 * use a skill (`skill`, `difficulty`), pass, pull an impaling weapon out of oneself, First Aid on
 * `target`'s `location`. `giveGround` is the GM's ruling (Z-07), costing nothing (RQ-REACT-12).
 * Dice by hand are answered in `inputs`.
 */
export const rqActionCommand = z.strictObject({
  type: z.literal('rqAction'),
  id: idSchema,
  action: z.enum(RQ_ACTIONS),
  target: idSchema.optional(),
  weapon: slug.optional(),
  /** readyWeapon: the hand it goes to, and how (draw into an empty hand, drop what it held and draw, sheathe and draw, two weapons). */
  hand: z.enum(['right', 'left']).optional(),
  how: z.enum(['draw', 'dropDraw', 'sheatheDraw', 'two']).optional(),
  weapon2: slug.optional(),
  stance: z.enum(STANCES).optional(),
  spell: z.string().trim().min(1).max(60).optional(),
  /** A spell's CAs (G-15: from its description). */
  cas: z.number().int().min(1).max(20).optional(),
  skill: skillKeySchema.optional(),
  difficulty,
  modifier: z.number().int().min(-200).max(200).default(0),
  location: locationId.optional(),
  inputs: inputsSchema.default({}),
  salt: saltSchema.optional(),
});

/** A grappler's special Combat Actions (RQ-GRAP-08): break free, immobilise, inflict pain, throw (`grp.<id>`, `grp.def.<id>`). */
export const rqGrappleCommand = z.strictObject({
  type: z.literal('rqGrapple'),
  id: idSchema,
  action: z.enum(['breakFree', 'immobilise', 'inflictPain', 'throw']),
  /** The skill used to break free: Unarmed or a natural weapon's (RQ-GRAP-09); Martial Arts in place of any (RQ-GRAP-04). */
  skill: skillKeySchema.optional(),
  inputs: inputsSchema.default({}),
  salt: saltSchema.optional(),
});

/** A Hero Point spent on the GM's word (RQ-HERO-01/04/05): Heroes' Luck or a Legendary Ability, with a note. */
export const rqHeroCommand = z.strictObject({
  type: z.literal('rqHero'),
  id: idSchema,
  use: z.enum(['heroesLuck', 'legendary']),
  points: z.number().int().min(1).max(20).default(1),
  note: z.string().trim().min(1).max(120),
  inputs: inputsSchema.default({}),
});

export const RQ_COMMANDS = [rqActionCommand, rqGrappleCommand, rqHeroCommand] as const;

/** A precise attack's aim (RQ-PREC-01): a location, ignore armour, the target's weapon or shield, or disarm it. */
export const RQ_PRECISE = ['location', 'ignoreArmour', 'weapon', 'disarm'] as const;

/**
 * How a RuneQuest attack is made, as declared before the roll. `mode`: a plain attack (one CA), the
 * attack ending a charge (+1D4, doubled knockback), one blow of a flurry (−20%), a free attack (a
 * Reaction: RQ-FREE-*), a riposte (Z-09) or the off-hand extra attack (RQ-TWO-02, −20%). Dice:
 * `atk.d100`, the defender's `react.<id>` choice and `react.d100`, `dmg`, `dm`, `loc.d20`.
 */
export const rqAttackOptionsSchema = z.strictObject({
  mode: z.enum(['normal', 'charge', 'flurry', 'free', 'riposte', 'extra']).default('normal'),
  precise: z.enum(RQ_PRECISE).optional(),
  /** The location a precise attack aims at (RQ-PREC-09). */
  location: locationId.optional(),
  /** The target's weapon or shield a precise attack hits or disarms (RQ-PREC-05/07). */
  targetWeapon: slug.optional(),
  /** A grapple, declared before the roll (RQ-GRAP-01). */
  grapple: z.boolean().default(false),
  difficulty,
  modifier: z.number().int().min(-200).max(200).default(0),
  /** Without a map: metres to the target (RQ-RANGED-04..06). */
  distance: z.number().int().min(0).max(100_000).optional(),
  /** Shooting into a group (RQ-COVER-03..07): the target's locations the GM rules covered, and who stands next to it. */
  covered: z.array(locationId).max(12).optional(),
  /** Cover by an object (RQ-COVER-01): the target's covered locations, the object's AP and HP (G-14). */
  cover: z.strictObject({ locations: z.array(locationId).min(1).max(12), ap: z.number().int().min(0).max(50), hp: z.number().int().min(0).max(500) }).optional(),
  /** The defender is hemmed in, so dodging is at −20% (RQ-REACT-10); a target on foot as tall as the rider (RQ-MOUNT-07). */
  hemmedIn: z.boolean().default(false),
  asTall: z.boolean().default(false),
});
export type RqAttackOptions = z.infer<typeof rqAttackOptionsSchema>;

/** The options RuneQuest adds to core commands. */
export const RQ_COMMAND_FIELDS = {
  attack: { runequest: rqAttackOptionsSchema.optional() },
  /**
   * How it moves (one CA each, RQ-ACT-*): Move (its Movement), Run (2×), Charge (2×, in a straight line,
   * ending by an enemy), Withdraw (half, away from the foe fought), or the moves that cost nothing (give
   * ground, a follow-up, a knockback: `free`).
   */
  moveCombatant: { mode: z.enum(['move', 'run', 'charge', 'withdraw', 'free']).optional() },
  /** Damage to one location (`location`; `loc.d20` otherwise); `area`: an area effect the target may evade (RQ-REACT-20..24); `ignoreArmour`. */
  damage: { location: locationId.optional(), area: z.boolean().optional(), ignoreArmour: z.boolean().optional() },
  /** Healing goes to one location (RQ-WOUND-03/06/09/12: restored to 1 HP or more). */
  heal: { location: locationId.optional() },
} as const;
