/**
 * The tables Mongoose RuneQuest's combat chapter (seed 004) refers to but does not contain, as
 * GM-editable data (issue #14): each row says where it comes from, `srd` (the OGL MRQ1 SRD, recovered in
 * ../shared/rules/reference.md) or `default` (the inventory's reading where nothing was recovered).
 * An encounter's `settings.rules.tables` holds the tables in force; these are the defaults.
 */
import { z } from 'zod';

const int = (min: number, max: number) => z.number().int().min(min).max(max);
/** Where a table row comes from. */
export const sourceSchema = z.enum(['srd', 'default', 'gm']);
export type RqSource = z.infer<typeof sourceSchema>;
/** Dice such as 1d8, 2d6+1 or 1d4-1; a damage modifier may be negative (−1d6) or 0. */
export const rqDiceSchema = z.string().regex(/^(?:[+-]?\d{1,2}d\d{1,3}(?:[+-]\d{1,3})?|[+-]?\d{1,3})$/, 'expected dice like 1d8, 2d6+1 or -1d4');

/** Combat Actions (and Reactions) per round by DEX (G-06, SRD): a row applies up to its `max` DEX. */
export const caRowSchema = z.strictObject({ max: int(0, 999), ca: int(1, 4), source: sourceSchema });
export const RQ_CA_BY_DEX: z.infer<typeof caRowSchema>[] = [
  { max: 6, ca: 1, source: 'srd' },
  { max: 12, ca: 2, source: 'srd' },
  { max: 18, ca: 3, source: 'srd' },
  { max: 999, ca: 4, source: 'srd' },
];

/** Damage Modifier by STR + SIZ (G-07, SRD): a row applies up to its `max`. */
export const dmRowSchema = z.strictObject({ max: int(0, 9999), dm: rqDiceSchema, source: sourceSchema });
const DM: [number, string][] = [
  [5, '-1d8'], [10, '-1d6'], [15, '-1d4'], [20, '-1d2'], [25, '0'], [30, '1d2'], [35, '1d4'], [40, '1d6'], [45, '1d8'], [50, '1d10'],
  [60, '1d12'], [70, '2d6'], [80, '2d8'], [90, '2d10'], [100, '2d12'], [120, '3d10'], [140, '3d12'], [160, '4d10'], [180, '4d12'], [200, '5d10'],
];
export const RQ_DAMAGE_MODIFIER: z.infer<typeof dmRowSchema>[] = DM.map(([max, dm]) => ({ max, dm, source: 'srd' }));

/** What a hit location is, for the wound rules: a limb (leg, arm), or the abdomen, chest or head (RQ-WOUND-03..13). */
export const LOCATION_KINDS = ['leg', 'arm', 'abdomen', 'chest', 'head', 'other'] as const;
export type RqLocationKind = (typeof LOCATION_KINDS)[number];
const locationId = z.string().regex(/^[a-z][a-z0-9-]{0,23}$/, 'expected a location id such as chest or right-arm');

/**
 * One row of a hit-location table: the 1d20 faces it takes, its kind, which hand an arm holds, and
 * its HP as base + `hpOffset` (G-09; arms at least 1) unless the creature's sheet gives it.
 */
export const locationRowSchema = z.strictObject({
  id: locationId,
  /** Shown name for a location the messages do not name (a tail, a wing). */
  name: z.string().trim().min(1).max(40).optional(),
  from: int(1, 20),
  to: int(1, 20),
  kind: z.enum(LOCATION_KINDS),
  hand: z.enum(['right', 'left']).optional(),
  hpOffset: int(-5, 10),
  source: sourceSchema,
});
export type RqLocationRow = z.infer<typeof locationRowSchema>;

/** The humanoid hit-location table (G-08, SRD) with the location-HP offsets (G-09, default). */
export const RQ_HUMANOID: RqLocationRow[] = [
  { id: 'right-leg', from: 1, to: 3, kind: 'leg', hpOffset: 1, source: 'srd' },
  { id: 'left-leg', from: 4, to: 6, kind: 'leg', hpOffset: 1, source: 'srd' },
  { id: 'abdomen', from: 7, to: 9, kind: 'abdomen', hpOffset: 2, source: 'srd' },
  { id: 'chest', from: 10, to: 12, kind: 'chest', hpOffset: 3, source: 'srd' },
  { id: 'right-arm', from: 13, to: 15, kind: 'arm', hand: 'right', hpOffset: 0, source: 'srd' },
  { id: 'left-arm', from: 16, to: 18, kind: 'arm', hand: 'left', hpOffset: 0, source: 'srd' },
  { id: 'head', from: 19, to: 20, kind: 'head', hpOffset: 1, source: 'srd' },
];

/** Location HP base = floor((CON + SIZ − 1) / divisor) (G-09, default: the SRD table was not recovered). */
export const RQ_LOCATION_HP = { divisor: 5, source: 'default' as RqSource };

/** Strike Rank modifier = floor((DEX + INT) / 2) (G-05, default: not recovered), unless the sheet gives one. */
export const RQ_SR_MODIFIER = { formula: 'dexInt2' as const, source: 'default' as RqSource };

/** Difficulty grades of a skill test (SRD skills chapter, reference.md). */
export const RQ_DIFFICULTY = { veryEasy: 60, easy: 40, simple: 20, normal: 0, difficult: -20, hard: -40, veryHard: -60, nearlyImpossible: -80 } as const;
export type RqDifficulty = keyof typeof RQ_DIFFICULTY;
export const RQ_DIFFICULTIES = Object.keys(RQ_DIFFICULTY) as RqDifficulty[];

/** The four levels of a D100 test, worst first (G-21, SRD). */
export const RQ_LEVELS = ['fumble', 'failure', 'success', 'critical'] as const;
export type RqLevel = (typeof RQ_LEVELS)[number];

/**
 * One cell of the dodge, parry or grapple table: whether the attack goes through and how hard
 * (`none` fails; `normal`, `max` weapon dice, `min` weapon dice), the parry's reduction in multiples
 * of the parrying item's AP, and what follows for either side.
 */
export const cellSchema = z.strictObject({
  hit: z.enum(['none', 'normal', 'max', 'min']),
  reduce: int(0, 3).default(0),
  overextended: z.boolean().default(false),
  riposte: z.boolean().default(false),
  attackerFumble: z.boolean().default(false),
  defenderFumble: z.boolean().default(false),
  source: sourceSchema,
});
export type RqCell = z.infer<typeof cellSchema>;
/** A table: rows by the defender's level, columns by the attacker's (critical, success, failure, fumble). */
const row = z.strictObject({ critical: cellSchema, success: cellSchema, failure: cellSchema, fumble: cellSchema });
export const reactionTableSchema = z.strictObject({ critical: row, success: row, failure: row, fumble: row });
export type RqReactionTable = z.infer<typeof reactionTableSchema>;

type CellIn = Omit<z.input<typeof cellSchema>, 'source'>;
const c = (source: RqSource, cell: CellIn): RqCell => ({ reduce: 0, overextended: false, riposte: false, attackerFumble: false, defenderFumble: false, ...cell, source });
const unchanged = (source: RqSource, extra: Partial<CellIn> = {}) => ({
  critical: c(source, { hit: 'max', ...extra }),
  success: c(source, { hit: 'normal', ...extra }),
  failure: c(source, { hit: 'none', ...extra }),
  fumble: c(source, { hit: 'none', attackerFumble: true, ...extra }),
});

/** The Dodge table (G-01): SRD rows for a critical or successful dodge; a failed or fumbled one changes nothing (default). */
export const RQ_DODGE_TABLE: RqReactionTable = {
  critical: {
    critical: c('srd', { hit: 'min' }),
    success: c('srd', { hit: 'none' }),
    failure: c('srd', { hit: 'none', overextended: true }),
    fumble: c('srd', { hit: 'none', overextended: true, attackerFumble: true }),
  },
  success: {
    critical: c('srd', { hit: 'normal' }),
    success: c('srd', { hit: 'min' }),
    failure: c('srd', { hit: 'none' }),
    fumble: c('srd', { hit: 'none', attackerFumble: true }),
  },
  failure: unchanged('default'),
  fumble: unchanged('default', { defenderFumble: true }),
};

/** The Parry table (G-02): SRD rows except the fumble row (default: as a failed parry, and the defender fumbles). */
export const RQ_PARRY_TABLE: RqReactionTable = {
  critical: {
    critical: c('srd', { hit: 'max', reduce: 2 }),
    success: c('srd', { hit: 'normal', reduce: 2 }),
    failure: c('srd', { hit: 'none', riposte: true }),
    fumble: c('srd', { hit: 'none', riposte: true, attackerFumble: true }),
  },
  success: {
    critical: c('srd', { hit: 'max', reduce: 1 }),
    success: c('srd', { hit: 'normal', reduce: 1 }),
    failure: c('srd', { hit: 'none' }),
    fumble: c('srd', { hit: 'none', attackerFumble: true }),
  },
  failure: unchanged('srd'),
  fumble: unchanged('default', { defenderFumble: true }),
};

/**
 * The Grapple table (G-03, not found anywhere; default): the hold is made (`normal`) when the
 * attacker's level beats the defender's; a tie is decided by the higher successful roll (the SRD's
 * opposed test), outside the table.
 */
export const RQ_GRAPPLE_TABLE: RqReactionTable = (() => {
  const rank = (l: RqLevel) => RQ_LEVELS.indexOf(l);
  const rowFor = (def: RqLevel) =>
    Object.fromEntries(RQ_LEVELS.map((att) => [att, c('default', { hit: rank(att) > rank(def) ? 'normal' : 'none' })])) as z.infer<typeof row>;
  return { critical: rowFor('critical'), success: rowFor('success'), failure: rowFor('failure'), fumble: rowFor('fumble') };
})();

/** Every table an encounter can change (`settings.rules.tables`). */
export const rqTablesSchema = z.strictObject({
  caByDex: z.array(caRowSchema).min(1).max(12),
  damageModifier: z.array(dmRowSchema).min(1).max(40),
  locations: z.array(locationRowSchema).min(1).max(12),
  locationHp: z.strictObject({ divisor: int(1, 20), source: sourceSchema }),
  srModifier: z.strictObject({ formula: z.enum(['dexInt2', 'dex']), source: sourceSchema }),
  movement: z.strictObject({ metres: int(1, 60), source: sourceSchema }),
  dodge: reactionTableSchema,
  parry: reactionTableSchema,
  grapple: reactionTableSchema,
});
export type RqTables = z.infer<typeof rqTablesSchema>;

export const RQ_TABLES: RqTables = {
  caByDex: RQ_CA_BY_DEX,
  damageModifier: RQ_DAMAGE_MODIFIER,
  locations: RQ_HUMANOID,
  locationHp: RQ_LOCATION_HP,
  srModifier: RQ_SR_MODIFIER,
  movement: { metres: 4, source: 'default' },
  dodge: RQ_DODGE_TABLE,
  parry: RQ_PARRY_TABLE,
  grapple: RQ_GRAPPLE_TABLE,
};
