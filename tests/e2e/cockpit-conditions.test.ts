// Issue #15 items 4, 5 and 9 at 1366×768 (D&D 5e): the condition picker, numbered duplicates, renaming,
// and forms that say what they cannot use next to the field.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { e2eTimeouts, logs, nextTurn, openSideBySide, screenshotDir } from '../helpers/browser.js';

e2eTimeouts();
let close: () => Promise<void>;
let gm: Page;

beforeAll(async () => {
  ({ close, gm } = await openSideBySide());
  await gm.setViewportSize({ width: 1366, height: 768 });
  await gm.getByRole('button', { name: 'Encuentros' }).click();
  const picker = gm.getByRole('dialog', { name: 'Encuentros' });
  await picker.getByLabel('Nuevo encuentro').fill('Estados');
  await picker.getByRole('combobox', { name: 'Sistema de reglas' }).selectOption({ label: 'D&D 5e' });
  await picker.getByRole('button', { name: 'Crear' }).click();
  await gm.locator('h1', { hasText: 'Estados' }).waitFor();
});

afterAll(async () => {
  await close?.();
});

const row = (name: string) => gm.getByTestId('combatant').filter({ has: gm.getByText(name, { exact: true }) });
const chips = (name: string) => row(name).getByTestId('condition-chip');
const form = () => gm.getByRole('form', { name: 'Añadir combatiente' });

async function addGoblin(initiative: string) {
  await form().getByLabel('De la biblioteca SRD').selectOption({ label: 'Goblin (VD 1/4)' });
  await form().getByLabel('Iniciativa', { exact: true }).fill(initiative);
  await logs(gm, () => form().getByRole('button', { name: 'Añadir combatiente' }).click());
  await expect.poll(() => form().getByLabel('De la biblioteca SRD').inputValue()).toBe('');
}

describe('conditions and names in the GM cockpit (5e, 1366×768)', () => {
  it('the add form says what it cannot use next to the field, and adds nothing', async () => {
    await form().getByRole('button', { name: 'Añadir combatiente' }).click();
    await expect.poll(() => form().locator('label', { has: gm.locator('input[name=name]') }).getByTestId('field-error').textContent()).toBe('Escribe un nombre');
    await expect.poll(() => form().locator('label', { has: gm.locator('input[name=hp]') }).getByTestId('field-error').textContent()).toMatch(/PG máximos/);
    await form().locator('input[name=name]').fill('Nadie');
    await form().locator('input[name=hp]').fill('0');
    await form().getByRole('button', { name: 'Añadir combatiente' }).click();
    await expect.poll(() => form().locator('label', { has: gm.locator('input[name=name]') }).getByTestId('field-error').count()).toBe(0);
    expect(await form().locator('label', { has: gm.locator('input[name=hp]') }).getByTestId('field-error').count()).toBe(1);
    expect(await row('Nadie').count()).toBe(0);
    await form().locator('input[name=name]').fill('');
    await form().locator('input[name=hp]').fill('');
  });

  it('numbers a second library goblin "Goblin 2"; the first keeps its name', async () => {
    await addGoblin('15');
    await addGoblin('12');
    await expect.poll(() => row('Goblin 2').count()).toBe(1);
    expect(await row('Goblin').count()).toBe(1);
    await expect.poll(() => gm.getByTestId('log').textContent()).toContain('Goblin 2');
  });

  it('typing "tum" offers Tumbado; Enter adds it and the chip reads Tumbado (stored as prone)', async () => {
    const input = row('Goblin').getByTestId('condition-input');
    await input.fill('tum');
    const options = gm.getByTestId('condition-options').getByRole('option');
    await expect.poll(() => options.first().textContent()).toContain('Tumbado');
    await expect.poll(() => options.first().getAttribute('aria-selected')).toBe('true');
    await logs(gm, () => input.press('Enter'));
    await expect.poll(() => chips('Goblin').first().textContent()).toContain('Tumbado');
    expect(await chips('Goblin').first().getAttribute('data-condition')).toBe('prone');
    expect(await chips('Goblin').first().textContent()).toContain('⊥');
    await expect.poll(() => gm.getByTestId('log').textContent()).toContain('Goblin pasa a estar «tumbado»');
    await logs(gm, () => chips('Goblin').first().click()); // removes it
    await expect.poll(() => chips('Goblin').count()).toBe(0);
  });

  it('the engine\'s prone (Tumbarse on its turn) shows the same label', async () => {
    await nextTurn(gm);
    const bar = gm.getByTestId('action-bar');
    const active = (await bar.locator('strong').textContent())?.trim() ?? '';
    expect(['Goblin', 'Goblin 2']).toContain(active);
    await logs(gm, () => bar.getByRole('button', { name: 'Tumbarse' }).click());
    await expect.poll(() => chips(active).first().textContent()).toContain('Tumbado');
    expect(await chips(active).first().getAttribute('data-condition')).toBe('prone');
  });

  it('a free label "marcado" for 2 turns, picked with the arrows; ↑/↓ move the highlight', async () => {
    const input = row('Goblin 2').getByTestId('condition-input');
    await input.fill('marcado');
    const options = gm.getByTestId('condition-options').getByRole('option');
    await expect.poll(() => options.last().textContent()).toContain('«marcado»');
    await row('Goblin 2').getByRole('spinbutton', { name: /Dura hasta/ }).fill('2');
    await input.focus();
    await input.press('ArrowDown');
    await input.press('ArrowUp');
    await expect.poll(() => options.last().getAttribute('aria-selected')).toBe('true');
    await logs(gm, () => input.press('Enter'));
    const chip = chips('Goblin 2').filter({ hasText: 'marcado' });
    await expect.poll(() => chip.textContent()).toMatch(/marcado.*2/);
    expect(await chip.getAttribute('data-condition')).toBe('marcado');
    // The picker open over the rows, for the screenshot.
    await row('Goblin').getByTestId('condition-input').fill('a');
    await gm.getByTestId('condition-options').waitFor();
    await gm.screenshot({ path: `${screenshotDir}/gm-cockpit-conditions.png` });
    await row('Goblin').getByTestId('condition-input').press('Escape');
    await expect.poll(() => gm.getByTestId('condition-options').count()).toBe(0);
    await row('Goblin').getByTestId('condition-input').fill('');
  });

  it('renames through the editor, refusing an empty name next to the field', async () => {
    await row('Goblin 2').getByRole('button', { name: 'Editar Goblin 2' }).click();
    const editor = gm.getByRole('dialog', { name: 'Editar a Goblin 2' });
    const nameField = editor.getByRole('textbox', { name: 'Nombre', exact: true }).first();
    await nameField.fill('  ');
    await editor.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => editor.getByTestId('field-error').textContent()).toBe('Escribe un nombre');
    expect(await editor.count()).toBe(1);
    await nameField.fill('Jefe goblin');
    await logs(gm, () => editor.getByRole('button', { name: 'Guardar' }).click());
    await expect.poll(() => editor.count()).toBe(0);
    await expect.poll(() => row('Jefe goblin').count()).toBe(1);
    expect(await row('Goblin 2').count()).toBe(0);
  });
});
