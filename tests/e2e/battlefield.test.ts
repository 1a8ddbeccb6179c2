import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eTimeouts, logs, mapPainted, openSideBySide, screenshotDir } from '../helpers/browser.js';

e2eTimeouts();
let close: () => Promise<void>;
let gm: Page;
let player: Page;

type Pt = { x: number; y: number };
const at = (page: Page, q: number, r: number) =>
  page.evaluate(([q, r]) => (window as unknown as { __asaltoMap: { hexToPage(q: number, r: number): Pt } }).__asaltoMap.hexToPage(q, r), [q, r] as const);

async function dragPath(page: Page, points: Pt[]): Promise<void> {
  await page.mouse.move(points[0]!.x, points[0]!.y);
  await page.mouse.down();
  for (const p of points.slice(1)) await page.mouse.move(p.x, p.y, { steps: 4 });
  await page.mouse.up();
}

/** Alpha of the interaction (overlay) layer's canvas at a page point: > 0 where something is drawn. */
const overlayAlpha = (page: Page, p: Pt) =>
  page.evaluate(({ x, y }) => {
    const canvases = [...document.querySelectorAll<HTMLCanvasElement>('[data-testid=map] canvas')];
    const overlay = canvases[2]!;
    const box = overlay.getBoundingClientRect();
    if (box.width === 0) return 0; // hidden: the layer has nothing to show
    const ratio = overlay.width / box.width;
    return overlay.getContext('2d')!.getImageData(Math.round((x - box.left) * ratio), Math.round((y - box.top) * ratio), 1, 1).data[3]!;
  }, p);

const log = () => gm.getByTestId('log').textContent();
const status = () => gm.getByTestId('map-status').textContent();
const playerPos = (id: string) => player.locator(`[data-testid=player-combatant][data-id="${id}"]`).getAttribute('data-pos');

/** The player page's camera: it follows what the GM shows. */
const playerCamera = () => player.evaluate(() => JSON.stringify((window as unknown as { __asaltoMap: { camera(): unknown } }).__asaltoMap.camera()));

beforeAll(async () => {
  ({ close, gm, player } = await openSideBySide());
  await mapPainted(gm);
  await mapPainted(player);
});

afterAll(async () => {
  await close?.();
});

describe('battlefield (GM and player pages)', () => {
  it('shows the demo battlefield on both pages, without the hidden token for the players', async () => {
    expect(await playerPos('pc-aria')).toBe('6,7');
    expect(await player.locator('[data-id=boss]').count()).toBe(0);
    expect(await gm.locator('[data-testid=combatant][data-id=boss]').count()).toBe(1);
  });

  it('resizes the map from the map form', async () => {
    await gm.getByTestId('settings-toggle').click(); // the map form is in the settings drawer
    const form = gm.getByRole('form', { name: 'Mapa' });
    await form.getByLabel('Columnas').fill('24');
    await form.getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(log).toContain('Mapa: 24×14 hexágonos de 1.5 m');
  });

  it('imports a background image that both pages load', async () => {
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
    const loaded = player.waitForResponse((r) => r.url().includes('/media/') && r.status() === 200);
    await gm.getByLabel('Importar imagen…').setInputFiles({ name: 'mapa.png', mimeType: 'image/png', buffer: png });
    await expect.poll(log).toContain('Imagen de fondo puesta');
    await loaded;
    await gm.getByRole('button', { name: 'Quitar imagen' }).click();
    await expect.poll(log).toContain('Imagen de fondo quitada');
    await gm.getByTestId('settings-toggle').click(); // the settings drawer closes
  });

  it('paints difficult terrain with a brush stroke', async () => {
    await gm.getByRole('button', { name: 'Terreno', exact: true }).click();
    await gm.getByRole('combobox', { name: 'Terreno' }).selectOption('difficult');
    await mapPainted(gm);
    await logs(gm, async () => dragPath(gm, [await at(gm, 7, 7), await at(gm, 7, 6)]));
    await expect.poll(log).toContain('2 hexágonos pintados: Difícil');
  });

  it('draws walls all round a hex with one stroke', async () => {
    await gm.getByRole('button', { name: 'Muros' }).click();
    const c = await at(gm, 4, 9);
    const radius = 24 * (await gm.evaluate(() => (window as unknown as { __asaltoMap: { camera(): { scale: number } } }).__asaltoMap.camera().scale));
    const ring = Array.from({ length: 25 }, (_, i) => ({ x: c.x + radius * Math.cos((i / 24) * 2 * Math.PI + 0.3), y: c.y + radius * Math.sin((i / 24) * 2 * Math.PI + 0.3) }));
    await logs(gm, () => dragPath(gm, ring));
    await expect.poll(log).toContain('6 muros dibujados');
  });

  it('drags a token through difficult terrain at double cost, shown while dragging', async () => {
    await gm.getByRole('button', { name: 'Mover', exact: true }).click();
    const from = await at(gm, 6, 7);
    const to = await at(gm, 8, 7);
    await gm.mouse.move(from.x, from.y);
    await gm.mouse.down();
    await gm.mouse.move(to.x, to.y, { steps: 8 });
    await expect.poll(status).toBe('4 de 6 de movimiento');
    await gm.mouse.up();
    await expect.poll(log).toContain('Aria se mueve 2 hexágonos (4 de movimiento)');
    await expect.poll(() => playerPos('pc-aria')).toBe('8,7');
  });

  it('refuses a move through the walls, with the reason', async () => {
    const from = await at(gm, 4, 9);
    const to = await at(gm, 5, 9);
    await gm.mouse.move(from.x, from.y);
    await gm.mouse.down();
    await gm.mouse.move(to.x, to.y, { steps: 8 });
    await expect.poll(status).toContain('No hay paso');
    await gm.mouse.up();
    await expect.poll(() => gm.getByRole('alert').textContent()).toContain('NO_PATH');
    expect(await playerPos('pc-cela')).toBe('4,9');
    await gm.getByRole('button', { name: 'Cerrar aviso' }).click();
  });

  it('shows reach and enemy threat overlays for the selected token', async () => {
    const goblin = await at(gm, 12, 5);
    await gm.mouse.click(goblin.x, goblin.y);
    await mapPainted(gm);
    await expect.poll(async () => overlayAlpha(gm, await at(gm, 13, 5))).toBeGreaterThan(0); // adjacent: in reach
    expect(await overlayAlpha(gm, await at(gm, 4, 3))).toBe(0); // far away: nothing drawn
    await gm.screenshot({ path: `${screenshotDir}/gm-map.png` });
    await gm.keyboard.press('Escape');
    await expect.poll(() => overlayAlpha(gm, goblin)).toBe(0);
  });

  it('undoes the move on both pages', async () => {
    await gm.locator('body').press('Control+z'); // the walls stroke is not the last command: the refused move did nothing
    await expect.poll(() => playerPos('pc-aria')).toBe('6,7');
    await mapPainted(player);
    await player.screenshot({ path: `${screenshotDir}/player-map.png` });
  });

  it('the player page follows the view the GM shows it', async () => {
    const whole = await playerCamera();
    await gm.locator('[data-testid=map]').first().press('+'); // zoom in: the GM sees less than the whole map
    // Both live in the map toolbar's Jugadores menu, which keeps the toolbar to one row.
    await gm.getByTestId('map-players').click();
    await gm.getByRole('button', { name: 'Mostrar esta vista a los jugadores' }).click();
    await expect.poll(() => gm.getByTestId('map-players').getAttribute('class')).toContain('on');
    await expect.poll(playerCamera).not.toBe(whole);
    await gm.getByTestId('map-players').click(); // a choice closes the menu
    await gm.getByRole('button', { name: 'Los jugadores ven todo el mapa' }).click();
    await expect.poll(playerCamera).toBe(whole);
    expect(await player.locator('[data-id=boss]').count()).toBe(0);
  });
});
