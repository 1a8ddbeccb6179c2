import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AkenarCatalogueStore, CatalogueError } from '../../../main/rules/akenar/catalogue-store.js';
import { GM_REASON, GM_REASON_TEXT, setField, withGmReason } from '../../../shared/systems/akenar/catalogue-edit.js';
import { equipmentCatalogueSchema, type EquipmentCatalogue } from '../../../shared/systems/akenar/equipment.js';
import { repoRoot, tempDir } from '../../helpers/fixtures.js';

const bundledFile = path.join(repoRoot, 'resources', 'akenar', 'equipment.json');
const bundled = () => equipmentCatalogueSchema.parse(JSON.parse(fs.readFileSync(bundledFile, 'utf8')));
const clock = () => {
  let t = Date.parse('2026-03-01T10:00:00Z');
  return () => new Date((t += 1000));
};
const store = (dir = tempDir('catalogue')) => ({ dir, store: new AkenarCatalogueStore(dir, bundledFile, clock()) });
const pick = (c: EquipmentCatalogue) => c.weapons.find((w) => w.id === 'pico-de-cuervo')!;

/** The bundled catalogue with the heavy pick's PA changed by the GM. */
function edited(pa: number): EquipmentCatalogue {
  const c = bundled();
  setField(pick(c), 'pa', pa, pick(bundled()));
  return c;
}

describe('Akenar catalogue store', () => {
  it('uses the bundled catalogue until the GM saves a copy', () => {
    const { store: s, dir } = store();
    const v = s.get();
    expect(v).toMatchObject({ origin: 'bundled', problem: null, file: path.join(dir, 'akenar', 'equipment.json') });
    expect(pick(v.catalogue).pa).toBe(7);
    expect(fs.existsSync(s.file)).toBe(false);
  });

  it('saves the GM copy atomically, marking edited fields and adding the gm reason', () => {
    const { store: s, dir } = store();
    const v = s.save(edited(6));
    expect(v.origin).toBe('gm');
    expect(pick(v.catalogue)).toMatchObject({ pa: 6, sources: { pa: { from: 'default', reason: GM_REASON } } });
    expect(v.catalogue.defaultReasons[GM_REASON]).toBe(GM_REASON_TEXT);
    const onDisk = JSON.parse(fs.readFileSync(s.file, 'utf8')) as EquipmentCatalogue;
    expect(pick(onDisk).pa).toBe(6);
    expect(fs.readdirSync(path.join(dir, 'akenar'))).toEqual(['equipment.json']); // no temp file left
    // A fresh store (the next launch) reads the GM's copy.
    expect(pick(new AkenarCatalogueStore(dir, bundledFile).get().catalogue).pa).toBe(6);
  });

  it('an edit back to the loaded value gets its original source back', () => {
    const c = bundled();
    const original = pick(bundled());
    setField(pick(c), 'pa', 5, original);
    setField(pick(c), 'pa', 7, original);
    expect(pick(c).sources.pa).toEqual({ from: 'text', ruleId: 'EX-12', line: 225 });
    expect(withGmReason(c)).toBe(c); // nothing cites the gm reason: unchanged
  });

  it('refuses an invalid save, naming each JSON path, and leaves the previous file intact', () => {
    const { store: s } = store();
    s.save(edited(6));
    const before = fs.readFileSync(s.file, 'utf8');
    const bad = edited(99);
    (bad.armour[0] as { ca: number }).ca = -1;
    let error: unknown;
    try {
      s.save(bad);
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(CatalogueError);
    const e = error as CatalogueError;
    const i = bad.weapons.findIndex((w) => w.id === 'pico-de-cuervo');
    expect(e.code).toBe('INVALID_PAYLOAD');
    expect(e.issues.map((x) => x.path)).toEqual(expect.arrayContaining([`$.weapons.${i}.pa`, '$.armour.0.ca']));
    expect(e.message).toContain(`$.weapons.${i}.pa`);
    expect(fs.readFileSync(s.file, 'utf8')).toBe(before);
    expect(pick(s.get().catalogue).pa).toBe(6);
  });

  it('moves an invalid GM file aside, names the file and the JSON path, and uses the bundled catalogue', () => {
    const { store: s, dir } = store();
    s.save(edited(6));
    const raw = JSON.parse(fs.readFileSync(s.file, 'utf8')) as { weapons: { pa: unknown }[] };
    raw.weapons[2]!.pa = 'mucho';
    fs.writeFileSync(s.file, JSON.stringify(raw));
    const fresh = new AkenarCatalogueStore(dir, bundledFile, clock());
    const v = fresh.get();
    expect(v.origin).toBe('bundled');
    expect(pick(v.catalogue).pa).toBe(7);
    expect(v.problem).toMatchObject({ file: s.file, code: 'CORRUPT_FILE', issues: [{ path: '$.weapons.2.pa' }] });
    expect(v.problem!.message).toContain(s.file);
    expect(v.problem!.message).toContain('$.weapons.2.pa');
    expect(fs.existsSync(s.file)).toBe(false);
    const moved = v.problem!.movedTo!;
    expect(path.dirname(moved)).toBe(path.join(dir, 'akenar', 'damaged'));
    expect((JSON.parse(fs.readFileSync(moved, 'utf8')) as typeof raw).weapons[2]!.pa).toBe('mucho'); // kept as it was
    expect(fresh.get().problem?.movedTo).toBe(moved); // still reported until the next save
    fresh.save(edited(5));
    expect(fresh.get()).toMatchObject({ origin: 'gm', problem: null });
  });

  it('moves a GM file that is not JSON aside as well', () => {
    const { store: s, dir } = store();
    fs.mkdirSync(path.join(dir, 'akenar'), { recursive: true });
    fs.writeFileSync(s.file, '{"version": 1, "weapons": [');
    const v = s.get();
    expect(v).toMatchObject({ origin: 'bundled', problem: { code: 'CORRUPT_FILE', file: s.file, issues: [{ path: '$' }] } });
    expect(v.problem!.message).toMatch(/not valid JSON/);
    expect(fs.readFileSync(v.problem!.movedTo!, 'utf8')).toBe('{"version": 1, "weapons": [');
  });

  it('never overwrites a file damaged after loading: it is moved aside before the save', () => {
    const { store: s, dir } = store();
    s.save(edited(6));
    fs.writeFileSync(s.file, 'garbage');
    s.save(edited(4));
    const damaged = fs.readdirSync(path.join(dir, 'akenar', 'damaged'));
    expect(damaged).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, 'akenar', 'damaged', damaged[0]!), 'utf8')).toBe('garbage');
    expect(pick(s.get().catalogue).pa).toBe(4);
  });

  it('reset goes back to the bundled catalogue and keeps the GM copy in backups', () => {
    const { store: s, dir } = store();
    s.save(edited(6));
    const saved = fs.readFileSync(s.file, 'utf8');
    const v = s.reset();
    expect(v).toMatchObject({ origin: 'bundled', problem: null });
    expect(pick(v.catalogue).pa).toBe(7);
    expect(fs.existsSync(s.file)).toBe(false);
    const backups = fs.readdirSync(path.join(dir, 'akenar', 'backups'));
    expect(backups).toHaveLength(1);
    expect(fs.readFileSync(path.join(dir, 'akenar', 'backups', backups[0]!), 'utf8')).toBe(saved);
    expect(s.reset().origin).toBe('bundled'); // nothing to move: still fine
  });

  it('names the bundled file when it is broken', () => {
    const dir = tempDir('catalogue');
    const broken = path.join(dir, 'broken.json');
    fs.writeFileSync(broken, JSON.stringify({ version: 1 }));
    expect(() => new AkenarCatalogueStore(dir, broken).get()).toThrow(broken);
  });
});
