// Issue #15, the GM's cockpit at 1366×768: the combatant list, the battlefield and the log side by side,
// none pushed out of the window by a turn; each row's buttons whole; the settings in a drawer; an
// unconscious or dead combatant's turn says so instead of offering its action bar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addFromLibrary, createEncounter, e2eTimeouts, launchChromium, logs, mapPainted, nextTurn, screenshotDir, startTestHost } from '../helpers/browser.js';

e2eTimeouts();
let close: () => Promise<void>;
let browser: Browser;
let gm: Page;
let gmUrl: string;

const row = (name: string) => gm.getByTestId('combatant').filter({ has: gm.getByText(name, { exact: true }) });
const log = () => gm.getByTestId('log').textContent();
type Pt = { x: number; y: number };
const at = (q: number, r: number) =>
  gm.evaluate(([q, r]) => (window as unknown as { __asaltoMap: { hexToPage(q: number, r: number): Pt } }).__asaltoMap.hexToPage(q, r), [q, r] as const);

beforeAll(async () => {
  const host = await startTestHost();
  gmUrl = host.host.gmUrl;
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 768 } })).newPage();
  await gm.goto(gmUrl);
  await gm.getByTestId('combatant').first().waitFor();
  close = async () => {
    await browser.close();
    await host.close();
  };
});

afterAll(async () => {
  await close?.();
});

/** The list, the map and the log each lie inside the window; the page itself does not scroll. */
async function allInView(width: number, height: number) {
  for (const id of ['cockpit-list', 'cockpit-map', 'cockpit-log']) {
    const box = await gm.getByTestId(id).boundingBox();
    expect(box, id).not.toBeNull();
    expect(box!.x, id).toBeGreaterThanOrEqual(0);
    expect(box!.y, id).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width, id).toBeLessThanOrEqual(width + 0.5);
    expect(box!.y + box!.height, id).toBeLessThanOrEqual(height + 0.5);
  }
  const scroll = await gm.evaluate(() => ({ h: document.documentElement.scrollHeight, w: document.documentElement.scrollWidth }));
  expect(scroll.h).toBeLessThanOrEqual(height);
  expect(scroll.w).toBeLessThanOrEqual(width);
}

/**
 * The toolbar gives the fight's name room first (whole when `whole`, else at least 6 em), and the map's
 * toolbar keeps to one row inside its column.
 */
async function toolbarsFit(whole: boolean) {
  const title = await gm.locator('header h1 .title').evaluate((el) => ({ scroll: el.scrollWidth, width: el.clientWidth }));
  if (whole) expect(title.scroll).toBeLessThanOrEqual(title.width);
  else expect(title.width).toBeGreaterThan(90);
  const bar = gm.getByRole('toolbar', { name: 'Mapa' });
  const middles = await bar.locator(':scope > button, :scope > .group > button').evaluateAll((els) =>
    els.map((e) => {
      const r = e.getBoundingClientRect();
      return Math.round((r.top + r.bottom) / 2);
    }),
  );
  expect(middles.length).toBeGreaterThan(6);
  expect(new Set(middles).size, 'map toolbar rows').toBe(1);
  const fits = await bar.evaluate((el) => el.scrollWidth <= el.clientWidth);
  expect(fits, 'map toolbar inside its column').toBe(true);
}

/** Every row's ✕ lies whole inside the list's column. */
async function noClippedRemove() {
  const list = (await gm.getByTestId('cockpit-list').boundingBox())!;
  const buttons = gm.getByTestId('combatant').getByRole('button', { name: 'Quitar', exact: true });
  const n = await buttons.count();
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i++) {
    const b = (await buttons.nth(i).boundingBox())!;
    expect(b.x).toBeGreaterThanOrEqual(list.x);
    expect(b.x + b.width, `row ${i}'s ✕`).toBeLessThanOrEqual(list.x + list.width + 0.5);
  }
}

async function add(label: string, initiative: number, q: number, r: number) {
  const entry = await addFromLibrary(gm, label, initiative);
  const placed = gm.getByTestId('combatant').filter({ hasNot: gm.getByRole('button', { name: 'Colocar en el mapa' }) }).count();
  const n = await placed;
  await gm.getByTestId('combatant').filter({ hasText: entry }).getByRole('button', { name: 'Colocar en el mapa' }).first().click();
  await mapPainted(gm);
  const p = await at(q, r);
  await logs(gm, () => gm.mouse.click(p.x, p.y));
  await expect.poll(() => gm.getByTestId('combatant').filter({ hasNot: gm.getByRole('button', { name: 'Colocar en el mapa' }) }).count()).toBe(n + 1);
}

describe('the GM cockpit at 1366×768', () => {
  it('a 5e fight on a map: list, map and log in the window before and after the next turn', async () => {
    await createEncounter(gm, 'Cabina', 'dnd5e');

    // The map is created from the settings drawer, which opens and closes from its button.
    expect(await gm.getByTestId('settings-drawer').count()).toBe(0);
    await gm.getByTestId('settings-toggle').click();
    await gm.getByTestId('settings-drawer').waitFor();
    await logs(gm, () => gm.getByTestId('settings-drawer').getByRole('form', { name: 'Mapa' }).getByRole('button', { name: 'Crear mapa' }).click());
    expect(await gm.getByTestId('settings-drawer').getByRole('region', { name: 'Pantalla de jugadores' }).count()).toBe(1);
    await gm.getByRole('button', { name: 'Cerrar los ajustes' }).click();
    await expect.poll(() => gm.getByTestId('settings-drawer').count()).toBe(0);
    await gm.getByTestId('map').waitFor();

    await add('Human Fighter 3', 20, 5, 5);
    await add('Goblin (VD 1/4)', 15, 7, 5);
    await add('Goblin (VD 1/4)', 12, 7, 6);
    await add('Goblin (VD 1/4)', 10, 8, 4);
    await allInView(1366, 768);
    await noClippedRemove();

    await nextTurn(gm);
    await expect.poll(() => gm.getByTestId('action-bar').locator('strong').textContent()).toBe('Human Fighter 3');
    await nextTurn(gm);
    await allInView(1366, 768);
    await noClippedRemove();
    await gm.getByRole('button', { name: 'Mover', exact: true }).click();
    await toolbarsFit(true);
    // The place tool's choice lies over the map's corner, not in the toolbar's row.
    await gm.getByRole('button', { name: 'Colocar', exact: true }).click();
    await gm.getByTestId('tool-options').waitFor();
    await toolbarsFit(true);
    await gm.getByRole('button', { name: 'Mover', exact: true }).click();
    await mapPainted(gm);
    await gm.screenshot({ path: `${screenshotDir}/gm-cockpit-5e-1366.png` });
    // The drawer lies over the log, its button still there to close it.
    await gm.getByTestId('settings-toggle').click();
    await gm.getByTestId('settings-drawer').getByRole('form', { name: 'Mapa' }).waitFor();
    await gm.screenshot({ path: `${screenshotDir}/gm-cockpit-settings-1366.png` });
    await gm.getByTestId('settings-toggle').click();
    await expect.poll(() => gm.getByTestId('settings-drawer').count()).toBe(0);

    // A click on a row (not on its fields) selects the combatant, as the map does.
    const fighter = row('Human Fighter 3');
    await fighter.locator('.label').click();
    await expect.poll(() => fighter.getAttribute('aria-selected')).toBe('true');

    await gm.setViewportSize({ width: 1920, height: 1080 });
    await allInView(1920, 1080);
    await noClippedRemove();
    await mapPainted(gm);
    await gm.screenshot({ path: `${screenshotDir}/gm-cockpit-5e-1920.png` });
    await gm.setViewportSize({ width: 1366, height: 768 });
  });

  it('the turn of a combatant knocked down shows the notice, not the action bar', async () => {
    // Back to the fighter's turn, then down to 0 HP on it.
    for (let i = 0; i < 10 && (await gm.getByTestId('action-bar').locator('strong').textContent()) !== 'Human Fighter 3'; i++) await nextTurn(gm);
    await expect.poll(() => gm.getByTestId('action-bar').locator('strong').textContent()).toBe('Human Fighter 3');
    const fighter = row('Human Fighter 3');
    const hp = Number(/(\d+)\s*\/\s*\d+/.exec((await fighter.locator('.hpcell').textContent()) ?? '')?.[1]);
    expect(hp).toBeGreaterThan(0);
    await fighter.getByRole('spinbutton', { name: 'Cantidad' }).fill(String(hp));
    await logs(gm, () => fighter.getByRole('button', { name: 'Daño', exact: true }).click());
    await expect.poll(() => gm.getByTestId('down-notice').textContent()).toMatch(/^Human Fighter 3 está (inconsciente|muerto|estable)/);
    expect(await gm.getByTestId('action-bar').count()).toBe(0);
    await allInView(1366, 768);
    // Healed, the bar is back.
    await fighter.getByRole('spinbutton', { name: 'Cantidad' }).fill('5');
    await logs(gm, () => fighter.getByRole('button', { name: 'Curar', exact: true }).click());
    await expect.poll(() => gm.getByTestId('action-bar').count()).toBe(1);
    expect(await gm.getByTestId('down-notice').count()).toBe(0);
    expect(await log()).toContain('Human Fighter 3');
  });

  it('the Akenar demo fits too, at both sizes', async () => {
    await gm.getByRole('button', { name: 'Encuentros' }).click();
    await gm.getByRole('dialog', { name: 'Encuentros' }).getByRole('button', { name: 'Demo: Akenar' }).click();
    await expect.poll(() => gm.getByTestId('combatant').count()).toBe(5);
    await gm.getByTestId('map').waitFor();
    await nextTurn(gm);
    await allInView(1366, 768);
    await noClippedRemove();
    await toolbarsFit(false); // "Akenar: Feliot y el caballero contra los trasgos" is longer than the room
    await mapPainted(gm);
    await gm.screenshot({ path: `${screenshotDir}/gm-cockpit-akenar-1366.png` });
    await gm.setViewportSize({ width: 1920, height: 1080 });
    await allInView(1920, 1080);
    await noClippedRemove();
    await mapPainted(gm);
    await gm.screenshot({ path: `${screenshotDir}/gm-cockpit-akenar-1920.png` });
  });

  it('without a map, the list and the log share the window', async () => {
    await gm.setViewportSize({ width: 1366, height: 768 });
    await createEncounter(gm, 'Sin mapa', 'dnd5e');
    await addFromLibrary(gm, 'Human Fighter 3', 20);
    await addFromLibrary(gm, 'Goblin (VD 1/4)', 12);
    await nextTurn(gm);
    expect(await gm.getByTestId('map').count()).toBe(0);
    const list = (await gm.getByTestId('cockpit-list').boundingBox())!;
    const logBox = (await gm.getByTestId('cockpit-log').boundingBox())!;
    for (const [id, box] of [['list', list], ['log', logBox]] as const) {
      expect(box.x, id).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, id).toBeLessThanOrEqual(1366.5);
      expect(box.y + box.height, id).toBeLessThanOrEqual(768.5);
    }
    // Side by side, and between them most of the window's width: no empty battlefield column between.
    expect(list.x + list.width).toBeLessThanOrEqual(logBox.x + 0.5);
    expect(list.width + logBox.width).toBeGreaterThan(0.6 * 1366);
    const scroll = await gm.evaluate(() => document.documentElement.scrollHeight);
    expect(scroll).toBeLessThanOrEqual(768);
    await gm.screenshot({ path: `${screenshotDir}/gm-cockpit-nomap-1366.png` });
  });

  it('the language menu, two letters in the toolbar, switches the window between Spanish and English', async () => {
    const menu = gm.getByTestId('language');
    expect(await menu.textContent()).toMatch(/^ES/);
    await menu.click();
    await gm.getByRole('group', { name: 'Idioma' }).getByRole('button', { name: 'English' }).click();
    await expect.poll(() => gm.getByTestId('turn-controls').getByRole('button', { name: 'Next turn' }).count()).toBe(1);
    await expect.poll(() => menu.textContent()).toMatch(/^EN/);
    expect(await gm.getByRole('group', { name: 'Language' }).isVisible()).toBe(false); // a choice closes the menu
    await menu.click();
    await gm.getByRole('group', { name: 'Language' }).getByRole('button', { name: 'Español' }).click();
    await expect.poll(() => gm.getByTestId('turn-controls').getByRole('button', { name: 'Siguiente turno' }).count()).toBe(1);
  });

  it('the add form folds to its heading, leaving the column to the combatants, and stays folded after a reload', async () => {
    const form = gm.getByRole('form', { name: 'Añadir combatiente' });
    const name = form.getByLabel('Nombre', { exact: true });
    const unfoldedHeight = (await form.boundingBox())!.height;
    await form.getByRole('button', { name: 'Plegar el formulario' }).click();
    await expect.poll(() => name.isVisible()).toBe(false);
    expect((await form.boundingBox())!.height).toBeLessThan(unfoldedHeight / 3);
    await gm.screenshot({ path: `${screenshotDir}/gm-cockpit-folded-1366.png` });
    await gm.reload();
    await gm.getByTestId('combatant').first().waitFor();
    const fold = form.getByRole('button', { name: 'Desplegar el formulario' });
    expect(await fold.getAttribute('aria-expanded')).toBe('false');
    expect(await name.isVisible()).toBe(false);
    await fold.click();
    await expect.poll(() => name.isVisible()).toBe(true);
  });
});
