import fs from 'node:fs';
import path from 'node:path';
import { it } from 'vitest';
import { importFiles } from '../../main/import/import.js';

/**
 * Import of a 450-monster 5etools bestiary (issue #16, target ≤ 500 ms with validation and the
 * report): the fixture records repeated under new names, so every record is read, validated and
 * reported. Prints figures; asserts nothing about speed.
 */
const DIR = path.resolve('../shared/fixtures/monsters/5etools');
const records = fs
  .readdirSync(DIR)
  .filter((f) => f.endsWith('.json'))
  .flatMap((f) => {
    const doc = JSON.parse(fs.readFileSync(path.join(DIR, f), 'utf8')) as { monster?: Record<string, unknown>[] } & Record<string, unknown>;
    return doc.monster ?? [doc];
  })
  .filter((r) => !('_copy' in r));

function bestiary(n: number): string {
  const monster = Array.from({ length: n }, (_, i) => ({ ...records[i % records.length]!, name: `${records[i % records.length]!.name as string} ${i}` }));
  return JSON.stringify({ monster });
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

it('imports a 450-monster 5etools bestiary', () => {
  const text = bestiary(450);
  importFiles([{ name: 'warm.json', text }], { entries: [] }); // warm-up: JIT and zod
  const times: number[] = [];
  let counts = { imported: 0, warnings: 0, refused: 0 };
  for (let i = 0; i < 7; i++) {
    const t = performance.now();
    counts = importFiles([{ name: 'bestiary-450.json', text }], { entries: [] }).report.counts;
    times.push(performance.now() - t);
  }
  // Figures for a file that was not read are no figures.
  if (counts.imported + counts.warnings !== 450) throw new Error(`only ${counts.imported + counts.warnings} of 450 records were imported`);
  console.log(
    [
      `import: 450-monster 5etools file (${(text.length / 1024).toFixed(0)} KiB, ${records.length} distinct records)`,
      `  median ${median(times).toFixed(0)} ms, worst ${Math.max(...times).toFixed(0)} ms (target ≤ 500 ms)`,
      `  report: ${counts.imported} imported, ${counts.warnings} with warnings, ${counts.refused} refused`,
    ].join('\n'),
  );
});
