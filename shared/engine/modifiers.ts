// Typed modifiers (ADR 0006 §4). A modifier is plain data: derive() compiles stat blocks, items,
// conditions and facts into lists of them, and `stack()` (./stack.ts) is the only place that
// combines them. Predicates (`when`) are data too, so they serialise into events and scenarios.

/** Reference to an inventory rule (`5E-COVER-02`) and, when the reading comes from a gap, the gap (`5E:G-02`). */
export interface RuleRef {
  id: string;
  gap?: string;
}

export type Ability = 'str' | 'dex' | 'con' | 'int' | 'wis' | 'cha';
/** 5e saves are per ability; Akenar and PF1 have Fortitude/Reflex/Will. */
export type SaveKey = Ability | 'fort' | 'ref' | 'will';

/**
 * What a modifier changes. Defence targets follow Akenar (AK-DEF-08/09): `def.dodge`/`def.parry`
 * affect only that defence, `def.any` affects all three, Defensa Base included. Skills are data
 * (RuneQuest skill names), hence the template. `ability.*` is the score ("Dex treated as 0",
 * AK-DEF-12/28). `custom.*` is for GM-authored effects.
 */
export type ModTarget =
  | 'attack'
  | 'attack.melee'
  | 'attack.ranged'
  | 'damage'
  | 'damage.melee'
  | 'damage.ranged'
  | 'ac'
  | 'ac.touch'
  | 'ac.flatFooted'
  | 'def.base'
  | 'def.dodge'
  | 'def.parry'
  | 'def.any'
  | 'save'
  | `save.${SaveKey}`
  | 'check'
  | `check.${Ability}`
  | `skill.${string}`
  | 'initiative'
  | 'speed'
  | 'sr'
  | 'cmb'
  | 'cmd'
  | 'armour.ca'
  | 'pa'
  | 'critRange'
  | 'hpMax'
  | `ability.${Ability}`
  | `custom.${string}`;

/** 3.x bonus types plus 5e cover; `ability` is an ability modifier (Dex to AC, Str to CMB). */
export type BonusType =
  | 'untyped'
  | 'ability'
  | 'dodge'
  | 'circumstance'
  | 'enhancement'
  | 'armor'
  | 'shield'
  | 'natural'
  | 'deflection'
  | 'morale'
  | 'luck'
  | 'insight'
  | 'sacred'
  | 'profane'
  | 'size'
  | 'competence'
  | 'resistance'
  | 'racial'
  | 'trait'
  | 'alchemical'
  | 'cover';

export type ModOp = 'add' | 'adv' | 'dis' | 'mul' | 'cap' | 'set';

export type SourceKind = 'condition' | 'action' | 'item' | 'feat' | 'terrain' | 'fact' | 'gm' | 'rule';

/** Where a modifier comes from; `of` is the creature behind it (the helper, the grappler…). */
export interface ModSource {
  kind: SourceKind;
  id: string;
  of?: string;
}

export type Defence = 'dodge' | 'parry' | 'base';

/**
 * Data predicate: every field present must hold in the context; an empty `when` always holds.
 * A fact the context does not know (undefined) never satisfies a field that asks about it.
 */
export interface When {
  melee?: boolean;
  ranged?: boolean;
  touch?: boolean;
  /** distance ≤ n hexes (5e prone: advantage within 1 hex) */
  withinHexes?: number;
  /** distance > n hexes (5e prone: disadvantage beyond 1 hex) */
  beyondHexes?: number;
  /** the other party is this creature (Help's target, the source of fear) */
  vsSource?: string;
  /** the defender can see the attacker (5E-ACT-09) */
  attackerSeen?: boolean;
  defence?: Defence;
  damageType?: string;
}

/** Facts of the resolution a `When` is checked against. */
export interface WhenCtx {
  melee?: boolean;
  ranged?: boolean;
  touch?: boolean;
  /** distance between the two parties, in hexes (Facts.distance) */
  distance?: number;
  /** id of the other party (attacker or target) */
  vsSource?: string;
  attackerSeen?: boolean;
  defence?: Defence;
  damageType?: string;
}

export interface Modifier {
  target: ModTarget;
  op: ModOp;
  /** add: amount (RuneQuest: percentage points); mul: factor; cap: upper bound; set: value; adv/dis: ignored */
  value: number;
  type: BonusType;
  source: ModSource;
  rule: RuleRef;
  when?: When;
  /** applies to those attacking this creature (5e prone, restrained…) */
  against?: true;
}

const flag = (want: boolean | undefined, have: boolean | undefined): boolean =>
  want === undefined || have === want;

/** True when every condition of `when` holds in `ctx`. */
export function matches(when: When | undefined, ctx: WhenCtx): boolean {
  if (when === undefined) return true;
  if (!flag(when.melee, ctx.melee) || !flag(when.ranged, ctx.ranged) || !flag(when.touch, ctx.touch)) {
    return false;
  }
  if (!flag(when.attackerSeen, ctx.attackerSeen)) return false;
  if (when.withinHexes !== undefined && !(ctx.distance !== undefined && ctx.distance <= when.withinHexes)) {
    return false;
  }
  if (when.beyondHexes !== undefined && !(ctx.distance !== undefined && ctx.distance > when.beyondHexes)) {
    return false;
  }
  if (when.vsSource !== undefined && ctx.vsSource !== when.vsSource) return false;
  if (when.defence !== undefined && ctx.defence !== when.defence) return false;
  if (when.damageType !== undefined && ctx.damageType !== when.damageType) return false;
  return true;
}
