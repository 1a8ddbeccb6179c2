import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommandInput } from '../../shared/model/commands.js';
import { apply, open, replay, type LiveEncounter } from '../../main/rules/core/history.js';
import type { EncounterFile } from '../../main/store/encounter-file.js';
import { emptyState, repoRoot } from '../helpers/fixtures.js';

const AT = '2026-01-01T00:00:00.000Z';
let n = 0;
const ctx = { newId: () => `x${++n}` };

function arena(dice: 'auto' | 'ask' | 'ask-pcs' = 'auto', seed = 42, system: EncounterFile['initial']['system'] = 'generic'): LiveEncounter {
  const file: EncounterFile = { schemaVersion: 8, id: 'enc-1', createdAt: AT, updatedAt: AT, initial: { ...emptyState(), system, settings: { dice, groupInitiative: false, rules: {} }, rng: { seed } }, history: [], cursor: 0 };
  let live = open(file);
  for (const [id, kind, bonus] of [['aria', 'pc', 3], ['gob', 'monster', 2], ['bram', 'pc', -1]] as const) {
    const r = apply(live, ({ type: 'addCombatant', combatant: { id, name: id, side: kind === 'pc' ? 'party' : 'enemy', kind, hp: { max: 10 }, initiativeBonus: bonus } }), AT, ctx);
    if (!r.ok) throw new Error(r.error.message);
    live = r.value;
  }
  return live;
}
const run = (live: LiveEncounter, c: CommandInput) => apply(live, (c), AT, ctx);
const init = (live: LiveEncounter) => Object.fromEntries(live.state.combatants.map((c) => [c.id, c.initiative]));

describe('dice engine: initiative', () => {
  it('rolls d20 + bonus for everyone and records every die in the event', () => {
    const r = run(arena(), { type: 'rollInitiative' });
    if (!r.ok) throw new Error(r.error.message);
    const ev = r.value.file.history.at(-1)!.events[0]!;
    expect(ev.type).toBe('initiative.rolled');
    if (ev.type !== 'initiative.rolled') return;
    for (const roll of ev.rolls) {
      const c = r.value.state.combatants.find((x) => x.id === roll.id)!;
      expect(roll.roll.dice).toHaveLength(1);
      expect(roll.roll.dice[0]!.value).toBeGreaterThanOrEqual(1);
      expect(roll.roll.dice[0]!.value).toBeLessThanOrEqual(20);
      expect(roll.value).toBe(roll.roll.dice[0]!.value + c.initiativeBonus);
      expect(c.initiative).toBe(roll.value);
      expect(roll.roll.source).toBe('auto');
    }
    expect(ev.rolls.map((x) => x.roll.notation)).toEqual(['1d20+3', '1d20+2', '1d20-1']);
  });

  it('is deterministic from the encounter seed; a salt or another seed rolls other dice', () => {
    const a = run(arena(), { type: 'rollInitiative' });
    const b = run(arena(), { type: 'rollInitiative' });
    expect(a.ok && b.ok && init(a.value)).toEqual(b.ok && init(b.value));
    const salted = [1, 2, 3, 4, 5].map((salt) => run(arena(), { type: 'rollInitiative', salt })).map((r) => JSON.stringify(r.ok && init(r.value)));
    expect(new Set(salted).size).toBeGreaterThan(1);
  });

  it('asks the GM for PC dice only (ask-pcs), one prompt at a time, and changes nothing meanwhile', () => {
    const live = arena('ask-pcs');
    const first = run(live, { type: 'rollInitiative' });
    expect(first).toMatchObject({ ok: false, error: { code: 'NEEDS_INPUT' }, prompt: { key: 'init.aria', notation: '1d20+3', purpose: { msg: 'prompt_initiative', params: { name: 'aria' } }, dice: [{ count: 1, sides: 20 }], allowTotal: false } });
    expect(live.file.history).toHaveLength(3);
    const second = run(live, { type: 'rollInitiative', inputs: { 'init.aria': { faces: [17] } } });
    expect(second).toMatchObject({ ok: false, prompt: { key: 'init.bram' } });
    const done = run(live, { type: 'rollInitiative', inputs: { 'init.aria': { faces: [17] }, 'init.bram': { faces: [4] } } });
    if (!done.ok) throw new Error(done.error.message);
    expect(init(done.value)).toMatchObject({ aria: 20, bram: 3 });
    const ev = done.value.file.history.at(-1)!.events[0]!;
    expect(ev.type === 'initiative.rolled' && ev.rolls.map((x) => x.roll.source)).toEqual(['manual', 'auto', 'manual']);
  });

  it('"roll for me" draws the same die the engine would have drawn', () => {
    const auto = run(arena('auto'), { type: 'rollInitiative' });
    const asked = run(arena('ask'), { type: 'rollInitiative', inputs: { 'init.aria': { auto: true }, 'init.gob': { auto: true }, 'init.bram': { auto: true } } });
    expect(auto.ok && asked.ok && init(asked.value)).toEqual(auto.ok && init(auto.value));
  });

  it('refuses impossible faces, a typed total for a d20, and answers nobody asked for, naming the input', () => {
    const live = arena('ask');
    expect(run(live, { type: 'rollInitiative', ids: ['aria'], inputs: { 'init.aria': { faces: [21] } } })).toMatchObject({ ok: false, error: { code: 'INVALID_COMMAND', path: 'command.inputs.init.aria' } });
    expect(run(live, { type: 'rollInitiative', ids: ['aria'], inputs: { 'init.aria': { total: 12 } } })).toMatchObject({ ok: false, error: { code: 'INVALID_COMMAND', path: 'command.inputs.init.aria' } });
    expect(run(live, { type: 'rollInitiative', ids: ['aria'], inputs: { 'init.aria': { faces: [5] }, 'init.typo': { faces: [5] } } })).toMatchObject({ ok: false, error: { code: 'INVALID_COMMAND', path: 'command.inputs.init.typo' } });
    expect(run(live, { type: 'rollInitiative', ids: ['nobody'] })).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', path: 'command.ids[0]' } });
  });

  it('replays from the recorded dice without rolling, even if the seed changed', () => {
    const r = run(arena(), { type: 'rollInitiative' });
    if (!r.ok) throw new Error(r.error.message);
    const tampered = { ...r.value.file, initial: { ...r.value.file.initial, rng: { seed: 7 } } };
    expect(init({ file: tampered, state: replay(tampered) })).toEqual(init(r.value));
  });
});

describe('5E-SEQ-11: group initiative', () => {
  it('identical monsters share one roll and one slot when the setting is on; others roll alone', () => {
    const stats = JSON.parse(JSON.stringify((require_goblin()))) as Record<string, unknown>;
    let live = arena('auto', 42, 'dnd5e');
    for (const id of ['g1', 'g2', 'g3']) {
      const r = run(live, { type: 'addCombatant', combatant: { id, name: `Goblin ${id}`, side: 'enemy', kind: 'monster', hp: { max: 7 }, initiativeBonus: 2, sheet: { system: 'dnd5e', stats } } as never });
      if (!r.ok) throw new Error(r.error.message);
      live = r.value;
    }
    const on = run(live, { type: 'setSettings', settings: { dice: 'auto', groupInitiative: true } });
    if (!on.ok) throw new Error('settings');
    const r = run(on.value, { type: 'rollInitiative' });
    if (!r.ok) throw new Error(r.error.message);
    const v = init(r.value);
    expect(v.g1).toBe(v.g2);
    expect(v.g2).toBe(v.g3);
    const ev = r.value.file.history.at(-1)!.events[0]!;
    expect(ev.type === 'initiative.rolled' && new Set(ev.rolls.map((x) => x.roll.key)).size).toBe(4); // aria, gob, bram, and one for the goblins
    const off = run(live, { type: 'rollInitiative' });
    if (!off.ok) throw new Error(off.error.message);
    const offEv = off.value.file.history.at(-1)!.events[0]!;
    expect(offEv.type === 'initiative.rolled' && new Set(offEv.rolls.map((x) => x.roll.key)).size).toBe(6); // setting off: one roll each
  });
});

function require_goblin(): unknown {
  const lib = JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'srd', 'dnd5e-creatures.json'), 'utf8')) as { entries: { id: string; stats: unknown }[] };
  return lib.entries.find((e) => e.id === 'goblin')!.stats;
}
