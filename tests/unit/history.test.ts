import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { commandSchemaFor, type Command, type CommandInput } from '../../shared/model/commands.js';
import { apply, open, redo, replay, undo, type LiveEncounter } from '../../main/rules/core/history.js';
import { encounterFileSchema, type EncounterFile } from '../../main/store/encounter-file.js';
import { emptyState } from '../helpers/fixtures.js';
import { SNAPSHOT_EVERY } from '../../main/store/journal-format.js';
import { fightCommand } from '../helpers/long-fight.js';

const AT = '2026-01-01T00:00:00.000Z';
function newFile(): EncounterFile {
  return { schemaVersion: 8, id: 'enc-1', createdAt: AT, updatedAt: AT, initial: emptyState(), history: [], cursor: 0 };
}
/** Commands as a GM sends them, with defaults filled in as main's validation does. */
const cmd = (c: CommandInput): Command => commandSchemaFor('generic').parse(c);

function counterIds() {
  let n = 0;
  return { newId: () => `c${++n}` };
}
function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('event-sourced history', () => {
  it('applies, undoes and redoes a command, and truncates the redo tail on a new command', () => {
    const ctx = counterIds();
    let live = open(newFile());
    live = must(apply(live, cmd({ type: 'addCombatant', combatant: { name: 'Goblin', side: 'enemy', kind: 'monster', hp: { max: 7 } } }), AT, ctx));
    live = must(apply(live, cmd({ type: 'damage', id: 'c1', amount: 3 }), AT, ctx));
    expect(live.state.combatants[0]?.hp.current).toBe(4);
    live = must(undo(live, AT));
    expect(live.state.combatants[0]?.hp.current).toBe(7);
    live = must(redo(live, AT));
    expect(live.state.combatants[0]?.hp.current).toBe(4);
    live = must(undo(live, AT));
    live = must(apply(live, cmd({ type: 'heal', id: 'c1', amount: 1 }), AT, ctx));
    expect(live.file.history.map((b) => b.command.type)).toEqual(['addCombatant', 'heal']);
    expect(redo(live, AT).ok).toBe(false);
  });

  it(`keeps a snapshot every ${SNAPSHOT_EVERY} batches; undo folds from the nearest one and equals a replay`, () => {
    const ctx = counterIds();
    let live = open(newFile());
    live = must(apply(live, cmd({ type: 'addCombatant', combatant: { name: 'Ogre', side: 'enemy', kind: 'monster', hp: { max: 10_000 } } }), AT, ctx));
    for (let k = 1; k < 2 * SNAPSHOT_EVERY + 3; k++) live = must(apply(live, fightCommand(k, 1), AT, ctx));
    expect(live.snapshots).toHaveLength(3);
    expect(live.snapshots![2]).toEqual(replay(live.file, 2 * SNAPSHOT_EVERY));
    for (let i = 0; i < 5; i++) live = must(undo(live, AT)); // back across the snapshot at 2N
    expect(live.file.cursor).toBe(2 * SNAPSHOT_EVERY - 2);
    expect(live.state).toEqual(replay(live.file));
    expect(live.snapshots).toHaveLength(3); // the redo tail keeps its snapshot
    live = must(apply(live, cmd({ type: 'heal', id: 'c1', amount: 1 }), AT, ctx));
    expect(live.snapshots).toHaveLength(2); // dropped with the tail
    live = must(apply(live, cmd({ type: 'heal', id: 'c1', amount: 1 }), AT, ctx));
    expect(live.snapshots).toHaveLength(3);
    expect(live.snapshots![2]).toEqual(replay(live.file, 2 * SNAPSHOT_EVERY));
  });

  it('records results in events, so replay re-decides nothing', () => {
    const ctx = counterIds();
    let live = open(newFile());
    live = must(apply(live, cmd({ type: 'addCombatant', combatant: { name: 'Ogre', side: 'enemy', kind: 'monster', hp: { max: 59 } } }), AT, ctx));
    live = must(apply(live, cmd({ type: 'damage', id: 'c1', amount: 10 }), AT, ctx));
    expect(live.file.history[1]?.events).toEqual([{ type: 'combatant.damaged', id: 'c1', name: 'Ogre', amount: 10, before: 59, after: 49 }]);
  });

  it('heals never above max and rejects commands on unknown combatants with a path', () => {
    const ctx = counterIds();
    let live = open(newFile());
    live = must(apply(live, cmd({ type: 'addCombatant', combatant: { name: 'A', side: 'party', kind: 'pc', hp: { max: 10, current: 8 } } }), AT, ctx));
    live = must(apply(live, cmd({ type: 'heal', id: 'c1', amount: 50 }), AT, ctx));
    expect(live.state.combatants[0]?.hp.current).toBe(10);
    const bad = apply(live, cmd({ type: 'damage', id: 'nope', amount: 1 }), AT, ctx);
    expect(bad).toMatchObject({ ok: false, error: { code: 'NOT_FOUND', path: 'command.id' } });
  });

  it('turns advance in initiative order and wrap into a new round', () => {
    const ctx = counterIds();
    let live = open(newFile());
    for (const [name, initiative] of [['Low', 3], ['High', 18], ['Mid', 10]] as const) {
      live = must(apply(live, cmd({ type: 'addCombatant', combatant: { name, side: 'party', kind: 'pc', hp: { max: 5 }, initiative } }), AT, ctx));
    }
    const seen: string[] = [];
    for (let i = 0; i < 4; i++) {
      live = must(apply(live, cmd({ type: 'nextTurn' }), AT, ctx));
      seen.push(`${live.state.round}:${live.state.combatants.find((c) => c.id === live.state.activeId)?.name}`);
    }
    expect(seen).toEqual(['1:High', '1:Mid', '1:Low', '2:High']);
    live = must(apply(live, cmd({ type: 'previousTurn' }), AT, ctx));
    expect([live.state.round, live.state.activeId]).toEqual([1, 'c1']);
  });

  it('property: replaying the saved file always equals the live state (random commands, undo, redo)', () => {
    const ids = ['c1', 'c2', 'c3', 'c4', 'zz'];
    const command: fc.Arbitrary<Command | 'undo' | 'redo'> = fc.oneof(
      fc.constant('undo' as const),
      fc.constant('redo' as const),
      fc.record({
        type: fc.constant('addCombatant' as const),
        combatant: fc.record({
          name: fc.constantFrom('Goblin', 'Aria', 'Lobo'),
          side: fc.constantFrom('party' as const, 'enemy' as const),
          kind: fc.constantFrom('pc' as const, 'monster' as const),
          hp: fc.record({ max: fc.integer({ min: 1, max: 40 }) }),
          initiative: fc.option(fc.integer({ min: -5, max: 30 }), { nil: null }),
          conditions: fc.constant<string[]>([]),
          hidden: fc.boolean(),
          notes: fc.constant(''),
        }),
      }).map((c) => cmd(c as CommandInput)),
      fc.record({ type: fc.constantFrom('damage' as const, 'heal' as const), id: fc.constantFrom(...ids), amount: fc.integer({ min: 1, max: 30 }) }).map((c) => cmd(c)),
      fc.record({ type: fc.constantFrom('addCondition' as const, 'removeCondition' as const), id: fc.constantFrom(...ids), condition: fc.constantFrom('prone', 'blinded') }),
      fc
        .record({ id: fc.constantFrom(...ids), of: fc.constantFrom(...ids), turns: fc.integer({ min: 1, max: 3 }), at: fc.constantFrom('start' as const, 'end' as const) })
        .map(({ id, of, turns, at }) => cmd({ type: 'addCondition', id, condition: 'frightened', duration: { of, turns, at } })),
      fc.record({ type: fc.constant('takeAction' as const), id: fc.constantFrom(...ids), action: fc.constantFrom('dash' as const, 'dodge' as const, 'disengage' as const, 'dropProne' as const, 'standUp' as const, 'interact' as const) }).map((c) => c as unknown as Command), // another system's command: refused
      fc.record({ id: fc.constantFrom(...ids), amount: fc.integer({ min: 1, max: 12 }), pick: fc.constantFrom('keep', 'new') }).map(({ id, amount, pick }) => cmd({ type: 'grantTempHp', id, amount, inputs: { [`thp.${id}`]: { choice: pick } } })),
      fc.record({ ids: fc.array(fc.constantFrom(...ids), { minLength: 1, maxLength: 2 }), surprised: fc.boolean() }).map(({ ids: who, surprised }) => cmd({ type: 'setSurprised', ids: who, surprised })),
      fc.record({ id: fc.constantFrom(...ids), concentration: fc.constantFrom('Bless', null) }).map(({ id, concentration }) => cmd({ type: 'setConcentration', id, concentration })),
      fc.record({ type: fc.constant('setInitiative' as const), id: fc.constantFrom(...ids), value: fc.option(fc.integer({ min: 0, max: 25 }), { nil: null }) }),
      fc.record({ type: fc.constant('removeCombatant' as const), id: fc.constantFrom(...ids) }),
      fc.constant(cmd({ type: 'nextTurn' })),
      fc.record({ type: fc.constant('rollInitiative' as const), salt: fc.integer({ min: 0, max: 5 }) }).map((c) => cmd(c)),
      fc.constant(cmd({ type: 'previousTurn' })),
      fc.record({ type: fc.constant('updateCombatant' as const), id: fc.constantFrom(...ids), patch: fc.record({ hidden: fc.boolean() }) }),
    );
    fc.assert(
      fc.property(fc.array(command, { maxLength: 60 }), (cmds) => {
        const ctx = counterIds();
        let live: LiveEncounter = open(newFile());
        for (const c of cmds) {
          const r = c === 'undo' ? undo(live, AT) : c === 'redo' ? redo(live, AT) : apply(live, c, AT, ctx);
          if (r.ok) live = r.value;
        }
        const saved = encounterFileSchema.parse(JSON.parse(JSON.stringify(live.file)));
        expect(replay(saved)).toEqual(live.state);
      }),
      { numRuns: 2000 },
    );
  });
});
