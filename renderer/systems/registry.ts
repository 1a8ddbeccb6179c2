import type { RendererSystem } from './types.js';
import { dnd5e } from './dnd5e/index.js';
import { akenar } from './akenar/index.js';
import { generic } from './generic/index.js';
import { pf1 } from './pf1/index.js';
import { runequest } from './runequest/index.js';

/** Every system's renderer part: the one list of the renderer layer (issue #12). */
let table: Map<string, RendererSystem> | null = null;
/** Built on first use, so import order never lists a system that is still loading. */
const registered = (): Map<string, RendererSystem> => (table ??= new Map([dnd5e, akenar, generic, pf1, runequest].map((s) => [s.id, s])));

/**
 * Adds a system's renderer part at run time, beside its shared half (`registerSystem`): a plugin, or
 * a test build's toy system (tests/fixtures/systems/, `ASALTO_EXTRA_SYSTEMS` in vite.config.ts).
 * @public — for plugins and tests (knip: not used by the app itself)
 */
export function registerRendererSystem(system: RendererSystem): void {
  if (registered().has(system.id)) throw new Error(`a renderer for the system "${system.id}" is already registered`);
  registered().set(system.id, system);
}

/** The renderer part of a system; core panels ask this and name no system. */
export function rendererSystem(id: string): RendererSystem {
  const s = registered().get(id);
  if (!s) throw new Error(`no renderer is registered for the system "${id}"`);
  return s;
}
