// The attack-side worked examples and test vectors of the RuneQuest inventory (../shared/rules/runequest.md:
// TV-01, TV-04, TV-05, TV-10, WE-02, WE-03, WE-09), each a scenario in docs/examples/runequest/ run by the
// engine the app and the CLI use, every die given. Each test reads the inventory's number off the log or the state.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { runScenario, scenarioData } from '../../../main/scenario/run.js';
import { repoRoot } from '../../helpers/fixtures.js';

const dir = path.join(repoRoot, 'docs', 'examples', 'runequest');
const data = scenarioData(path.join(repoRoot, 'resources'));
type Resolved = Extract<EncounterEvent, { type: 'attack.resolved' }>;

function run(file: string): { state: EncounterState; events: EncounterEvent[]; attacks: Resolved[] } {
  const r = runScenario(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), data);
  if (!r.ok) throw new Error(`${file}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  const events = r.log.flatMap((b) => b.events);
  return { state: r.state, events, attacks: events.filter((e): e is Resolved => e.type === 'attack.resolved') };
}
/** The skills tested (attack, then reaction) of an attack. */
const tested = (a: Resolved) => a.steps.filter((s) => s.msg === 'bd_rq_d100').map((s) => s.params.skill);
const step = (a: Resolved, msg: string) => a.steps.find((s) => s.msg === msg);
const status = (r: { state: EncounterState }, id: string) => {
  const c = r.state.combatants.find((x) => x.id === id);
  if (c?.sheet?.system !== 'runequest') throw new Error(id);
  return c.sheet.status;
};

describe('RuneQuest attack examples (docs/examples/runequest)', () => {
  it('RQ-ATK-02/03/04/05 TV-01: sword 67 crits on 06 for 8 + 1D4; 07 hits; 68 misses', () => {
    const { attacks } = run('tv-01-critical-max-damage.scenario.json');
    expect(attacks.map((a) => [a.outcome, a.damage])).toEqual([['critical', 11], ['hit', 6], ['miss', 0]]);
    expect(step(attacks[0]!, 'bd_rq_skill')?.params).toMatchObject({ skill: 67, crit: 6 });
  });

  it('RQ-ACT-01/02/03/04 RQ-RANGED-04/05/06 TV-04: 150 m after 3 aims 60%, the second arrow 30%, 201 m fails, 80 m 60%', () => {
    const { attacks } = run('tv-04-aim-range-bands.scenario.json');
    expect(attacks.map((a) => tested(a)[0] ?? 'auto')).toEqual([60, 30, 'auto', 60]);
    expect(step(attacks[2]!, 'bd_rq_range_auto_fail')?.rule?.id).toBe('RQ-RANGED-06');
  });

  it('RQ-ACT-22 RQ-PREC-03 TV-05: a flurry of 3 blows at 40%, then no CA left; a precise attack with sword 75 at 35%', () => {
    const r = run('tv-05-flurry-precise.scenario.json');
    expect(r.attacks.map((a) => tested(a)[0])).toEqual([40, 40, 40, 35]);
    expect(status(r, 'f')).toMatchObject({ used: 3, flurry: 0 });
  });

  it('RQ-PREC-05/06 WE-02: the disarm test 75 against 50 + 20; 1D6 = 1 leaves it at the feet, 1D6 = 6 sends it 5 m', () => {
    const r = run('we-02-disarm-distance.scenario.json');
    expect(r.attacks.map((a) => [tested(a), step(a, 'bd_rq_disarm_feet') ? 0 : step(a, 'bd_rq_disarm_flies')?.params.metres])).toEqual([[[35, 75, 70], 0], [[35, 75, 70], 5]]);
    expect([status(r, 'g').held, status(r, 'h').held]).toEqual([{ right: null, left: null }, { right: null, left: null }]);
  });

  it('RQ-REACT-17 WE-03: a bow parries with Shield 35%; a branch with the Club skill the GM gave it', () => {
    const { attacks } = run('we-03-improvised-parry.scenario.json');
    expect(attacks.map(tested)).toEqual([[67, 35], [67, 45]]);
    expect(step(attacks[0]!, 'bd_rq_parry_improvised')?.rule?.id).toBe('RQ-REACT-17');
  });

  it('RQ-UNARMED-02/03 WE-09: a bite is a weapon attack; a sword is only dodged; a claw parries a fist', () => {
    const { attacks } = run('we-09-natural-weapons.scenario.json');
    expect(attacks.map((a) => [a.attack, ...tested(a)])).toEqual([['Mordisco', 50], ['Espada ancha', 67, 30], ['Puño', 60, 45]]);
  });

  it('RQ-REACT-09/10 TV-10: hemmed in and mounted, Dodge 45 − 30 − 20 = −5', () => {
    const { attacks } = run('tv-10-hemmed-mounted-dodge.scenario.json');
    expect(tested(attacks[0]!)).toEqual([55, -5]);
  });

  it('RQ-TWO-01 TV-10: 2 CAs, 2 Reactions, and the off-hand shield parries a 3rd attack', () => {
    const r = run('tv-10-two-weapons.scenario.json');
    expect(r.attacks.map((a) => tested(a)[1])).toEqual([67, 67, 60]);
    expect(status(r, 'd')).toMatchObject({ reactions: 2, twoWeapon: 'parry', twoWeaponUsed: true });
  });

  it('RQ-MOUNT-04/05/06/07/10 TV-10: sword 80 at Riding 55 + 20 against a footman, who parries at −20; none of it against one as tall', () => {
    const { attacks } = run('tv-10-mounted.scenario.json');
    expect(attacks.map(tested)).toEqual([[75, 47], [55, 67]]);
    expect(step(attacks[0]!, 'bd_rq_loc_reroll')?.rule?.id).toBe('RQ-MOUNT-10');
  });
});
