// Issue #5's acceptance round: the Akenar demo played through the GM page in Spanish with the dice
// typed by hand. The GM picks Parada for Feliot, the orc's heavy pick penetrates the knight's plate,
// Feliot's subtle rapier ignores the goblin's mail, the archer takes −4 shooting into melee, and
// Feliot, dying, loses 1 HP as his turn starts; all of it in the log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { WebHost } from '../../main/web/server.js';
import { choose as decide, dice as answer, e2eTimeouts, launchChromium, logs, mapPainted, nextTurn as next, screenshotDir, sends, startTestHost } from '../helpers/browser.js';
import { tempDir } from '../helpers/fixtures.js';

e2eTimeouts();
let browser: Browser;
let host: WebHost;
let closeHost: () => Promise<void>;
let gm: Page;
let player: Page;

beforeAll(async () => {
  ({ host, close: closeHost } = await startTestHost(tempDir('e2e-akenar-round'), { seedDemo: false }));
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1400, height: 1100 } })).newPage();
  player = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 720 } })).newPage();
  await gm.goto(host.gmUrl);
});

afterAll(async () => {
  await browser?.close();
  await closeHost?.();
});

const FELIOT = 'Feliot el Bardo';
const KNIGHT = 'El caballero';
const GOBLIN = 'Trasgo con cota de mallas';
const ORC = 'Orco con pico de cuervo';
const ARCHER = 'Trasgo arquero';
/** CA worn at the start (armour damage would lower it). */
const CA: Record<string, number> = { [FELIOT]: 7, [KNIGHT]: 9, [GOBLIN]: 6, [ORC]: 4, [ARCHER]: 3 };
const row = (name: string) => gm.getByTestId('combatant').filter({ hasText: name });
const log = async () => (await gm.getByTestId('log').textContent()) ?? '';
const bar = () => gm.getByTestId('action-bar');
const active = async () => (await bar().locator('strong').textContent()) ?? '';

/** Answers the open roll prompt with these faces; returns its heading once the command went on. */
const dice = (...faces: number[]) => answer(gm, ...faces);
/** Answers the open decision; returns the options it showed. */
const choose = (value: string) => decide(gm, value);
/** Next turn; `starting` answers what the new turn asks first. */
const nextTurn = (starting?: () => Promise<unknown>) => next(gm, starting);

/** Attacks with the active combatant; returns once the attack asks its first question. */
async function attack(target: string, opts: { weapon?: string; subtle?: boolean } = {}) {
  const attacker = await active();
  expect(attacker, 'nobody is active').not.toBe('');
  await bar().getByRole('button', { name: /Ataque/ }).click();
  const dialog = gm.getByRole('dialog', { name: `Ataque de ${attacker}` });
  if (opts.weapon) await dialog.getByTestId('ak-weapon').selectOption({ label: opts.weapon });
  await dialog.getByTestId('ak-target').selectOption({ label: `${target} (CA ${CA[target]})` });
  if (opts.subtle) await dialog.getByTestId('ak-subtle').check();
  await sends(gm, () => dialog.getByRole('button', { name: 'Atacar' }).click());
}

describe('Akenar: a round on the demo battlefield, in Spanish', () => {
  it('opens the demo, asks for typed dice and sets the initiative', async () => {
    await gm.getByRole('dialog', { name: 'Encuentros' }).getByRole('button', { name: 'Demo: Akenar' }).click();
    await expect.poll(() => gm.getByTestId('combatant').count()).toBe(5);
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    await logs(gm, () => gm.getByRole('combobox', { name: 'Dados' }).selectOption('ask'));
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    for (const [name, init] of [[FELIOT, 20], [KNIGHT, 15], [GOBLIN, 12], [ORC, 10], [ARCHER, 8]] as const) {
      const input = row(name).getByRole('spinbutton', { name: 'Iniciativa' });
      await input.fill(String(init));
      await logs(gm, () => input.press('Enter'));
      await expect.poll(log).toContain(`${name}: iniciativa ${init}`);
    }
    await player.goto(host.playerUrl);
    await nextTurn();
    await expect.poll(active).toBe(FELIOT);
    expect(await row(GOBLIN).getByTestId('ak-ca').textContent()).toContain('CA 6');
  });

  it('Feliot’s subtle rapier ignores the goblin’s chain mail (the goblin, flat-footed, defends with Base)', async () => {
    await attack(GOBLIN, { weapon: 'Estoque (1d6, &)', subtle: true });
    expect(await dice(12)).toContain('Feliot el Bardo');
    await dice(4);
    const text = await log();
    expect(text).toContain('no puede esquivar ni parar: Defensa Base');
    expect(text).toMatch(/Sutileza: 17 supera 11 en CA 6 o más, se ignora la armadura \[AK-SUB-07/);
    expect(text).toContain('4 de daño − CA 0 = 4 recibido');
    await expect.poll(() => row(GOBLIN).textContent()).toContain('2/6');
    await nextTurn();
    await expect.poll(active).toBe(KNIGHT);
    await nextTurn();
    await expect.poll(active).toBe(GOBLIN);
  });

  it('the goblin attacks Feliot: the GM picks Parada instead of the better Esquiva', async () => {
    await attack(FELIOT);
    const options = await choose('parry');
    expect(options).toEqual(['Esquiva 14: la defensa más alta', 'Parada 11', 'Defensa Base 10']);
    await dice(5);
    const text = await log();
    expect(text).toMatch(/Feliot el Bardo para: Parada 11 \[AK-DEF-07\]/);
    expect(text).toContain('7 contra 11: falla');
    await nextTurn();
    await expect.poll(active).toBe(ORC);
  });

  it('the orc’s heavy pick penetrates the knight’s plate: CA 9 halved', async () => {
    await attack(KNIGHT);
    await choose('parry');
    await dice(18);
    await dice(5);
    const text = await log();
    expect(text).toMatch(/PA 10 ≥ CA 9: la armadura se reduce a la mitad, 4 \[AK-ARM-08\]/);
    expect(text).toContain('8 de daño − CA 4 = 4 recibido');
    await nextTurn();
    await expect.poll(active).toBe(ARCHER);
  });

  it('the archer shoots the knight, in melee with the orc: −4, and no Parada against arrows', async () => {
    await attack(KNIGHT);
    const options = await choose('dodge');
    expect(options.some((o) => o.startsWith('Parada'))).toBe(false);
    await dice(9);
    const text = await log();
    expect(text).toMatch(/Disparo contra un blanco cuerpo a cuerpo -4 \[AK-ATK-14\]/);
    expect(text).toContain('Los ataques a distancia no se pueden parar');
  });

  it('Feliot falls dying and, as his turn starts, fails to stabilise and loses 1 HP', async () => {
    const damage = row(FELIOT).getByRole('spinbutton', { name: /Cantidad/ });
    await damage.fill('18');
    await logs(gm, () => row(FELIOT).getByRole('button', { name: 'Daño' }).click());
    await expect.poll(() => row(FELIOT).getByTestId('ak-dying').count()).toBe(1);
    await expect.poll(() => row(FELIOT).textContent()).toContain('-2/16');
    await nextTurn(async () => expect(await dice(3)).toContain('Constitución de Feliot el Bardo para estabilizarse (CD 12)'));
    await expect.poll(() => row(FELIOT).textContent()).toContain('-3/16');
    expect(await log()).toMatch(/Feliot el Bardo no se estabiliza 1d20\+1 = 4 .* y pierde 1 PG \[AK-HP-15, AK:G-35\]/);
    await mapPainted(gm);
    await gm.screenshot({ path: `${screenshotDir}/gm-akenar-round.png`, fullPage: true });
    await gm.getByTestId('log').screenshot({ path: `${screenshotDir}/gm-akenar-log.png` });
    await expect.poll(async () => (await player.textContent('body')) ?? '').toContain(FELIOT);
    await expect.poll(async () => (await player.textContent('body')) ?? '').toContain('Moribundo');
    await mapPainted(player);
    await player.screenshot({ path: `${screenshotDir}/player-akenar-round.png` });
  });
});
