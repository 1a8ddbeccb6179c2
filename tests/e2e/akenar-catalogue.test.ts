import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eTimeouts, launchChromium, logs, mapPainted, outputDir, screenshotDir, startTestHost } from '../helpers/browser.js';
import { tempDir } from '../helpers/fixtures.js';
import { EncounterRepository } from '../../main/store/encounter-repo.js';
import { replay } from '../../main/rules/core/history.js';
import { akenarRecord } from '../../shared/systems/akenar/sheet.js';

e2eTimeouts();
let browser: Browser;
let closeHost: () => Promise<void>;
let gm: Page;
let dataDir: string;

beforeAll(async () => {
  // No first-launch demo: the GM starts on the start screen.
  const started = await startTestHost(tempDir('e2e-akenar'), { seedDemo: false });
  ({ dataDir, close: closeHost } = started);
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1400, height: 1000 } })).newPage();
  await gm.goto(started.host.gmUrl);
});

afterAll(async () => {
  await browser?.close();
  await closeHost?.();
});

const editor = () => gm.getByTestId('catalogue-editor');
const pickRow = () => editor().locator('[data-testid=catalogue-weapons] tr[data-id="pico-de-cuervo"]');
const paOf = () => pickRow().getByRole('spinbutton', { name: 'PA', exact: true });
const paSource = () => pickRow().locator('td', { has: gm.getByRole('spinbutton', { name: 'PA', exact: true }) }).locator('[data-source]');

async function openCatalogue(): Promise<void> {
  await gm.getByRole('button', { name: 'Catálogo de equipo…' }).click();
  await pickRow().waitFor();
}

describe('Akenar: the demo from the start screen and the equipment catalogue', () => {
  it('the start screen offers Akenar and its demo, which opens on a hex battlefield', async () => {
    const start = gm.getByRole('dialog', { name: 'Encuentros' });
    await start.waitFor();
    expect(await start.getByRole('combobox', { name: 'Sistema de reglas' }).locator('option').allTextContents()).toContain('Akenar');
    await start.getByRole('button', { name: 'Demo: Akenar' }).click();
    await expect.poll(() => gm.getByTestId('combatant').count()).toBe(5);
    await gm.getByTestId('map').waitFor();
    expect(await gm.textContent('h1')).toContain('Feliot');
    for (const name of ['Feliot el Bardo', 'El caballero', 'Trasgo con cota de mallas', 'Orco con pico de cuervo', 'Trasgo arquero']) {
      expect(await gm.getByTestId('combatant').filter({ hasText: name }).count(), name).toBe(1);
    }
    await expect.poll(() => gm.getByTestId('akenar-stat-block').count()).toBe(1); // the Add form takes an Akenar stat block
    await mapPainted(gm);
    await gm.screenshot({ path: `${screenshotDir}/gm-akenar-demo.png` });
  });

  it('edits an Akenar stat block: equipment from the catalogue, CA shown, status kept', async () => {
    await gm.getByRole('button', { name: 'Editar Feliot el Bardo' }).click();
    const dialog = gm.getByRole('dialog', { name: 'Editar a Feliot el Bardo' });
    const block = dialog.getByTestId('akenar-stat-block');
    await expect.poll(() => block.getByTestId('akenar-ca').textContent()).toBe('CA 7');
    await block.getByRole('combobox', { name: 'Casco' }).selectOption('');
    await expect.poll(() => block.getByTestId('akenar-ca').textContent()).toBe('CA 6');
    await block.getByLabel('Fue', { exact: true }).fill('12');
    await dialog.screenshot({ path: `${outputDir}/gm-akenar-stats.png` });
    await logs(gm, () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await expect.poll(() => dialog.count()).toBe(0); // closed once every command it sent is applied
    await expect.poll(() => gm.getByTestId('log').textContent()).toContain('Feliot el Bardo editado');
    const repo = new EncounterRepository(dataDir);
    const feliot = replay(repo.load(repo.list().encounters[0]!.id)).combatants.find((c) => c.id === 'feliot')!;
    expect(akenarRecord(feliot)?.stats.abilities.str).toBe(12);
    expect(akenarRecord(feliot)?.stats.armour).toMatchObject({ body: { id: 'cota-de-mallas', ca: 6 }, helmet: null });
    expect(akenarRecord(feliot)?.status).toMatchObject({ flatFooted: true, fullRules: false });
  });

  it('adds an Akenar combatant built from the catalogue', async () => {
    const form = gm.getByRole('form', { name: 'Añadir combatiente' });
    await form.getByLabel('Nombre', { exact: true }).fill('Trasgo 2');
    const block = form.getByTestId('akenar-stat-block');
    await block.getByRole('combobox', { name: 'Armadura' }).selectOption('cota-de-mallas');
    await block.getByRole('combobox', { name: 'Arma que añadir' }).selectOption('lucero-del-alba');
    await block.getByRole('button', { name: '+ Añadir' }).click();
    await expect.poll(() => block.getByTestId('akenar-ca').textContent()).toBe('CA 6');
    await logs(gm, () => form.getByRole('button', { name: 'Añadir combatiente' }).click());
    await expect.poll(() => gm.getByTestId('combatant').count()).toBe(6);
  });

  it('shows each value with its source, refuses an invalid save by path, and discards on request', async () => {
    await openCatalogue();
    expect(await paOf().inputValue()).toBe('7');
    expect(await paSource().getAttribute('data-source')).toBe('text');
    expect(await paSource().getAttribute('title')).toBe('Del texto: EX-12, línea 225');
    await paOf().fill('99');
    await expect.poll(() => paSource().getAttribute('data-source')).toBe('gm');
    await editor().getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => editor().getByTestId('catalogue-errors').textContent()).toContain('Armas › Pico de cuervo › PA');
    await expect.poll(() => pickRow().locator('td.error').count()).toBe(1);
    await editor().getByRole('button', { name: 'Cerrar' }).click();
    await editor().getByRole('button', { name: 'Descartar cambios' }).click();
    await expect.poll(() => editor().count()).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'akenar', 'equipment.json'))).toBe(false);
  });

  it("changes the heavy pick's PA, saves, and finds it after reopening and reloading", async () => {
    await openCatalogue();
    expect(await paOf().inputValue()).toBe('7');
    await paOf().fill('6');
    await editor().getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => editor().getByRole('status').textContent()).toBe('Guardado');
    await expect.poll(() => editor().locator('[data-origin]').getAttribute('data-origin')).toBe('gm');
    await expect.poll(() => paSource().getAttribute('data-source')).toBe('gm');
    await pickRow().scrollIntoViewIfNeeded();
    await editor().screenshot({ path: `${screenshotDir}/gm-akenar-catalogue.png` });
    await editor().getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => editor().count()).toBe(0);

    await openCatalogue();
    await expect.poll(() => paOf().inputValue()).toBe('6');
    await editor().getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => editor().count()).toBe(0);
    await gm.reload();
    await gm.getByTestId('combatant').first().waitFor();
    await openCatalogue();
    await expect.poll(() => paOf().inputValue()).toBe('6');
    await expect.poll(() => paSource().getAttribute('title')).toBe('Editado por el director: no viene del texto');
    const saved = JSON.parse(fs.readFileSync(path.join(dataDir, 'akenar', 'equipment.json'), 'utf8')) as { weapons: { id: string; pa: number }[]; defaultReasons: Record<string, string> };
    expect(saved.weapons.find((w) => w.id === 'pico-de-cuervo')?.pa).toBe(6);
    expect(saved.defaultReasons.gm).toBeTruthy();
  });

  it('reset asks first, then goes back to the bundled catalogue', async () => {
    await editor().getByRole('button', { name: 'Volver al incluido…' }).click();
    await editor().getByRole('alertdialog').waitFor();
    await editor().getByRole('button', { name: 'Volver al incluido', exact: true }).click();
    await expect.poll(() => paOf().inputValue()).toBe('7');
    await expect.poll(() => editor().locator('[data-origin]').getAttribute('data-origin')).toBe('bundled');
    expect(fs.existsSync(path.join(dataDir, 'akenar', 'equipment.json'))).toBe(false);
    expect(fs.readdirSync(path.join(dataDir, 'akenar', 'backups'))).toHaveLength(1);
    await editor().getByRole('tab', { name: 'Armaduras (18)' }).click();
    const shield = editor().locator('[data-testid=catalogue-armour] tr[data-id="escudo-pesado"]');
    expect(await shield.getByRole('spinbutton', { name: 'Bon. Parada' }).inputValue()).toBe('2');
    await editor().screenshot({ path: `${outputDir}/gm-akenar-armour.png` });
    await editor().getByRole('button', { name: 'Cerrar' }).click();
  });
});
