// Issue #16: RuneQuest has a library. Entries imported from OpenQuest and Mythras files are offered in
// the add form of a RuneQuest encounter; choosing one fills the stat block (still editable) and adds a
// full RuneQuest combatant with its hit locations.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { importFiles } from '../../main/import/import.js';
import { createEncounter, e2eTimeouts, launchChromium, logs, screenshotDir, startTestHost } from '../helpers/browser.js';
import { repoRoot, tempDir } from '../helpers/fixtures.js';

e2eTimeouts();
let browser: Browser;
let closeHost: () => Promise<void>;
let gm: Page;

beforeAll(async () => {
  const dataDir = tempDir('e2e-rq-library');
  const files = [path.join(repoRoot, '../shared/fixtures/monsters/d100-openquest-foundry/page-goblin.json'), path.join(repoRoot, 'tests/fixtures/monsters/mythras/human-guard.json')];
  const { records } = importFiles(files.map((f) => ({ name: path.basename(f), text: fs.readFileSync(f, 'utf8') })), { entries: [] });
  fs.mkdirSync(path.join(dataDir, 'library'), { recursive: true });
  fs.writeFileSync(path.join(dataDir, 'library', 'entries.json'), JSON.stringify({ v: 1, entries: records.map((r) => ({ entry: r.entry, raw: r.raw })) }));
  let host;
  ({ host, close: closeHost } = await startTestHost(dataDir));
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 768 } })).newPage();
  await gm.goto(host.gmUrl);
  await gm.getByTestId('combatant').first().waitFor();
});

afterAll(async () => {
  await browser?.close();
  await closeHost?.();
});

const form = () => gm.getByRole('form', { name: 'Añadir combatiente' });
const row = (name: string) => gm.getByTestId('combatant').filter({ hasText: name });

describe('the RuneQuest library in the add form', () => {
  it('adds an imported OpenQuest goblin and a Mythras guard as RuneQuest combatants', async () => {
    await createEncounter(gm, 'Cripta d100', 'runequest');
    const pick = form().getByTestId('library');
    await expect.poll(() => pick.locator('option').allTextContents()).toEqual(expect.arrayContaining(['Goblin', 'Human Guard']));

    await pick.selectOption({ label: 'Goblin' });
    // The stat block comes into the editable RuneQuest fields.
    await expect.poll(() => form().locator('input.name').first().inputValue()).toBe('Short spear');
    expect(await form().getByLabel('Nombre', { exact: true }).inputValue()).toBe('Goblin');
    await gm.screenshot({ path: `${screenshotDir}/import-rq-library-form.png` });
    await logs(gm, () => form().getByRole('button', { name: 'Añadir combatiente' }).click());
    await row('Goblin').waitFor();

    await pick.selectOption({ label: 'Human Guard' });
    await expect.poll(() => form().locator('input.name').first().inputValue()).toBe('Broadsword');
    await logs(gm, () => form().getByRole('button', { name: 'Añadir combatiente' }).click());
    await row('Human Guard').waitFor();
    await expect.poll(() => gm.getByTestId('combatant').count()).toBe(2);

    // Each has its hit locations: the goblin on the humanoid table with leather AP 2, the guard with its own AP.
    for (const [name, ap] of [['Goblin', ['2', '2', '2', '2', '2', '2', '2']], ['Human Guard', ['4', '4', '6', '6', '4', '4', '5']]] as const) {
      await row(name).click();
      const toggle = row(name).getByRole('button', { name: /^Mostrar las localizaciones/ });
      if (await toggle.count()) await toggle.click();
      await row(name).locator('[data-testid=rq-figure]').waitFor();
      await expect.poll(() => row(name).locator('[data-testid=rq-loc]').count()).toBe(7);
      const aps = await row(name).locator('[data-testid=rq-loc] .ap').allTextContents();
      expect(aps.map((t) => t.replace(/\D/g, ''))).toEqual(ap);
    }
    await gm.screenshot({ path: `${screenshotDir}/import-rq-library-added.png` });
  });
});
