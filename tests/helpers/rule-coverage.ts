// Every auto/assist rule of a system's inventory names a test that drives the engine: the rule index
// of docs/rules/<doc>.md against the test titles under tests/unit/<folder>/. A title may list several
// rules as `XX-ATK-09/10`; ranges (`..`) do not count. Every gm rule is cited by the engine.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './fixtures.js';

function filesUnder(dir: string, suffix: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, suffix) : e.name.endsWith(suffix) ? [p] : [];
  });
}

/** The rule index's coverage tests for one system: `prefix` (PF, RQ), its doc, test and rules folders, and the counts by kind. */
export function ruleCoverage(o: { name: string; prefix: string; doc: string; folder: string; counts: [number, number, number] }): void {
  const doc = fs.readFileSync(path.join(repoRoot, 'docs', 'rules', `${o.doc}.md`), 'utf8');
  const index = doc.slice(doc.indexOf('## Rule index'));
  const rows = index.split('\n').filter((l) => /^\| [A-Z]/.test(l) && !l.startsWith('| Area'));
  const ids = (kind: 0 | 1 | 2) => rows.flatMap((r) => (r.split('|')[kind + 2] ?? '').split(',').map((s) => s.trim()).filter(Boolean));
  const titledIds = (): Set<string> => {
    const out = new Set<string>();
    const title = /\b(?:it|test|describe)(?:\.each\([\s\S]*?\))?\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g;
    const ref = new RegExp(`${o.prefix}-([A-Z]+(?:-[A-Z]+)*)-(\\d\\d)((?:/\\d\\d)*)`, 'g');
    for (const f of filesUnder(path.join(repoRoot, 'tests', 'unit', o.folder), '.test.ts')) {
      for (const m of fs.readFileSync(f, 'utf8').matchAll(title)) {
        for (const r of m[2]!.matchAll(ref)) for (const n of [r[2]!, ...r[3]!.split('/').filter(Boolean)]) out.add(`${o.prefix}-${r[1]}-${n}`);
      }
    }
    return out;
  };
  const [auto, assist, gm] = o.counts;
  describe(`${o.name} rule coverage (docs/rules/${o.doc}.md, rule index)`, () => {
    it(`lists the ${auto + assist + gm} rules of the inventory: ${auto} auto, ${assist} assist, ${gm} gm`, () => {
      expect([ids(0).length, ids(1).length, ids(2).length]).toEqual(o.counts);
    });
    it(`every auto and assist rule names a test title under tests/unit/${o.folder}/`, () => {
      const titled = titledIds();
      expect([...ids(0), ...ids(1)].filter((id) => !titled.has(id))).toEqual([]);
    });
    it('every gm rule is cited by the engine where it logs the GM ruling', () => {
      const src = filesUnder(path.join(repoRoot, 'main', 'rules', o.folder), '.ts').map((f) => fs.readFileSync(f, 'utf8')).join('\n');
      expect(ids(2).filter((id) => !src.includes(`'${id}'`))).toEqual([]);
    });
  });
}
