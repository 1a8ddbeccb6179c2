/**
 * Mongoose RuneQuest stat block and combat status (seed 004; inventory ../shared/rules/runequest.md).
 * The stat block is what a GM copies from a book: characteristics, skills as percentages, weapons with
 * their AP and HP, armour per hit location. Combat Actions, the Strike Rank modifier, the Damage
 * Modifier, location HP and Movement come from the encounter's tables unless the sheet gives them
 * (`deriveRq`). The status is what the fight changes: this round's Combat Actions and Reactions,
 * each location's HP and wound, what is in hand, aims, stance, grapples, impaling weapons.
 */
import { z } from 'zod';
import { LOCATION_KINDS, rqDiceSchema, type RqLocationKind, type RqTables } from './tables.js';
import { refIssue } from '../../contract/issues.js';

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'expected a kebab-case id');
/** A skill's key: the core ones (`RQ_SKILLS`) or a weapon skill (`1h-sword`, `shield`, `bow`). */
export const skillKeySchema = z.string().regex(/^[a-z0-9][a-z0-9-]{0,39}$/, 'expected a skill key such as dodge or 1h-sword');
const pct = int(-200, 400);
const locationId = z.string().regex(/^[a-z][a-z0-9-]{0,23}$/, 'expected a location id such as chest or right-arm');

/** Skills the combat chapter names (G-10): each a plain D100 ≤ skill test. Weapon skills are the weapons' own keys. */
export const RQ_SKILLS = ['athletics', 'acrobatics', 'dodge', 'resilience', 'persistence', 'riding', 'first-aid', 'unarmed', 'martial-arts', 'perception', 'stealth', 'boating'] as const;
export type RqSkill = (typeof RQ_SKILLS)[number];

/**
 * A skill as a message param: a combat skill by its key (shown as `print_runequest_skill_<key>`), a weapon
 * skill by the names of the weapons using it (as the sheet's print shows it), else the key as the sheet has it.
 */
export function rqSkillParam(key: string, weapons: readonly { skill: string; name: string }[]): string {
  if ((RQ_SKILLS as readonly string[]).includes(key)) return key;
  const users = weapons.filter((w) => w.skill === key).map((w) => w.name);
  return users.length ? users.join(', ') : key;
}

export const RQ_CHARACTERISTICS = ['str', 'con', 'siz', 'int', 'pow', 'dex', 'cha'] as const;

/**
 * A weapon or shield (G-13: the Equipment chapter is missing, so the sheet carries the data): the
 * skill it uses, its family (the mounted and two-handed rules read it: RQ-MOUNT-08/10/11, RQ-WOUND-15),
 * hands, damage dice, AP and HP (a parry blocks up to its AP), impaling, range in m and the CAs a
 * reload takes. `natural` weapons (claws, bite) are weapons, not unarmed (RQ-UNARMED-02).
 */
export const rqWeaponSchema = z.strictObject({
  id: slug,
  name: z.string().trim().min(1).max(60),
  skill: skillKeySchema,
  kind: z.enum(['melee', 'ranged', 'thrown', 'shield', 'natural', 'unarmed']),
  family: z.enum(['sword', 'axe', 'mace', 'club', 'dagger', 'spear', 'polearm', 'staff', '2h', 'shield', 'bow', 'crossbow', 'sling', 'thrown', 'natural', 'unarmed', 'other']).default('other'),
  hands: z.union([z.literal(1), z.literal(2)]).default(1),
  damage: rqDiceSchema,
  ap: int(0, 50).default(0),
  hp: int(0, 200).default(0),
  impaling: z.boolean().default(false),
  /** Range in m (ranged and thrown): within it no penalty, within 2× half skill (RQ-RANGED-04..06). */
  range: int(0, 2000).default(0),
  /** CAs a reload takes (RQ-ACT-21, RQ-RANGED-03); 0 for weapons that need none. */
  reload: int(0, 20).default(0),
  /** The limb a natural weapon strikes with (a bite: head), for RQ-UNARMED-01. */
  limb: locationId.optional(),
});
export type RqWeapon = z.infer<typeof rqWeaponSchema>;

/** A hit location of the creature: its table row (or the encounter's humanoid table when absent), its HP override and armour AP. */
export const rqLocationSchema = z.strictObject({
  id: locationId,
  name: z.string().trim().min(1).max(40).optional(),
  from: int(1, 20),
  to: int(1, 20),
  kind: z.enum(LOCATION_KINDS),
  hand: z.enum(['right', 'left']).optional(),
  /** Starting HP; absent: from CON + SIZ and the encounter's location-HP table (G-09). */
  hp: int(1, 200).optional(),
  ap: int(0, 30).default(0),
  /** The armour worn there, for the log ("leather", "plate"). */
  armour: z.string().trim().min(1).max(40).optional(),
});
export type RqLocation = z.infer<typeof rqLocationSchema>;

export const rqStatsSchema = z
  .strictObject({
    system: z.literal('runequest'),
    v: z.literal(1),
    characteristics: z.strictObject({ str: int(0, 200), con: int(0, 200), siz: int(1, 200), int: int(0, 200), pow: int(0, 200), dex: int(0, 200), cha: int(0, 200) }),
    skills: z.record(skillKeySchema, pct).default({}),
    weapons: z.array(rqWeaponSchema).max(16).default([]),
    /** Hit locations with their armour; absent: the encounter's humanoid table, no armour. */
    locations: z.array(rqLocationSchema).min(1).max(12).optional(),
    /** AP on every location that does not give its own (a creature's skin), when `locations` is absent. */
    armourAll: int(0, 30).default(0),
    /** Overrides of the table values (G-05/06/07/12). */
    combatActions: int(1, 4).optional(),
    srModifier: int(-20, 60).optional(),
    damageModifier: rqDiceSchema.optional(),
    movement: int(0, 60).optional(),
    heroPoints: int(0, 20).default(0),
    /** What the hands hold as the fight starts (weapon ids); a two-handed weapon fills both. */
    ready: z.strictObject({ right: slug.nullable(), left: slug.nullable() }).default({ right: null, left: null }),
    /** A mount (SIZ, Movement, trained for combat) for the mounted rules (RQ-MOUNT-*, RQ-KNOCK-08). */
    mount: z.strictObject({ name: z.string().trim().min(1).max(40), siz: int(1, 200), movement: int(1, 60), trained: z.boolean() }).optional(),
  })
  .superRefine((s, ctx) => {
    const ids = new Set<string>();
    s.weapons.forEach((w, i) => {
      if (ids.has(w.id)) ctx.addIssue(refIssue(['weapons', i, 'id'], 'rq_zod_dup_weapon', { id: w.id }));
      ids.add(w.id);
      if ((w.kind === 'ranged' || w.kind === 'thrown') && w.range === 0) ctx.addIssue(refIssue(['weapons', i, 'range'], 'rq_zod_needs_range'));
    });
    for (const hand of ['right', 'left'] as const) {
      const id = s.ready[hand];
      if (id !== null && !ids.has(id)) ctx.addIssue(refIssue(['ready', hand], 'rq_zod_no_weapon', { id }));
    }
    if (s.locations) {
      const seen = new Set<string>();
      const faces = new Set<number>();
      s.locations.forEach((l, i) => {
        if (seen.has(l.id)) ctx.addIssue(refIssue(['locations', i, 'id'], 'rq_zod_dup_location', { id: l.id }));
        seen.add(l.id);
        if (l.from > l.to) ctx.addIssue(refIssue(['locations', i, 'to'], 'rq_zod_faces_backwards', { from: l.from, to: l.to }));
        for (let f = l.from; f <= l.to; f++) {
          if (faces.has(f)) ctx.addIssue(refIssue(['locations', i, 'from'], 'rq_zod_face_taken', { face: f }));
          faces.add(f);
        }
      });
      for (let f = 1; f <= 20; f++) if (!faces.has(f)) { ctx.addIssue(refIssue(['locations'], 'rq_zod_face_missing', { face: f })); break; }
    }
  });
export type RqStats = z.infer<typeof rqStatsSchema>;

export const WOUND_TIERS = ['none', 'minor', 'serious', 'major'] as const;
export type RqWoundTier = (typeof WOUND_TIERS)[number];

/** A location as the fight leaves it: HP, the worst wound taken, useless (a limb: RQ-WOUND-03/08), First Aid given, rounds left before bleeding out. */
export const rqLocationStateSchema = z.strictObject({
  hp: int(-1000, 200),
  tier: z.enum(WOUND_TIERS),
  useless: z.boolean(),
  firstAid: z.boolean(),
  /** Rounds left to restore it before death (RQ-WOUND-10/13); null: not bleeding out. */
  bleed: int(0, 1000).nullable(),
});
export type RqLocationState = z.infer<typeof rqLocationStateSchema>;

export const STANCES = ['standing', 'prone', 'kneeling', 'sitting'] as const;

/**
 * The fight's state of a RuneQuest combatant. Combat Actions: `cas` this round, `used`, `lost`
 * (from wounds, carried into the next round: Z-15), the pass of its last action; Reactions used
 * (RQ-REACT-01) and the off-hand parry (RQ-TWO-01); conditions with rules (defend, overextended,
 * aim, wait); what is in hand; locations; impaling weapons; a grapple; a mount.
 */
export const rqStatusSchema = z.strictObject({
  /** The round these Combat Actions are for (0: none yet). */
  round: int(0, 100_000),
  cas: int(0, 4),
  used: int(0, 8),
  lost: int(0, 20),
  /** The pass of its last Combat Action this round (0: none yet). */
  actedPass: int(0, 4),
  reactions: int(0, 8),
  /** Two weapons (RQ-TWO-01/02, Z-20): the option chosen this round and whether its extra is used. */
  twoWeapon: z.enum(['parry', 'attack']).nullable(),
  twoWeaponUsed: z.boolean(),
  /** Defend: +20% to Dodge and parries until its next CA (RQ-ACT-12). */
  defending: z.boolean(),
  /** −20% to its next Reaction, until its next CA (RQ-REACT-14). */
  overextended: z.boolean(),
  /** Aiming (RQ-ACT-01..04): the weapon, the target and CAs spent (3 at most count). */
  aim: z.strictObject({ weapon: slug, target: z.string().min(1).max(64), cas: int(1, 10) }).nullable(),
  /** Waiting (RQ-ACT-13..16): after a named character's CA, or to interrupt one. */
  waiting: z.strictObject({ mode: z.enum(['after', 'interrupt']), of: z.string().min(1).max(64).nullable() }).nullable(),
  stance: z.enum(STANCES),
  held: z.strictObject({ right: slug.nullable(), left: slug.nullable() }),
  /** Ranged weapons loaded and ready to shoot; a reload under way with the CAs it still needs. */
  loaded: z.array(slug).max(16),
  reloading: z.strictObject({ weapon: slug, left: int(1, 20) }).nullable(),
  locations: z.record(locationId, rqLocationStateSchema),
  /** Weapons stuck in it (RQ-IMPALE-01..06): whose, which, where. */
  impaled: z.array(z.strictObject({ by: z.string().min(1).max(64), weapon: slug, name: z.string().max(60), location: locationId })).max(10),
  /** A grapple: with whom, and whether it holds (attacker) or is held; immobilised: helpless (RQ-GRAP-10). */
  grapple: z.strictObject({ with: z.string().min(1).max(64), holder: z.boolean() }).nullable(),
  immobilised: z.boolean(),
  /** Helpless by the GM's word (G-18), beyond immobilised and unconscious. */
  helpless: z.boolean(),
  /** Mounted on its sheet's mount (RQ-MOUNT-*): this round the untrained mount flees (RQ-MOUNT-02). */
  mounted: z.boolean(),
  fleeing: z.boolean(),
  heroPoints: int(0, 20),
  /** A spell under way: its name and the CAs it still needs (RQ-ACT-17, G-15). */
  casting: z.strictObject({ spell: z.string().trim().min(1).max(60), left: int(1, 20) }).nullable(),
  /** Flurry (RQ-ACT-22): attacks left of the burst under way. */
  flurry: int(0, 4),
  /** A charge made this turn (RQ-ACT-08..10): the enemy it ended next to, for the attack that follows; gone at the turn's end. */
  charge: z.strictObject({ target: z.string().min(1).max(64) }).nullable().default(null),
  /**
   * Taken down in this round's pass by a partner it acts simultaneously with (same SR and DEX), before
   * its own action in that pass: it still takes it (RQ-ROUND-10).
   */
  stillActs: z.strictObject({ round: int(1, 100_000), pass: int(1, 4) }).nullable().default(null),
});
export type RqStatus = z.infer<typeof rqStatusSchema>;

/** A RuneQuest combatant's sheet fields (the core adds `system`). */
export const rqRecordSchema = z.strictObject({ stats: rqStatsSchema, status: rqStatusSchema });

/** The stat block's values the rules use, from the sheet or the encounter's tables. */
export interface RqDerived {
  combatActions: number;
  srModifier: number;
  damageModifier: string;
  movement: number;
  /** Every hit location with its starting HP and AP. */
  locations: (RqLocation & { hp: number; kind: RqLocationKind })[];
  /** The sum of the locations' starting HP (the core's HP bar). */
  hpMax: number;
}

/** Location HP base (G-09): floor((CON + SIZ − 1) / divisor). */
export function locationHpBase(stats: Pick<RqStats, 'characteristics'>, tables: Pick<RqTables, 'locationHp'>): number {
  return Math.floor((stats.characteristics.con + stats.characteristics.siz - 1) / tables.locationHp.divisor);
}

/** The table row up to whose `max` a value falls (the last row beyond them all). */
export function rowFor<R extends { max: number }>(rows: readonly R[], value: number): R {
  return rows.find((r) => value <= r.max) ?? rows[rows.length - 1]!;
}

// Stat blocks and tables are never mutated (the fold replaces them), so a derivation is kept per pair.
const DERIVED = new WeakMap<RqStats, WeakMap<RqTables, RqDerived>>();

export function deriveRq(stats: RqStats, tables: RqTables): RqDerived {
  let byTables = DERIVED.get(stats);
  if (!byTables) DERIVED.set(stats, (byTables = new WeakMap()));
  let d = byTables.get(tables);
  if (!d) byTables.set(tables, (d = computeRq(stats, tables)));
  return d;
}

function computeRq(stats: RqStats, tables: RqTables): RqDerived {
  const ch = stats.characteristics;
  const base = locationHpBase(stats, tables);
  // Arms at least 1 (G-09); the other offsets are positive, so every location has 1 HP or more.
  const hpOf = (offset: number) => Math.max(1, base + offset);
  const locations = stats.locations
    ? stats.locations.map((l) => {
        const row = tables.locations.find((r) => r.id === l.id);
        return { ...l, hp: l.hp ?? hpOf(row?.hpOffset ?? 0) };
      })
    : tables.locations.map((r) => ({ id: r.id, ...(r.name ? { name: r.name } : {}), from: r.from, to: r.to, kind: r.kind, ...(r.hand ? { hand: r.hand } : {}), hp: hpOf(r.hpOffset), ap: stats.armourAll }));
  return {
    combatActions: stats.combatActions ?? rowFor(tables.caByDex, ch.dex).ca,
    srModifier: stats.srModifier ?? (tables.srModifier.formula === 'dex' ? ch.dex : Math.floor((ch.dex + ch.int) / 2)),
    damageModifier: stats.damageModifier ?? rowFor(tables.damageModifier, ch.str + ch.siz).dm,
    movement: stats.movement ?? tables.movement.metres,
    locations,
    hpMax: locations.reduce((s, l) => s + l.hp, 0),
  };
}

/** A new status: no round yet, every location whole, standing, the sheet's weapons in hand, loaded. */
export function freshRqStatus(stats: RqStats, tables: RqTables): RqStatus {
  const d = deriveRq(stats, tables);
  return {
    round: 0, cas: d.combatActions, used: 0, lost: 0, actedPass: 0, reactions: 0, twoWeapon: null, twoWeaponUsed: false,
    defending: false, overextended: false, aim: null, waiting: null, stance: 'standing', held: { ...stats.ready },
    loaded: stats.weapons.filter((w) => w.kind === 'ranged').map((w) => w.id), reloading: null,
    locations: Object.fromEntries(d.locations.map((l) => [l.id, { hp: l.hp, tier: 'none', useless: false, firstAid: false, bleed: null }])),
    impaled: [], grapple: null, immobilised: false, helpless: false, mounted: stats.mount !== undefined, fleeing: false,
    heroPoints: stats.heroPoints, casting: null, flurry: 0, charge: null, stillActs: null,
  };
}

/** Combat Actions left this round. */
export function casLeft(status: RqStatus): number {
  return Math.max(0, status.cas - status.used);
}

/** Reactions left this round (RQ-REACT-01: as many as its CAs). */
export function reactionsLeft(status: RqStatus): number {
  return Math.max(0, status.cas - status.reactions);
}
