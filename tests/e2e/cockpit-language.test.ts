// Issue #15 items 6 and 9 at 1366×768: a refusal from main reads in the GM's language (and follows a
// language switch while it is shown), names no code id in words, and clears once a command applies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeSettings, dragHex, e2eTimeouts, launchChromium, logLength, logs, mapPainted, openSettings, screenshotDir, startTestHost } from '../helpers/browser.js';

e2eTimeouts();
let close: () => Promise<void>;
let browser: Browser;
let gm: Page;

const banner = () => gm.locator('[role=alert][data-code]');
/** The banner's text, '' when there is none: one read that never waits (the banner goes as a command applies). */
const bannerText = () => gm.evaluate(() => document.querySelector('[role=alert][data-code]')?.textContent ?? '');

async function language(name: 'English' | 'Español'): Promise<void> {
  await gm.getByTestId('language').click();
  await gm.getByRole('button', { name, exact: true }).click();
}

beforeAll(async () => {
  const host = await startTestHost();
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 768 } })).newPage();
  await gm.goto(host.host.gmUrl);
  await gm.getByTestId('combatant').first().waitFor();
  await mapPainted(gm);
  close = async () => {
    await browser.close();
    await host.close();
  };
});

afterAll(async () => {
  await close?.();
});

describe('a refusal from main in the GM\'s language (demo, 1366×768)', () => {
  it('reads in Spanish, follows the switch to English and back, and clears when a move applies', async () => {
    // Aria (6,7) dropped on Bram's hex (5,8): main refuses the move as occupied.
    await dragHex(gm, [6, 7], [5, 8]);
    await expect.poll(bannerText).toContain('Aria no puede moverse ahí: Ocupado (OCCUPIED)');
    expect(await banner().getAttribute('data-code')).toBeTruthy();
    expect(await bannerText()).not.toMatch(/cannot|occupied\b/);
    await gm.screenshot({ path: `${screenshotDir}/gm-refusal-es-1366.png` });

    await language('English');
    await expect.poll(bannerText).toContain('Aria cannot move there: Occupied (OCCUPIED)');
    expect(await bannerText()).not.toMatch(/no puede|Ocupado/);
    await language('Español');
    await expect.poll(bannerText).toContain('Aria no puede moverse ahí: Ocupado');

    // A move that applies removes the banner's cause: the banner goes without being dismissed.
    await logs(gm, () => dragHex(gm, [6, 7], [7, 7]));
    await expect.poll(() => banner().count()).toBe(0);
    // One hex, in the singular (Paraglide's plural forms).
    expect(await gm.getByTestId('log').textContent()).toMatch(/Aria se mueve 1 hexágono \(\d+ de movimiento\)/);
  });

  it('a move too long for the movement left names the cost and what is left, in Spanish', async () => {
    await dragHex(gm, [7, 7], [17, 7]);
    await expect.poll(bannerText).toMatch(/Aria no puede moverse ahí: No le queda movimiento \(OUT_OF_MOVEMENT; cuesta \d+, le quedan \d+\)/);
    await gm.getByRole('button', { name: 'Cerrar aviso' }).click();
    await expect.poll(() => banner().count()).toBe(0);
  });

  it('the browser\'s own field checks speak the GM\'s language: a map of 0 or 500 columns is refused at the field', async () => {
    const before = await logLength(gm);
    let drawer = await openSettings(gm);
    let cols = drawer.getByRole('form', { name: 'Mapa' }).getByLabel('Columnas');
    const message = () => cols.evaluate((e) => (e as HTMLInputElement).validationMessage);
    await cols.fill('0');
    await drawer.getByRole('form', { name: 'Mapa' }).getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(message).toBe('Debe ser 1 o más');
    await cols.fill('500');
    await drawer.getByRole('form', { name: 'Mapa' }).getByRole('button', { name: 'Aplicar' }).click();
    await expect.poll(message).toBe('Debe ser 200 o menos');
    await closeSettings(gm);
    await language('English');
    drawer = await openSettings(gm);
    cols = drawer.getByRole('form', { name: 'Map' }).getByLabel('Columns');
    await cols.fill('0');
    await drawer.getByRole('form', { name: 'Map' }).getByRole('button', { name: 'Apply' }).click();
    await expect.poll(message).toBe('It must be 1 or more');
    await closeSettings(gm);
    await language('Español');
    expect(await logLength(gm)).toBe(before); // nothing was sent
  });
});
