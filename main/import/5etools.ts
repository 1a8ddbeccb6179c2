/**
 * 5e.tools bestiary reader (issue #16): `{"monster": [...]}` files and single records, 2014 and 2024
 * stat blocks, `_copy` inheritance. See docs/import/5etools.md for what is mapped, warned and not read.
 */
import { ref } from '../../shared/contract/result.js';
import { childPath } from '../../shared/import/report.js';
import { ABILITIES, CHALLENGE_RATINGS, CONDITION_IDS, DAMAGE_TYPES, HIT_DICE_RE, SKILLS, type DamageRule, type Size as Dnd5eSize, str } from './5etools-vocab.js';
import { readActions } from './5etools-actions.js';
import { resolveCopy } from './5etools-copy.js';
import { renderText } from './5etools-text.js';
import type { ReadContext, Reader } from './types.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

const SIZE: Readonly<Record<string, Dnd5eSize>> = { T: 'tiny', S: 'small', M: 'medium', L: 'large', H: 'huge', G: 'gargantuan' };
const SPEEDS = ['walk', 'fly', 'swim', 'climb', 'burrow'] as const;
const SKILL_KEYS: ReadonlyMap<string, string> = new Map(SKILLS.map((s) => [s.replace(/[A-Z]/g, (c) => ` ${c.toLowerCase()}`), s]));
const BONUS_RE = /^\s*([+-−]?\s*\d+)\s*$/;
const DARKVISION_RE = /^darkvision (\d+) ?ft\.?$/i;
const FRACTION_RE = /^(\d+)\/(\d+)$/;
/** Fields that describe the record, not the creature (book page, tokens, search tags): not read. */
const METADATA = new Set([
  'source', 'page', 'srd', 'srd52', 'basicRules', 'basicRules2024', 'reprintedAs', 'otherSources', 'additionalSources', 'referenceSources',
  'hasToken', 'hasFluff', 'hasFluffImages', 'tokenUrl', 'token', 'tokenCredit', 'foundryImg', 'soundClip', 'altArt', 'environment', 'treasure',
  'group', 'attachedItems', 'senseTags', 'languageTags', 'damageTags', 'damageTagsSpell', 'damageTagsLegendary', 'miscTags', 'traitTags',
  'actionTags', 'conditionInflict', 'conditionInflictSpell', 'conditionInflictLegendary', 'savingThrowForced', 'savingThrowForcedSpell',
  'savingThrowForcedLegendary', 'spellcastingTags', 'familiar', 'isNamedCreature', 'isNpc', 'dragonAge', 'dragonCastingColor',
  'legendaryGroup', '_isCopy', 'shortName', 'alias', 'fluff', '_versions', 'sizeNote',
]);
/** Read by this module or by 5etools-actions.ts. */
const READ = new Set([
  'name', 'size', 'type', 'alignment', 'alignmentPrefix', 'ac', 'hp', 'speed', ...ABILITIES, 'save', 'skill', 'senses', 'passive', 'resist', 'immune',
  'vulnerable', 'conditionImmune', 'languages', 'cr', 'pbNote', 'initiative', 'gear', 'trait', 'action', 'bonus', 'reaction', 'legendary',
  'mythic', 'legendaryHeader', 'legendaryActions', 'spellcasting', 'variant', 'actionNote', 'bonusNote', 'reactionNote', 'mythicHeader',
]);

const SRD51 = 'SRD 5.1, CC-BY-4.0';
const SRD52 = 'SRD 5.2, CC-BY-4.0';

export const fiveEtoolsReader: Reader = {
  id: '5etools',
  system: 'dnd5e',
  split(file) {
    if (!isObj(file) || !Array.isArray(file.monster)) return null;
    return (file.monster as unknown[]).map((value, i) => ({ path: `$.monster[${i}]`, value }));
  },
  detect(r) {
    return isObj(r) && typeof r.name === 'string' && typeof r.source === 'string' && typeof r.hp !== 'string' && (Array.isArray(r.ac) || isObj(r._copy));
  },
  read(record, ctx) {
    const raw = record as Obj;
    const resolved = resolveCopy(raw, ctx);
    if (!resolved.ok) return resolved;
    const rec = resolved.record;
    const p = (...k: (string | number)[]) => childPath(ctx.path, ...k);
    const notes: string[] = [];
    const unmapped = (path: string, label: string, text: string) => {
      notes.push(`${label}: ${text}`);
      ctx.warn(path, ref('imp_field_unmapped', { value: `${label}: ${text}`.slice(0, 120) }));
    };
    const tags = (path: string) => (tag: string) => ctx.warn(path, ref('imp_tag_text', { tag }));

    if (!renderText(str(rec.name))) return { ok: false, path: p('name'), ref: ref('imp_missing_required', { field: 'name' }) };
    const abilities: Record<string, number> = {};
    for (const a of ABILITIES) {
      const v = rec[a];
      if (typeof v !== 'number' || !Number.isInteger(v) || v < 1 || v > 30) return { ok: false, path: p(a), ref: ref('imp_missing_required', { field: a }) };
      abilities[a] = v;
    }
    const hp = readHp(rec.hp, ctx);
    if (!hp) return { ok: false, path: p('hp'), ref: ref('imp_missing_required', { field: 'hp' }) };
    const ac = readAc(rec.ac, ctx);
    if (ac === null) return { ok: false, path: p('ac'), ref: ref('imp_missing_required', { field: 'ac' }) };

    const cr = readCr(rec.cr, ctx);
    const prof = cr === undefined ? 2 : Math.floor((Math.max(cr, 1) - 1) / 4) + 2;
    if (cr === undefined) ctx.warn(p('cr'), ref('imp_default', { value: 'proficiency +2' }));

    let size: Dnd5eSize = 'medium';
    const sizes = Array.isArray(rec.size) ? rec.size : rec.size === undefined ? [] : [rec.size];
    if (!SIZE[String(sizes[0])]) ctx.warn(p('size'), ref('imp_default', { value: 'medium' }));
    else size = SIZE[String(sizes[0])]!;
    sizes.slice(1).forEach((s, i) => ctx.warn(p('size', i + 1), ref('imp_extra_ignored', { value: String(s) })));

    const speed = readSpeed(rec.speed, ctx, unmapped);
    const saves = readBonuses(rec.save, p('save'), ctx, (k) => ((ABILITIES as readonly string[]).includes(k) ? k : null));
    const skills = readBonuses(rec.skill, p('skill'), ctx, (k) => SKILL_KEYS.get(k.toLowerCase()) ?? null);
    const damage = {
      resist: readDamage(rec.resist, 'resist', p('resist'), ctx),
      vuln: readDamage(rec.vulnerable, 'vulnerable', p('vulnerable'), ctx),
      immune: readDamage(rec.immune, 'immune', p('immune'), ctx),
    };
    const conditionImmune = readConditions(rec.conditionImmune, p('conditionImmune'), ctx);
    const acts = readActions(rec, ctx);
    const features = acts.features;

    const senses = Array.isArray(rec.senses) ? rec.senses : typeof rec.senses === 'string' ? rec.senses.split(/,\s*/) : [];
    const otherSenses: string[] = [];
    for (const s of senses) {
      const text = typeof s === 'string' ? renderText(s, tags(p('senses'))) : '';
      const dv = DARKVISION_RE.exec(text);
      if (dv && !features.some((f) => f.id === 'darkvision') && features.length < 64) features.push({ id: 'darkvision', params: { ft: Number(dv[1]) } });
      else if (text) otherSenses.push(text);
    }
    if (otherSenses.length) unmapped(p('senses'), 'Senses', otherSenses.join(', '));

    const initiative = readInitiative(rec.initiative, abilities.dex!, prof, ctx);
    const stats = {
      system: 'dnd5e',
      v: 1,
      abilities,
      prof,
      ac,
      hpMax: hp.hpMax,
      ...(hp.hitDice ? { hitDice: hp.hitDice } : {}),
      speed,
      size,
      ...(cr === undefined ? {} : { cr }),
      saves,
      skills,
      ...(passiveOk(rec.passive) ? { passivePerception: rec.passive } : {}),
      ...(initiative === undefined ? {} : { initiativeBonus: initiative }),
      damage,
      conditionImmune,
      attacks: acts.attacks,
      attacksPerAction: acts.attacksPerAction,
      features,
    };
    if (rec.passive !== undefined && !passiveOk(rec.passive)) ctx.warn(p('passive'), ref('imp_invalid_field', { issue: 'expected a number' }));

    // Printed text with no stat-block field: kept in the notes.
    if (rec.alignment !== undefined) unmapped(p('alignment'), 'Alignment', alignmentText(rec.alignment, rec.alignmentPrefix));
    if (Array.isArray(rec.languages) && rec.languages.length) unmapped(p('languages'), 'Languages', rec.languages.map((l) => renderText(String(l), tags(p('languages')))).join(', '));
    if (Array.isArray(rec.gear) && rec.gear.length) unmapped(p('gear'), 'Gear', rec.gear.map((g) => String(isObj(g) ? g.item : g).split('|')[0]).join(', '));
    for (const k of ['pbNote', 'actionNote', 'bonusNote', 'reactionNote', 'mythicHeader', 'variant'] as const) {
      if (rec[k] !== undefined) unmapped(p(k), k, typeof rec[k] === 'string' ? renderText(rec[k], tags(p(k))) : JSON.stringify(rec[k]).slice(0, 400));
    }
    notes.push(...acts.notes);
    for (const [k, v] of Object.entries(rec)) {
      if (READ.has(k) || METADATA.has(k)) continue;
      ctx.warn(p(k), ref('imp_extra_ignored', { value: `${k}: ${JSON.stringify(v)?.slice(0, 80) ?? ''}` }));
    }

    const name = renderText(String(rec.name)).slice(0, 80);
    const type = typeText(rec.type);
    const source = String(rec.source);
    return {
      ok: true,
      entry: {
        sourceId: `${source}:${name}`,
        name,
        kind: 'monster',
        system: 'dnd5e',
        stats,
        ...(type ? { type } : {}),
        ...(cr === undefined ? {} : { cr }),
        ...(notes.length ? { notes: notes.join('\n') } : {}),
        licence: licenceOf(rec, source),
      },
    };
  },
};

const passiveOk = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 50;

function licenceOf(rec: Obj, source: string): string {
  if (rec.srd52) return SRD52;
  if (rec.srd) return SRD51;
  return `5etools source ${source}; not marked SRD (check its licence)`;
}

function readHp(hp: unknown, ctx: ReadContext): { hpMax: number; hitDice?: string } | null {
  if (!isObj(hp)) return null;
  const path = childPath(ctx.path, 'hp');
  if (typeof hp.average === 'number' && Number.isInteger(hp.average) && hp.average >= 1 && hp.average <= 10_000) {
    if (hp.formula === undefined) return { hpMax: hp.average };
    const f = str(hp.formula).replace(/\s+/g, '').replace(/−/g, '-');
    if (HIT_DICE_RE.test(f)) return { hpMax: hp.average, hitDice: f };
    ctx.warn(childPath(path, 'formula'), ref('imp_extra_ignored', { value: str(hp.formula).slice(0, 80) }));
    return { hpMax: hp.average };
  }
  if (typeof hp.special === 'string') {
    const m = /^\s*(\d+)\b(.*)$/.exec(hp.special);
    const n = m ? Number(m[1]) : NaN;
    if (!m || n < 1 || n > 10_000) return null;
    if (m[2]!.trim()) ctx.warn(childPath(path, 'special'), ref('imp_read_as', { value: hp.special.slice(0, 80), read: String(n) }));
    return { hpMax: n };
  }
  return null;
}

function readAc(ac: unknown, ctx: ReadContext): number | null {
  if (!Array.isArray(ac)) return null;
  const valid = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 40;
  const plain = ac.findIndex((a) => valid(a) || (isObj(a) && valid(a.ac) && a.condition === undefined));
  const chosen = plain >= 0 ? plain : ac.findIndex((a) => isObj(a) && valid(a.ac));
  if (chosen < 0) return null;
  const text = (a: unknown) => (isObj(a) ? `${str(a.ac ?? a.special ?? '')} ${a.condition === undefined ? '' : renderText(str(a.condition))}`.trim() : String(a));
  const value = ac[chosen] as number | Obj;
  const n = typeof value === 'number' ? value : (value.ac as number);
  if (plain < 0) ctx.warn(childPath(ctx.path, 'ac', chosen), ref('imp_read_as', { value: text(value), read: String(n) }));
  ac.forEach((a, i) => {
    if (i !== chosen) ctx.warn(childPath(ctx.path, 'ac', i), ref('imp_extra_ignored', { value: text(a).slice(0, 80) }));
  });
  return n;
}

function readCr(cr: unknown, ctx: ReadContext): number | undefined {
  if (cr === undefined) return undefined;
  const path = childPath(ctx.path, 'cr');
  let value: unknown = cr;
  if (isObj(cr)) {
    value = cr.cr;
    for (const k of Object.keys(cr)) if (k !== 'cr') ctx.warn(childPath(path, k), ref('imp_extra_ignored', { value: `${k}: ${str(cr[k])}` }));
  }
  const s = str(value).trim();
  const f = FRACTION_RE.exec(s);
  const n = f ? Number(f[1]) / Number(f[2]) : Number(s);
  if (s && CHALLENGE_RATINGS.includes(n)) return n;
  ctx.warn(path, ref('imp_invalid_field', { issue: `challenge rating ${s.slice(0, 20)}` }));
  return undefined;
}

function readSpeed(speed: unknown, ctx: ReadContext, unmapped: (path: string, label: string, text: string) => void) {
  const path = childPath(ctx.path, 'speed');
  const out: Record<string, number | boolean> = {};
  const ft = (n: unknown) => (typeof n === 'number' && Number.isInteger(n) && n >= 0 && n <= 10_000 ? n : undefined);
  if (ft(speed) !== undefined) return { walk: speed as number };
  if (!isObj(speed)) {
    ctx.warn(path, ref('imp_default', { value: 'walk 0 ft.' }));
    return { walk: 0 };
  }
  for (const [k, v] of Object.entries(speed)) {
    const kp = childPath(path, k);
    if ((SPEEDS as readonly string[]).includes(k)) {
      const n = ft(v) ?? (isObj(v) ? ft(v.number) : undefined);
      if (n === undefined) {
        ctx.warn(kp, ref('imp_invalid_field', { issue: 'expected feet' }));
        continue;
      }
      out[k] = n;
      const cond = isObj(v) && typeof v.condition === 'string' ? renderText(v.condition) : '';
      if (cond === '(hover)') out.hover = true;
      else if (cond) unmapped(kp, 'Speed', `${k} ${n} ft. ${cond}`);
    } else if (k === 'canHover') {
      if (v === true && out.fly !== undefined) out.hover = true;
    } else if (k === 'alternate' || k === 'choose') unmapped(kp, 'Speed', JSON.stringify(v).slice(0, 200));
    else ctx.warn(kp, ref('imp_extra_ignored', { value: `${k}: ${JSON.stringify(v)?.slice(0, 60) ?? ''}` }));
  }
  if (speed.canHover === true && out.fly !== undefined) out.hover = true;
  if (out.walk === undefined) {
    out.walk = 0;
    ctx.warn(childPath(path, 'walk'), ref('imp_default', { value: 'walk 0 ft.' }));
  }
  return out as { walk: number };
}

function readBonuses(rec: unknown, path: string, ctx: ReadContext, key: (k: string) => string | null): Record<string, number> {
  const out: Record<string, number> = {};
  if (rec === undefined) return out;
  if (!isObj(rec)) {
    ctx.warn(path, ref('imp_invalid_field', { issue: 'expected an object' }));
    return out;
  }
  for (const [k, v] of Object.entries(rec)) {
    const id = key(k);
    const m = BONUS_RE.exec(String(v));
    const n = m ? Number(m[1]!.replace(/[\s]/g, '').replace('−', '-')) : NaN;
    if (id && Number.isInteger(n) && n >= -20 && n <= 40) out[id] = n;
    else ctx.warn(childPath(path, k), ref('imp_extra_ignored', { value: `${k} ${JSON.stringify(v)?.slice(0, 60) ?? ''}` }));
  }
  return out;
}

function unlessOf(note: string): DamageRule['unless'] | null | undefined {
  if (!/nonmagical/i.test(note)) return null;
  if (/adamantine/i.test(note)) return 'adamantine';
  if (/silver/i.test(note)) return 'silvered';
  return 'magical';
}

function readDamage(list: unknown, key: string, path: string, ctx: ReadContext, depth = 0): DamageRule[] {
  const out: DamageRule[] = [];
  if (list === undefined || depth > 4) return out;
  if (!Array.isArray(list)) {
    ctx.warn(path, ref('imp_invalid_field', { issue: 'expected a list' }));
    return out;
  }
  list.forEach((item, i) => {
    const ip = childPath(path, i);
    if (typeof item === 'string') {
      if ((DAMAGE_TYPES as readonly string[]).includes(item)) out.push({ type: item as DamageRule['type'] });
      else ctx.warn(ip, ref('imp_extra_ignored', { value: item.slice(0, 80) }));
      return;
    }
    if (isObj(item) && Array.isArray(item[key])) {
      const note = `${typeof item.preNote === 'string' ? item.preNote : ''} ${typeof item.note === 'string' ? item.note : ''}`.trim();
      const unless = note ? unlessOf(note) : undefined;
      if (unless === null) {
        ctx.warn(ip, ref('imp_extra_ignored', { value: `${(item[key] as unknown[]).map((x) => (typeof x === 'string' ? x : '…')).join(', ')} ${renderText(note)}`.slice(0, 120) }));
        return;
      }
      for (const r of readDamage(item[key], key, childPath(ip, key), ctx, depth + 1)) out.push(unless ? { ...r, unless } : r);
      return;
    }
    ctx.warn(ip, ref('imp_extra_ignored', { value: (JSON.stringify(item) ?? '').slice(0, 80) }));
  });
  return out;
}

function readConditions(list: unknown, path: string, ctx: ReadContext, depth = 0): (typeof CONDITION_IDS)[number][] {
  const out: (typeof CONDITION_IDS)[number][] = [];
  if (list === undefined || depth > 4) return out;
  if (!Array.isArray(list)) {
    ctx.warn(path, ref('imp_invalid_field', { issue: 'expected a list' }));
    return out;
  }
  list.forEach((item, i) => {
    const ip = childPath(path, i);
    if (typeof item === 'string') {
      const c = item.toLowerCase() as (typeof CONDITION_IDS)[number];
      if (!CONDITION_IDS.includes(c)) ctx.warn(ip, ref('imp_condition_unknown', { value: item.slice(0, 40) }));
      else if (!out.includes(c)) out.push(c);
    } else if (isObj(item) && Array.isArray(item.conditionImmune) && item.note === undefined && item.preNote === undefined) {
      for (const c of readConditions(item.conditionImmune, childPath(ip, 'conditionImmune'), ctx, depth + 1)) if (!out.includes(c)) out.push(c);
    } else ctx.warn(ip, ref('imp_extra_ignored', { value: (JSON.stringify(item) ?? '').slice(0, 80) }));
  });
  return out;
}

function readInitiative(init: unknown, dex: number, prof: number, ctx: ReadContext): number | undefined {
  if (init === undefined) return undefined;
  const path = childPath(ctx.path, 'initiative');
  const dexMod = Math.floor((dex - 10) / 2);
  const ok = (n: unknown): n is number => typeof n === 'number' && Number.isInteger(n) && n >= -20 && n <= 40;
  if (ok(init)) return init;
  if (isObj(init)) {
    for (const k of Object.keys(init)) if (k !== 'proficiency' && k !== 'initiative') ctx.warn(childPath(path, k), ref('imp_extra_ignored', { value: `${k}: ${str(init[k])}` }));
    if (ok(init.initiative)) return init.initiative;
    if (typeof init.proficiency === 'number' && ok(dexMod + prof * init.proficiency)) return dexMod + prof * init.proficiency;
  }
  ctx.warn(path, ref('imp_invalid_field', { issue: 'initiative' }));
  return undefined;
}

const ALIGN: Readonly<Record<string, string>> = { L: 'lawful', N: 'neutral', C: 'chaotic', G: 'good', E: 'evil', U: 'unaligned', A: 'any alignment' };

function alignmentText(a: unknown, prefix: unknown): string {
  const list = Array.isArray(a) ? a : [a];
  const text = list.map((x) => (typeof x === 'string' ? (ALIGN[x] ?? x) : isObj(x) && Array.isArray(x.alignment) ? x.alignment.map((y) => ALIGN[String(y)] ?? String(y)).join(' ') : JSON.stringify(x))).join(' ');
  return `${typeof prefix === 'string' ? prefix : ''}${text === 'neutral neutral' ? 'neutral' : text}`.slice(0, 200);
}

function typeText(t: unknown): string | undefined {
  if (typeof t === 'string') return t;
  if (!isObj(t)) return undefined;
  const base = typeof t.type === 'string' ? t.type : isObj(t.type) && Array.isArray(t.type.choose) ? t.type.choose.join(' or ') : '';
  const tags = Array.isArray(t.tags) ? t.tags.map((x) => (typeof x === 'string' ? x : isObj(x) ? `${str(x.prefix ?? '')} ${str(x.tag ?? '')}`.trim() : '')).filter(Boolean) : [];
  const swarm = typeof t.swarmSize === 'string' ? `swarm of ${SIZE[t.swarmSize] ?? t.swarmSize} ` : '';
  const text = `${swarm}${base}${tags.length ? ` (${tags.join(', ')})` : ''}`.trim();
  return text ? text.slice(0, 80) : undefined;
}
