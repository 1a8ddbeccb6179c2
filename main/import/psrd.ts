/**
 * PSRD-Data Pathfinder 1e creatures (devonjones/PSRD-Data, bestiary/creature/*.json; issue #16): one
 * object per creature where every value is a string as the book prints it ("17, touch 12, flat-footed
 * 15 (+5 natural, +2 Dex)", "13 (2d8+4)", "+17/+12/+7 (1d6+3/15–20)"). Each line is parsed into the
 * Pathfinder stat block; what it has no field for goes to the notes with a warning.
 */
import { ref } from '../../shared/contract/result.js';
import { childPath } from '../../shared/import/report.js';
import { abilityMod, pf1Derived as derivePf1, PF1_FEATS, PF1_NATURAL_REACH, SIZES, type Pf1Feat, type Pf1Size as Size, type Pf1Stats } from './pf1-tables.js';
import { parseAttackLine, toPf1Attacks, type PrintedAttack } from './psrd-attacks.js';
import type { ReadContext, Reader, ReadOutcome } from './types.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown) => (typeof v === 'string' ? v.replace(/&[a-z]+;/g, (e) => ({ '&times;': '×', '&ndash;': '–', '&mdash;': '—', '&amp;': '&' })[e] ?? e).trim() : undefined);
const signedInt = (s: string | undefined) => {
  const m = s ? /^\s*([+-−–]?\d+)/.exec(s) : null;
  return m ? Number(m[1]!.replace(/[−–]/g, '-')) : null;
};

/** Fields kept in the notes, with the label each line starts with. */
const NOTE_FIELDS: Readonly<Record<string, string>> = {
  level: 'Class', senses: 'Senses', aura: 'Aura', defensive_abilities: 'Defensive abilities', dr: 'DR', immune: 'Immune', resist: 'Resist', sr: 'SR',
  weaknesses: 'Weaknesses', special_attacks: 'Special attacks', spell_like_abilities: 'Spell-like abilities', skills: 'Skills',
  racial_modifiers: 'Racial modifiers', languages: 'Languages', special_qualities: 'SQ', gear: 'Gear', treasure: 'Treasure',
};
/** Metadata: the book's page, text and ecology (docs/import/psrd.md lists them as not read). */
const META = new Set(['url', 'source', 'xp', 'type', 'sections', 'description', 'environment', 'organization', 'alignment', 'subtype']);
const READ = new Set([
  'name', 'strength', 'dexterity', 'constitution', 'intelligence', 'wisdom', 'charisma', 'size', 'hp', 'base_attack', 'fortitude', 'reflex', 'will', 'ac', 'speed',
  'init', 'cmb', 'cmd', 'feats', 'melee', 'ranged', 'cr', 'creature_type', 'creature_subtype', 'space', 'reach',
]);
const ABILITIES = [['str', 'strength'], ['dex', 'dexterity'], ['con', 'constitution'], ['int', 'intelligence'], ['wis', 'wisdom'], ['cha', 'charisma']] as const;
const AC_TYPES: Readonly<Record<string, keyof Pf1Stats['ac']>> = { armor: 'armor', armour: 'armor', shield: 'shield', natural: 'natural', deflection: 'deflection', dodge: 'dodge' };

/** Armour category by the name the gear or treasure gives (Core Rulebook table 6–6). */
const ARMOUR: readonly [RegExp, Pf1Stats['armor']][] = [
  [/\b(?:padded|studded leather|leather|chain shirt)\b/i, 'light'], [/\b(?:hide|scale mail|chainmail|breastplate)\b/i, 'medium'],
  [/\b(?:splint mail|banded mail|half-plate|full plate)\b/i, 'heavy'],
];

export function armourCategory(text: string): Pf1Stats['armor'] | null {
  for (const [re, cat] of ARMOUR) if (re.test(text)) return cat;
  return null;
}

/** "Improved InitiativeB" → its PF1_FEATS id, or null. */
export function featId(name: string): Pf1Feat | null {
  const words = name.replace(/\(.*\)/, '').replace(/(?<=[a-z])B$/, '').trim().toLowerCase().split(/[\s-]+/);
  const id = words.map((w, i) => (i === 0 ? w : w.charAt(0).toUpperCase() + w.slice(1))).join('');
  return PF1_FEATS.find((f) => f === id) ?? null;
}

/** "1/3" → 0.333…, "3" → 3. */
export function crNumber(text: string | undefined): number | undefined {
  const m = text ? /^\s*(\d+)(?:\s*\/\s*(\d+))?\s*$/.exec(text) : null;
  if (!m) return undefined;
  return m[2] ? Number(m[1]) / Number(m[2]) : Number(m[1]);
}

function refuse(ctx: ReadContext, field: string): ReadOutcome {
  return { ok: false, path: childPath(ctx.path, field), ref: ref('imp_missing_required', { field }) };
}

export const psrdReader: Reader = {
  id: 'psrd',
  system: 'pf1',
  detect(r) {
    return isObject(r) && typeof r.hp === 'string' && typeof r.ac === 'string' && typeof r.base_attack === 'string' && typeof r.fortitude === 'string';
  },
  read(raw, ctx) {
    const r = raw as Record<string, unknown>;
    const at = (k: string) => childPath(ctx.path, k);
    const notes: string[] = [];
    // No printed line is this long: a mutant or a pasted page is refused rather than parsed for seconds.
    for (const [k, v] of Object.entries(r)) {
      if (!META.has(k) && typeof v === 'string' && v.length > 4000) return { ok: false, path: at(k), ref: ref('imp_invalid_field', { issue: `longer than 4000 characters (${v.length})` }) };
    }
    const name = str(r.name);
    if (!name) return refuse(ctx, 'name');
    const hp = /^\s*(\d+)\s*(?:\(([^)]*)\))?\s*(.*)$/.exec(str(r.hp) ?? '');
    if (!hp || Number(hp[1]) < 1) return refuse(ctx, 'hp');
    if (hp[3]) {
      ctx.warn(at('hp'), ref('imp_read_as_note', { value: str(r.hp)!, read: hp[1]!, note: hp[3].replace(/^[;,]\s*/, '') }));
      notes.push(`HP: ${hp[3].replace(/^[;,]\s*/, '')}`);
    }
    const acText = str(r.ac) ?? '';
    const acTotal = signedInt(acText);
    if (acTotal === null) return refuse(ctx, 'ac');
    const bab = signedInt(str(r.base_attack));
    if (bab === null || bab < 0) return refuse(ctx, 'base_attack');
    const saves = { fort: signedInt(str(r.fortitude)), ref: signedInt(str(r.reflex)), will: signedInt(str(r.will)) };
    for (const [k, field] of [['fort', 'fortitude'], ['ref', 'reflex'], ['will', 'will']] as const) {
      if (saves[k] === null) return refuse(ctx, field);
      const rest = /^\s*[+-−–]?\d+\s*(.+)$/.exec(str(r[field])!)?.[1];
      if (rest) {
        ctx.warn(at(field), ref('imp_read_as_note', { value: str(r[field])!, read: String(saves[k]), note: rest }));
        notes.push(`${field.charAt(0).toUpperCase() + field.slice(1)}: ${rest}`);
      }
    }
    const abilities = { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 };
    for (const [k, field] of ABILITIES) {
      const text = str(r[field]);
      if (text === '-' || text === '—') {
        abilities[k] = 0;
        ctx.warn(at(field), ref('imp_read_as', { value: text, read: '0' }));
      } else if (text !== undefined && /^\d+$/.test(text)) abilities[k] = Number(text);
      else if (text === undefined) ctx.warn(at(field), ref('imp_default', { value: '10' }));
      else return refuse(ctx, field);
    }
    const sizeText = str(r.size)?.toLowerCase();
    let size: Size = 'medium';
    if (sizeText && (SIZES as readonly string[]).includes(sizeText)) size = sizeText as Size;
    else ctx.warn(at('size'), ref('imp_default', { value: 'medium' }));

    // AC bonuses by type from the parenthesis; Dex and size come from the abilities and size.
    const ac: Pf1Stats['ac'] = { armor: 0, shield: 0, natural: 0, deflection: 0, dodge: 0, misc: 0 };
    const parts = /\(([^)]*)\)/.exec(acText)?.[1] ?? '';
    for (const part of parts.split(/,\s*/).filter(Boolean)) {
      const m = /^([+-−–]\d+)\s+(.+)$/.exec(part.trim());
      const type = m?.[2]!.toLowerCase();
      if (!m || !type) {
        ctx.warn(at('ac'), ref('imp_extra_ignored', { value: part }));
        continue;
      }
      const v = Number(m[1]!.replace(/[−–]/g, '-'));
      const key = AC_TYPES[type];
      if (key) ac[key] = (ac[key] ?? 0) + v;
      else if (type === 'dex') {
        if (v < abilityMod(abilities.dex)) {
          ac.maxDex = Math.max(0, v);
          ctx.warn(at('ac'), ref('imp_read_as', { value: part, read: `max Dex ${ac.maxDex}` }));
        }
      } else if (type !== 'size') {
        ac.misc = (ac.misc ?? 0) + v;
        ctx.warn(at('ac'), ref('imp_read_as', { value: part, read: `misc ${v >= 0 ? '+' : ''}${v}` }));
      }
    }
    const speed = readSpeed(str(r.speed), at('speed'), ctx, notes);
    const gearText = `${str(r.gear) ?? ''} ${str(r.treasure) ?? ''}`;
    let armor: Pf1Stats['armor'] = 'none';
    if ((ac.armor ?? 0) > 0) {
      const cat = armourCategory(gearText);
      if (cat) armor = cat;
      else {
        armor = 'light';
        ctx.warn(at('ac'), ref('imp_default', { value: 'light armour' }));
      }
    }
    const feats: Pf1Feat[] = [];
    const unmapped: string[] = [];
    for (const f of (str(r.feats) ?? '').split(/,\s*(?![^(]*\))/).map((x) => x.trim()).filter(Boolean)) {
      const id = featId(f);
      if (id && !feats.includes(id)) feats.push(id);
      else if (!id) {
        unmapped.push(f.replace(/(?<=[a-z])B$/, ''));
        ctx.warn(at('feats'), ref('imp_pf_feat_note', { name: f.replace(/(?<=[a-z])B$/, '') }));
      }
    }
    if (unmapped.length) notes.push(`Feats: ${unmapped.join(', ')}`);
    const stats: Pf1Stats = {
      system: 'pf1', v: 1, abilities, size, hpMax: Number(hp[1]), bab, saves: saves as Pf1Stats['saves'], ac, armor, ...speed, initiative: 0, cmbMisc: 0, cmdMisc: 0,
      feats, attacks: [], concentrationMisc: 0,
    };
    const init = signedInt(str(r.init));
    if (init === null) ctx.warn(at('init'), ref('imp_default', { value: `Dex ${abilityMod(abilities.dex)}` }));
    else stats.initiative = init - abilityMod(abilities.dex);
    const d = derivePf1(stats);
    if (d.ac !== acTotal) {
      ac.misc = (ac.misc ?? 0) + acTotal - d.ac;
      ctx.warn(at('ac'), ref('imp_pf_ac_mismatch', { printed: acTotal, sum: d.ac }));
    }
    const cmb = signedInt(str(r.cmb));
    if (cmb !== null) stats.cmbMisc = cmb - d.cmb;
    const cmdText = str(r.cmd);
    const cmd = signedInt(cmdText);
    if (cmd !== null) stats.cmdMisc = cmd - d.cmd;
    const cmdRest = cmdText && /^\s*\d+\s*\((.+)\)/.exec(cmdText)?.[1];
    if (cmdRest) {
      ctx.warn(at('cmd'), ref('imp_read_as_note', { value: cmdText, read: String(cmd), note: cmdRest }));
      notes.push(`CMD: ${cmdRest}`);
    }
    for (const k of ['space', 'reach'] as const) {
      const v = str(r[k]);
      if (v === undefined) continue;
      const ft = signedInt(v);
      const expected = k === 'reach' ? PF1_NATURAL_REACH[size] : ({ fine: 0.5, diminutive: 1, tiny: 2.5, small: 5, medium: 5, large: 10, huge: 15, gargantuan: 20, colossal: 30 } as const)[size];
      if (ft !== expected) {
        ctx.warn(at(k), ref('imp_field_unmapped', { value: v }));
        notes.push(`${k === 'reach' ? 'Reach' : 'Space'}: ${v}`);
      }
    }
    const printed: PrintedAttack[] = [];
    for (const line of ['melee', 'ranged'] as const) {
      const text = str(r[line]);
      if (text) printed.push(...parseAttackLine(text, line, at(line), ctx, notes));
    }
    stats.attacks = toPf1Attacks(printed, stats, ctx, notes).slice(0, 16);
    if (printed.reduce((n, p) => n + p.count, 0) > 16) ctx.warn(at('melee'), ref('imp_extra_ignored', { value: 'attacks beyond 16' }));
    for (const [k, v] of Object.entries(r)) {
      if (READ.has(k) || META.has(k)) continue;
      const text = str(v);
      if (text !== undefined && text !== '') {
        notes.push(`${NOTE_FIELDS[k] ?? k}: ${text}`);
        ctx.warn(at(k), ref('imp_field_unmapped', { value: text.slice(0, 120) }));
      } else if (text === undefined) ctx.warn(at(k), ref('imp_extra_ignored', { value: k }));
    }
    const type = str(r.creature_type)?.toLowerCase();
    const sub = str(r.creature_subtype)?.toLowerCase();
    const cr = crNumber(str(r.cr));
    if (r.cr !== undefined && cr === undefined) ctx.warn(at('cr'), ref('imp_extra_ignored', { value: JSON.stringify(r.cr) }));
    return {
      ok: true,
      entry: {
        sourceId: str(r.url) ?? name, name: name.slice(0, 80), kind: 'monster', system: 'pf1', stats,
        ...(type ? { type: sub ? `${type} (${sub})` : type } : {}), ...(cr === undefined ? {} : { cr }),
        ...(notes.length ? { notes: notes.join('\n') } : {}), licence: `Pathfinder RPG ${str(r.source) ?? 'Bestiary'}, OGL 1.0a`,
      },
    };
  },
};

/** "30 ft., climb 20 ft., fly 60 ft. (good)": land, climb, swim, fly; burrow and manoeuvrability go to the notes. */
function readSpeed(text: string | undefined, path: string, ctx: ReadContext, notes: string[]): Pick<Pf1Stats, 'speed' | 'climb' | 'swim' | 'fly'> {
  const out: Pick<Pf1Stats, 'speed' | 'climb' | 'swim' | 'fly'> = { speed: 30 };
  if (!text) {
    ctx.warn(path, ref('imp_default', { value: '30 ft.' }));
    return out;
  }
  const rest: string[] = [];
  text.split(/,\s*(?![^(]*\))/).forEach((part, i) => {
    const m = /^(?:(climb|swim|fly|burrow)\s+)?(\d+)\s*ft\.?\s*(.*)$/i.exec(part.trim());
    if (!m) return void rest.push(part.trim());
    const mode = m[1]?.toLowerCase();
    const ft = Math.min(Number(m[2]), mode === 'fly' ? 400 : 200);
    if (m[3]) rest.push(`${mode ?? 'land'} ${m[3]}`);
    if (!mode && i === 0) out.speed = ft;
    else if (mode === 'climb' || mode === 'swim' || mode === 'fly') out[mode] = ft;
    else rest.push(part.trim());
  });
  if (rest.length) {
    ctx.warn(path, ref('imp_read_as_note', { value: text, read: `${out.speed} ft.`, note: rest.join('; ') }));
    notes.push(`Speed: ${rest.join('; ')}`);
  }
  return out;
}
