import { describe, expect, it } from 'vitest';
import { buildRqDemo, RQ_DEMO_CAST } from '../../../main/rules/runequest/demo.js';
import { runequest } from '../../../main/rules/runequest/index.js';
import { casLeft } from '../../../shared/systems/runequest/schema.js';

describe('RuneQuest demo', () => {
  it('builds the ford ambush: three adventurers with 3, 3 and 2 CAs against bandits with 2, 2 and 1, on 1 m hexes, real stat blocks', () => {
    const r = buildRqDemo('demo-rq', 7);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.system).toBe('runequest');
    expect(r.value.map?.hexSize).toEqual({ value: 1, unit: 'm' });
    const cas = r.value.combatants.map((c) => (c.sheet?.system === 'runequest' ? casLeft(c.sheet.status) : -1));
    expect(cas).toEqual([3, 3, 2, 2, 2, 1]);
    expect(RQ_DEMO_CAST.every((m) => m.stats.weapons.every((w) => w.ap > 0 && w.hp > 0))).toBe(true);
    const host = runequest.host?.({} as never);
    const viaHost = host?.demo?.('runequest', 'demo-rq', 7);
    expect(viaHost?.ok && viaHost.value.combatants.length).toBe(6);
  });
});
