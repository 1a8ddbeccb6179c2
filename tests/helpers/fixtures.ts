import { afterAll } from 'vitest';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { EncounterState } from '../../shared/model/encounter.js';
import { EncounterRepository } from '../../main/store/encounter-repo.js';
import { createFileSettingsStore } from '../../main/store/settings-store.js';
import { createService, type ServiceOptions } from '../../main/service/service.js';
import { AssetStore } from '../../main/store/asset-store.js';

export const repoRoot = path.resolve(import.meta.dirname, '..', '..');

export function tempDir(label = 'asalto'): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), `${label}-`));
}

/** A `tempDir` whose folders are removed after the calling test file; call it at the file's top level. */
export function tempDirsRemovedAfterAll(): (label: string) => string {
  const made: string[] = [];
  afterAll(() => {
    for (const dir of made) fs.rmSync(dir, { recursive: true, force: true });
  });
  return (label) => {
    const dir = tempDir(label);
    made.push(dir);
    return dir;
  };
}

export function demoRaw(): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'demo-encounter.json'), 'utf8')) as Record<string, unknown>;
}

export function emptyState(id = 'enc-1'): EncounterState {
  return { id, name: 'Test', system: 'generic', round: 0, activeId: null, combatants: [], visibility: { pcHp: 'exact', monsterHp: 'descriptor' }, map: null, settings: { dice: 'auto', groupInitiative: false, rules: {} }, rng: { seed: 42 } };
}

/** A service over a temp data dir with deterministic ids and clock. */
export function makeService(dataDir = tempDir(), extra: Partial<ServiceOptions> = {}) {
  let n = 0;
  let t = Date.parse('2026-01-01T00:00:00Z');
  const now = () => new Date((t += 1000));
  const repo = new EncounterRepository(dataDir, { now });
  const settings = createFileSettingsStore(dataDir, now);
  const service = createService({
    repo,
    settings,
    assets: new AssetStore(dataDir),
    version: '0.0.0-test',
    host: { transport: 'web' },
    now,
    newId: () => `id${++n}`,
    demo: demoRaw,
    ...extra,
  });
  return { service, repo, settings, dataDir };
}
