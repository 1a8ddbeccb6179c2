import { z } from 'zod';
import { assetIdSchema, battleMapSchema, hexSchema, reachSchema, SIZES } from './map.js';
import { conditionSchema, idSchema, initiativeSchema, MAX_CONDITIONS, MAX_HP, nameSchema } from './primitives.js';
import { findSystem, sheetSchema, systemIdSchema } from '../systems/registry.js';

/** Sides a combatant can fight on; colours and player visibility follow the side. */
export const SIDES = ['party', 'enemy', 'neutral'] as const;
export const KINDS = ['pc', 'monster'] as const;
/** How the player display shows hit points: not at all, as a word ("herido"), or as numbers. */
export const HP_DISPLAYS = ['none', 'descriptor', 'exact'] as const;
export const LIFE_STATES = ['ok', 'unconscious', 'stable', 'dead'] as const;
export type LifeState = (typeof LIFE_STATES)[number];

export type Side = (typeof SIDES)[number];
export type Kind = (typeof KINDS)[number];
export type HpDisplay = (typeof HP_DISPLAYS)[number];
export type { SystemId, Sheet } from '../systems/registry.js';

export { MAX_HP, idSchema, nameSchema, conditionSchema, initiativeSchema } from './primitives.js';

/**
 * What a combatant has spent this turn (true = used). Reset when its turn starts; the reaction too,
 * since it comes back at the start of its own turn (5E-TURN-15).
 */
export const economySchema = z
  .object({
    action: z.boolean(),
    bonus: z.boolean(),
    reaction: z.boolean(),
    /** The one free object interaction of the turn (5E-TURN-10). */
    object: z.boolean(),
    /** Attacks left from the Attack action already taken (Extra Attack, Multiattack: 5E-ACT-04). */
    attacksLeft: z.number().int().min(0).max(10),
    /** Dash actions taken: each adds the speed again (5E-ACT-06/07). */
    dashes: z.number().int().min(0).max(10),
    disengaged: z.boolean(),
    /** Dodge: attacks against it have disadvantage until its next turn (5E-ACT-09/10). */
    dodging: z.boolean(),
    /** The light melee weapon of this turn's Attack action, for a bonus off-hand attack (5E-TWF-01). */
    lightWeapon: z.string().max(48).nullable(),
    /**
     * Help until this one's next turn: `ally`'s first attack on `target` has advantage (5E-ACT-13), or,
     * with no target, its next ability check (5E-ACT-12).
     */
    help: z.object({ ally: idSchema, target: idSchema.nullable() }).strict().nullable(),
  })
  .strict();
export type Economy = z.infer<typeof economySchema>;
export const FRESH_ECONOMY: Economy = { action: false, bonus: false, reaction: false, object: false, attacksLeft: 0, dashes: 0, disengaged: false, dodging: false, lightWeapon: null, help: null };

/** A condition that ends after `turns` starts (or ends) of the turn of combatant `of`. */
export const timerSchema = z
  .object({ condition: conditionSchema, at: z.enum(['start', 'end']), of: idSchema, turns: z.number().int().min(1).max(1000) })
  .strict();
export type Timer = z.infer<typeof timerSchema>;

export const combatantSchema = z.object({
  id: idSchema,
  name: nameSchema,
  side: z.enum(SIDES),
  kind: z.enum(KINDS),
  hp: z
    .object({ current: z.number().int().min(-MAX_HP).max(MAX_HP), max: z.number().int().min(1).max(MAX_HP) })
    .strict(),
  initiative: initiativeSchema,
  conditions: z.array(conditionSchema).max(MAX_CONDITIONS),
  /** Hidden combatants never reach the player display. */
  hidden: z.boolean(),
  /** GM-only notes. */
  notes: z.string().max(2000),
  /** Where the token stands (its anchor hex), or null when it is not on the map. */
  position: hexSchema.nullable(),
  size: z.enum(SIZES),
  /** Movement per turn, in hexes. */
  speed: z.number().int().min(0).max(200),
  reach: reachSchema,
  /** Movement cost spent this turn, in hexes; reset when its turn starts. */
  moved: z.number().int().min(0),
  /** Orders combatants tied on initiative, higher first (the GM's order or a d20: 5E-SEQ-14/16). */
  tiebreak: z.number().int().min(0).max(1000),
  /** Added to the d20 when the engine rolls initiative. */
  initiativeBonus: z.number().int().min(-50).max(50),
  /**
   * Its system's sheet (stat block, and status where the system keeps one), discriminated by `system`;
   * null for a combatant tracked by hand. A sheet of another system than the encounter's is ignored.
   */
  sheet: sheetSchema.nullable(),
  /** At 0 HP a 5e creature is dead, or unconscious making death saves until stable (5E-ZERO-*). */
  life: z.enum(LIFE_STATES),
  deathSaves: z.object({ successes: z.number().int().min(0).max(3), failures: z.number().int().min(0).max(3) }).strict(),
  /** Temporary hit points: a buffer lost before HP, never healed, never added together (5E-THP-*). */
  tempHp: z.number().int().min(0).max(MAX_HP),
  /** Surprised: no move, action or reaction until its first turn ends (5E-SEQ-08). */
  surprised: z.boolean(),
  /** The spell or effect it concentrates on, checked when it takes damage. */
  concentration: z.string().trim().min(1).max(80).nullable(),
  economy: economySchema,
  /** Creatures this one holds grappled (5E-GRAP-05/08); the grapple ends when it is incapacitated. */
  grappling: z.array(idSchema).max(20),
  /** Conditions that end by themselves after some turns (ticked at the start or end of a turn). */
  timers: z.array(timerSchema).max(MAX_CONDITIONS),
  /** The image its token shows on the player display (an imported asset); absent or null: its name. */
  portrait: assetIdSchema.nullable().optional(),
  /** A short name for its token (e.g. "G2"); absent or null: the name. */
  tokenLabel: z.string().trim().min(1).max(12).nullable().optional(),
});
export type Combatant = z.infer<typeof combatantSchema>;

/** Who rolls the dice: the engine, or the GM typing physical dice (always, or for PCs only). */
export const DICE_MODES = ['auto', 'ask', 'ask-pcs'] as const;
export type DiceMode = (typeof DICE_MODES)[number];

export const encounterSettingsSchema = z
  .object({
    dice: z.enum(DICE_MODES),
    /** One initiative roll for each group of identical monsters (5E-SEQ-11). */
    groupInitiative: z.boolean().default(false),
    /**
     * The settings of the encounter's own system (its `settings.schema`, checked with the state);
     * `{}` under a system without settings. Read through the system's accessor (e.g. `akenarSettings`).
     */
    rules: z.record(z.string(), z.unknown()).default({}),
  })
  .strict();
export type EncounterSettings = z.infer<typeof encounterSettingsSchema>;

const EMPTY_RULES = z.strictObject({});
/** The schema of a system's `settings.rules`: its own, or an empty strict object. */
export function rulesSettingsSchema(system: string): z.ZodObject {
  return findSystem(system)?.settings?.schema ?? EMPTY_RULES;
}

/** A new encounter's settings under `system`: the engine rolls, no grouping, the system's defaults. */
export function defaultSettings(system: string): EncounterSettings {
  return { dice: 'auto', groupInitiative: false, rules: { ...findSystem(system)?.settings?.defaults } };
}

export const visibilitySchema = z
  .object({ pcHp: z.enum(HP_DISPLAYS), monsterHp: z.enum(HP_DISPLAYS) })
  .strict();
export type Visibility = z.infer<typeof visibilitySchema>;

export const encounterStateSchema = z
  .object({
    id: idSchema,
    name: nameSchema,
    system: systemIdSchema,
    /** 0 until the first turn starts. */
    round: z.number().int().min(0),
    /** The pass of the round under way, in a system whose rounds run in passes (RuneQuest: 1–4); absent otherwise. */
    pass: z.number().int().min(1).max(9).optional(),
    activeId: idSchema.nullable(),
    combatants: z.array(combatantSchema),
    visibility: visibilitySchema,
    map: battleMapSchema.nullable(),
    settings: encounterSettingsSchema,
    /** Seed of the encounter's dice: each command draws from its own stream (seed, batch, salt). */
    rng: z.object({ seed: z.number().int().min(0).max(0xffffffff) }).strict(),
  })
  .strict()
  .superRefine((s, ctx) => {
    const checked = rulesSettingsSchema(s.system).safeParse(s.settings.rules);
    for (const issue of checked.error?.issues ?? []) {
      const key = issue.code === 'unrecognized_keys' ? issue.keys.slice(0, 1) : [];
      ctx.addIssue({ code: 'custom', message: issue.message, path: ['settings', 'rules', ...issue.path, ...key] });
    }
  });
export type EncounterState = z.infer<typeof encounterStateSchema>;

export const DEFAULT_VISIBILITY: Visibility = { pcHp: 'exact', monsterHp: 'descriptor' };



/**
 * Initiative order (5E-SEQ-12): highest first, unrolled last; ties by the tie-break (higher first),
 * then in the order combatants were added.
 */
export function turnOrder<T extends Pick<Combatant, 'initiative'> & { tiebreak?: number }>(combatants: readonly T[]): T[] {
  return combatants
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (b.c.initiative ?? -Infinity) - (a.c.initiative ?? -Infinity) || (b.c.tiebreak ?? 0) - (a.c.tiebreak ?? 0) || a.i - b.i)
    .map((x) => x.c);
}

export type HpDescriptor = 'unhurt' | 'hurt' | 'bloodied' | 'down';

/** The word a player display shows instead of numbers. */
export function hpDescriptor(current: number, max: number): HpDescriptor {
  if (current <= 0) return 'down';
  if (current >= max) return 'unhurt';
  return current * 2 <= max ? 'bloodied' : 'hurt';
}
