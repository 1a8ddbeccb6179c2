import { dnd5e } from './dnd5e/index.js';
import { akenar } from './akenar/index.js';
import { generic } from './generic/index.js';
import { pf1 } from './pf1/index.js';
import { runequest } from './runequest/index.js';
import type { RulesSystem } from './core/system.js';

/**
 * Every system, by id: the one list of the main layer. Generic, PF1 and RuneQuest are played by hand
 * (`main/rules/core/by-hand.ts`, ADR 0006 `level: 'manual'`). Each is typed by its own commands; the
 * core calls them through the common shape.
 */
let table: Map<string, RulesSystem> | null = null;
/** Built on first use: a system module imported first is still loading when the core reaches here. */
const registered = (): Map<string, RulesSystem> =>
  (table ??= new Map(([dnd5e, generic, akenar, pf1, runequest] as unknown as RulesSystem[]).map((s) => [s.id, s])));

/**
 * Adds a system's rules at run time, beside its shared half (`registerSystem` in
 * shared/systems/registry.ts): a plugin, or a test's toy system (tests/fixtures/systems/).
 * @public — for plugins and tests (knip: not used by the app itself)
 */
export function registerRulesSystem(system: RulesSystem): void {
  if (registered().has(system.id)) throw new Error(`rules for a system "${system.id}" are already registered`);
  registered().set(system.id, system);
}

/** Every registered system's rules, built-in ones first.
 * @public — for plugins and tests (knip: not used by the app itself)
 */
export function rulesSystems(): readonly RulesSystem[] {
  return [...registered().values()];
}

export function systemOf(state: { system: string }): RulesSystem {
  const s = registered().get(state.system);
  if (!s) throw new Error(`no rules are registered for the system "${state.system}"`);
  return s;
}
