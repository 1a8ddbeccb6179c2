// The attack-side worked examples and test vectors of the Pathfinder inventory (shared/rules/pf1.md:
// E-03..E-06, TV-06..TV-28, TV-36), each a scenario in docs/examples/pf1/ run by the engine the app and
// the CLI use, every die given. Each test reads the inventory's expected number off the log or the state.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../shared/contract/views.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { runScenario, scenarioData } from '../../../main/scenario/run.js';
import { repoRoot } from '../../helpers/fixtures.js';
import { pf1Record } from '../../../shared/systems/pf1/sheet.js';
import { resolved, rules, stepOf, total, type Resolved } from './atk-kit.js';

const dir = path.join(repoRoot, 'docs', 'examples', 'pf1');
const data = scenarioData(path.join(repoRoot, 'resources'));

interface Run { state: EncounterState; log: LogEntry[]; events: EncounterEvent[] }
function run(file: string): Run {
  const r = runScenario(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), data);
  if (!r.ok) throw new Error(`${file}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return { state: r.state, log: r.log, events: r.log.flatMap((b) => b.events) };
}
const attacks = (r: Run, attacker?: string) => resolved(r.events).filter((a) => !attacker || a.attacker === attacker);
const dmgBonus = (a: Resolved) => stepOf(a, 'bd_pf_atk_str_damage')?.params.value;
const melee = (a: Resolved) => (stepOf(a, 'bd_pf_atk_into_melee')?.params.value as number | undefined) ?? 0;
const sheet = (r: Run, id: string) => pf1Record(r.state.combatants.find((c) => c.id === id)!)!;

describe('Pathfinder attack examples (docs/examples/pf1)', () => {
  it('PF-NAT-04 (E-03, TV-10): a lone bite +6 at Str 18, +4 at Str 17; a claw of two +4', () => {
    const r = run('e-03-tv-10-lone-bite.scenario.json');
    expect(attacks(r).map(dmgBonus)).toEqual([6, 4, 4]);
    expect(rules(attacks(r, 'osezno')[0]!)).not.toContain('PF-NAT-04');
  });

  it('PF-NAT-05 / PF-NAT-06 (E-04, TV-11): bite and claws +7 (+3), tail +2 (+1)', () => {
    const r = run('e-04-tv-11-natural-full-attack.scenario.json');
    expect(attacks(r).map((a) => [total(a) - 10, dmgBonus(a)])).toEqual([[7, 3], [7, 3], [7, 3], [2, 1]]);
  });

  it('PF-NAT-07 / PF-NAT-08 (E-05, TV-12): the sword at +7 (+3); bite, free claw and tail at +2 (+1); the sword hand\'s claw is not in the full attack', () => {
    const r = run('e-05-tv-12-weapon-and-natural.scenario.json');
    expect(attacks(r).map((a) => [a.attack, total(a) - 10, dmgBonus(a)])).toEqual([['Espada larga', 7, 3], ['Mordisco', 2, 1], ['Garra izquierda', 2, 1], ['Cola', 2, 1]]);
    expect(sheet(r, 'bestia').status.fullAttack!.remaining).toEqual([]);
  });

  it('PF-CRIT-05 (E-06, TV-25): (8+4) + (1+4) + flaming 6 + sneak 3+4 = 30, the extra dice once', () => {
    const a = attacks(run('e-06-tv-25-critical-extra-dice.scenario.json'))[0]!;
    expect(a.outcome).toBe('critical');
    expect(a.damage).toBe(12 + 5 + 6 + 7);
    expect(rules(a).filter((x) => x === 'PF-CRIT-05')).toHaveLength(2);
  });

  it('PF-ATK-06 / PF-ATK-07 / PF-AOO-02 / PF-ATK-09 / PF-ATK-10 / PF-AOO-05 (TV-06, TV-07): unarmed strikes', () => {
    const r = run('tv-06-07-unarmed.scenario.json');
    const [aoo, punch, monk, lethal] = attacks(r);
    expect([aoo!.attacker, punch!.attacker]).toEqual(['orco', 'pugil']);
    expect(punch!.damage).toBe(5);
    expect(rules(punch!)).toContain('PF-ATK-07');
    expect(total(monk!)).toBe(15 + 3 + 2);
    expect(rules(monk!)).toEqual(expect.arrayContaining(['PF-ATK-10', 'PF-AOO-05']));
    expect(total(lethal!)).toBe(15 + 3 + 2 - 4);
    expect(sheet(r, 'orco').status.nonlethal).toBe(5);
    expect(r.state.combatants.find((c) => c.id === 'orco')!.hp.current).toBe(20 - (1 + 2) - (2 + 2));
  });

  it('PF-ATK-06 (TV-08): Small 1d2, Large 1d4', () => {
    expect(attacks(run('tv-08-unarmed-sizes.scenario.json')).map((a) => a.rolls.at(-1)!.dice[0]!.sides)).toEqual([2, 4]);
  });

  it('PF-AOO-03 (TV-09): no attack of opportunity from the unarmed target nor from the armed orc beside it', () => {
    const r = run('tv-09-unarmed-vs-unarmed.scenario.json');
    expect(attacks(r).map((a) => a.attacker)).toEqual(['pugil']);
    expect(sheet(r, 'orco').status.aooUsed).toBe(0);
  });

  it('PF-MELEE-RANGED-01 (TV-13): −4 into melee', () => {
    expect(melee(attacks(run('tv-13-14-into-melee.scenario.json'))[0]!)).toBe(-4);
  });

  it('PF-MELEE-RANGED-06 / PF-MELEE-RANGED-07 (TV-15, TV-16, TV-17): Huge −2, Gargantuan 0, Large −4', () => {
    expect(attacks(run('tv-15-16-17-sizes-into-melee.scenario.json')).map(melee)).toEqual([-2, 0, -4]);
  });

  it('PF-MELEE-RANGED-08 (TV-18): Precise Shot, 0', () => {
    const a = attacks(run('tv-18-precise-shot.scenario.json'))[0]!;
    expect(melee(a)).toBe(0);
    expect(rules(a)).toContain('PF-MELEE-RANGED-08');
  });

  it('PF-MELEE-RANGED-03 (TV-19): an unconscious friend nobody attacks is not engaged, 0', () => {
    const a = attacks(run('tv-19-unconscious-ally.scenario.json'))[0]!;
    expect(melee(a)).toBe(0);
    expect(rules(a)).toContain('PF-MELEE-RANGED-03');
  });

  it('PF-DEF-02 / PF-MULTI-05 (TV-20): +7/+2/−3 and +2 dodge AC against the orc', () => {
    const r = run('tv-20-defensive-full-attack.scenario.json');
    const mine = attacks(r, 'guerrera');
    expect(mine.map((a) => total(a) - (a.rolls[0]!.dice[0]!.value))).toEqual([7, 2, -3]);
    expect(stepOf(attacks(r, 'orco')[0]!, 'bd_pf_def_defensive')!.params.value).toBe(2);
  });

  it('PF-CRIT-01 / PF-CRIT-02 / PF-CRIT-06 (TV-22, TV-23, TV-24)', () => {
    const [normal, twenty, crit, miss] = attacks(run('tv-22-23-24-criticals.scenario.json'));
    expect([normal!.outcome, total(normal!), normal!.rolls[1]!.total]).toEqual(['hit', 24, 17]);
    expect([twenty!.outcome, twenty!.rolls[1]!.total]).toEqual(['hit', 10]);
    expect(rules(twenty!)).toContain('PF-CRIT-01');
    expect([crit!.outcome, crit!.rolls[1]!.total, crit!.damage]).toEqual(['critical', 18, 11]);
    expect([miss!.outcome, total(miss!), miss!.rolls.length]).toEqual(['miss', 24, 1]);
  });

  it('PF-SPELL-25 (TV-27, TV-28): touch AC 13 (AC 21); Small Dex +3: touch AC 14', () => {
    const [a, b] = attacks(run('tv-27-28-touch-ac.scenario.json'));
    expect(stepOf(a!, 'bd_pf_def_touch_ac')!.params.value).toBe(13);
    expect(stepOf(b!, 'bd_pf_def_touch_ac')!.params.value).toBe(14);
  });

  it('PF-ATK-12 (TV-36): 50 ft thrown at −8, 1,000 ft with a 100 ft bow at −18', () => {
    expect(attacks(run('tv-36-maximum-range.scenario.json')).map((a) => stepOf(a, 'bd_pf_atk_range_penalty')!.params.value)).toEqual([-8, -18]);
  });
});

describe('Pathfinder maneuver example (docs/examples/pf1)', () => {
  it('PF:G-07 (g-07-trip): the orc attacks first, then 8 + 6 = 14 against CMD 14 trips it', () => {
    const r = run('g-07-trip.scenario.json');
    const [aoo, trip] = attacks(r);
    expect([aoo!.attacker, total(trip!), trip!.outcome]).toEqual(['orco', 14, 'hit']);
    expect(r.state.combatants.find((c) => c.id === 'orco')!.conditions).toContain('prone');
  });
});
