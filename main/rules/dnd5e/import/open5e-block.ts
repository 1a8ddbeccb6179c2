/**
 * A printed 5e stat block (numbers plus the SRD's sentences) into a dnd5e stat block, with a note for
 * every value not mapped as it is (issue #16). The Open5e readers (v1 API, v1 fixture, v2) and
 * Improved Initiative gather their fields into a `TextBlock` (each value with its JSON path) and call
 * `buildDnd5e`. Essentials (name, HP, AC, the six abilities) missing: the record is refused.
 */
import { ref } from '../../../../shared/contract/result.js';
import { childPath } from '../../../../shared/import/report.js';
import { ABILITIES, CHALLENGE_RATINGS, DAMAGE_TYPES, DND5E_SIZES, SKILLS, type Ability, type DamageRule, type Dnd5eFeature, type Dnd5eStats } from '../../../../shared/systems/dnd5e/schema.js';
import { CONDITION_IDS, type Dnd5eConditionId } from '../../../../shared/systems/dnd5e/conditions.js';
import { parseAttackText } from './attack-text.js';
import type { ReadContext, ReadOutcome } from '../../../import/types.js';

/** A value of the record and its JSON path. */
export interface At<T = unknown> {
  v: T;
  p: string;
}

export interface TextItem {
  name: string;
  desc: string;
  p: string;
}

export interface TextBlock {
  sourceId: string;
  name: At;
  size: At;
  type?: string;
  abilities: Record<Ability, At>;
  ac: At;
  hp: At;
  hitDice?: At;
  /** `{walk: 30, fly: 60, hover: true}` (numbers), or null when the record has none. */
  speed: At<Record<string, unknown> | null>;
  cr?: At;
  saves: Partial<Record<Ability, At>>;
  /** Skill totals by name as the format spells it (`sleight_of_hand`, `Sleight of Hand`, `sleightOfHand`). */
  skills: At<Record<string, unknown> | null>;
  passivePerception?: At;
  senses?: At;
  initiativeBonus?: At;
  resist: At;
  vuln: At;
  immune: At;
  conditionImmune: At;
  traits: TextItem[];
  actions: TextItem[];
  /** Reactions, bonus actions, legendary actions: kept as notes (the stat block has no field). */
  other: { label: string; items: TextItem[]; /** Already warned by the reader. */ warned?: boolean }[];
  licence: string;
}

const ABILITY_WORDS: Record<string, Ability> = { strength: 'str', dexterity: 'dex', constitution: 'con', intelligence: 'int', wisdom: 'wis', charisma: 'cha' };
const COUNT: Record<string, number> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6 };
/** Traits the 5e plugin knows with no parameters, by their printed name. */
const PLAIN_FEATURES: Record<string, string> = {
  'nimble escape': 'nimbleEscape', 'pack tactics': 'packTactics', 'sunlight sensitivity': 'sunlightSensitivity', 'undead fortitude': 'undeadFortitude',
  brute: 'brute', rampage: 'rampage', aggressive: 'aggressive', 'spider climb': 'spiderClimb', 'web sense': 'webSense', 'web walker': 'webWalker',
  'dark devotion': 'darkDevotion', brave: 'brave',
};

export const int = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\s*[+-]?\d+\s*$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) ? n : null;
};
/** A record value as short text for a note. */
export const show = (v: unknown): string => (typeof v === 'string' ? v.slice(0, 120) : typeof v === 'number' || typeof v === 'boolean' ? String(v) : (JSON.stringify(v) ?? '').slice(0, 120));
const text = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');

export function profForCr(cr: number): number {
  return cr < 5 ? 2 : Math.min(9, 2 + Math.ceil((cr - 4) / 4));
}

export function parseCr(v: unknown): number | null {
  if (typeof v === 'number') return v;
  const s = text(v);
  const f = /^(\d+)\/(\d+)$/.exec(s);
  if (f) return Number(f[1]) / Number(f[2]);
  return /^\d+(\.\d+)?$/.test(s) ? Number(s) : null;
}

/** "bludgeoning, piercing, and slashing from nonmagical attacks; poison" → rules; unknown words warned. */
export function damageRules(at: At, ctx: ReadContext): DamageRule[] {
  if (at.v === null || at.v === undefined) return [];
  const raw = Array.isArray(at.v) ? at.v.map(text).join('; ') : text(at.v);
  const rules: DamageRule[] = [];
  for (const group of raw.split(';').map((g) => g.trim().toLowerCase()).filter(Boolean)) {
    const nonmagical = /nonmagical|non-magical|not magical/.test(group);
    const unless = nonmagical ? (/silvered/.test(group) ? 'silvered' : /adamantine/.test(group) ? 'adamantine' : 'magical') : undefined;
    const head = group.split(/\bfrom\b|\bthat\b/)[0]!;
    const words = head.split(/,|\band\b/).map((w) => w.trim()).filter(Boolean);
    for (const w of words) {
      if ((DAMAGE_TYPES as readonly string[]).includes(w)) {
        if (!rules.some((r) => r.type === w)) rules.push(unless ? { type: w as DamageRule['type'], unless } : { type: w as DamageRule['type'] });
      } else ctx.warn(at.p, ref('imp_field_unmapped', { value: w }));
    }
    if (!nonmagical && head !== group) ctx.warn(at.p, ref('imp_field_unmapped', { value: group }));
  }
  return rules;
}

function conditions(at: At, ctx: ReadContext): Dnd5eConditionId[] {
  if (at.v === null || at.v === undefined) return [];
  const list = Array.isArray(at.v) ? at.v.map((x) => text(typeof x === 'object' && x !== null ? (x as { key?: unknown }).key : x)) : text(at.v).split(/,|;/);
  const out: Dnd5eConditionId[] = [];
  for (const c of list.map((x) => x.trim().toLowerCase()).filter(Boolean)) {
    if ((CONDITION_IDS as readonly string[]).includes(c)) {
      if (!out.includes(c as Dnd5eConditionId)) out.push(c as Dnd5eConditionId);
    } else ctx.warn(at.p, ref('imp_condition_unknown', { value: c }));
  }
  return out;
}

const skillKey = (name: string): string => name.trim().toLowerCase().replace(/[\s_-]+(\w)/g, (_, c: string) => c.toUpperCase());

/** Whether the block's attacks hold what a feature's text says; else it goes to the notes. */
function feature(item: TextItem, stats: { features: Dnd5eFeature[] }, notes: string[], ctx: ReadContext): void {
  const key = item.name.trim().toLowerCase().replace(/\s*\(.*\)$/, '');
  const id = PLAIN_FEATURES[key];
  if (id) return void stats.features.push({ id });
  if (key.startsWith('keen ')) return void stats.features.push({ id: 'keenSenses', params: { senses: key.slice(5).replace(/\s+and\s+/g, ',').replace(/\s+/g, '') } });
  if (key === 'martial advantage' || key === 'surprise attack') {
    const d = /(\d+)\s*\((\d+d\d+)\)/.exec(item.desc);
    if (d) return void stats.features.push({ id: key === 'martial advantage' ? 'martialAdvantage' : 'surpriseAttack', params: { dice: d[2]! } });
  }
  if (key === 'spellcasting' || key === 'innate spellcasting') {
    const dc = /spell save DC (\d+)/i.exec(item.desc);
    const hit = /([+-]\d+) to hit with spell attacks/i.exec(item.desc);
    const ab = /(?:spellcasting ability is|ability is) (Strength|Dexterity|Constitution|Intelligence|Wisdom|Charisma)/i.exec(item.desc);
    if (ab) {
      const params: Record<string, string | number> = { ability: ABILITY_WORDS[ab[1]!.toLowerCase()]! };
      if (dc) params.dc = Number(dc[1]);
      if (hit) params.toHit = Number(hit[1]);
      stats.features.push({ id: 'spellcasting', params });
      // The spell list itself has no field.
      notes.push(`${item.name}: ${item.desc}`);
      return void ctx.warn(item.p, ref('imp_feature_text', { name: item.name }));
    }
  }
  notes.push(`${item.name}: ${item.desc}`);
  ctx.warn(item.p, ref('imp_feature_text', { name: item.name }));
}

export function buildDnd5e(b: TextBlock, ctx: ReadContext): ReadOutcome {
  const name = text(b.name.v);
  if (!name) return { ok: false, path: b.name.p, ref: ref('imp_missing_required', { field: 'name' }) };
  const hp = int(b.hp.v);
  if (hp === null || hp < 1) return { ok: false, path: b.hp.p, ref: ref('imp_missing_required', { field: 'hp' }) };
  const ac = int(b.ac.v);
  if (ac === null) return { ok: false, path: b.ac.p, ref: ref('imp_missing_required', { field: 'ac' }) };
  const abilities = {} as Record<Ability, number>;
  for (const a of ABILITIES) {
    const n = int(b.abilities[a].v);
    if (n === null) return { ok: false, path: b.abilities[a].p, ref: ref('imp_missing_required', { field: a }) };
    abilities[a] = n;
  }
  const notes: string[] = [];
  const sizeWord = text(b.size.v).toLowerCase();
  let size = DND5E_SIZES.find((s) => s === sizeWord);
  if (!size) {
    size = 'medium';
    ctx.warn(b.size.p, ref('imp_default', { value: 'medium' }));
  }
  const speed: Dnd5eStats['speed'] = { walk: 0 };
  const sp = b.speed.v;
  if (!sp || int(sp.walk) === null) {
    speed.walk = 30;
    ctx.warn(childPath(b.speed.p, 'walk'), ref('imp_default', { value: '30 ft.' }));
  }
  for (const [k, v] of Object.entries(sp ?? {})) {
    if (k === 'hover') {
      if (v === true) speed.hover = true;
    } else if (k === 'walk' || k === 'fly' || k === 'swim' || k === 'climb' || k === 'burrow') {
      const n = int(v);
      if (n !== null && n > 0) speed[k] = n;
      else if (n === null) ctx.warn(childPath(b.speed.p, k), ref('imp_extra_ignored', { value: show(v) }));
    } else if (k !== 'unit' && k !== 'crawl' && v !== null && v !== 0 && v !== false) ctx.warn(childPath(b.speed.p, k), ref('imp_field_unmapped', { value: `${k} ${show(v)}` }));
  }
  let cr: number | undefined;
  if (b.cr && b.cr.v !== null && b.cr.v !== undefined && b.cr.v !== '') {
    const c = parseCr(b.cr.v);
    if (c !== null && CHALLENGE_RATINGS.includes(c)) cr = c;
    else ctx.warn(b.cr.p, ref('imp_extra_ignored', { value: show(b.cr.v) }));
  }
  const saves: Dnd5eStats['saves'] = {};
  for (const a of ABILITIES) {
    const at = b.saves[a];
    if (!at || at.v === null || at.v === undefined) continue;
    const n = int(at.v);
    if (n !== null) saves[a] = n;
    else ctx.warn(at.p, ref('imp_extra_ignored', { value: show(at.v) }));
  }
  const skills: Dnd5eStats['skills'] = {};
  for (const [k, v] of Object.entries(b.skills.v ?? {})) {
    const key = skillKey(k);
    const n = int(v);
    if ((SKILLS as readonly string[]).includes(key) && n !== null) skills[key as keyof Dnd5eStats['skills']] = n;
    else ctx.warn(childPath(b.skills.p, k), ref('imp_extra_ignored', { value: `${k} ${show(v)}` }));
  }
  const features: Dnd5eFeature[] = [];
  const senses = text(b.senses?.v);
  let passive = b.passivePerception ? int(b.passivePerception.v) : null;
  if (senses) {
    for (const part of senses.split(',').map((s) => s.trim()).filter(Boolean)) {
      const dv = /^darkvision (\d+) ft\.?$/i.exec(part);
      const pp = /^passive Perception (\d+)$/i.exec(part);
      if (dv) features.push({ id: 'darkvision', params: { ft: Number(dv[1]) } });
      else if (pp) passive ??= Number(pp[1]);
      else {
        notes.push(`Senses: ${part}`);
        ctx.warn(b.senses!.p, ref('imp_field_unmapped', { value: part }));
      }
    }
  }
  const stats: Dnd5eStats = {
    system: 'dnd5e', v: 1, abilities, prof: profForCr(cr ?? 0), ac, hpMax: hp, speed, size, saves, skills,
    damage: { resist: damageRules(b.resist, ctx), vuln: damageRules(b.vuln, ctx), immune: damageRules(b.immune, ctx) },
    conditionImmune: conditions(b.conditionImmune, ctx), attacks: [], attacksPerAction: 1, features,
  };
  if (cr !== undefined) stats.cr = cr;
  const hd = text(b.hitDice?.v).replace(/\s+/g, '').replace(/−/g, '-');
  if (hd && /^(?:\d{1,3}d\d{1,3}|\d{1,4})(?:[+-](?:\d{1,3}d\d{1,3}|\d{1,4}))*$/.test(hd)) stats.hitDice = hd;
  else if (hd) ctx.warn(b.hitDice!.p, ref('imp_extra_ignored', { value: hd }));
  if (passive !== null && passive >= 0 && passive <= 50) stats.passivePerception = passive;
  const init = b.initiativeBonus ? int(b.initiativeBonus.v) : null;
  if (init !== null && init !== Math.floor((abilities.dex - 10) / 2)) stats.initiativeBonus = init;
  for (const t of b.traits) feature(t, stats, notes, ctx);
  for (const a of b.actions) action(a, stats, notes, ctx);
  for (const group of b.other) {
    for (const it of group.items) {
      notes.push(`${group.label} — ${it.name}: ${it.desc}`);
      if (!group.warned) ctx.warn(it.p, ref('imp_field_unmapped', { value: it.name }));
    }
  }
  return { ok: true, entry: { sourceId: b.sourceId, name: name.slice(0, 80), kind: 'monster', system: 'dnd5e', stats, ...(b.type ? { type: b.type } : {}), ...(cr !== undefined ? { cr } : {}), ...(notes.length ? { notes: notes.join('\n') } : {}), licence: b.licence } };
}

function action(item: TextItem, stats: Dnd5eStats, notes: string[], ctx: ReadContext): void {
  if (/^multiattack$/i.test(item.name.trim())) {
    const counts = [...item.desc.matchAll(/\b(one|two|three|four|five|six)\b(?: \w+)? attacks?\b/gi)].map((m) => COUNT[m[1]!.toLowerCase()]!);
    const total = counts.length ? Math.max(...counts) : 0;
    if (total >= 1) stats.attacksPerAction = Math.min(10, total);
    stats.features.push({ id: 'multiattack', params: { pattern: item.desc.slice(0, 120) } });
    if (item.desc.length > 120 || !total) {
      notes.push(`${item.name}: ${item.desc}`);
      ctx.warn(item.p, ref('imp_feature_text', { name: item.name }));
    }
    return;
  }
  const parsed = parseAttackText(item.name, item.desc);
  if (!parsed) {
    notes.push(`${item.name}: ${item.desc}`);
    if (/Attack:/.test(item.desc)) ctx.warn(item.p, ref('imp_attack_unparsed', { text: item.desc.slice(0, 120) }));
    else ctx.warn(item.p, ref('imp_feature_text', { name: item.name }));
    return;
  }
  if (parsed.unknownTypes.length) {
    notes.push(`${item.name}: ${item.desc}`);
    ctx.warn(item.p, ref('imp_attack_unparsed', { text: item.desc.slice(0, 120) }));
    return;
  }
  const taken = new Set(stats.attacks.map((a) => a.id));
  for (const a of parsed.attacks) {
    let id = a.id;
    for (let i = 2; taken.has(id); i++) id = `${a.id.slice(0, 44)}-${i}`;
    taken.add(id);
    if (stats.attacks.length < 32) stats.attacks.push({ ...a, id });
  }
  if (parsed.rest) {
    notes.push(`${item.name}: ${parsed.rest}`);
    ctx.warn(item.p, ref('imp_field_unmapped', { value: parsed.rest.slice(0, 120) }));
  }
}
