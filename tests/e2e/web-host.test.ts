import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket as NodeWebSocket } from 'ws';
import type { Browser, Page } from 'playwright-core';
import { ERROR_CODES } from '../../shared/contract/result.js';
import type { WebHost } from '../../main/web/server.js';
import { e2eTimeouts, launchChromium, logs, mapPainted, nextTurn, screenshotDir, startTestHost } from '../helpers/browser.js';
import { gmOnlyLeaks } from '../helpers/leaks.js';

e2eTimeouts();
let browser: Browser;
let host: WebHost;
let closeHost: () => Promise<void>;
let gmPage: Page;
let playerPage: Page;
const playerFrames: unknown[] = [];

beforeAll(async () => {
  ({ host, close: closeHost } = await startTestHost());
  browser = await launchChromium();
  const context = await browser.newContext({ locale: 'es-ES', viewport: { width: 1360, height: 820 } });
  gmPage = await context.newPage();
  playerPage = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 720 } })).newPage();
  playerPage.on('websocket', (ws) => ws.on('framereceived', (f) => playerFrames.push(JSON.parse(String(f.payload)))));
  await gmPage.goto(host.gmUrl);
  await playerPage.goto(host.playerUrl);
  await gmPage.getByTestId('combatant').first().waitFor();
  await playerPage.getByTestId('player-combatant').first().waitFor();
});

afterAll(async () => {
  await browser?.close();
  await closeHost?.();
});

const playerRow = (name: string) => playerPage.getByTestId('player-combatant').filter({ hasText: name });
const gmRow = (name: string) => gmPage.getByTestId('combatant').filter({ hasText: name });

describe('web host: GM and player pages side by side', () => {
  it('shows the demo encounter on both pages, without the hidden combatant on the player page', async () => {
    await expect.poll(() => gmPage.getByTestId('combatant').count()).toBe(8);
    await expect.poll(() => playerPage.getByTestId('player-combatant').count()).toBe(7);
    expect(await playerPage.textContent('body')).not.toContain('Jefe goblin');
    expect(await gmPage.textContent('h1')).toContain('Emboscada en el vado');
  });

  it('a GM action appears on the player page at once', async () => {
    await gmRow('Goblin 1').getByRole('spinbutton', { name: 'Cantidad' }).fill('3');
    await gmRow('Goblin 1').getByRole('button', { name: 'Daño' }).click();
    await expect.poll(() => gmRow('Goblin 1').getByTestId('hp').textContent()).toBe('4/7');
    await expect.poll(() => playerRow('Goblin 1').textContent()).toContain('Herido');
    await nextTurn(gmPage);
    await expect.poll(() => playerPage.getByTestId('round').textContent()).toBe('Ronda 1');
    await expect.poll(() => playerPage.locator('li.active').textContent()).toContain('Aria');
    await expect.poll(() => gmPage.getByTestId('log').textContent()).toContain('Goblin 1 recibe 3 de daño (7 → 4)');
  });

  it('undo and redo with the keyboard, reflected on the player page', async () => {
    await gmPage.locator('body').click({ position: { x: 5, y: 300 } });
    await gmPage.keyboard.press('Control+z');
    await expect.poll(() => playerPage.getByTestId('round').textContent()).toBe('Sin empezar');
    // The player page can show the undo before the GM page has it: redo waits on the GM's own state.
    await expect.poll(() => gmPage.getByRole('button', { name: /Rehacer/ }).isEnabled()).toBe(true);
    await gmPage.keyboard.press('Control+Shift+z');
    await expect.poll(() => playerPage.getByTestId('round').textContent()).toBe('Ronda 1');
  });

  it('edits a combatant in the editor dialog, and the player page follows', async () => {
    await gmRow('Lobo').getByRole('button', { name: 'Editar Lobo' }).click();
    const dialog = gmPage.getByRole('dialog', { name: 'Editar a Lobo' });
    await dialog.getByLabel('Nombre', { exact: true }).fill('Lobo gris');
    await dialog.getByLabel('PG máx.').fill('14');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect.poll(() => gmRow('Lobo gris').getByTestId('hp').textContent()).toBe('11/14');
    await expect.poll(() => playerRow('Lobo gris').textContent()).toContain('Herido');
    await expect.poll(() => gmPage.getByTestId('log').textContent()).toContain('Lobo gris editado');
  });

  it('adding a hidden combatant never reaches the player page', async () => {
    const form = gmPage.getByRole('form', { name: 'Añadir combatiente' });
    await form.getByLabel('Nombre', { exact: true }).fill('Asesino invisible');
    await form.getByLabel('PG máx.').fill('12');
    await form.getByLabel('Oculto a los jugadores').check();
    await form.getByRole('button', { name: 'Añadir combatiente' }).click();
    await expect.poll(() => gmPage.getByTestId('combatant').count()).toBe(9);
    await nextTurn(gmPage);
    await expect.poll(() => playerPage.locator('li.active').textContent()).toContain('Cela');
    expect(await playerPage.textContent('body')).not.toContain('Asesino');
    const leaks = playerFrames.flatMap((f) => gmOnlyLeaks((f as { data?: unknown; reply?: { value?: unknown } }).data ?? (f as { reply?: { value?: unknown } }).reply?.value, { ids: ['boss'], names: ['Asesino invisible', 'Jefe goblin (oculto)'], secrets: ['juncos'] }));
    expect(playerFrames.length).toBeGreaterThan(3);
    expect(leaks).toEqual([]);
  });

  it('takes the screenshots for docs/', async () => {
    await mapPainted(gmPage);
    await mapPainted(playerPage);
    await gmPage.screenshot({ path: `${screenshotDir}/gm.png` });
    await playerPage.screenshot({ path: `${screenshotDir}/player.png` });
  });
});

describe('web host: roles and bad input', () => {
  it('the player page cannot call GM channels', async () => {
    const reply = await playerPage.evaluate(
      () =>
        new Promise<unknown>((resolve) => {
          const ws = new WebSocket(`ws://${location.host}/ws/player`);
          ws.onopen = () => ws.send(JSON.stringify({ id: 1, channel: 'encounter.command', payload: { encounterId: 'x', command: { type: 'nextTurn' } } }));
          ws.onmessage = (e) => {
            const msg = JSON.parse(String(e.data)) as { id?: number };
            if (msg.id === 1) resolve(msg);
          };
        }),
    );
    expect(reply).toMatchObject({ id: 1, reply: { ok: false, error: { code: 'FORBIDDEN' } } });
    const gmWithoutToken = await playerPage.evaluate(
      () =>
        new Promise<string>((resolve) => {
          const ws = new WebSocket(`ws://${location.host}/ws/gm`);
          ws.onopen = () => resolve('open');
          ws.onerror = () => resolve('refused');
        }),
    );
    expect(gmWithoutToken).toBe('refused');
  });

  it('refuses WebSocket upgrades from another origin', async () => {
    const ws = new NodeWebSocket(`ws://127.0.0.1:${host.port}/ws/player`, { origin: 'http://evil.example' });
    const outcome = await new Promise<string>((resolve) => {
      ws.on('open', () => resolve('open'));
      ws.on('error', () => resolve('refused'));
    });
    expect(outcome).toBe('refused');
  });

  it('rejects 1000 malformed payloads with structured errors and keeps serving', async () => {
    const token = new URL(host.gmUrl).searchParams.get('token')!;
    const ws = new NodeWebSocket(`ws://127.0.0.1:${host.port}/ws/gm?token=${token}`, { origin: host.origin });
    await new Promise((resolve, reject) => ws.on('open', resolve).on('error', reject));
    const replies: { id: number | null; reply: { ok: boolean; error?: { code: string; message: string } } }[] = [];
    ws.on('message', (d: Buffer) => {
      const msg = JSON.parse(d.toString('utf8')) as { push?: string };
      if (!msg.push) replies.push(msg as (typeof replies)[number]);
    });
    const channels = ['encounter.command', 'encounter.open', 'settings.set', 'encounter.create', 'encounter.undo', 'nope', '__proto__', ''];
    const payloads: unknown[] = [
      null, 42, 'x', [], { encounterId: 7 }, { command: { type: 'damage', amount: 'lots' } }, { id: '../../etc/passwd' },
      { name: '' }, { name: 'x'.repeat(5000) }, { language: 'klingon' }, { encounterId: 'a', command: { type: 'damage', id: 'g', amount: 1e12 } },
      { encounterId: 'a', command: { type: 'addCombatant', combatant: { name: 'x', hp: { max: -1 } } } },
    ];
    let sent = 0;
    for (let i = 0; sent < 1000; i++) {
      const kind = i % 5;
      if (kind === 0) ws.send('{not json' + i);
      else if (kind === 1) ws.send(JSON.stringify([i]));
      else if (kind === 2) ws.send(JSON.stringify({ id: 'str', channel: 'app.info' }));
      else if (i % 7 === 0) ws.send(`{"id":${i},"channel":"settings.set","payload":{"__proto__":{"polluted":true}}}`);
      else ws.send(JSON.stringify({ id: i, channel: channels[i % channels.length], payload: payloads[i % payloads.length] }));
      sent++;
    }
    await expect.poll(() => replies.length, { timeout: 20_000 }).toBe(1000);
    for (const r of replies) {
      expect(r.reply.ok, JSON.stringify(r)).toBe(false);
      expect(ERROR_CODES).toContain(r.reply.error!.code);
      expect(typeof r.reply.error!.message).toBe('string');
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    // still serving: pages, a valid request, and the GM page still updates
    expect((await fetch(host.playerUrl)).status).toBe(200);
    ws.send(JSON.stringify({ id: 5000, channel: 'app.info', payload: {} }));
    await expect.poll(() => replies.find((r) => r.id === 5000)?.reply.ok).toBe(true);
    ws.close();
    await nextTurn(gmPage);
    await expect.poll(() => playerPage.locator('li.active').textContent()).toContain('Goblin');
  });
});

describe('web host: dice', () => {
  it('rolls initiative with the GM typing the PCs’ physical dice', async () => {
    await gmPage.getByTestId('settings-toggle').click(); // the settings drawer
    await logs(gmPage, () => gmPage.getByRole('combobox', { name: 'Dados' }).selectOption('ask-pcs'));
    await gmPage.getByTestId('settings-toggle').click(); // the settings drawer
    await expect.poll(() => gmPage.getByTestId('log').textContent()).toContain('Dados: el director tira por los PJ');
    await gmPage.getByRole('button', { name: /Tirar iniciativa/ }).click();
    for (const [name, face] of [['Aria', '12'], ['Bram', '3'], ['Cela', '20'], ['Dorn', '7']] as const) {
      const prompt = gmPage.getByTestId('roll-prompt');
      await expect.poll(() => prompt.getByRole('heading').textContent()).toBe(`Iniciativa de ${name}: 1d20`);
      await prompt.getByRole('spinbutton', { name: 'd20 #1' }).fill(name === 'Bram' ? '25' : face);
      await prompt.getByRole('button', { name: 'Usar estos dados' }).click();
      if (name === 'Bram') {
        await expect.poll(() => prompt.getByRole('alert').textContent()).toBe('Un dado muestra una cara que no tiene');
        await prompt.getByRole('spinbutton', { name: 'd20 #1' }).fill(face);
        await prompt.getByRole('button', { name: 'Usar estos dados' }).click();
      }
    }
    await expect.poll(() => gmPage.getByTestId('log').textContent()).toContain('Cela tira iniciativa: 1d20 = 20 (20) [tirada a mano]');
    await expect.poll(() => playerPage.getByTestId('player-combatant').first().textContent()).toContain('Cela');
    await gmPage.keyboard.press('Escape');
  });
});
