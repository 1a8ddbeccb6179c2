import { it } from 'vitest';
import { launchChromium, startTestHost } from '../helpers/browser.js';
import { tempDir } from '../helpers/fixtures.js';
import { seedLongFight } from '../helpers/long-fight-push.js';

/**
 * The GM page over the web host with a 10 000-entry log (needs `npm run build`): time from load to
 * the newest log row shown, rows rendered, and the frame after each scroll step down to the oldest
 * entry. Prints figures; asserts nothing about speed.
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
      const times: number[] = [];
      const rows: number[] = [];
      for (let i = 0; i < 400 && ol.querySelector('li[data-seq="1"]') === null; i++) {
        const t0 = performance.now();
        ol.scrollTop += ol.clientHeight;
        await frame();
        await frame();
        times.push(performance.now() - t0);
        rows.push(ol.querySelectorAll(':scope > li[data-seq]').length);
      }
      return { times, rows, reachedOldest: ol.querySelector('li[data-seq="1"]') !== null };
    });
    const sorted = [...frames.times].sort((a, b) => a - b);
    const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
    console.log(
      `\nGM log panel, ${ENTRIES} entries (web host, software-rendered Chromium): open to newest row ${openMs.toFixed(0)} ms (includes the page load and the ${ENTRIES}-entry snapshot); ` +
        `${frames.times.length} page-down scroll steps to the oldest (${frames.reachedOldest ? 'reached' : 'NOT reached'}): two frames after each p50 ${p(0.5)} ms, p95 ${p(0.95)} ms; rows rendered ${Math.min(...frames.rows)}–${Math.max(...frames.rows)}\n`,
    );
  } finally {
    await browser.close();
    await close();
  }
}, 300_000);
