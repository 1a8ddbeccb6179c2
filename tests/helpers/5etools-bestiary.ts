/**
 * A big 5etools bestiary for the import bench (issue #16): the fixture records of
 * ../shared/fixtures/monsters/5etools/bestiary-sample.json repeated under distinct names and sources
 * until there are `count` monsters, in the `{"monster": [...]}` file shape.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const FIVE_ETOOLS_SAMPLE = fileURLToPath(new URL('../../../shared/fixtures/monsters/5etools/bestiary-sample.json', import.meta.url));

export function fiveEtoolsBestiary(count = 450, samplePath = FIVE_ETOOLS_SAMPLE): string {
  const sample = (JSON.parse(readFileSync(samplePath, 'utf8')) as { monster: Record<string, unknown>[] }).monster;
  const monster = Array.from({ length: count }, (_, i) => {
    const base = sample[i % sample.length]!;
    return { ...base, name: `${String(base.name)} ${Math.floor(i / sample.length) + 1}`, source: `BENCH${i % 3}` };
  });
  return JSON.stringify({ _meta: { sources: [{ json: 'BENCH0' }] }, monster }, null, '\t');
}
