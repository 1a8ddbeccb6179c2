import { z } from 'zod';
import { conditionSchema, idSchema, saltSchema } from '../../model/primitives.js';
import { hexSchema } from '../../model/map.js';
import { inputsSchema } from '../../engine/prompt.js';
import { ABILITIES, damageNotationSchema } from './schema.js';
import { MOVE_MODES } from './movement.js';

// D&D 5e's own commands, and the options it adds to core commands (issue #12). The core assembles
// them through shared/systems/registry.ts; other systems never see them.

const salt = saltSchema;

/** The actions of 5E-ACT-* a combatant can take from its budget (Attack is the `attack` command). */
export const ACTIONS = ['dash', 'disengage', 'dodge', 'help', 'hide', 'ready', 'search', 'useObject', 'interact', 'stabilize', 'castSpell', 'improvise', 'standUp', 'dropProne'] as const;
export type ActionId = (typeof ACTIONS)[number];

/** An action from the turn's budget (5E-ACT-*): Dash, Disengage, Dodge, Help, Hide, Ready, Search, Use an Object, first aid… */
export const takeActionCommand = z
  .object({
    type: z.literal('takeAction'),
    id: idSchema,
    action: z.enum(ACTIONS),
    /** Bonus action when a feature allows it (Cunning Action: Dash, Disengage, Hide; 5E-TURN-05). */
    bonus: z.boolean().default(false),
    target: idSchema.optional(),
    /** Help: the friend who gains advantage on its first attack against `target` (5E-ACT-13). */
    ally: idSchema.optional(),
    inputs: inputsSchema.default({}),
    salt: salt.optional(),
  })
  .strict();

/** Grapple or shove (special melee attacks, 5E-GRAP/SHOVE), or escaping a grapple: opposed checks. */
export const contestCommand = z
  .object({
    type: z.literal('contest'),
    kind: z.enum(['grapple', 'shove', 'escape']),
    actor: idSchema,
    target: idSchema,
    /** Shove: knock prone or push 1 hex away (`to`, one of the hexes opposite the shover). */
    shove: z.enum(['prone', 'push']).default('prone'),
    to: hexSchema.optional(),
    inputs: inputsSchema.default({}),
    salt: salt.optional(),
  })
  .strict();

/**
 * A spell or effect on several creatures at once (5E-DMG-06/07): damage rolled once (`area.dmg.N`),
 * a saving throw each (`save.<id>`) for half or none, and a condition on a failed save. Dexterity
 * saves add cover from `source` (the map's when both are placed, else `cover.<id>`: 5E-COVER-03/04).
 */
export const areaEffectCommand = z
  .object({
    type: z.literal('areaEffect'),
    name: z.string().trim().min(1).max(80),
    source: idSchema.optional(),
    ids: z.array(idSchema).min(1).max(100),
    damage: damageNotationSchema.optional(),
    save: z.object({ ability: z.enum(ABILITIES), dc: z.number().int().min(1).max(40), half: z.boolean().default(true) }).strict().optional(),
    condition: conditionSchema.optional(),
    magical: z.boolean().default(true),
    inputs: inputsSchema.default({}),
    salt: salt.optional(),
  })
  .strict();


/**
 * Surprise as combat starts (5E-SEQ-06/07): the hiders' Stealth (`stealth.<id>`) against each
 * opponent's passive Perception; with no hiders nobody is surprised.
 */
export const determineSurpriseCommand = z.object({ type: z.literal('determineSurprise'), hiders: z.array(idSchema).max(500), inputs: inputsSchema.default({}), salt: salt.optional() }).strict();

export const DND5E_COMMANDS = [takeActionCommand, contestCommand, areaEffectCommand, determineSurpriseCommand] as const;

/** The options 5e adds to core commands. */
export const DND5E_COMMAND_FIELDS = {
  /**
   * `critical`: from a critical hit (two death-save failures at 0 HP, 5E-ZERO-14); `knockOut`: a melee
   * blow bringing it to 0 knocks it out instead (5E-ZERO-22), chosen as the damage lands. A
   * concentrating creature's save is rolled or asked under `conc.<id>`.
   */
  damage: { critical: z.boolean().default(false), knockOut: z.boolean().default(false) },
  /** The speed this move uses (5E-MOVE-05), walking by default; another speed leaves that speed minus what was already moved this turn. */
  moveCombatant: { speed: z.enum(MOVE_MODES).optional() },
  /** A Dexterity save adds cover from `source` (the map's when both are placed, else `cover.<id>`: 5E-COVER-03/04). */
  savingThrow: { ability: z.enum(ABILITIES) },
  /**
   * A weapon or monster attack (ADR 0006): d20 + bonus against the target's AC, damage by type through
   * resistances. Advantage and cover are the GM's calls, made up front.
   */
  attack: {
    advantage: z.enum(['normal', 'advantage', 'disadvantage']).default('normal'),
    cover: z.enum(['none', 'half', 'three-quarters', 'total']).default('none'),
    /**
     * Melee only: at 0 HP the target is knocked out (unconscious, stable) instead of killed (5E-ZERO-22).
     * `ask`: the attacker chooses when the blow lands, if it brings the target to 0 (`ko.<target>`).
     */
    knockOut: z.union([z.boolean(), z.literal('ask')]).default(false),
    /** Without a map, the distance to the target as the GM gives it (reach, range, prone, auto-criticals). */
    distanceFt: z.number().int().min(0).max(10_000).optional(),
    /** Without a map, whether a hostile creature stands within 5 ft of the attacker (5E-ATK-20). */
    hostileAdjacent: z.boolean().optional(),
    /** The attacker guessed an unseen target's hex wrong: an automatic miss, reason untold (5E-ATK-14). */
    wrongLocation: z.boolean().default(false),
  },
} as const;
