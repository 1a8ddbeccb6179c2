// The round area's worked examples and test vectors of the RuneQuest inventory (shared/rules/runequest.md:
// TV-02, TV-03, WE-01, WE-08 and TV-10's Defend and Run), each a scenario in docs/examples/runequest/
// run by the engine the app and the CLI use, every die given.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { runScenario, scenarioData } from '../../../main/scenario/run.js';
import { repoRoot } from '../../helpers/fixtures.js';
import type { RqStatus } from '../../../shared/systems/runequest/schema.js';

const dir = path.join(repoRoot, 'docs', 'examples', 'runequest');
const data = scenarioData(path.join(repoRoot, 'resources'));

function run(file: string): { state: EncounterState; events: EncounterEvent[] } {
  const r = runScenario(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), data);
  if (!r.ok) throw new Error(`${file}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return { state: r.state, events: r.log.flatMap((b) => b.events) };
}
const status = (s: EncounterState, id: string): RqStatus => {
  const c = s.combatants.find((x) => x.id === id);
  if (c?.sheet?.system !== 'runequest') throw new Error(`no RuneQuest ${id}`);
  return c.sheet.status;
};
const turns = (events: EncounterEvent[]) => events.flatMap((e) => (e.type === 'turn.started' && e.activeId ? [`${e.activeId}@${e.pass ?? '-'}`] : []));

describe('RuneQuest round examples (docs/examples/runequest)', () => {
  it('RQ-ROUND-02/03/04/05/09/10 TV-02: pass 1 {B, D}, A, C; pass 2 {B, D}, A; pass 3 {B, D}; Reactions A 2, B 3, C 1, D 3', () => {
    const r = run('tv-02-round-order.scenario.json');
    expect(turns(r.events)).toEqual(['B@1', 'D@1', 'A@1', 'C@1', 'B@2', 'D@2', 'A@2', 'B@3', 'D@3']);
    expect(['A', 'B', 'C', 'D'].map((id) => status(r.state, id).cas)).toEqual([2, 3, 1, 3]);
  });

  it('RQ-SURP-01 TV-03: C (SR modifier +5) rolls 7: SR 12, surprised: SR 2', () => {
    const r = run('tv-03-surprise.scenario.json');
    expect(r.state.combatants.find((c) => c.id === 'C')?.initiative).toBe(2);
  });

  it('RQ-ACT-19/20 WE-01: draw 1 CA, drop and draw 1 CA, sheathe and draw 2 CAs, two weapons 2 CAs', () => {
    const r = run('we-01-ready-weapon.scenario.json');
    const spent = r.events.flatMap((e) => (e.type === 'runequest.changed' && e.reason.startsWith('bd_rq_ready_') ? [[e.reason, e.params?.cas]] : []));
    expect(spent).toEqual([['bd_rq_ready_draw', 1], ['bd_rq_ready_dropdraw', 1], ['bd_rq_ready_sheathedraw', 2], ['bd_rq_ready_two', 2]]);
    expect(status(r.state, 'w')).toMatchObject({ used: 2, held: { right: 'axe', left: 'dagger' } });
  });

  it('RQ-ACT-15 WE-08: the interrupter rolls its weapon skill, the target opposes; the winner (B, 30 against 70 failing) acts first', () => {
    const r = run('we-08-interrupt.scenario.json');
    expect(turns(r.events)).toEqual(['B@1', 'A@1', 'C@1', 'B@1', 'C@1']);
    expect(status(r.state, 'B')).toMatchObject({ used: 1, waiting: null, defending: true });
  });

  it('RQ-ACT-11/12 TV-10: Defend until the next CA; running past the spearman (50) draws its free attack at 70%', () => {
    const r = run('tv-10-defend-run.scenario.json');
    expect(r.events.some((e) => e.type === 'runequest.changed' && e.reason === 'bd_rq_defend' && e.status.defending)).toBe(true);
    const fa = r.events.find((e) => e.type === 'attack.resolved' && e.attacker === 'p');
    expect(fa?.type === 'attack.resolved' && fa.steps.find((s) => s.msg === 'bd_rq_skill')?.params?.skill).toBe(70);
    expect(status(r.state, 's').defending).toBe(false);
    expect(r.state.combatants.find((c) => c.id === 's')?.position).toEqual({ q: 0, r: 5 });
  });
});
