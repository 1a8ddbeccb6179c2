import { z } from 'zod';
import { combatantSchema, conditionSchema, FRESH_ECONOMY, idSchema, initiativeSchema, nameSchema, timerSchema, visibilitySchema } from './encounter.js';
import { combatantPatchSchema } from './events.js';
import { inputsSchema } from '../engine/prompt.js';
import { ABILITIES, damageNotationSchema } from '../systems/dnd5e/schema.js';
import { encounterSettingsSchema } from './encounter.js';
import { MOVE_MODES } from '../battlefield/movement.js';
import { backgroundSchema, edgeSchema, hexSchema, mapSettingsSchema, TERRAINS, MAX_MAP_SIDE } from './map.js';

const amount = z.number().int().min(1).max(100_000);

/** A new combatant; the id is assigned by main when omitted. */
export const newCombatantSchema = combatantSchema
  .extend({
    id: idSchema.optional(),
    hp: z.object({ current: z.number().int().optional(), max: combatantSchema.shape.hp.shape.max }).strict(),
    initiative: initiativeSchema.default(null),
    conditions: combatantSchema.shape.conditions.default([]),
    hidden: z.boolean().default(false),
    notes: combatantSchema.shape.notes.default(''),
    position: combatantSchema.shape.position.default(null),
    size: combatantSchema.shape.size.default('medium'),
    speed: combatantSchema.shape.speed.default(6),
    reach: combatantSchema.shape.reach.default({ min: 1, max: 1 }),
    moved: combatantSchema.shape.moved.default(0),
    initiativeBonus: combatantSchema.shape.initiativeBonus.default(0),
    sheet: combatantSchema.shape.sheet.default(null),
    life: combatantSchema.shape.life.default('ok'),
    deathSaves: combatantSchema.shape.deathSaves.default({ successes: 0, failures: 0 }),
    tempHp: combatantSchema.shape.tempHp.default(0),
    surprised: combatantSchema.shape.surprised.default(false),
    concentration: combatantSchema.shape.concentration.default(null),
    economy: combatantSchema.shape.economy.default(FRESH_ECONOMY),
    timers: combatantSchema.shape.timers.default([]),
    grappling: combatantSchema.shape.grappling.default([]),
    tiebreak: combatantSchema.shape.tiebreak.default(0),
  })
  .strict();
export type NewCombatant = z.input<typeof newCombatantSchema>;

const salt = z.number().int().min(0).max(0xffffffff);
const settingsChangeSchema = z
  .object({
    dice: encounterSettingsSchema.shape.dice.optional(),
    groupInitiative: z.boolean().optional(),
    /** Some of the settings of the encounter's system, checked against its schema when resolved. */
    rules: z.record(z.string(), z.unknown()).optional(),
  })
  .strict();

/** The actions of 5E-ACT-* a combatant can take from its budget (Attack is the `attack` command). */
export const ACTIONS = ['dash', 'disengage', 'dodge', 'help', 'hide', 'ready', 'search', 'useObject', 'interact', 'stabilize', 'castSpell', 'improvise', 'standUp', 'dropProne'] as const;
export type ActionId = (typeof ACTIONS)[number];

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

/** What a GM gesture asks for. Main resolves commands into events or rejects them. */
export const commandSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('rename'), name: nameSchema }).strict(),
  z.object({ type: z.literal('setVisibility'), visibility: visibilitySchema }).strict(),
  z.object({ type: z.literal('addCombatant'), combatant: newCombatantSchema }).strict(),
  z.object({ type: z.literal('updateCombatant'), id: idSchema, patch: combatantPatchSchema }).strict(),
  z.object({ type: z.literal('removeCombatant'), id: idSchema }).strict(),
  /**
   * Quick damage; a concentrating creature's save is rolled or asked under `conc.<id>`. `critical`: from
   * a critical hit (two death-save failures at 0 HP, 5E-ZERO-14); `knockOut`: a melee blow bringing it
   * to 0 knocks it out instead (5E-ZERO-22), chosen as the damage lands.
   */
  z
    .object({ type: z.literal('damage'), id: idSchema, amount, critical: z.boolean().default(false), knockOut: z.boolean().default(false), inputs: inputsSchema.default({}), salt: salt.optional() })
    .strict(),
  /** Healing; `magical` matters in Akenar (more than 2 points pulls out stuck arrows: AK-ARROW-06). */
  z.object({ type: z.literal('heal'), id: idSchema, amount, magical: z.boolean().default(false) }).strict(),
  z
    .object({
      type: z.literal('addCondition'),
      id: idSchema,
      condition: conditionSchema,
      /** Ends by itself after `turns` starts/ends of the turn of `of` (the combatant itself when omitted). */
      duration: timerSchema.omit({ condition: true, of: true }).extend({ of: idSchema.optional() }).strict().optional(),
    })
    .strict(),
  z.object({ type: z.literal('removeCondition'), id: idSchema, condition: conditionSchema }).strict(),
  z.object({ type: z.literal('setInitiative'), id: idSchema, value: initiativeSchema }).strict(),
  /** Next in initiative order; a 5e creature starting its turn at 0 HP rolls its death save (`death.<id>`). */
  z.object({ type: z.literal('nextTurn'), inputs: inputsSchema.default({}), salt: z.number().int().min(0).max(0xffffffff).optional() }).strict(),
  z.object({ type: z.literal('previousTurn') }).strict(),
  z.object({ type: z.literal('setMap'), settings: mapSettingsSchema }).strict(),
  z.object({ type: z.literal('removeMap') }).strict(),
  z
    .object({ type: z.literal('paintTerrain'), cells: z.array(hexSchema).min(1).max(MAX_MAP_SIDE * MAX_MAP_SIDE), terrain: z.enum(TERRAINS) })
    .strict(),
  z.object({ type: z.literal('setWalls'), edges: z.array(edgeSchema).min(1).max(10_000), present: z.boolean() }).strict(),
  z.object({ type: z.literal('setBackground'), background: backgroundSchema.nullable() }).strict(),
  z.object({ type: z.literal('placeCombatant'), id: idSchema, at: hexSchema.nullable() }).strict(),
  /**
   * Move along the cheapest legal path to `to`; `override` lets the GM ignore movement limits. Leaving
   * a hostile's reach offers it an opportunity attack: `oa.<id>` answers with an attack id or `none`.
   */
  z
    .object({
      type: z.literal('moveCombatant'),
      id: idSchema,
      to: hexSchema,
      override: z.boolean().default(false),
      /**
       * Akenar: how it moves (AK-MOVE-*, AK-ACT-31/35): a move action (a second one when needed), a
       * 1 m step, a run, a withdrawal, a charge or a crawl. By default a single hex with nothing
       * moved yet is the 1 m step.
       */
      mode: z.enum(['move', 'step', 'run', 'withdraw', 'charge', 'crawl']).optional(),
      /**
       * 5e: the speed this move uses (5E-MOVE-05), walking by default. Another speed leaves that
       * speed minus what was already moved this turn.
       */
      speed: z.enum(MOVE_MODES).optional(),
      inputs: inputsSchema.default({}),
      salt: salt.optional(),
    })
    .strict(),
  /** An action from the turn's budget (5E-ACT-*): Dash, Disengage, Dodge, Help, Hide, Ready, Search, Use an Object, first aid… */
  z
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
    .strict(),
  /** Grapple or shove (special melee attacks, 5E-GRAP/SHOVE), or escaping a grapple: opposed checks. */
  z
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
    .strict(),
  /**
   * A spell or effect on several creatures at once (5E-DMG-06/07): damage rolled once (`area.dmg.N`),
   * a saving throw each (`save.<id>`) for half or none, and a condition on a failed save. Dexterity
   * saves add cover from `source` (the map's when both are placed, else `cover.<id>`: 5E-COVER-03/04).
   */
  z
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
    .strict(),
  /**
   * One saving throw against a DC (`save.<id>`), e.g. a spell without damage. A Dexterity save adds
   * cover from `source` (the map's when both are placed, else `cover.<id>`: 5E-COVER-03/04).
   */
  z
    .object({ type: z.literal('savingThrow'), id: idSchema, ability: z.enum(ABILITIES), dc: z.number().int().min(1).max(40), source: idSchema.optional(), inputs: inputsSchema.default({}), salt: salt.optional() })
    .strict(),
  /** Temporary HP never add up: with some already, `thp.<id>` chooses `keep` or `new` (5E-THP-05); 0 clears them. */
  z.object({ type: z.literal('grantTempHp'), id: idSchema, amount: z.number().int().min(0).max(100_000), inputs: inputsSchema.default({}) }).strict(),
  z.object({ type: z.literal('setConcentration'), id: idSchema, concentration: z.string().trim().min(1).max(80).nullable() }).strict(),
  /** Hours pass out of combat: a stable creature regains 1 HP after 1d4 hours (`regain.<id>`, 5E-ZERO-19). */
  z.object({ type: z.literal('timePasses'), hours: z.number().int().min(1).max(10_000), inputs: inputsSchema.default({}), salt: salt.optional() }).strict(),
  /** The GM orders combatants tied on initiative, first to last (5E-SEQ-14). */
  z.object({ type: z.literal('orderTies'), ids: z.array(idSchema).min(2).max(500) }).strict(),
  /** Every group tied on initiative rolls a d20 each (`tie.<id>`), highest first (5E-SEQ-16). */
  z.object({ type: z.literal('rollTies'), inputs: inputsSchema.default({}), salt: salt.optional() }).strict(),
  /**
   * Surprise as combat starts (5E-SEQ-06/07): the hiders' Stealth (`stealth.<id>`) against each
   * opponent's passive Perception; with no hiders nobody is surprised.
   */
  z.object({ type: z.literal('determineSurprise'), hiders: z.array(idSchema).max(500), inputs: inputsSchema.default({}), salt: salt.optional() }).strict(),
  /** Marks who is surprised as combat starts (5E-SEQ-07/09); surprise ends with its first turn. */
  z.object({ type: z.literal('setSurprised'), ids: z.array(idSchema).min(1).max(500), surprised: z.boolean() }).strict(),
  /** Changes the settings given; the others stay as they are. */
  z.object({ type: z.literal('setSettings'), settings: settingsChangeSchema }).strict(),
  /**
   * A 5e weapon or monster attack (ADR 0006): d20 + bonus against the target's AC, damage by type
   * through resistances. Advantage and cover are the GM's calls, made up front; dice the GM rolls by
   * hand are answered in `inputs` (`atk.d20`, `atk.dmg.0`, …).
   */
  z
    .object({
      type: z.literal('attack'),
      attacker: idSchema,
      target: idSchema,
      attack: z.string().min(1).max(48),
      advantage: z.enum(['normal', 'advantage', 'disadvantage']).default('normal'),
      cover: z.enum(['none', 'half', 'three-quarters', 'total']).default('none'),
      /**
       * What the attack spends: part of the Attack action, the off-hand bonus attack (5E-TWF-01), a
       * reaction, or nothing (`free`, the GM's call: a feature, a spell's rider).
       */
      as: z.enum(['action', 'bonus', 'reaction', 'free']).default('action'),
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
      /** Akenar: how the weapon is used and what the attacker declared (ignored by other systems). */
      akenar: akenarAttackOptionsSchema.optional(),
      inputs: inputsSchema.default({}),
      salt: z.number().int().min(0).max(0xffffffff).optional(),
    })
    .strict(),
  /**
   * An Akenar action from the turn's budget (AK-ACT-*): total defence, drawing a weapon, standing up,
   * casting a spell (`spell`: its PP cost; cast defensively with a Concentration check, `conc.<id>`),
   * first aid on a dying ally (Heal DC 15, `heal.<id>`), pulling out a stuck arrow (1d10, `arrow.<id>`)…
   */
  z
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
    .strict(),
  /** An Akenar combat maneuver (AK-MAN-*): d20 + BoM (`man.d20`) against the target's DeM. */
  z
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
    .strict(),
  /**
   * Rolls d20 + bonus for the given combatants (all when omitted). Dice the GM rolls by hand are
   * answered in `inputs` under `init.<id>`; `salt` asks for fresh dice instead of the batch's own.
   */
  z
    .object({
      type: z.literal('rollInitiative'),
      ids: z.array(idSchema).min(1).max(500).optional(),
      inputs: inputsSchema.default({}),
      salt: z.number().int().min(0).max(0xffffffff).optional(),
    })
    .strict(),
]);
export type Command = z.infer<typeof commandSchema>;
export type CommandInput = z.input<typeof commandSchema>;
