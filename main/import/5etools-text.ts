/**
 * 5etools entry text (issue #16): `{@tag …}` rendering and the attack line parser. Regexes are compiled
 * once here; a record only runs them.
 */
import { CONDITION_IDS, DAMAGE_TYPES, type Ability, type ConditionId, type DamageType, type OnHit, type WeaponProperty } from './5etools-vocab.js';

const TAG_RE = /\{@(\w+)(?:\s([^{}]*))?\}/g;
const ABILITY_NAMES: Readonly<Record<string, string>> = { str: 'Strength', dex: 'Dexterity', con: 'Constitution', int: 'Intelligence', wis: 'Wisdom', cha: 'Charisma' };
const ATK_LABEL: Readonly<Record<string, string>> = { mw: 'Melee Weapon Attack', rw: 'Ranged Weapon Attack', ms: 'Melee Spell Attack', rs: 'Ranged Spell Attack', m: 'Melee Attack Roll', r: 'Ranged Attack Roll' };
/** Tags whose meaning the reader knows (structure of an action); others are kept as their text with a warning. */
const STRUCTURAL = new Set(['atk', 'atkr', 'hit', 'h', 'm', 'hom', 'damage', 'dc', 'recharge', 'actSave', 'actSaveFail', 'actSaveSuccess', 'actSaveSuccessOrFail', 'actTrigger', 'actResponse']);

function renderTag(tag: string, body: string): string {
  switch (tag) {
    case 'atk':
    case 'atkr':
      return `${body.split(',').map((k) => ATK_LABEL[k.trim()] ?? k).join(' or ')}:`;
    case 'hit':
      return /^[+-]/.test(body) ? body : `+${body}`;
    case 'h':
      return 'Hit: ';
    case 'm':
      return 'Miss: ';
    case 'hom':
      return 'Hit or Miss: ';
    case 'dc':
      return `DC ${body}`;
    case 'recharge':
      return body && body !== '6' ? `(Recharge ${body}–6)` : '(Recharge 6)';
    case 'actSave':
      return `${ABILITY_NAMES[body] ?? body} Saving Throw:`;
    case 'actSaveFail':
      return 'Failure:';
    case 'actSaveSuccess':
      return 'Success:';
    case 'actSaveSuccessOrFail':
      return 'Failure or Success:';
    case 'actTrigger':
      return 'Trigger:';
    case 'actResponse':
      return 'Response:';
    default: {
      // `{@item leather armor|phb|display}`: the display text when given, else the name.
      const parts = body.split('|');
      return (parts[2] || parts[0] || '').trim();
    }
  }
}

/** Plain text of an entry string; `onTag` hears every tag the reader does not know (kept as its text). */
export function renderText(text: string, onTag?: (raw: string) => void): string {
  let out = text;
  for (let depth = 0; depth < 4 && out.includes('{@'); depth++) {
    out = out.replace(TAG_RE, (raw: string, tag: string, body: string | undefined) => {
      if (!STRUCTURAL.has(tag)) onTag?.(raw);
      return renderTag(tag, body ?? '');
    });
  }
  return out.replace(/\s+/g, ' ').trim();
}

/** SRD 5.1 weapon table: the properties of a weapon by its (lower-case) name; natural weapons have none. */
const WEAPONS: ReadonlyMap<string, readonly WeaponProperty[]> = new Map<string, WeaponProperty[]>([
  ['club', ['light']], ['dagger', ['finesse', 'light', 'thrown']], ['greatclub', ['two-handed']], ['handaxe', ['light', 'thrown']],
  ['javelin', ['thrown']], ['light hammer', ['light', 'thrown']], ['mace', []], ['quarterstaff', ['versatile']], ['sickle', ['light']],
  ['spear', ['thrown', 'versatile']], ['light crossbow', ['ammunition', 'loading', 'two-handed']], ['dart', ['finesse', 'thrown']],
  ['shortbow', ['ammunition', 'two-handed']], ['sling', ['ammunition']], ['battleaxe', ['versatile']], ['flail', []],
  ['glaive', ['heavy', 'reach', 'two-handed']], ['greataxe', ['heavy', 'two-handed']], ['greatsword', ['heavy', 'two-handed']],
  ['halberd', ['heavy', 'reach', 'two-handed']], ['lance', ['reach']], ['longsword', ['versatile']], ['maul', ['heavy', 'two-handed']],
  ['morningstar', []], ['pike', ['heavy', 'reach', 'two-handed']], ['rapier', ['finesse']], ['scimitar', ['finesse', 'light']],
  ['shortsword', ['finesse', 'light']], ['trident', ['thrown', 'versatile']], ['war pick', []], ['warhammer', ['versatile']],
  ['whip', ['finesse', 'reach']], ['blowgun', ['ammunition', 'loading']], ['hand crossbow', ['ammunition', 'light', 'loading']],
  ['heavy crossbow', ['ammunition', 'heavy', 'loading', 'two-handed']], ['longbow', ['ammunition', 'heavy', 'two-handed']], ['net', ['thrown']],
]);

export function weaponProperties(name: string): WeaponProperty[] {
  return [...(WEAPONS.get(name.toLowerCase().replace(/\s*\(.*\)\s*$/, '').trim()) ?? [])];
}

export interface ParsedAttack {
  modes: { melee: boolean; ranged: boolean; spell: boolean };
  toHit: number;
  reachFt?: number;
  range?: { normal: number; long?: number };
  /** Damage notation (`1d6+2[slashing]`), the melee one when it differs by mode. */
  damage: string;
  rangedDamage?: string;
  twoHandedDamage?: string;
  onHit: OnHit[];
  /** Raw text the parser did not turn into a field (with tags), for the notes. */
  rest: string[];
}

const ATK_HEAD_RE = /^\s*\{@(atkr?) ([a-z, ]+)\}\s*(?:\{@hit ([+-]?\d+)\}|([+-]\d+))(?: to hit)?,?\s*/;
const REACH_RE = /reach (\d+) ?ft\.?/;
const RANGE_RE = /range (\d+)(?:\/(\d+))? ?ft\.?/;
const HIT_SPLIT_RE = /\{@h\}\s*/;
// `5 ({@damage 1d6 + 2}) slashing damage` or a flat `1 piercing damage`.
const DMG_RE = /^(?:\d+ \(\{@damage ([^}]+)\}\)|(\d+)) ([A-Za-z]+) damage/;
const PLUS_RE = /^,? plus (?:\d+ \(\{@damage ([^}]+)\}\)|(\d+)) ([A-Za-z]+) damage/;
const MELEE_OR_RANGE_RE = /^ in melee(?:,)? or (?:\d+ \(\{@damage ([^}]+)\}\)|(\d+)) ([A-Za-z]+) damage at range/;
const TWO_HANDS_RE = /^,? or (?:\d+ \(\{@damage ([^}]+)\}\)|(\d+)) ([A-Za-z]+) damage if used with two hands(?: to make a melee attack)?/;
const SENTENCE_RE = /(?<=\.)\s+(?=[A-Z{])/;
const SAVE_RE = /\{@dc (\d+)\} (Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma) saving throw/;
const SAVE_COND_RE = /saving throw or (?:be |become )?(?:knocked |magically )?(?:\{@condition ([a-z]+)[^}]*\})/;
const SAVE_DMG_RE = /saving throw,? taking (?:\d+ \(\{@damage ([^}]+)\}\)|(\d+)) ([a-z]+) damage on a failed save(, or half as much damage on a successful one)?/;
const GRAPPLE_RE = /\{@condition grappled[^}]*\} \(escape \{@dc (\d+)\}\)/;
const GRAPPLED_SENTENCE_RE = /^(?:If the target is [^,]+, )?(?:it|the target) is \{@condition grappled[^}]*\} \(escape \{@dc \d+\}\)(?: if it is [^.]+)?\.?$/;
const RESTRAINED_RE = /^Until this grapple ends, the target is \{@condition restrained[^}]*\}/;
const ABILITY_BY_NAME: Readonly<Record<string, Ability>> = {
  Strength: 'str', Dexterity: 'dex', Constitution: 'con', Intelligence: 'int', Wisdom: 'wis', Charisma: 'cha',
};

const isDamageType = (t: string): t is DamageType => (DAMAGE_TYPES as readonly string[]).includes(t);
const isCondition = (c: string): c is ConditionId => (CONDITION_IDS as readonly string[]).includes(c);

/** `1d6 + 2` and `slashing` → `1d6+2[slashing]`, or null when the type or dice are not 5e's. */
function notation(dice: string | undefined, flat: string | undefined, type: string): string | null {
  const t = type.toLowerCase();
  const expr = (dice ?? flat ?? '').replace(/\s+/g, '').replace(/−/g, '-');
  if (!isDamageType(t) || !/^(?:\d{1,3}d\d{1,3}|\d{1,4})(?:[+-](?:\d{1,3}d\d{1,3}|\d{1,4}))*$/.test(expr)) return null;
  return `${expr}[${t}]`;
}

/** An attack action's first entry, or null when it is not an attack line (`{@atk …}` / `{@atkr …}` with a to-hit). */
export function parseAttack(text: string): ParsedAttack | null {
  const head = ATK_HEAD_RE.exec(text);
  if (!head) return null;
  const kinds = head[2]!.split(',').map((k) => k.trim());
  const modes = {
    melee: kinds.some((k) => k === 'mw' || k === 'ms' || k === 'm'),
    ranged: kinds.some((k) => k === 'rw' || k === 'rs' || k === 'r'),
    spell: kinds.some((k) => k === 'ms' || k === 'rs'),
  };
  const toHit = Number(head[3] ?? head[4]);
  const after = text.slice(head[0].length);
  const [pre, ...hitParts] = after.split(HIT_SPLIT_RE);
  if (hitParts.length !== 1) return null;
  const reach = REACH_RE.exec(pre!);
  const range = RANGE_RE.exec(pre!);
  let hit = hitParts[0]!;
  const first = DMG_RE.exec(hit);
  if (!first) return null;
  let damage = notation(first[1], first[2], first[3]!);
  if (!damage) return null;
  hit = hit.slice(first[0].length);
  const out: ParsedAttack = { modes, toHit, damage, onHit: [], rest: [] };
  if (reach) out.reachFt = Number(reach[1]);
  if (range) out.range = range[2] ? { normal: Number(range[1]), long: Number(range[2]) } : { normal: Number(range[1]) };
  const byMode = MELEE_OR_RANGE_RE.exec(hit);
  if (byMode) {
    const d = notation(byMode[1], byMode[2], byMode[3]!);
    if (d) {
      out.rangedDamage = d;
      hit = hit.slice(byMode[0].length);
    }
  }
  for (let plus = PLUS_RE.exec(hit); plus; plus = PLUS_RE.exec(hit)) {
    const tail = hit.slice(plus[0].length);
    const d = notation(plus[1], plus[2], plus[3]!);
    // "plus 2 (1d4) damage if the attack roll had Advantage": conditional, kept as text.
    if (!d || /^\s*(?:if|when|while|against|on)\b/.test(tail)) break;
    damage = `${damage}+${d}`;
    if (out.rangedDamage) out.rangedDamage = `${out.rangedDamage}+${d}`;
    hit = tail;
  }
  out.damage = damage;
  const two = TWO_HANDS_RE.exec(hit);
  if (two) {
    const d = notation(two[1], two[2], two[3]!);
    if (d) {
      out.twoHandedDamage = d;
      hit = hit.slice(two[0].length);
    }
  }
  for (const sentence of hit.replace(/^\s*[.,]?\s*(?:and )?/, '').split(SENTENCE_RE)) {
    const s = sentence.trim();
    if (!s || s === '.') continue;
    const rider = parseRider(s, out.onHit);
    if (!rider) out.rest.push(s.replace(/^,\s*/, ''));
  }
  return out;
}

/** A sentence after the damage typed as a rider (pushed to `onHit`); false when it is not one the schema types. */
function parseRider(s: string, onHit: OnHit[]): boolean {
  const grapple = GRAPPLE_RE.exec(s);
  if (grapple && GRAPPLED_SENTENCE_RE.test(s)) {
    onHit.push({ kind: 'grapple', escapeDc: Number(grapple[1]) });
    return true;
  }
  if (RESTRAINED_RE.test(s) && /restrained[^}]*\}\.?$/.test(s)) {
    const g = onHit.find((r) => r.kind === 'grapple');
    if (g && g.kind === 'grapple') {
      g.restrained = true;
      return true;
    }
    return false;
  }
  const save = SAVE_RE.exec(s);
  if (!save) return false;
  const ability = ABILITY_BY_NAME[save[2]!]!;
  const dc = Number(save[1]);
  const cond = SAVE_COND_RE.exec(s);
  if (cond && isCondition(cond[1]!)) {
    const tail = s.slice(s.indexOf(cond[0]) + cond[0].length).trim();
    if (tail && tail !== '.') return false;
    onHit.push({ kind: 'save', ability, dc, condition: cond[1] });
    return true;
  }
  const dmg = SAVE_DMG_RE.exec(s);
  if (dmg) {
    const tail = s.slice(s.indexOf(dmg[0]) + dmg[0].length).trim();
    const d = notation(dmg[1], dmg[2], dmg[3]!);
    if (!d || (tail && tail !== '.')) return false;
    onHit.push(dmg[4] ? { kind: 'save', ability, dc, damage: d, halfOnSuccess: true } : { kind: 'save', ability, dc, damage: d });
    return true;
  }
  return false;
}
