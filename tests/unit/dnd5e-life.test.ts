import { dnd5eSheet } from '../../shared/systems/dnd5e/sheet.js';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommandInput } from '../../shared/model/commands.js';
import type { Combatant } from '../../shared/model/encounter.js';
import { dnd5eLibrarySchema, type Dnd5eStats } from '../../shared/systems/dnd5e/schema.js';
import { apply, open, replay, type LiveEncounter } from '../../main/rules/core/history.js';
import type { EncounterFile } from '../../main/store/encounter-file.js';
import { emptyState, repoRoot } from '../helpers/fixtures.js';

const AT = '2026-01-01T00:00:00.000Z';
const pcs = dnd5eLibrarySchema.parse(JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'srd', 'dnd5e-pcs.json'), 'utf8')));
const monsters = dnd5eLibrarySchema.parse(JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'srd', 'dnd5e-creatures.json'), 'utf8')));
const fighter: Dnd5eStats = pcs.entries.find((e) => e.id === 'fighter-3')!.stats;
const ogre: Dnd5eStats = monsters.entries.find((e) => e.id === 'ogre')!.stats;
let n = 0;
const ctx = { newId: () => `x${++n}` };

/** A level-3 fighter (PC, 28 HP) at initiative 20 and an ogre (59 HP) at 10, round 1, fighter's turn. */
function arena(): LiveEncounter {
  const file: EncounterFile = { schemaVersion: 8, id: 'enc-1', createdAt: AT, updatedAt: AT, initial: { ...emptyState(), system: 'dnd5e', settings: { dice: 'ask', groupInitiative: false, rules: { monstersDie: true } } }, history: [], cursor: 0 };
  let live = open(file);
  for (const c of [
    { id: 'pc', name: 'Fighter', side: 'party', kind: 'pc', hp: { max: fighter.hpMax }, sheet: dnd5eSheet(fighter), initiative: 20 },
    { id: 'ogre', name: 'Ogre', side: 'enemy', kind: 'monster', hp: { max: ogre.hpMax }, sheet: dnd5eSheet(ogre), initiative: 10 },
  ]) live = run(live, { type: 'addCombatant', combatant: c } as CommandInput);
  return run(live, { type: 'nextTurn' });
}
function run(live: LiveEncounter, c: CommandInput): LiveEncounter {
  const r = apply(live, (c), AT, ctx);
  if (!r.ok) throw new Error(`${r.error.code}: ${r.error.message}`);
  return r.value;
}
const pc = (l: LiveEncounter): Combatant => l.state.combatants.find((c) => c.id === 'pc')!;
const lastReasons = (l: LiveEncounter) => l.file.history.at(-1)!.events.flatMap((e) => (e.type === 'life.changed' ? [`${e.reason} ${e.rule.id}`] : []));
const ogreHits = (l: LiveEncounter, d20: number, dmg: number[]) =>
  run(l, { type: 'attack', attacker: 'ogre', target: 'pc', attack: 'greatclub', inputs: { 'atk.d20': { faces: [d20] }, 'atk.dmg.0': { faces: dmg } } });

describe('5e: dropping to 0 HP and death saves', () => {
  it('5E-ZERO-03: a character reduced to 0 falls unconscious; 5E-DMG-01: HP stop at 0', () => {
    let l = run(arena(), { type: 'damage', id: 'pc', amount: 20 });
    l = ogreHits(l, 15, [8, 8]);
    expect(pc(l)).toMatchObject({ hp: { current: 0 }, life: 'unconscious', deathSaves: { successes: 0, failures: 0 } });
    expect(lastReasons(l)).toEqual(['bd_falls_unconscious 5E-ZERO-03']);
  });

  it('5E-ZERO-02: leftover damage reaching the HP maximum kills outright', () => {
    const l = run(arena(), { type: 'damage', id: 'pc', amount: 60 });
    expect(pc(l).life).toBe('dead');
    expect(lastReasons(l)).toEqual(['bd_instant_death 5E-ZERO-02']);
  });

  it('5E-ZERO-01 with 5E:G-34: a monster dies at 0', () => {
    const l = run(arena(), { type: 'damage', id: 'ogre', amount: 59 });
    expect(l.state.combatants.find((c) => c.id === 'ogre')!.life).toBe('dead');
  });

  it('5E-ZERO-05, 5E-ZERO-07, 5E-ZERO-09: at the start of its turn at 0 it rolls a d20: 10+ succeeds, below fails, both tracked', () => {
    let l = run(arena(), { type: 'damage', id: 'pc', amount: 28 });
    const asked = apply(l, ({ type: 'nextTurn' }), AT, ctx); // to the ogre: no save
    expect(asked.ok).toBe(true);
    l = run(l, { type: 'nextTurn' });
    const prompt = apply(l, ({ type: 'nextTurn' }), AT, ctx);
    expect(prompt).toMatchObject({ ok: false, prompt: { key: 'death.pc', notation: '1d20', purpose: { msg: 'prompt_death_save' } } });
    l = run(l, { type: 'nextTurn', inputs: { 'death.pc': { faces: [10] } } });
    expect(pc(l).deathSaves).toEqual({ successes: 1, failures: 0 });
    l = run(run(l, { type: 'nextTurn' }), { type: 'nextTurn', inputs: { 'death.pc': { faces: [9] } } });
    expect(pc(l).deathSaves).toEqual({ successes: 1, failures: 1 });
    expect(lastReasons(l)).toEqual(['bd_death_save_failure 5E-ZERO-07']);
  });

  it('5E-ZERO-08: three successes make it stable; 5E-ZERO-17: a stable creature rolls no more; 5E-SEQ-04: a defeated side ends the combat if the GM says so', () => {
    let l = run(arena(), { type: 'damage', id: 'pc', amount: 28 });
    for (let i = 0; i < 3; i++) l = run(run(l, { type: 'nextTurn' }), { type: 'nextTurn', inputs: { 'death.pc': { faces: [15] } } });
    expect(pc(l)).toMatchObject({ life: 'stable', deathSaves: { successes: 0, failures: 0 } });
    // 5E-SEQ-04: the party (its one member stable) is defeated: at the round's end the GM is asked.
    l = run(l, { type: 'nextTurn' }); // the ogre's turn
    expect(apply(l, ({ type: 'nextTurn' }), AT, ctx)).toMatchObject({ prompt: { kind: 'choice', key: 'combat.end', default: 'end' } });
    l = run(l, { type: 'nextTurn', inputs: { 'combat.end': { choice: 'continue' } } }); // no death save: nothing to roll
    expect(pc(l).life).toBe('stable');
    l = run(l, { type: 'nextTurn' });
    l = run(l, { type: 'nextTurn', inputs: { 'combat.end': { choice: 'end' } } });
    expect([l.state.round, l.state.activeId]).toEqual([0, null]);
  });

  it('5E-ZERO-11: a 1 is two failures; 5E-ZERO-08: the third failure kills, and the dead are skipped in the order', () => {
    let l = run(arena(), { type: 'damage', id: 'pc', amount: 28 });
    l = run(run(l, { type: 'nextTurn' }), { type: 'nextTurn', inputs: { 'death.pc': { faces: [1] } } });
    expect(pc(l).deathSaves.failures).toBe(2);
    expect(lastReasons(l)).toEqual(['bd_death_save_one 5E-ZERO-11']);
    l = run(run(l, { type: 'nextTurn' }), { type: 'nextTurn', inputs: { 'death.pc': { faces: [4] } } });
    expect(pc(l).life).toBe('dead');
    l = run(l, { type: 'nextTurn' });
    l = run(l, { type: 'nextTurn', inputs: { 'combat.end': { choice: 'continue' } } });
    expect(l.state.activeId).toBe('ogre'); // the dead fighter's turn is passed over
  });

  it('5E-ZERO-12: a 20 regains 1 HP and wakes it up', () => {
    let l = run(arena(), { type: 'damage', id: 'pc', amount: 28 });
    l = run(run(l, { type: 'nextTurn' }), { type: 'nextTurn', inputs: { 'death.pc': { faces: [20] } } });
    expect(pc(l)).toMatchObject({ hp: { current: 1 }, life: 'ok' });
  });

  it('5E-ZERO-13, 5E-ZERO-14: damage at 0 is a failed save, a critical two; 5E-ZERO-15: damage reaching the maximum kills', () => {
    let l = run(arena(), { type: 'damage', id: 'pc', amount: 28 });
    l = run(l, { type: 'damage', id: 'pc', amount: 1 });
    expect(pc(l).deathSaves.failures).toBe(1);
    expect(lastReasons(l)).toEqual(['bd_damage_at_zero 5E-ZERO-13']);
    // An unconscious target: the ogre attacks with advantage and its hit from 5 ft is critical.
    let k = run(arena(), { type: 'damage', id: 'pc', amount: 28 });
    k = run(k, { type: 'attack', attacker: 'ogre', target: 'pc', attack: 'greatclub', inputs: { 'atk.d20': { faces: [3, 15] }, 'atk.dmg.0': { faces: [1, 1, 1, 1] } } });
    expect(pc(k).deathSaves.failures).toBe(2);
    expect(lastReasons(k)).toEqual(['bd_damage_at_zero_critical 5E-ZERO-14']);
    k = run(k, { type: 'damage', id: 'pc', amount: 1 });
    expect(pc(k).life).toBe('dead');
    const big = run(run(arena(), { type: 'damage', id: 'pc', amount: 28 }), { type: 'damage', id: 'pc', amount: 28 });
    expect(lastReasons(big)).toEqual(['bd_instant_death_at_zero 5E-ZERO-15']);
  });

  it('5E-ZERO-04, 5E-ZERO-10: healing at 0 wakes it and resets the saves; replay gives the same state', () => {
    let l = run(arena(), { type: 'damage', id: 'pc', amount: 28 });
    l = run(run(l, { type: 'nextTurn' }), { type: 'nextTurn', inputs: { 'death.pc': { faces: [3] } } });
    l = run(l, { type: 'heal', id: 'pc', amount: 5 });
    expect(pc(l)).toMatchObject({ hp: { current: 5 }, life: 'ok', deathSaves: { successes: 0, failures: 0 } });
    expect(lastReasons(l)).toEqual(['bd_revived 5E-ZERO-04']);
    expect(replay(l.file)).toEqual(l.state);
  });
});
