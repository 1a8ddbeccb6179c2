// Issue #17: printed encounter sheets. The PDFs come from Chromium's own engine (playwright-core's page.pdf
// through `asalto print`, and the web host's PDF route); pages are read back with poppler's tools.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAppService } from '../../main/service/bootstrap.js';
import { runCli } from '../../main/cli/cli.js';
import type { Result } from '../../shared/contract/result.js';
import type { GmView } from '../../shared/contract/views.js';
import { e2eTimeouts, launchChromium, screenshotDir, startTestHost } from '../helpers/browser.js';
import { repoRoot, tempDir } from '../helpers/fixtures.js';
import { ACCENTS, build5ePrintFight, pdfInfo, pdfPages, pdfToPngs } from '../helpers/print.js';

e2eTimeouts();

const dataDir = tempDir('print');
const outDir = tempDir('print-out');
let fight5e = '';
const demos: Record<string, string> = {};

beforeAll(() => {
  const { service } = createAppService({ dataDir, host: { transport: 'web' }, resourcesDir: path.join(repoRoot, 'resources'), seedDemo: false });
  fight5e = build5ePrintFight(service);
  for (const demo of ['akenar', 'pf1', 'runequest']) {
    const r = service.handle('encounter.createDemo', { demo }, 'gm') as Result<GmView>;
    if (!r.ok) throw new Error(r.error.message);
    demos[demo] = r.value.encounter.id;
  }
});
afterAll(() => {
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
});

/** `asalto print` in this process; returns the PDF's path and what the command printed. */
async function print(id: string, name: string, ...flags: string[]): Promise<{ file: string; out: string[]; err: string[]; code: number }> {
  const file = path.join(outDir, `${name}.pdf`);
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(['print', id, '--data-dir', dataDir, '--out', file, ...flags], { out: (l) => out.push(l), err: (l) => err.push(l), env: process.env });
  return { file, out, err, code };
}

describe('asalto print (issue #17)', () => {
  it('prints the 5e fight on A4: roster sorted by initiative with HP boxes, stat blocks, the tiled map; accents kept', async () => {
    const r = await print(fight5e, 'print-5e', '--lang', 'es');
    expect(r.err).toEqual([]);
    expect(r.code).toBe(0);
    const info = pdfInfo(r.file);
    expect(info['Page size']).toMatch(/^59[45]\.\d+ x 841\.\d+ pts \(A4\)$/);
    const pages = pdfPages(r.file);
    expect(Number(info.Pages)).toBe(pages.length);
    expect(r.out[0]).toContain(`(${pages.length} páginas, A4)`);
    const all = pages.join('\n');
    for (const word of ACCENTS) expect(all).toContain(word);
    // The roster: every combatant (the hidden one marked), in initiative order, with one box per HP.
    const roster = pages[0]!;
    expect(roster).toContain('Combatientes');
    const rows = [...roster.matchAll(/^\s+(\d+)\s+(\S+(?: \S+)?)\s{2,}/gm)].map((x) => ({ init: Number(x[1]), name: x[2]! }));
    expect(rows.map((x) => x.name).sort()).toEqual(['Cela', 'Goblin 1', 'Goblin 2', 'Goblin 3', 'Lobo', 'Osgo emboscado', 'Álvaro', 'Íñigo', 'Ramón'].sort());
    for (let i = 1; i < rows.length; i++) expect(rows[i]!.init, rows[i]!.name).toBeLessThanOrEqual(rows[i - 1]!.init);
    expect(roster).toMatch(/Osgo emboscado[^\n]*\n\s+oculto/);
    // Goblin 1 took 3 of its 7: ■■■□□□□ (ticked, then empty), as text; Íñigo's 28 are all empty.
    expect(roster).toMatch(/Goblin 1\s+Enemigo\s+CA 15\s+4\/7\s+■■■□□\s*□□\s/);
    expect(roster).toMatch(/Íñigo\s+Grupo\s+CA 19\s+28\/28\s+(□{5}\s*){5}□{3}\s/);
    // The 5e stat block: the goblin's armour class, hit dice and scimitar as the SRD prints them.
    expect(all).toMatch(/Goblin 1[\s\S]*Clase de armadura\s+15/);
    // Footer: the encounter's name and "Página n de N" on every page.
    pages.forEach((p, i) => expect(p).toContain(`Página ${i + 1} de ${pages.length}`));
    pages.forEach((p) => expect(p).toContain('Asalto al túnel del café'));
    // Stat blocks of distinct creatures: the three goblins share one.
    expect(all).toMatch(/En este combate: Goblin [123], Goblin [123], Goblin [123]/);
    // The map: an overview and its tiles at 2.5 cm a hex.
    expect(all).toMatch(/Montaje: \d+ páginas en \d+ filas × \d+ columnas, 1 hexágono = 2,5 cm/);
    expect(all).toContain('página A1 de');
    pdfToPngs(r.file, screenshotDir, 'print-5e');
  });

  it('prints the Akenar demo on Letter, landscape, in English, with the log', async () => {
    const r = await print(demos.akenar!, 'print-akenar', '--lang', 'en', '--paper', 'letter', '--landscape', '--parts', 'roster,blocks,log');
    expect(r.err).toEqual([]);
    const info = pdfInfo(r.file);
    expect(info['Page size']).toMatch(/^792(\.\d+)? x 612(\.\d+)? pts \(letter\)$/);
    const all = pdfPages(r.file).join('\n');
    expect(all).toContain('Roster');
    expect(all).toContain('Feliot');
    expect(all).toContain('Record of the fight');
    expect(all).not.toContain('Battlefield');
    pdfToPngs(r.file, screenshotDir, 'print-akenar');
  });

  it("every system's stat block prints in its conventions, with its roster cells", async () => {
    const expected: Record<string, RegExp[]> = {
      akenar: [/CA 7 \(armadura 6 \+ casco 1\)\s+Esquiva 14\s+Parada 11/, /Defensa base 10/, /CA 7 · Esq 14 \/\s*Par 11 \/ Base 10|CA 7 · Esq 14 \//],
      pf1: [/CA 22, toque 11, desprevenido 21/, /BMC \+10; DMC 21 \(20 desprevenido\)/, /CA 22 · toque 11 ·/],
      runequest: [/LOCALIZACIONES/, /1–3\s+pierna derecha\s+2\s+5/, /Espada ancha\s+67%\s+1D8\+1D2\s+4\s+12/, /RA|mod\.\s*RA/],
    };
    for (const [demo, patterns] of Object.entries(expected)) {
      const r = await print(demos[demo]!, `print-blocks-${demo}`, '--lang', 'es', '--parts', 'roster,blocks');
      expect(r.code, demo).toBe(0);
      const all = pdfPages(r.file).join('\n');
      expect(all, demo).toContain('Perfiles');
      for (const p of patterns) expect(all, `${demo}: ${p}`).toMatch(p);
      pdfToPngs(r.file, screenshotDir, `print-${demo}-blocks`);
    }
  });

  it('the player handout holds no hidden combatant, while the GM roster has it', async () => {
    const r = await print(fight5e, 'print-handout', '--lang', 'es', '--parts', 'handout');
    expect(r.code).toBe(0);
    const all = pdfPages(r.file).join('\n');
    expect(all).toContain('para los jugadores');
    expect(all).toContain('Íñigo');
    expect(all).not.toContain('Osgo');
    expect(all).not.toContain('Sale en la ronda 2');
    expect(all).not.toContain('Combatientes');
    // Nothing of the GM's heading either (it counts the hidden one), and no blank first page.
    expect(all).not.toMatch(/\d+ combatientes/);
    expect(pdfPages(r.file)[0]).toContain('para los jugadores');
    const gm = pdfPages((await print(fight5e, 'print-gm-without-hidden', '--lang', 'es', '--parts', 'map', '--without-hidden')).file);
    expect(gm.join('\n')).not.toContain('Osgo');
    expect(gm[0]).toContain('Campo de batalla');
    pdfToPngs(r.file, screenshotDir, 'print-handout', { pages: 2 });
  });

  it('refuses bad flags and unknown encounters, naming what and where', async () => {
    const bad = await print(fight5e, 'x', '--paper', 'A3');
    expect(bad.code).toBe(2);
    expect(bad.err.join('\n')).toMatch(/--paper: A3/);
    const scale = await print(fight5e, 'x', '--hex-cm', '40');
    expect(scale.err.join('\n')).toMatch(/--hex-cm: 40/);
    const none = await print('enc-nothere', 'x');
    expect(none.code).toBe(1);
    expect(none.err.join('\n')).toContain('enc-nothere');
    const lines: string[] = [];
    const code = await runCli(['print', fight5e, '--data-dir', dataDir, '--out', path.join(outDir, 'n.pdf')], {
      out: () => {},
      err: (l) => lines.push(l),
      env: { ...process.env, CHROMIUM_PATH: '/nonexistent/chromium' },
    });
    expect(code).toBe(1);
    expect(lines.join('\n')).toMatch(/NO_CHROMIUM.*\/nonexistent\/chromium.*CHROMIUM_PATH/);
    expect(fs.existsSync(path.join(outDir, 'n.pdf'))).toBe(false);
  });
});

describe('the print dialog and the PDF route of the web host (issue #17)', () => {
  it('previews the print view live, checks the scale, and serves the PDF only with the GM token', async () => {
    const { host, close } = await startTestHost(tempDir('print-web'));
    const browser = await launchChromium();
    try {
      const gm = await (await browser.newContext({ locale: 'es-ES', viewport: { width: 1366, height: 768 } })).newPage();
      await gm.goto(host.gmUrl);
      await gm.getByTestId('combatant').first().waitFor();
      await gm.getByTestId('print-open').click();
      const preview = gm.frameLocator('[data-testid=print-preview]');
      await expect.poll(() => gm.getByTestId('print-preview').getAttribute('data-ready')).not.toBe('0');
      await expect.poll(() => preview.locator('[data-part=roster]').textContent()).toContain('Combatientes');
      // A change of the options redraws the preview: the log part appears.
      await gm.getByTestId('print-part-log').check();
      await expect.poll(() => preview.locator('[data-part=log]').count()).toBe(1);
      // Ink-saving: the roster's heading band goes white.
      const band = () => preview.locator('[data-part=roster] th').first().evaluate((el) => getComputedStyle(el).backgroundColor);
      expect(await band()).toBe('rgb(230, 230, 230)');
      await gm.getByTestId('print-ink').check();
      await expect.poll(band).toBe('rgb(255, 255, 255)');
      // A scale it cannot print is refused beside the field, and the PDF waits for a good one.
      await gm.getByTestId('print-hexcm').fill('9');
      await expect.poll(() => gm.getByTestId('print-hexcm-error').textContent()).toContain('entre 0,5 y 6 cm');
      expect(await gm.getByTestId('print-pdf').isDisabled()).toBe(true);
      await gm.getByTestId('print-hexcm').fill('2.5');
      await expect.poll(() => gm.getByTestId('print-pdf').isDisabled()).toBe(false);
      await gm.screenshot({ path: path.join(screenshotDir, 'print-dialog.png') });
      // The route: a PDF with the GM token, 403 without it, a named problem for bad options.
      const token = new URL(host.gmUrl).searchParams.get('token')!;
      const options = JSON.stringify({ parts: { roster: true, blocks: false, map: false, handout: false, log: false } });
      const ok = await fetch(`${host.origin}/print.pdf?${new URLSearchParams({ token, options })}`);
      expect(ok.status).toBe(200);
      expect(ok.headers.get('content-type')).toBe('application/pdf');
      expect(Buffer.from(await ok.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
      expect((await fetch(`${host.origin}/print.pdf?${new URLSearchParams({ options })}`)).status).toBe(403);
      const bad = await fetch(`${host.origin}/print.pdf?${new URLSearchParams({ token, options: '{"paper":"A3"}' })}`);
      expect(bad.status).toBe(400);
      expect(await bad.text()).toMatch(/paper/);
    } finally {
      await browser.close();
      await close();
    }
  });
});
