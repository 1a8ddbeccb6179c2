// Run: npx vitest bench --run --project unit tests/bench/engine.bench.ts (npm run bench runs every bench)
// Targets (issue #3): ≥ 200,000 pure attack resolutions/s on one core; replay of 10,000 events ≤ 200 ms.
import fs from 'node:fs';
import path from 'node:path';
import { bench, describe } from 'vitest';
import { commandSchema } from '../../shared/model/commands.js';
import { dnd5eLibrarySchema } from '../../shared/systems/dnd5e/schema.js';
import { apply, open, replay, type LiveEncounter } from '../../main/rules/core/history.js';
import { resolve as resolveCommand } from '../../main/rules/core/dispatch.js';
import type { EncounterFile } from '../../main/store/encounter-file.js';
import { emptyState, repoRoot } from '../helpers/fixtures.js';

const AT = '2026-01-01T00:00:00.000Z';
const library = dnd5eLibrarySchema.parse(JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'srd', 'dnd5e-creatures.json'), 'utf8')));
const stats = (id: string) => library.entries.find((e) => e.id === id)!.stats;
let n = 0;
const ctx = { newId: () => `x${++n}` };

function must(r: ReturnType<typeof apply>): LiveEncounter {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

let live = open({ schemaVersion: 7, id: 'bench', createdAt: AT, updatedAt: AT, initial: { ...emptyState('bench'), system: 'dnd5e' }, history: [], cursor: 0 } satisfies EncounterFile);
live = must(apply(live, commandSchema.parse({ type: 'addCombatant', combatant: { id: 'gob', name: 'Goblin', side: 'enemy', kind: 'monster', hp: { max: 7 }, stats: stats('goblin') } }), AT, ctx));
live = must(apply(live, commandSchema.parse({ type: 'addCombatant', combatant: { id: 'ogre', name: 'Ogre', side: 'party', kind: 'monster', hp: { max: 59 }, stats: stats('ogre') } }), AT, ctx));
const state = live.state;
const attackCmd = commandSchema.parse({ type: 'attack', attacker: 'gob', target: 'ogre', attack: 'scimitar' });
if (attackCmd.type !== 'attack') throw new Error('attack');
const resolve = (s: typeof state, c: typeof attackCmd, seq: number) => resolveCommand(s, c, seq, ctx);

// A 10,000-event encounter: damage and heal batches on the ogre (one event each), then replay it.
let big = live;
for (let i = 0; i < 10_000; i++) big = must(apply(big, commandSchema.parse(i % 2 ? { type: 'heal', id: 'ogre', amount: 3 } : { type: 'damage', id: 'ogre', amount: 3 }), AT, ctx));
const bigFile = big.file;
const events = bigFile.history.reduce((s, b) => s + b.events.length, 0);
if (events < 10_000) throw new Error(`only ${events} events`);
const doReplay = replay;

describe('rules engine', () => {
  bench('1000 × 5e attack resolution (auto dice, breakdown, events)', () => {
    for (let seq = 1; seq <= 1000; seq++) resolve(state, attackCmd, seq);
  });
  bench(`replay of ${events} events`, () => {
    doReplay(bigFile);
  });
});
