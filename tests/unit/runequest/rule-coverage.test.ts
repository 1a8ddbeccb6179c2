// Every auto/assist rule of the RuneQuest inventory names a test that drives the engine (issue #14):
// the rule index of docs/rules/runequest.md against the test titles under tests/unit/runequest/. A title may list
// several rules as `RQ-ATK-09/10`; ranges (`..`) do not count. Every gm rule is cited by the engine.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../helpers/fixtures.js';

const doc = fs.readFileSync(path.join(repoRoot, 'docs', 'rules', 'runequest.md'), 'utf8');
const index = doc.slice(doc.indexOf('## Rule index'));
const rows = index.split('\n').filter((l) => /^\| [A-Z]/.test(l) && !l.startsWith('| Area'));
const ids = (kind: 0 | 1 | 2) => rows.flatMap((r) => (r.split('|')[kind + 2] ?? '').split(',').map((s) => s.trim()).filter(Boolean));

function filesUnder(dir: string, suffix: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? filesUnder(p, suffix) : e.name.endsWith(suffix) ? [p] : [];
  });
}

/** The rule IDs the titles of `it`/`test`/`describe` name, `RQ-X-09/10` expanded. */
function titledIds(): Set<string> {
  const out = new Set<string>();
  const title = /\b(?:it|test|describe)(?:\.each\([\s\S]*?\))?\(\s*(['"`])((?:(?!\1)[^\\]|\\.)*)\1/g;
  for (const f of filesUnder(path.join(repoRoot, 'tests', 'unit', 'runequest'), '.test.ts')) {
    for (const m of fs.readFileSync(f, 'utf8').matchAll(title)) {
      for (const ref of m[2]!.matchAll(/RQ-([A-Z]+(?:-[A-Z]+)*)-(\d\d)((?:\/\d\d)*)/g)) {
        for (const n of [ref[2]!, ...ref[3]!.split('/').filter(Boolean)]) out.add(`RQ-${ref[1]}-${n}`);
      }
    }
  }
  return out;
}

describe('RuneQuest rule coverage (docs/rules/runequest.md, rule index)', () => {
  it('lists the 178 rules of the inventory: 105 auto, 69 assist, 4 gm', () => {
    expect([ids(0).length, ids(1).length, ids(2).length]).toEqual([105, 69, 4]);
  });

  it('every auto and assist rule names a test title under tests/unit/runequest/', () => {
    const titled = titledIds();
    expect([...ids(0), ...ids(1)].filter((id) => !titled.has(id))).toEqual([]);
  });

  it('every gm rule is cited by the engine where it logs the GM ruling', () => {
    const src = filesUnder(path.join(repoRoot, 'main', 'rules', 'runequest'), '.ts').map((f) => fs.readFileSync(f, 'utf8')).join('\n');
    expect(ids(2).filter((id) => !src.includes(`'${id}'`))).toEqual([]);
  });
});
