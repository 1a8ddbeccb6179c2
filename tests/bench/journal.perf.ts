import fs from 'node:fs';
import { afterAll, it } from 'vitest';
import type { Result } from '../../shared/contract/result.js';
import { undo } from '../../main/rules/core/history.js';
import { EncounterRepository } from '../../main/store/encounter-repo.js';
import { withId } from '../../main/store/journal-document.js';
import { makeService, tempDir } from '../helpers/fixtures.js';
import { fightCommand, seedLongEncounter } from '../helpers/long-fight.js';

/**
 * The encounter journal at history 100 / 1 000 / 10 000 (issue #11): bytes written and service time
 * per command, open, undo, and the list of 200 encounters. Prints figures; asserts nothing about speed.
 */
const SIZES = [100, 1_000, 10_000];
const COMMANDS = 200;
const dirs: string[] = [];
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
});

const median = (xs: number[]) => quantile(xs, 0.5);
function quantile(xs: number[], q: number): number {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))]!;
}
function timed(f: () => void): number {
  const t = performance.now();
  f();
  return performance.now() - t;
}
function must(r: Result<unknown>): void {
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
}

interface Row {
  history: number;
  bytes: number;
  p50: number;
  p95: number;
  open: number;
  undoService: number;
  undoEngine: number;
}

function measure(history: number): Row {
  const dataDir = tempDir(`journal-bench-${history}`);
  dirs.push(dataDir);
  const id = `enc-${history}`;
  seedLongEncounter({ history, id, repo: new EncounterRepository(dataDir) });
  const opens: number[] = [];
  for (let i = 0; i < 5; i++) opens.push(timed(() => new EncounterRepository(dataDir).openLive(id)));

  const { service, repo } = makeService(dataDir, { demo: undefined });
  must(service.handle('encounter.open', { id }, 'gm'));
  const file = repo.fileOf(id);
  const sizeBefore = fs.statSync(file).size;
  const times: number[] = [];
  for (let k = 0; k < COMMANDS; k++) {
    const command = fightCommand(k);
    times.push(timed(() => must(service.handle('encounter.command', { encounterId: id, command }, 'gm'))));
  }
  const bytes = (fs.statSync(file).size - sizeBefore) / COMMANDS;

  const undos: number[] = [];
  for (let k = 0; k < 20; k++) undos.push(timed(() => must(service.handle('encounter.undo', { encounterId: id }, 'gm'))));
  // The engine's undo alone (fold from the nearest snapshot), on a freshly opened 10 000-batch encounter.
  let live = new EncounterRepository(dataDir).openLive(id);
  const engine: number[] = [];
  for (let k = 0; k < 50; k++) {
    const t = performance.now();
    const r = undo(live, '2026-01-01T00:00:00.000Z');
    engine.push(performance.now() - t);
    if (r.ok) live = r.value;
  }
  return { history, bytes, p50: median(times), p95: quantile(times, 0.95), open: median(opens), undoService: median(undos), undoEngine: median(engine) };
}

function listOf200(): number {
  const dataDir = tempDir('journal-bench-list');
  dirs.push(dataDir);
  const repo = new EncounterRepository(dataDir);
  const seeded = seedLongEncounter({ history: 100, id: 'enc-list' });
  for (let i = 0; i < 200; i++) repo.save(withId(seeded.file, `enc-list-${i}`), seeded.snapshots);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const fresh = new EncounterRepository(dataDir);
    times.push(
      timed(() => {
        if (fresh.list().encounters.length !== 200) throw new Error('the list lost encounters');
      }),
    );
  }
  return median(times);
}

it('measures the journal at history 100 / 1 000 / 10 000', () => {
  const rows = SIZES.map(measure);
  const list = listOf200();
  const f = (n: number) => n.toFixed(2).padStart(8);
  const lines = [
    '',
    'Encounter journal (20 combatants, damage/heal alternating; service.handle driven directly, fsync included)',
    `${'history'.padEnd(8)} ${'bytes/cmd'.padStart(10)} ${'cmd p50 ms'.padStart(11)} ${'cmd p95 ms'.padStart(11)} ${'open ms'.padStart(8)} ${'undo ms'.padStart(8)} ${'engine undo ms'.padStart(15)}`,
    ...rows.map((r) => `${String(r.history).padEnd(8)} ${r.bytes.toFixed(0).padStart(10)} ${f(r.p50).padStart(11)} ${f(r.p95).padStart(11)} ${f(r.open)} ${f(r.undoService)} ${f(r.undoEngine).padStart(15)}`),
    `encounter list of 200 encounters: ${list.toFixed(1)} ms`,
    `targets: open of 10 000 ≤ 200 ms, undo at 10 000 ≤ 16 ms, list of 200 ≤ 300 ms, bytes/cmd at 10 000 ≤ 2× at 100 (here ${(rows[2]!.bytes / rows[0]!.bytes).toFixed(2)}×)`,
    '',
  ];
  console.log(lines.join('\n'));
}, 300_000);
