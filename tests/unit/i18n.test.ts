import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixtures.js';

/** Each message as text: a plural (Paraglide's declarations and match) as its JSON, whose variants name the params. */
const load = (locale: string) =>
  Object.fromEntries(
    Object.entries(JSON.parse(fs.readFileSync(path.join(repoRoot, 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>).map(([k, v]) => [
      k,
      typeof v === 'string' ? v : JSON.stringify(v),
    ]),
  ) as Record<string, string>;
const params = (s: string) => [...new Set([...s.matchAll(/\{(\w+)\}/g)].map((x) => x[1]))].sort();

describe('messages', () => {
  const en = load('en');
  const es = load('es');
  it('Spanish and English have the same keys, none empty', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    for (const [k, v] of [...Object.entries(en), ...Object.entries(es)]) expect(v.trim(), k).not.toBe('');
  });
  it('each message uses the same parameters in both languages', () => {
    for (const k of Object.keys(en)) if (k !== '$schema') expect(params(es[k]!), k).toEqual(params(en[k]!));
  });
  it('every message key used in code exists', () => {
    const used = new Set<string>();
    const walk = (dir: string) => {
      for (const f of fs.readdirSync(dir, { withFileTypes: true })) {
        const p = path.join(dir, f.name);
        if (f.isDirectory()) {
          if (f.name !== 'paraglide') walk(p);
        } else if (/\.(ts|svelte)$/.test(f.name)) for (const x of fs.readFileSync(p, 'utf8').matchAll(/\bm\.(\w+)\(/g)) used.add(x[1]!);
      }
    };
    for (const d of ['renderer', 'main', 'shared']) walk(path.join(repoRoot, d));
    expect(used.size).toBeGreaterThan(40);
    expect([...used].filter((k) => !(k in en))).toEqual([]);
  });
});
