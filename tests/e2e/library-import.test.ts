// The library and JSON import through the GM window (issue #16), 1366×768: import an Asalto-format
// file, read the report, confirm, add three numbered creatures; re-import shows "same"/"changed";
// discarding leaves the library unchanged; a damaged library file shows its problem.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createEncounter, e2eTimeouts, launchChromium, screenshotDir, startTestHost } from '../helpers/browser.js';
import { repoRoot, tempDir } from '../helpers/fixtures.js';

e2eTimeouts();
let browser: Browser;
let gm: Page;
const closers: (() => Promise<void>)[] = [];
const files = tempDir('e2e-lib');

const srd = JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'srd', 'dnd5e-creatures.json'), 'utf8')) as { entries: { id: string; stats: Record<string, unknown> }[] };
const goblin = srd.entries.find((e) => e.id === 'goblin')!.stats;
/** An Asalto library file: one good creature, one whose stat block has no HP (refused). */
function libraryFile(name: string, hpMax: number): string {
  const file = path.join(files, name);
  const entries = [
    { id: 'gm-bandido-tuerto', system: 'dnd5e', name: 'Bandido Tuerto', kind: 'monster', stats: { ...goblin, hpMax }, type: 'humanoid (any race)', cr: 0.25 },
    { id: 'gm-roto', system: 'dnd5e', name: 'Roto', kind: 'monster', stats: { ...goblin, hpMax: 'muchos' } },
  ];
  fs.writeFileSync(file, JSON.stringify({ format: 'asalto-library', v: 1, entries }));
  return file;
}
const first = libraryFile('bandidos.json', 9);
const changed = libraryFile('bandidos-v2.json', 12);

async function open(dataDir?: string): Promise<Page> {
  const { host, close } = await startTestHost(dataDir);
  closers.push(close);
  const page = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 768 } })).newPage();
  await page.goto(host.gmUrl);
  await page.getByTestId('combatant').first().waitFor();
  await createEncounter(page, 'Emboscada', 'dnd5e');
  await page.getByTestId('library-open').click();
  await page.getByTestId('library-dialog').waitFor();
  return page;
}
const dialog = () => gm.getByTestId('library-dialog');
const records = () => dialog().getByTestId('import-record');
async function importFile(file: string) {
  await dialog().getByTestId('library-file').setInputFiles(file);
  await dialog().getByTestId('import-counts').waitFor();
}

beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  for (const c of closers) await c();
  fs.rmSync(files, { recursive: true, force: true });
});

describe('library import through the GM window', () => {
  it('reads the file into a report, nothing stored before Confirm', async () => {
    gm = await open();
    await importFile(first);
    await expect.poll(() => dialog().getByTestId('import-counts').textContent()).toBe('1 importados, 0 con avisos, 1 rechazados');
    await expect.poll(() => records().evaluateAll((els) => els.map((e) => `${e.getAttribute('data-status')}:${e.getAttribute('data-change')}`))).toEqual(['imported:new', 'refused:']);
    const note = await records().nth(1).getByTestId('import-note').textContent();
    expect(note).toMatch(/^\$\.entries\[1\]: La ficha resultante no .*hpMax/);
    expect(await records().nth(1).getByRole('checkbox').isDisabled()).toBe(true);
    await gm.screenshot({ path: path.join(screenshotDir, 'import-report.png') });
    await dialog().getByRole('button', { name: 'Confirmar (1)' }).click();
    await expect.poll(() => dialog().getByTestId('library-notice').textContent()).toBe('1 añadidas, 0 actualizadas.');
    await dialog().getByTestId('library-search').fill('bandido');
    await expect.poll(() => dialog().getByTestId('library-row').allTextContents()).toEqual([expect.stringContaining('bandidos.json')]);
  });

  it('adds three numbered creatures to the fight', async () => {
    const row = dialog().getByTestId('library-row').filter({ hasText: 'Bandido Tuerto' });
    await row.getByLabel('Cantidad').fill('3');
    await row.getByRole('button', { name: 'Añadir' }).click();
    await expect.poll(() => dialog().getByTestId('library-notice').textContent()).toBe('Añadidos: 3 × Bandido Tuerto');
    await dialog().getByTestId('library-search').fill('');
    await gm.screenshot({ path: path.join(screenshotDir, 'import-library.png') });
    await dialog().getByRole('button', { name: 'Cerrar' }).click();
    const names = () => gm.locator('[data-testid=combatant] .label').allTextContents();
    await expect.poll(async () => (await names()).filter((n) => n.startsWith('Bandido'))).toEqual(['Bandido Tuerto', 'Bandido Tuerto 2', 'Bandido Tuerto 3']);
    await expect.poll(() => gm.getByTestId('combatant').filter({ hasText: 'Bandido Tuerto 3' }).getByTestId('hp').textContent()).toBe('9/9');
    // The add form's quantity for a library entry.
    const form = gm.getByRole('form', { name: 'Añadir combatiente' });
    await form.getByLabel('De la biblioteca SRD').selectOption({ label: 'Goblin (VD 1/4)' });
    await form.getByLabel('Cantidad').fill('2');
    await form.getByRole('button', { name: 'Añadir combatiente' }).click();
    await expect.poll(async () => (await names()).filter((n) => n.startsWith('Goblin'))).toEqual(['Goblin', 'Goblin 2']);
    await expect.poll(() => form.getByLabel('De la biblioteca SRD').inputValue()).toBe('');
  });

  it('imports a real 5etools bestiary: every record with its warnings, then three numbered Goblin Warriors in the fight', async () => {
    await gm.getByTestId('library-open').click();
    await importFile(path.join(repoRoot, '..', 'shared', 'fixtures', 'monsters', '5etools', 'bestiary-sample.json'));
    await expect.poll(() => dialog().getByTestId('import-counts').textContent()).toBe('0 importados, 7 con avisos, 0 rechazados');
    const warrior = records().filter({ hasText: 'Goblin Warrior' });
    expect(await warrior.getAttribute('data-status')).toBe('warnings');
    // Each warning names its JSON path in the file.
    expect((await warrior.getByTestId('import-note').allTextContents()).every((t) => t.startsWith('$.monster[6]'))).toBe(true);
    await gm.screenshot({ path: path.join(screenshotDir, 'import-report-5etools.png') });
    await dialog().getByRole('button', { name: 'Confirmar (7)' }).click();
    await expect.poll(() => dialog().getByTestId('library-notice').textContent()).toBe('7 añadidas, 0 actualizadas.');
    await dialog().getByTestId('library-search').fill('goblin warrior');
    const row = dialog().getByTestId('library-row').filter({ hasText: 'Goblin Warrior' });
    await row.getByLabel('Cantidad').fill('3');
    await row.getByRole('button', { name: 'Añadir' }).click();
    await expect.poll(() => dialog().getByTestId('library-notice').textContent()).toBe('Añadidos: 3 × Goblin Warrior');
    await dialog().getByRole('button', { name: 'Cerrar' }).click();
    const names = () => gm.locator('[data-testid=combatant] .label').allTextContents();
    await expect.poll(async () => (await names()).filter((n) => n.startsWith('Goblin Warrior'))).toEqual(['Goblin Warrior', 'Goblin Warrior 2', 'Goblin Warrior 3']);
    // The 2024 goblin warrior's HP, read from the file (10, 3d6).
    await expect.poll(() => gm.getByTestId('combatant').filter({ hasText: 'Goblin Warrior 3' }).getByTestId('hp').textContent()).toBe('10/10');
  });

  it('re-importing shows same or changed; discarding leaves the library as it was', async () => {
    await gm.getByTestId('library-open').click();
    await importFile(first);
    await expect.poll(() => records().first().getAttribute('data-change')).toBe('same');
    await dialog().getByRole('button', { name: 'Descartar' }).click();
    await importFile(changed);
    await expect.poll(() => records().first().getByTestId('import-change').textContent()).toMatch(/^cambia: .*stats/);
    await dialog().getByRole('button', { name: 'Descartar' }).click();
    await expect.poll(() => dialog().getByTestId('library-notice').textContent()).toBe('Importación cancelada: la biblioteca no ha cambiado.');
    // Not stored: the same file still reads as a change, and the first one as the same.
    await importFile(changed);
    await expect.poll(() => records().first().getAttribute('data-change')).toBe('changed');
    await dialog().getByRole('button', { name: 'Descartar' }).click();
    await importFile(first);
    await expect.poll(() => records().first().getAttribute('data-change')).toBe('same');
    await dialog().getByRole('button', { name: 'Descartar' }).click();
  });

  it('edits an entry: a stat block error shows by its path, a good one is saved', async () => {
    await dialog().getByTestId('library-search').fill('bandido tuerto');
    await dialog().getByTestId('library-row').getByRole('button', { name: 'Editar' }).click();
    const editor = dialog().getByTestId('library-editor');
    const json = editor.getByLabel('Ficha (JSON)');
    const stats = JSON.parse(await json.inputValue()) as Record<string, unknown>;
    await json.fill(JSON.stringify({ ...stats, hpMax: 'x' }));
    await editor.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => editor.getByTestId('stats-error').textContent()).toMatch(/^stats\.hpMax: \S/);
    await json.fill(JSON.stringify({ ...stats, hpMax: 15 }));
    await editor.getByLabel('Nombre').fill('Bandido Tuerto Jefe');
    await editor.getByRole('button', { name: 'Guardar' }).click();
    await dialog().getByTestId('library-search').fill('jefe');
    await expect.poll(() => dialog().getByTestId('library-row').allTextContents()).toEqual([expect.stringContaining('Bandido Tuerto Jefe')]);
  });

  it('shows a damaged library file and where it was moved', async () => {
    const dataDir = tempDir('e2e');
    fs.mkdirSync(path.join(dataDir, 'library'));
    fs.writeFileSync(path.join(dataDir, 'library', 'entries.json'), '{"entries": [');
    const page = await open(dataDir);
    const problem = page.getByTestId('library-problem');
    await expect.poll(() => problem.textContent()).toContain('entries.json');
    expect(await problem.textContent()).toContain('Se ha movido a');
  });
});
