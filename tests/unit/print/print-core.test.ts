// Issue #17: the print view's pure parts (tiling, the @page rule, the roster's HP boxes and the distinct
// creatures), the print options and flags, and the print.data channel the view draws from.
import { describe, expect, it } from 'vitest';
import { mapBounds } from '../../../renderer/battlefield/geometry.js';
import { cssString, pageRule } from '../../../renderer/print/page-style.js';
import { baseName, conditionNames, creatureGroups, hpBoxes, MAX_HP_BOXES } from '../../../renderer/print/print-model.js';
import { mmPerPixel, OVERLAP_MM, TILE_LABEL_MM, tileMap } from '../../../renderer/print/tiles.js';
import { printOptionsFromFlags } from '../../../main/cli/print-cli.js';
import { pdfPageCount } from '../../../main/print/pdf.js';
import { contentSecurityPolicy } from '../../../main/service/csp.js';
import { DEFAULT_PRINT_OPTIONS, printableArea, printOptionsSchema, type PrintData } from '../../../shared/print/options.js';
import type { Result } from '../../../shared/contract/result.js';
import type { GmView } from '../../../shared/contract/views.js';
import type { Combatant } from '../../../shared/model/encounter.js';
import { setLocale } from '../../../shared/i18n/paraglide/runtime.js';
import { emptyState, makeService } from '../../helpers/fixtures.js';

const combatant = (over: Partial<Combatant>): Combatant =>
  ({ id: 'a', name: 'A', side: 'enemy', kind: 'monster', hp: { current: 7, max: 7 }, initiative: null, conditions: [], hidden: false, notes: '', position: null, size: 'medium', speed: 6, reach: { min: 1, max: 1 }, moved: 0, tiebreak: 0, initiativeBonus: 0, sheet: null, life: 'ok', deathSaves: { successes: 0, failures: 0 }, tempHp: 0, surprised: false, concentration: null, economy: { action: true, bonus: true, reaction: true, movement: 0 }, grappling: [], timers: [], ...over }) as Combatant;

describe('map tiling at miniature scale', () => {
  it('a hex 2.5 cm across its flats is 25 mm on paper', () => {
    expect(mmPerPixel(2.5) * Math.sqrt(3) * 32).toBeCloseTo(25, 9);
  });

  it('cuts a 24×16 map at 2.5 cm into overlapping A4 tiles that cover it exactly', () => {
    const page = printableArea({ paper: 'A4', orientation: 'portrait' });
    expect(page).toEqual({ width: 186, height: 269 });
    const t = tileMap({ cols: 24, rows: 16, orientation: 'pointy' }, 2.5, page);
    const b = mapBounds({ cols: 24, rows: 16, orientation: 'pointy' });
    expect(t.widthMm).toBeCloseTo(b.width * mmPerPixel(2.5), 6);
    // 24 hexes of 25 mm plus half a hex ≈ 612 mm: ceil((612 − 10) / (186 − 10)) = 4 columns.
    expect(t.cols).toBe(Math.ceil((t.widthMm - OVERLAP_MM) / (page.width - OVERLAP_MM)));
    expect(t.cols).toBe(4);
    expect(t.rows).toBe(Math.ceil((t.heightMm - OVERLAP_MM) / (page.height - TILE_LABEL_MM - OVERLAP_MM)));
    expect(t.tiles.map((x) => x.label).slice(0, 5)).toEqual(['A1', 'A2', 'A3', 'A4', 'B1']);
    // Neighbours overlap by 10 mm; the last column ends at the map's edge.
    const [a1, a2] = t.tiles;
    expect((a1!.view.x + a1!.view.width - a2!.view.x) * t.mmPerPixel).toBeCloseTo(OVERLAP_MM, 6);
    const last = t.tiles[t.cols - 1]!;
    expect(last.view.x + last.view.width).toBeCloseTo(b.x + b.width, 6);
    for (const x of t.tiles) {
      expect(x.widthMm).toBeLessThanOrEqual(page.width + 1e-9);
      expect(x.heightMm).toBeLessThanOrEqual(page.height - TILE_LABEL_MM + 1e-9);
    }
  });

  it('a map that fits is one tile, and landscape Letter turns the page', () => {
    const small = tileMap({ cols: 6, rows: 4, orientation: 'flat' }, 2.5, printableArea({ paper: 'A4', orientation: 'portrait' }));
    expect(small.tiles).toHaveLength(1);
    expect(small.tiles[0]!.view).toEqual(small.bounds);
    expect(printableArea({ paper: 'letter', orientation: 'landscape' })).toEqual({ width: 279.4 - 24, height: 215.9 - 28 });
  });
});

describe('the page rule', () => {
  it('sizes the page, puts the name and "Página n de N" in the footer, and escapes the name', () => {
    const css = pageRule({ paper: 'letter', orientation: 'landscape' }, 'El "vado"\\norte', 'Página {page} de {pages}');
    expect(css).toContain('size: 279.4mm 215.9mm');
    expect(css).toContain('@bottom-left { content: "El \\"vado\\"\\\\norte";');
    expect(css).toContain('@bottom-right { content: "Página " counter(page) " de " counter(pages);');
    expect(cssString('a\nb')).toBe('"a b"');
  });
});

describe('the roster and the stat blocks', () => {
  it('one box per HP, the lost ones ticked; none above the limit', () => {
    expect(hpBoxes(4, 7)).toEqual({ lost: 3, left: 4 });
    expect(hpBoxes(-2, 7)).toEqual({ lost: 7, left: 0 });
    expect(hpBoxes(9, 7)).toEqual({ lost: 0, left: 7 });
    expect(hpBoxes(10, MAX_HP_BOXES + 1)).toBeNull();
  });

  it('numbered duplicates with the same stat block print one block, listing them in turn order', () => {
    const sheet = { system: 'dnd5e', stats: { hpMax: 7 } } as unknown as Combatant['sheet'];
    const state = {
      ...emptyState(),
      combatants: [
        combatant({ id: 'g2', name: 'Goblin 2', initiative: 12, sheet }),
        combatant({ id: 'g1', name: 'Goblin 1', initiative: 15, sheet }),
        combatant({ id: 'boss', name: 'Goblin 3', initiative: 9, sheet: { system: 'dnd5e', stats: { hpMax: 21 } } as unknown as Combatant['sheet'] }),
        combatant({ id: 'h', name: 'Spy', hidden: true, initiative: 20 }),
      ],
    };
    const groups = creatureGroups(state, true);
    expect(groups.map((g) => [g.first.id, g.members.map((c) => c.id)])).toEqual([['h', ['h']], ['g1', ['g1', 'g2']], ['boss', ['boss']]]);
    expect(creatureGroups(state, false).map((g) => g.first.id)).toEqual(['g1', 'boss']);
    expect(baseName('Goblin 12')).toBe('Goblin');
    expect(baseName('42')).toBe('42');
  });

  it("conditions print by name in the print's language, with the turns left", () => {
    void setLocale('es', { reload: false });
    const c = combatant({ conditions: ['prone', 'Marcado'], timers: [{ condition: 'prone', at: 'end', of: 'a', turns: 2 }] });
    expect(conditionNames('dnd5e', c)).toEqual(['tumbado (2)', 'Marcado']);
    void setLocale('en', { reload: false });
    expect(conditionNames('dnd5e', c)).toEqual(['prone (2)', 'Marcado']);
  });
});

describe('print options and `asalto print` flags', () => {
  it('defaults to A4 portrait with roster, stat blocks and map at 2.5 cm', () => {
    expect(DEFAULT_PRINT_OPTIONS).toEqual({ paper: 'A4', orientation: 'portrait', lang: 'es', parts: { roster: true, blocks: true, map: true, handout: false, log: false }, hexCm: 2.5, hidden: true, ink: false });
    expect(printOptionsSchema.safeParse({ hexCm: 7 }).success).toBe(false);
    expect(printOptionsSchema.safeParse({ paper: 'A3' }).success).toBe(false);
  });

  it('reads the flags, and names the flag and value it refuses', () => {
    const flags = { landscape: true, withoutHidden: true, ink: true, paper: 'LETTER', parts: 'roster, log', hexCm: '3' };
    expect(printOptionsFromFlags(flags, 'en')).toEqual({
      ok: true,
      value: { paper: 'letter', orientation: 'landscape', lang: 'en', parts: { roster: true, blocks: false, map: false, handout: false, log: true }, hexCm: 3, hidden: false, ink: true },
    });
    void setLocale('en', { reload: false });
    const base = { landscape: false, withoutHidden: false, ink: false };
    expect(printOptionsFromFlags({ ...base, parts: 'roster,maps' }, 'es')).toMatchObject({ ok: false, error: { message: '--parts: maps is not valid (expected roster, blocks, map, handout, log)' } });
    expect(printOptionsFromFlags({ ...base, paper: 'A3' }, 'es')).toMatchObject({ ok: false, error: { message: '--paper: A3 is not valid (expected A4, letter)' } });
    expect(printOptionsFromFlags({ ...base, hexCm: 'big' }, 'es')).toMatchObject({ ok: false, error: { message: '--hex-cm: big is not valid (expected 0.5–6)' } });
  });

  it('counts the pages of a PDF by its page objects, not the page tree', () => {
    expect(pdfPageCount(Buffer.from('<< /Type /Pages /Count 2 >> << /Type /Page >> << /Type/Page/Parent 1 0 R >>'))).toBe(2);
  });

  it('only the print view may be framed, and only by our own pages', () => {
    expect(contentSecurityPolicy()).toContain("frame-ancestors 'none'");
    expect(contentSecurityPolicy([], { framedBySelf: true })).toContain("frame-ancestors 'self'");
    expect(contentSecurityPolicy()).toContain("frame-src 'self'");
  });
});

describe('the print.data channel', () => {
  it("gives the GM's state and log and the player projection, which has no hidden combatant", () => {
    const { service } = makeService();
    const created = service.handle('encounter.create', { name: 'Vado', system: 'generic' }, 'gm') as Result<GmView>;
    const id = created.ok ? created.value.encounter.id : '';
    const run = (command: Record<string, unknown>) => expect(service.handle('encounter.command', { encounterId: id, command }, 'gm').ok).toBe(true);
    run({ type: 'addCombatant', combatant: { id: 'x', name: 'Aria', side: 'party', kind: 'pc', hp: { max: 10 } } });
    run({ type: 'addCombatant', combatant: { id: 'y', name: 'Espía', side: 'enemy', kind: 'monster', hp: { max: 5 }, hidden: true, notes: 'secreto' } });
    const r = service.handle('print.data', { id }, 'gm') as Result<PrintData>;
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.encounter.combatants.map((c) => c.name)).toEqual(['Aria', 'Espía']);
    expect(r.value.log).toHaveLength(2);
    expect(r.value.player.combatants.map((c) => c.name)).toEqual(['Aria']);
    expect(JSON.stringify(r.value.player)).not.toContain('secreto');
    // Without an id: the open encounter.
    expect((service.handle('print.data', {}, 'gm') as Result<PrintData>).ok).toBe(true);
  });

  it('refuses an unknown encounter, a player caller, and a PDF save where the host cannot save', () => {
    const { service } = makeService();
    expect(service.handle('print.data', { id: 'enc-nope' }, 'gm')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    expect(service.handle('print.data', {}, 'player')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    expect(service.handle('print.savePdf', { id: 'enc-1', options: {} }, 'gm')).toMatchObject({ ok: false, error: { code: 'NOT_SUPPORTED' } });
    expect(service.handle('print.savePdf', { id: 'enc-1', options: { paper: 'A3' } }, 'gm')).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD', path: 'payload.options.paper' } });
  });

  it('handleAsync hands the host the print data and the options, and its answer back', async () => {
    let got: unknown = null;
    const { service } = makeService(undefined, {
      host: {
        transport: 'electron',
        savePdf: (data, options) => {
          got = { name: data.encounter.name, paper: options.paper };
          return Promise.resolve({ ok: true, value: { saved: '/tmp/x.pdf' } });
        },
      },
    });
    const created = service.handle('encounter.create', { name: 'Vado', system: 'generic' }, 'gm') as Result<GmView>;
    const id = created.ok ? created.value.encounter.id : '';
    expect(await service.handleAsync('print.savePdf', { id, options: { paper: 'letter' } }, 'gm')).toEqual({ ok: true, value: { saved: '/tmp/x.pdf' } });
    expect(got).toEqual({ name: 'Vado', paper: 'letter' });
    expect(await service.handleAsync('encounter.current', {}, 'gm')).toMatchObject({ ok: true });
  });
});
