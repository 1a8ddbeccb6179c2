// Tokens you can act on (issue #15): a click selects, a click on the active combatant's foe opens the
// attack dialog on it, illegal targets are labelled before submitting, a right-click menu acts on the
// token, a dead token is marked on the canvas, and the map refits when the window grows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMapEncounter, e2eTimeouts, logs, mapPainted, nextTurn, openSideBySide, placeFromLibrary, screenshotDir } from '../helpers/browser.js';

e2eTimeouts();
let close: () => Promise<void>;
let gm: Page;

type Pt = { x: number; y: number };
const at = (q: number, r: number) =>
  gm.evaluate(([q, r]) => (window as unknown as { __asaltoMap: { hexToPage(q: number, r: number): Pt } }).__asaltoMap.hexToPage(q, r), [q, r] as const);
const row = (name: string) => gm.getByTestId('combatant').filter({ has: gm.getByText(name, { exact: true }) });
const selected = () => gm.locator('.gm-map').getAttribute('data-selected');
const idOf = async (name: string) => (await row(name).getAttribute('data-id'))!;
const attackDialog = () => gm.getByRole('dialog', { name: 'Ataque de Human Fighter 3' });

/** The token layer's pixels from a hex centre straight down `down` page px (page coordinates → canvas pixels), as [r, g, b]. */
const pixelsBelow = (q: number, r: number, down: number) =>
  gm.evaluate(([q, r, down]) => {
    const w = window as unknown as { __asaltoMap: { hexToPage(q: number, r: number): Pt } };
    const p = w.__asaltoMap.hexToPage(q, r);
    const canvas = document.querySelectorAll<HTMLCanvasElement>('[data-testid=map] canvas')[1]!;
    const box = canvas.getBoundingClientRect();
    const k = canvas.width / box.width;
    const d = canvas.getContext('2d')!.getImageData(Math.round((p.x - box.left) * k), Math.round((p.y - box.top) * k), 1, Math.max(1, Math.round(down * k))).data;
    const out: number[][] = [];
    for (let i = 0; i < d.length; i += 4) out.push([d[i]!, d[i + 1]!, d[i + 2]!]);
    return out;
  }, [q, r, down] as const);
/** The token layer's pixel at a hex centre. */
const pixel = async (q: number, r: number) => (await pixelsBelow(q, r, 1))[0]!;
const red = ([r, g, b]: number[]) => r! > 150 && g! < 120 && b! < 120;

beforeAll(async () => {
  ({ close, gm } = await openSideBySide());
  await gm.setViewportSize({ width: 1366, height: 768 });
});

afterAll(async () => {
  await close?.();
});

async function clickHex(q: number, r: number, button: 'left' | 'right' = 'left') {
  await mapPainted(gm);
  const p = await at(q, r);
  await gm.mouse.click(p.x, p.y, { button });
}

describe('tokens you can act on, at 1366×768', () => {
  it('selects by click; a click on a foe opens the attack dialog on it; illegal targets are labelled', async () => {
    await createMapEncounter(gm, 'Fichas', 'dnd5e');
    await placeFromLibrary(gm, 'Human Fighter 3', 20, 5, 5);
    await placeFromLibrary(gm, 'Goblin (VD 1/4)', 5, 6, 5);
    await placeFromLibrary(gm, 'Orc (VD 1/2)', 3, 14, 5);
    await gm.getByRole('button', { name: 'Mover', exact: true }).click(); // the select/move tool: tokens take clicks

    // No turn yet: a click on a token only selects it.
    await clickHex(6, 5);
    await expect.poll(selected).toBe(await idOf('Goblin'));
    expect(await attackDialog().count()).toBe(0);
    await clickHex(5, 5);
    await expect.poll(selected).toBe(await idOf('Human Fighter 3'));

    await nextTurn(gm);
    await expect.poll(() => gm.getByTestId('action-bar').locator('strong').textContent()).toBe('Human Fighter 3');
    await clickHex(6, 5);
    await attackDialog().waitFor();
    const target = attackDialog().getByLabel('Objetivo');
    expect(await target.inputValue()).toBe(await idOf('Goblin'));
    expect(await target.locator('option:checked').textContent()).toBe('Goblin (CA 15)');
    // The orc is 8 hexes (40 ft) away: beyond a melee weapon's reach, labelled and refused before submitting.
    const orc = (await target.locator('option').allTextContents()).find((o) => o.startsWith('Orc'));
    expect(orc).toMatch(/^Orc \(CA 13\) — fuera de alcance$/);
    await target.selectOption({ label: orc! });
    await expect.poll(() => attackDialog().getByTestId('target-refusal').textContent()).toBe('Orc está fuera del alcance del arma');
    expect(await attackDialog().getByRole('button', { name: 'Atacar' }).isDisabled()).toBe(true);
    await target.selectOption(await idOf('Goblin'));
    await expect.poll(() => attackDialog().getByTestId('target-refusal').count()).toBe(0);
    expect(await attackDialog().getByRole('button', { name: 'Atacar' }).isDisabled()).toBe(false);
    await attackDialog().getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => attackDialog().count()).toBe(0);
  });

  it('a right-click opens the token menu: hide, damage, attack; Escape closes it', async () => {
    await clickHex(6, 5, 'right');
    const menu = gm.getByRole('menu', { name: 'Acciones de Goblin' });
    await menu.waitFor();
    await gm.screenshot({ path: `${screenshotDir}/gm-cockpit-token-menu.png` });
    await menu.getByRole('menuitem', { name: 'Ocultar' }).click();
    await expect.poll(() => row('Goblin').getAttribute('class')).toContain('hidden');
    expect(await menu.count()).toBe(0);

    await clickHex(6, 5, 'right');
    await menu.waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Mostrar' }).count()).toBe(1);
    await gm.keyboard.press('Escape');
    await expect.poll(() => menu.count()).toBe(0);

    await clickHex(6, 5, 'right');
    await menu.getByRole('menuitem', { name: 'Daño' }).click();
    await expect.poll(() => menu.count()).toBe(0);

    await clickHex(6, 5, 'right');
    await menu.getByRole('menuitem', { name: 'Atacar' }).click();
    await attackDialog().waitFor();
    expect(await attackDialog().getByLabel('Objetivo').inputValue()).toBe(await idOf('Goblin'));
    await attackDialog().getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => attackDialog().count()).toBe(0);
  });

  it('a double-click on a token opens its editor, as do the token menu and the key E', async () => {
    const editor = (name: string) => gm.getByRole('dialog', { name: `Editar a ${name}` });
    // The fighter's own token: the first click selects it, the second opens the editor.
    await mapPainted(gm);
    const p = await at(5, 5);
    await gm.mouse.dblclick(p.x, p.y);
    await editor('Human Fighter 3').waitFor();
    await expect.poll(selected).toBe(await idOf('Human Fighter 3'));
    await editor('Human Fighter 3').getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => editor('Human Fighter 3').count()).toBe(0);
    // A state change does not reopen it.
    await logs(gm, () => row('Human Fighter 3').getByRole('button', { name: 'Ocultar a los jugadores' }).click());
    expect(await editor('Human Fighter 3').count()).toBe(0);

    await clickHex(6, 5, 'right');
    await gm.getByRole('menu', { name: 'Acciones de Goblin' }).getByRole('menuitem', { name: 'Editar' }).click();
    await editor('Goblin').waitFor();
    await editor('Goblin').getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => editor('Goblin').count()).toBe(0);

    // E edits the selected combatant (the goblin, selected by the right-click).
    await gm.locator('body').click({ position: { x: 5, y: 760 } });
    await gm.keyboard.press('e');
    await editor('Goblin').waitFor();
    await editor('Goblin').getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => editor('Goblin').count()).toBe(0);
    await logs(gm, () => row('Human Fighter 3').getByRole('button', { name: 'Revelar a los jugadores' }).click());
  });

  it('a dead token is crossed out on the canvas and labelled dead as a target', async () => {
    await mapPainted(gm);
    expect(red(await pixel(6, 5))).toBe(false);
    const goblin = row('Goblin');
    await goblin.getByRole('spinbutton', { name: 'Cantidad' }).fill('50');
    await logs(gm, () => goblin.getByRole('button', { name: 'Daño' }).click());
    await expect.poll(() => goblin.getByTestId('life').textContent()).toBe('Muerto');
    await mapPainted(gm);
    await expect.poll(async () => red(await pixel(6, 5))).toBe(true);

    await clickHex(6, 5);
    await attackDialog().waitFor();
    const target = attackDialog().getByLabel('Objetivo');
    expect(await target.locator('option:checked').textContent()).toBe('Goblin (CA 15) — muerto');
    await expect.poll(() => attackDialog().getByTestId('target-refusal').textContent()).toBe('Goblin está muerto: no se le puede atacar');
    expect(await attackDialog().getByRole('button', { name: 'Atacar' }).isDisabled()).toBe(true);
    await attackDialog().getByRole('button', { name: 'Cancelar' }).click();
  });

  it('an unconscious PC carries the amber "zz" badge on its token, gone once healed', async () => {
    // The badge sits under the token's centre: scan the token layer's pixels straight down from it.
    const amberBelow = async (q: number, r: number) => (await pixelsBelow(q, r, 40)).some(([r, g, b]) => r! > 150 && g! > 90 && g! < 150 && b! < 80);
    await mapPainted(gm);
    expect(await amberBelow(5, 5)).toBe(false);
    const fighter = row('Human Fighter 3');
    await fighter.getByRole('spinbutton', { name: 'Cantidad' }).fill('28');
    await logs(gm, () => fighter.getByRole('button', { name: 'Daño' }).click());
    await expect.poll(() => fighter.getByTestId('life').count()).toBe(1);
    await mapPainted(gm);
    await expect.poll(() => amberBelow(5, 5)).toBe(true);
    await fighter.getByRole('spinbutton', { name: 'Cantidad' }).fill('28');
    await logs(gm, () => fighter.getByRole('button', { name: 'Curar' }).click());
    await expect.poll(() => fighter.getByTestId('life').count()).toBe(0);
    await mapPainted(gm);
    await expect.poll(() => amberBelow(5, 5)).toBe(false);
  });

  it('refits the map when the window grows from 1366 to 1920 px', async () => {
    const size = () =>
      gm.evaluate(() => {
        const host = document.querySelector<HTMLElement>('[data-testid=map]')!;
        const w = window as unknown as { __asaltoMap: { camera(): { scale: number } } };
        return { host: host.clientWidth, canvas: host.querySelector('canvas')!.getBoundingClientRect().width, scale: w.__asaltoMap.camera().scale };
      });
    await mapPainted(gm);
    const before = await size();
    expect(before.canvas).toBe(before.host);
    await gm.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(async () => (await size()).host).toBeGreaterThan(before.host);
    await expect.poll(async () => { const s = await size(); return s.canvas === s.host; }).toBe(true);
    await expect.poll(async () => (await size()).scale).toBeGreaterThan(before.scale);
    await mapPainted(gm);
    await gm.screenshot({ path: `${screenshotDir}/gm-cockpit-tokens-1920.png` });
  });

  it('Akenar: a foe beyond the melee weapon\'s reach is labelled and refused before submitting (AK-ATK-13)', async () => {
    await gm.setViewportSize({ width: 1366, height: 768 });
    await gm.getByRole('button', { name: 'Encuentros' }).click();
    await gm.getByRole('dialog', { name: 'Encuentros' }).getByRole('button', { name: 'Demo: Akenar' }).click();
    await expect.poll(() => gm.getByTestId('combatant').count()).toBe(5);
    await nextTurn(gm);
    const name = (await gm.getByTestId('action-bar').locator('strong').textContent())!;
    await gm.locator('body').click({ position: { x: 5, y: 760 } });
    await gm.keyboard.press('a');
    const dialog = gm.getByRole('dialog', { name: `Ataque de ${name}` });
    await dialog.waitFor();
    const target = dialog.getByTestId('ak-target');
    const far = (await target.locator('option').allTextContents()).filter((o) => o.endsWith('— fuera de alcance'));
    expect(far.length).toBeGreaterThan(0);
    await target.selectOption({ label: far[0]! });
    await expect.poll(() => dialog.getByTestId('target-refusal').textContent()).toMatch(/está fuera del alcance del arma$/);
    expect(await dialog.getByRole('button', { name: 'Atacar' }).isDisabled()).toBe(true);
    await gm.keyboard.press('Escape');
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
