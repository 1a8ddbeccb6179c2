// Issue #14's acceptance round (probe version).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { WebHost } from '../../main/web/server.js';
import { e2eTimeouts, launchChromium, logs, screenshotDir, sends, startTestHost } from '../helpers/browser.js';
import { tempDir } from '../helpers/fixtures.js';

e2eTimeouts();
let browser: Browser;
let host: WebHost;
let closeHost: () => Promise<void>;
let gm: Page;

beforeAll(async () => {
  ({ host, close: closeHost } = await startTestHost(tempDir('e2e-rq-round'), { seedDemo: false }));
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 768 } })).newPage();
  gm.on('dialog', (d) => void d.accept());
  await gm.goto(host.gmUrl);
});
afterAll(async () => {
  await browser?.close();
  await closeHost?.();
});

const row = (id: string) => gm.locator(`[data-testid=combatant][data-id="${id}"]`);
const open = () => gm.locator('[data-testid=roll-prompt][open], [data-testid=choice-prompt][open]');
async function dump(label: string) {
  for (let i = 0; i < 12; i++) {
    if (!(await open().count())) break;
    const p = open().first();
    const head = await p.getByRole('heading').textContent();
    const kind = await p.getAttribute('data-testid');
    if (kind === 'choice-prompt') {
      const opts = await p.locator('button[data-value]').evaluateAll((bs) => bs.map((b) => `${b.getAttribute('data-value')}=${b.textContent}${b.classList.contains('default') ? '*' : ''}`));
      console.log(label, 'CHOICE', head, opts.join(' | '));
      await sends(gm, () => p.locator('button.default').click());
    } else {
      const n = await p.getByRole('spinbutton', { name: /^d\d+ #\d+$/ }).count();
      console.log(label, 'DICE', head, n);
      const inputs = p.getByRole('spinbutton', { name: /^d\d+ #\d+$/ });
      await sends(gm, async () => {
        for (let j = 0; j < n; j++) await inputs.nth(j).fill('5');
        await p.getByRole('button', { name: 'Usar estos dados' }).click();
      });
    }
  }
}

describe('probe', () => {
  it('runs', async () => {
    await gm.getByRole('dialog', { name: 'Encuentros' }).getByRole('button', { name: 'Demo: RuneQuest' }).click();
    await gm.getByTestId('combatant').first().waitFor();
    console.log('ids', await gm.getByTestId('combatant').evaluateAll((rs) => rs.map((r) => r.getAttribute('data-id'))));
    for (const id of ['arquero', 'hachero', 'cuchillero']) await logs(gm, () => row(id).getByRole('button', { name: 'Quitar' }).click());
    await logs(gm, () => gm.getByRole('combobox', { name: 'Dados' }).selectOption('ask'));
    await sends(gm, () => gm.getByRole('button', { name: 'Siguiente acción' }).click());
    await dump('SR');
    console.log('toolbar', await gm.locator('header').textContent());
    await gm.getByTestId('rq-attack').click();
    const d = gm.getByRole('dialog', { name: /^Ataque de/ });
    console.log('attack dialog', await d.textContent());
    await d.getByTestId('rq-target').selectOption('jefe');
    await sends(gm, () => d.getByRole('button', { name: 'Atacar' }).click());
    await dump('ATK');
    console.log('LOG', await gm.getByTestId('log').textContent());
    await gm.screenshot({ path: `${screenshotDir}/probe.png` });
  });
});
