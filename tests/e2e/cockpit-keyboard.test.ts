// Issue #15, "the turn in the keyboard": a 5e round on a 1366×768 laptop driven by keys only, the `?`
// cheat-sheet, and keys that stay text while the GM types in a field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { addFromLibrary, createEncounter, e2eTimeouts, launchChromium, screenshotDir, startTestHost, turnOf } from '../helpers/browser.js';

e2eTimeouts();
let closeHost: () => Promise<void>;
let browser: Browser;
let gm: Page;
/** The combatants' ids in turn order. */
let order: string[] = [];

const activeId = () => gm.evaluate(() => document.querySelector('[data-testid=combatant].active')?.getAttribute('data-id') ?? null);
const round = () => gm.getByTestId('round').textContent();
/** Takes the focus off any field, so the next key goes to the page. */
const blur = () => gm.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
/** Presses a key on the page and waits until the turn is `expected`. */
async function press(key: string, expected: string) {
  await gm.keyboard.press(key);
  await expect.poll(() => turnOf(gm), { message: `${key} → ${expected}` }).toBe(expected);
}

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

const add = (label: string, initiative: number) => addFromLibrary(gm, label, initiative);

describe('the GM runs a 5e round with the keyboard (1366×768)', () => {

  it('advances through every combatant with N, undoes and redoes with Ctrl+Z / Ctrl+Y, steps back with P', async () => {
    await createEncounter(gm, 'Emboscada en el cruce del río viejo, al caer la noche sobre el vado', 'dnd5e');
    await add('Human Fighter 3', 20);
    await add('Goblin (VD 1/4)', 15);
    await add('Orc (VD 1/2)', 10);
    order = await gm.getByTestId('combatant').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')!));
    expect(order).toHaveLength(3);

    // The toolbar stays one row at 1366 px, its tooltips name the keys, its aria names do not.
    const next = gm.getByRole('button', { name: 'Siguiente turno', exact: true });
    expect(await next.getAttribute('title')).toBe('Siguiente turno (N)');
    expect(await gm.getByRole('button', { name: 'Deshacer' }).getAttribute('title')).toBe('Deshacer (Ctrl+Z)');
    const header = (await gm.locator('header').first().boundingBox())!;
    const nextBox = (await next.boundingBox())!;
    expect(nextBox.y + nextBox.height).toBeLessThanOrEqual(header.y + header.height);
    expect(nextBox.x + nextBox.width).toBeLessThanOrEqual(1366);
    expect(header.height).toBeLessThan(60);

    await blur();
    await press('n', `Ronda 1 / ${order[0]}`);
    // The round and whose turn it is stay readable beside a long, ellipsized encounter name.
    const info = (await gm.locator('header .info').boundingBox())!;
    for (const part of [gm.getByTestId('round'), gm.locator('header .turn').first()]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(info.x + info.width + 0.5);
    }
    await press('n', `Ronda 1 / ${order[1]}`);
    await press('PageDown', `Ronda 1 / ${order[2]}`);
    await press('n', `Ronda 2 / ${order[0]}`);
    await press('Control+z', `Ronda 1 / ${order[2]}`);
    await press('Control+y', `Ronda 2 / ${order[0]}`);
    await press('p', `Ronda 1 / ${order[2]}`);
    await press('ArrowRight', `Ronda 2 / ${order[0]}`);
    await press('Enter', `Ronda 2 / ${order[1]}`);
    await press(' ', `Ronda 2 / ${order[2]}`);
    // On a focused button, Enter presses that button (Undo), not the turn.
    await gm.getByRole('button', { name: 'Deshacer' }).focus();
    await press('Enter', `Ronda 2 / ${order[1]}`);
    await blur();
    await press('p', `Ronda 2 / ${order[0]}`);
  });

  it('opens the cheat-sheet with ? and closes it with Escape', async () => {
    const sheet = gm.getByRole('dialog', { name: 'Atajos de teclado' });
    await gm.keyboard.press('?');
    await sheet.waitFor();
    expect(await sheet.locator('[data-action=nextTurn] kbd').allTextContents()).toEqual(['N', 'AvPág', '→', 'Intro', 'Espacio']);
    expect(await sheet.locator('[data-action=redo] dd').textContent()).toBe('Rehacer');
    // While it is open, N is not a turn.
    await gm.keyboard.press('n');
    await gm.screenshot({ path: `${screenshotDir}/gm-cockpit-shortcuts.png` });
    await gm.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
    expect(await turnOf(gm)).toBe(`Ronda 2 / ${order[0]}`);
    // The toolbar's ? opens it too.
    await gm.getByRole('button', { name: 'Atajos de teclado' }).click();
    await sheet.waitFor();
    await gm.keyboard.press('Escape');
    await sheet.waitFor({ state: 'hidden' });
  });

  it('types "n" into a field without advancing the turn', async () => {
    const name = gm.getByRole('form', { name: 'Añadir combatiente' }).getByLabel('Nombre', { exact: true });
    await name.click();
    await gm.keyboard.type('nnp');
    await expect.poll(() => name.inputValue()).toBe('nnp');
    await name.fill('');
    await blur();
    // Had the field's keys been turns, this N would land two or more turns ahead.
    await press('n', `Ronda 2 / ${order[1]}`);
    expect(await round()).toBe('Ronda 2');
  });

  it('L puts the focus on the log', async () => {
    await blur();
    await gm.keyboard.press('l');
    await expect.poll(() => gm.evaluate(() => !!document.activeElement?.closest('[data-testid=cockpit-log]'))).toBe(true);
    await blur();
  });
});

describe('A and D act on the active combatant', () => {
  it('A opens the attack dialog of the active combatant, D focuses its damage field', async () => {
    await blur();
    await gm.keyboard.press('Escape'); // nothing selected: the keys act on the active combatant
    const active = (await activeId())!;
    const turn = (await gm.locator('header .turn').first().textContent())!;
    const name = turn.replace(/^Turno de /, '');
    await gm.keyboard.press('a');
    const dialog = gm.getByRole('dialog', { name: `Ataque de ${name}` });
    await dialog.waitFor();
    await gm.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await blur();
    await gm.keyboard.press('d');
    await expect
      .poll(() => gm.evaluate(() => `${document.activeElement?.closest('[data-testid=combatant]')?.getAttribute('data-id')} ${document.activeElement?.getAttribute('aria-label')}`))
      .toBe(`${active} Cantidad`);
    // The key itself is not typed into the field it focused.
    expect(await gm.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe('');

    // J / K select along the turn order (wrapping); D then acts on the selected one, not the active one.
    const at = order.indexOf(active);
    const focused = () => gm.evaluate(() => document.activeElement?.closest('[data-testid=combatant]')?.getAttribute('data-id') ?? null);
    await blur();
    await gm.keyboard.press('j');
    await gm.keyboard.press('d');
    await expect.poll(focused).toBe(order[(at + 1) % order.length]);
    await blur();
    await gm.keyboard.press('k');
    await gm.keyboard.press('k');
    await gm.keyboard.press('h');
    await expect.poll(focused).toBe(order[(at + order.length - 1) % order.length]);
    expect(await activeId()).toBe(active);
  });
});
