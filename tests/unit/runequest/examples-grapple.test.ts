// TV-09 as a scenario (docs/examples/runequest/tv-09-grapple.scenario.json): a declared grapple that holds,
// then Immobilise at Unarmed − (DEX + STR), and a Hero Point spent on the GM's word.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario, scenarioData } from '../../../main/scenario/run.js';
import { repoRoot } from '../../helpers/fixtures.js';

const file = path.join(repoRoot, 'docs', 'examples', 'runequest', 'tv-09-grapple.scenario.json');

describe('RuneQuest TV-09 scenario', () => {
  it('RQ-GRAP-01/10 RQ-HERO-01/04 TV-09: the grapple holds, Immobilise at 70 − 26 = 44% leaves the bandit helpless; Heroes\' Luck costs a point', () => {
    const r = runScenario(JSON.parse(fs.readFileSync(file, 'utf8')), scenarioData(path.join(repoRoot, 'resources')));
    if (!r.ok) throw new Error(r.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
    const status = (id: string) => {
      const c = r.state.combatants.find((x) => x.id === id);
      if (c?.sheet?.system !== 'runequest') throw new Error(id);
      return c.sheet.status;
    };
    expect(status('w').grapple).toEqual({ with: 'o', holder: true });
    expect(status('o')).toMatchObject({ grapple: { with: 'w', holder: false }, immobilised: true });
    const events = r.log.flatMap((b) => b.events);
    const tested = r.log[4]!.events.flatMap((e) => (e.type === 'runequest.changed' ? (e.steps ?? []).filter((s) => s.msg === 'bd_rq_d100').map((s) => s.params.skill) : []));
    expect(tested).toEqual([44]);
    expect(status('w').heroPoints).toBe(0);
    expect(events.some((e) => e.type === 'runequest.changed' && e.id === 'w' && e.rule?.id === 'RQ-HERO-04')).toBe(true);
  });
});
