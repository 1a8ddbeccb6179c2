// The worked examples and test vectors of the Pathfinder inventory (../shared/rules/pf1.md, "Worked
// examples from the text") on turns, movement, spells and items: each a scenario in docs/examples/pf1/
// run by the engine the app uses, every die given. An illegal case is the scenario plus the command
// the text forbids, refused naming the rule.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Pf1Status } from '../../../shared/systems/pf1/schema.js';
import { runScenario, scenarioData } from '../../../main/scenario/run.js';
import { repoRoot } from '../../helpers/fixtures.js';

const dir = path.join(repoRoot, 'docs', 'examples', 'pf1');
const data = scenarioData(path.join(repoRoot, 'resources'));
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')) as { commands: unknown[] };

interface Run { state: EncounterState; events: EncounterEvent[]; batches: EncounterEvent[][] }
function run(file: string, extra: unknown[] = []): Run {
  const raw = read(file);
  const r = runScenario({ ...raw, commands: [...raw.commands, ...extra] }, data);
  if (!r.ok) throw new Error(`${file}: ${r.problems.map((p) => `${p.path}: ${p.message}`).join('; ')}`);
  return { state: r.state, events: r.log.flatMap((b) => b.events), batches: r.log.map((b) => b.events) };
}
/** The scenario with `extra` commands after it: the first extra one is refused, naming `rule`. */
function refused(file: string, extra: unknown[], rule: string): void {
  const raw = read(file);
  const r = runScenario({ ...raw, commands: [...raw.commands, ...extra] }, data);
  expect(r.ok).toBe(false);
  if (!r.ok) expect(r.problems.map((p) => p.message).join(' ')).toContain(rule);
}
const st = (r: Run, id: string): Pf1Status => {
  const c = r.state.combatants.find((x) => x.id === id);
  if (c?.sheet?.system !== 'pf1') throw new Error(`no ${id}`);
  return c.sheet.status;
};
type Changed = Extract<EncounterEvent, { type: 'pf1.changed' }>;
const changed = (r: Run | EncounterEvent[], id: string, reason?: string): Changed[] =>
  (Array.isArray(r) ? r : r.events).filter((e): e is Changed => e.type === 'pf1.changed' && e.id === id && (!reason || e.reason === reason));
const who = (r: Run, id: string) => r.state.combatants.find((x) => x.id === id)!;
const f = (...faces: number[]) => ({ faces });

const COVERED = ['e-01', 'e-02', 'e-07', 'e-08', 'e-09', 'e-10', 'e-11', 'e-12', 'e-13', 'e-14', 'tv-01', 'tv-02', 'tv-03', 'tv-04', 'tv-05',
  ...Array.from({ length: 16 }, (_, i) => `tv-${29 + i}`)];

describe('Pathfinder worked examples on turns, movement, spells and items (docs/examples/pf1)', () => {
  it('every E-01, E-02, E-07..E-14, TV-01..TV-05 and TV-29..TV-44 has a scenario named after it', () => {
    const names = fs.readdirSync(dir).filter((x) => x.endsWith('.scenario.json'));
    const ids = new Set(names.flatMap((n) => {
      const out: string[] = [];
      const re = /(e|tv)-(\d\d)((?:-\d\d)*)/g;
      for (const m of n.matchAll(re)) [m[2], ...(m[3] ?? '').split('-').filter(Boolean)].forEach((d) => out.push(`${m[1]}-${d}`));
      return out;
    }));
    expect(COVERED.filter((id) => !ids.has(id))).toEqual([]);
  });

  it('PF-ECON-17 (E-01): the bow attack costs its standard action, nocking nothing: a move is still there', () => {
    const r = run('e-01-nocking-an-arrow.scenario.json');
    expect(st(r, 'rogue').budget).toMatchObject({ standard: true, move: 1 });
  });

  it('PF-ECON-05 / PF-ECON-18 (E-02): the aware act with one standard or one move plus swift and free; the surprised not at all', () => {
    const r = run('e-02-surprise-round.scenario.json');
    expect(changed(r, 'wizard', 'bd_pf_econ_surprise_round')).toHaveLength(1);
    const raw = read('e-02-surprise-round.scenario.json');
    const cut = { ...raw, commands: raw.commands.slice(0, 5) };
    const out = runScenario({ ...cut, commands: [...cut.commands, { type: 'pf1Action', id: 'wizard', action: 'openDoor' }] }, data);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.problems[0]!.message).toContain('PF-ECON-05');
    expect(st(r, 'orc').budget).toMatchObject({ limited: 'inactive', limitRule: 'PF:G-06' });
    expect(r.state.round).toBe(2);
    expect(st(r, 'wizard').budget.limited).toBe('none');
  });

  it('PF-ITEM-06 / PF-ITEM-08 / PF-ITEM-09 (E-07, TV-44): a move action at BAB +0; free with a move at BAB +1; two weapons with Two-Weapon Fighting', () => {
    const r = run('e-07-tv-44-drawing.scenario.json');
    expect(st(r, 'novice').budget.move).toBe(1);
    expect(changed(r, 'adept', 'bd_pf_item_draw_free')).toHaveLength(1);
    expect(st(r, 'adept').budget.move).toBe(1);
    expect(st(r, 'twin').drawn).toEqual(['sword', 'axe']);
    expect(st(r, 'twin').budget.move).toBe(1);
  });

  it('PF-ITEM-11 (E-08): ammunition readied as a free action, twice, the standard action untouched', () => {
    const r = run('e-08-ammunition.scenario.json');
    expect(changed(r, 'rogue', 'bd_pf_econ_act_ready_ammunition')).toHaveLength(2);
    expect(st(r, 'rogue').budget).toMatchObject({ standard: true, move: 0 });
  });

  it('PF-SPELL-51 / PF-ECON-20 / PF-ECON-21 / PF-ECON-22 (E-09, TV-37): Feather Fall on its turn is its swift; off-turn it takes the next turn\'s swift; not flat-footed', () => {
    const r = run('e-09-tv-37-feather-fall.scenario.json');
    const casts = changed(r, 'wizard', 'bd_pf_spell_casting');
    expect(casts).toHaveLength(2);
    expect(casts[0]!.status.budget.swift).toBe(true);
    expect(casts[1]!.status.swiftSpent).toBe(true);
    expect(r.state.activeId).toBe('wizard');
    expect(st(r, 'wizard').budget.swift).toBe(true);
    refused('e-09-tv-37-feather-fall.scenario.json', [{ type: 'pf1Action', id: 'wizard', action: 'useFeat', as: 'swift' }], 'PF-ECON-15');
    // The sorcerer has not acted yet in round 1: flat-footed (G-06).
    const raw = read('e-09-tv-37-feather-fall.scenario.json');
    const early = runScenario({ ...raw, commands: [{ type: 'nextTurn' }, { type: 'pf1Action', id: 'sorc', action: 'castSpell', spell: { name: 'Caída de pluma', level: 1, castingTime: 'immediate', somatic: false } }] }, data);
    expect(early.ok).toBe(false);
    if (!early.ok) expect(early.problems[0]!.message).toContain('PF-ECON-22');
  });

  it('PF-SPELL-38 / PF-SPELL-40 / PF-SPELL-41 (E-10, TV-40): 10 rounds of full-round casting; provoked in round 1 only; no threat meanwhile; round 6 ends it and it threatens again', () => {
    const r = run('e-10-tv-40-minute-casting.scenario.json');
    expect(changed(r, 'wizard', 'bd_pf_spell_casting_begins')[0]?.params).toMatchObject({ rounds: 10 });
    expect(changed(r, 'wizard', 'bd_pf_spell_casting_continues').map((e) => e.params?.done)).toEqual([2, 3, 4, 5, 6]);
    expect(changed(r, 'orc', 'bd_pf_aoo_taken')).toHaveLength(0);
    expect(changed(r, 'wizard', 'bd_pf_spell_interrupted')).toHaveLength(1);
    expect(st(r, 'wizard').casting).toBeNull();
    // The orc's last move, out of the wizard's reach, was asked of the GM (`oa.wizard`, declined): it threatens again.
    expect(who(r, 'orc').position).toEqual({ q: 6, r: 4 });
  });

  it('PF-MOVE-19 / E-11 / E-12: 5 ft = 1 hex, 10 ft = 2; a run of 24 hexes in 6 seconds is about 13.6 mph', () => {
    const r = run('tv-29-30-e-11-e-12-run.scenario.json');
    const moved = r.events.filter((e): e is Extract<EncounterEvent, { type: 'combatant.moved' }> => e.type === 'combatant.moved');
    const rogue = moved.find((m) => m.id === 'rogue')!;
    expect(rogue.cost * 5).toBe(10);
    const wizard = moved.filter((m) => m.id === 'wizard').reduce((n, m) => n + m.cost, 0);
    expect(Math.round(((wizard * 5) / 6) * 3600 / 5280)).toBe(14);
  });

  it('PF-SPELL-04 (E-13): d% 20 spoils the verbal spell; 21 does not', () => {
    const r = run('e-13-deafened-caster.scenario.json');
    expect(changed(r, 'wizard', 'bd_pf_spell_lost')[0]?.rule).toEqual({ id: 'PF-SPELL-04', gap: 'PF:G-33' });
    expect(changed(r, 'sorc', 'bd_pf_spell_effect')).toHaveLength(1);
  });

  it('PF-SPELL-29 (E-14): six friends touched as a full-round action; a seventh is refused', () => {
    const r = run('e-14-touch-six-friends.scenario.json');
    expect(changed(r, 'cleric', 'bd_pf_spell_touch_friends')[0]?.params).toMatchObject({ count: 6 });
    expect(st(r, 'cleric').budget.fullRound).toBe('touchFriends');
    const raw = read('e-14-touch-six-friends.scenario.json');
    const seven = runScenario({ ...raw, commands: [...raw.commands.slice(0, 2), { type: 'pf1Action', id: 'cleric', action: 'touchFriends', targets: ['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'cleric'] }] }, data);
    expect(seven.ok).toBe(false);
    if (!seven.ok) expect(seven.problems[0]!.message).toContain('PF-SPELL-29');
  });

  it('PF-SPELL-17 / PF-SPELL-11 (TV-01, TV-02): DC 10 + 7 + 3 = 20, failed: the prepared spell is lost; DC 10 + 1 + 0 = 11, the spontaneous slot spent', () => {
    const r = run('tv-01-02-concentration-hurt.scenario.json');
    const lost = changed(r, 'wizard', 'bd_pf_spell_lost')[0]!;
    expect(lost.steps?.[0]?.params).toMatchObject({ dc: 20 });
    expect(lost.params).toMatchObject({ slot: 'prepared' });
    const sorc = changed(r, 'sorc', 'bd_pf_spell_lost')[0]!;
    expect(sorc.steps?.[0]?.params).toMatchObject({ dc: 11 });
    expect(sorc.params).toMatchObject({ slot: 'spontaneous' });
  });

  it('PF-SPELL-19 (TV-03): defensively at levels 0 / 1 / 3 / 9: DC 15 / 17 / 21 / 33, no attack of opportunity', () => {
    const r = run('tv-03-casting-defensively.scenario.json');
    const dc = (id: string) => [...changed(r, id, 'bd_pf_spell_conc_kept'), ...changed(r, id, 'bd_pf_spell_lost')][0]?.steps?.[0]?.params.dc;
    expect(['w0', 'w1', 'w3', 'w9'].map(dc)).toEqual([15, 17, 21, 33]);
    expect(r.events.some((e) => e.type === 'attack.resolved')).toBe(false);
    expect(changed(r, 'w9', 'bd_pf_spell_lost')).toHaveLength(1);
  });

  it('PF-SPELL-19 / PF-SPELL-33 (TV-04): DC 19 to cast; the ranged touch still provokes', () => {
    const r = run('tv-04-ranged-touch-defensive.scenario.json');
    expect(changed(r, 'wizard', 'bd_pf_spell_conc_kept')[0]?.steps?.[0]?.params).toMatchObject({ dc: 19 });
    expect(changed(r, 'orc', 'bd_pf_aoo_taken')[0]?.rule?.id).toBe('PF-SPELL-33');
  });

  it('PF-ABIL-05 (TV-05): DC 19, failed: not used, one use spent', () => {
    const r = run('tv-05-spell-like-defensive.scenario.json');
    const spent = changed(r, 'wizard', 'bd_pf_abil_use_spent')[0]!;
    expect(spent.rule?.id).toBe('PF-ABIL-05');
    expect(spent.steps?.[0]?.params).toMatchObject({ dc: 19 });
  });

  it('PF-MOVE-13 / PF-MOVE-14 / PF-MOVE-15 (TV-29, TV-30): 120 ft = 24 hexes, Dex lost, no 5-ft step; heavy armor at 20 ft: 12 hexes', () => {
    const r = run('tv-29-30-e-11-e-12-run.scenario.json');
    expect(who(r, 'wizard').position).toEqual({ q: 24, r: 2 });
    expect(changed(r, 'wizard', 'bd_pf_move_run')[0]?.params).toMatchObject({ cost: 24, dex: 'lost' });
    expect(who(r, 'fighter').position).toEqual({ q: 12, r: 5 });
    const raw = read('tv-29-30-e-11-e-12-run.scenario.json');
    const step = runScenario({ ...raw, commands: [...raw.commands.slice(0, 2), { type: 'moveCombatant', id: 'wizard', to: { q: 25, r: 2 }, mode: 'step' }] }, data);
    expect(step.ok).toBe(false);
    if (!step.ok) expect(step.problems[0]!.message).toContain('PF-MOVE-13');
    const far = runScenario({ ...raw, commands: [...raw.commands.slice(0, 3), { type: 'moveCombatant', id: 'fighter', to: { q: 13, r: 5 }, mode: 'run' }] }, data);
    expect(far.ok).toBe(false);
    if (!far.ok) expect(far.problems[0]!.message).toContain('PF-MOVE-14');
  });

  it('PF-MOVE-16 / PF-MOVE-17 (TV-31): Con 12: rounds 1–12 free, then DC 10, 11, 12; failing stops the run and 10 rounds of rest begin', () => {
    const r = run('tv-31-running-constitution.scenario.json');
    const runs = changed(r, 'runner').filter((e) => e.reason === 'bd_pf_move_run' || e.reason === 'bd_pf_move_run_tired');
    expect(runs.slice(0, 12).every((e) => e.params?.dc === undefined)).toBe(true);
    expect(runs.slice(12).map((e) => e.params?.dc)).toEqual([10, 11, 12]);
    expect(runs.at(-1)?.reason).toBe('bd_pf_move_run_tired');
    expect(st(r, 'runner')).toMatchObject({ running: false, restRounds: 10 });
    refused('tv-31-running-constitution.scenario.json', [{ type: 'nextTurn' }, { type: 'moveCombatant', id: 'runner', to: { q: 6, r: 4 }, mode: 'run' }], 'PF-MOVE-17');
  });

  it('PF-MOVE-20..24 / PF-MOVE-27 (TV-32, TV-33): withdraw 12 hexes; the visible foe gets nothing, the invisible one is asked; restricted: 6 hexes', () => {
    const r = run('tv-32-33-withdraw.scenario.json');
    expect(who(r, 'wizard').position).toEqual({ q: 14, r: 2 });
    expect(changed(r, 'seen', 'bd_pf_aoo_taken')).toHaveLength(0);
    expect(who(r, 'staggered').position).toEqual({ q: 8, r: 8 });
    expect(changed(r, 'staggered', 'bd_pf_move_withdraw')[0]?.rule?.id).toBe('PF-MOVE-27');
    const raw = read('tv-32-33-withdraw.scenario.json');
    const asked = runScenario({ ...raw, commands: raw.commands.map((c) => ((c as { id?: string }).id === 'rogue' ? { ...(c as object), inputs: {} } : c)) }, data);
    expect(asked.ok).toBe(false);
    if (!asked.ok) expect(asked.problems[0]!.message).toContain('oa.unseen');
    refused('tv-32-33-withdraw.scenario.json', [{ type: 'moveCombatant', id: 'staggered', to: { q: 9, r: 8 }, mode: 'step' }], 'PF-MOVE-23');
  });

  it('PF-MOVE-04 / PF-MOVE-05 (TV-34): climbing 7.5 ft is 1 hex a move action; accelerated 15 ft is 3, with Climb −5', () => {
    const r = run('tv-34-climbing.scenario.json');
    expect(st(r, 'a').budget).toMatchObject({ move: 2, moved: 2 });
    expect(changed(r, 'b', 'bd_pf_move_climb_fast')[0]?.params).toMatchObject({ cost: 3, check: -5 });
    expect(st(r, 'b').budget.move).toBe(1);
  });

  it('PF-MOVE-28..34 / PF-ECON-08 (TV-35): after a draw, the step is legal; a second step, 5 ft of speed, a difficult hex: refused', () => {
    const r = run('tv-35-five-foot-step.scenario.json');
    expect(changed(r, 'fighter', 'bd_pf_move_step')).toHaveLength(1);
    const raw = read('tv-35-five-foot-step.scenario.json');
    const second = runScenario({ ...raw, commands: [...raw.commands.slice(0, 3), { type: 'moveCombatant', id: 'fighter', to: { q: 4, r: 4 }, mode: 'step' }] }, data);
    expect(second.ok).toBe(false);
    if (!second.ok) expect(second.problems[0]!.message).toContain('PF-MOVE-30');
    const moved = runScenario({ ...raw, commands: [raw.commands[0], { type: 'moveCombatant', id: 'fighter', to: { q: 3, r: 4 }, mode: 'move' }, { type: 'moveCombatant', id: 'fighter', to: { q: 4, r: 4 }, mode: 'step' }] }, data);
    expect(moved.ok).toBe(false);
    if (!moved.ok) expect(moved.problems[0]!.message).toContain('PF-MOVE-30');
    const difficult = runScenario({ ...raw, commands: [raw.commands[0], { type: 'moveCombatant', id: 'fighter', to: { q: 3, r: 4 }, mode: 'move' }] }, data);
    expect(difficult.ok).toBe(true);
    refused('tv-35-five-foot-step.scenario.json', [{ type: 'moveCombatant', id: 'slow', to: { q: 3, r: 7 }, mode: 'step' }], 'PF-MOVE-33');
    const intoDifficult = runScenario({ ...raw, commands: [raw.commands[0], { type: 'moveCombatant', id: 'fighter', to: { q: 3, r: 4 }, mode: 'step' }, { type: 'nextTurn' }, { type: 'nextTurn' }, { type: 'moveCombatant', id: 'fighter', to: { q: 4, r: 4 }, mode: 'step' }, { type: 'nextTurn' }, { type: 'nextTurn' }, { type: 'moveCombatant', id: 'fighter', to: { q: 5, r: 4 }, mode: 'step' }] }, data);
    expect(intoDifficult.ok).toBe(false);
    if (!intoDifficult.ok) expect(intoDifficult.problems[0]!.message).toContain('PF-MOVE-32');
  });

  it('PF-ATK-12 (TV-36): a thrown 10-ft increment reaches 50 ft (10 hexes); 55 ft is out of range', () => {
    const r = run('tv-36-maximum-range.scenario.json');
    expect(r.events.some((e) => e.type === 'attack.resolved')).toBe(true);
    const raw = read('tv-36-maximum-range.scenario.json');
    const far = runScenario({ ...raw, combatants: (raw as unknown as { combatants: { id: string; position: object }[] }).combatants.map((c) => (c.id === 'orc' ? { ...c, position: { q: 12, r: 4 } } : c)) }, data);
    expect(far.ok).toBe(false);
  });

  it('PF-SPELL-43..48 (TV-38, TV-39): metamagic standard spell full-round, same round; quickened swift beside a normal spell; metamagic 1-round spell one extra round; cleric\'s cure full-round', () => {
    const r = run('tv-38-39-metamagic.scenario.json');
    const cast = (id: string) => changed(r, id, 'bd_pf_spell_casting')[0]!;
    expect(cast('sorc').rule?.id).toBe('PF-SPELL-43');
    expect(cast('sorc').status.budget.fullRound).toBe('castSpell');
    expect(changed(r, 'sorc', 'bd_pf_spell_effect')).toHaveLength(1);
    expect(changed(r, 'sorc2', 'bd_pf_spell_casting').map((e) => e.rule?.id)).toEqual(['PF-SPELL-47', 'PF-SPELL-01']);
    expect(changed(r, 'sorc3', 'bd_pf_spell_casting_begins')[0]?.params).toMatchObject({ rounds: 2 });
    expect(changed(r, 'sorc3', 'bd_pf_spell_takes_effect')).toHaveLength(1);
    expect(cast('cleric').rule?.id).toBe('PF-SPELL-46');
  });

  it('PF-SPELL-26 / PF-SPELL-28 (TV-41): the missed touch holds the charge; the next spell dissipates it', () => {
    const r = run('tv-41-held-charge.scenario.json');
    expect(changed(r, 'wizard', 'bd_pf_spell_charge_kept')).toHaveLength(1);
    expect(changed(r, 'wizard', 'bd_pf_spell_charge_dissipates')).toHaveLength(1);
    expect(st(r, 'wizard').holding).toBeNull();
  });

  it('PF-SPELL-30 / PF-SPELL-31 (TV-42): holding the charge, a punch provokes; a miss keeps the charge, a hit deals 1d3 + Str nonlethal and discharges it', () => {
    const r = run('tv-42-punch-holding-charge.scenario.json');
    const punches = r.batches.filter((b) => b.some((e) => e.type === 'attack.resolved' && e.attacker === 'wizard'));
    expect(punches).toHaveLength(2);
    expect(changed(punches[0]!, 'wizard', 'bd_pf_spell_discharged')).toHaveLength(0);
    expect(changed(punches[1]!, 'wizard', 'bd_pf_spell_discharged')[0]?.rule?.id).toBe('PF-SPELL-31');
    expect(st(r, 'orc').nonlethal).toBe(4);
    // The spell's 1d6 (3) lands with the punch: 6 − 3 = 3 HP, and 4 nonlethal over 3 HP knocks the orc out.
    expect(who(r, 'orc').hp.current).toBe(3);
    expect(who(r, 'orc').life).toBe('stable');
    expect(st(r, 'wizard').holding).toBeNull();
    const raw = read('tv-42-punch-holding-charge.scenario.json');
    const ask = runScenario({ ...raw, commands: [...raw.commands.slice(0, 5), { type: 'attack', attacker: 'wizard', target: 'orc', attack: 'unarmed', inputs: { 'atk.d20': f(1) } }] }, data);
    expect(ask.ok).toBe(false);
    if (!ask.ok) expect(ask.problems[0]!.message).toContain('oa.orc');
  });

  it('PF-ITEM-14 / PF-ITEM-15 (TV-43): Ride 20, a free action; 19, a move action; with no move action left, refused', () => {
    const r = run('tv-43-fast-mount.scenario.json');
    expect(st(r, 'a').budget.move).toBe(0);
    expect(changed(r, 'b', 'bd_pf_item_fast_mount_failed')).toHaveLength(1);
    refused('tv-43-fast-mount.scenario.json', [{ type: 'pf1Action', id: 'b', action: 'fastMount', skill: 5, inputs: { 'ride.b': f(20) } }], 'PF-ITEM-15');
  });
});
