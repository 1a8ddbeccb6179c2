import fs from 'node:fs';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { pruneAssets, removeTempFiles } from '../../main/store/cleanup.js';
import { lockDataDir } from '../../main/store/data-lock.js';
import { tempDir } from '../helpers/fixtures.js';

/**
 * What the data folder's lock and the start-time cleanup cost (issue #11 items 3, 5, 6): taking and
 * releasing the lock, and the temp-file sweep plus unused-image pruning over 200 encounter files of
 * ~50 KB and 50 images. Prints figures; asserts nothing about speed.
 */
const made: string[] = [];
afterAll(() => {
  for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
});

function stats(times: number[]): string {
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  return `median ${at(0.5)} ms, p95 ${at(0.95)} ms`;
}

it('measures the lock and the start-time cleanup', () => {
  const dir = tempDir('bench-lock');
  made.push(dir);
  const lockTimes: number[] = [];
  for (let i = 0; i < 50; i++) {
    const t = performance.now();
    lockDataDir(dir, 'cli').release();
    lockTimes.push(performance.now() - t);
  }

  const data = tempDir('bench-cleanup');
  made.push(data);
  fs.mkdirSync(path.join(data, 'encounters'));
  fs.mkdirSync(path.join(data, 'assets'));
  const ids = Array.from({ length: 50 }, (_, i) => `${i.toString(16).padStart(32, '0')}.png`);
  for (const id of ids) fs.writeFileSync(path.join(data, 'assets', id), 'x');
  const filler = JSON.stringify({ history: Array.from({ length: 800 }, (_, i) => ({ seq: i, command: { type: 'damage', id: 'pc-bram', amount: 1 } })) });
  for (let i = 0; i < 200; i++) {
    const used = i < 25 ? `,"asset":"${ids[i]}"` : '';
    fs.writeFileSync(path.join(data, 'encounters', `enc-${i}.json`), `{"filler":${filler}${used}}`);
  }
  const bytes = fs.readdirSync(path.join(data, 'encounters')).reduce((n, f) => n + fs.statSync(path.join(data, 'encounters', f)).size, 0);
  const t = performance.now();
  removeTempFiles(data);
  const removed = pruneAssets(data);
  const cleanupMs = performance.now() - t;
  expect(removed).toHaveLength(25); // the measured work is the real one

  console.log(
    [
      'data folder (issue #11 items 3, 5, 6)',
      `  lock take + release, 50 times: ${stats(lockTimes)}`,
      `  start cleanup (temp sweep + prune) over 200 encounters (${(bytes / 1e6).toFixed(1)} MB) and 50 images: ${cleanupMs.toFixed(1)} ms`,
    ].join('\n'),
  );
});
