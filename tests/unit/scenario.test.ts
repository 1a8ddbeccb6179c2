import { dnd5eStats } from '../../shared/systems/dnd5e/sheet.js';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario, scenarioData, validateScenario } from '../../main/scenario/run.js';
import { runCli } from '../../main/cli/cli.js';
import { loadLibrary } from '../../main/service/bootstrap.js';
import { repoRoot, tempDir } from '../helpers/fixtures.js';

const example = () => JSON.parse(fs.readFileSync(path.join(repoRoot, 'docs', 'examples', 'ford-ambush.scenario.json'), 'utf8')) as Record<string, unknown>;
const base = { format: 'asalto-scenario', version: 1, name: 'T', combatants: [{ id: 'a', name: 'A', hp: 10 }], commands: [] as unknown[] };

describe('scenario files', () => {
  it('runs the documented example to the documented end state, the same way every time', () => {
    const a = runScenario(example());
    const b = runScenario(example());
    expect(a).toEqual(b);
    if (!a.ok) throw new Error(JSON.stringify(a.problems));
    const aria = a.state.combatants.find((c) => c.id === 'aria')!;
    expect(aria).toMatchObject({ hp: { current: 22, max: 24 }, position: { q: 3, r: 3 }, conditions: ['derribada'], moved: 3 });
    expect(a.state.activeId).toBe('aria');
    expect(a.log).toHaveLength(11);
    // rolled with the file's seed; Aria's die was forced to 14 (+3)
    expect(Object.fromEntries(a.state.combatants.map((c) => [c.id, c.initiative]))).toEqual({ aria: 17, 'gob-1': 19, boss: 20 });
  });

  it('keeps the version-1 fields of commands (stats, akenar, monstersDie), mapped to the sheet and the system settings, naming their paths as written', () => {
    const goblin = loadLibrary(path.join(repoRoot, 'resources')).entries.find((e) => e.id === 'goblin')!.stats;
    const ok = runScenario({
      ...base, system: 'dnd5e', combatants: [],
      commands: [
        { type: 'addCombatant', combatant: { id: 'g', name: 'G', side: 'enemy', kind: 'monster', hp: { max: 7 }, stats: goblin } },
        { type: 'updateCombatant', id: 'g', patch: { stats: { ...goblin, ac: 12 } } },
        { type: 'setSettings', settings: { monstersDie: false, akenar: { rangeFloor: true } } },
      ],
    });
    if (!ok.ok) throw new Error(JSON.stringify(ok.problems));
    expect(ok.state.combatants[0]?.sheet).toEqual({ system: 'dnd5e', stats: { ...goblin, ac: 12 } });
    expect(ok.state.settings.rules).toEqual({ monstersDie: false }); // Akenar's readings mean nothing under 5e
    const badStats = validateScenario({ ...base, system: 'dnd5e', commands: [{ type: 'addCombatant', combatant: { name: 'G', side: 'enemy', kind: 'monster', hp: { max: 7 }, stats: { ...goblin, ac: 'x' } } }] });
    expect(badStats).toMatchObject({ ok: false, problems: [{ path: '$.commands[0].combatant.stats.ac', code: 'INVALID_SCENARIO' }] });
    const notStats = validateScenario({ ...base, commands: [{ type: 'updateCombatant', id: 'a', patch: { stats: 5 } }, { type: 'updateCombatant', id: 'a', patch: { akenar: 'x' } }] });
    expect(notStats).toMatchObject({ ok: false, problems: [{ path: '$.commands[0].patch.stats' }, { path: '$.commands[1].patch.akenar' }] });
    const badReading = runScenario({ ...base, system: 'akenar', commands: [{ type: 'setSettings', settings: { akenar: { rangeFlor: true } } }] });
    expect(badReading).toMatchObject({ ok: false, problems: [{ path: '$.commands[0].settings.akenar.rangeFlor', code: 'COMMAND_REJECTED' }] });
  });

  it('names the JSON path of every invalid field', () => {
    const bad = { ...base, version: 2, combatants: [{ id: 'a', name: '', hp: 0 }, { id: 'a', name: 'B', hp: 3 }], commands: [{ type: 'damage', id: 'a', amount: 'x' }] };
    const r = validateScenario(bad);
    expect(r.ok).toBe(false);
    const paths = !r.ok ? r.problems.map((p) => p.path) : [];
    expect(paths).toEqual(expect.arrayContaining(['$.version', '$.combatants[0].name', '$.combatants[0].hp', '$.commands[0].amount']));
    const dup = validateScenario({ ...base, combatants: [{ id: 'a', name: 'A', hp: 1 }, { id: 'a', name: 'B', hp: 1 }] });
    expect(!dup.ok && dup.problems[0]).toMatchObject({ path: '$.combatants[1].id', message: 'duplicate combatant id "a"' });
  });

  it('a die the file does not force stops the run with the input path to add', () => {
    const r = runScenario({ ...base, dice: 'ask', combatants: [{ id: 'a', name: 'A', hp: 10, kind: 'pc' }], commands: [{ type: 'rollInitiative' }] });
    expect(!r.ok && r.problems).toEqual([{ path: '$.commands[0].inputs.init.a', message: 'needs the dice 1d20 (init.a): give {"faces": [...]} or {"auto": true}', code: 'NEEDS_INPUT' }]);
  });

  it('stops at the first rejected command, naming it, and returns the state so far', () => {
    const r = runScenario({ ...base, commands: [{ type: 'damage', id: 'a', amount: 3 }, { type: 'damage', id: 'ghost', amount: 1 }, { type: 'nextTurn' }] });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.problems).toEqual([{ path: '$.commands[1].id', message: 'no combatant with id "ghost"', code: 'COMMAND_REJECTED' }]);
    expect(r.state?.combatants[0]?.hp.current).toBe(7);
  });

  it('asalto scenario run prints the log and state; --json for machines; bad files exit 1 with the path', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = { out: (l: string) => out.push(l), err: (l: string) => err.push(l), env: { LANG: 'en_US.UTF-8' } };
    const file = path.join(repoRoot, 'docs', 'examples', 'ford-ambush.scenario.json');
    expect(await runCli(['scenario', 'run', file], io)).toBe(0);
    expect(out.join('\n')).toContain('Aria moves 2 hexes (3 movement)');
    out.length = 0;
    expect(await runCli(['scenario', 'run', file, '--json'], io)).toBe(0);
    expect((JSON.parse(out.join('\n')) as { ok: boolean }).ok).toBe(true);
    const bad = path.join(tempDir('scn'), 'bad.json');
    fs.writeFileSync(bad, JSON.stringify({ ...base, commands: [{ type: 'heal', id: 'a' }] }));
    expect(await runCli(['scenario', 'validate', bad], io)).toBe(1);
    expect(err.join('\n')).toContain('$.commands[0]');
    fs.writeFileSync(bad, '{ not json');
    expect(await runCli(['scenario', 'run', bad], io)).toBe(1);
  });
});

describe('scenario combatants from the SRD library or with a stat block', () => {
  const library = loadLibrary(path.join(repoRoot, 'resources')).entries;
  const data = scenarioData(path.join(repoRoot, 'resources'));
  const scenario = (combatants: unknown[], commands: unknown[] = []) => ({ format: 'asalto-scenario', version: 1, name: 'SRD', system: 'dnd5e', combatants, commands });

  it('an `srd` id brings the stat block, HP, size, speed and initiative bonus; fields the file gives win', () => {
    const r = runScenario(scenario([{ id: 'g', name: 'Goblin', srd: 'goblin' }, { id: 'f', name: 'Brunhild', srd: 'fighter-3', hp: { max: 28, current: 10 } }], [{ type: 'attack', attacker: 'g', target: 'f', attack: 'scimitar', inputs: { 'atk.d20': { faces: [18] }, 'atk.dmg.0': { faces: [3] } } }]), data);
    expect(r.ok).toBe(true);
    const [g, f] = r.ok ? r.state.combatants : [];
    expect([g?.kind, g?.side, g?.hp.max, g?.size, g?.speed, g?.initiativeBonus, (g && dnd5eStats(g))?.ac]).toEqual(['monster', 'enemy', 7, 'small', 6, 2, 15]);
    expect([f?.kind, f?.side, f?.hp.current]).toEqual(['pc', 'party', 5]);
  });

  it('names what is wrong: an unknown id, both stats and srd, no hp at all', () => {
    const bad = runScenario(scenario([{ id: 'x', name: 'X', srd: 'dragon' }, { id: 'y', name: 'Y' }]), data);
    expect(!bad.ok && bad.problems.map((p) => p.path)).toEqual(['$.combatants[0].srd', '$.combatants[1].hp']);
    const both = validateScenario(scenario([{ id: 'z', name: 'Z', srd: 'goblin', stats: library[0]!.stats }]));
    expect(!both.ok && both.problems[0]?.path).toBe('$.combatants[0].srd');
  });

  it('a scenario refuses the fields of another system, naming their paths', () => {
    const sheet = (JSON.parse(fs.readFileSync(path.join(repoRoot, 'docs', 'examples', 'commands', 'akenar.scenario.json'), 'utf8')) as { combatants: { akenar: unknown }[] }).combatants[0]!.akenar;
    const under = (system: string, c: Record<string, unknown>, top: Record<string, unknown> = {}) => validateScenario({ ...scenario([{ id: 'a', name: 'A', hp: 5, ...c }]), system, ...top }, data);
    expect(under('akenar', { stats: library[0]!.stats })).toEqual({ ok: false, problems: [{ path: '$.combatants[0].stats', message: 'stats is a field of dnd5e scenarios, not of akenar ones', code: 'INVALID_SCENARIO' }] });
    expect(under('dnd5e', { akenar: sheet })).toEqual({ ok: false, problems: [{ path: '$.combatants[0].akenar', message: 'akenar is a field of akenar scenarios, not of dnd5e ones', code: 'INVALID_SCENARIO' }] });
    expect(under('generic', { srd: 'goblin' })).toEqual({ ok: false, problems: [{ path: '$.combatants[0].srd', message: 'srd is a field of dnd5e scenarios, not of generic ones', code: 'INVALID_SCENARIO' }] });
    expect(under('dnd5e', {}, { akenar: { rangeFloor: true } })).toEqual({ ok: false, problems: [{ path: '$.akenar', message: 'akenar is a field of akenar scenarios, not of dnd5e ones', code: 'INVALID_SCENARIO' }] });
    // each under its own system
    expect([under('dnd5e', { srd: 'goblin' }).ok, under('akenar', { akenar: sheet }, { akenar: { rangeFloor: true } }).ok]).toEqual([true, true]);
  });
});
