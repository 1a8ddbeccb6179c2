/**
 * The printed 5e attack line, shared by the readers that only have text (Open5e, Improved Initiative…):
 * "Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6 + 2) slashing damage." becomes
 * dnd5e attacks (issue #16), split by mode like the bundled SRD: a thrown weapon gives a melee and a
 * "(thrown)" attack, a versatile one a "(two-handed)" attack. What the line says beyond the attack
 * (a rider not understood) is returned as `rest` for the caller to keep in the notes.
 */
import { DAMAGE_TYPES, type Ability, type Dnd5eAttack, type OnHit, type WeaponProperty } from '../../../../shared/systems/dnd5e/schema.js';
import { CONDITION_IDS, type Dnd5eConditionId } from '../../../../shared/systems/dnd5e/conditions.js';
import { slugify } from '../../../../shared/import/report.js';

/** SRD weapon properties by weapon name, so an imported Scimitar is finesse and light like the bundled one. */
const WEAPONS: Record<string, WeaponProperty[]> = {
  battleaxe: ['versatile'], blowgun: ['ammunition', 'loading'], club: ['light'], dagger: ['finesse', 'light', 'thrown'],
  dart: ['finesse', 'thrown'], flail: [], glaive: ['heavy', 'reach', 'two-handed'], greataxe: ['heavy', 'two-handed'],
  greatclub: ['two-handed'], greatsword: ['heavy', 'two-handed'], halberd: ['heavy', 'reach', 'two-handed'],
  'hand crossbow': ['ammunition', 'light', 'loading'], handaxe: ['light', 'thrown'], 'heavy crossbow': ['ammunition', 'heavy', 'loading', 'two-handed'],
  javelin: ['thrown'], lance: ['reach'], 'light crossbow': ['ammunition', 'loading', 'two-handed'], 'light hammer': ['light', 'thrown'],
  longbow: ['ammunition', 'heavy', 'two-handed'], longsword: ['versatile'], mace: [], maul: ['heavy', 'two-handed'], morningstar: [],
  pike: ['heavy', 'reach', 'two-handed'], quarterstaff: ['versatile'], rapier: ['finesse'], scimitar: ['finesse', 'light'],
  shortbow: ['ammunition', 'two-handed'], shortsword: ['finesse', 'light'], sickle: ['light'], sling: ['ammunition'],
  spear: ['thrown', 'versatile'], trident: ['thrown', 'versatile'], 'war pick': [], warhammer: ['versatile'], whip: ['finesse', 'reach'],
};

export function weaponProperties(name: string): WeaponProperty[] {
  return [...(WEAPONS[name.trim().toLowerCase()] ?? [])];
}

export interface ParsedAttacks {
  attacks: Dnd5eAttack[];
  /** Text of the line the attacks do not hold (a rider not understood), or ''. */
  rest: string;
  /** Damage words not among the 13 types (the attack is not made then). */
  unknownTypes: string[];
}

const HEAD = /^\s*(Melee or Ranged|Melee|Ranged)\s+(Weapon|Spell)\s+Attack:\s*([+-−]\s?\d+)\s+to hit,?\s*(.*?)\.?\s*Hit:\s*([\s\S]*)$/i;
const DMG = /^\s*(?:(\d+)\s*\(([\dd\s+\-−]+)\)|(\d+))\s+([a-z]+)\s+damage/i;
const PLUS = /^\s*,?\s*(?:plus|and)\s+/i;

/** Dice as printed ("1d6 + 2", "2d6 − 1") in Asalto's notation (`1d6+2`). */
export function normDice(text: string): string {
  return text.replace(/−/g, '-').replace(/\s+/g, '');
}

const ABILITY_WORDS: Record<string, Ability> = { strength: 'str', dexterity: 'dex', constitution: 'con', intelligence: 'int', wisdom: 'wis', charisma: 'cha' };

function damageRun(text: string, unknown: string[]): { notation: string; rest: string } | null {
  let rest = text;
  const parts: string[] = [];
  for (let first = true; ; first = false) {
    let probe = rest;
    if (!first) {
      const p = PLUS.exec(probe);
      if (!p) break;
      probe = probe.slice(p[0].length);
    }
    const m = DMG.exec(probe);
    if (!m) break;
    const type = m[4]!.toLowerCase();
    if (!(DAMAGE_TYPES as readonly string[]).includes(type)) unknown.push(type);
    parts.push(`${m[2] ? normDice(m[2]) : m[3]}[${type}]`);
    rest = probe.slice(m[0].length);
  }
  return parts.length ? { notation: parts.join('+'), rest } : null;
}

/** Riders the schema types: a save against a condition or damage, a grapple; the rest stays text. */
function riders(text: string): { onHit: OnHit[]; rest: string } {
  const onHit: OnHit[] = [];
  let rest = text;
  const save = /(?:If the target is a creature, it |the target )?(?:must succeed on|must make) a DC (\d+) (Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma) saving throw or (?:be |become )?(?:knocked )?([a-z]+)[^.]*\./i.exec(rest);
  const cond = save?.[3]?.toLowerCase();
  if (save && cond && (CONDITION_IDS as readonly string[]).includes(cond)) {
    onHit.push({ kind: 'save', ability: ABILITY_WORDS[save[2]!.toLowerCase()]!, dc: Number(save[1]), condition: cond as Dnd5eConditionId });
    rest = rest.replace(save[0], '');
  }
  const dmgSave = /(?:The target |If the target is a creature, it )?must make a DC (\d+) (Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma) saving throw, taking (\d+) \(([\dd\s+\-−]+)\) ([a-z]+) damage on a failed save, or half as much damage on a successful one\./i.exec(rest);
  if (dmgSave && (DAMAGE_TYPES as readonly string[]).includes(dmgSave[5]!.toLowerCase())) {
    onHit.push({ kind: 'save', ability: ABILITY_WORDS[dmgSave[2]!.toLowerCase()]!, dc: Number(dmgSave[1]), damage: `${normDice(dmgSave[4]!)}[${dmgSave[5]!.toLowerCase()}]`, halfOnSuccess: true });
    rest = rest.replace(dmgSave[0], '');
  }
  const grapple = /(?:the target is grappled|is grappled) \(escape DC (\d+)\)\.?/i.exec(rest);
  if (grapple) {
    onHit.push({ kind: 'grapple', escapeDc: Number(grapple[1]) });
    rest = rest.replace(grapple[0], '');
  }
  return { onHit, rest: rest.replace(/\s+/g, ' ').replace(/^[\s.,]+/, '').trim() };
}

/** The attacks of one printed attack line, or null when the line is not an attack line. */
export function parseAttackText(name: string, text: string): ParsedAttacks | null {
  const m = HEAD.exec(text.replace(/_/g, '').replace(/\*/g, ''));
  if (!m) return null;
  const mode = m[1]!.toLowerCase();
  const spell = m[2]!.toLowerCase() === 'spell';
  const toHit = Number(m[3]!.replace(/−/g, '-').replace(/\s/g, ''));
  const where = m[4]!;
  const reach = /reach (\d+) ft/i.exec(where);
  const range = /range (\d+)(?:\/(\d+))? ft/i.exec(where);
  const unknownTypes: string[] = [];
  const dmg = damageRun(m[5]!, unknownTypes);
  if (!dmg || !Number.isFinite(toHit)) return null;
  let tail = dmg.rest;
  const props = weaponProperties(name);
  const base = { name: name.trim().slice(0, 80), toHit, damage: dmg.notation, properties: props };
  const id = slugify(name, 40);
  const rangeOf = () => (range ? { normal: Number(range[1]), ...(range[2] ? { long: Number(range[2]) } : {}) } : undefined);
  const attacks: Dnd5eAttack[] = [];
  const kind = spell ? 'spell' : mode === 'ranged' ? 'ranged' : 'melee';
  const first: Dnd5eAttack = { id, kind, ...base };
  if (reach && kind !== 'ranged') first.reachFt = Number(reach[1]);
  if (kind === 'melee' && !reach) first.reachFt = 5;
  const r = rangeOf();
  if (r && (kind === 'ranged' || kind === 'spell')) first.range = r;
  attacks.push(first);
  const two = /^\s*,?\s*or\s+(?:(\d+)\s*\(([\dd\s+\-−]+)\)|(\d+))\s+([a-z]+)\s+damage\s+if used with two hands(?: to make a melee attack)?\.?/i.exec(tail);
  if (two) {
    attacks.push({ ...first, id: `${id}-two-handed`.slice(0, 48), name: `${base.name} (two-handed)`.slice(0, 80), damage: `${two[2] ? normDice(two[2]) : two[3]}[${two[4]!.toLowerCase()}]` });
    tail = tail.slice(two[0].length);
  }
  if (mode === 'melee or ranged' && r && !spell) {
    const thrown: Dnd5eAttack = { ...base, id: `${id}-thrown`.slice(0, 48), name: `${base.name} (thrown)`.slice(0, 80), kind: 'thrown', range: r, properties: props.includes('thrown') ? props : [...props, 'thrown'].sort() as WeaponProperty[] };
    attacks.push(thrown);
  }
  const rid = riders(tail);
  if (rid.onHit.length) for (const a of attacks) a.onHit = rid.onHit;
  return { attacks, rest: rid.rest, unknownTypes };
}
