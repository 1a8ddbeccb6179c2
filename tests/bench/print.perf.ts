import fs from 'node:fs';
import path from 'node:path';
import { it } from 'vitest';
import { createAppService } from '../../main/service/bootstrap.js';
import { launchPrintBrowser, renderPdf } from '../../main/print/pdf.js';
import type { Result } from '../../shared/contract/result.js';
import { printOptionsSchema, type PrintData } from '../../shared/print/options.js';
import { repoRoot, tempDir } from '../helpers/fixtures.js';
import { build5ePrintFight } from '../helpers/print.js';

/**
 * The PDF of a 20-combatant 5e encounter with the roster, stat blocks and the tiled map (issue #17,
 * target ≤ 3 s), beside the time to draw the print view alone. Prints figures; asserts nothing about speed.
 */
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

it('renders a 20-combatant encounter to PDF', async () => {
  const staticDir = path.join(repoRoot, 'dist', 'renderer');
  if (!fs.existsSync(path.join(staticDir, 'print.html'))) throw new Error(`${staticDir}/print.html is missing: run \`npm run build\``);
  const dataDir = tempDir('print-bench');
  try {
    const { service } = createAppService({ dataDir, host: { transport: 'web' }, resourcesDir: path.join(repoRoot, 'resources'), seedDemo: false });
    const id = build5ePrintFight(service, 14);
    const data = service.handle('print.data', { id }, 'gm') as Result<PrintData>;
    if (!data.ok) throw new Error(data.error.message);
    if (data.value.encounter.combatants.length !== 20) throw new Error(`expected 20 combatants, got ${data.value.encounter.combatants.length}`);
    const options = printOptionsSchema.parse({ lang: 'es', parts: { roster: true, blocks: true, map: true, handout: false, log: false } });
    const t0 = performance.now();
    const cold = await renderPdf(data.value, options, { staticDir });
    const coldMs = performance.now() - t0;
    const browser = await launchPrintBrowser();
    const render: number[] = [];
    const total: number[] = [];
    let pages = 0;
    try {
      for (let i = 0; i < 5; i++) {
        const r = await renderPdf(data.value, options, { staticDir, browser });
        render.push(r.renderMs);
        total.push(r.renderMs + r.pdfMs);
        pages = r.pages;
      }
    } finally {
      await browser.close();
    }
    console.log(
      [
        `print: 20-combatant 5e encounter, roster + stat blocks + map at 2.5 cm a hex (${pages} A4 pages, ${(cold.pdf.length / 1024).toFixed(0)} KiB)`,
        `  print view drawn (fonts loaded): median ${median(render).toFixed(0)} ms`,
        `  PDF (view + Chromium's PDF):     median ${median(total).toFixed(0)} ms, worst ${Math.max(...total).toFixed(0)} ms (target ≤ 3000 ms)`,
        `  first PDF, Chromium launch included (asalto print): ${coldMs.toFixed(0)} ms`,
      ].join('\n'),
    );
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}, 120_000);
