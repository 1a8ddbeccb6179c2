import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { e2eTimeouts, launchChromium, logs, nextTurn, screenshotDir, startTestHost } from '../helpers/browser.js';
import { repoRoot } from '../helpers/fixtures.js';
import { registerToy } from '../fixtures/systems/toy/main/register.js';

/**
 * Issue #12, the proof of the seam end to end: the toy system (tests/fixtures/systems/toy/) is
 * registered in main (registerToy) and in a renderer build of its own (ASALTO_EXTRA_SYSTEMS), and a
 * GM plays it in the browser: its panel sends its command, its log line and its condition show.
 */
e2eTimeouts();
const outDir = path.join(repoRoot, 'tests', '.tmp', 'toy-renderer');
let browser: Browser;
let gm: Page;
let closeHost: () => Promise<void>;

beforeAll(async () => {
  const built = spawnSync(process.execPath, [path.join(repoRoot, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--logLevel', 'error', '--outDir', outDir, '--emptyOutDir'], {
    cwd: repoRoot,
    env: { ...process.env, ASALTO_EXTRA_SYSTEMS: 'tests/fixtures/systems/toy/renderer/register.ts' },
    encoding: 'utf8',
  });
  if (built.status !== 0) throw new Error(`the toy renderer build failed: ${built.stderr || built.stdout}`);
  registerToy();
  const started = await startTestHost(undefined, { staticDir: outDir });
  closeHost = started.close;
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 768 } })).newPage();
  await gm.goto(started.host.gmUrl);
  await gm.getByTestId('combatant').first().waitFor();
}, 300_000);

afterAll(async () => {
  await browser?.close();
  await closeHost?.();
});

const picker = () => gm.getByRole('dialog', { name: 'Encuentros' });
const addForm = () => gm.getByRole('form', { name: 'Añadir combatiente' });

describe('the toy system, registered only by the test', () => {
  it('can be chosen for a new encounter', async () => {
    await gm.getByRole('button', { name: 'Encuentros' }).click();
    await picker().getByLabel('Nuevo encuentro').fill('Juguetes');
    await picker().getByRole('combobox', { name: 'Sistema de reglas' }).selectOption({ label: 'Toy system' });
    await picker().getByRole('button', { name: 'Crear' }).click();
    await expect.poll(() => gm.locator('h1').textContent()).toContain('Juguetes');
    await expect.poll(() => gm.getByTestId('toy-bar').count()).toBe(1);
  });

  it('its panel sends its command; its event is logged in the UI language and gives its condition', async () => {
    await addForm().getByLabel('Nombre', { exact: true }).fill('Bo');
    await addForm().getByLabel('PG máx.').fill('9');
    await logs(gm, () => addForm().getByRole('button', { name: 'Añadir combatiente' }).click());
    await nextTurn(gm);
    await expect.poll(() => gm.getByTestId('toy-poke').textContent()).toBe('Poke Bo');
    await logs(gm, () => gm.getByTestId('toy-poke').click());
    await expect.poll(() => gm.getByTestId('log').textContent()).toContain('Bo recibe un toque (1) y queda mareado');
    const row = gm.getByTestId('combatant').filter({ hasText: 'Bo' });
    await expect.poll(() => row.getByTestId('condition-chip').and(row.locator('[data-condition="dizzy"]')).count()).toBe(1);
    const suggested = await gm.locator('datalist#system-conditions option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
    expect(suggested).toEqual(['dizzy']);
    await gm.screenshot({ path: `${screenshotDir}/gm-toy-system.png` });
  });
});
