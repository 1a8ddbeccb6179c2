// Issue #15 item 5: duplicates are numbered by the engine on adding, and never renumbered.
// The rule: a new combatant keeps its name unless someone in the encounter already has it; then it
// gets one past the highest number of its family ("Goblin" counts as 1): Goblin, Goblin 2, Goblin 3…
import { describe, expect, it } from 'vitest';
import { commandSchemaFor, type CommandInput } from '../../shared/model/commands.js';
import { apply, open, type LiveEncounter } from '../../main/rules/core/history.js';
import { uniqueName } from '../../main/rules/core/resolve.js';
import type { EncounterFile } from '../../main/store/encounter-file.js';
import { emptyState } from '../helpers/fixtures.js';

const AT = '2026-01-01T00:00:00.000Z';
const newFile = (): EncounterFile => ({ schemaVersion: 8, id: 'enc-1', createdAt: AT, updatedAt: AT, initial: emptyState(), history: [], cursor: 0 });

function session() {
  let n = 0;
  const ctx = { newId: () => `c${++n}` };
  let live: LiveEncounter = open(newFile());
  const run = (c: CommandInput) => {
    const r = apply(live, commandSchemaFor('generic').parse(c), AT, ctx);
    if (!r.ok) throw new Error(r.error.message);
    live = r.value;
  };
  const add = (name: string) => run({ type: 'addCombatant', combatant: { name, side: 'enemy', kind: 'monster', hp: { max: 7 } } });
  return { add, run, names: () => live.state.combatants.map((c) => c.name), live: () => live };
}

describe('combatant names (engine)', () => {
  it('numbers a duplicate and leaves the first one as it was', () => {
    const s = session();
    s.add('Goblin');
    s.add('Goblin');
    s.add('goblin ');
    expect(s.names()).toEqual(['Goblin', 'Goblin 2', 'goblin 3']);
  });

  it('continues past the highest number and never fills or renumbers', () => {
    const s = session();
    s.add('Orc');
    s.add('Orc');
    s.add('Orc');
    s.run({ type: 'removeCombatant', id: 'c2' });
    s.add('Orc');
    expect(s.names()).toEqual(['Orc', 'Orc 3', 'Orc 4']);
  });

  it('numbers a typed number that is taken within its family, and keeps distinct names alone', () => {
    const s = session();
    s.add('Goblin 2');
    s.add('Goblin 2');
    s.add('Goblin boss');
    expect(s.names()).toEqual(['Goblin 2', 'Goblin 3', 'Goblin boss']);
  });

  it('logs the numbered name', () => {
    const s = session();
    s.add('Wolf');
    s.add('Wolf');
    const last = s.live().file.history.at(-1)!;
    const added = last.events.find((e) => e.type === 'combatant.added');
    expect(added?.type === 'combatant.added' && added.combatant.name).toBe('Wolf 2');
  });

  it('a rename to a taken name is the GM\'s choice (updateCombatant does not renumber)', () => {
    const s = session();
    s.add('Goblin');
    s.add('Goblin');
    s.run({ type: 'updateCombatant', id: 'c2', patch: { name: 'Jefe' } });
    expect(s.names()).toEqual(['Goblin', 'Jefe']);
  });

  it('uniqueName treats regex characters in names literally', () => {
    expect(uniqueName([{ name: 'Rat (big)' }], 'Rat (big)')).toBe('Rat (big) 2');
    expect(uniqueName([{ name: 'Rat (big)' }, { name: 'Ratxbigx 5' }], 'Rat (big)')).toBe('Rat (big) 2');
    expect(uniqueName([], '  Ana  ')).toBe('Ana');
  });
});
