import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Service } from '../../main/service/service.js';
import type { Result } from '../../shared/contract/result.js';
import type { GmView } from '../../shared/contract/views.js';
import { dnd5eSheet } from '../../shared/systems/dnd5e/sheet.js';
import { srd } from './dnd5e.js';

/** Accented words the printed pages must keep (á é í ó ú ñ and capitals). */
export const ACCENTS = ['Íñigo', 'Ramón', 'café', 'túnel', 'Álvaro'];

/**
 * A 5e fight to print: four PCs (accented names), `goblins` numbered goblins, a wolf, one hidden bugbear,
 * all on a 20×12 map; initiative set (the same pages every run), a goblin hurt. Returns the encounter id.
 */
export function build5ePrintFight(service: Service, goblins = 3): string {
  const created = service.handle('encounter.create', { name: 'Asalto al túnel del café', system: 'dnd5e' }, 'gm') as Result<GmView>;
  if (!created.ok) throw new Error(created.error.message);
  const id = created.value.encounter.id;
  const run = (command: Record<string, unknown>) => {
    const r = service.handle('encounter.command', { encounterId: id, command }, 'gm');
    if (!r.ok) throw new Error(`${JSON.stringify(command).slice(0, 80)}: ${r.error.message}`);
  };
  run({ type: 'setMap', settings: { cols: 20, rows: 12, orientation: 'pointy', hexSize: { value: 5, unit: 'ft' } } });
  const add = (cid: string, name: string, entry: string, side: string, kind: string, q: number, r: number, extra: Record<string, unknown> = {}) => {
    const stats = srd(entry);
    run({ type: 'addCombatant', combatant: { id: cid, name, side, kind, hp: { max: stats.hpMax }, sheet: dnd5eSheet(stats), ...extra } });
    run({ type: 'placeCombatant', id: cid, at: { q, r } });
  };
  add('inigo', 'Íñigo', 'fighter-3', 'party', 'pc', 3, 5);
  add('ramon', 'Ramón', 'rogue-3', 'party', 'pc', 2, 6);
  add('alvaro', 'Álvaro', 'cleric-3', 'party', 'pc', 3, 7);
  add('cela', 'Cela', 'wizard-3', 'party', 'pc', 1, 7);
  for (let i = 1; i <= goblins; i++) add(`gob${i}`, `Goblin ${i}`, 'goblin', 'enemy', 'monster', 8 + (i % 6), 3 + Math.floor(i / 6) + (i % 3));
  add('wolf', 'Lobo', 'wolf', 'enemy', 'monster', 12, 8);
  add('boss', 'Osgo emboscado', 'bugbear', 'enemy', 'monster', 15, 2, { hidden: true, notes: 'Sale en la ronda 2' });
  const order = ['ramon', 'gob1', 'inigo', 'wolf', 'alvaro', 'boss', 'cela', ...Array.from({ length: goblins - 1 }, (_, i) => `gob${i + 2}`)];
  order.forEach((cid, i) => run({ type: 'setInitiative', id: cid, value: 24 - i }));
  run({ type: 'damage', id: 'gob1', amount: 3 });
  return id;
}

/** `pdfinfo`'s fields (Pages, Page size…). */
export function pdfInfo(file: string): Record<string, string> {
  const out = execFileSync('pdfinfo', [file], { encoding: 'utf8' });
  return Object.fromEntries(out.split('\n').filter((l) => l.includes(':')).map((l) => [l.slice(0, l.indexOf(':')).trim(), l.slice(l.indexOf(':') + 1).trim()]));
}

/**
 * The PDF's text layer, page by page (`pdftotext`, form feeds between pages). pdftotext puts a space after
 * a bold accented capital ("Á lvaro") that the page does not show: it is taken out.
 */
export function pdfPages(file: string): string[] {
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' })
    .replace(/([ÁÉÍÓÚÑ]) (?=\p{Ll})/gu, '$1')
    .split('\f')
    .slice(0, -1);
}

/** The first `pages` pages (all by default) as PNGs (`pdftoppm`), into `dir` as `<name>-<n>.png`; returns the files. */
export function pdfToPngs(file: string, dir: string, name: string, { dpi = 50, pages }: { dpi?: number; pages?: number } = {}): string[] {
  for (const f of fs.readdirSync(dir)) if (new RegExp(`^${name}-\\d+\\.png$`).test(f)) fs.rmSync(path.join(dir, f));
  execFileSync('pdftoppm', ['-png', '-r', String(dpi), ...(pages ? ['-l', String(pages)] : []), file, path.join(dir, name)]);
  // pdftoppm pads page numbers to the page count's width ("-01" from 10 pages): name them "-1", "-2"… always.
  return fs
    .readdirSync(dir)
    .filter((f) => new RegExp(`^${name}-\\d+\\.png$`).test(f))
    .map((f) => {
      const to = `${name}-${Number(/-(\d+)\.png$/.exec(f)![1])}.png`;
      if (to !== f) fs.renameSync(path.join(dir, f), path.join(dir, to));
      return path.join(dir, to);
    })
    .sort();
}
