import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { contentType } from '../../main/web/static.js';
import { launchChromium } from '../helpers/browser.js';
import { repoRoot } from '../helpers/fixtures.js';

/**
 * Render benchmark (`npm run bench`): a 100×100 hex map with 500 tokens in Chromium, our scene
 * against a naive one-Konva-node-per-hex baseline in the same run. Prints figures; asserts nothing
 * about speed (targets are read from the output, never enforced by tests).
 */
const root = path.join(repoRoot, 'dist', 'bench');
let server: http.Server;
let browser: Browser;
let url = '';

beforeAll(async () => {
  if (!fs.existsSync(path.join(root, 'bench.html'))) throw new Error('dist/bench is missing: run `ASALTO_BENCH=1 npx vite build` (npm run bench does)');
  server = http.createServer((req, res) => {
    const file = path.join(root, decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    if (!file.startsWith(root) || !fs.existsSync(file) || !fs.statSync(file).isFile()) return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': contentType(file) }).end(fs.readFileSync(file));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/bench.html`;
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  await new Promise((r) => server?.close(r));
});

type Summary = { p50: number; p95: number; n: number };

it('renders a 100×100 map with 500 tokens', async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  type Bench = { ours(n: number): Promise<{ firstPaint: number; phases: Record<string, number>; pan: Summary; panFull: Summary; drag: Summary }>; naive(n: number): Promise<{ firstPaint: number; pan: Summary }> };
  const ours = await page.evaluate(() => (window as unknown as { bench: Bench }).bench.ours(200));
  const naive = await page.evaluate(() => (window as unknown as { bench: Bench }).bench.naive(60));
  const f = (x: number) => `${x.toFixed(2)} ms`;
  const lines = [
    'Battlefield render, 100×100 hexes, 500 tokens, Chromium (software rendering), 1280×800:',
    `  first paint             ours ${f(ours.firstPaint)}   naive ${f(naive.firstPaint)}   (target ≤ 300 ms)`,
    `    of which              map ${f(ours.phases.map!)}, tokens ${f(ours.phases.tokens!)}, fit + draw ${f(ours.phases.draw!)}`,
    `  pan redraw p50 / p95    (whole map in view) ours ${f(ours.pan.p50)} / ${f(ours.pan.p95)}   naive ${f(naive.pan.p50)} / ${f(naive.pan.p95)}   (target p95 ≤ 8 ms)`,
    `  pan at 100 % zoom       ours ${f(ours.panFull.p50)} / ${f(ours.panFull.p95)}   (live drawing, culled to the view)`,
    `  pan p95 speed-up        ${(naive.pan.p95 / ours.pan.p95).toFixed(1)}× faster than the naive baseline   (target ≥ 8×)`,
    `  token drag p50 / p95    ours ${f(ours.drag.p50)} / ${f(ours.drag.p95)}   (target p95 ≤ 8 ms)`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
}, 120_000);
