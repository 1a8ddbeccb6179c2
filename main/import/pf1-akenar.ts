/**
 * A Pathfinder 1e creature as an Akenar sheet (issue #16): abilities, BAB, saves, HP and initiative
 * kept; armour becomes the catalogue's body armour and shield where the creature's text names one
 * (else the item with the same Pathfinder armour bonus), natural armour becomes innate CA, and each
 * attack the catalogue's weapon of the same name (else a copy of the Pathfinder attack). Every choice
 * is a warning in the report (`imp_ak_*`). Esquiva/Parada follow from Dex/Str and size (AK-DEF-01..03).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ref } from '../../shared/contract/result.js';
import { childPath, slugify } from '../../shared/import/report.js';
import { abilityMod, AKENAR_FEATS as FEATS, SIZE_MOD, type AkenarStats, type AkenarWeapon, type ArmourData, type Pf1Stats } from './pf1-tables.js';
import type { Conversion } from './types.js';

// The packaged app keeps resources/ under Electron's resourcesPath; the CLI, tests and dev runs under the working folder.
const packaged = (process as { resourcesPath?: string }).resourcesPath;
let catalogueFile = [...(packaged ? [path.join(packaged, 'resources')] : []), path.join(process.cwd(), 'resources')]
  .map((dir) => path.join(dir, 'akenar', 'equipment.json'))
  .find((f) => fs.existsSync(f)) ?? path.join(process.cwd(), 'resources', 'akenar', 'equipment.json');
type WeaponData = Omit<AkenarWeapon, 'magic'>;
/** The catalogue as the conversion reads it (the library schema checks every copy taken from it). */
interface Catalogue {
  armour: (ArmourData & { nameEn: string })[];
  weapons: (WeaponData & { nameEn: string })[];
}
const ARMOUR_KEYS = ['id', 'name', 'slot', 'ca', 'parryBonus', 'maxDex', 'checkPenalty', 'heavy', 'costGp'];
const WEAPON_KEYS = ['id', 'name', 'kind', 'damage', 'damageTypes', 'critRange', 'critMultiplier', 'pa', 'rangeIncrementM', 'subtle', 'reachM', 'hands', 'light', 'metalTipped'];
let cached: Catalogue | null = null;

/**
 * Where the bundled catalogue is (the host's resources folder); the default is Electron's resourcesPath or `resources/` under the working folder.
 * @public — for hosts and tests (knip: not used by the app itself)
 */
export function setAkenarCatalogueFile(file: string): void {
  catalogueFile = file;
  cached = null;
}

function catalogue(): Catalogue | null {
  if (cached) return cached;
  try {
    const raw = JSON.parse(fs.readFileSync(catalogueFile, 'utf8')) as Partial<Catalogue> | null;
    const ok = (xs: unknown) => Array.isArray(xs) && xs.every((x) => typeof x === 'object' && x !== null && typeof (x as { id?: unknown }).id === 'string' && typeof (x as { nameEn?: unknown }).nameEn === 'string');
    cached = raw && ok(raw.armour) && ok(raw.weapons) ? (raw as Catalogue) : null;
  } catch {
    cached = null;
  }
  return cached;
}

/** Pathfinder armour bonus of each catalogue body armour and shield (Core Rulebook table 6–6), for a creature whose armour is unnamed. */
const PF1_ARMOUR_BONUS: Readonly<Record<string, number>> = {
  acolchada: 1, 'justillo-de-cuero': 2, 'cuero-tachonado': 3, 'camisote-de-mallas': 4, 'armadura-de-pieles': 4, 'cota-de-escamas': 5, 'cota-de-mallas': 6,
  coraza: 6, 'armadura-laminada': 7, 'armadura-de-bandas': 7, 'armadura-de-placas': 8, 'armadura-completa': 9, rodela: 1, 'escudo-ligero': 1, 'escudo-pesado': 2, 'escudo-paves': 4,
};
/** Pathfinder spellings of the catalogue's English names. */
const ALIASES: readonly [RegExp, string][] = [
  [/\bchainmail\b/g, 'chain mail'], [/\barmor\b/g, 'armour'], [/\bleather armour\b/g, 'leather armour'], [/\bshort bow\b/g, 'shortbow'], [/\blong bow\b/g, 'longbow'],
  [/\blight (?:wooden|steel) shield\b/g, 'light shield'], [/\bheavy (?:wooden|steel) shield\b/g, 'heavy shield'], [/\blight crossbow\b/g, 'crossbow'], [/\bheavy crossbow\b/g, 'arbalest'],
];
const norm = (t: string) => ALIASES.reduce((s, [re, to]) => s.replace(re, to), t.toLowerCase());
/** The English names an item answers to: "leather armour (leather jerkin)" → both. */
const namesOf = (nameEn: string) => [nameEn.replace(/\s*\(.*\)\s*/, ''), ...(/\(([^)]*)\)/.exec(nameEn)?.[1]?.split(/ in the srd| or /i) ?? [])].map((n) => norm(n.trim())).filter((n) => n.length > 2);

function pick<T extends object>(item: object, keys: readonly string[]): T {
  return Object.fromEntries(Object.entries(item).filter(([k]) => keys.includes(k))) as T;
}

export const pf1ToAkenar: Conversion = {
  from: 'pf1',
  to: 'akenar',
  convert(entry, ctx) {
    const cat = catalogue();
    if (!cat) return { ok: false, path: ctx.path, ref: ref('imp_ak_no_catalogue', { file: catalogueFile }) };
    const s = entry.stats as Pf1Stats;
    const at = childPath(ctx.path);
    const text = norm(entry.notes ?? '');
    const lines: string[] = [];
    const clamp = (n: number, lo: number, hi: number) => Math.max(lo, Math.min(hi, n));
    ctx.warn(at, ref('imp_ak_kept', { hp: s.hpMax, bab: s.bab, fort: s.saves.fort, ref: s.saves.ref, will: s.saves.will }));
    // Armour: by name in the creature's text, longest name first (studded leather before leather), else by its Pathfinder bonus.
    const findNamed = (slot: ArmourData['slot']) =>
      cat.armour
        .filter((a) => a.slot === slot)
        .flatMap((a) => namesOf(a.nameEn).map((n) => ({ a, n })))
        .sort((x, y) => y.n.length - x.n.length)
        .find((x) => new RegExp(`\\b${x.n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(text))?.a;
    const armourFor = (slot: 'body' | 'shield', bonus: number): ArmourData | null => {
      if (bonus <= 0) return null;
      const named = findNamed(slot);
      if (named) {
        ctx.warn(childPath(at, 'ac', slot === 'body' ? 'armor' : 'shield'), ref('imp_ak_armour_named', { name: named.name, ca: named.ca, parry: named.parryBonus ?? 0 }));
        return pick<ArmourData>(named, ARMOUR_KEYS);
      }
      const byBonus = cat.armour.find((a) => a.slot === slot && PF1_ARMOUR_BONUS[a.id] === bonus);
      if (!byBonus) {
        ctx.warn(childPath(at, 'ac', slot === 'body' ? 'armor' : 'shield'), ref('imp_ak_armour_none', { bonus }));
        return null;
      }
      ctx.warn(childPath(at, 'ac', slot === 'body' ? 'armor' : 'shield'), ref('imp_ak_armour_by_bonus', { bonus, name: byBonus.name, ca: byBonus.ca, parry: byBonus.parryBonus ?? 0 }));
      return pick<ArmourData>(byBonus, ARMOUR_KEYS);
    };
    const body = armourFor('body', s.ac.armor ?? 0);
    const shield = armourFor('shield', s.ac.shield ?? 0);
    const innateCa = clamp(s.ac.natural ?? 0, 0, 40);
    if (innateCa) ctx.warn(childPath(at, 'ac', 'natural'), ref('imp_ak_innate', { value: innateCa }));
    for (const k of ['deflection', 'misc'] as const) if (s.ac[k]) ctx.warn(childPath(at, 'ac', k), ref('imp_ak_ac_dropped', { kind: `@imp_ak_ac_kind_${k}`, value: s.ac[k] ?? 0 }));
    const dodgeBonus = clamp(s.ac.dodge ?? 0, 0, 40);
    const base = 10 + SIZE_MOD[s.size];
    ctx.warn(childPath(at, 'ac'), ref('imp_ak_defences', { esquiva: base + Math.min(abilityMod(s.abilities.dex), body?.maxDex ?? 99, shield?.maxDex ?? 99) + dodgeBonus, parada: base + abilityMod(s.abilities.str) + (shield?.parryBonus ?? 0) }));
    const feats = FEATS.filter((f) => (s.feats as readonly string[]).includes(f));
    for (const f of s.feats.filter((x) => !(FEATS as readonly string[]).includes(x))) ctx.warn(childPath(at, 'feats'), ref('imp_ak_feat_dropped', { name: f }));
    // Weapons: the catalogue's by English name; natural attacks and unknown weapons as copies of the Pathfinder attack.
    const weapons: AkenarWeapon[] = [];
    s.attacks.forEach((a, i) => {
      const name = norm(a.name.replace(/\s+\d+$/, '').replace(/^(?:\+\d+\s+|broken\s+|masterwork\s+)/i, ''));
      const known = a.kind === 'natural' ? undefined : cat.weapons.find((w) => namesOf(w.nameEn).includes(name));
      const path = childPath(at, 'attacks', i);
      if (known) {
        if (weapons.some((w) => w.id === known.id)) return;
        weapons.push({ ...pick<WeaponData>(known, WEAPON_KEYS), magic: 0 });
        ctx.warn(path, ref('imp_ak_weapon_catalogue', { name: a.name, weapon: known.name, damage: known.damage, pf: a.damage }));
        return;
      }
      const dice = /^(\d{1,2})d(\d{1,3})/.exec(a.damage);
      const die = dice && [2, 3, 4, 6, 8, 10, 12, 20].includes(Number(dice[2])) ? `${dice[1]}d${dice[2]}` : null;
      if (!die) return void ctx.warn(path, ref('imp_ak_weapon_dropped', { name: a.name }));
      const ranged = a.kind === 'ranged' || a.kind === 'thrown';
      const copy: WeaponData = {
        id: slugify(a.id, 40), name: a.name, kind: a.kind === 'ranged' ? 'projectile' : a.kind === 'thrown' ? 'thrown' : 'melee', damage: die, damageTypes: [a.damageType],
        critRange: { min: a.critRange }, critMultiplier: a.critMultiplier, pa: 0, ...(ranged ? { rangeIncrementM: Math.max(1, Math.round((a.range * 0.3))) } : {}),
        subtle: false, reachM: (a.reach ?? 5) >= 10 ? 2 : 1, hands: a.hands === 'two' ? 2 : 1, light: a.hands === 'light' || a.kind === 'natural',
      };
      if (weapons.some((w) => w.id === copy.id)) return;
      weapons.push({ ...copy, magic: 0 });
      ctx.warn(path, ref(a.kind === 'natural' ? 'imp_ak_weapon_natural' : 'imp_ak_weapon_copied', { name: a.name, damage: die }));
    });
    if (s.attacks.some((a) => a.bonus !== 0 || a.damageBonus !== 0)) ctx.warn(childPath(at, 'attacks'), ref('imp_ak_attack_bonus_dropped'));
    const natural = s.attacks.some((a) => a.kind === 'natural');
    const critImmune = /\b(?:undead|construct|ooze|elemental|plant)\b/.test(entry.type ?? '');
    if (critImmune) ctx.warn(at, ref('imp_ak_crit_immune', { type: entry.type ?? '' }));
    const speedM = Math.round(s.speed * 0.3);
    ctx.warn(childPath(at, 'speed'), ref('imp_ak_speed', { ft: s.speed, m: speedM }));
    lines.push(`Speed: ${s.speed} ft. (${speedM} m)`);
    const stats: AkenarStats = {
      system: 'akenar', v: 1, abilities: { str: clamp(s.abilities.str, 0, 40), dex: clamp(s.abilities.dex, 0, 40), con: clamp(s.abilities.con, 0, 40), int: clamp(s.abilities.int, 0, 40), wis: clamp(s.abilities.wis, 0, 40), cha: clamp(s.abilities.cha, 0, 40) },
      size: s.size, hpMax: s.hpMax, baseAttack: clamp(s.bab, 0, 40), dodgeBonus, parryBonus: 0, fortitude: clamp(s.saves.fort, -10, 40), reflex: clamp(s.saves.ref, -10, 40), will: clamp(s.saves.will, -10, 40),
      initiative: s.initiative, innateCa, feats, critImmune, natural, improvisedParry: false, armour: { body, helmet: null, shield }, weapons: weapons.slice(0, 16),
    };
    return {
      ok: true,
      entry: { ...entry, sourceId: `akenar:${entry.sourceId}`, system: 'akenar', stats, notes: [entry.notes, ...lines].filter(Boolean).join('\n') },
    };
  },
};
