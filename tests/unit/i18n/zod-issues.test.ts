// One language (issue #15): validation problems read in the GM's language. Every zod issue code a schema of
// ours can raise becomes a message reference (`issueRef`); the systems' own checks name theirs; main's
// replies carry the references, so a Spanish window shows no zod English.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formProblems, issueParam, issueRef, issueText } from '../../../shared/contract/issues.js';
import { errorText } from '../../../shared/contract/refuse.js';
import { nestedRef, renderRef } from '../../../shared/log/text.js';
import { setLocale } from '../../../shared/i18n/paraglide/runtime.js';
import { rqStatsSchema } from '../../../shared/systems/runequest/schema.js';
import { equipmentCatalogueSchema } from '../../../shared/systems/akenar/equipment.js';
import { makeService, repoRoot, tempDir } from '../../helpers/fixtures.js';
import { LibraryStore } from '../../../main/library/library-store.js';
import { loadLibrary } from '../../../main/service/bootstrap.js';
import fs from 'node:fs';
import path from 'node:path';

beforeAll(() => void setLocale('es', { reload: false }));
afterAll(() => void setLocale('en', { reload: false }));

const first = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  if (r.success) throw new Error('parsed');
  return r.error.issues[0]!;
};

describe('each zod issue in Spanish', () => {
  it.each([
    ['a missing field', z.object({ hp: z.number() }), {}, 'obligatorio'],
    ['a wrong type', z.number(), 'x', 'debe ser un número'],
    ['a fraction for a whole number', z.number().int(), 1.5, 'debe ser un número entero'],
    ['an empty name', z.string().min(1), '', 'no puede estar vacío'],
    ['a short text', z.string().min(3), 'ab', 'necesita al menos 3 caracteres'],
    ['a long text', z.string().max(2), 'abc', 'admite como máximo 2 caracteres'],
    ['too few items', z.array(z.number()).min(2), [1], 'necesita al menos 2 elementos'],
    ['too many items', z.array(z.number()).max(1), [1, 2], 'admite como máximo 1 elementos'],
    ['under a minimum', z.number().min(1), 0, 'debe ser como mínimo 1'],
    ['not positive', z.number().positive(), 0, 'debe ser mayor que 0'],
    ['over a maximum', z.number().max(30), 31, 'debe ser como máximo 30'],
    ['not under a bound', z.number().lt(5), 5, 'debe ser menor que 5'],
    ['one literal', z.literal(1), 2, 'debe ser 1'],
    ['an enum', z.enum(['melee', 'ranged']), 'magic', 'debe ser uno de: melee, ranged'],
    ['unknown keys', z.strictObject({}), { a: 1, b: 2 }, 'campos desconocidos: a, b'],
    ['a union', z.union([z.string(), z.number()]), true, 'no coincide con ninguna de las formas admitidas'],
    ['a discriminator', z.discriminatedUnion('kind', [z.object({ kind: z.literal('a') }), z.object({ kind: z.literal('b') })]), { kind: 'c' }, 'debe ser uno de: a, b'],
    ['a pattern', z.string().regex(/^\d+d\d+$/), 'x', 'no tiene el formato esperado'],
    ['a multiple', z.number().multipleOf(5), 7, 'debe ser múltiplo de 5'],
  ])('%s', (_, schema, value, spanish) => {
    const issue = first(schema as z.ZodType, value);
    expect(issueText({ message: issue.message, ref: issueRef(issue) })).toBe(spanish);
    expect(issueText({ message: issue.message, ref: issueRef(issue) }, 'en')).not.toBe(spanish);
  });

  it('lists at most eight unknown keys', () => {
    const keys = Object.fromEntries(Array.from({ length: 500 }, (_, i) => [`k${i}`, 0]));
    const text = renderRef(issueRef(first(z.strictObject({}), keys)));
    expect(text).toBe('campos desconocidos: k0, k1, k2, k3, k4, k5, k6, k7…');
  });

  it('a form\'s alert names the first three problems by path, then how many more', () => {
    const r = z.object({ a: z.number(), b: z.string().min(1), c: z.boolean(), d: z.number() }).safeParse({ b: '' });
    expect(r.success).toBe(false);
    expect(formProblems(r.error!.issues)).toBe('a: obligatorio; b: no puede estar vacío; c: obligatorio (y 1 más)');
  });

  it('a message reference nests in another as a param, in the reader\'s language', () => {
    const inner = issueParam(first(z.number().min(1), 0));
    expect(inner).toBe(nestedRef({ msg: 'zod_min_number', params: { limit: '1' } }));
    expect(renderRef({ msg: 'imp_invalid_stats', params: { field: 'hpMax', issue: inner } })).toContain('debe ser como mínimo 1');
    expect(renderRef({ msg: 'imp_invalid_stats', params: { field: 'hpMax', issue: inner } }, 'en')).toContain('must be at least 1');
    expect(renderRef({ msg: 'imp_invalid_stats', params: { field: 'x', issue: '@zod_min_number{broken' } })).toContain('zod_min_number');
  });
});

describe('the systems\' own checks name their message', () => {
  it('RuneQuest: two weapons with one id, a ready weapon not on the sheet', () => {
    const weapon = { id: 'sword', name: 'Espada', skill: '1h-sword', kind: 'melee', family: 'sword', damage: '1d8', ap: 4, hp: 12 };
    const stats = {
      system: 'runequest', v: 1, characteristics: { str: 11, con: 11, siz: 13, int: 11, pow: 11, dex: 11, cha: 11 },
      skills: { '1h-sword': 40 }, weapons: [weapon, weapon], ready: { right: 'axe', left: null },
    };
    const r = rqStatsSchema.safeParse(stats);
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.message)).toEqual(['two weapons are called "sword"', 'no weapon "axe" on the sheet']);
    expect(formProblems(r.error!.issues)).toBe('weapons.1.id: dos armas se llaman «sword»; ready.right: no hay ningún arma «axe» en la ficha');
  });

  it('Akenar: a shield with CA, in the catalogue editor\'s words', () => {
    const catalogue = JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'akenar', 'equipment.json'), 'utf8')) as { armour: { slot: string; ca: number }[] };
    const shield = catalogue.armour.find((a) => a.slot === 'shield')!;
    shield.ca = 2;
    const r = equipmentCatalogueSchema.safeParse(catalogue);
    expect(r.success).toBe(false);
    expect(formProblems(r.error!.issues)).toMatch(/^armour\.\d+\.ca: los escudos no tienen CA$/);
  });
});

describe('main\'s replies carry the references', () => {
  it('a stat block saved to the library names its field and problem in Spanish', () => {
    const bundled = loadLibrary(path.join(repoRoot, 'resources'));
    const dir = tempDir();
    const { service } = makeService(dir, { library: () => bundled, libraryStore: new LibraryStore(dir), demo: undefined });
    const goblin = bundled.entries.find((e) => e.id === 'goblin') as { stats: Record<string, unknown> } | undefined;
    const bad = service.handle('library.save', { entry: { system: 'dnd5e', name: 'X', kind: 'monster', stats: { ...goblin!.stats, ac: -3 } } }, 'gm');
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(errorText(bad.error)).toBe('La ficha resultante no es válida en ac: debe ser como mínimo 0');
    expect(bad.error.message).toBe('The stat block it makes is not valid at ac: must be at least 0');
  });

  it('an invalid payload lists its issues in Spanish and counts the rest', () => {
    const { service } = makeService();
    const r = service.handle('view.setPlayerCamera', { mode: 'rect', rect: Object.fromEntries(Array.from({ length: 14 }, (_, i) => [`k${i}`, i])) }, 'gm');
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(errorText(r.error)).toMatch(/^datos no válidos para view\.setPlayerCamera: payload\.rect\.x: obligatorio; .*campos desconocidos: k0, k1/);
  });
});
