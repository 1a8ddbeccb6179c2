// Illegal targets shown as such before submitting (issue #15): the 5e grapple dialog marks a foe out of
// reach (5E-GRAP-02), the RuneQuest attack dialog a foe beyond a melee weapon's reach (RQ-ACT-05) and the
// Pathfinder maneuver dialog a foe beyond the actor's melee reach (PF:G-07); each refuses it before the GM
// submits. At 1366×768.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMapEncounter, e2eTimeouts, hexOnPage, logs, mapPainted, nextTurn, openSideBySide, placeFromLibrary, rowNamed } from '../helpers/browser.js';

e2eTimeouts();
let close: () => Promise<void>;
let gm: Page;

const idOf = async (name: string) => (await rowNamed(gm, name).getAttribute('data-id'))!;

beforeAll(async () => {
  ({ close, gm } = await openSideBySide());
  await gm.setViewportSize({ width: 1366, height: 768 });
});

afterAll(async () => {
  await close?.();
});

describe('illegal targets in the cockpit dialogs, at 1366×768', () => {
  it('5e: the grapple dialog marks a foe 4 hexes away and disables Presa (5E-GRAP-02)', async () => {
    await createMapEncounter(gm, 'Presas', 'dnd5e');
    await placeFromLibrary(gm, 'Human Fighter 3', 20, 5, 5);
    await placeFromLibrary(gm, 'Goblin (VD 1/4)', 5, 6, 5);
    await placeFromLibrary(gm, 'Orc (VD 1/2)', 3, 9, 5);
    await nextTurn(gm);
    await expect.poll(() => gm.getByTestId('action-bar').locator('strong').textContent()).toBe('Human Fighter 3');

    await gm.getByTestId('action-bar').getByRole('button', { name: 'Presa…' }).click();
    const dialog = gm.getByRole('dialog', { name: 'Presa' });
    await dialog.waitFor();
    const target = dialog.getByTestId('target-dialog-target');
    const submit = dialog.getByRole('button', { name: 'Presa', exact: true });
    // The adjacent goblin is the default and legal.
    expect(await target.inputValue()).toBe(await idOf('Goblin'));
    expect(await target.locator('option:checked').textContent()).toBe('Goblin');
    expect(await submit.isDisabled()).toBe(false);
    // The orc, 4 hexes away, is labelled, and refused with the reason before submitting.
    expect(await target.locator('option').allTextContents()).toContain('Orc — fuera de alcance');
    await target.selectOption(await idOf('Orc'));
    await expect.poll(() => dialog.getByTestId('target-refusal').textContent()).toBe('Orc no está adyacente: esta acción lo necesita a 5 pies o menos (un hexágono)');
    expect(await submit.isDisabled()).toBe(true);
    await target.selectOption(await idOf('Goblin'));
    await expect.poll(() => dialog.getByTestId('target-refusal').count()).toBe(0);
    expect(await submit.isDisabled()).toBe(false);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('RuneQuest: the attack dialog marks a foe 2 m from a sword as out of reach and disables Atacar (RQ-ACT-05)', async () => {
    await gm.getByRole('button', { name: 'Encuentros' }).click();
    await gm.getByRole('dialog', { name: 'Encuentros' }).getByRole('button', { name: 'Demo: RuneQuest' }).click();
    await expect.poll(() => gm.getByTestId('combatant').count()).toBe(6);
    await gm.getByTestId('map').waitFor();
    await gm.getByRole('button', { name: 'Mover', exact: true }).click(); // the select/move tool: tokens take clicks
    // No turn yet: a click on the swordswoman's token (8,6) selects her, and `a` opens her attack.
    await mapPainted(gm);
    const p = await hexOnPage(gm, 8, 6);
    await gm.mouse.click(p.x, p.y);
    await expect.poll(() => gm.locator('.gm-map').getAttribute('data-selected')).toBe(await idOf('La espadachina'));
    await gm.keyboard.press('a');
    const dialog = gm.getByRole('dialog', { name: 'Ataque de La espadachina' });
    await dialog.waitFor();
    expect(await dialog.getByTestId('rq-weapon').locator('option:checked').textContent()).toMatch(/^Espada ancha /);
    const target = dialog.getByTestId('rq-target');
    const attack = dialog.getByRole('button', { name: 'Atacar' });
    // The chief stands beside her; the spearwoman at (9,4) is 2 m away.
    const options = await target.locator('option').allTextContents();
    expect(options).toContain('Jefe de los bandidos');
    expect(options).toContain('Bandida de la lanza — fuera de alcance');
    await target.selectOption(await idOf('Bandida de la lanza'));
    await expect.poll(() => dialog.getByTestId('target-refusal').textContent()).toBe('Bandida de la lanza está fuera del alcance del arma');
    expect(await attack.isDisabled()).toBe(true);
    await target.selectOption(await idOf('Jefe de los bandidos'));
    await expect.poll(() => dialog.getByTestId('target-refusal').count()).toBe(0);
    expect(await attack.isDisabled()).toBe(false);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });

  it('Pathfinder: the maneuver dialog marks the wolf 4 hexes away as out of reach and disables Confirmar (PF:G-07)', async () => {
    await gm.getByRole('button', { name: 'Encuentros' }).click();
    await gm.getByRole('dialog', { name: 'Encuentros' }).getByRole('button', { name: 'Demo: Pathfinder' }).click();
    await expect.poll(() => gm.getByTestId('combatant').count()).toBe(7);
    // The fighter (6,6) first; the orc stands beside her (7,6), the wolf at (10,4).
    for (const [name, init] of [['La guerrera', 20], ['Lobo', 18], ['El mago', 17], ['La pícara', 16], ['Orco del bracamante', 12], ['Orco explorador', 8], ['El clérigo', 5]] as const) {
      const input = rowNamed(gm, name).getByRole('spinbutton', { name: 'Iniciativa' });
      await input.fill(String(init));
      await logs(gm, () => input.press('Enter'));
    }
    await nextTurn(gm);
    await expect.poll(() => gm.getByTestId('action-bar').locator('strong').textContent()).toBe('La guerrera');
    await gm.getByTestId('action-bar').getByRole('button', { name: 'Maniobra de combate…' }).click();
    const dialog = gm.getByRole('dialog', { name: 'Maniobra de combate de La guerrera' });
    await dialog.waitFor();
    const target = dialog.getByTestId('pf-maneuver-target');
    const confirm = dialog.getByRole('button', { name: 'Confirmar' });
    const options = await target.locator('option').allTextContents();
    expect(options.find((o) => o.startsWith('Orco del bracamante'))).toMatch(/^Orco del bracamante \(DMC \d+\)$/);
    expect(options.find((o) => o.startsWith('Lobo'))).toMatch(/^Lobo \(DMC \d+\) — fuera de alcance$/);
    await target.selectOption(await idOf('Lobo'));
    await expect.poll(() => dialog.getByTestId('target-refusal').textContent()).toBe('Lobo está fuera del alcance del arma');
    expect(await confirm.isDisabled()).toBe(true);
    await target.selectOption(await idOf('Orco del bracamante'));
    await expect.poll(() => dialog.getByTestId('target-refusal').count()).toBe(0);
    expect(await confirm.isDisabled()).toBe(false);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
