// The player display on a 1920×1080 TV (issue #15 item 8): the GM's language, a big turn order with
// the dead struck and labelled, names apart, the turn highlight following *Siguiente turno*, and a
// portrait the GM chose on its token. The GM page is at 1366×768.
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { createAppService } from '../../main/service/bootstrap.js';
import { startWebHost, type WebHost } from '../../main/web/server.js';
import { AssetStore } from '../../main/store/asset-store.js';
import type { Service } from '../../main/service/service.js';
import type { GmView } from '../../shared/contract/views.js';
import { e2eTimeouts, launchChromium, mapPainted, outputDir, screenshotDir } from '../helpers/browser.js';
import { repoRoot, tempDir } from '../helpers/fixtures.js';

e2eTimeouts();
let host: WebHost;
let service: Service;
let browser: Browser;
let gm: Page;
let player: Page;

function call<T>(channel: string, payload: unknown): T {
  const r = service.handle(channel, payload, 'gm') as { ok: boolean; value?: T; error?: unknown };
  if (!r.ok) throw new Error(`${channel}: ${JSON.stringify(r.error)}`);
  return r.value as T;
}

/** A 48×48 PNG: a face-like disc (what a GM would import as a portrait). */
function portraitPng(): Buffer {
  const size = 48;
  const raw = Buffer.alloc(size * (1 + size * 3));
  for (let y = 0; y < size; y++) {
    raw[y * (1 + size * 3)] = 0;
    for (let x = 0; x < size; x++) {
      const d = Math.hypot(x - 24, y - 24);
      const eye = Math.hypot(x - 17, y - 19) < 3 || Math.hypot(x - 31, y - 19) < 3;
      const rgb = eye ? [20, 20, 20] : d < 20 ? [70, 170, 80] : [230, 200, 60];
      raw.set(rgb, y * (1 + size * 3) + 1 + x * 3);
    }
  }
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (b: Buffer) => {
    let c = 0xffffffff;
    for (const x of b) c = crcTable[(c ^ x) & 0xff]! ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const sum = Buffer.alloc(4);
    sum.writeUInt32BE(crc(body));
    return Buffer.concat([len, body, sum]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

const row = (id: string) => player.locator(`[data-testid=player-combatant][data-id="${id}"]`);
const activeId = () => player.locator('[data-testid=player-combatant].active').getAttribute('data-id');
const playerLang = () => player.evaluate(() => document.documentElement.lang);

beforeAll(async () => {
  const dataDir = tempDir('e2e-cockpit-player');
  ({ service } = createAppService({ dataDir, host: { transport: 'web' }, resourcesDir: path.join(repoRoot, 'resources'), seedDemo: false }));
  const assets = new AssetStore(dataDir);
  host = await startWebHost({ service, staticDir: path.join(repoRoot, 'dist', 'renderer'), assetFile: (id) => assets.fileOf(id) });
  call('settings.set', { language: 'es' }); // the GM's setting, not the machine's
  browser = await launchChromium();
  gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 768 } })).newPage();
  // The TV's browser is in English: the display must still speak the GM's Spanish.
  player = await (await browser.newContext({ locale: 'en-US', viewport: { width: 1920, height: 1080 } })).newPage();
});

afterAll(async () => {
  await browser?.close();
  await host?.close();
});

describe('the player display, as the table sees it', () => {
  it('a 5e fight: Spanish from an English browser, the dead struck and off the map, the turn moving, a portrait on a token', async () => {
    const enc = call<GmView>('encounter.create', { name: 'Emboscada en el puente', system: 'dnd5e' }).encounter;
    const run = (command: unknown) => call('encounter.command', { encounterId: enc.id, command });
    run({ type: 'setMap', settings: { cols: 14, rows: 9, orientation: 'pointy', hexSize: { value: 5, unit: 'ft' } } });
    const add = (id: string, name: string, kind: 'pc' | 'monster', hp: number, initiative: number, q: number, r: number) =>
      run({ type: 'addCombatant', combatant: { id, name, kind, side: kind === 'pc' ? 'party' : 'enemy', hp: { max: hp }, initiative, position: { q, r } } });
    add('aria', 'Aria', 'pc', 24, 18, 3, 4);
    add('bram', 'Bram', 'pc', 20, 12, 3, 5);
    add('gob1', 'Goblin 1', 'monster', 7, 15, 7, 3);
    add('gob2', 'Goblin 2', 'monster', 7, 10, 7, 5);
    add('gob3', 'Goblin 3', 'monster', 7, 5, 8, 4);
    run({ type: 'addCombatant', combatant: { id: 'spy', name: 'Espía oculto', kind: 'monster', side: 'enemy', hp: { max: 9 }, initiative: 2, hidden: true, position: { q: 10, r: 2 } } });
    run({ type: 'addCondition', id: 'gob1', condition: 'prone' });
    run({ type: 'damage', id: 'gob2', amount: 20 });
    // A hand-tracked creature at 0 HP: the GM marks it dead (with a stat block, the engine would).
    run({ type: 'updateCombatant', id: 'gob2', patch: { life: 'dead' } });
    run({ type: 'nextTurn' });

    await gm.goto(host.gmUrl);
    await gm.getByTestId('combatant').first().waitFor();
    await player.goto(host.playerUrl);
    await expect.poll(playerLang).toBe('es');
    await expect.poll(() => player.getByTestId('round').textContent()).toBe('Ronda 1');
    await expect.poll(activeId).toBe('aria');
    await expect.poll(() => player.getByTestId('player-turn').textContent()).toBe('Turno de Aria');
    expect(await player.locator('[data-id="spy"]').count()).toBe(0);

    // The dead: struck through, labelled apart from the name, and gone from the map.
    await expect.poll(() => row('gob2').getAttribute('data-life')).toBe('dead');
    expect(await row('gob2').getByTestId('player-name').textContent()).toBe('Goblin 2');
    expect(await row('gob2').getByTestId('player-life').textContent()).toBe('✝ Muerto');
    expect(await row('gob2').locator('.who').textContent()).toMatch(/^\s*Goblin 2\s+✝ Muerto\s*$/);
    // One word for the fallen: the HP descriptor ("Caído") shows on the living, not beside "Muerto".
    expect(await row('gob1').locator('.hp').textContent()).toMatch(/\S/);
    expect(await row('gob2').locator('.hp').textContent()).not.toMatch(/Caído/);
    expect(await row('gob2').getByTestId('player-name').evaluate((e) => getComputedStyle(e).textDecorationLine)).toBe('line-through');
    await mapPainted(player);
    await expect.poll(() => player.getByTestId('player-token-name').count()).toBe(4);
    expect(await player.locator('[data-testid=player-token-name][data-id="gob2"]').count()).toBe(0);
    expect(await player.locator('[data-testid=player-token-name][data-id="gob1"]').textContent()).toBe('Goblin 1');

    // The condition in the GM's language; type readable from 3 m.
    expect(await row('gob1').getByTestId('player-condition').textContent()).toMatch(/tumbado/i);
    const px = await row('aria').getByTestId('player-name').evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
    expect(px).toBeGreaterThanOrEqual(28);

    // *Siguiente turno* on the GM page moves the highlight.
    await gm.getByRole('button', { name: /^Siguiente turno/ }).click();
    await expect.poll(activeId).toBe('gob1');
    expect(await row('aria').getAttribute('class')).not.toContain('active');
    await expect.poll(() => player.getByTestId('player-turn').textContent()).toBe('Turno de Goblin 1');

    // A portrait set in the GM's editor shows on that token.
    await gm.getByRole('button', { name: 'Editar Goblin 1' }).click();
    const editor = gm.getByRole('dialog', { name: 'Editar a Goblin 1' });
    await editor.getByTestId('portrait-file').setInputFiles({ name: 'goblin.png', mimeType: 'image/png', buffer: portraitPng() });
    await editor.getByTestId('portrait-preview').waitFor();
    await editor.getByRole('button', { name: 'Guardar' }).click();
    await editor.waitFor({ state: 'hidden' });
    const portrait = player.locator('[data-testid=player-portrait][data-id="gob1"]');
    await expect.poll(() => portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(48);
    expect(await player.getByTestId('player-portrait').count()).toBe(1);
    await mapPainted(player);
    await player.screenshot({ path: `${screenshotDir}/player-cockpit-5e-1920.png` });
    await gm.screenshot({ path: path.join(outputDir, 'cockpit-player-gm-5e-1366.png') });

    await player.setViewportSize({ width: 1366, height: 768 });
    await mapPainted(player);
    await player.screenshot({ path: `${screenshotDir}/player-cockpit-5e-1366.png` });

    // The GM switches to English: the display follows, still showing the same turn.
    call('settings.set', { language: 'en' });
    await expect.poll(playerLang).toBe('en');
    await expect.poll(() => player.getByTestId('round').textContent()).toBe('Round 1');
    expect(await row('gob2').getByTestId('player-life').textContent()).toBe('✝ Dead');
    expect(await activeId()).toBe('gob1');
    call('settings.set', { language: 'es' });
    await expect.poll(playerLang).toBe('es');
  });

  it('the Akenar demo on the TV, at both sizes', async () => {
    const enc = call<GmView>('encounter.createDemo', { demo: 'akenar' }).encounter;
    await player.setViewportSize({ width: 1920, height: 1080 });
    await expect.poll(() => player.locator('h1').textContent()).toBe(enc.name);
    const visible = enc.combatants.filter((c) => !c.hidden).length;
    await expect.poll(() => player.getByTestId('player-combatant').count()).toBe(visible);
    expect(await playerLang()).toBe('es');
    if (enc.map) await mapPainted(player);
    await player.screenshot({ path: `${screenshotDir}/player-cockpit-akenar-1920.png` });
    await player.setViewportSize({ width: 1366, height: 768 });
    if (enc.map) await mapPainted(player);
    // Names on the map at 1366: none over another, and whole where a token stands apart or beside one other.
    await expect.poll(() => player.getByTestId('player-token-name').count()).toBe(visible);
    const tags = await player.getByTestId('player-token-name').evaluateAll((els) =>
      els.map((e) => ({ text: e.textContent, whole: e.scrollWidth <= e.clientWidth, box: e.getBoundingClientRect().toJSON() as DOMRect })),
    );
    for (let i = 0; i < tags.length; i++)
      for (let j = i + 1; j < tags.length; j++) {
        const [a, b] = [tags[i]!.box, tags[j]!.box];
        const clash = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
        expect(clash, `${tags[i]!.text} × ${tags[j]!.text}`).toBe(false);
      }
    expect(tags.filter((t) => !t.whole).map((t) => t.text)).toEqual([]);
    await player.screenshot({ path: `${screenshotDir}/player-cockpit-akenar-1366.png` });
  });
});
