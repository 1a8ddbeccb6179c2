// Log text helpers with no dependency on the systems: rules systems' describers use them
// (shared/systems/<id>/), and shared/log/describe.ts, which asks the registry, re-exports them.
import * as m from '../i18n/paraglide/messages.js';
import type { EncounterEvent } from '../model/events.js';
import type { RollRecordData } from '../engine/prompt.js';

/** A log line with the rule (and gap reading) it applied. */
export const withRule = (text: string, rule: { id: string; gap?: string } | null) => (rule ? `${text} [${rule.id}${rule.gap ? `, ${rule.gap}` : ''}]` : text);

/** "1d20+2 = 15 (13 + 2)", marked when the GM typed the dice. */
export function describeRoll(r: RollRecordData): string {
  const faces = r.dice.filter((d) => d.kept).map((d) => d.value);
  const parts = [...faces.map(String), ...(r.flat ? [String(r.flat)] : [])].join(' + ').replace(/\+ -/g, '- ');
  const detail = r.entered === 'total' || faces.length === 0 ? '' : ` (${parts})`;
  return `${r.notation} = ${r.total}${detail}${r.source === 'manual' ? ` ${m.log_manual_roll()}` : ''}`;
}

const PARAM_LABELS: { prefixes: readonly string[]; labels: Readonly<Record<string, string>> }[] = [];

/**
 * Declares that in messages starting with one of `prefixes`, the param `k` holds an id shown as the
 * message `labels[k] + id` (dashes as underscores; a list `a, b` item by item) when there is one: `{ location: 'rq_loc_' }`. A
 * system registers its own as its shared module loads, so the log names no system.
 */
export function registerParamLabels(prefixes: readonly string[], labels: Readonly<Record<string, string>>): void {
  PARAM_LABELS.push({ prefixes, labels });
}

/** The message naming an id under `prefix`: `left-arm` → `rq_loc_left_arm`, `bullRush` → `ui_pf_man_bull_rush` (or `…bullRush`). */
function idLabel(prefix: string, id: string): ((p: object, o?: { locale: 'en' | 'es' }) => string) | undefined {
  const msgs = m as unknown as Record<string, ((p: object, o?: { locale: 'en' | 'es' }) => string) | undefined>;
  const key = id.replace(/-/g, '_');
  return msgs[`${prefix}${key}`] ?? msgs[`${prefix}${key.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toLowerCase()}`];
}

/** A message reference as one param of another: `@msg{params}`, rendered in the reader's language with it. */
export const nestedRef = (r: { msg: string; params: Record<string, string | number> }): string =>
  `@${r.msg}${Object.keys(r.params).length ? JSON.stringify(r.params) : ''}`;

/** A label as a param of a message: a message key (`system_pf1`) as a nested reference, rendered in the reader's language; plain text as is. */
export const labelParam = (label: string): string => (label in m ? `@${label}` : label);

function nestedParams(json: string): Record<string, string | number> | null {
  try {
    const p: unknown = JSON.parse(json);
    return typeof p === 'object' && p !== null && !Array.isArray(p) ? (p as Record<string, string | number>) : null;
  } catch {
    return null;
  }
}

/** Renders a stored message reference in the current language, or in `locale` (the key itself if unknown). */
export function renderRef(ref: { msg: string; params: Record<string, string | number> }, locale?: 'en' | 'es'): string {
  type Msg = (p: Record<string, string | number>, o?: { locale: 'en' | 'es' }) => string;
  const fn = (m as unknown as Record<string, Msg | undefined>)[ref.msg];
  if (!fn) return ref.msg;
  const opts = locale ? { locale } : undefined;
  const params = { ...ref.params };
  // Data ids carried in params (damage types, abilities) are shown in the reader's language.
  if (typeof params.type === 'string') params.type = (DAMAGE_TYPE_LABELS[params.type] as Msg | undefined)?.({}, opts) ?? params.type;
  if (typeof params.ability === 'string') params.ability = (ABILITY_LABELS[params.ability] as Msg | undefined)?.({}, opts) ?? params.ability;
  // A system's params whose values are ids with labels (RuneQuest's `location: "left-arm"`).
  for (const { prefixes, labels } of PARAM_LABELS) {
    if (!prefixes.some((p) => ref.msg.startsWith(p))) continue;
    for (const [k, keyPrefix] of Object.entries(labels)) {
      const v = params[k];
      if (typeof v === 'string') params[k] = v.split(', ').map((id) => idLabel(keyPrefix, id)?.({}, opts) ?? id).join(', ');
    }
  }
  // A param naming a message (`@ui_rq_stance_prone`: a mode, a stance, a condition) is shown as that message;
  // `@zod_min_number{"limit":"1"}` (see `nestedRef`) with its own params.
  for (const [k, v] of Object.entries(params)) {
    if (typeof v !== 'string' || !v.startsWith('@')) continue;
    const brace = v.indexOf('{');
    const key = brace < 0 ? v.slice(1) : v.slice(1, brace);
    const inner = brace < 0 ? {} : nestedParams(v.slice(brace));
    params[k] = inner && (m as unknown as Record<string, Msg | undefined>)[key] ? renderRef({ msg: key, params: inner }, locale) : key;
  }
  // A map move's refusal code (`move_OUT_OF_MOVEMENT`), shown as its label.
  if (typeof params.reason === 'string' && params.reason.startsWith('move_')) params.reason = (m as unknown as Record<string, Msg | undefined>)[params.reason]?.({}, opts) ?? params.reason;
  return fn(params, opts);
}

/** An ability's name in the current language. */
export function abilityLabel(a: string): string {
  return ABILITY_LABELS[a]?.() ?? a;
}

const ABILITY_LABELS: Record<string, () => string> = { str: m.ability_str, dex: m.ability_dex, con: m.ability_con, int: m.ability_int, wis: m.ability_wis, cha: m.ability_cha };

const DAMAGE_TYPE_LABELS: Record<string, () => string> = {
  acid: m.dmg_acid, bludgeoning: m.dmg_bludgeoning, cold: m.dmg_cold, fire: m.dmg_fire, force: m.dmg_force, lightning: m.dmg_lightning,
  necrotic: m.dmg_necrotic, piercing: m.dmg_piercing, poison: m.dmg_poison, psychic: m.dmg_psychic, radiant: m.dmg_radiant, slashing: m.dmg_slashing, thunder: m.dmg_thunder,
};

export function damageTypeLabel(t: string): string {
  return DAMAGE_TYPE_LABELS[t]?.() ?? t;
}

/** A damage notation with its type tags in the current language: `1d6+2[slashing]` → `1d6+2[cortante]`. */
export const damageNotationText = (notation: string): string => notation.replace(/\[([a-z]+)\]/g, (_, t: string) => `[${damageTypeLabel(t)}]`);

/** The line of a life change (a system may add its rule: `describe['life.changed']`). */
export function lifeChangedText(e: Extract<EncounterEvent, { type: 'life.changed' }>): string {
  return renderRef({ msg: e.reason, params: { name: e.name, successes: e.deathSaves.successes, failures: e.deathSaves.failures, roll: e.roll ? describeRoll(e.roll) : '' } });
}
