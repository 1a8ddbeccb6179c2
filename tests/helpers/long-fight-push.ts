import { commandSchema, type CommandInput } from '../../shared/model/commands.js';
import { apply, needsInput, open } from '../../main/rules/core/history.js';
import { EncounterRepository } from '../../main/store/encounter-repo.js';
import { createFileSettingsStore } from '../../main/store/settings-store.js';
import { emptyState } from './fixtures.js';

export const LONG_FIGHT_ID = 'enc-long';
/** The combatant the seeded history (and a benchmark's commands) damage and heal. */
export const TARGET = 'c1';

/**
 * Seeds `dataDir` with one encounter of 20 combatants and `history` applied commands (the adds,
 * then damage and heal in turn), built in memory and written once, and makes it the last one opened.
 */
export function seedLongFight(dataDir: string, history: number): string {
  const repo = new EncounterRepository(dataDir);
  let live = open(repo.create(emptyState(LONG_FIGHT_ID)));
  const t0 = Date.parse('2026-01-01T00:00:00Z');
  let n = 0;
  const run = (command: CommandInput) => {
    const next = apply(live, commandSchema.parse(command), new Date(t0 + ++n * 1000).toISOString(), { newId: () => `x${n}` });
    if (!next.ok || needsInput(next)) throw new Error(`seeding: ${JSON.stringify(next)}`);
    live = next.value;
  };
  for (let i = 0; i < 20; i++) run({ type: 'addCombatant', combatant: { id: `c${i}`, name: `Combatiente ${i}`, side: i < 4 ? 'party' : 'enemy', kind: i < 4 ? 'pc' : 'monster', hp: { max: 30 }, initiative: 20 - i } });
  while (n < history) run(n % 2 ? { type: 'damage', id: TARGET, amount: 1 } : { type: 'heal', id: TARGET, amount: 1 });
  repo.save(live.file);
  createFileSettingsStore(dataDir).update({ lastEncounterId: LONG_FIGHT_ID });
  return LONG_FIGHT_ID;
}
