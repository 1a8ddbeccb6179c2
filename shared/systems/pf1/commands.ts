import { z } from 'zod';
import { idSchema, saltSchema } from '../../model/primitives.js';
import { inputsSchema } from '../../engine/prompt.js';
import { pf1DiceSchema } from './schema.js';

// Pathfinder's own commands, and the options it adds to core commands (issue #13). The core
// assembles them through shared/systems/registry.ts; other systems never see them.

/** The actions `pf1Action` takes (rows of the actions table, `actions.ts`, that are not attacks or movement). */
export const PF1_ACTION_COMMANDS = [
  'totalDefense', 'aidAnother', 'castSpell', 'concentrate', 'dismissSpell', 'redirectSpell', 'ceaseConcentration', 'touchFriend', 'touchFriends',
  'drawWeapon', 'sheatheWeapon', 'retrieveItem', 'pickUpItem', 'dropItem', 'openDoor', 'moveHeavyObject', 'standUp', 'dropProne',
  'readyShield', 'dropShield', 'mount', 'fastMount', 'activateItem', 'drinkPotion', 'readScroll', 'useWand', 'useSpellLike', 'useSupernatural',
  'useExtraordinary', 'useSkill', 'useSkillRound', 'useFeat', 'startFullRound', 'completeFullRound', 'stabilize', 'speak', 'readyAmmunition',
  'prepareComponents', 'coupDeGrace', 'escapeGrapple', 'feint', 'ready', 'delay', 'other',
] as const;
export type Pf1ActionCommand = (typeof PF1_ACTION_COMMANDS)[number];

/** A spell as cast (PF-SPELL-*): level, casting time, components, defensively, touch delivery and its damage dice. */
export const pf1SpellSchema = z.strictObject({
  name: z.string().trim().min(1).max(80),
  level: z.number().int().min(0).max(9),
  castingTime: z.enum(['standard', 'fullRound', 'round', 'minute', 'swift', 'immediate', 'free']).default('standard'),
  verbal: z.boolean().default(true),
  somatic: z.boolean().default(true),
  defensive: z.boolean().default(false),
  /** How it reaches its target: none (area, self, save), a melee touch (PF-SPELL-20..31) or a ranged touch (PF-SPELL-32..34). */
  touch: z.enum(['none', 'melee', 'ranged']).default('none'),
  /** Damage dice of a touch or attack-roll spell (criticals double them, PF-CRIT-08/09). */
  damage: pf1DiceSchema.optional(),
  /** Metamagic applied (PF-SPELL-43..46); quickened makes it swift (PF-SPELL-47). */
  metamagic: z.enum(['none', 'metamagic', 'quickened']).default('none'),
  /** A cleric's or druid's spontaneous cure/inflict/summon (PF-SPELL-46). */
  spontaneousConversion: z.boolean().default(false),
});
export type Pf1Spell = z.infer<typeof pf1SpellSchema>;

/**
 * A Pathfinder action from the turn's budget (the actions table, G-01): total defense, aid another
 * (`aid.<id>` d20 vs AC 10), casting a spell (`conc.<id>` when defensive or hurt, `spoil.<id>` d%
 * when deafened), drawing a weapon (`weapon`), standing up, stabilising a dying friend, a coup de grace…
 * `immediate`: taken off its own turn, as an immediate action (PF-ECON-19..22).
 */
export const pf1ActionCommand = z.strictObject({
  type: z.literal('pf1Action'),
  id: idSchema,
  action: z.enum(PF1_ACTION_COMMANDS),
  target: idSchema.optional(),
  /** Several friends touched with a held charge (PF-SPELL-29). */
  targets: z.array(idSchema).max(10).optional(),
  spell: pf1SpellSchema.optional(),
  /** The attack drawn or sheathed (`drawWeapon`/`sheatheWeapon`), a second one with Two-Weapon Fighting (PF-ITEM-09). */
  weapon: z.string().min(1).max(48).optional(),
  weapon2: z.string().min(1).max(48).optional(),
  /** Aid another: help the ally's attack against `target` or its AC against `target` (G-08). */
  aid: z.strictObject({ ally: idSchema, kind: z.enum(['attack', 'ac']) }).optional(),
  /** A skill or check bonus the action uses (Heal to stabilise, Ride to fast-mount). */
  skill: z.number().int().min(-20).max(60).default(0),
  /** A spell-like ability's or item's spell level, for defensive use (PF-ABIL-05, PF-ITEM-04). */
  level: z.number().int().min(0).max(9).optional(),
  defensive: z.boolean().default(false),
  /** `other`, `useFeat`: its type, declared (PF-ECON-26/27). */
  as: z.enum(['standard', 'move', 'fullRound', 'swift', 'immediate', 'free']).optional(),
  label: z.string().trim().min(1).max(80).optional(),
  immediate: z.boolean().default(false),
  inputs: inputsSchema.default({}),
  salt: saltSchema.optional(),
});

/** A combat maneuver (G-07): CMB (`cmb.d20`) against the target's CMD; provokes from it without the Improved feat. */
export const pf1ManeuverCommand = z.strictObject({
  type: z.literal('pf1Maneuver'),
  actor: idSchema,
  target: idSchema,
  kind: z.enum(['bullRush', 'disarm', 'grapple', 'overrun', 'sunder', 'trip']),
  /** As a standard action, or in place of a melee attack of a full attack or an attack of opportunity (PF-ATK-13). */
  as: z.enum(['standard', 'attack']).default('standard'),
  modifier: z.number().int().min(-40).max(40).default(0),
  inputs: inputsSchema.default({}),
  salt: saltSchema.optional(),
});

export const PF1_COMMANDS = [pf1ActionCommand, pf1ManeuverCommand] as const;

/** How a Pathfinder attack is made, as declared before the roll. */
export const pf1AttackOptionsSchema = z.strictObject({
  /** One attack (standard action, PF-ATK-01), the next of a full attack (PF-MULTI-01..05), a charge's (G-02), or an attack of opportunity. */
  mode: z.enum(['single', 'full', 'charge', 'aoo']).default('single'),
  /** Fighting defensively: −4 to attack, +2 dodge AC (PF-DEF-01/02). */
  defensive: z.boolean().default(false),
  /** Combat Expertise: −1 attack / +1 dodge AC per step, 1 + BAB/4 steps at most (G-27). */
  expertise: z.number().int().min(0).max(10).default(0),
  /** Unarmed: declared lethal (−4 without Improved Unarmed Strike, PF-ATK-09/10). */
  lethal: z.boolean().default(false),
  /** Two-weapon fighting: this full attack uses an off-hand weapon (G-10). */
  offHand: z.string().min(1).max(48).optional(),
  /** Touch attack (a spell's, PF-SPELL-24/25). */
  touch: z.boolean().default(false),
  /** Precision dice (Sneak Attack), never multiplied (PF-CRIT-05). */
  precision: pf1DiceSchema.optional(),
  /** Other attack modifiers the GM applies (cover, higher ground…). */
  modifier: z.number().int().min(-40).max(40).default(0),
  /** A big target: the hex of its space a ranged attack aims at, for the 10-ft test of shooting into melee (PF-MELEE-RANGED-05, G-29). */
  aim: z.strictObject({ q: z.number().int(), r: z.number().int() }).optional(),
  /** Without a map: ft to the target, and whether it is engaged in melee with a friend (PF-ATK-12, PF-MELEE-RANGED-01). */
  distanceFt: z.number().int().min(0).max(10_000).optional(),
  intoMelee: z.boolean().optional(),
});
export type Pf1AttackOptions = z.infer<typeof pf1AttackOptionsSchema>;

/** The options Pathfinder adds to core commands. */
export const PF1_COMMAND_FIELDS = {
  attack: { pf1: pf1AttackOptionsSchema.optional() },
  /**
   * How it moves (PF-MOVE-*): a move action (a second one when needed), the 5-ft step, a run, a
   * withdrawal, a charge, a crawl, 5 ft through difficult terrain as a full-round action, or climbing
   * and swimming at ¼ speed (½ accelerated). By default a single hex with nothing moved yet is the step.
   */
  moveCombatant: { mode: z.enum(['move', 'step', 'run', 'withdraw', 'charge', 'crawl', 'difficultStep', 'climb', 'climbFast', 'swim']).optional() },
  savingThrow: { save: z.enum(['fort', 'ref', 'will']) },
  /** Nonlethal damage (unarmed strikes, PF-ATK-07). */
  damage: { nonlethal: z.boolean().default(false) },
} as const;
