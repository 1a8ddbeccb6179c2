import { it } from 'vitest';
import { launchChromium, startTestHost } from '../helpers/browser.js';
import { tempDir } from '../helpers/fixtures.js';
import { seedLongFight } from '../helpers/long-fight.js';

/**
 * The GM page over the web host with a 10 000-entry log (needs `npm run build`): time from load to
 * the newest log row shown, rows rendered, two frames after each page-down scroll step, and a jump
 * to the oldest entry. Prints figures; asserts nothing about speed.
 */
const ENTRIES = 10_000;

it('opens and scrolls a 10 000-entry log', async () => {
  const dataDir = tempDir('bench-log');
  seedLongFight(dataDir, ENTRIES);
  const { host, close } = await startTestHost(dataDir);
  const browser = await launchChromium();
  try {
    const page = await (await browser.newContext({ viewport: { width: 1400, height: 1000 } })).newPage();
    const t = performance.now();
    await page.goto(host.gmUrl);
    await page.locator(`[data-testid=log] > li[data-seq="${ENTRIES}"]`).waitFor();
    const openMs = performance.now() - t;
    const frames = await page.evaluate(async () => {
      const ol = document.querySelector('[data-testid=log]') as HTMLElement;
      const frame = () => new Promise((r) => requestAnimationFrame(r));
      const twoFrames = async (act: () => void) => {
        const t0 = performance.now();
        act();
        await frame();
        await frame();
        return performance.now() - t0;
      };
      const idle: number[] = [];
      for (let i = 0; i < 20; i++) idle.push(await twoFrames(() => undefined));
      const steps: number[] = [];
      const rows: number[] = [];
      for (let i = 0; i < 100; i++) {
        steps.push(await twoFrames(() => (ol.scrollTop += ol.clientHeight)));
        rows.push(ol.querySelectorAll(':scope > li[data-seq]').length);
      }
      const t0 = performance.now();
      for (let i = 0; i < 100 && ol.querySelector('li[data-seq="1"]') === null; i++) await twoFrames(() => (ol.scrollTop = ol.scrollHeight));
      return { idle, steps, rows, toBottomMs: performance.now() - t0, reachedOldest: ol.querySelector('li[data-seq="1"]') !== null };
    });
    const q = (xs: number[], at: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(at * xs.length))]!.toFixed(1);
    console.log(
      `\nGM log panel, ${ENTRIES} entries (web host, software-rendered Chromium): open to newest row ${openMs.toFixed(0)} ms (page load and the ${ENTRIES}-entry snapshot included); ` +
        `page-down scroll, two frames after each step: p50 ${q(frames.steps, 0.5)} ms, p95 ${q(frames.steps, 0.95)} ms (two idle frames: p50 ${q(frames.idle, 0.5)} ms); ` +
        `rows rendered ${Math.min(...frames.rows)}–${Math.max(...frames.rows)}; jump to the bottom until the oldest entry shows: ${frames.reachedOldest ? `${frames.toBottomMs.toFixed(0)} ms` : 'NOT reached'}\n`,
    );
  } finally {
    await browser.close();
    await close();
  }
}, 300_000);
