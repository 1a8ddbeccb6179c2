import { z } from 'zod';
import { idSchema, saltSchema } from '../../model/primitives.js';
import { inputsSchema } from '../../engine/prompt.js';

// Akenar's own commands, and the options it adds to core commands (issue #12). The core assembles
// them through shared/systems/registry.ts; other systems never see them.

const salt = saltSchema;

/** Akenar actions other than attacks and moves (AK-ACT-*, AK-SPELL-*, AK-HP-19, AK-ARROW-04/05). */
export const AKENAR_ACTIONS = [
  'totalDefence', 'drawSheathe', 'readyShield', 'manipulateObject', 'activateObject', 'standUp', 'dropProne', 'dropObject', 'mountDismount',
  'specialAbility', 'useFeatOrSkill', 'castSpell', 'touchFriends', 'stabilize', 'removeArrow', 'removeArrowHeal', 'speak',
] as const;

/** How an Akenar attack is made, as declared before the roll. */
export const akenarAttackOptionsSchema = z
  .object({
    /** Main hand, off hand (½ Str) or two hands (1½ Str): AK-DMG-06/07. */
    grip: z.enum(['main', 'off', 'two']).default('main'),
    /** Subtlety: Dex to hit, no Str to PA, armour bypassed on a margin of its CA (AK-SUB-*). */
    subtle: z.boolean().default(false),
    /** A touch attack: only Esquiva defends (AK-DEF-25, AK-SPELL-14). */
    touch: z.boolean().default(false),
    /** Unarmed: lethal damage declared, −4 without Improved Unarmed Strike (AK-UNARMED-07). */
    lethal: z.boolean().default(false),
    /** Fighting defensively: −4 to attack, +2 dodge until its next turn (AK-ACT-10). */
    defensive: z.boolean().default(false),
    /** Part of a full attack (AK-ACT-23) rather than the attack action (AK-ACT-08). */
    fullAttack: z.boolean().default(false),
    /** Charging: −2 to its Defensa until its next turn (AK-DEF-10, AK:G-07). */
    charge: z.boolean().default(false),
    /** Power Attack: −N to attack, +N to damage, never with subtlety (AK-SUB-05; the feat's numbers are the GM's, AK:G-08). */
    powerAttack: z.number().int().min(0).max(20).default(0),
    /** Other multipliers against this target, such as x2 against giants (AK-DMG-09). */
    multipliers: z.array(z.number().int().min(2).max(10)).max(4).default([]),
    /** Extra dice never multiplied: Sneak Attack, a magic effect (AK-DMG-10). */
    extraDice: z.string().regex(/^\d{1,2}d\d{1,3}(?:[+-]\d{1,3})?$/).optional(),
    /** The GM's other modifiers to the attack roll (AK-ATK-04). */
    modifier: z.number().int().min(-40).max(40).default(0),
    /** Without a map: metres to the target, and the hexes between it and its nearest ally (AK-ATK-10, AK-ATK-15). */
    distanceM: z.number().int().min(0).max(10_000).optional(),
    targetAllyGap: z.number().int().min(0).max(1000).optional(),
    /** Throws a melee weapon that has a range increment (a dagger): a ranged attack (AK-ATK-03, AK-ATK-09). */
    thrown: z.boolean().default(false),
    /** The target is casting a spell with a somatic component: it may dodge but not parry (AK-SPELL-02, AK:G-25). */
    targetCasting: z.boolean().default(false),
    /** Without a map: the target has no free or friendly hex beside it (AK-DEF-13). */
    surrounded: z.boolean().optional(),
  })
  .strict();
export type AkenarAttackOptions = z.infer<typeof akenarAttackOptionsSchema>;

/**
 * An Akenar action from the turn's budget (AK-ACT-*): total defence, drawing a weapon, standing up,
 * casting a spell (`spell`: its PP cost; cast defensively with a Concentration check, `conc.<id>`),
 * first aid on a dying ally (Heal DC 15, `heal.<id>`), pulling out a stuck arrow (1d10, `arrow.<id>`)…
 */
export const akenarActionCommand = z
  .object({
    type: z.literal('akenarAction'),
    id: idSchema,
    action: z.enum(AKENAR_ACTIONS),
    target: idSchema.optional(),
    spell: z
      .object({
        name: z.string().trim().min(1).max(80),
        pp: z.number().int().min(0).max(100),
        defensive: z.boolean().default(false),
        /** Concentration bonus of the caster. */
        concentration: z.number().int().min(-20).max(60).default(0),
        touch: z.boolean().default(false),
        /** A normal action, or a full-round action for 1 round, or ten of them for 1 minute (AK-SPELL-20/21). */
        castingTime: z.enum(['normal', 'round', 'minute']).default('normal'),
        /** Has a verbal component: a deafened caster may ruin it (AK-SPELL-04). */
        verbal: z.boolean().default(true),
        /** Has a somatic component: while casting, the caster cannot parry (AK-SPELL-02). */
        somatic: z.boolean().default(true),
      })
      .strict()
      .optional(),
    /** Friends touched with a held touch spell: 1 a normal action, up to 6 a full-round action (AK-SPELL-15). */
    count: z.number().int().min(1).max(6).default(1),
    /** Heal or Concentration bonus used by `stabilize` and `removeArrow` with care. */
    skill: z.number().int().min(-20).max(60).default(0),
    inputs: inputsSchema.default({}),
    salt: salt.optional(),
  })
  .strict();

/** An Akenar combat maneuver (AK-MAN-*): d20 + BoM (`man.d20`) against the target's DeM. */
export const maneuverCommand = z
  .object({
    type: z.literal('maneuver'),
    actor: idSchema,
    target: idSchema,
    kind: z.enum(['bullRush', 'disarm', 'charge', 'overrun', 'trip', 'grapple']),
    modifier: z.number().int().min(-40).max(40).default(0),
    escapingBonds: z.boolean().default(false),
    inputs: inputsSchema.default({}),
    salt: salt.optional(),
  })
  .strict();

export const AKENAR_COMMANDS = [akenarActionCommand, maneuverCommand] as const;

/** Saving throws name the ability behind them (AK-SAVE-01/02/04: Fortitude Con, Reflex Dex, Will Wis). */
const AK_ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;

/** The options Akenar adds to core commands. */
export const AKENAR_COMMAND_FIELDS = {
  /** How the weapon is used and what the attacker declared. */
  attack: { akenar: akenarAttackOptionsSchema.optional() },
  /** More than 2 points of magical healing pull out stuck arrows (AK-ARROW-06). */
  heal: { magical: z.boolean().default(false) },
  /**
   * How it moves (AK-MOVE-*, AK-ACT-31/35): a move action (a second one when needed), a 1 m step, a
   * run, a withdrawal, a charge or a crawl. By default a single hex with nothing moved yet is the 1 m step.
   */
  moveCombatant: { mode: z.enum(['move', 'step', 'run', 'withdraw', 'charge', 'crawl']).optional() },
  savingThrow: { ability: z.enum(AK_ABILITIES) },
} as const;
