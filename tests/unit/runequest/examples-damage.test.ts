// The damage-side worked examples and test vectors of the RuneQuest inventory (../shared/rules/runequest.md:
// TV-06, TV-07, TV-08, TV-10 evade, WE-04..07, WE-10), each a scenario in docs/examples/runequest/ run by the
// engine the app and the CLI use, every die given (dice "ask"). Each test reads the expected outcome off the state.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RqRecordSheet } from '../../../shared/systems/runequest/sheet.js';
import { runScenario, scenarioData } from '../../../main/scenario/run.js';
import { repoRoot } from '../../helpers/fixtures.js';

const dir = path.join(repoRoot, 'docs', 'examples', 'runequest');
const data = scenarioData(path.join(repoRoot, 'resources'));

function run(file: string): { state: EncounterState; events: EncounterEvent[] } {
  const r = runScenario(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), data);
  if (!r.ok) throw new Error(`${file}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return { state: r.state, events: r.log.flatMap((b) => b.events) };
}
const who = (r: { state: EncounterState }, id: string) => {
  const c = r.state.combatants.find((x) => x.id === id)!;
  return { ...c, status: (c.sheet as RqRecordSheet).status };
};
const pushed = (r: { events: EncounterEvent[] }, id: string) => r.events.flatMap((e) => (e.type === 'runequest.changed' && e.id === id && e.reason === 'bd_rq_kb_pushed' ? [e.params?.metres] : []));

describe('RuneQuest damage examples (docs/examples/runequest)', () => {
  it('RQ-KNOCK-03/04/05/08 TV-06: 13 → none, 14/17 → 1 m, 18/22 → 2 m, 23 → 3 m; a rider on Riding uses SIZ 39, failing it 2 m and knocked off', () => {
    const r = run('tv-06-knockback.scenario.json');
    expect([13, 14, 17, 18, 22, 23].map((n) => pushed(r, `t${n}`))).toEqual([[], [1], [1], [2], [2], [3]]);
    expect(who(r, 't13').status.locations.chest?.hp).toBe(21 - 9);
    expect(pushed(r, 'jinete')).toEqual([]);
    expect(pushed(r, 'caido')).toEqual([2]);
    expect(who(r, 'caido').status).toMatchObject({ mounted: false, stance: 'prone' });
  });

  it('RQ-WOUND-01/02/05/07/11 RQ-HERO-03 TV-07: chest 7, AP 2: 8 → 1, 9 → 0 Minor, 10 → −1 Serious, 16 → −7 Serious, 17 → −8 Major; Glancing Blow → −7', () => {
    const r = run('tv-07-wound-thresholds.scenario.json');
    expect([8, 9, 10, 16, 17].map((n) => [who(r, `p${n}`).status.locations.chest?.hp, who(r, `p${n}`).status.locations.chest?.tier])).toEqual([
      [1, 'none'], [0, 'minor'], [-1, 'serious'], [-7, 'serious'], [-8, 'major'],
    ]);
    expect(who(r, 'p9').status.used).toBe(1);
    expect(who(r, 'heroe').status).toMatchObject({ heroPoints: 0, locations: { chest: { hp: -7, tier: 'serious', bleed: null } } });
  });

  it('RQ-WOUND-10/13 TV-08: CON 12 + POW 12: a lost arm bleeds for 24 rounds, an open chest for 12; restored to 1 HP the bleeding stops', () => {
    const r = run('tv-08-bleeding-out.scenario.json');
    expect(who(r, 'pecho').status.locations.chest?.bleed).toBe(12);
    expect(r.events.some((e) => e.type === 'runequest.changed' && e.id === 'brazo' && e.reason === 'bd_rq_wound_bleed' && e.params?.rounds === 24)).toBe(true);
    expect(who(r, 'brazo').status.locations['right-arm']).toMatchObject({ hp: 1, bleed: null, useless: false });
  });

  it('RQ-WOUND-14/15 WE-04: one arm useless: the great axe is dropped', () => {
    expect(who(run('we-04-one-arm.scenario.json'), 'hachero').status.held).toEqual({ right: null, left: null });
  });

  it('RQ-WOUND-17/18 WE-05: both arms useless: everything dropped; Dodge 50 → 20 (20 still evades)', () => {
    const r = run('we-05-both-arms.scenario.json');
    expect(who(r, 'manco').status.held).toEqual({ right: null, left: null });
    const t = r.events.find((e) => e.type === 'runequest.changed' && e.reason.startsWith('bd_rq_evade_h'));
    expect(t?.type === 'runequest.changed' && t.steps?.find((s) => s.msg === 'bd_rq_d100')?.params).toMatchObject({ face: 20, skill: 20, level: 'success' });
  });

  it('RQ-WOUND-19/04 WE-06: one leg useless: prone, Movement 4 → 2 m', () => {
    const c = who(run('we-06-one-leg.scenario.json'), 'cojo');
    expect([c.speed, c.status.stance]).toEqual([2, 'prone']);
  });

  it('RQ-WOUND-21 WE-07: both legs useless: Movement 1 m, on the ground', () => {
    const c = who(run('we-07-both-legs.scenario.json'), 'tullido');
    expect([c.speed, c.status.stance]).toEqual([1, 'prone']);
  });

  it('RQ-HERO-03 WE-10: a 5 HP head at −9 (Major) becomes −5 (Serious) for a Hero Point', () => {
    const c = who(run('we-10-glancing-blow.scenario.json'), 'heroe');
    expect([c.status.locations.head?.hp, c.status.locations.head?.tier, c.status.heroPoints]).toEqual([-5, 'serious', 1]);
  });

  it('RQ-REACT-21/22/23/24 TV-10: evading 10 with Dodge 50: success 5, critical 0, failure 10, prone after; prone cannot evade; a rider at −30, dismounted', () => {
    const r = run('tv-10-evade.scenario.json');
    // Chest 7, AP 2: 5 → 4 HP; 0 → 7; 10 → −1; the rider at Dodge 20 fails with 21: 10 → −1.
    expect(['exito', 'critico', 'fallo', 'jinete'].map((id) => who(r, id).status.locations.chest?.hp)).toEqual([4, 7, -1, -1]);
    expect(['exito', 'critico', 'fallo', 'jinete'].map((id) => who(r, id).status.stance)).toEqual(['prone', 'prone', 'prone', 'prone']);
    expect(r.events.some((e) => e.type === 'runequest.changed' && e.id === 'exito' && e.reason === 'bd_rq_evade_cannot_prone')).toBe(true);
    expect(who(r, 'jinete').status.mounted).toBe(false);
  });
});
