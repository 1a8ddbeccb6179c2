// 5e on the battlefield: walking out of a goblin's reach offers it an opportunity attack, asked as a
// GM decision while the token is dropped, and resolved before the move goes on.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { addFromLibrary, choose, createEncounter, e2eTimeouts, logs, mapPainted, nextTurn, openSideBySide, screenshotDir, sends } from '../helpers/browser.js';

e2eTimeouts();
let close: () => Promise<void>;
let gm: Page;

type Pt = { x: number; y: number };
const at = (q: number, r: number) =>
  gm.evaluate(([q, r]) => (window as unknown as { __asaltoMap: { hexToPage(q: number, r: number): Pt } }).__asaltoMap.hexToPage(q, r), [q, r] as const);
const row = (name: string) => gm.getByTestId('combatant').filter({ has: gm.getByText(name, { exact: true }) });
const log = () => gm.getByTestId('log').textContent();

beforeAll(async () => {
  ({ close, gm } = await openSideBySide());
});

afterAll(async () => {
  await close?.();
});

/** Adds the library entry shown as `label` (its name, and a monster's challenge rating) and places it. */
async function add(label: string, initiative: number, q: number, r: number) {
  const entry = await addFromLibrary(gm, label, initiative);
  await row(entry).getByRole('button', { name: 'Colocar en el mapa' }).click();
  await mapPainted(gm);
  const p = await at(q, r);
  await logs(gm, () => gm.mouse.click(p.x, p.y));
  await expect.poll(log).toContain(`${entry} se coloca en el mapa`);
}

describe('5e opportunity attacks on the map, through the GM page', () => {
  it('a fighter walking away from a goblin is offered to the goblin as an opportunity attack', async () => {
    await createEncounter(gm, 'Puente', 'dnd5e');
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    await logs(gm, () => gm.getByRole('form', { name: 'Mapa' }).getByRole('button', { name: 'Crear mapa' }).click());
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    await gm.getByTestId('map').waitFor();
    await add('Human Fighter 3', 20, 5, 5);
    await add('Goblin (VD 1/4)', 5, 6, 5);
    await nextTurn(gm);
    await expect.poll(() => gm.getByTestId('action-bar').locator('strong').textContent()).toBe('Human Fighter 3');

    await gm.getByRole('button', { name: 'Mover', exact: true }).click();
    await mapPainted(gm);
    const from = await at(5, 5);
    const to = await at(3, 5);
    await gm.mouse.move(from.x, from.y);
    await gm.mouse.down();
    await gm.mouse.move(to.x, to.y, { steps: 8 });
    await sends(gm, () => gm.mouse.up());
    const prompt = gm.getByTestId('choice-prompt');
    await expect.poll(() => prompt.getByRole('heading').textContent()).toBe('¿Ataque de oportunidad de Goblin contra Human Fighter 3?');
    await mapPainted(gm);
    await gm.screenshot({ path: `${screenshotDir}/gm-5e-opportunity.png` });
    const option = await prompt.getByRole('button', { name: 'Atacar con Scimitar' }).getAttribute('data-value');
    expect(await choose(gm, option!)).toContain('Atacar con Scimitar');
    await expect.poll(log).toMatch(/Goblin (impacta a|falla contra) Human Fighter 3 con Scimitar/);
    await expect.poll(log).toContain('Human Fighter 3 se mueve 2');
    await expect.poll(() => gm.getByTestId('action-bar').getByTestId('budget-move').textContent()).toBe('Mov. 4/6');
  });

  it('an area effect rolls its damage once and a save for each target', async () => {
    await gm.getByTestId('action-bar').getByRole('button', { name: 'Conjuro o efecto de área…' }).click();
    const dialog = gm.getByTestId('area-dialog');
    await dialog.getByLabel('Nombre', { exact: true }).fill('Onda atronadora');
    await dialog.getByLabel('Daño', { exact: true }).fill('2d8[thunder]');
    await dialog.getByLabel('Tirada de salvación').selectOption('con');
    await dialog.getByLabel('Goblin', { exact: true }).check();
    await logs(gm, () => dialog.getByRole('button', { name: 'Resolver' }).click());
    await expect.poll(log).toMatch(/Onda atronadora: Goblin \d+ [✓✗]/);
    await gm.getByTestId('log').locator('details').first().locator('summary').click();
    const steps = await gm.getByTestId('log').locator('details').first().locator('.steps li').allTextContents();
    expect(steps[0]).toMatch(/^Onda atronadora: 2d8 = \d+ trueno, una tirada para todos los objetivos \[5E-DMG-07\]$/);
    expect(steps[1]).toMatch(/^Goblin: salvación de Constitución \d+ contra CD 13: (éxito|fallo) \[REF-5E-SAVE\]$/);
  });
});
