// Run: npx vitest bench --run --project unit tests/bench/engine.bench.ts (npm run bench runs every bench)
import { commandSchemaFor } from '../../shared/model/commands.js';
import { dnd5eSheet } from '../../shared/systems/dnd5e/sheet.js';
// Targets (issue #3): ≥ 200,000 pure attack resolutions/s on one core; replay of 10,000 events ≤ 200 ms.
// Akenar (issue #5) is measured the same way: an attack with the defence answered, on the map; so is Pathfinder (issue #13).
import fs from 'node:fs';
import path from 'node:path';
import { bench, describe } from 'vitest';

import { dnd5eLibrarySchema } from '../../shared/systems/dnd5e/schema.js';
import { apply, open, replay, type LiveEncounter } from '../../main/rules/core/history.js';
import { resolve as resolveCommand } from '../../main/rules/core/dispatch.js';
import type { EncounterFile } from '../../main/store/encounter-file.js';
import { emptyState, repoRoot } from '../helpers/fixtures.js';
import { AkTable, CAST } from '../helpers/akenar.js';
import { PF_CAST, PfTable } from '../helpers/pf1.js';
import { RQ_CAST, RqTable } from '../helpers/runequest.js';

const AT = '2026-01-01T00:00:00.000Z';
const library = dnd5eLibrarySchema.parse(JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'srd', 'dnd5e-creatures.json'), 'utf8')));
const stats = (id: string) => library.entries.find((e) => e.id === id)!.stats;
let n = 0;
const ctx = { newId: () => `x${++n}` };

function must(r: ReturnType<typeof apply>): LiveEncounter {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

let live = open({ schemaVersion: 8, id: 'bench', createdAt: AT, updatedAt: AT, initial: { ...emptyState('bench'), system: 'dnd5e' }, history: [], cursor: 0 } satisfies EncounterFile);
live = must(apply(live, ({ type: 'addCombatant', combatant: { id: 'gob', name: 'Goblin', side: 'enemy', kind: 'monster', hp: { max: 7 }, sheet: dnd5eSheet(stats('goblin')) } }), AT, ctx));
live = must(apply(live, ({ type: 'addCombatant', combatant: { id: 'ogre', name: 'Ogre', side: 'party', kind: 'monster', hp: { max: 59 }, sheet: dnd5eSheet(stats('ogre')) } }), AT, ctx));
const state = live.state;
const attackCmd = commandSchemaFor('dnd5e').parse({ type: 'attack', attacker: 'gob', target: 'ogre', attack: 'scimitar' });
if (attackCmd.type !== 'attack') throw new Error('attack');
const resolve = (s: typeof state, c: typeof attackCmd, seq: number) => resolveCommand(s, c, seq, ctx);

// A 10,000-event encounter: damage and heal batches on the ogre (one event each), then replay it.
let big = live;
for (let i = 0; i < 10_000; i++) big = must(apply(big, (i % 2 ? { type: 'heal', id: 'ogre', amount: 3 } : { type: 'damage', id: 'ogre', amount: 3 }), AT, ctx));
const bigFile = big.file;
const events = bigFile.history.reduce((s, b) => s + b.events.length, 0);
if (events < 10_000) throw new Error(`only ${events} events`);
const doReplay = replay;

// Akenar: Feliot and the knight against a goblin in chain mail; the goblin has acted, so Feliot asks its defence.
const ak = new AkTable([
  { id: 'feliot', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
  { id: 'goblin', sheet: CAST.goblin, side: 'enemy', at: [6, 5], initiative: 25 },
]);
ak.turnOf('feliot');
const akState = ak.state;
const akAttack = commandSchemaFor('akenar').parse({ type: 'attack', attacker: 'feliot', target: 'goblin', attack: 'estoque', akenar: { subtle: true }, inputs: { 'def.goblin': { auto: true } } });

// Pathfinder (issue #13, target ≥ 300,000/s): the fighter's longsword at a cleric in armour that has acted, on the map
// (38 HP, like the 5e ogre it survives the blow: the same work as 5e's, no fall to resolve).
const pf = new PfTable([
  { id: 'fighter', stats: PF_CAST.fighter, at: [5, 5], initiative: 10 },
  { id: 'cleric', stats: PF_CAST.cleric, side: 'enemy', at: [6, 5], initiative: 20 },
]);
pf.turnOf('fighter');
const pfState = pf.state;
const pfAttack = commandSchemaFor('pf1').parse({ type: 'attack', attacker: 'fighter', target: 'cleric', attack: 'longsword' });

// RuneQuest (issue #14, target ≥ 300,000/s): the brute's great axe at the swordsman, who parries with his shield,
// forced dice (a hit, a parry, the damage on the chest: the blow goes through less the shield's AP, no wound).
const rq = new RqTable([{ id: 'brute', stats: RQ_CAST.brute, side: 'enemy', at: [5, 5] }, { id: 'swordsman', stats: RQ_CAST.swordsman, at: [6, 5] }]);
rq.next({ brute: 9, swordsman: 1 });
const rqState = rq.state;
const f = (n: number[]) => ({ faces: n });
const rqAttack = commandSchemaFor('runequest').parse({
  type: 'attack', attacker: 'brute', target: 'swordsman', attack: 'great-axe',
  inputs: { 'atk.d100': f([30]), 'react.swordsman': { choice: 'parry:shield' }, 'react.d100': f([20]), dmg: f([3, 3]), dm: f([2]), 'loc.d20': f([10]) },
});

describe('rules engine', () => {
  bench('1000 × 5e attack resolution (auto dice, breakdown, events)', () => {
    for (let seq = 1; seq <= 1000; seq++) resolve(state, attackCmd, seq);
  });
  bench('1000 × Akenar attack resolution (defence asked, CA/PA/subtlety, map)', () => {
    for (let seq = 1; seq <= 1000; seq++) resolveCommand(akState, akAttack, seq, ctx);
  });
  bench('1000 × Pathfinder attack resolution (AC by type, criticals, breakdown, map)', () => {
    for (let seq = 1; seq <= 1000; seq++) resolveCommand(pfState, pfAttack, seq, ctx);
  });
  bench('1000 × RuneQuest attack-and-reaction resolution (parry by the table, blow on a location, forced dice)', () => {
    for (let seq = 1; seq <= 1000; seq++) resolveCommand(rqState, rqAttack, seq, ctx);
  });
  bench(`replay of ${events} events`, () => {
    doReplay(bigFile);
  });
});
