import { z } from 'zod';
import { battleMapSchema, hexSchema, reachSchema, SIZES } from './map.js';
import { dnd5eStatsSchema } from '../systems/dnd5e/schema.js';

/** Sides a combatant can fight on; colours and player visibility follow the side. */
export const SIDES = ['party', 'enemy', 'neutral'] as const;
export const KINDS = ['pc', 'monster'] as const;
/** How the player display shows hit points: not at all, as a word ("herido"), or as numbers. */
export const HP_DISPLAYS = ['none', 'descriptor', 'exact'] as const;
export const SYSTEMS = ['generic', 'akenar', 'dnd5e', 'pf1', 'runequest'] as const;
export const LIFE_STATES = ['ok', 'unconscious', 'stable', 'dead'] as const;
export type LifeState = (typeof LIFE_STATES)[number];

export type Side = (typeof SIDES)[number];
export type Kind = (typeof KINDS)[number];
export type HpDisplay = (typeof HP_DISPLAYS)[number];
export type SystemId = (typeof SYSTEMS)[number];

export const MAX_NAME = 80;
export const MAX_HP = 100_000;
export const MAX_CONDITIONS = 32;

export const idSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'expected an id of 1–64 letters, digits, - or _');
export const nameSchema = z.string().trim().min(1).max(MAX_NAME);
export const conditionSchema = z.string().trim().min(1).max(40);
export const initiativeSchema = z.number().int().min(-99).max(999).nullable();

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
  /** Added to the d20 when the engine rolls initiative. */
  initiativeBonus: z.number().int().min(-50).max(50),
  /** The system's stat block (D&D 5e today), or null for a combatant tracked by hand. */
  stats: dnd5eStatsSchema.nullable(),
  /** At 0 HP a 5e creature is dead, or unconscious making death saves until stable (5E-ZERO-*). */
  life: z.enum(LIFE_STATES),
  deathSaves: z.object({ successes: z.number().int().min(0).max(3), failures: z.number().int().min(0).max(3) }).strict(),
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
  })
  .strict();
export type EncounterSettings = z.infer<typeof encounterSettingsSchema>;
export const DEFAULT_ENCOUNTER_SETTINGS: EncounterSettings = { dice: 'auto', groupInitiative: false };

export const visibilitySchema = z
  .object({ pcHp: z.enum(HP_DISPLAYS), monsterHp: z.enum(HP_DISPLAYS) })
  .strict();
export type Visibility = z.infer<typeof visibilitySchema>;

export const encounterStateSchema = z
  .object({
    id: idSchema,
    name: nameSchema,
    system: z.enum(SYSTEMS),
    /** 0 until the first turn starts. */
    round: z.number().int().min(0),
    activeId: idSchema.nullable(),
    combatants: z.array(combatantSchema),
    visibility: visibilitySchema,
    map: battleMapSchema.nullable(),
    settings: encounterSettingsSchema,
    /** Seed of the encounter's dice: each command draws from its own stream (seed, batch, salt). */
    rng: z.object({ seed: z.number().int().min(0).max(0xffffffff) }).strict(),
  })
  .strict();
export type EncounterState = z.infer<typeof encounterStateSchema>;

export const DEFAULT_VISIBILITY: Visibility = { pcHp: 'exact', monsterHp: 'descriptor' };



/** Initiative order: highest first, unrolled last, ties keep the order combatants were added. */
export function turnOrder<T extends Pick<Combatant, 'initiative'>>(combatants: readonly T[]): T[] {
  return combatants
    .map((c, i) => ({ c, i }))
    .sort((a, b) => (b.c.initiative ?? -Infinity) - (a.c.initiative ?? -Infinity) || a.i - b.i)
    .map((x) => x.c);
}

export type HpDescriptor = 'unhurt' | 'hurt' | 'bloodied' | 'down';

/** The word a player display shows instead of numbers. */
export function hpDescriptor(current: number, max: number): HpDescriptor {
  if (current <= 0) return 'down';
  if (current >= max) return 'unhurt';
  return current * 2 <= max ? 'bloodied' : 'hurt';
}
