// Issue #13, the Pathfinder UI in Spanish: an encounter created from the picker is automated (no
// by-hand note), a combatant is added with its stat block (the derived numbers shown as typed), the
// GM changes a row of the actions table (G-01), and the demo opens with the turn's budget; with
// screenshots of each view at 1366×768.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eTimeouts, launchChromium, logs, mapPainted, nextTurn, screenshotDir, startTestHost } from '../helpers/browser.js';

e2eTimeouts();
let browser: Browser;
let gm: Page;
let closeHost: () => Promise<void>;

beforeAll(async () => {
  const started = await startTestHost();
  closeHost = started.close;
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 768 } })).newPage();
  await gm.goto(started.host.gmUrl);
  await gm.getByTestId('combatant').first().waitFor();
});

afterAll(async () => {
  await browser?.close();
  await closeHost?.();
});

const picker = () => gm.getByRole('dialog', { name: 'Encuentros' });
const addForm = () => gm.getByRole('form', { name: 'Añadir combatiente' });
const block = () => addForm().getByTestId('pf1-stat-block');
const row = (name: string) => gm.getByTestId('combatant').filter({ hasText: name });
const log = async () => (await gm.getByTestId('log').textContent()) ?? '';

/** A 1366×768 screenshot of the GM page for docs/, scrolled to the top with the map drawn. */
async function shot(name: string) {
  await gm.evaluate(() => window.scrollTo(0, 0));
  if (await gm.getByTestId('map').count()) await mapPainted(gm);
  await gm.screenshot({ path: `${screenshotDir}/${name}.png` });
}

describe('Pathfinder in the GM window', () => {
  it('a Pathfinder encounter from the picker is automated: no by-hand note, its settings box', async () => {
    await gm.getByRole('button', { name: 'Encuentros' }).click();
    await picker().getByLabel('Nuevo encuentro').fill('Prueba Pathfinder');
    await picker().getByRole('combobox', { name: 'Sistema de reglas' }).selectOption({ label: 'Pathfinder 1.ª ed.' });
    await picker().getByRole('button', { name: 'Crear' }).click();
    await expect.poll(() => gm.locator('h1').textContent()).toContain('Prueba Pathfinder');
    expect(await gm.getByTestId('manual-note').count()).toBe(0);
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    await expect.poll(() => gm.getByRole('region', { name: 'Reglas de Pathfinder' }).count()).toBe(1);
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
  });

  it('adds a combatant with a stat block: AC, CMB/CMD and the iteratives follow as it is typed', async () => {
    await addForm().getByLabel('Nombre', { exact: true }).fill('Guardia');
    await block().getByLabel('Fue', { exact: true }).fill('18');
    await block().getByLabel('Ataque base', { exact: true }).fill('6');
    await block().getByLabel('Armadura', { exact: true }).fill('5');
    await expect.poll(() => block().getByTestId('pf1-derived').textContent()).toContain('CA 15 · toque 10 · desprevenido 15');
    expect(await block().getByTestId('pf1-derived').textContent()).toContain('BMC +10 · DMC 20');
    expect(await block().getByTestId('pf1-derived').textContent()).toContain('Ataques por ataque base +6/+1');
    expect(await block().getByTestId('pf1-bonuses').first().textContent()).toBe('+10/+5');
    await logs(gm, () => addForm().getByRole('button', { name: 'Añadir combatiente' }).click());
    await expect.poll(() => row('Guardia').getByTestId('pf-ac').textContent()).toBe('CA 15/10/15');
    expect(await row('Guardia').getByTestId('pf-flat').count()).toBe(1);
  });

  it('the edit dialog shows the stat block; a new weapon is saved with the sheet', async () => {
    await row('Guardia').getByRole('button', { name: 'Editar Guardia' }).click();
    const dialog = gm.getByRole('dialog', { name: 'Editar a Guardia' });
    await dialog.getByRole('button', { name: '+ Añadir un ataque' }).click();
    await expect.poll(() => dialog.getByTestId('pf1-bonuses').count()).toBe(2);
    await shot('gm-pf1-statblock');
    await logs(gm, () => dialog.getByRole('button', { name: 'Guardar' }).click());
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('the GM changes a row of the actions table (G-01): marked as the GM’s, and back', async () => {
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    await gm.getByTestId('pf-actions-table-open').click();
    const table = gm.getByRole('dialog', { name: 'Tabla: Acciones en combate' });
    const standUp = table.locator('tr[data-id=standUp]');
    expect(await standUp.locator('[data-source]').getAttribute('data-source')).toBe('seed');
    await logs(gm, () => standUp.getByRole('combobox', { name: 'Provoca: Ponerse de pie' }).selectOption('no'));
    await expect.poll(() => standUp.locator('[data-source]').getAttribute('data-source')).toBe('gm');
    await standUp.scrollIntoViewIfNeeded();
    await shot('gm-pf1-actions');
    await logs(gm, () => standUp.getByRole('button', { name: 'Volver a la fila de la tabla' }).click());
    await expect.poll(() => standUp.locator('[data-source]').getAttribute('data-source')).toBe('seed');
    await table.getByRole('button', { name: 'Cerrar' }).click();
    await expect.poll(() => gm.getByRole('button', { name: /Tabla de acciones en combate \(0 cambiadas\)/ }).count()).toBe(1);
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
  });

  it('the demo opens from the picker on 5 ft hexes, and the action bar shows the turn’s budget', async () => {
    await gm.getByRole('button', { name: 'Encuentros' }).click();
    await picker().getByRole('button', { name: 'Demo: Pathfinder' }).click();
    await expect.poll(() => gm.getByTestId('combatant').count()).toBe(7);
    await shot('gm-pf1');
    for (const [name, init] of [['La guerrera', 20], ['El mago', 18], ['La pícara', 16], ['Orco del bracamante', 12], ['Lobo', 10], ['Orco explorador', 8], ['El clérigo', 5]] as const) {
      const input = row(name).getByRole('spinbutton', { name: 'Iniciativa' });
      await input.fill(String(init));
      await logs(gm, () => input.press('Enter'));
    }
    await nextTurn(gm);
    const bar = gm.getByTestId('action-bar');
    await expect.poll(() => bar.locator('strong').textContent()).toBe('La guerrera');
    for (const [id, text] of [['standard', 'Estándar'], ['move', 'Movimiento ×2'], ['full', 'Asalto completo'], ['swift', 'Rápida'], ['step', 'Paso de 5 pies']] as const) {
      expect(await bar.getByTestId(`pf-budget-${id}`).textContent()).toBe(text);
      expect(await bar.getByTestId(`pf-budget-${id}`).getAttribute('class')).not.toContain('spent');
    }
    expect(await row('La guerrera').getByTestId('pf-flat').count()).toBe(0);
    expect(await row('Lobo').getByTestId('pf-flat').count()).toBe(1);
    await shot('gm-pf1-turn');
    expect(await log()).toContain('La guerrera');
  });

  it('the attack dialog shows each weapon’s iteratives and the targets’ AC, touch and flat-footed', async () => {
    await gm.getByTestId('pf-full-attack').click();
    const dialog = gm.getByRole('dialog', { name: 'Ataque de La guerrera' });
    expect(await dialog.getByTestId('pf-attack-mode').inputValue()).toBe('full');
    expect(await dialog.getByTestId('pf-attack').locator('option').first().textContent()).toBe('Espada larga +11/+6 (1d8)');
    expect(await dialog.getByTestId('pf-target').locator('option', { hasText: 'Orco del bracamante' }).textContent()).toContain('(CA 14, toque 10, desprevenido 14)');
    await shot('gm-pf1-attack');
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await gm.getByTestId('action-bar').getByRole('button', { name: 'Maniobra de combate…' }).click();
    const maneuver = gm.getByRole('dialog', { name: 'Maniobra de combate de La guerrera' });
    expect(await maneuver.getByText('BMC +10').count()).toBe(1);
    expect(await maneuver.getByRole('combobox', { name: 'Objetivo' }).locator('option', { hasText: 'Orco del bracamante' }).textContent()).toBe('Orco del bracamante (DMC 14)');
    await maneuver.getByRole('button', { name: 'Cancelar' }).click();
    await gm.getByTestId('pf-actions').click();
    const actions = gm.getByRole('dialog', { name: 'Acción de La guerrera' });
    await actions.getByTestId('pf-action').selectOption('castSpell');
    await expect.poll(() => actions.getByTestId('pf-spell-name').count()).toBe(1);
    await actions.getByRole('button', { name: 'Cancelar' }).click();
  });
});
