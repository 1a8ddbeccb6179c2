// Issue #13's acceptance round: the Pathfinder demo played through the GM page in Spanish with the
// dice typed by hand. The fighter makes a full attack with her iteratives and a 5-ft step between
// them, the wizard casts defensively beside an orc, the rogue provokes from the wolf as she moves
// away and the GM answers the attack of opportunity, and the wizard drops to −3 and stabilises at
// the start of her next turn; all of it in the Spanish log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import type { WebHost } from '../../main/web/server.js';
import { choose, dice as answer, e2eTimeouts, launchChromium, logs, mapPainted, nextTurn as next, screenshotDir, sends, startTestHost } from '../helpers/browser.js';
import { tempDir } from '../helpers/fixtures.js';

e2eTimeouts();
let browser: Browser;
let host: WebHost;
let closeHost: () => Promise<void>;
let gm: Page;
let player: Page;

beforeAll(async () => {
  ({ host, close: closeHost } = await startTestHost(tempDir('e2e-pf1-round'), { seedDemo: false }));
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 768 } })).newPage();
  player = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 720 } })).newPage();
  await gm.goto(host.gmUrl);
});

afterAll(async () => {
  await browser?.close();
  await closeHost?.();
});

const FIGHTER = 'La guerrera';
const WIZARD = 'El mago';
const ROGUE = 'La pícara';
const CLERIC = 'El clérigo';
const ORC = 'Orco del bracamante';
const ORC2 = 'Orco explorador';
const WOLF = 'Lobo';
type Pt = { x: number; y: number };
const at = (q: number, r: number) =>
  gm.evaluate(([q, r]) => (window as unknown as { __asaltoMap: { hexToPage(q: number, r: number): Pt } }).__asaltoMap.hexToPage(q, r), [q, r] as const);
const row = (name: string) => gm.getByTestId('combatant').filter({ has: gm.getByText(name, { exact: true }) });
const log = async () => (await gm.getByTestId('log').textContent()) ?? '';
const bar = () => gm.getByTestId('action-bar');
/** Whose turn it is: the active row's name (a creature down has the cockpit's notice, not the bar). */
const active = async () => (await gm.locator('[data-testid=combatant].active .label').textContent()) ?? '';
const dice = (...faces: number[]) => answer(gm, ...faces);
const nextTurn = (starting?: () => Promise<unknown>) => next(gm, starting);

/** Drags a token from one hex to another; returns once the move is applied or asks something. */
async function drag(from: [number, number], to: [number, number]) {
  await gm.getByTestId('map').evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
  await mapPainted(gm);
  const a = await at(...from);
  const b = await at(...to);
  await gm.mouse.move(a.x, a.y);
  await gm.mouse.down();
  await gm.mouse.move(b.x, b.y, { steps: 8 });
  await sends(gm, () => gm.mouse.up());
}

/** One attack of the active combatant against the combatant with id `target`, as `mode`. */
async function attack(target: string, mode: 'single' | 'full') {
  const attacker = await active();
  await bar().getByTestId('pf-full-attack').click();
  const dialog = gm.getByRole('dialog', { name: `Ataque de ${attacker}` });
  await dialog.getByTestId('pf-attack-mode').selectOption(mode);
  await dialog.getByTestId('pf-target').selectOption(target);
  await sends(gm, () => dialog.getByRole('button', { name: 'Atacar' }).click());
}

/** A 1366×768 screenshot of the GM page for docs/, scrolled to the top with the map drawn. */
async function shot(name: string) {
  await gm.evaluate(() => window.scrollTo(0, 0));
  if (await gm.getByTestId('map').count()) await mapPainted(gm);
  await gm.screenshot({ path: `${screenshotDir}/${name}.png` });
}

describe('Pathfinder: a round on the demo battlefield, in Spanish', () => {
  it('opens the demo, asks for typed dice and sets the initiative', async () => {
    await gm.getByRole('dialog', { name: 'Encuentros' }).getByRole('button', { name: 'Demo: Pathfinder' }).click();
    await expect.poll(() => gm.getByTestId('combatant').count()).toBe(7);
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    await logs(gm, () => gm.getByRole('combobox', { name: 'Dados' }).selectOption('ask'));
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    for (const [name, init] of [[FIGHTER, 20], [WOLF, 18], [WIZARD, 17], [ROGUE, 16], [ORC, 12], [ORC2, 8], [CLERIC, 5]] as const) {
      const input = row(name).getByRole('spinbutton', { name: 'Iniciativa' });
      await input.fill(String(init));
      await logs(gm, () => input.press('Enter'));
    }
    await player.goto(host.playerUrl);
    await nextTurn();
    await expect.poll(active).toBe(FIGHTER);
  });

  it('the fighter full-attacks the orc at +11, takes a 5-ft step, and makes her second attack at +6', async () => {
    await attack('orco-1', 'full');
    expect(await dice(10)).toBe('Ataque de La guerrera a Orco del bracamante (Espada larga): 1d20+11');
    expect(await dice(1)).toBe('Daño de Espada larga (La guerrera contra Orco del bracamante): 1d8+4');
    let text = await log();
    expect(text).toContain('La guerrera ataca con Espada larga (ataque completo) [PF-MULTI-02]');
    expect(text).toContain('21 contra CA 14: impacta');
    expect(text).toContain('Orco del bracamante recibe 5 de daño (6 → 1)');
    await expect.poll(() => bar().getByTestId('pf-next-attack').textContent()).toBe('Ataque completo: siguiente Espada larga +6 (quedan 1)');
    expect(await bar().getByTestId('pf-budget-step').getAttribute('class')).not.toContain('spent');
    await drag([6, 6], [6, 7]);
    await expect.poll(log).toContain('La guerrera da un paso de 5 pies [PF-MOVE-28]');
    await expect.poll(() => bar().getByTestId('pf-budget-step').getAttribute('class')).toContain('spent');
    await attack('orco-1', 'full');
    expect(await dice(2)).toBe('Ataque de La guerrera a Orco del bracamante (Espada larga): 1d20+6');
    text = await log();
    expect(text).toContain('Ataque adicional por ataque base -5 [PF-MULTI-05, PF:G-09]');
    expect(text).toContain('8 contra CA 14: falla');
    await expect.poll(() => bar().getByTestId('pf-next-attack').count()).toBe(0);
    await shot('gm-pf1-full-attack');
    await nextTurn();
    await expect.poll(active).toBe(WOLF);
    await nextTurn();
    await expect.poll(active).toBe(WIZARD);
  });

  it('the wizard, beside an orc, casts defensively: concentration DC 15 + 2 × 1 = 17', async () => {
    await bar().getByRole('button', { name: 'Lanzar un conjuro…' }).click();
    const cast = gm.getByRole('dialog', { name: `Acción de ${WIZARD}` });
    await cast.getByTestId('pf-spell-name').fill('Proyectil mágico');
    await cast.getByTestId('pf-spell-defensive').check();
    await sends(gm, () => cast.getByRole('button', { name: 'Confirmar' }).click());
    expect(await dice(10)).toBe('Prueba de concentración de El mago para Proyectil mágico (CD 17): 1d20+9');
    const text = await log();
    expect(text).toContain('lanzar a la defensiva: CD 15 + 2 × 1 = 17 [PF-SPELL-19, PF:G-04]');
    expect(text).toContain('concentración: d20 10 + 9 = 19 contra CD 17');
    expect(text).toContain('El conjuro Proyectil mágico de El mago surte efecto de inmediato [PF-SPELL-15]');
    await expect.poll(() => bar().getByTestId('pf-budget-standard').getAttribute('class')).toContain('spent');
    await nextTurn();
    await expect.poll(active).toBe(ROGUE);
  });

  it('the rogue moves away from the wolf: it provokes, the GM has the wolf bite', async () => {
    await drag([9, 4], [7, 4]);
    const prompt = gm.getByTestId('choice-prompt');
    await expect.poll(() => prompt.getByRole('heading').textContent()).toBe('¿Ataque de oportunidad de Lobo contra La pícara?');
    await shot('gm-pf1-opportunity');
    expect(await choose(gm, 'bite')).toEqual(['Atacar con Mordisco', 'No atacar']);
    expect(await dice(15)).toBe('Ataque de Lobo a La pícara (Mordisco): 1d20+2');
    expect(await dice(3)).toBe('Daño de Mordisco (Lobo contra La pícara): 1d6+1');
    await expect.poll(log).toContain('La pícara se mueve 2 casillas [PF-MOVE-02]');
    const text = await log();
    expect(text).toContain('Lobo hace un ataque de oportunidad contra La pícara [PF-AOO-01]Lobo impacta a La pícara con Mordisco: 4 de daño');
    expect(text).toContain('La pícara recibe 4 de daño (33 → 29)');
    await expect.poll(() => row(ROGUE).textContent()).toContain('29/33');
    await nextTurn();
    await nextTurn();
    await expect.poll(active).toBe(ORC2);
  });

  it('the wizard drops to −3, dying, and stabilises as her next turn starts (DC 10, −3)', async () => {
    const damage = row(WIZARD).getByRole('spinbutton', { name: /Cantidad/ });
    await damage.fill('25');
    await logs(gm, () => row(WIZARD).getByRole('button', { name: 'Daño' }).click());
    await expect.poll(() => row(WIZARD).getByTestId('pf-dying').count()).toBe(1);
    expect(await row(WIZARD).textContent()).toContain('-3/22');
    expect(await log()).toContain('El mago está moribundo (inconsciente, por debajo de 0 PG) [PF-HP-02, PF:G-05]');
    await nextTurn();
    await nextTurn();
    await expect.poll(active).toBe(FIGHTER);
    await nextTurn();
    await expect.poll(active).toBe(WOLF);
    await nextTurn(async () => expect(await dice(15)).toBe('Prueba de Constitución de El mago para estabilizarse (CD 10, con sus PG negativos como penalizador): 1d20-2'));
    await expect.poll(active).toBe(WIZARD);
    expect(await log()).toContain('El mago se estabiliza 1d20-2 = 13 (15 - 2) [tirada a mano] [PF-HP-04, PF:G-05]');
    await expect.poll(() => row(WIZARD).textContent()).toContain('Estable');
    expect(await row(WIZARD).getByTestId('pf-dying').count()).toBe(0);
    expect(await gm.getByTestId('down-notice').textContent()).toContain('El mago está estable');
    expect(await bar().count()).toBe(0);
    await shot('gm-pf1-round');
    // The whole round's log: a taller window so the side panel's log has room.
    await gm.setViewportSize({ width: 1366, height: 1400 });
    await gm.getByTestId('log').screenshot({ path: `${screenshotDir}/gm-pf1-log.png` });
    await gm.setViewportSize({ width: 1366, height: 768 });
    await expect.poll(async () => (await player.textContent('body')) ?? '').toContain(WIZARD);
    await mapPainted(player);
    await player.screenshot({ path: `${screenshotDir}/player-pf1-round.png` });
  });
});
