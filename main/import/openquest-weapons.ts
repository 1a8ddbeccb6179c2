/**
 * What the d100 readers (OpenQuest, Mythras) share: weapon families by name, skill keys, dice, unique
 * ids, and the shapes they write. The core names no system (asalto/system-seam): these mirror
 * RuneQuest's stat block, and the import validates the result against the system's library schema.
 */
import { slugify } from '../../shared/import/report.js';

type Family = 'sword' | 'axe' | 'mace' | 'club' | 'dagger' | 'spear' | 'polearm' | 'staff' | '2h' | 'shield' | 'bow' | 'crossbow' | 'sling' | 'thrown' | 'natural' | 'unarmed' | 'other';
type Kind = 'melee' | 'ranged' | 'thrown' | 'shield' | 'natural' | 'unarmed';

/** A weapon of the RuneQuest stat block. */
export interface D100Weapon {
  id: string;
  name: string;
  skill: string;
  kind: Kind;
  family: Family;
  hands: 1 | 2;
  damage: string;
  ap: number;
  hp: number;
  impaling: boolean;
  range: number;
  reload: number;
}

/** A hit location of the RuneQuest stat block. */
export interface D100Location {
  id: string;
  name?: string;
  from: number;
  to: number;
  kind: 'leg' | 'arm' | 'abdomen' | 'chest' | 'head' | 'other';
  hand?: 'right' | 'left';
  hp: number;
  ap: number;
}

/** In hand as the fight starts: the first melee, natural or unarmed weapon, and the first shield. */
export function readyOf(weapons: readonly D100Weapon[]): { right: string | null; left: string | null } {
  const right = weapons.find((w) => w.kind === 'melee' || w.kind === 'natural' || w.kind === 'unarmed');
  const left = weapons.find((w) => w.kind === 'shield');
  return { right: right?.id ?? null, left: right?.hands === 2 ? null : (left?.id ?? null) };
}

// Keywords of a weapon's name, first match wins (a "sword" before a "short").
const FAMILIES: [RegExp, Family, Kind][] = [
  [/shield|buckler|targe/i, 'shield', 'shield'],
  [/crossbow/i, 'crossbow', 'ranged'],
  [/bow\b/i, 'bow', 'ranged'],
  [/sling/i, 'sling', 'ranged'],
  [/javelin|dart|throwing/i, 'thrown', 'thrown'],
  [/polearm|halberd|glaive|pike|bill\b/i, 'polearm', 'melee'],
  [/spear|lance|trident/i, 'spear', 'melee'],
  [/sword|scimitar|sabre|saber|falchion|rapier|blade|cutlass/i, 'sword', 'melee'],
  [/axe/i, 'axe', 'melee'],
  [/mace|hammer|flail|morning ?star/i, 'mace', 'melee'],
  [/club|cudgel/i, 'club', 'melee'],
  [/dagger|knife|dirk/i, 'dagger', 'melee'],
  [/staff|quarterstaff/i, 'staff', 'melee'],
  [/claw|bite|gore|horn|hoof|tail|tentacle|sting|talon|kick|butt|trample|tusk/i, 'natural', 'natural'],
  [/fist|punch|unarmed|grapple/i, 'unarmed', 'unarmed'],
];

/** The family and kind a weapon's name suggests; null when no keyword matches. */
export function familyOf(name: string): { family: Family; kind: Kind } | null {
  const hit = FAMILIES.find(([re]) => re.test(name));
  return hit ? { family: hit[1], kind: hit[2] } : null;
}

// The d100 skills whose names differ from RuneQuest's core ones (Mythras and OpenQuest spellings).
const SKILL_ALIASES: Record<string, string> = {
  evade: 'dodge', dodge: 'dodge', endurance: 'resilience', resilience: 'resilience', willpower: 'persistence', persistence: 'persistence',
  ride: 'riding', riding: 'riding', 'first aid': 'first-aid', healing: 'first-aid', unarmed: 'unarmed', 'unarmed combat': 'unarmed',
  athletics: 'athletics', acrobatics: 'acrobatics', perception: 'perception', stealth: 'stealth', boating: 'boating', 'martial arts': 'martial-arts',
};

/** The RuneQuest skill key of a d100 skill name (Evade → dodge, Natural lore → natural-lore). */
export function skillKey(name: string): string {
  const n = name.trim().toLowerCase().replace(/\s+/g, ' ');
  return SKILL_ALIASES[n] ?? slugify(n, 40);
}

/** Dice as the stat block writes them ("1D8+1", "+1D6", "0") in RuneQuest's form (1d8+1, 1d6, 0), or null. */
export function dice(text: string): string | null {
  const t = text.trim().toLowerCase().replace(/\s+/g, '').replace(/^\+/, '');
  if (/^[+-]?\d{1,2}d\d{1,3}(?:[+-]\d{1,3})?$/.test(t) || /^[+-]?\d{1,3}$/.test(t)) return t.replace(/^\+/, '');
  return null;
}

/** An id not used yet from a name (`short-spear`, `short-spear-2`), within a weapon id's 48 characters. */
export function uniqueId(name: string, used: Set<string>): string {
  const base = slugify(name, 40).replace(/^[^a-z0-9]+/, '') || 'weapon';
  let id = base;
  for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
  used.add(id);
  return id;
}
