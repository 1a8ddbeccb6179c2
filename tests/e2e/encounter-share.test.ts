import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eTimeouts, launchChromium, logs, screenshotDir, startTestHost } from '../helpers/browser.js';
import { tempDir } from '../helpers/fixtures.js';

/** A GM exports the open encounter as one .json file and imports it back, through the picker. */
e2eTimeouts();
let browser: Browser;
let gm: Page;
let closeHost: () => Promise<void>;
const work = tempDir('e2e-share');

beforeAll(async () => {
  const started = await startTestHost();
  closeHost = started.close;
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 768 }, acceptDownloads: true })).newPage();
  await gm.goto(started.host.gmUrl);
  await gm.getByTestId('combatant').first().waitFor();
});

afterAll(async () => {
  await browser?.close();
  await closeHost?.();
  fs.rmSync(work, { recursive: true, force: true });
});

const picker = () => gm.getByRole('dialog', { name: 'Encuentros' });

describe('sharing an encounter as one file', () => {
  it('Exportar downloads the open encounter, with its history', async () => {
    const goblin = gm.getByTestId('combatant').filter({ hasText: 'Goblin 1' });
    await logs(gm, async () => {
      await goblin.getByRole('spinbutton', { name: 'Cantidad' }).fill('2');
      await goblin.getByRole('button', { name: 'Daño' }).click();
    });
    await gm.getByRole('button', { name: 'Encuentros' }).click();
    const [download] = await Promise.all([gm.waitForEvent('download'), picker().getByRole('button', { name: 'Exportar' }).click()]);
    expect(download.suggestedFilename()).toMatch(/\.json$/);
    const file = path.join(work, download.suggestedFilename());
    await download.saveAs(file);
    const doc = JSON.parse(fs.readFileSync(file, 'utf8')) as { id: string; initial: { name: string }; history: { command: { type: string } }[] };
    expect(doc.initial.name).toBe('Emboscada en el vado');
    expect(doc.history.at(-1)?.command).toMatchObject({ type: 'damage', amount: 2 });
  });

  it('Importar adds it beside the original, under a new id, and opens it', async () => {
    const [exported] = fs.readdirSync(work);
    const copies = () => picker().locator('li').filter({ hasText: 'Emboscada en el vado' }).count();
    expect(await copies()).toBe(1);
    await picker().getByLabel('Importar').setInputFiles(path.join(work, exported!));
    await expect.poll(() => picker().isVisible()).toBe(false);
    await expect.poll(() => gm.getByTestId('log').textContent()).toContain('Goblin 1 recibe 2 de daño');
    await gm.getByRole('button', { name: 'Encuentros' }).click();
    await expect.poll(copies).toBe(2);
    await picker().screenshot({ path: `${screenshotDir}/gm-encounters.png` });
  });

  it('a file that is not an encounter is refused in the dialog, naming where', async () => {
    const bad = path.join(work, 'not-an-encounter.json');
    fs.writeFileSync(bad, JSON.stringify({ schemaVersion: 7, id: 'x', history: 'nope' }));
    await picker().getByLabel('Importar').setInputFiles(bad);
    const alert = picker().getByRole('alert');
    await expect.poll(() => alert.textContent()).toMatch(/\$\.|history|initial/);
    expect(await picker().isVisible()).toBe(true);
  });
});
