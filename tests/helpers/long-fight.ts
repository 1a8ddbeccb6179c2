import { commandSchemaFor, type Command } from '../../shared/model/commands.js';
import { apply, open, type LiveEncounter } from '../../main/rules/core/history.js';
import { CURRENT_SCHEMA, type EncounterFile } from '../../main/store/encounter-file.js';
import { EncounterRepository } from '../../main/store/encounter-repo.js';
import { createFileSettingsStore } from '../../main/store/settings-store.js';
import { emptyState } from './fixtures.js';

const BASE = Date.parse('2026-01-01T00:00:00Z');
const at = (n: number) => new Date(BASE + n * 1000).toISOString();

/** The k-th command of a long fight after its combatants join: damage and heal, alternating, round the table. */
export function fightCommand(k: number, combatants = 20): Command {
  const id = `c${(k % combatants) + 1}`;
  return commandSchemaFor('generic').parse(k % 2 === 0 ? { type: 'damage', id, amount: 1 } : { type: 'heal', id, amount: 1 });
}

/**
 * Builds an encounter with `combatants` combatants and `history` batches in memory (with `apply`)
 * and, when a repository is given, writes it once with `save`. Fast: no per-command write.
 */
export function seedLongEncounter(opts: { history: number; combatants?: number; id?: string; name?: string; repo?: EncounterRepository }): LiveEncounter {
  const combatants = opts.combatants ?? 20;
  const id = opts.id ?? 'enc-long';
  let n = 0;
  const ctx = { newId: () => `c${++n}` };
  const file: EncounterFile = { schemaVersion: CURRENT_SCHEMA, id, createdAt: at(0), updatedAt: at(0), initial: { ...emptyState(id), name: opts.name ?? 'Long fight' }, history: [], cursor: 0 };
  let live = open(file);
  for (let i = 0; i < opts.history; i++) {
    const command =
      i < combatants
        ? commandSchemaFor('generic').parse({ type: 'addCombatant', combatant: { name: `Fighter ${i + 1}`, side: i % 2 ? 'enemy' : 'party', kind: i % 2 ? 'monster' : 'pc', hp: { max: 10_000 } } })
        : fightCommand(i - combatants, combatants);
    const r = apply(live, command, at(i + 1), ctx);
    if (!r.ok) throw new Error(`seeding ${id} failed at batch ${i}: ${r.error.message}`);
    live = r.value;
  }
  opts.repo?.save(live.file, live.snapshots);
  return live;
}

export const LONG_FIGHT_ID = 'enc-long';
/** A combatant the seeded history (and a benchmark's commands) damage and heal. */
export const TARGET = 'c1';

/** Seeds `dataDir` with one long fight of `history` batches and makes it the encounter opened at start. */
export function seedLongFight(dataDir: string, history: number): string {
  seedLongEncounter({ history, id: LONG_FIGHT_ID, repo: new EncounterRepository(dataDir) });
  createFileSettingsStore(dataDir).update({ lastEncounterId: LONG_FIGHT_ID });
  return LONG_FIGHT_ID;
}
