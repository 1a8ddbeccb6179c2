import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eTimeouts, logs, nextTurn, openSideBySide, screenshotDir, sends } from '../helpers/browser.js';

e2eTimeouts();
let close: () => Promise<void>;
let gm: Page;
let player: Page;

beforeAll(async () => {
  ({ close, gm, player } = await openSideBySide());
  // The seeded demo is a Genérico encounter, played by hand; the SRD library belongs to D&D 5e ones.
  await gm.getByRole('button', { name: 'Encuentros' }).click();
  const picker = gm.getByRole('dialog', { name: 'Encuentros' });
  await picker.getByLabel('Nuevo encuentro').fill('Biblioteca SRD');
  await picker.getByRole('combobox', { name: 'Sistema de reglas' }).selectOption({ label: 'D&D 5e' });
  await picker.getByRole('button', { name: 'Crear' }).click();
  await gm.locator('h1', { hasText: 'Biblioteca SRD' }).waitFor();
});

afterAll(async () => {
  await close?.();
});

const row = (name: string) => gm.getByTestId('combatant').filter({ hasText: name });
const log = () => gm.getByTestId('log').textContent();

/** Adds an SRD entry; returns once it is logged and the form is reset for the next one. */
async function addFromLibrary(entry: string) {
  const form = gm.getByRole('form', { name: 'Añadir combatiente' });
  await form.getByLabel('De la biblioteca SRD').selectOption({ label: entry });
  await logs(gm, () => form.getByRole('button', { name: 'Añadir combatiente' }).click());
  await expect.poll(() => form.getByLabel('De la biblioteca SRD').inputValue()).toBe('');
}

describe('D&D 5e attacks from the SRD library', () => {
  it('adds an SRD fighter and an SRD ogre with their stat blocks', async () => {
    await addFromLibrary('Human Fighter 3');
    await addFromLibrary('Ogre (VD 2)'); // the library shows challenge ratings
    await expect.poll(() => row('Ogre').getByTestId('hp').textContent()).toBe('59/59');
    await expect.poll(() => row('Human Fighter 3').getByRole('button', { name: /Atacar/ }).count()).toBe(1);
  });

  it('the GM rolls a natural 20 by hand: a critical with doubled dice, explained step by step with rule IDs', async () => {
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    await logs(gm, () => gm.getByRole('combobox', { name: 'Dados' }).selectOption('ask'));
    await gm.getByTestId('settings-toggle').click(); // the settings drawer
    await row('Human Fighter 3').getByRole('button', { name: /Atacar/ }).click();
    const dialog = gm.getByRole('dialog', { name: 'Ataque de Human Fighter 3' });
    await dialog.getByLabel(/^Objetivo/).selectOption({ label: 'Ogre (CA 11)' });
    await sends(gm, () => dialog.getByRole('button', { name: 'Atacar' }).click());
    const prompt = gm.getByTestId('roll-prompt');
    await expect.poll(() => prompt.getByRole('heading').textContent()).toContain('Ataque de Human Fighter 3 a Ogre');
    await prompt.getByRole('spinbutton', { name: 'd20 #1' }).fill('20');
    await prompt.getByRole('button', { name: 'Usar estos dados' }).click();
    await expect.poll(() => prompt.getByRole('heading').textContent()).toContain('Daño de');
    const dice = prompt.getByRole('spinbutton');
    const count = await dice.count();
    expect(count).toBeGreaterThan(1); // doubled damage dice
    await logs(gm, async () => {
      for (let i = 0; i < count; i++) await dice.nth(i).fill('6');
      await prompt.getByRole('button', { name: 'Usar estos dados' }).click();
    });
    await expect.poll(log).toMatch(/Human Fighter 3 impacta a Ogre con .+ \(crítico\)/);
    await gm.getByTestId('log').locator('details').first().locator('summary').click();
    const steps = await gm.getByTestId('log').locator('details').first().locator('.steps li').allTextContents();
    expect(steps[0]).toMatch(/^Tirada de ataque 1d20\+\d+ \(normal\): 20 natural, total \d+ \[5E-ATK-05\]$/);
    expect(steps[1]).toBe('20 natural: golpe crítico [5E-ATK-11]');
    expect(steps[2]).toMatch(/^Daño crítico, dados dobles, \dd\d+\+\d+: \d+ (cortante|perforante|contundente) \[5E-DMG-09\]$/);
    expect(steps.at(-1)).toMatch(/^Ogre: 59 → \d+ PG \(−\d+\) \[5E-DMG-02\]$/);
    await expect.poll(() => player.getByTestId('player-combatant').filter({ hasText: 'Ogre' }).textContent()).toContain('Herido');
    await gm.screenshot({ path: `${screenshotDir}/gm-attack.png` });
  });

  it('undo takes the whole attack back', async () => {
    await gm.locator('body').press('Control+z');
    await expect.poll(() => row('Ogre').getByTestId('hp').textContent()).toBe('59/59');
  });

  it('a character at 0 HP falls unconscious and makes a death save, typed by the GM, on its turn', async () => {
    await row('Human Fighter 3').getByRole('spinbutton', { name: 'Cantidad' }).fill('28');
    await row('Human Fighter 3').getByRole('button', { name: 'Daño' }).click();
    await expect.poll(() => row('Human Fighter 3').getByTestId('life').textContent()).toBe('Inconsciente');
    await expect.poll(() => player.getByTestId('player-combatant').filter({ hasText: 'Human Fighter 3' }).textContent()).toContain('Inconsciente');
    await row('Human Fighter 3').getByRole('spinbutton', { name: 'Iniciativa' }).fill('30');
    await row('Human Fighter 3').getByRole('spinbutton', { name: 'Iniciativa' }).press('Enter');
    await expect.poll(log).toContain('Human Fighter 3: iniciativa 30');
    await nextTurn(gm, async () => {
      const prompt = gm.getByTestId('roll-prompt');
      await expect.poll(() => prompt.getByRole('heading').textContent()).toBe('Salvación de muerte de Human Fighter 3: 1d20');
      await prompt.getByRole('spinbutton', { name: 'd20 #1' }).fill('15');
      await prompt.getByRole('button', { name: 'Usar estos dados' }).click();
    });
    await expect.poll(log).toContain('Salvación de muerte de Human Fighter 3 1d20 = 15 (15) [tirada a mano]: éxito (1/3)');
    await expect.poll(() => row('Human Fighter 3').getByTestId('death-saves').textContent()).toContain('●○○');
    await gm.screenshot({ path: `${screenshotDir}/gm-death-save.png` });
  });
});
