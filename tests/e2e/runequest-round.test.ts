// Issue #14's acceptance round: the RuneQuest demo cut to three combatants with 3, 2 and 1 Combat
// Actions, played through the GM page in Spanish with every die typed by hand. Strike Ranks rolled by
// hand; pass 1: a critical to the head for the sword's maximum damage against a failed dodge, a shield
// parry that blocks part of a blow with its AP, a successful dodge; pass 2: a Serious wound to the
// chief's shield arm makes it useless and he drops the shield; the round ends and the next one rolls
// Strike Ranks again. All of it in the Spanish log, on the hit-location figure and on the player display.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { WebHost } from '../../main/web/server.js';
import { e2eTimeouts, launchChromium, logs, mapPainted, screenshotDir, sends, startTestHost } from '../helpers/browser.js';
import { tempDir } from '../helpers/fixtures.js';

e2eTimeouts();
let browser: Browser;
let host: WebHost;
let closeHost: () => Promise<void>;
let gm: Page;
let player: Page;

beforeAll(async () => {
  ({ host, close: closeHost } = await startTestHost(tempDir('e2e-rq-round'), { seedDemo: false }));
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 768 } })).newPage();
  player = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 720 } })).newPage();
  gm.on('dialog', (d) => void d.accept());
  await gm.goto(host.gmUrl);
});

afterAll(async () => {
  await browser?.close();
  await closeHost?.();
});

const SWORD = 'espadachina';
const CHIEF = 'jefe';
const SPEAR = 'lancera';
type Pt = { x: number; y: number };
const row = (id: string) => gm.locator(`[data-testid=combatant][data-id="${id}"]`);
const log = async () => (await gm.getByTestId('log').textContent()) ?? '';
const bar = () => gm.getByTestId('action-bar');
const active = async () => (await bar().locator('strong').textContent()) ?? '';
const turn = () => gm.evaluate(() => `${document.querySelector('[data-testid=round]')?.textContent} ${document.querySelector('[data-testid=pass]')?.textContent} ${document.querySelector('[data-testid=combatant].active')?.getAttribute('data-id')}`);
/** A location on a combatant's hit-location figure: its tier, and whether useless. */
const loc = (id: string, location: string) => row(id).locator(`[data-testid=rq-loc][data-loc="${location}"]`);
const tierOf = (id: string, location: string) => loc(id, location).getAttribute('data-tier');
/** Opens a row's hit-location figure (shown by itself only under the active or selected row). */
async function openFigure(id: string) {
  const toggle = row(id).getByRole('button', { name: /^Mostrar las localizaciones/ });
  if (await toggle.count()) await toggle.click();
  await row(id).locator('[data-testid=rq-figure]').waitFor();
}

/** Answers the open roll prompt, checking its heading, with these faces. */
async function dice(heading: RegExp, ...faces: number[]) {
  const prompt = gm.locator('[data-testid=roll-prompt][open]');
  await prompt.waitFor();
  expect(await prompt.getByRole('heading').textContent()).toMatch(heading);
  const inputs = prompt.getByRole('spinbutton', { name: /^d\d+ #\d+$/ });
  expect(await inputs.count()).toBe(faces.length);
  await sends(gm, async () => {
    for (let i = 0; i < faces.length; i++) await inputs.nth(i).fill(String(faces[i]));
    await prompt.getByRole('button', { name: 'Usar estos dados' }).click();
  });
  expect(await gm.locator('[data-testid=roll-prompt][open] [role=alert]').count(), 'dice refused').toBe(0);
}

/** Answers the open choice prompt (the defender's Reaction), checking its question; returns the options as shown. */
async function choose(question: RegExp, value: string): Promise<string[]> {
  const prompt = gm.locator('[data-testid=choice-prompt][open]');
  await prompt.waitFor();
  expect(await prompt.getByRole('heading').textContent()).toMatch(question);
  const options = (await prompt.locator('button[data-value]').allTextContents()).map((o) => o.trim());
  await sends(gm, () => prompt.locator(`button[data-value="${value}"]`).click());
  return options;
}

/** *Siguiente acción*; returns once another turn shows (round, pass or active combatant). */
async function next(starting?: () => Promise<unknown>) {
  const before = await turn();
  await gm.getByRole('button', { name: 'Siguiente acción' }).click();
  await starting?.();
  await expect.poll(turn, { message: `the turn after ${before}` }).not.toBe(before);
}

/** The active combatant attacks `target` with its weapon in hand. */
async function attack(target: string) {
  await bar().getByTestId('rq-attack').click();
  const dialog = gm.getByRole('dialog', { name: `Ataque de ${await active()}` });
  await dialog.getByTestId('rq-target').selectOption(target);
  await sends(gm, () => dialog.getByRole('button', { name: 'Atacar' }).click());
}

async function drag(from: [number, number], to: [number, number]) {
  await gm.getByTestId('map').evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  await mapPainted(gm);
  const at = (q: number, r: number) => gm.evaluate(([q, r]) => (window as unknown as { __asaltoMap: { hexToPage(q: number, r: number): Pt } }).__asaltoMap.hexToPage(q, r), [q, r] as const);
  const a = await at(...from);
  const b = await at(...to);
  await gm.mouse.move(a.x, a.y);
  await gm.mouse.down();
  await gm.mouse.move(b.x, b.y, { steps: 8 });
  await logs(gm, () => gm.mouse.up());
}

/** A 1366×768 screenshot of the GM page for docs/ with `focus` scrolled into view. */
async function shot(name: string, focus?: () => Promise<void>) {
  await focus?.();
  await gm.screenshot({ path: `${screenshotDir}/${name}.png` });
}

describe('RuneQuest: a full round of three combatants with 3, 2 and 1 Combat Actions, in Spanish', () => {
  it('opens the demo, keeps three fighters, asks for typed dice and rolls the Strike Ranks by hand', async () => {
    await gm.getByRole('dialog', { name: 'Encuentros' }).getByRole('button', { name: 'Demo: RuneQuest' }).click();
    await row(SWORD).waitFor();
    for (const id of ['arquero', 'hachero', 'cuchillero']) await logs(gm, () => row(id).getByRole('button', { name: 'Quitar' }).click());
    await expect.poll(() => gm.getByTestId('combatant').count()).toBe(3);
    // The spear bandit steps beside the swordswoman before the fight (no round yet: a plain move).
    await drag([9, 4], [9, 5]);
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    await logs(gm, () => gm.getByRole('combobox', { name: 'Dados' }).selectOption('ask'));
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    await openFigure(CHIEF); // the cockpit shows a figure under the active or selected row, or opened
    await player.goto(host.playerUrl);
    await next(async () => {
      await dice(/^Rango de Ataque de La espadachina \(1D10 \+ modificador\): 1d10\+13$/, 5);
      await dice(/^Rango de Ataque de Jefe de los bandidos \(1D10 \+ modificador\): 1d10\+12$/, 3);
      await dice(/^Rango de Ataque de Bandida de la lanza \(1D10 \+ modificador\): 1d10\+7$/, 4);
    });
    const text = await log();
    expect(text).toContain('La espadachina tira iniciativa: 1d10+13 = 18 (5 + 13) [tirada a mano]');
    expect(text).toContain('Jefe de los bandidos tira iniciativa: 1d10+12 = 15 (3 + 12) [tirada a mano]');
    expect(text).toContain('Bandida de la lanza tira iniciativa: 1d10+7 = 11 (4 + 7) [tirada a mano]');
    expect(await gm.getByTestId('pass').textContent()).toBe('Pasada 1 de 4');
    expect(await gm.getByTestId('next-up').textContent()).toBe('Después: Jefe de los bandidos (pasada 1)');
    expect(await gm.getByRole('button', { name: 'Turno anterior' }).count()).toBe(0);
    expect(await active()).toBe('La espadachina');
    expect([await row(SWORD).getByTestId('rq-cas').textContent(), await row(CHIEF).getByTestId('rq-cas').textContent(), await row(SPEAR).getByTestId('rq-cas').textContent()]).toEqual(['AC 3/3', 'AC 2/2', 'AC 1/1']);
    expect(await bar().getByTestId('rq-bar-cas').textContent()).toBe('Acciones de Combate: 3/3');
    expect(await bar().getByTestId('rq-bar-reactions').textContent()).toBe('Reacciones: 3/3');
    await shot('gm-runequest-round-start');
  });

  it('pass 1: a critical to the chief\'s head deals the sword\'s maximum damage; his dodge fails', async () => {
    await attack(CHIEF);
    await dice(/^Ataque de La espadachina con Espada ancha \(D100\)/, 3);
    const options = await choose(/^Reacción de Jefe de los bandidos ante Espada ancha de La espadachina \(le quedan 2\)$/, 'dodge');
    expect(options).toEqual(['Parar con Hacha de batalla (60%)', 'Parar con Escudo (50%)', 'Esquivar (35%)', 'Sin Reacción']);
    await dice(/^Jefe de los bandidos esquiva \(D100\)/, 80);
    await dice(/^Modificador de daño de La espadachina/, 1);
    await dice(/^Localización del golpe en Jefe de los bandidos \(1D20\)/, 19);
    await expect.poll(() => tierOf(CHIEF, 'head')).not.toBe('none');
    const text = await log();
    expect(text).toMatch(/crítico/i);
    expect(text).toContain('Jefe de los bandidos: cabeza recibe');
    expect(await row(CHIEF).getByTestId('rq-reactions').textContent()).toBe('Reac. 1');
  });

  it("pass 1: the chief's axe blow is parried with the shield, whose AP 8 blocks most of it", async () => {
    await next();
    expect(await active()).toBe('Jefe de los bandidos');
    // The Minor Wound cost the chief his next CA (RQ-WOUND-01): one of two left.
    expect(await row(CHIEF).getByTestId('rq-cas').textContent()).toBe('AC 1/2');
    expect(await gm.getByTestId('next-up').textContent()).toBe('Después: Bandida de la lanza (pasada 1)');
    await attack(SWORD);
    await dice(/^Ataque de Jefe de los bandidos con Hacha de batalla \(D100\)/, 30);
    const options = await choose(/^Reacción de La espadachina ante Hacha de batalla de Jefe de los bandidos \(le quedan 3\)$/, 'parry:shield');
    expect(options).toContain('Parar con Escudo de blanco (60%)');
    expect(options).toContain('Esquivar (40%)');
    await dice(/^La espadachina para \(D100\)/, 20);
    await dice(/^Daño de Hacha de batalla/, 6);
    await dice(/^Modificador de daño de Jefe de los bandidos/, 2);
    await dice(/^Localización del golpe en La espadachina \(1D20\)/, 5);
    await expect.poll(log).toContain('La espadachina para el ataque de Jefe de los bandidos (1 Reacción)');
    const text = await log();
    expect(text).toContain('La parada bloquea hasta 8 (PA del arma o escudo): quedan 1');
    expect(text).toContain('La espadachina: pierna izquierda recibe 1 (PA 2), PG 5 → 5: sin herida');
    expect(await row(SWORD).getByTestId('rq-reactions').textContent()).toBe('Reac. 2');
  });

  it('pass 1: the spear bandit, with her only CA, is dodged: minimum damage', async () => {
    await next();
    expect(await active()).toBe('Bandida de la lanza');
    expect(await bar().getByTestId('rq-bar-cas').textContent()).toBe('Acciones de Combate: 1/1');
    await attack(SWORD);
    await dice(/^Ataque de Bandida de la lanza con Lanza \(D100\)/, 25);
    await choose(/^Reacción de La espadachina ante Lanza de Bandida de la lanza \(le quedan 2\)$/, 'dodge');
    await dice(/^La espadachina esquiva \(D100\)/, 15);
    await dice(/^Modificador de daño de Bandida de la lanza/, 1);
    await dice(/^Localización del golpe en La espadachina \(1D20\)/, 2);
    await expect.poll(log).toContain('La espadachina esquiva el ataque de Bandida de la lanza (1 Reacción)');
    expect(await log()).toContain('La espadachina: pierna derecha recibe 2 (PA 2), PG 5 → 5: sin herida');
    expect(await row(SWORD).getByTestId('rq-reactions').textContent()).toBe('Reac. 1');
    expect(await row(SPEAR).getByTestId('rq-cas').textContent()).toBe('AC 0/1');
  });

  it("pass 2: a Serious wound to the chief's shield arm makes it useless, and he drops the shield", async () => {
    await next();
    expect(await gm.getByTestId('pass').textContent()).toBe('Pasada 2 de 4');
    expect(await active()).toBe('La espadachina');
    expect(await row(CHIEF).getByTestId('rq-held-left').textContent()).toBe('Mano izquierda: Escudo');
    await attack(CHIEF);
    await dice(/^Ataque de La espadachina con Espada ancha \(D100\)/, 40);
    await choose(/^Reacción de Jefe de los bandidos ante Espada ancha de La espadachina \(le quedan 1\)$/, 'parry:axe');
    await dice(/^Jefe de los bandidos para \(D100\)/, 90);
    await dice(/^Daño de Espada ancha/, 8);
    await dice(/^Modificador de daño de La espadachina/, 2);
    await dice(/^Localización del golpe en Jefe de los bandidos \(1D20\)/, 17);
    for (let i = 0; i < 3 && (await gm.locator('[data-testid=roll-prompt][open]').count()); i++) await dice(/1D4/, 1);
    await expect.poll(() => tierOf(CHIEF, 'left-arm')).toBe('serious');
    expect(await loc(CHIEF, 'left-arm').getAttribute('data-useless')).toBe('yes');
    expect(await loc(CHIEF, 'left-arm').textContent()).toContain('-1/5');
    await expect.poll(() => row(CHIEF).getByTestId('rq-held-left').textContent()).toBe('Mano izquierda: vacía');
    const text = await log();
    expect(text).toContain('La parada con Escudo de blanco bloquea sus PA 8 × 1');
    expect(text).toContain('Jefe de los bandidos: brazo izquierdo recibe 10 (PA 4), PG 5 → -1: herida seria');
    expect(text).toContain('Jefe de los bandidos suelta Escudo [RQ-WOUND-14]');
    // The log's hit-location mark: the blow on the left arm, coloured as a Serious wound.
    expect(await gm.locator('[data-testid=rq-log-hit][data-loc="left-arm"]').first().getAttribute('data-tier')).toBe('serious');
    await shot('gm-runequest-round', () => row(CHIEF).scrollIntoViewIfNeeded());
  });

  it('the player display shows the wounds per location as the GM allows', async () => {
    const chief = player.locator('[data-testid=player-combatant][data-id="jefe"]');
    await expect.poll(() => chief.locator('[data-testid=rq-loc][data-loc="left-arm"]').getAttribute('data-tier')).toBe('serious');
    expect(await chief.locator('[data-testid=rq-loc][data-loc="head"]').getAttribute('data-tier')).toBe('minor');
    // Monsters' HP "con una palabra": the tiers, never the HP or the armour.
    expect(await chief.locator('[data-testid=rq-figure]').textContent()).not.toMatch(/PA|\/5/);
    const sword = player.locator('[data-testid=player-combatant][data-id="espadachina"]');
    expect(await sword.locator('[data-testid=rq-loc][data-loc="chest"]').textContent()).toContain('7/7');
    await player.screenshot({ path: `${screenshotDir}/player-runequest-round.png` });
  });

  it('pass 3: the swordswoman passes her last CA; the round ends and round 2 rolls Strike Ranks again', async () => {
    await next();
    expect(await gm.getByTestId('pass').textContent()).toBe('Pasada 3 de 4');
    expect(await active()).toBe('La espadachina');
    await logs(gm, () => bar().getByTestId('rq-pass').click());
    await next(async () => {
      await dice(/^Rango de Ataque de La espadachina/, 2);
      await dice(/^Rango de Ataque de Jefe de los bandidos/, 9);
      await dice(/^Rango de Ataque de Bandida de la lanza/, 1);
    });
    expect(await gm.getByTestId('round').textContent()).toBe('Ronda 2');
    expect(await gm.getByTestId('pass').textContent()).toBe('Pasada 1 de 4');
    expect(await active()).toBe('Jefe de los bandidos');
    await shot('gm-runequest-round-2', () => gm.evaluate(() => {
      window.scrollTo(0, 0);
      const aside = document.querySelector('aside');
      if (aside) aside.scrollTop = aside.scrollHeight;
    }));
  });
});
