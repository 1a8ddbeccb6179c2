/**
 * Pathfinder 1e stat block and combat status (seed 003; inventory ../shared/rules/pf1.md). The stat
 * block is what a GM types from a book: ability scores, BAB, the AC bonuses by type, saves as
 * printed, and each attack with its parts, so the engine can apply the chapter's rules (1.5 × Str for
 * a lone natural attack, −5 for secondary ones, iteratives from BAB). `derivePf1` gives the numbers
 * the rules use; the status is what the fight changes.
 */
import { z } from 'zod';
import { SIZES, type Size } from '../../model/map.js';

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const slug = z.string().regex(/^[a-z0-9][a-z0-9-]{0,47}$/, 'expected a kebab-case id');
/** Dice with an optional flat part, such as 1d8+3 or 2d6. */
export const pf1DiceSchema = z.string().regex(/^\d{1,2}d\d{1,3}(?:[+-]\d{1,3})?$/, 'expected dice like 1d8 or 2d6+1');

/** Size modifier to attack and AC; its negative is the special size modifier to CMB/CMD (PRD, G-07). */
export const PF1_SIZE_MOD: Readonly<Record<Size, number>> = {
  fine: 8, diminutive: 4, tiny: 2, small: 1, medium: 0, large: -1, huge: -2, gargantuan: -4, colossal: -8,
};
/** Natural reach in ft by size, tall creatures (G-03). */
export const PF1_NATURAL_REACH: Readonly<Record<Size, number>> = {
  fine: 0, diminutive: 0, tiny: 0, small: 5, medium: 5, large: 10, huge: 15, gargantuan: 20, colossal: 30,
};

/** Feats the chapter's rules read (seed and G-27). */
export const PF1_FEATS = [
  'combatReflexes', 'improvedUnarmedStrike', 'preciseShot', 'combatExpertise', 'run', 'quickenSpell', 'twoWeaponFighting', 'multiattack',
  'quickDraw', 'improvedBullRush', 'improvedDisarm', 'improvedGrapple', 'improvedOverrun', 'improvedSunder', 'improvedTrip', 'combatCasting',
] as const;
export type Pf1Feat = (typeof PF1_FEATS)[number];

/**
 * One attack of the stat block. `melee`/`ranged`/`thrown` are manufactured weapons (`hands`: light,
 * one-handed or two-handed); `natural` attacks are primary or secondary (PF-NAT-05) and each uses a
 * `limb` (PF-NAT-07); a weapon's `limb` is the hand that holds it. `bonus`/`damageBonus`: enhancement,
 * Weapon Focus and the like, beyond BAB, ability and size. `extraDice`: a weapon ability's dice
 * (flaming), never multiplied (PF-CRIT-05). `reach` in ft; `reachWeapon`: cannot hit adjacent foes
 * (PF-ATK-03). `range` in ft per increment (PF-ATK-12).
 */
export const pf1AttackSchema = z.strictObject({
  id: slug,
  name: z.string().trim().min(1).max(60),
  kind: z.enum(['melee', 'ranged', 'thrown', 'natural']),
  hands: z.enum(['light', 'one', 'two']).default('one'),
  natural: z.enum(['primary', 'secondary']).default('primary'),
  limb: z.string().regex(/^[a-z][a-z0-9-]{0,23}$/).optional(),
  damage: pf1DiceSchema,
  damageType: z.enum(['bludgeoning', 'piercing', 'slashing']).default('slashing'),
  bonus: int(-20, 40).default(0),
  damageBonus: int(-20, 40).default(0),
  /** Lowest d20 that threatens (20: 20 only; 19: 19–20) and the multiplier (PF-CRIT-04/06/07). */
  critRange: int(2, 20).default(20),
  critMultiplier: int(2, 6).default(2),
  reach: int(0, 60).optional(),
  reachWeapon: z.boolean().default(false),
  range: int(0, 1000).default(0),
  extraDice: pf1DiceSchema.optional(),
  /** Dex to hit a melee attack (Weapon Finesse), or Str for a thrown one. */
  ability: z.enum(['str', 'dex']).optional(),
  /** A crossbow can be shot prone (G-05). */
  crossbow: z.boolean().default(false),
  /** Not in hand when the fight starts: drawing it is a move action (PF-ITEM-06). */
  sheathed: z.boolean().default(false),
});
export type Pf1Attack = z.infer<typeof pf1AttackSchema>;

/** Casting: caster level, the casting ability (G-04), prepared or spontaneous (PF-SPELL-11, G-23), sorcerer/bard metamagic (PF-SPELL-43). */
export const pf1CasterSchema = z.strictObject({
  level: int(1, 20),
  ability: z.enum(['int', 'wis', 'cha']),
  kind: z.enum(['prepared', 'spontaneous']).default('prepared'),
  /** Sorcerers and bards: metamagic lengthens their casting (PF-SPELL-43/45). */
  metamagicSlows: z.boolean().default(false),
});

export const pf1StatsSchema = z.strictObject({
  system: z.literal('pf1'),
  v: z.literal(1),
  abilities: z.strictObject({ str: int(0, 60), dex: int(0, 60), con: int(0, 60), int: int(0, 60), wis: int(0, 60), cha: int(0, 60) }),
  size: z.enum(SIZES),
  hpMax: int(1, 10_000),
  bab: int(0, 40),
  /** Save totals as printed. */
  saves: z.strictObject({ fort: int(-20, 60), ref: int(-20, 60), will: int(-20, 60) }),
  /** AC bonuses by type; Dex and size come from the abilities and size (PF-SPELL-25). */
  ac: z.strictObject({
    armor: int(0, 40).default(0), shield: int(0, 40).default(0), natural: int(0, 40).default(0),
    deflection: int(0, 40).default(0), dodge: int(0, 40).default(0), misc: int(-20, 40).default(0),
    maxDex: int(0, 20).optional(),
  }),
  armor: z.enum(['none', 'light', 'medium', 'heavy']).default('none'),
  /** Speeds in ft; a mode with none listed cannot withdraw or 5-ft step (PF-MOVE-25/34). */
  speed: int(0, 200),
  climb: int(0, 200).optional(),
  swim: int(0, 200).optional(),
  fly: int(0, 400).optional(),
  initiative: int(-20, 40).default(0),
  cmbMisc: int(-20, 40).default(0),
  cmdMisc: int(-20, 40).default(0),
  feats: z.array(z.enum(PF1_FEATS)).default([]),
  attacks: z.array(pf1AttackSchema).max(16).default([]),
  caster: pf1CasterSchema.optional(),
  /** Concentration bonus beyond caster level and ability (Combat Casting's +4 is applied by the feat). */
  concentrationMisc: int(-20, 40).default(0),
  /** Monk unarmed damage or the like, over the size default (PF-ATK-06, G-20). */
  unarmedDamage: pf1DiceSchema.optional(),
}).superRefine((s, ctx) => {
  const ids = new Set<string>();
  s.attacks.forEach((a, i) => {
    if (ids.has(a.id)) ctx.addIssue({ code: 'custom', path: ['attacks', i, 'id'], message: `two attacks are called "${a.id}"` });
    ids.add(a.id);
    if ((a.kind === 'ranged' || a.kind === 'thrown') && a.range === 0) ctx.addIssue({ code: 'custom', path: ['attacks', i, 'range'], message: 'a ranged or thrown attack needs its range increment in ft' });
  });
});
export type Pf1Stats = z.infer<typeof pf1StatsSchema>;

/** Full-round actions the rules single out (PF-ECON-11/25, PF-MOVE-11/13/20, PF-MULTI-02, G-02). */
export const PF1_FULL_ROUND = ['fullAttack', 'run', 'withdraw', 'charge', 'difficultStep', 'castSpell', 'touchFriends', 'coupDeGrace', 'other'] as const;
export type Pf1FullRound = (typeof PF1_FULL_ROUND)[number];

/**
 * This turn's actions (PF-ECON-03): a limit (restricted activity, PF-ECON-18; none at all: dying,
 * helpless), the standard action used, move actions used (0–2, the second in the standard's place,
 * PF-ECON-04), the full-round action taken, the swift action, the 5-ft step, hexes moved with
 * movement of those the spent actions allow, and whether any movement covered distance (PF-MOVE-30).
 */
export const pf1BudgetSchema = z.strictObject({
  limited: z.enum(['none', 'single', 'inactive']),
  limitRule: z.string().max(24).nullable(),
  standard: z.boolean(),
  move: int(0, 2),
  fullRound: z.enum(PF1_FULL_ROUND).nullable(),
  swift: z.boolean(),
  step: z.boolean(),
  moved: int(0, 1000),
  allowance: int(0, 1000),
  /** One of footnote ³'s actions (draw a weapon, ready or drop a shield) already taken free with a move this turn (PF-ITEM-10). */
  combined: z.boolean().default(false),
});
export type Pf1Budget = z.infer<typeof pf1BudgetSchema>;

/** One attack still to come in a full attack, in order (PF-MULTI-05), with its own penalty. */
const plannedAttackSchema = z.strictObject({ attack: slug, penalty: int(-40, 0), rule: z.string().max(24), offHand: z.boolean().default(false) });

/**
 * What the fight changes beyond HP: flat-footed until its first turn (G-06), the turn's budget, the
 * swift/immediate token spent off-turn (PF-ECON-21, G-15), a full attack under way (PF-MULTI-03..07),
 * attacks of opportunity this round (G-03), one-turn defences (PF-DEF-*), running (PF-MOVE-16/17),
 * spells being cast or held (PF-SPELL-26/37/38), nonlethal damage, aid given (G-08), weapons in hand.
 */
export const pf1StatusSchema = z.strictObject({
  flatFooted: z.boolean(),
  budget: pf1BudgetSchema,
  /** An immediate action taken off its turn: no swift or immediate until its next turn (PF-ECON-21). */
  swiftSpent: z.boolean(),
  fullAttack: z.strictObject({ remaining: z.array(plannedAttackSchema).max(20), made: int(0, 20), limbs: z.array(z.string().max(24)).max(20) }).nullable(),
  aooUsed: int(0, 20),
  /** Enemies that already had their attack of opportunity for its movement this round (G-03). */
  provokedBy: z.array(z.string().max(64)).max(50),
  /** Dodge AC until its next turn: fighting defensively (+2), total defense (+4), Combat Expertise (PF-DEF-01..03, G-27). */
  defense: z.strictObject({ kind: z.enum(['none', 'defensive', 'total', 'expertise']), ac: int(0, 20) }),
  /** Attack penalty for the rest of the turn (fighting defensively −4, Combat Expertise). */
  attackPenalty: int(-20, 0),
  /** Charged: −2 AC until its next turn (G-02). */
  charging: z.boolean(),
  running: z.boolean(),
  runRounds: int(0, 1000),
  runChecks: int(0, 1000),
  /** Rounds of rest still needed after running to its limit (PF-MOVE-17). */
  restRounds: int(0, 10),
  /** A spell of 1 round or longer being cast: rounds done of those required (PF-SPELL-37/38/39). */
  casting: z.strictObject({ name: z.string().trim().min(1).max(80), level: int(0, 9), done: int(0, 100), required: int(1, 100) }).nullable(),
  /** A touch spell held (PF-SPELL-26) and whether its free touch of the casting round is still there (PF-SPELL-20). */
  holding: z.strictObject({ name: z.string().trim().min(1).max(80), level: int(0, 9), dice: pf1DiceSchema.optional(), freeTouch: z.boolean() }).nullable(),
  /** Spells cast this round: normal ones and the one quickened/swift one (PF-SPELL-48/49). */
  spells: z.strictObject({ normal: int(0, 5), quick: int(0, 5) }),
  /** A full-round action started with a standard action, to complete next round (PF-ECON-25, G-31). */
  started: z.strictObject({ action: z.string().max(40), round: int(0, 100_000) }).nullable(),
  nonlethal: int(0, 10_000),
  /** Aid another given: `ally` has +2 on its next attack against `against`, or +2 AC against `against`'s next attack, until this one's next turn (G-08). */
  aiding: z.array(z.strictObject({ ally: z.string().max(64), against: z.string().max(64), kind: z.enum(['attack', 'ac']), used: z.boolean() })).max(20),
  /** Attack ids of the weapons in hand (PF-ITEM-06); natural attacks and unarmed strikes need none. */
  drawn: z.array(slug).max(16),
  /** Shield bonus given up (dropped or not strapped on, PF-ITEM-16/18). */
  shieldOff: z.boolean(),
  /** Threatened and attacked in melee this round, for the shooting-into-melee test (PF-MELEE-RANGED-03, G-18). */
  meleeAttackedRound: int(-1, 100_000),
});
export type Pf1Status = z.infer<typeof pf1StatusSchema>;

export const PF1_FRESH_BUDGET: Pf1Budget = { limited: 'none', limitRule: null, standard: false, move: 0, fullRound: null, swift: false, step: false, moved: 0, allowance: 0, combined: false };

/** A combatant's status before the fight: flat-footed, every non-sheathed weapon in hand. */
export function freshPf1Status(stats: Pick<Pf1Stats, 'attacks'>): Pf1Status {
  return {
    flatFooted: true, budget: PF1_FRESH_BUDGET, swiftSpent: false, fullAttack: null, aooUsed: 0, provokedBy: [], defense: { kind: 'none', ac: 0 },
    attackPenalty: 0, charging: false, running: false, runRounds: 0, runChecks: 0, restRounds: 0, casting: null, holding: null,
    spells: { normal: 0, quick: 0 }, started: null, nonlethal: 0, aiding: [],
    drawn: stats.attacks.filter((a) => a.kind !== 'natural' && !a.sheathed).map((a) => a.id), shieldOff: false, meleeAttackedRound: -1,
  };
}

/** A combatant's Pathfinder record: its stat block and how the fight has left it. */
export const pf1RecordSchema = z.strictObject({ stats: pf1StatsSchema, status: pf1StatusSchema });
export type Pf1Record = z.infer<typeof pf1RecordSchema>;

export const abilityMod = (score: number) => Math.floor((score - 10) / 2);

export interface Pf1Derived {
  str: number;
  dex: number;
  con: number;
  sizeMod: number;
  /** Dex to AC after the armour's cap. */
  acDex: number;
  ac: number;
  touch: number;
  flatFooted: number;
  cmb: number;
  cmd: number;
  /** Flat-footed CMD: no Dex, no dodge. */
  cmdFlat: number;
  /** BAB steps of a full attack: +BAB, then −5 each while ≥ +1 (G-09). */
  iteratives: number[];
  reach: number;
}

/** The numbers the rules read off a stat block (AC types per PF-SPELL-25, CMB/CMD per G-07, iteratives per G-09). */
export function derivePf1(s: Pf1Stats, status?: Pick<Pf1Status, 'shieldOff'>): Pf1Derived {
  const str = abilityMod(s.abilities.str);
  const dex = abilityMod(s.abilities.dex);
  const sizeMod = PF1_SIZE_MOD[s.size];
  const acDex = s.ac.maxDex !== undefined ? Math.min(dex, s.ac.maxDex) : dex;
  const shield = status?.shieldOff ? 0 : s.ac.shield;
  const ac = 10 + s.ac.armor + shield + s.ac.natural + s.ac.deflection + s.ac.dodge + s.ac.misc + acDex + sizeMod;
  const touch = 10 + s.ac.deflection + s.ac.dodge + s.ac.misc + acDex + sizeMod;
  const flatFooted = 10 + s.ac.armor + shield + s.ac.natural + s.ac.deflection + s.ac.misc + Math.min(acDex, 0) + sizeMod;
  const cmb = s.bab + str - sizeMod + s.cmbMisc;
  const cmd = 10 + s.bab + str + dex + s.ac.dodge + s.ac.deflection - sizeMod + s.cmdMisc;
  const iteratives = [s.bab];
  for (let b = s.bab - 5; b >= 1 && iteratives.length < 4; b -= 5) iteratives.push(b);
  return {
    str, dex, con: abilityMod(s.abilities.con), sizeMod, acDex, ac, touch, flatFooted, cmb, cmd, cmdFlat: cmd - Math.max(0, dex) - s.ac.dodge,
    iteratives, reach: PF1_NATURAL_REACH[s.size],
  };
}
