// Issue #15, the log as the GM reads it, at 1366×768 on the Akenar demo: settings apart from combat,
// compact and expanded views, the latest resolution open with its natural d20 and damage die.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { closeSettings, dice as answer, e2eTimeouts, openSettings, launchChromium, dragHex, logLength, logs, mapPainted, nextTurn, screenshotDir, sends, startTestHost } from '../helpers/browser.js';
import { tempDir } from '../helpers/fixtures.js';

e2eTimeouts();
let browser: Browser;
let closeHost: () => Promise<void>;
let gm: Page;

beforeAll(async () => {
  let host;
  ({ host, close: closeHost } = await startTestHost(tempDir('e2e-cockpit-log'), { seedDemo: false }));
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 768 } })).newPage();
  await gm.goto(host.gmUrl);
});

afterAll(async () => {
  await browser?.close();
  await closeHost?.();
});

const FELIOT = 'Feliot el Bardo';
const GOBLIN = 'Trasgo con cota de mallas';
const list = () => gm.getByTestId('log');
const text = async () => (await list().textContent()) ?? '';
const row = (name: string) => gm.getByTestId('combatant').filter({ hasText: name });
const bar = () => gm.getByTestId('action-bar');

describe('the GM log (issue #15)', () => {
  it('an Akenar attack: the latest breakdown open with the natural d20 and the damage die', async () => {
    await gm.getByRole('dialog', { name: 'Encuentros' }).getByRole('button', { name: 'Demo: Akenar' }).click();
    await expect.poll(() => gm.getByTestId('combatant').count()).toBe(5);
    const drawer = await openSettings(gm);
    await logs(gm, () => drawer.getByRole('combobox', { name: 'Dados' }).selectOption('ask'));
    await closeSettings(gm);
    for (const [name, init] of [[FELIOT, 20], ['El caballero', 15], [GOBLIN, 12], ['Orco con pico de cuervo', 10], ['Trasgo arquero', 8]] as const) {
      const input = row(name).getByRole('spinbutton', { name: 'Iniciativa' });
      await input.fill(String(init));
      await logs(gm, () => input.press('Enter'));
    }
    await nextTurn(gm);
    await expect.poll(() => bar().locator('strong').textContent()).toBe(FELIOT);
    // The move budget at the start of the turn is the speed, not 0/0.
    expect(await bar().getByTestId('budget-move').textContent()).toMatch(/^Movimiento 0\/[1-9]\d* m$/);

    await bar().getByRole('button', { name: /Ataque/ }).click();
    const dialog = gm.getByRole('dialog', { name: `Ataque de ${FELIOT}` });
    await dialog.getByTestId('ak-weapon').selectOption({ label: 'Estoque (1d6, &)' });
    await dialog.getByTestId('ak-target').selectOption({ label: `${GOBLIN} (CA 6)` });
    await dialog.getByTestId('ak-subtle').check();
    await sends(gm, () => dialog.getByRole('button', { name: 'Atacar' }).click());
    await answer(gm, 12);
    await answer(gm, 4);
    await expect.poll(text).toContain('12 natural, total');

    const latest = list().locator('details[open]').filter({ hasText: 'Estoque' });
    await expect.poll(() => latest.count()).toBe(1);
    const steps = await latest.locator('.steps li').allTextContents();
    expect(steps.some((s) => /^1d20[+-]\d+: 12 natural, total \d+ contra \d+: (impacta|falla)/.test(s))).toBe(true);
    const rolls = await latest.getByTestId('log-roll').allTextContents();
    expect(rolls.some((r) => /1d20.* = \d+ \(12 [+-] \d+\)/.test(r))).toBe(true);
    expect(rolls.some((r) => /Daño de Estoque.*: 1d6.* = \d+ \(4( [+-] \d+)?\)/.test(r))).toBe(true);
    await expect.poll(() => latest.locator('.steps').isVisible()).toBe(true);
  });

  it('a one-hex move is one entry, a step of 1 metre in the singular (AK-MOVE-08, 1 m hexes)', async () => {
    await mapPainted(gm);
    const before = await logLength(gm);
    // Feliot (4,8), beside the goblin, to (4,9), beside it too.
    await logs(gm, () => dragHex(gm, [4, 8], [4, 9]));
    expect(await logLength(gm)).toBe(before + 1);
    const newest = list().locator('li[data-seq]').first();
    const entry = (await newest.textContent()) ?? '';
    expect(entry).toMatch(new RegExp(`${FELIOT} da un paso de 1 metro \\[AK-MOVE-08\\]$`));
    expect(entry).not.toMatch(/hexágono|metros/);
  });

  it('the filter keeps settings entries apart from combat', async () => {
    const settings = 'Dados: el director';
    expect(await text()).toContain(settings);
    await gm.getByTestId('log-filter').getByRole('button', { name: 'Combate' }).click();
    await expect.poll(text).not.toContain(settings);
    expect(await text()).toContain('12 natural');
    await gm.getByTestId('log-filter').getByRole('button', { name: 'Ajustes' }).click();
    await expect.poll(text).toContain(settings);
    expect(await text()).not.toContain('12 natural');
    await gm.getByTestId('log-filter').getByRole('button', { name: 'Todo' }).click();
    await expect.poll(text).toContain('12 natural');
  });

  it('compact and expanded views', async () => {
    const view = gm.getByTestId('log-view');
    await expect.poll(() => list().locator('li.compact').count()).toBeGreaterThan(0);
    await view.getByRole('button', { name: 'Expandida' }).click();
    await expect.poll(() => list().locator('li.compact').count()).toBe(0);
    const all = await list().locator('details').count();
    await expect.poll(() => list().locator('details[open]').count()).toBe(all);
    // The pre-cockpit layout squeezes the log at 768 px tall; the layout area gives it its column.
    await gm.setViewportSize({ width: 1366, height: 1300 });
    await gm.locator('section.log').screenshot({ path: `${screenshotDir}/gm-cockpit-log.png` });
    await gm.setViewportSize({ width: 1366, height: 768 });
    await view.getByRole('button', { name: 'Compacta' }).click();
    await expect.poll(() => list().locator('li.compact').count()).toBeGreaterThan(0);
    await expect.poll(() => list().locator('details[open]').count()).toBe(1);
  });

  it('a compact entry is one line, even an older attack of several events; opened, its breakdown lays out in full', async () => {
    // The knight attacks the orc beside him: Feliot's attack is no longer the latest breakdown.
    await nextTurn(gm);
    await expect.poll(() => bar().locator('strong').textContent()).toBe('El caballero');
    await bar().getByRole('button', { name: /Ataque/ }).click();
    const dialog = gm.getByRole('dialog', { name: 'Ataque de El caballero' });
    await dialog.getByTestId('ak-target').selectOption({ label: 'Orco con pico de cuervo (CA 4)' });
    await sends(gm, () => dialog.getByRole('button', { name: 'Atacar' }).click());
    const prompt = gm.locator('[data-testid=roll-prompt][open]');
    for (let i = 0; i < 4 && (await prompt.count()) > 0; i++) await answer(gm, ...Array<number>(await prompt.getByRole('spinbutton', { name: /^d\d+ #\d+$/ }).count()).fill(3));
    await expect.poll(() => list().locator('details[open]').filter({ hasText: 'El caballero' }).count()).toBe(1);
    const feliot = list().locator('li.compact').filter({ hasText: `${FELIOT} impacta` });
    expect(await feliot.count()).toBe(1);
    expect(await feliot.locator('.event').count()).toBeGreaterThan(1);
    const line = await feliot.evaluate((e) => parseFloat(getComputedStyle(e).lineHeight) || 1.2 * parseFloat(getComputedStyle(e).fontSize));
    const heights = await list().locator('li.compact').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height));
    expect(Math.max(...heights)).toBeLessThan(1.5 * line + 8);
    // The line is cut once, at its end: the first event is not clipped inside its own box.
    const first = await feliot.locator('.event').first().evaluate((e) => ({ content: e.scrollWidth, box: e.getBoundingClientRect().width }));
    expect(first.content).toBeLessThanOrEqual(first.box + 1);
    // Opened by the GM, its breakdown lays out in full inside the entry, then folds back to one line.
    await feliot.locator('summary').click();
    const steps = feliot.locator('.steps');
    await expect.poll(() => steps.isVisible()).toBe(true);
    const [row, box] = [(await feliot.boundingBox())!, (await steps.boundingBox())!];
    expect(box.x).toBeGreaterThanOrEqual(row.x);
    expect(box.x + box.width).toBeLessThanOrEqual(row.x + row.width + 1);
    expect(row.height).toBeGreaterThan(3 * line);
    await feliot.locator('summary').click();
    await expect.poll(async () => (await feliot.boundingBox())!.height).toBeLessThan(1.5 * line + 8);
  });

  it('remembers the filter and the view across a reload', async () => {
    await gm.getByTestId('log-filter').getByRole('button', { name: 'Combate' }).click();
    await gm.getByTestId('log-view').getByRole('button', { name: 'Expandida' }).click();
    await gm.reload();
    await gm.getByTestId('combatant').first().waitFor();
    await expect.poll(() => gm.getByTestId('log-filter').getByRole('button', { name: 'Combate' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => gm.getByTestId('log-view').getByRole('button', { name: 'Expandida' }).getAttribute('aria-pressed')).toBe('true');
    await expect.poll(() => list().locator('li.compact').count()).toBe(0);
    await gm.getByTestId('log-filter').getByRole('button', { name: 'Todo' }).click();
    await gm.getByTestId('log-view').getByRole('button', { name: 'Compacta' }).click();
  });
});
