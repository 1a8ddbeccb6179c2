// The print view rendered to PDF by Chromium's own engine, through playwright-core and the system's
// Chromium: `asalto print`, the web host's PDF route and the benchmark. Electron uses printToPDF instead.
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import type { PrintData, PrintOptions } from '../../shared/print/options.js';
import { contentType, resolveStatic } from '../web/static.js';

/** Where a Chromium is looked for when CHROMIUM_PATH does not name one. */
const CANDIDATES = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/bin/google-chrome', '/usr/bin/google-chrome-stable', '/snap/bin/chromium', '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome', 'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe'];

export type PrintErrorCode = 'NO_CHROMIUM' | 'NOT_BUILT' | 'RENDER';

/** Why no PDF came out, with a message that names what is missing and where. */
export class PrintError extends Error {
  constructor(
    readonly code: PrintErrorCode,
    message: string,
  ) {
    super(message);
  }
}

/** CHROMIUM_PATH when set (it must exist), else the first installed candidate, else null. */
export function findChromium(env: NodeJS.ProcessEnv = process.env): { path: string | null; tried: string[] } {
  if (env.CHROMIUM_PATH) return { path: fs.existsSync(env.CHROMIUM_PATH) ? env.CHROMIUM_PATH : null, tried: [env.CHROMIUM_PATH] };
  return { path: CANDIDATES.find((c) => fs.existsSync(c)) ?? null, tried: CANDIDATES };
}

export interface PdfOptions {
  /** The built renderer (dist/renderer), holding print.html. */
  staticDir: string;
  /** Resolves an imported image id to its file (map backgrounds), or null. */
  assetFile?: (id: string) => string | null;
  env?: NodeJS.ProcessEnv;
  /** A browser to reuse (the benchmark); otherwise one is launched and closed. */
  browser?: Browser;
}

export interface PdfResult {
  pdf: Buffer;
  pages: number;
  /** Milliseconds: drawing the print view (fonts and images loaded), then Chromium's PDF. */
  renderMs: number;
  pdfMs: number;
}

/** Pages in a PDF Chromium wrote: its page objects. */
export function pdfPageCount(pdf: Buffer): number {
  return pdf.toString('latin1').match(/\/Type\s*\/Page(?![a-zA-Z])/g)?.length ?? 0;
}

const ORIGIN = 'http://print.asalto.invalid';

interface PrintPage {
  asaltoPrint: (job: { data: PrintData; options: PrintOptions }) => Promise<unknown>;
}

export async function launchPrintBrowser(env: NodeJS.ProcessEnv = process.env): Promise<Browser> {
  const found = findChromium(env);
  if (!found.path) throw new PrintError('NO_CHROMIUM', `no Chromium to render the PDF: looked for ${found.tried.join(', ')}; install Chromium (apt-get install -y chromium) or set CHROMIUM_PATH`);
  try {
    return await chromium.launch({ executablePath: found.path, args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'] });
  } catch (err) {
    throw new PrintError('NO_CHROMIUM', `Chromium at ${found.path} did not start: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  }
}

/** Draws the print view for `data` with `options` in a headless Chromium and returns its PDF. */
export async function renderPdf(data: PrintData, options: PrintOptions, opts: PdfOptions): Promise<PdfResult> {
  const root = path.resolve(opts.staticDir);
  if (!fs.existsSync(path.join(root, 'print.html'))) throw new PrintError('NOT_BUILT', `the print view is not built: ${path.join(root, 'print.html')} is missing (run \`npm run build\`)`);
  const browser = opts.browser ?? (await launchPrintBrowser(opts.env));
  const context = await browser.newContext({ locale: options.lang, javaScriptEnabled: true });
  try {
    const page = await context.newPage();
    // Served from memory: no port opened, nothing else reachable.
    await page.route('**/*', async (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== ORIGIN) return route.abort();
      const media = /^\/media\/([^/]+)$/.exec(url.pathname);
      const file = media ? (opts.assetFile?.(media[1]!) ?? null) : resolveStatic(root, url.pathname);
      if (!file) return route.fulfill({ status: 404, body: 'Not found' });
      return route.fulfill({ status: 200, contentType: contentType(file), body: await fs.promises.readFile(file) });
    });
    const t0 = performance.now();
    await page.goto(`${ORIGIN}/print.html`);
    // The page's entry point (renderer/print/main.ts), reached through globalThis: main has no DOM types.
    await page.waitForFunction(() => typeof (globalThis as unknown as PrintPage).asaltoPrint === 'function');
    await page.evaluate((job) => (globalThis as unknown as PrintPage).asaltoPrint(job), { data, options });
    const t1 = performance.now();
    const pdf = await page.pdf({ preferCSSPageSize: true, printBackground: true });
    const t2 = performance.now();
    return { pdf, pages: pdfPageCount(pdf), renderMs: t1 - t0, pdfMs: t2 - t1 };
  } catch (err) {
    if (err instanceof PrintError) throw err;
    throw new PrintError('RENDER', `the print view could not be rendered: ${err instanceof Error ? err.message.split('\n')[0] : String(err)}`);
  } finally {
    await context.close();
    if (!opts.browser) await browser.close();
  }
}
