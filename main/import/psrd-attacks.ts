/**
 * Pathfinder 1e attacks as a book prints them ("2 claws +5 (1d4+2/19–20)") turned into the stat
 * block's parts (issue #16): the printed to-hit minus BAB, ability and size is the attack's own
 * bonus; the printed flat damage minus the Strength the engine adds is its damage bonus. Shared by
 * the PSRD-Data and Foundry pf1 readers.
 */
import { ref } from '../../shared/contract/result.js';
import { childPath, slugify } from '../../shared/import/report.js';
import { abilityMod, SIZE_MOD as PF1_SIZE_MOD, type Pf1Attack, type Pf1Stats } from './pf1-tables.js';
import type { ReadContext } from './types.js';

type DamageType = Pf1Attack['damageType'];
interface Weapon { hands: Pf1Attack['hands']; type: DamageType; thrown?: number; range?: number; crossbow?: boolean }

/** Manufactured weapons of the Core Rulebook a bestiary uses: hands, damage type, range increment in ft. */
const WEAPONS: Readonly<Record<string, Weapon>> = {
  dagger: { hands: 'light', type: 'piercing', thrown: 10 }, 'short sword': { hands: 'light', type: 'piercing' }, handaxe: { hands: 'light', type: 'slashing' },
  'light mace': { hands: 'light', type: 'bludgeoning' }, sickle: { hands: 'light', type: 'slashing' }, kukri: { hands: 'light', type: 'slashing' },
  'light hammer': { hands: 'light', type: 'bludgeoning', thrown: 20 }, 'throwing axe': { hands: 'light', type: 'slashing', thrown: 10 },
  scimitar: { hands: 'one', type: 'slashing' }, longsword: { hands: 'one', type: 'slashing' }, rapier: { hands: 'one', type: 'piercing' },
  battleaxe: { hands: 'one', type: 'slashing' }, warhammer: { hands: 'one', type: 'bludgeoning' }, 'heavy mace': { hands: 'one', type: 'bludgeoning' },
  morningstar: { hands: 'one', type: 'bludgeoning' }, flail: { hands: 'one', type: 'bludgeoning' }, club: { hands: 'one', type: 'bludgeoning', thrown: 10 },
  shortspear: { hands: 'one', type: 'piercing', thrown: 20 }, javelin: { hands: 'one', type: 'piercing', thrown: 30 }, trident: { hands: 'one', type: 'piercing', thrown: 10 },
  'bastard sword': { hands: 'one', type: 'slashing' }, 'dwarven waraxe': { hands: 'one', type: 'slashing' },
  falchion: { hands: 'two', type: 'slashing' }, greatsword: { hands: 'two', type: 'slashing' }, greataxe: { hands: 'two', type: 'slashing' },
  greatclub: { hands: 'two', type: 'bludgeoning' }, 'heavy flail': { hands: 'two', type: 'bludgeoning' }, halberd: { hands: 'two', type: 'slashing' },
  spear: { hands: 'two', type: 'piercing', thrown: 20 }, longspear: { hands: 'two', type: 'piercing' }, quarterstaff: { hands: 'two', type: 'bludgeoning' },
  glaive: { hands: 'two', type: 'slashing' }, scythe: { hands: 'two', type: 'slashing' }, 'earth breaker': { hands: 'two', type: 'bludgeoning' },
  sling: { hands: 'one', type: 'bludgeoning', range: 50 }, shortbow: { hands: 'two', type: 'piercing', range: 60 }, longbow: { hands: 'two', type: 'piercing', range: 100 },
  'light crossbow': { hands: 'two', type: 'piercing', range: 80, crossbow: true }, 'heavy crossbow': { hands: 'two', type: 'piercing', range: 120, crossbow: true },
  'hand crossbow': { hands: 'one', type: 'piercing', range: 30, crossbow: true }, dart: { hands: 'light', type: 'piercing', thrown: 20 },
};
/** Natural attacks and their damage type (the one the schema keeps when the book gives several). */
const NATURAL: Readonly<Record<string, DamageType>> = {
  bite: 'piercing', claw: 'slashing', gore: 'piercing', slam: 'bludgeoning', 'tail slap': 'bludgeoning', tail: 'bludgeoning', wing: 'bludgeoning',
  hoof: 'bludgeoning', sting: 'piercing', tentacle: 'bludgeoning', talon: 'slashing', pincer: 'bludgeoning', tusk: 'piercing', 'unarmed strike': 'bludgeoning',
};

/** "short bow" → "shortbow"; "broken scimitar" → "scimitar"; "claws" → "claw". */
function baseName(name: string): string {
  let n = name.toLowerCase().replace(/^(?:\+\d+\s+|masterwork\s+|mwk\s+|broken\s+|composite\s+|small\s+|large\s+)+/g, '').trim();
  n = n.replace(/^short bow$/, 'shortbow').replace(/^long bow$/, 'longbow');
  if (!(n in WEAPONS) && !(n in NATURAL)) {
    const single = n.replace(/(?:ves)$/, 'f').replace(/(?:es|s)$/, '');
    if (single in NATURAL || single in WEAPONS) return single;
    if (n === 'hooves') return 'hoof';
  }
  return n;
}

/** One attack as printed: its name, count, to-hit steps, dice and flat damage, critical, and what follows the damage. */
export interface PrintedAttack {
  name: string;
  count: number;
  line: 'melee' | 'ranged';
  bonus: number;
  dice: string;
  flat: number;
  critRange: number;
  critMultiplier: number;
  /** "plus trip", "plus 1d6 fire": kept in the notes. */
  rider?: string;
  /** The alternative routine it belongs to (0: the first, 1: after "or"…). */
  routine: number;
  /** Whether the source says it: Foundry's `attackType: natural`, `primaryAttack: false`; PSRD: undefined. */
  natural?: boolean;
  secondary?: boolean;
  /** Range increment given by the source (Foundry). */
  range?: number;
  path: string;
}

/** Splits at `sep` outside parentheses. */
function splitTop(text: string, sep: RegExp): string[] {
  const out: string[] = [];
  let depth = 0;
  let cur = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (ch === '(') depth++;
    if (ch === ')') depth = Math.max(0, depth - 1);
    if (depth === 0) {
      sep.lastIndex = i;
      const m = sep.exec(text);
      if (m) {
        out.push(cur);
        cur = '';
        i += m[0].length - 1;
        continue;
      }
    }
    cur += ch;
  }
  out.push(cur);
  return out.map((s) => s.trim()).filter(Boolean);
}

const ATTACK = /^(?:(\d+)\s+)?(.+?)\s+([+-−–]\d+(?:\/[+-−–]\d+)*)\s*(?:(touch)\s*)?\((.+)\)$/;
const DAMAGE = /^(\d{1,2}d\d{1,3})(?:\s*([+-−–])\s*(\d{1,3}))?(?:\/(\d{1,2})\s*[-–—]\s*20)?(?:\/(?:[×x]|&times;)\s*(\d))?(?:\s+(.*))?$/;
const num = (s: string) => Number(s.replace(/[−–]/g, '-'));

/**
 * The attacks of a PSRD `melee`/`ranged` line. Unreadable parts are warned (`imp_attack_unparsed`)
 * and kept in `unread` for the notes.
 */
export function parseAttackLine(text: string, line: 'melee' | 'ranged', path: string, ctx: ReadContext, unread: string[]): PrintedAttack[] {
  const out: PrintedAttack[] = [];
  const clean = text.replace(/&times;/g, '×').replace(/\s+/g, ' ').trim();
  // A line longer than any stat block's (a mutant, a pasted page) is kept as text, not parsed.
  if (clean.length > 2000) {
    ctx.warn(path, ref('imp_attack_unparsed', { text: `${clean.slice(0, 80)}…` }));
    unread.push(`${line === 'melee' ? 'Melee' : 'Ranged'}: ${clean.slice(0, 2000)}`);
    return out;
  }
  splitTop(clean, /\s+or\s+/y).forEach((routine, r) => {
    for (const part of splitTop(routine, /,\s*/y)) {
      const m = ATTACK.exec(part);
      const d = m ? DAMAGE.exec(m[5]!.trim()) : null;
      if (!m || !d) {
        ctx.warn(path, ref('imp_attack_unparsed', { text: part }));
        unread.push(`${line === 'melee' ? 'Melee' : 'Ranged'}: ${part}`);
        continue;
      }
      const steps = m[3]!.split('/').map(num);
      if (steps.length > 1) ctx.warn(path, ref('imp_pf_iteratives', { text: m[3]!, first: steps[0]! }));
      if (m[4]) ctx.warn(path, ref('imp_read_as', { value: part, read: 'touch → normal attack' }));
      out.push({
        name: m[2]!.trim(), count: m[1] ? Number(m[1]) : 1, line, bonus: steps[0]!, dice: d[1]!, flat: d[3] ? num(`${d[2]}${d[3]}`) : 0,
        critRange: d[4] ? Number(d[4]) : 20, critMultiplier: d[5] ? Number(d[5]) : 2, ...(d[6] ? { rider: d[6].trim() } : {}), routine: r, path,
      });
    }
  });
  return out;
}

const cap = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/**
 * The stat block's attacks for the printed ones, given the rest of the stat block (abilities, BAB,
 * size): each printed number is kept exactly (the engine's preview shows the same to-hit and damage).
 * A natural attack beside a weapon, or printed 5 below its primary bonus, is secondary.
 */
export function toPf1Attacks(printed: readonly PrintedAttack[], s: Pick<Pf1Stats, 'abilities' | 'bab' | 'size'>, ctx: ReadContext, notes: string[]): Pf1Attack[] {
  const str = abilityMod(s.abilities.str);
  const dex = abilityMod(s.abilities.dex);
  const size = PF1_SIZE_MOD[s.size];
  const kinds = printed.map((p) => {
    const base = baseName(p.name);
    const weapon = WEAPONS[base];
    const natural = p.natural ?? (base in NATURAL && !weapon);
    return { p, base, weapon, natural };
  });
  const routinesWithWeapons = new Set(kinds.filter((k) => !k.natural && k.p.line === 'melee').map((k) => k.p.routine));
  const naturalCount = kinds.filter((k) => k.natural).reduce((n, k) => n + k.p.count, 0);
  const out: Pf1Attack[] = [];
  const ids = new Set<string>();
  for (const { p, base, weapon, natural } of kinds) {
    const ranged = p.line === 'ranged';
    const thrown = ranged && weapon?.thrown !== undefined;
    const kind: Pf1Attack['kind'] = natural ? 'natural' : ranged ? (thrown ? 'thrown' : 'ranged') : 'melee';
    const ability = ranged ? dex : str;
    let secondary = natural && (p.secondary ?? (routinesWithWeapons.has(p.routine) || p.bonus === s.bab + ability + size - 5));
    if (p.secondary === undefined && natural && secondary && p.bonus === s.bab + ability + size) secondary = false;
    const expected = s.bab + ability + size + (secondary ? -5 : 0);
    const factor = kind === 'ranged' ? 0 : secondary ? 0.5 : natural && naturalCount === 1 ? 1.5 : kind === 'melee' && weapon?.hands === 'two' ? 1.5 : 1;
    const strDamage = factor === 0 ? 0 : str <= 0 ? str : Math.floor(str * factor);
    let type: DamageType = natural ? (NATURAL[base] ?? 'bludgeoning') : (weapon?.type ?? 'slashing');
    if (!weapon && !(base in NATURAL)) {
      type = 'slashing';
      ctx.warn(p.path, ref('imp_pf_weapon_unknown', { name: p.name }));
    }
    let range = 0;
    if (kind === 'ranged' || kind === 'thrown') {
      range = p.range ?? weapon?.thrown ?? weapon?.range ?? 0;
      if (!range) {
        range = 30;
        ctx.warn(p.path, ref('imp_default', { value: `${p.name}: range increment 30 ft` }));
      }
    }
    if (p.rider) {
      ctx.warn(p.path, ref('imp_field_unmapped', { value: `${p.name}: ${p.rider}` }));
      notes.push(`${cap(p.name)}: ${p.rider}`);
    }
    for (let n = 1; n <= p.count; n++) {
      const label = p.count > 1 ? `${cap(p.name)} ${n}` : cap(p.name);
      let id = slugify(label, 40);
      for (let k = 2; ids.has(id); k++) id = `${slugify(label, 36)}-${k}`;
      ids.add(id);
      const a: Pf1Attack = {
        id, name: label.slice(0, 60), kind, hands: natural ? 'one' : (weapon?.hands ?? 'one'), natural: secondary ? 'secondary' : 'primary',
        damage: p.dice, damageType: type, bonus: p.bonus - expected, damageBonus: p.flat - strDamage, critRange: p.critRange, critMultiplier: p.critMultiplier,
        reachWeapon: false, range, crossbow: weapon?.crossbow ?? false, sheathed: false,
        ...(natural ? { limb: slugify(`${base}-${n}`, 24) } : {}),
      };
      if (a.bonus !== 0 || a.damageBonus !== 0) ctx.warn(p.path, ref('imp_pf_attack_split', { name: label, bonus: signed(p.bonus), own: signed(a.bonus), damage: signed(a.damageBonus) }));
      if (secondary && p.secondary === undefined) ctx.warn(p.path, ref('imp_pf_secondary', { name: label }));
      out.push(a);
    }
  }
  if (kinds.some((k) => k.p.routine > 0)) ctx.warn(childPath(ctx.path, 'melee'), ref('imp_pf_alternative'));
  return out;
}
