import fs from 'node:fs';
import path from 'node:path';
import { expect, vi } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createAppService } from '../../main/service/bootstrap.js';
import { startWebHost, type WebHost } from '../../main/web/server.js';
import { AssetStore } from '../../main/store/asset-store.js';
import { repoRoot, tempDir } from './fixtures.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Screenshots kept for a look, never for docs/: an ignored folder. */
export const outputDir = path.join(repoRoot, 'tests', '.tmp', 'screenshots');
/** The README's screenshots: outputDir, unless `ASALTO_SCREENSHOTS` names another (`npm run screenshots`: docs/screenshots). */
export const screenshotDir = path.resolve(repoRoot, process.env.ASALTO_SCREENSHOTS || outputDir);
for (const dir of [outputDir, screenshotDir]) fs.mkdirSync(dir, { recursive: true });

/** How long one e2e step waits for the state it needs: the machine may be loaded (2 cores, other suites). */
export const STEP_MS = 20_000;

/**
 * Call at the top of each e2e file: `expect.poll` waits up to STEP_MS (vitest's default is 1 s) and a
 * test may take several minutes of such steps under load. vitest resets this after the file.
 */
export function e2eTimeouts(): void {
  vi.setConfig({ testTimeout: 240_000, hookTimeout: 120_000, expect: { poll: { timeout: STEP_MS, interval: 50 } } });
}

export function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it with \`apt-get install -y chromium\``);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}

/** A web host over a fresh data dir, serving the built renderer; `close()` also removes the data dir. */
export async function startTestHost(
  dataDir = tempDir('e2e'),
  { staticDir = path.join(repoRoot, 'dist', 'renderer'), ...opts }: { seedDemo?: boolean; staticDir?: string } = {},
): Promise<{ host: WebHost; dataDir: string; close: () => Promise<void> }> {
  const { service } = createAppService({ dataDir, host: { transport: 'web' }, resourcesDir: path.join(repoRoot, 'resources'), ...opts });
  const assets = new AssetStore(dataDir);
  const host = await startWebHost({ service, staticDir, assetFile: (id) => assets.fileOf(id) });
  const close = async () => {
    await host.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  return { host, dataDir, close };
}

/** A web host with the GM page and the player page open side by side (Spanish), ready to drive. */
export async function openSideBySide(): Promise<{ host: WebHost; browser: Browser; gm: Page; player: Page; close: () => Promise<void> }> {
  const { host, close: closeHost } = await startTestHost();
  const browser = await launchChromium();
  const gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1400, height: 1000 } })).newPage();
  const player = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 720 } })).newPage();
  await gm.goto(host.gmUrl);
  await player.goto(host.playerUrl);
  await gm.getByTestId('combatant').first().waitFor();
  const close = async () => {
    await browser.close();
    await closeHost();
  };
  return { host, browser, gm, player, close };
}

// ---- waiting on the GM page's state ---------------------------------------------------------

/** Entries in the GM page's log, one per applied command (the panel renders only the rows in view). */
export const logLength = (gm: Page) => gm.evaluate(() => Number(document.querySelector('[data-testid=log]')?.getAttribute('data-entries') ?? 0));

/** Round and active combatant as the GM page shows them. */
export const turnOf = (gm: Page) =>
  gm.evaluate(() => `${document.querySelector('[data-testid=round]')?.textContent ?? ''} / ${document.querySelector('[data-testid=combatant].active')?.getAttribute('data-id') ?? '-'}`);

/** What the command in flight is doing: `applied` past `logged` entries, `asking` (a prompt is open), `refused …`, or `waiting`. */
async function commandState(gm: Page, logged: number): Promise<string> {
  if ((await logLength(gm)) > logged) return 'applied';
  if (await gm.locator('[data-testid=roll-prompt][open], [data-testid=choice-prompt][open]').count()) return 'asking';
  // One read, no auto-wait: the banner goes as the command applies, so a count then a read could wait on nothing.
  const banner = await gm.evaluate(() => document.querySelector('[role=alert][data-code]')?.textContent ?? null);
  return banner === null ? 'waiting' : `refused: ${banner}`;
}

/** Does `act` (which sends a command) and returns once the command is applied or asks the GM something. */
export async function sends(gm: Page, act: () => Promise<unknown>): Promise<void> {
  const logged = await logLength(gm);
  await act();
  await expect.poll(() => commandState(gm, logged)).toMatch(/^(applied|asking)$/);
}

/** Does `act` and returns once its command is logged: applied, with no question left. */
export async function logs(gm: Page, act: () => Promise<unknown>): Promise<void> {
  const logged = await logLength(gm);
  await act();
  await expect.poll(() => commandState(gm, logged)).toBe('applied');
}

/**
 * Clicks *Siguiente turno* and returns once the GM page shows another turn (another active
 * combatant, or another round); `starting` answers what the new turn asks first (a death save).
 */
export async function nextTurn(gm: Page, starting?: () => Promise<unknown>): Promise<void> {
  const before = await turnOf(gm);
  await gm.getByRole('button', { name: 'Siguiente turno' }).click();
  await starting?.();
  await expect.poll(() => turnOf(gm), { message: `the turn after ${before}` }).not.toBe(before);
}

/** Answers the open roll prompt with these faces; returns its heading once the command went on. */
export async function dice(gm: Page, ...faces: number[]): Promise<string> {
  const prompt = gm.locator('[data-testid=roll-prompt][open]');
  await prompt.waitFor();
  const heading = (await prompt.getByRole('heading').textContent()) ?? '';
  const inputs = prompt.getByRole('spinbutton', { name: /^d\d+ #\d+$/ });
  expect(await inputs.count(), `${heading} wants these dice`).toBe(faces.length);
  await sends(gm, async () => {
    for (let i = 0; i < faces.length; i++) await inputs.nth(i).fill(String(faces[i]));
    await prompt.getByRole('button', { name: 'Usar estos dados' }).click();
  });
  expect(await gm.locator('[data-testid=roll-prompt][open] [role=alert]').count(), `${heading}: dice refused`).toBe(0);
  return heading;
}

/** Answers the open decision with the option whose value is `value`; returns the options it showed. */
export async function choose(gm: Page, value: string): Promise<string[]> {
  const prompt = gm.locator('[data-testid=choice-prompt][open]');
  await prompt.waitFor();
  const options = await prompt.locator('button[data-value]').allTextContents();
  await sends(gm, () => prompt.locator(`button[data-value="${value}"]`).click());
  return options.map((o) => o.trim());
}

/**
 * Waits until the page's battlefield has drawn everything it was last given (MapCanvas sets
 * `data-painted` once the frame after its latest input is drawn).
 */
export async function mapPainted(page: Page): Promise<void> {
  await page.locator('[data-testid=map][data-painted="true"]').first().waitFor({ timeout: STEP_MS });
}

/** Opens the settings drawer (map, player display, dice, the system's rules) if it is closed; returns it. */
export async function openSettings(page: Page) {
  const drawer = page.getByTestId('settings-drawer');
  if ((await drawer.count()) === 0) await page.getByTestId('settings-toggle').click();
  await drawer.waitFor();
  return drawer;
}

/** Closes the settings drawer if it is open (it lies over the log). */
export async function closeSettings(page: Page): Promise<void> {
  const drawer = page.getByTestId('settings-drawer');
  if ((await drawer.count()) > 0) await page.getByTestId('settings-toggle').click();
  await expect.poll(() => drawer.count()).toBe(0);
}

/** Creates and opens an encounter through the encounter picker (Spanish GM page); returns once its title shows. */
export async function createEncounter(page: Page, name: string, system: string): Promise<void> {
  await page.getByRole('button', { name: 'Encuentros' }).click();
  const picker = page.getByRole('dialog', { name: 'Encuentros' });
  await picker.getByLabel('Nuevo encuentro').fill(name);
  await picker.getByLabel('Sistema de reglas').selectOption(system);
  await picker.getByRole('button', { name: 'Crear' }).click();
  await expect.poll(() => page.locator('h1').textContent()).toContain(name.slice(0, 20));
}

/** Adds the library entry shown as `label` (its name, and a monster's challenge rating) with this initiative; returns its name. */
export async function addFromLibrary(page: Page, label: string, initiative: number): Promise<string> {
  const form = page.getByRole('form', { name: 'Añadir combatiente' });
  await form.getByLabel('De la biblioteca SRD').selectOption({ label });
  await form.getByLabel('Iniciativa', { exact: true }).fill(String(initiative));
  await logs(page, () => form.getByRole('button', { name: 'Añadir combatiente' }).click());
  await expect.poll(() => form.getByLabel('De la biblioteca SRD').inputValue()).toBe(''); // reset for the next one
  return label.replace(/ \(VD .+\)$/, '');
}

/** A hex centre of the GM map in page coordinates (the map's test hook). */
export const hexOnPage = (page: Page, q: number, r: number) =>
  page.evaluate(([q, r]) => (window as unknown as { __asaltoMap: { hexToPage(q: number, r: number): { x: number; y: number } } }).__asaltoMap.hexToPage(q, r), [q, r] as const);

/** Drags with the mouse from hex `from` to hex `to` of the map (a token's move, a brush stroke). */
export async function dragHex(page: Page, from: readonly [number, number], to: readonly [number, number]): Promise<void> {
  const a = await hexOnPage(page, ...from);
  const b = await hexOnPage(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move(b.x, b.y, { steps: 8 });
  await page.mouse.up();
}

/** A combatant's row in the GM list, by its exact name. */
export const rowNamed = (page: Page, name: string) => page.getByTestId('combatant').filter({ has: page.getByText(name, { exact: true }) });

/** A new encounter of `system` with the default map, created from the settings drawer; returns once the map shows. */
export async function createMapEncounter(page: Page, name: string, system: string): Promise<void> {
  await createEncounter(page, name, system);
  const drawer = await openSettings(page);
  await logs(page, () => drawer.getByRole('form', { name: 'Mapa' }).getByRole('button', { name: 'Crear mapa' }).click());
  await closeSettings(page);
  await page.getByTestId('map').waitFor();
}

/** Adds the library entry `label` with this initiative and places it on hex (q, r); returns its name once the log says so. */
export async function placeFromLibrary(page: Page, label: string, initiative: number, q: number, r: number): Promise<string> {
  const name = await addFromLibrary(page, label, initiative);
  await rowNamed(page, name).getByRole('button', { name: 'Colocar en el mapa' }).click();
  await mapPainted(page);
  const p = await hexOnPage(page, q, r);
  await logs(page, () => page.mouse.click(p.x, p.y));
  await expect.poll(() => page.getByTestId('log').textContent()).toContain(`${name} se coloca en el mapa`);
  return name;
}
