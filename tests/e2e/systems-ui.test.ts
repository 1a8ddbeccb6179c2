import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eTimeouts, launchChromium, logs, screenshotDir, startTestHost } from '../helpers/browser.js';
import { systems, systemInfo } from '../../shared/systems/registry.js';
import type { SystemId } from '../../shared/model/encounter.js';

/** Issue #12: a Genérico and a RuneQuest encounter show no 5e-only UI, and say they are played by hand (Pathfinder is automated since #13: tests/e2e/pf1-ui.test.ts). */
e2eTimeouts();
const es = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../messages/es.json'), 'utf8')) as Record<string, string>;
const conditionNames = (id: SystemId) => systemInfo(id).conditions.map((c) => es[c.msg]);
const DND5E_CONDITIONS = conditionNames('dnd5e');
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

async function create(name: string, systemLabel: string) {
  await gm.getByRole('button', { name: 'Encuentros' }).click();
  await picker().getByLabel('Nuevo encuentro').fill(name);
  await picker().getByRole('combobox', { name: 'Sistema de reglas' }).selectOption({ label: systemLabel });
  await picker().getByRole('button', { name: 'Crear' }).click();
  await expect.poll(() => gm.locator('h1').textContent()).toContain(name);
}

async function addByHand(name: string, hp: number) {
  await addForm().getByLabel('Nombre', { exact: true }).fill(name);
  await addForm().getByLabel('PG máx.').fill(String(hp));
  await logs(gm, () => addForm().getByRole('button', { name: 'Añadir combatiente' }).click());
}

describe('the picker', () => {
  it('offers every system, by its name', async () => {
    await gm.getByRole('button', { name: 'Encuentros' }).click();
    const options = await picker().getByRole('combobox', { name: 'Sistema de reglas' }).locator('option').allTextContents();
    expect(options).toEqual(systems().map((s) => es[s.label]));
    await gm.keyboard.press('Escape');
    await picker().waitFor({ state: 'detached' });
  });
});

const CASES: { id: SystemId; file: string; note: RegExp }[] = [
  { id: 'generic', file: 'gm-generic.png', note: /^Reglas a mano: PG, PG temporales, estados, iniciativa y mapa/ },
];

describe.each(CASES)('a $id encounter, played by hand', ({ id, file, note }) => {
  const label = es[systemInfo(id).label]!;

  it('is created through the picker and says it is played by hand', async () => {
    await create(`Prueba ${id}`, label);
    await expect.poll(() => gm.getByTestId('manual-note').textContent()).toMatch(note);
  });

  it('shows no 5e action bar, XP, SRD library, surprise or death-save setting', async () => {
    await addByHand('Bandido', 11);
    await addByHand('Heroína', 14);
    await expect.poll(() => gm.getByTestId('combatant').count()).toBe(2);
    expect(await gm.getByTestId('action-bar').count()).toBe(0);
    expect(await gm.getByTestId('xp').count()).toBe(0);
    expect(await addForm().getByLabel('De la biblioteca SRD').count()).toBe(0);
    expect(await gm.getByRole('button', { name: /Atacar/ }).count()).toBe(0);
    expect(await gm.getByRole('button', { name: /Sorpresa/ }).count()).toBe(0);
    expect(await gm.getByText('Crít.').count()).toBe(0);
    expect(await gm.getByLabel(/Los monstruos mueren a 0 PG/).count()).toBe(0);
    expect(await gm.getByRole('button', { name: /Catálogo/ }).count()).toBe(0);
  });

  it("suggests the system's conditions, not 5e's, and the system's hex for a new map", async () => {
    const suggested = await gm.locator('datalist#system-conditions option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(suggested).toEqual(conditionNames(id));
    for (const name of DND5E_CONDITIONS) if (!conditionNames(id).includes(name)) expect(suggested).not.toContain(name);
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    const map = gm.getByRole('form', { name: 'Mapa' });
    const hex = systemInfo(id).hex;
    expect(Number(await map.getByRole('spinbutton').nth(2).inputValue())).toBe(hex.value);
    expect(await map.getByRole('combobox', { name: 'Un hexágono mide' }).inputValue()).toBe(hex.unit);
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
  });

  it('tracks a free condition label by hand, and is shown (screenshot)', async () => {
    const row = gm.getByTestId('combatant').filter({ hasText: 'Bandido' });
    await row.getByLabel('Añadir estado').fill('Aturdido a mano');
    await logs(gm, () => row.getByLabel('Añadir estado').press('Enter'));
    await expect.poll(() => row.getByRole('button', { name: /Aturdido a mano/ }).count()).toBe(1);
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    await logs(gm, () => gm.getByRole('form', { name: 'Mapa' }).getByRole('button', { name: 'Crear mapa' }).click());
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    await gm.getByTestId('map').waitFor();
    await gm.screenshot({ path: `${screenshotDir}/${file}` });
  });
});
