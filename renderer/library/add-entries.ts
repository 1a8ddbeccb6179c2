// Adding library entries to the open encounter: the entry's fill (its stat block, HP, size…) over the
// core defaults; the engine numbers duplicate names (Goblin, Goblin 2…).
import type { NewCombatant } from '../../shared/model/commands.js';
import type { LibraryEntry } from '../../shared/contract/views.js';
import { gm } from '../lib/gm-store.svelte.js';
import { rendererSystem } from '../systems/registry.js';

export const MAX_QUANTITY = 20;

export function clampQuantity(n: number | null | undefined): number {
  return Math.min(MAX_QUANTITY, Math.max(1, Math.trunc(Number(n) || 1)));
}

/** Adds `count` combatants made from `entry`; returns how many were added. */
export async function addEntries(entry: LibraryEntry, count: number): Promise<number> {
  const sys = rendererSystem(entry.system);
  const fill = sys.library?.fill(entry);
  if (!fill) return 0;
  const b = fill.body;
  const combatant: NewCombatant = {
    name: entry.name,
    kind: entry.kind,
    side: entry.kind === 'pc' ? 'party' : 'enemy',
    hp: { max: b.hpMax ?? 1 },
    initiative: null,
    conditions: [],
    hidden: false,
    notes: entry.notes ?? '',
    size: b.size ?? 'medium',
    speed: b.speed ?? 6,
    reach: b.reach ?? { min: 1, max: 1 },
    initiativeBonus: b.initiativeBonus ?? 0,
    ...fill.extra,
  };
  let added = 0;
  for (let i = 0; i < clampQuantity(count); i++) {
    if (!(await gm.run({ type: 'addCombatant', combatant }))) break;
    added++;
  }
  return added;
}
