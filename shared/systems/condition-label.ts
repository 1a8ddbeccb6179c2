// A condition as stored on a combatant is the system's condition id ("prone") when it is one of the
// system's conditions, else the GM's free label as typed ("marcado"). These turn one into the other.
import { renderRef } from '../log/text.js';
import { findSystem, systems } from './registry.js';
import type { SystemCondition } from './types.js';

const LOCALES = ['es', 'en'] as const;

/** Case, accents and spacing do not tell two names apart ("Tumbado" = "tumbado", "aturdído" = "aturdido"). */
export function foldName(s: string): string {
  return s.normalize('NFD').replace(/\p{M}/gu, '').trim().replace(/\s+/g, ' ').toLowerCase();
}

function conditionsOf(system: string): readonly SystemCondition[] {
  return findSystem(system)?.conditions ?? [];
}

/** The system's condition a stored value or a typed name stands for: by id, or by its name in any language. */
export function findCondition(system: string, text: string): SystemCondition | undefined {
  const key = foldName(text);
  if (!key) return undefined;
  const all = conditionsOf(system);
  return all.find((c) => foldName(c.id) === key) ?? all.find((c) => LOCALES.some((l) => foldName(renderRef({ msg: c.msg, params: {} }, l)) === key));
}

/** What to store for a typed name: the system's id when it names one of its conditions (any language), else the label as typed. */
export function conditionId(system: string, typed: string): string {
  return findCondition(system, typed)?.id ?? typed.trim().replace(/\s+/g, ' ');
}

/** A stored condition in the UI language: a system condition's translated name, else the free label as typed. */
export function conditionLabel(system: string, stored: string): string {
  const c = findCondition(system, stored);
  return c ? renderRef({ msg: c.msg, params: {} }) : stored;
}

/** A stored condition as a param of a message (`@cond_prone`, see `nestedRef`): a system condition in the reader's language, else the free label. */
export function conditionParam(system: string, stored: string): string {
  const c = findCondition(system, stored);
  return c ? `@${c.msg}` : stored;
}

/** A stored condition where the system is not at hand (log lines): the first system naming that id, else as stored. */
export function anyConditionLabel(stored: string): string {
  for (const sys of systems()) {
    const c = sys.conditions.find((x) => x.id === stored);
    if (c) return renderRef({ msg: c.msg, params: {} });
  }
  return stored;
}

/** A stored condition's glyph, when the system gives it one. */
export function conditionIcon(system: string, stored: string): string | undefined {
  return findCondition(system, stored)?.icon;
}

/** One entry of the condition picker. */
export interface ConditionOption {
  id: string;
  /** The name in the UI language. */
  label: string;
  icon?: string;
}

/**
 * The system's conditions matching what the GM typed, in the UI language: those whose name (in either
 * language) or id starts with the text first, then those containing it; all of them when nothing is typed.
 */
export function conditionOptions(system: string, typed: string): ConditionOption[] {
  const key = foldName(typed);
  const scored: { o: ConditionOption; rank: number }[] = [];
  for (const c of conditionsOf(system)) {
    const label = renderRef({ msg: c.msg, params: {} });
    const names = [label, c.id.replace(/_/g, ' '), ...LOCALES.map((l) => renderRef({ msg: c.msg, params: {} }, l))].map(foldName);
    const rank = !key ? 0 : names.some((n) => n.startsWith(key)) ? 0 : names.some((n) => n.includes(key)) ? 1 : -1;
    if (rank >= 0) scored.push({ o: { id: c.id, label, ...(c.icon ? { icon: c.icon } : {}) }, rank });
  }
  return scored.sort((a, b) => a.rank - b.rank || a.o.label.localeCompare(b.o.label)).map((s) => s.o);
}
