// Every demo a system offers lies on its own map: each terrain cell, wall end and token is inside the
// map's rectangle (a cell off the map is drawn cut at the edge and can never be repainted).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { systemHosts } from '../../main/rules/core/host.js';
import { createAppService } from '../../main/service/bootstrap.js';
import type { GmView } from '../../shared/contract/views.js';
import { onMap } from '../../shared/model/map.js';
import { systems } from '../../shared/systems/registry.js';
import { makeService, repoRoot, tempDir } from '../helpers/fixtures.js';

const demos = systems().flatMap((s) => (s.demos ?? []).map((d) => d.id));

describe('the built-in demos', () => {
  it('include the Akenar, Pathfinder and RuneQuest ones', () => {
    expect(demos).toEqual(expect.arrayContaining(['akenar', 'pf1', 'runequest']));
  });

  it('the generic demo seeded on first run (resources/demo-encounter.json) too', () => {
    const { service } = createAppService({ dataDir: tempDir(), host: { transport: 'web' }, resourcesDir: path.join(repoRoot, 'resources') });
    const list = service.handle('encounter.list', {}, 'gm');
    if (!list.ok) throw new Error(list.error.message);
    const [seeded] = (list.value as { encounters: { id: string }[] }).encounters;
    const r = service.handle('encounter.open', { id: seeded!.id }, 'gm');
    if (!r.ok) throw new Error(r.error.message);
    const { map, combatants } = (r.value as GmView).encounter;
    expect(map!.terrain.filter(([q, r]) => !onMap(map!, q, r))).toEqual([]);
    expect(combatants.filter((c) => c.position && !onMap(map!, c.position.q, c.position.r)).map((c) => c.name)).toEqual([]);
  });

  it.each(demos)('%s: its terrain and its tokens are on its map', (demo) => {
    const dataDir = tempDir();
    const { service } = makeService(dataDir, { systems: systemHosts({ dataDir, resourcesDir: path.join(repoRoot, 'resources'), now: () => new Date() }) });
    const r = service.handle('encounter.createDemo', { demo }, 'gm');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const { map, combatants } = (r.value as GmView).encounter;
    if (!map) return;
    expect(map.terrain.filter(([q, r]) => !onMap(map, q, r)).map(([q, r, t]) => `${t} at ${q},${r}`)).toEqual([]);
    expect(combatants.filter((c) => c.position && !onMap(map, c.position.q, c.position.r)).map((c) => c.name)).toEqual([]);
  });
});
