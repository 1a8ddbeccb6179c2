// Issue #3's acceptance fight: three rounds of 4 sample PCs against 6 SRD goblins, played only
// through the GM page (dice typed by hand), with the player page checked for the public result.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { choose, dice as answer, e2eTimeouts, logs, nextTurn, openSideBySide, screenshotDir, sends } from '../helpers/browser.js';

e2eTimeouts();
let close: () => Promise<void>;
let gm: Page;
let player: Page;

beforeAll(async () => {
  ({ close, gm, player } = await openSideBySide());
});

afterAll(async () => {
  await close?.();
});

const FIGHTER = 'Human Fighter 3';
const ROGUE = 'Halfling Rogue 3';
const CLERIC = 'Dwarf Cleric 3';
const WIZARD = 'Elf Wizard 3';
const row = (name: string) => gm.getByTestId('combatant').filter({ has: gm.getByText(name, { exact: true }) });
const playerRow = (name: string) => player.getByTestId('player-combatant').filter({ hasText: name });
const log = () => gm.getByTestId('log').textContent();
const bar = () => gm.getByTestId('action-bar');
/** The action bar's combatant, '' when there is none: one read that never waits (the bar goes when a turn passes to the fallen). */
const activeName = () => gm.evaluate(() => document.querySelector('[data-testid=action-bar] strong')?.textContent ?? '');
const roundText = () => gm.locator('header').first().textContent();

/** Answers the open roll prompt with these faces, in order; returns its heading. */
const dice = (...faces: number[]) => answer(gm, ...faces);

/** Attacks with the active combatant; returns once the attack asks for its first die. */
async function attack(target: string, opts: { weapon?: string; advantage?: boolean } = {}) {
  const attacker = await activeName();
  expect(attacker, 'nobody is active').not.toBe('');
  await bar().getByRole('button', { name: /Ataque/ }).click();
  const dialog = gm.getByRole('dialog', { name: `Ataque de ${attacker}` });
  if (opts.weapon) await dialog.getByLabel('Atacar con').selectOption({ label: opts.weapon });
  await dialog.getByLabel(/^Objetivo/).selectOption({ label: target });
  if (opts.advantage) await dialog.getByLabel('Ventaja').selectOption('advantage');
  await sends(gm, () => dialog.getByRole('button', { name: 'Atacar' }).click());
}

/** Adds an SRD entry; returns once its row is there and the form is ready for the next one. */
async function addFromLibrary(entry: string, name = entry) {
  const form = gm.getByRole('form', { name: 'Añadir combatiente' });
  await form.getByLabel('De la biblioteca SRD').selectOption({ label: entry });
  await form.getByLabel('Nombre', { exact: true }).fill(name);
  await logs(gm, () => form.getByRole('button', { name: 'Añadir combatiente' }).click());
  await expect.poll(() => row(name).count()).toBe(1);
  await expect.poll(() => form.getByLabel('Nombre', { exact: true }).inputValue()).toBe(''); // the form reset after the reply
}

/** A melee blow drops its target to 0 HP: the GM lets it land rather than knock out (5e asks). */
async function blowLands(target: string) {
  const question = gm.locator('[data-testid=choice-prompt][open]').getByRole('heading');
  await expect.poll(() => question.textContent()).toMatch(new RegExp(`deja a ${target} a 0 PG`));
  await choose(gm, 'kill');
}

/** Next turn; a death save asked as the turn starts is answered with `save`. */
async function next(save?: number) {
  await nextTurn(gm, save === undefined ? undefined : async () => expect(await dice(save)).toMatch(/^Salvación de muerte de /));
}

describe('three rounds: 4 PCs against 6 goblins, through the GM page', () => {
  it('sets up a D&D 5e encounter from the SRD library, one goblin resistant to piercing', async () => {
    await gm.getByRole('button', { name: 'Encuentros' }).click();
    const picker = gm.getByRole('dialog', { name: 'Encuentros' });
    await picker.getByLabel('Nuevo encuentro').fill('Emboscada goblin');
    await picker.getByLabel('Sistema de reglas').selectOption('dnd5e');
    await picker.getByRole('button', { name: 'Crear' }).click();
    await expect.poll(() => gm.locator('h1').textContent()).toContain('Emboscada goblin');
    for (const pc of [FIGHTER, ROGUE, CLERIC, WIZARD]) await addFromLibrary(pc);
    for (let i = 1; i <= 6; i++) await addFromLibrary('Goblin (VD 1/4)', `Goblin ${i}`); // the library shows challenge ratings
    await row('Goblin 6').getByRole('button', { name: 'Editar Goblin 6' }).click();
    const editor = gm.getByRole('dialog', { name: 'Editar a Goblin 6' });
    await editor.getByLabel('Resistencias al daño: perforante').selectOption('resist');
    await logs(gm, () => editor.getByRole('button', { name: 'Guardar' }).click());
    await expect.poll(log).toContain('Goblin 6 editado');
    await expect.poll(() => editor.count()).toBe(0);
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    await logs(gm, () => gm.getByRole('combobox', { name: 'Dados' }).selectOption('ask'));
    await logs(gm, () => gm.getByLabel('Una tirada de iniciativa por grupo de monstruos idénticos').check());
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
  });

  it('rolls initiative: one typed d20 per PC, one for the five identical goblins, one for the edited goblin', async () => {
    await sends(gm, () => gm.getByRole('button', { name: 'Tirar iniciativa' }).click());
    const faces: [RegExp, number][] = [[/Fighter/, 18], [/Rogue/, 14], [/Cleric/, 3], [/Wizard/, 10], [/grupo de Goblin 1/, 12], [/Goblin 6/, 1]];
    for (let i = 0; i < faces.length; i++) {
      const heading = (await gm.locator('[data-testid=roll-prompt][open]').getByRole('heading').textContent()) ?? '';
      const face = faces.find(([re]) => re.test(heading))?.[1];
      expect(face, heading).toBeDefined();
      await dice(face!);
    }
    await expect.poll(log).toContain('Goblin 5');
    await expect.poll(() => row('Goblin 3').getByRole('spinbutton', { name: 'Iniciativa' }).inputValue()).toBe('14');
    await next();
    await expect.poll(activeName).toBe(FIGHTER);
  });

  it('round 1: a critical with advantage, a resisted hit, a mistaken hit undone, a PC dropped to 0, Dodge', async () => {
    await attack('Goblin 1 (CA 15)', { advantage: true });
    expect(await dice(20, 3)).toMatch(/^Ataque de Human Fighter 3 a Goblin 1 .*2d20kh1\+5/);
    expect(await dice(8, 8)).toMatch(/2d8\+3/);
    await blowLands('Goblin 1');
    await expect.poll(log).toMatch(/Human Fighter 3 impacta a Goblin 1 con .+ \(crítico\)/);
    await expect.poll(() => row('Goblin 1').getByTestId('life').textContent()).toBe('Muerto');
    await next();

    await attack('Goblin 6 (CA 15)');
    await dice(15);
    await dice(5);
    await expect.poll(log).toContain('Resistente a perforante: mitad → 4');
    await expect.poll(() => row('Goblin 6').getByTestId('hp').textContent()).toBe('3/7');
    await next(); // the dead Goblin 1 is passed over
    await expect.poll(activeName).toBe('Goblin 2');

    // The GM clicks the wrong target, sees the hit land, and undoes it.
    await attack(`${CLERIC} (CA 18)`);
    await dice(18);
    await dice(6);
    await expect.poll(() => row(CLERIC).getByTestId('hp').textContent()).toBe('22/30');
    await gm.locator('body').press('Control+z');
    await expect.poll(() => row(CLERIC).getByTestId('hp').textContent()).toBe('30/30');
    await expect.poll(activeName).toBe('Goblin 2');

    for (const [face, dmg, drops] of [[18, 6, false], [17, 5, false], [19, 4, true]] as const) {
      await attack(`${WIZARD} (CA 13)`);
      await dice(face);
      await dice(dmg);
      if (drops) await blowLands(WIZARD);
      await next();
    }
    await expect.poll(() => row(WIZARD).getByTestId('life').textContent()).toBe('Inconsciente');
    await expect.poll(() => playerRow(WIZARD).textContent()).toContain('Inconsciente');
    await expect.poll(activeName).toBe('Goblin 5');
    await next(12); // Goblin 5 passes; the wizard starts its turn at 0 HP and saves
    await expect.poll(() => row(WIZARD).getByTestId('death-saves').textContent()).toContain('●○○');
    await next();
    await expect.poll(activeName).toBe(CLERIC);
    await logs(gm, () => bar().getByRole('button', { name: 'Esquivar' }).click());
    await expect.poll(() => bar().getByTestId('budget-action').getAttribute('class')).toContain('spent');
    await next();

    await attack(`${CLERIC} (CA 18)`);
    expect(await dice(15, 4)).toMatch(/2d20kl1\+4/); // the cleric is dodging
    await expect.poll(log).toContain('Goblin 6 falla contra Dwarf Cleric 3');
    await next();
    await expect.poll(roundText).toContain('Ronda 2');
  });

  it('round 2: a kill, Cunning Action, an automatic critical on the dying wizard, first aid', async () => {
    await attack('Goblin 2 (CA 15)');
    await dice(14);
    await dice(6);
    await blowLands('Goblin 2');
    await expect.poll(() => row('Goblin 2').getByTestId('life').textContent()).toBe('Muerto');
    await next();

    await logs(gm, () => bar().getByRole('button', { name: 'Retirada (adicional)' }).click());
    await expect.poll(() => bar().getByTestId('budget-bonus').getAttribute('class')).toContain('spent');
    await attack('Goblin 6 (CA 15)');
    await dice(16);
    await dice(4);
    await blowLands('Goblin 6');
    await expect.poll(() => row('Goblin 6').getByTestId('life').textContent()).toBe('Muerto');
    await next();

    await expect.poll(activeName).toBe('Goblin 3');
    await attack(`${WIZARD} (CA 13)`);
    expect(await dice(10, 12)).toMatch(/2d20kh1\+4/); // advantage against the unconscious
    expect(await dice(1, 1)).toMatch(/2d6\+2/); // and within 5 ft any hit is a critical
    await expect.poll(() => row(WIZARD).getByTestId('death-saves').textContent()).toContain('✕✕');
    await next();
    await next();
    await next(15); // Goblin 5 passes; the wizard saves again
    await expect.poll(() => row(WIZARD).getByTestId('death-saves').textContent()).toContain('●●○');
    await next();
    await expect.poll(activeName).toBe(CLERIC);
    await bar().getByRole('button', { name: 'Primeros auxilios…' }).click();
    await sends(gm, () => gm.getByTestId('target-dialog').getByRole('button', { name: 'Primeros auxilios' }).click());
    expect(await dice(10)).toContain('Medicina de Dwarf Cleric 3 para Elf Wizard 3');
    await expect.poll(() => row(WIZARD).getByTestId('life').textContent()).toBe('Estable');
    await next();
    await expect.poll(roundText).toContain('Ronda 3');
  });

  it('round 3: the stable wizard makes no death save; the player page shows the public result', async () => {
    await attack('Goblin 3 (CA 15)');
    await dice(12);
    await dice(3);
    await expect.poll(() => row('Goblin 3').getByTestId('hp').textContent()).toBe('1/7');
    for (let i = 0; i < 7; i++) await next(); // nobody at 0 HP is dying now: no prompt
    await expect.poll(activeName).toBe(FIGHTER);
    await expect.poll(roundText).toContain('Ronda 4');

    await expect.poll(() => gm.getByTestId('xp').textContent()).toBe('PX 150/300'); // three of six goblins (CR 1/4, 50 XP)
    await expect.poll(() => playerRow('Goblin 1').textContent()).toContain('Muerto');
    await expect.poll(() => playerRow('Goblin 3').textContent()).toContain('Malherido');
    await expect.poll(() => playerRow(WIZARD).textContent()).toContain('Estable');
    const text = (await player.locator('body').textContent()) ?? '';
    expect(text).not.toMatch(/resist|Resistente|CA 15|2d20/);

    await gm.getByTestId('log').locator('details').filter({ hasText: 'crítico' }).first().locator('summary').click();
    await gm.screenshot({ path: `${screenshotDir}/gm-5e-round.png`, fullPage: true });
    await gm.locator('section.log').screenshot({ path: `${screenshotDir}/gm-5e-log.png` });
    await gm.getByRole('region', { name: 'Combatientes' }).screenshot({ path: `${screenshotDir}/gm-5e-combatants.png` });
    await player.screenshot({ path: `${screenshotDir}/player-5e-round.png` });
  });
});
