import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eTimeouts, launchChromium, logLength, logs, screenshotDir, startTestHost } from '../helpers/browser.js';
import { tempDir } from '../helpers/fixtures.js';
import { seedLongFight } from '../helpers/long-fight.js';

/** A long fight's log: the panel renders only the rows in view, newest at the top, oldest at the bottom. */
e2eTimeouts();
const ENTRIES = 400;
let browser: Browser;
let gm: Page;
let closeHost: () => Promise<void>;

beforeAll(async () => {
  const dataDir = tempDir('e2e-long-log');
  seedLongFight(dataDir, ENTRIES);
  const started = await startTestHost(dataDir);
  closeHost = started.close;
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1400, height: 1000 } })).newPage();
  await gm.goto(started.host.gmUrl);
  await gm.getByTestId('combatant').first().waitFor();
});

afterAll(async () => {
  await browser?.close();
  await closeHost?.();
});

const rows = () => gm.locator('[data-testid=log] > li[data-seq]');
const seqs = () => rows().evaluateAll((lis) => lis.map((li) => Number(li.getAttribute('data-seq'))));

describe('the log panel of a long fight', () => {
  it('renders far fewer rows than entries, the newest at the top', async () => {
    await expect.poll(() => logLength(gm)).toBe(ENTRIES);
    const shown = await rows().count();
    expect(shown).toBeGreaterThan(10);
    expect(shown).toBeLessThan(ENTRIES / 4);
    const top = await seqs();
    expect(top.slice(0, 3)).toEqual([ENTRIES, ENTRIES - 1, ENTRIES - 2]);
    await gm.screenshot({ path: `${screenshotDir}/gm-long-log.png` });
  });

  it('a new entry appears at the top while the panel is at the top', async () => {
    const row = gm.getByTestId('combatant').filter({ hasText: /Fighter 3(?!\d)/ });
    await logs(gm, async () => {
      await row.getByRole('spinbutton', { name: 'Cantidad' }).fill('2');
      await row.getByRole('button', { name: 'Daño' }).click();
    });
    await expect.poll(async () => (await seqs())[0]).toBe(ENTRIES + 1);
    expect(await rows().first().textContent()).toContain('Fighter 3 recibe 2 de daño');
  });

  it('scrolling to the bottom shows the oldest entry, still rendering only a few rows', async () => {
    const list = gm.getByTestId('log');
    await expect
      .poll(async () => {
        await list.evaluate((ol) => ol.scrollTo({ top: ol.scrollHeight }));
        return (await seqs()).at(-1);
      })
      .toBe(1);
    expect(await rows().last().textContent()).toContain('Fighter 1 entra en el encuentro');
    expect(await rows().count()).toBeLessThan(ENTRIES / 4);
    await list.evaluate((ol) => ol.scrollTo({ top: 0 }));
    await expect.poll(async () => (await seqs())[0]).toBe(ENTRIES + 1);
  });
});
