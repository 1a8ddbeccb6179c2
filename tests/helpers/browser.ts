import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { createAppService } from '../../main/service/bootstrap.js';
import { startWebHost, type WebHost } from '../../main/web/server.js';
import { AssetStore } from '../../main/store/asset-store.js';
import { repoRoot, tempDir } from './fixtures.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`Chromium not found at ${CHROMIUM}: install it with \`apt-get install -y chromium\``);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-quic', '--no-first-run'],
  });
}

/** A web host over a fresh data dir, serving the built renderer. */
export async function startTestHost(dataDir = tempDir('e2e')): Promise<{ host: WebHost; dataDir: string }> {
  const staticDir = path.join(repoRoot, 'dist', 'renderer');
  const { service } = createAppService({ dataDir, host: { transport: 'web' }, resourcesDir: path.join(repoRoot, 'resources') });
  const assets = new AssetStore(dataDir);
  const host = await startWebHost({ service, staticDir, assetFile: (id) => assets.fileOf(id) });
  return { host, dataDir };
}

export const screenshotDir = path.join(repoRoot, 'docs', 'screenshots');

/** A web host with the GM page and the player page open side by side (Spanish), ready to drive. */
export async function openSideBySide(): Promise<{ host: WebHost; browser: Browser; gm: Page; player: Page }> {
  const { host } = await startTestHost();
  const browser = await launchChromium();
  const gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1400, height: 1000 } })).newPage();
  const player = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1280, height: 720 } })).newPage();
  await gm.goto(host.gmUrl);
  await player.goto(host.playerUrl);
  await gm.getByTestId('combatant').first().waitFor();
  return { host, browser, gm, player };
}
