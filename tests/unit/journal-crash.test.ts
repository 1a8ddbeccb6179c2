import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import { EncounterRepository } from '../../main/store/encounter-repo.js';
import { repoRoot, tempDir } from '../helpers/fixtures.js';

/**
 * A child host flooded with commands (tests/helpers/crash-child.ts) is killed with SIGKILL at random
 * moments; after each kill every acknowledged command must be in the journal and every file must load.
 */
const KILLS = 32;
let bundleDir: string;
let childScript: string;

beforeAll(async () => {
  bundleDir = tempDir('crash-bundle');
  await build({
    configFile: false,
    logLevel: 'silent',
    root: repoRoot,
    build: { ssr: path.join(repoRoot, 'tests/helpers/crash-child.ts'), outDir: bundleDir, write: true, emptyOutDir: true, minify: false, rollupOptions: { output: { format: 'es', entryFileNames: 'crash-child.mjs' } } },
    ssr: { noExternal: true },
  });
  childScript = path.join(bundleDir, 'crash-child.mjs');
}, 120_000);

afterAll(() => {
  fs.rmSync(bundleDir, { recursive: true, force: true });
});

interface Run {
  lines: string[];
  stderr: string;
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** Runs the child until it has acknowledged `acks` steps, then kills it with SIGKILL. */
function runUntil(dataDir: string, acks: number): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, [childScript, dataDir, path.join(repoRoot, 'resources')], { stdio: ['ignore', 'pipe', 'pipe'] });
    const run: Run = { lines: [], stderr: '', code: null, signal: null };
    let buffer = '';
    let steps = 0;
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (chunk: string) => {
      buffer += chunk;
      const parts = buffer.split('\n');
      buffer = parts.pop()!;
      for (const l of parts) {
        run.lines.push(l);
        if (!l.startsWith('open') && ++steps >= acks && !child.killed) child.kill('SIGKILL');
      }
    });
    child.stderr!.setEncoding('utf8');
    child.stderr!.on('data', (chunk: string) => (run.stderr += chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve({ ...run, code, signal }));
  });
}

/** One child after another on one data folder, each killed after a random number of steps; checks after each kill. */
async function lane(dataDir: string, kills: number): Promise<{ acked: number; torn: number }> {
  const acked = new Set<number>();
  let torn = 0;
  for (let i = 0; i < kills; i++) {
    const run = await runUntil(dataDir, 1 + Math.floor(Math.random() * 40));
    expect(run.stderr).toBe('');
    expect(run.signal).toBe('SIGKILL'); // killed, not stopped by an error
    let lastCursor = 0;
    for (const l of run.lines) {
      const [kind, a, b] = l.split(' ');
      if (kind === 'ack') acked.add(Number(a));
      lastCursor = Number(kind === 'ack' ? b : a);
    }
    // What the next host opens, read without writing anything.
    const repo = new EncounterRepository(dataDir, { readOnly: true });
    const list = repo.list();
    expect(list.problems.filter((p) => p.code !== 'TORN_RECORD')).toEqual([]);
    torn += list.problems.length;
    expect(list.encounters).toHaveLength(1);
    const file = repo.load(list.encounters[0]!.id);
    const seqs = file.history.map((b) => b.seq);
    expect(seqs).toEqual(seqs.map((_, k) => k + 1));
    expect([...acked].filter((s) => !seqs.includes(s))).toEqual([]);
    expect(Math.abs(file.cursor - lastCursor)).toBeLessThanOrEqual(1); // at most one step written but not acknowledged
  }
  return { acked: acked.size, torn };
}

describe('crash safety', () => {
  it(`keeps every acknowledged command through ${KILLS} SIGKILLs at random moments`, async () => {
    const dirs = [tempDir('crash-a'), tempDir('crash-b')];
    try {
      // Two lanes side by side, each on its own data folder, KILLS in all.
      const lanes = await Promise.all(dirs.map((d) => lane(d, KILLS / 2)));
      for (const l of lanes) expect(l.acked).toBeGreaterThan(KILLS / 2);
      console.log(`crash test: ${KILLS} kills, ${lanes.map((l) => l.acked).join(' + ')} acknowledged commands kept, ${lanes.map((l) => l.torn).join(' + ')} torn records dropped`);
    } finally {
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    }
  }, 120_000);
});
