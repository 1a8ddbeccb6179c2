import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
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

type Summary = { p50: number; p95: number; p99: number; max: number; n: number; redrawn: number };
type Paced = { p50: number; p95: number; late: number; n: number };
type Paint = { firstPaint: number; phases: Record<string, number> };
type Bench = {
  firstPaint(): Paint;
  ours(n: number): Promise<{ firstPaint: number; phases: Record<string, number>; pan: Summary; paced: Paced; panFull: Summary; drag: Summary }>;
  naive(n: number): Promise<{ firstPaint: number; pan: Summary }>;
};

/** Measured frames per figure, after 20 discarded warm-up frames; the baseline is measured the same way. */
const FRAMES = 200;
/** First paints measured, each in a fresh browser context (a cold page: no code cache, no warm JIT). */
const PAINTS = 5;

async function freshPage(): Promise<Page> {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
  await page.goto(url);
  await page.waitForFunction(() => 'bench' in window);
  return page;
}

it('renders a 100×100 map with 500 tokens', async () => {
  const paints: Paint[] = [];
  for (let i = 1; i < PAINTS; i++) {
    const p = await freshPage();
    paints.push(await p.evaluate(() => (window as unknown as { bench: Bench }).bench.firstPaint()));
    await p.context().close();
  }
  const page = await freshPage();
  const ours = await page.evaluate((n) => (window as unknown as { bench: Bench }).bench.ours(n), FRAMES);
  const naive = await page.evaluate((n) => (window as unknown as { bench: Bench }).bench.naive(n), FRAMES);
  paints.push(ours);
  paints.sort((a, b) => a.firstPaint - b.firstPaint);
  const mid = paints[paints.length >> 1]!;
  const f = (x: number) => `${x.toFixed(2)} ms`;
  const dist = (s: Summary) => `${f(s.p50)} / ${f(s.p95)} / ${f(s.p99)} / ${f(s.max)}`;
  const redrawn = (s: Summary) => `${s.redrawn} of ${s.n} frames redrew layers`;
  const lines = [
    'Battlefield render, 100×100 hexes, 500 tokens, Chromium (software rendering), 1280×800:',
    `  first paint             ours ${f(mid.firstPaint)} median of ${PAINTS} fresh pages (${f(paints[0]!.firstPaint)}–${f(paints.at(-1)!.firstPaint)})   naive ${f(naive.firstPaint)}   (target ≤ 300 ms)`,
    `    of which (median)     stage ${f(mid.phases.stage!)}, map ${f(mid.phases.map!)}, tokens ${f(mid.phases.tokens!)}, fit + draw ${f(mid.phases.draw!)}`,
    `  frame times below: p50 / p95 / p99 / max over ${FRAMES} frames after 20 warm-up frames`,
    `  pan, whole map in view  ours ${dist(ours.pan)}   (target p95 ≤ 8 ms; ${redrawn(ours.pan)})`,
    `                          naive ${dist(naive.pan)}`,
    `  pan p95 speed-up        ${(naive.pan.p95 / ours.pan.p95).toFixed(0)}× faster than the naive baseline   (target ≥ 8×)`,
    `  same pan, real frames   interval p50 ${f(ours.paced.p50)}, p95 ${f(ours.paced.p95)}; ${ours.paced.late} of ${ours.paced.n} over 20 ms`,
    `  pan at 100 % zoom       ours ${dist(ours.panFull)}   (${redrawn(ours.panFull)}: live drawing, culled)`,
    `  token drag              ours ${dist(ours.drag)}   (target p95 ≤ 8 ms)`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
}, 600_000);
