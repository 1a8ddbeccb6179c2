// Issue #15's "done when": a newcomer runs a whole 5e round with the keyboard and the map alone. Setting
// the fight up uses the forms; the round itself is keys (N, V, Enter, Ctrl+Z/Ctrl+Y) and the map (drag a
// token, click a foe), never the list, the toolbar or the action bar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createMapEncounter, e2eTimeouts, hexOnPage, logLength, mapPainted, openSideBySide, placeFromLibrary, rowNamed, screenshotDir, turnOf } from '../helpers/browser.js';

e2eTimeouts();
let close: () => Promise<void>;
let gm: Page;

const at = (q: number, r: number) => hexOnPage(gm, q, r);
const row = (name: string) => rowNamed(gm, name);
const log = () => gm.getByTestId('log').textContent();
const active = () => gm.getByTestId('action-bar').locator('strong').textContent();

beforeAll(async () => {
  ({ close, gm } = await openSideBySide());
  await gm.setViewportSize({ width: 1366, height: 768 });
});
afterAll(async () => {
  await close?.();
});

/** Whatever the blow asks next (a knockout choice when it drops the target) is answered with Enter: the default. */
async function settle(logged: number): Promise<void> {
  await expect
    .poll(async () => {
      if ((await gm.locator('[data-testid=choice-prompt][open]').count()) > 0) await gm.keyboard.press('Enter');
      return (await logLength(gm)) > logged && (await gm.locator('dialog[open]').count()) === 0;
    })
    .toBe(true);
}

/** Drags a token from one hex to another on the map. */
async function drag(from: [number, number], to: [number, number]): Promise<void> {
  await mapPainted(gm);
  const a = await at(...from);
  const b = await at(...to);
  const logged = await logLength(gm);
  await gm.mouse.move(a.x, a.y);
  await gm.mouse.down();
  await gm.mouse.move(b.x, b.y, { steps: 10 });
  await gm.mouse.up();
  await settle(logged);
}

/** A click on a foe's token opens the attack dialog on it with the Attack button focused: Enter attacks. */
async function attack(attacker: string, foe: [number, number]): Promise<void> {
  await mapPainted(gm);
  const p = await at(...foe);
  await gm.mouse.click(p.x, p.y);
  const dialog = gm.getByRole('dialog', { name: `Ataque de ${attacker}` });
  await dialog.waitFor();
  await expect.poll(() => gm.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Atacar');
  const logged = await logLength(gm);
  await gm.keyboard.press('Enter');
  await settle(logged);
}

async function key(k: string): Promise<void> {
  const before = await turnOf(gm);
  await gm.keyboard.press(k);
  await expect.poll(() => turnOf(gm)).not.toBe(before);
}

describe('a whole 5e round with the keyboard and the map (1366×768)', () => {
  it('moves, attacks and passes the turn for each combatant, then undoes and redoes the last turn', async () => {
    await createMapEncounter(gm, 'Ronda con teclado', 'dnd5e');
    const fighter = await placeFromLibrary(gm, 'Human Fighter 3', 20, 4, 5);
    const goblin = await placeFromLibrary(gm, 'Goblin (VD 1/4)', 12, 9, 4);
    const orc = await placeFromLibrary(gm, 'Orc (VD 1/2)', 8, 13, 5);
    await gm.locator('body').click({ position: { x: 5, y: 760 } }); // focus the page, not a field
    await gm.keyboard.press('v'); // the move tool

    // Round 1. N starts it with the fighter.
    await key('n');
    await expect.poll(() => gm.getByTestId('round').textContent()).toContain('1');
    await expect.poll(active).toBe(fighter);
    await drag([4, 5], [8, 4]); // four hexes, next to the goblin
    await expect.poll(log).toContain(`${fighter} se mueve 4`);
    await attack(fighter, [9, 4]);
    await expect.poll(log).toMatch(new RegExp(`${fighter} (impacta a|falla contra) ${goblin}`));

    // The goblin's turn, unless the blow dropped it (the turn engine skips the fallen).
    const goblinDown = await row(goblin).evaluate((el) => el.classList.contains('down'));
    if (!goblinDown) {
      await key('n');
      await expect.poll(active).toBe(goblin);
      await attack(goblin, [8, 4]);
      await expect.poll(log).toMatch(new RegExp(`${goblin} (impacta a|falla contra) ${fighter}`));
    }

    await key('n');
    await expect.poll(active).toBe(orc);
    await drag([13, 5], [8, 5]); // five hexes, next to the fighter
    await expect.poll(log).toMatch(new RegExp(`${orc} se mueve \\d`));
    await attack(orc, [8, 4]);
    await expect.poll(log).toMatch(new RegExp(`${orc} (impacta a|falla contra) ${fighter}`));
    await gm.screenshot({ path: `${screenshotDir}/gm-5e-keyboard-round.png` });

    // N ends the round; Ctrl+Z takes the turn back, Ctrl+Y gives it again.
    await key('n');
    await expect.poll(() => gm.getByTestId('round').textContent()).toContain('2');
    await expect.poll(active).toBe(fighter);
    await key('Control+z');
    await expect.poll(active).toBe(orc);
    await key('Control+y');
    await expect.poll(active).toBe(fighter);
    await expect.poll(() => gm.getByTestId('round').textContent()).toContain('2');
  });
});
