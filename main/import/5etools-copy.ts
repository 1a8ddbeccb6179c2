/**
 * 5etools `_copy` inheritance (issue #16): a record that copies another (`{_copy: {name, source, _mod}}`)
 * is resolved against the same file first, then the library, and its `_mod` edits applied. Only copy
 * records are cloned; plain records are read as they are.
 */
import { ref, type MessageRef } from '../../shared/contract/result.js';
import { childPath } from '../../shared/import/report.js';
import type { ReadContext } from './types.js';
import { str } from './5etools-vocab.js';

type Obj = Record<string, unknown>;
const isObj = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Fields of the copied record that describe it, not the copy (5etools drops them too). */
const NOT_INHERITED = new Set(['_copy', '_versions', 'srd', 'srd52', 'basicRules', 'basicRules2024', 'reprintedAs', 'page', 'otherSources', 'hasFluff', 'hasFluffImages', 'hasToken']);
const TEXT_PROPS = ['trait', 'action', 'bonus', 'reaction', 'legendary', 'mythic', 'spellcasting'];
const SIZES = ['T', 'S', 'M', 'L', 'H', 'G'];

export type CopyOutcome = { ok: true; record: Obj } | { ok: false; path: string; ref: MessageRef };

/** The record with its `_copy` resolved (the record itself when it has none). */
export function resolveCopy(record: Obj, ctx: ReadContext, depth = 0, seen: ReadonlySet<string> = new Set([`${String(record.name)}|${String(record.source)}`])): CopyOutcome {
  const copy = record._copy;
  if (copy === undefined) return { ok: true, record };
  const path = childPath(ctx.path, '_copy');
  if (!isObj(copy) || typeof copy.name !== 'string' || typeof copy.source !== 'string') return { ok: false, path, ref: ref('imp_missing_required', { field: '_copy.name, _copy.source' }) };
  const { name, source } = copy;
  const key = `${name}|${source}`;
  if (depth > 8 || seen.has(key)) return { ok: false, path, ref: ref('imp_5t_copy_loop', { name }) };
  const base = ctx.findRecord('5etools', (r) => isObj(r) && r !== record && r.name === name && r.source === source);
  if (!isObj(base)) return { ok: false, path, ref: ref('imp_5t_copy_missing', { name, source }) };
  const resolvedBase = resolveCopy(base, ctx, depth + 1, new Set([...seen, key]));
  if (!resolvedBase.ok) return resolvedBase.path === path ? resolvedBase : { ok: false, path, ref: resolvedBase.ref };
  const out: Obj = {};
  for (const [k, v] of Object.entries(resolvedBase.record)) if (!NOT_INHERITED.has(k)) out[k] = structuredClone(v);
  for (const [k, v] of Object.entries(record)) if (k !== '_copy') out[k] = structuredClone(v);
  if (copy._trait !== undefined) ctx.warn(childPath(path, '_trait'), ref('imp_5t_trait_ignored', { name: traitName(copy._trait) }));
  if (isObj(copy._mod)) applyMods(out, copy._mod, ctx, childPath(path, '_mod'));
  else if (copy._mod !== undefined) ctx.warn(childPath(path, '_mod'), ref('imp_5t_mod_unknown', { mode: typeof copy._mod }));
  return { ok: true, record: out };
}

function traitName(t: unknown): string {
  return isObj(t) && typeof t.name === 'string' ? t.name : 'trait';
}

function applyMods(out: Obj, mods: Obj, ctx: ReadContext, base: string): void {
  for (const [prop, spec] of Object.entries(mods)) {
    const list = Array.isArray(spec) ? spec : [spec];
    list.forEach((m, i) => {
      const path = Array.isArray(spec) ? childPath(base, prop, i) : childPath(base, prop);
      const mode = isObj(m) ? String(m.mode) : m === 'remove' ? 'remove' : String(m);
      try {
        if (!applyMod(out, prop, m, mode)) ctx.warn(path, ref('imp_5t_mod_unknown', { mode }));
      } catch (err) {
        ctx.warn(path, ref('imp_5t_mod_failed', { mode, detail: err instanceof Error ? err.message.slice(0, 120) : String(err) }));
      }
    });
  }
}

const nameOf = (v: unknown): string | undefined => (isObj(v) && typeof v.name === 'string' ? v.name : typeof v === 'string' ? v : undefined);
const asArr = (v: unknown): unknown[] => (Array.isArray(v) ? v : v === undefined ? [] : [v]);

function arrayOf(out: Obj, prop: string): unknown[] {
  const cur = out[prop];
  if (Array.isArray(cur)) return cur;
  const arr: unknown[] = [];
  out[prop] = arr;
  return arr;
}

/** One `_mod` edit; false when the mode is not one this reader applies. */
function applyMod(out: Obj, prop: string, m: unknown, mode: string): boolean {
  if (m === 'remove') {
    delete out[prop];
    return true;
  }
  if (!isObj(m)) return false;
  const items = asArr(m.items);
  switch (mode) {
    case 'appendArr':
      arrayOf(out, prop).push(...items);
      return true;
    case 'prependArr':
      arrayOf(out, prop).unshift(...items);
      return true;
    case 'appendIfNotExistsArr': {
      const arr = arrayOf(out, prop);
      for (const it of items) if (!arr.some((x) => JSON.stringify(x) === JSON.stringify(it))) arr.push(it);
      return true;
    }
    case 'insertArr':
      arrayOf(out, prop).splice(Number(m.index), 0, ...items);
      return true;
    case 'replaceArr':
    case 'replaceOrAppendArr': {
      const arr = arrayOf(out, prop);
      const at = findIndex(arr, m.replace);
      if (at >= 0) arr.splice(at, 1, ...items);
      else if (mode === 'replaceOrAppendArr') arr.push(...items);
      else throw new Error(`nothing to replace: ${JSON.stringify(m.replace)}`);
      return true;
    }
    case 'removeArr': {
      const arr = arrayOf(out, prop);
      for (const n of [...asArr(m.names), ...asArr(m.items)]) {
        const at = findIndex(arr, n);
        if (at < 0) throw new Error(`nothing to remove: ${JSON.stringify(n)}`);
        arr.splice(at, 1);
      }
      return true;
    }
    case 'replaceTxt': {
      const re = new RegExp(String(m.replace), typeof m.flags === 'string' ? m.flags : 'g');
      const props = prop === '*' ? TEXT_PROPS : [prop];
      for (const p of props) if (out[p] !== undefined) out[p] = replaceIn(out[p], re, str(m.with ?? ''));
      return true;
    }
    case 'setProp':
      setPath(out, String(m.prop), m.value);
      return true;
    case 'scalarAddProp':
    case 'scalarMultProp':
      scalar(out, prop === '_' ? String(m.prop) : prop, Number(m.scalar), mode === 'scalarMultProp', m.floor === true);
      return true;
    case 'maxSize': {
      const max = SIZES.indexOf(String(m.max));
      if (Array.isArray(out.size)) out.size = out.size.filter((s) => SIZES.indexOf(String(s)) <= max);
      return true;
    }
    case 'addSenses':
      for (const s of asArr(m.senses)) if (isObj(s)) arrayOf(out, 'senses').push(`${String(s.type)} ${String(s.range)} ft.`);
      return true;
    case 'addSaves':
    case 'addSkills': {
      const key = mode === 'addSaves' ? 'save' : 'skill';
      const rec: Obj = isObj(out[key]) ? out[key] : {};
      const pb = profOf(out);
      for (const [k, lvl] of Object.entries(isObj(m[key === 'save' ? 'saves' : 'skills']) ? (m[key === 'save' ? 'saves' : 'skills'] as Obj) : {})) {
        const ab = key === 'save' ? k : (SKILL_ABILITY[k] ?? 'int');
        const total = Math.floor((Number(out[ab]) - 10) / 2) + pb * Number(lvl);
        rec[k] = total >= 0 ? `+${total}` : String(total);
      }
      out[key] = rec;
      return true;
    }
    default:
      return false;
  }
}

const SKILL_ABILITY: Readonly<Record<string, string>> = {
  acrobatics: 'dex', 'animal handling': 'wis', arcana: 'int', athletics: 'str', deception: 'cha', history: 'int', insight: 'wis', intimidation: 'cha',
  investigation: 'int', medicine: 'wis', nature: 'int', perception: 'wis', performance: 'cha', persuasion: 'cha', religion: 'int',
  'sleight of hand': 'dex', stealth: 'dex', survival: 'wis',
};

function profOf(out: Obj): number {
  const raw = isObj(out.cr) ? out.cr.cr : out.cr;
  const [a, b] = str(raw ?? '0').split('/');
  const cr = b ? Number(a) / Number(b) : Number(a);
  return Number.isFinite(cr) ? Math.max(2, Math.floor((Math.max(cr, 1) - 1) / 4) + 2) : 2;
}

function findIndex(arr: unknown[], key: unknown): number {
  if (isObj(key) && typeof key.index === 'number') return key.index < arr.length ? key.index : -1;
  if (isObj(key) && typeof key.regex === 'string') {
    const re = new RegExp(key.regex, typeof key.flags === 'string' ? key.flags : '');
    return arr.findIndex((x) => re.test(nameOf(x) ?? ''));
  }
  const name = nameOf(key);
  return arr.findIndex((x) => (name !== undefined && nameOf(x) === name) || JSON.stringify(x) === JSON.stringify(key));
}

function replaceIn(v: unknown, re: RegExp, by: string, depth = 0): unknown {
  if (depth > 20) return v;
  if (typeof v === 'string') return v.replace(re, by);
  if (Array.isArray(v)) return v.map((x) => replaceIn(x, re, by, depth + 1));
  if (isObj(v)) return Object.fromEntries(Object.entries(v).map(([k, x]) => [k, k === 'name' || k === 'type' ? x : replaceIn(x, re, by, depth + 1)]));
  return v;
}

function setPath(out: Obj, path: string, value: unknown): void {
  const keys = path.split('.');
  let cur: Obj = out;
  for (const k of keys.slice(0, -1)) {
    if (k === '__proto__' || k === 'constructor') throw new Error('bad prop');
    if (!isObj(cur[k])) cur[k] = {};
    cur = cur[k] as Obj;
  }
  const last = keys[keys.length - 1]!;
  if (last === '__proto__' || last === 'constructor') throw new Error('bad prop');
  cur[last] = value;
}

function scalar(out: Obj, path: string, by: number, mult: boolean, floor: boolean): void {
  if (!Number.isFinite(by)) throw new Error('scalar is not a number');
  const keys = path.split('.');
  let cur: Obj = out;
  for (const k of keys.slice(0, -1)) {
    const next = cur[k];
    if (!isObj(next)) throw new Error(`no ${path}`);
    cur = next;
  }
  const last = keys[keys.length - 1]!;
  const apply = (n: number) => (mult ? (floor ? Math.floor(n * by) : n * by) : n + by);
  const v = cur[last];
  if (typeof v === 'number') cur[last] = apply(v);
  else if (isObj(v)) {
    for (const [k, x] of Object.entries(v)) if (typeof x === 'number') v[k] = apply(x);
  } else throw new Error(`${path} is not a number`);
}
