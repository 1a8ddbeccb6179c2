import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPf1Demo, PF1_DEMO_CAST } from '../../../main/rules/pf1/demo.js';
import { systemHosts } from '../../../main/rules/core/host.js';
import { encounterStateSchema, type Combatant } from '../../../shared/model/encounter.js';
import type { GmView } from '../../../shared/contract/views.js';
import { derivePf1 } from '../../../shared/systems/pf1/schema.js';
import { pf1Record, type Pf1RecordSheet } from '../../../shared/systems/pf1/sheet.js';
import { pf1Shared } from '../../../shared/systems/pf1/index.js';
import { hexDistance } from '../../../shared/hex/hex.js';
import { onMap } from '../../../shared/model/map.js';
import { makeService, repoRoot, tempDir } from '../../helpers/fixtures.js';
import { PF_CAST } from '../../helpers/pf1.js';

const built = buildPf1Demo('pf1-demo', 7);
if (!built.ok) throw new Error(built.error.message);
const state = built.value;
const who = (id: string) => state.combatants.find((c) => c.id === id) as Combatant & { sheet: Pf1RecordSheet };
const distance = (a: string, b: string) => hexDistance(who(a).position!, who(b).position!);

describe('Pathfinder demo encounter', () => {
  it('parses as a pf1 encounter on a 5 ft hex map, everyone with a stat block, placed on open ground', () => {
    expect(encounterStateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(state.system).toBe('pf1');
    expect(state.map).toMatchObject({ orientation: 'pointy', hexSize: { value: 5, unit: 'ft' } });
    const blocked = new Set(state.map!.terrain.filter((t) => t[2] !== 'normal').map(([q, r]) => `${q},${r}`));
    const cells = new Set<string>();
    for (const c of state.combatants) {
      expect(onMap(state.map!, c.position!.q, c.position!.r), c.name).toBe(true);
      expect(pf1Record(c), c.name).not.toBeNull();
      expect(c.hp.current).toBe(pf1Record(c)!.stats.hpMax);
      expect(blocked.has(`${c.position!.q},${c.position!.r}`), c.name).toBe(false);
      cells.add(`${c.position!.q},${c.position!.r}`);
    }
    expect(cells.size).toBe(state.combatants.length);
  });

  it('is the demo the shared half declares', () => {
    expect(pf1Shared.demos.map((d) => d.id)).toEqual(['pf1']);
  });

  it('a party of four (fighter, wizard, rogue, cleric) against two orcs and a wolf, with the test cast numbers', () => {
    expect(state.combatants.map((c) => [c.id, c.side, c.kind])).toEqual([
      ['guerrera', 'party', 'pc'], ['mago', 'party', 'pc'], ['picara', 'party', 'pc'], ['clerigo', 'party', 'pc'],
      ['orco-1', 'enemy', 'monster'], ['orco-2', 'enemy', 'monster'], ['lobo', 'enemy', 'monster'],
    ]);
    expect(state.combatants.map((c) => c.name)).toEqual(PF1_DEMO_CAST.map((c) => c.name));
    const same = { guerrera: PF_CAST.fighter, mago: PF_CAST.wizard, picara: PF_CAST.rogue, clerigo: PF_CAST.cleric, 'orco-1': PF_CAST.orc, 'orco-2': PF_CAST.orc, lobo: PF_CAST.wolf };
    for (const [id, stats] of Object.entries(same)) expect(who(id).sheet.stats, id).toEqual(stats);
  });

  it('the fighter full-attacks at +7/+2 against AC 14; AC 22 (touch 11, flat-footed 21); CMB +10, CMD 21', () => {
    const f = derivePf1(who('guerrera').sheet.stats);
    expect([f.ac, f.touch, f.flatFooted, f.cmb, f.cmd]).toEqual([22, 11, 21, 10, 21]);
    expect(f.iteratives).toEqual([6, 1]);
    expect(derivePf1(who('orco-1').sheet.stats).ac).toBe(14);
  });

  it('places the round: the fighter and the wizard beside an orc each, the rogue beside the wolf, the cleric apart', () => {
    expect(distance('guerrera', 'orco-1')).toBe(1);
    expect(distance('mago', 'orco-2')).toBe(1);
    expect(distance('picara', 'lobo')).toBe(1);
    for (const foe of ['orco-1', 'orco-2', 'lobo']) expect(distance('clerigo', foe), foe).toBeGreaterThan(1);
  });

  it('combatant fields follow the stat blocks: speed in hexes, initiative bonus, reach 1, fresh flat-footed status', () => {
    expect(who('guerrera').speed).toBe(4);
    expect(who('lobo').speed).toBe(10);
    expect(who('picara').initiativeBonus).toBe(4);
    expect(who('lobo').reach).toEqual({ min: 1, max: 1 });
    expect(who('guerrera').sheet.status).toMatchObject({ flatFooted: true, drawn: ['longsword'] });
  });

  it('createDemo opens it through the service', () => {
    const dataDir = tempDir();
    const { service } = makeService(dataDir, { systems: systemHosts({ dataDir, resourcesDir: path.join(repoRoot, 'resources'), now: () => new Date() }) });
    const r = service.handle('encounter.createDemo', { demo: 'pf1' }, 'gm');
    if (!r.ok) throw new Error(JSON.stringify(r.error));
    const view = r.value as GmView;
    expect(view.encounter.system).toBe('pf1');
    expect(view.encounter.combatants).toHaveLength(7);
    expect(view.encounter.map?.hexSize).toEqual({ value: 5, unit: 'ft' });
  });
});
