/**
 * The Mythras Encounter Generator's JSON export: `stats [{"STR": 14}]`, `hit_locations [{name, range
 * "01-03", hp, ap}]`, `skills [{"Evade": 62}]`, `combat_styles [{name, value, weapons [...]}]`, with
 * `attributes` (action points, damage modifier, movement, strike rank). A combat style's value is
 * the skill of its weapons; Evade is Dodge, Endurance Resilience, Willpower Persistence.
 */
import { ref } from '../../shared/contract/result.js';
import { childPath, slugify } from '../../shared/import/report.js';
import { dice, familyOf, readyOf, skillKey, uniqueId, type D100Location, type D100Weapon } from './openquest-weapons.js';
import type { ReadContext, ReadOutcome, Reader } from './types.js';

const LICENCE = 'Mythras Encounter Generator export (hand-built shape; check the source of your file)';
const CHARS: Record<string, string> = { STR: 'str', CON: 'con', SIZ: 'siz', DEX: 'dex', INT: 'int', POW: 'pow', CHA: 'cha' };
const KNOWN = new Set(['name', 'stats', 'attributes', 'hit_locations', 'skills', 'combat_styles', 'features', 'notes']);
/** Metadata of the generator, not stat block (see docs/import/mythras.md). */
const METADATA = new Set(['id', 'uuid', 'cult_rank', 'source', 'tags', 'image', 'token', 'owner', 'published', 'random_name']);
// Spell and spirit lists: text the stat block has no field for, kept in the notes.
const LISTS = ['folk_spells', 'theism_spells', 'sorcery_spells', 'mysticism_spells', 'spirits', 'cults'];

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : typeof v === 'string' && /^\s*[+-]?\d{1,4}\s*$/.test(v) ? Number(v) : null);
const scalar = (v: unknown): string => (typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean' ? String(v) : JSON.stringify(v) ?? '');
/** `[{"STR": 14}, …]` (or `{"STR": 14, …}`) as pairs. */
const pairs = (v: unknown): [string, unknown][] => (Array.isArray(v) ? v.flatMap((o) => (isObject(o) ? Object.entries(o) : [])) : isObject(v) ? Object.entries(v) : []);

export const mythrasReader: Reader = {
  id: 'mythras',
  system: 'runequest',
  detect(record) {
    if (!isObject(record) || typeof record.name !== 'string' || !Array.isArray(record.stats)) return false;
    const keys = pairs(record.stats).map(([k]) => k.toUpperCase());
    return keys.includes('STR') && keys.includes('SIZ') && (Array.isArray(record.hit_locations) || Array.isArray(record.combat_styles) || Array.isArray(record.skills));
  },
  read(record, ctx) {
    const r = record as Record<string, unknown>;
    const name = String(r.name).trim().slice(0, 80);
    if (!name) return refuse(ctx, 'name', 'name');
    const notes: string[] = [];
    const note = (path: string, line: string) => {
      notes.push(line);
      ctx.warn(path, ref('imp_field_unmapped', { value: line.length > 80 ? `${line.slice(0, 79)}…` : line }));
    };
    for (const [k, v] of Object.entries(r)) {
      if (KNOWN.has(k) || METADATA.has(k)) continue;
      if (LISTS.includes(k) && Array.isArray(v)) v.forEach((x, i) => note(childPath(ctx.path, k, i), `${k}: ${typeof x === 'string' ? x : JSON.stringify(x)}`));
      else ctx.warn(childPath(ctx.path, k), ref('imp_extra_ignored', { value: k.slice(0, 80) }));
    }

    const characteristics: Record<string, number> = {};
    pairs(r.stats).forEach(([k, v], i) => {
      const key = CHARS[k.toUpperCase()];
      const n = num(v);
      if (key && n !== null) characteristics[key] = n;
      else ctx.warn(childPath(ctx.path, 'stats', i), ref('imp_extra_ignored', { value: `${k} ${String(v)}` }));
    });
    for (const c of Object.values(CHARS)) if (characteristics[c] === undefined) return refuse(ctx, 'stats', c.toUpperCase());

    const locations = readLocations(r.hit_locations, ctx);
    if (!Array.isArray(locations)) return locations;

    const stats: Record<string, unknown> = { system: 'runequest', v: 1, characteristics, locations };
    readAttributes(r.attributes, stats, ctx, note);

    const skills: Record<string, number> = {};
    pairs(r.skills).forEach(([k, v], i) => {
      const n = num(v);
      if (n === null) note(childPath(ctx.path, 'skills', i), `${k}: ${String(v)}`);
      else skills[skillKey(k)] = n;
    });

    const weapons: D100Weapon[] = [];
    const ids = new Set<string>();
    const styles = Array.isArray(r.combat_styles) ? r.combat_styles : [];
    styles.forEach((s, i) => {
      const at = childPath(ctx.path, 'combat_styles', i);
      if (!isObject(s) || typeof s.name !== 'string' || num(s.value) === null) return void ctx.warn(at, ref('imp_attack_unparsed', { text: JSON.stringify(s).slice(0, 80) }));
      const key = skillKey(s.name);
      skills[key] = num(s.value)!;
      for (const k of Object.keys(s)) if (!['name', 'value', 'weapons', 'traits'].includes(k)) ctx.warn(childPath(at, k), ref('imp_extra_ignored', { value: k.slice(0, 80) }));
      const style = s.name;
      if (Array.isArray(s.traits)) s.traits.forEach((t, j) => note(childPath(at, 'traits', j), `${style}: ${scalar(t)}`));
      (Array.isArray(s.weapons) ? s.weapons : []).forEach((w, j) => {
        const weapon = readWeapon(w, key, ids, childPath(at, 'weapons', j), ctx, note);
        if (weapon) weapons.push(weapon);
      });
    });
    const kept = weapons.slice(0, 16);
    for (const w of weapons.slice(16)) ctx.warn(childPath(ctx.path, 'combat_styles'), ref('imp_extra_ignored', { value: w.name }));
    stats.skills = skills;
    stats.weapons = kept;
    stats.ready = readyOf(kept);

    if (Array.isArray(r.features)) r.features.forEach((f, i) => note(childPath(ctx.path, 'features', i), `Feature: ${typeof f === 'string' ? f : JSON.stringify(f)}`));
    else if (r.features !== undefined) ctx.warn(childPath(ctx.path, 'features'), ref('imp_extra_ignored', { value: JSON.stringify(r.features).slice(0, 80) }));
    if (typeof r.notes === 'string' && r.notes.trim()) note(childPath(ctx.path, 'notes'), `Notes: ${r.notes.trim()}`);

    const sourceId = typeof r.id === 'string' || typeof r.id === 'number' ? `${r.id}` : slugify(name);
    return { ok: true, entry: { sourceId, name, kind: 'monster', system: 'runequest', stats, ...(notes.length ? { notes: notes.join('\n') } : {}), licence: LICENCE } };
  },
};

function refuse(ctx: ReadContext, key: string, field: string): ReadOutcome {
  return { ok: false, path: childPath(ctx.path, key), ref: ref('imp_missing_required', { field }) };
}

const STANDARD: Record<string, Pick<D100Location, 'id' | 'kind'> & { hand?: 'right' | 'left' }> = {
  'right leg': { id: 'right-leg', kind: 'leg' }, 'left leg': { id: 'left-leg', kind: 'leg' }, abdomen: { id: 'abdomen', kind: 'abdomen' }, chest: { id: 'chest', kind: 'chest' },
  'right arm': { id: 'right-arm', kind: 'arm', hand: 'right' }, 'left arm': { id: 'left-arm', kind: 'arm', hand: 'left' }, head: { id: 'head', kind: 'head' },
};

/** Hit locations with their d20 range, HP and AP; the creature is refused without them (its HP and armour). */
function readLocations(raw: unknown, ctx: ReadContext): D100Location[] | ReadOutcome {
  if (!Array.isArray(raw) || raw.length === 0) return refuse(ctx, 'hit_locations', 'hit_locations');
  const out: D100Location[] = [];
  const ids = new Set<string>();
  for (let i = 0; i < raw.length; i++) {
    const at = childPath(ctx.path, 'hit_locations', i);
    const l: unknown = raw[i];
    if (!isObject(l) || typeof l.name !== 'string' || !l.name.trim()) return { ok: false, path: childPath(at, 'name'), ref: ref('imp_missing_required', { field: 'name' }) };
    const range = typeof l.range === 'string' || typeof l.range === 'number' ? /^\s*(\d{1,2})\s*(?:[-–]\s*(\d{1,2}))?\s*$/.exec(String(l.range)) : null;
    if (!range) return { ok: false, path: childPath(at, 'range'), ref: ref('imp_rq_range_bad', { value: String(l.range) }) };
    const hp = num(l.hp);
    if (hp === null) return { ok: false, path: childPath(at, 'hp'), ref: ref('imp_missing_required', { field: 'hp' }) };
    const ap = num(l.ap);
    if (ap === null) return { ok: false, path: childPath(at, 'ap'), ref: ref('imp_missing_required', { field: 'ap' }) };
    for (const k of Object.keys(l)) if (!['name', 'range', 'hp', 'ap'].includes(k)) ctx.warn(childPath(at, k), ref('imp_extra_ignored', { value: k.slice(0, 80) }));
    const label = l.name.trim().slice(0, 40);
    const std = STANDARD[label.toLowerCase().replace(/\s+/g, ' ')];
    const kind = std?.kind ?? (/leg/i.test(label) ? 'leg' : /arm\b/i.test(label) ? 'arm' : /head/i.test(label) ? 'head' : /chest|forequarter|thorax/i.test(label) ? 'chest' : /abdomen|hindquarter/i.test(label) ? 'abdomen' : 'other');
    if (!std && kind === 'other') ctx.warn(childPath(at, 'name'), ref('imp_rq_location_kind', { name: label }));
    let id = std?.id ?? (slugify(label, 24).replace(/^[^a-z]+/, '') || 'location');
    for (let n = 2; ids.has(id); n++) id = `${id.slice(0, 21)}-${n}`;
    ids.add(id);
    const from = Number(range[1]);
    const hand = std?.hand ?? (kind === 'arm' ? (/left/i.test(label) ? 'left' : /right/i.test(label) ? 'right' : undefined) : undefined);
    out.push({ id, ...(std ? {} : { name: label }), from, to: range[2] ? Number(range[2]) : from, kind, ...(hand ? { hand } : {}), hp, ap });
  }
  return out;
}

/** Action points, damage modifier, movement and strike rank as the sheet's overrides; magic points to the notes. */
function readAttributes(raw: unknown, stats: Record<string, unknown>, ctx: ReadContext, note: (path: string, line: string) => void): void {
  if (raw === undefined) return;
  const base = childPath(ctx.path, 'attributes');
  if (!isObject(raw)) return void ctx.warn(base, ref('imp_extra_ignored', { value: JSON.stringify(raw).slice(0, 80) }));
  for (const [k, v] of Object.entries(raw)) {
    const at = childPath(base, k);
    const text = String(v).trim();
    if (k === 'action_points' && num(v) !== null && num(v)! >= 1 && num(v)! <= 4) stats.combatActions = num(v);
    else if (k === 'damage_modifier' && dice(text) !== null) stats.damageModifier = dice(text);
    else if (k === 'movement' && /^(\d{1,2})\s*m?\b/i.test(text)) {
      const m = /^(\d{1,2})\s*m?\b\s*,?\s*(.*)$/i.exec(text)!;
      stats.movement = Number(m[1]);
      if (m[2]) note(at, `Movement: ${m[2]}`);
    } else if (k === 'strike_rank' && /^[+-]?\d{1,2}\s*(\(\s*[+-]?(\d{1,2})\s*\))?$/.test(text)) {
      const m = /^[+-]?(\d{1,2})\s*(?:\(\s*[+-]?(\d{1,2})\s*\))?$/.exec(text)!;
      // "+12(+9)": the second is the Strike Rank with the armour penalty, the one a fight uses.
      const sr = Number(m[2] ?? m[1]);
      stats.srModifier = sr;
      if (m[2]) ctx.warn(at, ref('imp_read_as', { value: text, read: String(sr) }));
    } else note(at, `${k.replace(/_/g, ' ')}: ${text}`);
  }
}

/** One weapon of a combat style: its damage, AP, HP, type, impale; size, reach and the other effects to the notes. */
function readWeapon(raw: unknown, skill: string, ids: Set<string>, at: string, ctx: ReadContext, note: (path: string, line: string) => void): D100Weapon | null {
  if (!isObject(raw) || typeof raw.name !== 'string' || !raw.name.trim()) {
    ctx.warn(at, ref('imp_attack_unparsed', { text: JSON.stringify(raw).slice(0, 80) }));
    return null;
  }
  const name = raw.name.trim().slice(0, 60);
  const damage = typeof raw.damage === 'string' || typeof raw.damage === 'number' ? dice(String(raw.damage)) : null;
  if (damage === null) {
    note(childPath(at, 'damage'), `${name}: ${String(raw.damage)}`);
    ctx.warn(at, ref('imp_attack_unparsed', { text: name }));
    return null;
  }
  const type = typeof raw.type === 'string' ? raw.type.toLowerCase() : '';
  const fk = familyOf(name);
  const kind: D100Weapon['kind'] = /shield/.test(type) ? 'shield' : /natural/.test(type) ? 'natural' : /thrown/.test(type) ? 'thrown' : /ranged|missile/.test(type) ? 'ranged' : /unarmed/.test(type) ? 'unarmed' : fk && fk.kind !== 'ranged' && fk.kind !== 'thrown' ? fk.kind : 'melee';
  const family = kind === 'shield' ? 'shield' : kind === 'natural' ? 'natural' : kind === 'unarmed' ? 'unarmed' : (fk?.family ?? (/2h/.test(type) ? '2h' : 'other'));
  if (!fk && family === 'other') ctx.warn(childPath(at, 'name'), ref('imp_rq_weapon_family', { name }));
  const ap = num(raw.ap);
  const hp = num(raw.hp);
  const effects = typeof raw.effects === 'string' ? raw.effects.split(',').map((e) => e.trim()).filter((e) => e && e !== '-') : [];
  const w: D100Weapon = { id: uniqueId(name, ids), name, skill, kind, family, hands: /2h/.test(type) ? 2 : 1, damage, ap: Math.min(50, Math.max(0, ap ?? 0)), hp: Math.min(200, Math.max(0, hp ?? 0)), impaling: effects.some((e) => /^impale$/i.test(e)), range: 0, reload: 0 };
  if (ap === null || hp === null) ctx.warn(childPath(at, ap === null ? 'ap' : 'hp'), ref('imp_rq_weapon_no_aphp', { name }));
  const rest = effects.filter((e) => !/^impale$/i.test(e));
  if (rest.length) note(childPath(at, 'effects'), `${name}: ${rest.join(', ')}`);
  const range = typeof raw.range === 'string' || typeof raw.range === 'number' ? String(raw.range).trim() : '-';
  if (kind === 'ranged' || kind === 'thrown') {
    // "15/60/150": close / effective / long; the effective range is the one without penalty.
    const parts = range.split('/').map((p) => /^(\d{1,4})\s*m?$/i.exec(p.trim())?.[1]);
    const metres = parts.length === 3 ? parts[1] : parts[0];
    if (metres) {
      w.range = Math.min(2000, Number(metres));
      if (parts.length > 1) ctx.warn(childPath(at, 'range'), ref('imp_read_as', { value: range, read: `${w.range} m` }));
    } else {
      w.range = 10;
      ctx.warn(childPath(at, 'range'), ref('imp_rq_range_default', { name, range: 10 }));
    }
  } else if (range && range !== '-') note(childPath(at, 'range'), `${name}: range ${range}`);
  const sr = (['size', 'reach'] as const).filter((k) => raw[k] !== undefined && raw[k] !== '-').map((k) => `${k} ${scalar(raw[k])}`);
  if (sr.length) note(childPath(at, raw.size !== undefined ? 'size' : 'reach'), `${name}: ${sr.join(', ')}`);
  if (raw.add_damage_modifier === false) ctx.warn(childPath(at, 'add_damage_modifier'), ref('imp_rq_no_dm', { name }));
  for (const k of Object.keys(raw)) if (!['name', 'damage', 'ap', 'hp', 'size', 'reach', 'effects', 'range', 'type', 'add_damage_modifier'].includes(k)) ctx.warn(childPath(at, k), ref('imp_extra_ignored', { value: k.slice(0, 80) }));
  return w;
}
