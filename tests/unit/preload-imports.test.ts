import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../helpers/fixtures.js';

/**
 * The preloads stay small (ADR 0002): their static imports reach neither zod nor the system registry;
 * the channel lists come in as constants at build time (main/electron/preload-channels.ts).
 */
function importGraph(entry: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const text = fs.readFileSync(file, 'utf8');
    for (const m of text.matchAll(/^\s*(?:import|export)\s+(?!type\b)[^'"]*?from\s+'([^']+)'/gm)) {
      const spec = m[1]!;
      if (!spec.startsWith('.')) {
        seen.add(spec);
        continue;
      }
      visit(path.resolve(path.dirname(file), spec.replace(/\.js$/, '.ts')));
    }
  };
  visit(path.join(repoRoot, entry));
  return [...seen].map((f) => (path.isAbsolute(f) ? path.relative(repoRoot, f) : f));
}

describe('preload imports', () => {
  it.each(['main/electron/preload-gm.ts', 'main/electron/preload-player.ts'])('%s imports no zod and no rules system', (entry) => {
    const graph = importGraph(entry);
    expect(graph).toContain('main/electron/preload-channels.ts');
    expect(graph.filter((f) => f === 'zod' || f.startsWith('shared/systems/') || f === 'shared/contract/channels.ts')).toEqual([]);
  });
});
