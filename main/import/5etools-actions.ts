/**
 * 5etools traits, actions, bonus actions, reactions, legendary actions and spellcasting (issue #16):
 * attack lines become attacks (melee / thrown / two-handed split as the bundled SRD does), known traits
 * features with parameters, everything else a line of the notes with a warning.
 */
import { ref } from '../../shared/contract/result.js';
import { childPath, slugify } from '../../shared/import/report.js';
import type { Attack as Dnd5eAttack, Feature as Dnd5eFeature } from './5etools-vocab.js';
import { parseAttack, renderText, weaponProperties } from './5etools-text.js';
import type { ReadContext } from './types.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);

export interface ActionsOut {
  attacks: Dnd5eAttack[];
  features: Dnd5eFeature[];
  attacksPerAction: number;
  notes: string[];
}

const SECTIONS = [
  ['trait', ''],
  ['action', ''],
  ['bonus', 'Bonus action'],
  ['reaction', 'Reaction'],
  ['legendary', 'Legendary action'],
  ['mythic', 'Mythic action'],
] as const;

const NUMBER_WORDS: Readonly<Record<string, number>> = { one: 1, two: 2, three: 3, four: 4, five: 5, six: 6, seven: 7, eight: 8 };
const MULTI_RE = /makes (one|two|three|four|five|six|seven|eight|\d) (?:[a-z]+ )?attacks/i;
const DAMAGE_TAG_RE = /\{@damage ([^}]+)\}/;
const KEEN_RE = /^Keen ((?:Hearing|Sight|Smell)(?:(?:, | and )(?:Hearing|Sight|Smell))*)$/;
const REGEN_RE = /regains (\d+) hit points/;
const REGEN_STOP_RE = /takes ([a-z]+(?: or [a-z]+)*) damage/;
const PARRY_RE = /adds (\d+) to its AC/;
const HOLD_RE = /hold its breath for (\d+) (minute|hour)s?/;
const DC_RE = /\{@dc (\d+)\}/;
const HIT_RE = /\{@hit ([+-]?\d+)\}/;
const ABILITY_RE = /\b(Intelligence|Wisdom|Charisma)\b/;

const SIMPLE_FEATURES: ReadonlyMap<string, string> = new Map([
  ['nimble escape', 'nimbleEscape'], ['aggressive', 'aggressive'], ['pack tactics', 'packTactics'], ['undead fortitude', 'undeadFortitude'],
  ['sunlight sensitivity', 'sunlightSensitivity'], ['spider climb', 'spiderClimb'], ['web sense', 'webSense'], ['web walker', 'webWalker'],
  ['dark devotion', 'darkDevotion'], ['brave', 'brave'], ['brute', 'brute'], ['rampage', 'rampage'], ['fey ancestry', 'feyAncestry'],
  ['cunning action', 'cunningAction'],
]);

/** Plain text of an `entries` array (strings, lists, nested entries), tags reported through `onTag`. */
export function entriesText(entries: unknown, onTag: (raw: string) => void, depth = 0): string {
  if (depth > 12) return '…';
  if (typeof entries === 'string') return renderText(entries, onTag);
  if (Array.isArray(entries)) return entries.map((e) => entriesText(e, onTag, depth + 1)).filter(Boolean).join(' ');
  if (isObj(entries)) {
    const name = typeof entries.name === 'string' ? `${renderText(entries.name, onTag)}. ` : '';
    const body = entries.entries ?? entries.entry ?? entries.items;
    return `${name}${entriesText(body, onTag, depth + 1)}`.trim();
  }
  return typeof entries === 'number' ? String(entries) : '';
}

/** A known trait by its name, as a feature with its parameters; null when unknown or its parameters are not in the text. */
function knownFeature(name: string, raw: string): Dnd5eFeature | null {
  const key = name.toLowerCase();
  const simple = SIMPLE_FEATURES.get(key);
  if (simple) return { id: simple };
  const keen = KEEN_RE.exec(name);
  if (keen) return { id: 'keenSenses', params: { senses: keen[1]!.toLowerCase().split(/, | and /).join(',') } };
  const dice = DAMAGE_TAG_RE.exec(raw)?.[1]?.replace(/\s+/g, '');
  if ((key === 'martial advantage' || key === 'surprise attack' || key === 'sneak attack') && dice) return { id: key === 'martial advantage' ? 'martialAdvantage' : key === 'surprise attack' ? 'surpriseAttack' : 'sneakAttack', params: { dice } };
  if (key === 'regeneration') {
    const hp = REGEN_RE.exec(raw);
    const stop = REGEN_STOP_RE.exec(raw.replace(/\{@\w+ ([^}|]*)[^}]*\}/g, '$1'));
    if (hp) return { id: 'regeneration', params: stop ? { hp: Number(hp[1]), stoppedBy: stop[1]!.split(' or ').join(',') } : { hp: Number(hp[1]) } };
  }
  if (key === 'parry') {
    const ac = PARRY_RE.exec(raw);
    if (ac) return { id: 'parry', params: { ac: Number(ac[1]) } };
  }
  if (key === 'hold breath') {
    const t = HOLD_RE.exec(raw);
    if (t) return { id: 'holdBreath', params: { minutes: Number(t[1]) * (t[2] === 'hour' ? 60 : 1) } };
  }
  return null;
}

/** Reads the sections of a (copy-resolved) record into attacks, features and notes. */
export function readActions(rec: Obj, ctx: ReadContext): ActionsOut {
  const out: ActionsOut = { attacks: [], features: [], attacksPerAction: 1, notes: [] };
  const ids = new Set<string>();
  for (const [key, label] of SECTIONS) {
    const list = rec[key];
    if (list === undefined) continue;
    if (!Array.isArray(list)) {
      ctx.warn(childPath(ctx.path, key), ref('imp_invalid_field', { issue: 'expected a list' }));
      continue;
    }
    list.forEach((item, i) => readItem(item, childPath(ctx.path, key, i), key, label, out, ids, ctx));
  }
  if (rec.legendaryHeader !== undefined || rec.legendaryActions !== undefined) {
    const tags = tagWarner(ctx, childPath(ctx.path, 'legendaryHeader'));
    const head = rec.legendaryHeader === undefined ? '' : entriesText(rec.legendaryHeader, tags);
    const n = typeof rec.legendaryActions === 'number' ? `${rec.legendaryActions} legendary actions. ` : '';
    out.notes.push(`Legendary actions: ${n}${head}`.trim());
    ctx.warn(childPath(ctx.path, rec.legendaryHeader === undefined ? 'legendaryActions' : 'legendaryHeader'), ref('imp_field_unmapped', { value: 'legendary actions' }));
  }
  readSpellcasting(rec.spellcasting, out, ctx);
  return out;
}

function tagWarner(ctx: ReadContext, path: string): (raw: string) => void {
  return (raw) => ctx.warn(path, ref('imp_tag_text', { tag: raw }));
}

function readItem(item: unknown, path: string, key: string, label: string, out: ActionsOut, ids: Set<string>, ctx: ReadContext): void {
  if (!isObj(item) || typeof item.name !== 'string') {
    const text = entriesText(item, tagWarner(ctx, path));
    if (text) out.notes.push(label ? `${label}: ${text}` : text);
    ctx.warn(path, ref('imp_field_unmapped', { value: text.slice(0, 60) || key }));
    return;
  }
  const name = renderText(item.name).slice(0, 80) || key;
  const entries = Array.isArray(item.entries) ? item.entries : [item.entries];
  const first = typeof entries[0] === 'string' ? entries[0] : '';
  const firstPath = childPath(path, 'entries', 0);
  // Attacks: only in actions and bonus actions, as the SRD prints them.
  if ((key === 'action' || key === 'bonus') && first.trimStart().startsWith('{@atk')) {
    const atk = parseAttack(first);
    if (!atk) {
      const text = renderText(first, tagWarner(ctx, firstPath));
      out.notes.push(`${name}: ${text}`);
      ctx.warn(firstPath, ref('imp_attack_unparsed', { text: text.slice(0, 160) }));
      return;
    }
    addAttacks(name, atk, out, ids, ctx, path);
    const rest = [...atk.rest.map((r) => renderText(r, tagWarner(ctx, firstPath))), ...entries.slice(1).map((e, j) => entriesText(e, tagWarner(ctx, childPath(path, 'entries', j + 1))))].filter(Boolean);
    if (rest.length) {
      out.notes.push(`${name}: ${rest.join(' ')}`);
      ctx.warn(firstPath, ref('imp_field_unmapped', { value: `${name}: ${rest.join(' ').slice(0, 100)}` }));
    }
    return;
  }
  if (key === 'action' && /^multiattack/i.test(name)) {
    const text = entriesText(item.entries, () => undefined);
    const m = MULTI_RE.exec(text);
    const n = m ? (NUMBER_WORDS[m[1]!.toLowerCase()] ?? Number(m[1])) : NaN;
    if (Number.isInteger(n) && n >= 1 && n <= 10) {
      out.attacksPerAction = n;
      out.features.unshift({ id: 'multiattack', params: { pattern: text.slice(0, 120) } });
      if (text.length > 120) ctx.warn(path, ref('imp_read_as', { value: text.slice(0, 200), read: text.slice(0, 120) }));
      return;
    }
  }
  const raw = typeof item.entries === 'string' ? item.entries : JSON.stringify(item.entries ?? '');
  const feature = knownFeature(name, raw);
  if (feature && out.features.length < 64) {
    out.features.push(feature);
    return;
  }
  const text = entriesText(item.entries, tagWarner(ctx, childPath(path, 'entries')));
  out.notes.push(`${label ? `${label} — ` : ''}${name}: ${text}`);
  ctx.warn(path, ref('imp_field_unmapped', { value: name }));
}

function uniqueId(base: string, ids: Set<string>): string {
  let id = slugify(base, 40);
  for (let n = 2; ids.has(id); n++) id = `${slugify(base, 40)}-${n}`;
  ids.add(id);
  return id;
}

function addAttacks(name: string, atk: NonNullable<ReturnType<typeof parseAttack>>, out: ActionsOut, ids: Set<string>, ctx: ReadContext, path: string): void {
  const props = atk.modes.spell ? [] : weaponProperties(name);
  const list: Dnd5eAttack[] = [];
  const base = { toHit: atk.toHit, properties: props };
  const kind = atk.modes.spell ? 'spell' : null;
  if (atk.modes.melee) {
    list.push({ id: uniqueId(name, ids), name, kind: kind ?? 'melee', ...base, reachFt: atk.reachFt ?? 5, damage: atk.damage, ...(atk.onHit.length ? { onHit: atk.onHit } : {}) });
    if (atk.reachFt === undefined) ctx.warn(path, ref('imp_default', { value: 'reach 5 ft.' }));
    if (atk.twoHandedDamage) list.push({ id: uniqueId(`${name}-two-handed`, ids), name: `${name} (two-handed)`, kind: 'melee', ...base, reachFt: atk.reachFt ?? 5, damage: atk.twoHandedDamage, ...(atk.onHit.length ? { onHit: atk.onHit } : {}) });
  }
  if (atk.modes.ranged) {
    if (!atk.range) {
      ctx.warn(path, ref('imp_attack_unparsed', { text: `${name}: no range` }));
    } else {
      const both = atk.modes.melee;
      const rangedKind = kind ?? (both ? 'thrown' : 'ranged');
      if (both && !atk.modes.spell && !props.includes('thrown')) props.push('thrown');
      list.push({
        id: uniqueId(both ? `${name}-thrown` : name, ids),
        name: both ? `${name} (${atk.modes.spell ? 'ranged' : 'thrown'})` : name,
        kind: rangedKind,
        ...base,
        range: atk.range,
        damage: atk.rangedDamage ?? atk.damage,
        ...(atk.onHit.length ? { onHit: atk.onHit } : {}),
      });
    }
  }
  for (const a of list) {
    if (out.attacks.length >= 32) {
      ctx.warn(path, ref('imp_extra_ignored', { value: a.name }));
      continue;
    }
    out.attacks.push(a);
  }
}

function readSpellcasting(sc: unknown, out: ActionsOut, ctx: ReadContext): void {
  if (sc === undefined) return;
  const list = Array.isArray(sc) ? sc : [sc];
  list.forEach((s, i) => {
    const path = childPath(ctx.path, 'spellcasting', i);
    if (!isObj(s)) return void ctx.warn(path, ref('imp_invalid_field', { issue: 'expected an object' }));
    const header = JSON.stringify(s.headerEntries ?? '');
    const dc = DC_RE.exec(header);
    const hit = HIT_RE.exec(header);
    const ability = typeof s.ability === 'string' ? s.ability : ABILITY_RE.exec(header)?.[1]?.slice(0, 3).toLowerCase();
    const params: Record<string, string | number> = {};
    if (ability) params.ability = ability;
    if (dc) params.dc = Number(dc[1]);
    if (hit) params.toHit = Number(hit[1]);
    if (!out.features.some((f) => f.id === 'spellcasting') && out.features.length < 64) out.features.push(Object.keys(params).length ? { id: 'spellcasting', params } : { id: 'spellcasting' });
    const tags = tagWarner(ctx, path);
    const parts: string[] = [entriesText(s.headerEntries, tags)];
    const spellList = (v: unknown) => (Array.isArray(v) ? v.map((x) => entriesText(isObj(x) && 'entry' in x ? x.entry : x, tags)).join(', ') : entriesText(v, tags));
    if (s.will !== undefined) parts.push(`At will: ${spellList(s.will)}.`);
    for (const k of ['daily', 'rest', 'weekly', 'recharge'] as const) {
      if (isObj(s[k])) for (const [n, v] of Object.entries(s[k])) parts.push(`${n.replace(/e$/, ' each')}/${k === 'daily' ? 'day' : k}: ${spellList(v)}.`);
    }
    if (isObj(s.spells)) {
      for (const [lvl, v] of Object.entries(s.spells)) {
        if (!isObj(v)) continue;
        const slots = typeof v.slots === 'number' ? ` (${v.slots} slots)` : '';
        parts.push(`${lvl === '0' ? 'Cantrips' : `Level ${lvl}${slots}`}: ${spellList(v.spells)}.`);
      }
    }
    if (s.footerEntries !== undefined) parts.push(entriesText(s.footerEntries, tags));
    const name = typeof s.name === 'string' ? renderText(s.name) : 'Spellcasting';
    out.notes.push(`${name}: ${parts.filter(Boolean).join(' ')}`);
    ctx.warn(path, ref('imp_field_unmapped', { value: name }));
  });
}
