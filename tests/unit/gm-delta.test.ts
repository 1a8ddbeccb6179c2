import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyGmDelta, deltaFit, diffState } from '../../shared/contract/gm-delta.js';
import type { Pushes } from '../../shared/contract/contract.js';
import type { GmDelta, GmView } from '../../shared/contract/views.js';
import { makeService } from '../helpers/fixtures.js';

/** What crosses a transport: JSON (the web host) or a structured clone (Electron), never shared objects. */
const wire = <T>(v: T): T => JSON.parse(JSON.stringify(v)) as T;

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null) {
    for (const child of Object.values(v)) deepFreeze(child);
    Object.freeze(v);
  }
  return v;
}

const view = (encounter: unknown, version = 1): GmView =>
  ({ version, encounter, log: [], canUndo: false, canRedo: false, redoCommand: null, updatedAt: 't', playerCamera: { mode: 'fit' } }) as unknown as GmView;

const deltaOf = (prev: unknown, next: unknown, extra: Partial<GmDelta> = {}): GmDelta => ({
  encounterId: 'e',
  version: 2,
  base: 1,
  patches: diffState(prev, next),
  log: [],
  canUndo: false,
  canRedo: false,
  redoCommand: null,
  updatedAt: 't2',
  playerCamera: { mode: 'fit' },
  ...extra,
});

describe('GM deltas: diff and apply', () => {
  it('turns any JSON value into any other exactly, leaving the old one untouched', () => {
    const json = fc.jsonValue({ maxDepth: 4 }).map(wire);
    fc.assert(
      fc.property(json, json, (a, b) => {
        const before = deepFreeze(wire({ id: 'e', a }));
        const after = applyGmDelta(view(before), wire(deltaOf(before, { id: 'e', a: b })));
        expect(after.encounter).toEqual({ id: 'e', a: b });
        expect(before).toEqual(wire({ id: 'e', a }));
      }),
      { numRuns: 500 },
    );
  });

  it('sends only what changed: unchanged subtrees are skipped, a changed leaf is one patch', () => {
    const shared = { hp: { current: 7, max: 7 }, conditions: ['prone'] };
    const prev = { round: 1, combatants: [shared, { hp: { current: 3, max: 9 } }] };
    const next = { round: 1, combatants: [shared, { hp: { current: 1, max: 9 } }, { hp: { current: 4, max: 4 } }] };
    expect(diffState(prev, next)).toEqual([
      { op: 'replace', path: ['combatants', 1, 'hp', 'current'], value: 1 },
      { op: 'add', path: ['combatants', 2], value: { hp: { current: 4, max: 4 } } },
    ]);
    expect(diffState({ a: 1, b: 2, c: undefined }, { a: 1, c: 3 })).toEqual([
      { op: 'remove', path: ['b'] },
      { op: 'add', path: ['c'], value: 3 },
    ]);
    // An item removed from an array: the array is sent whole (rare: removing a combatant).
    expect(diffState({ xs: [1, 2, 3] }, { xs: [1, 3] })).toEqual([{ op: 'replace', path: ['xs'], value: [1, 3] }]);
    expect(diffState(prev, prev)).toEqual([]);
  });

  it('keeps unchanged subtrees of the view reference-equal after a delta', () => {
    const prev = deepFreeze({ id: 'e', combatants: [{ hp: { current: 7 } }, { hp: { current: 3 } }], map: { cols: 4 } });
    const next = { id: 'e', combatants: [{ hp: { current: 7 } }, { hp: { current: 2 } }], map: { cols: 4 } };
    const after = applyGmDelta(view(prev), deltaOf(prev, next)).encounter as unknown as typeof prev;
    expect(after).toEqual(next);
    expect(after.map).toBe(prev.map);
    expect(after.combatants[0]).toBe(prev.combatants[0]);
  });

  it('truncates the log to a seq and appends entries', () => {
    const entry = (seq: number) => ({ seq, at: `t${seq}`, command: 'nextTurn' as const, events: [] });
    const v = { ...view({ id: 'e' }), log: [entry(1), entry(2), entry(3)] };
    expect(applyGmDelta(v, deltaOf({ id: 'e' }, { id: 'e' }, { logTruncatedTo: 1, log: [entry(2)] })).log).toEqual([entry(1), entry(2)]);
    expect(applyGmDelta(v, deltaOf({ id: 'e' }, { id: 'e' }, { logTruncatedTo: 0, log: [] })).log).toEqual([]);
    expect(applyGmDelta(v, deltaOf({ id: 'e' }, { id: 'e' }, { log: [entry(4)] })).log.map((e) => e.seq)).toEqual([1, 2, 3, 4]);
  });

  it('tells a window to apply a delta, ignore a stale one, or ask for a snapshot after a gap', () => {
    const d = deltaOf({ id: 'e' }, { id: 'e' });
    expect(deltaFit(view({ id: 'e' }, 1), d)).toBe('apply');
    expect(deltaFit(view({ id: 'e' }, 2), d)).toBe('stale');
    expect(deltaFit(view({ id: 'e' }, 5), d)).toBe('stale');
    expect(deltaFit(view({ id: 'e' }, 0), d)).toBe('gap');
    expect(deltaFit(view({ id: 'other' }, 1), d)).toBe('gap');
    expect(deltaFit(null, d)).toBe('gap');
  });
});

describe('GM deltas from the service', () => {
  type Push = { [P in keyof Pushes]: [P, Pushes[P]] }[keyof Pushes];

  function session() {
    const { service } = makeService();
    const pushes: Push[] = [];
    service.subscribe('gm', (name, data) => void (name !== 'player.state' && pushes.push(wire([name, data]) as Push)));
    const current = () => (service.handle('encounter.current', {}, 'gm') as { ok: true; value: GmView }).value;
    let replica = wire(current());
    /** Applies every push so far as the GM window does; returns the pushes' names. */
    const follow = (): string[] => {
      const names = pushes.map(([name, data]) => {
        if (name === 'gm.delta') {
          expect(deltaFit(replica, data)).toBe('apply');
          replica = applyGmDelta(replica, data);
        } else if (name === 'gm.state') replica = data!;
        return name;
      });
      pushes.length = 0;
      return names;
    };
    return { service, current, follow, replica: () => replica, pushes };
  }

  it('a long random session of commands, undo, redo and camera moves: the window’s copy always equals the full view', () => {
    const s = session();
    const id = s.current().encounter.id;
    const ids = ['pc-aria', 'pc-bram', 'gob-1', 'gob-2', 'wolf', 'boss'];
    let seed = 7;
    const rand = (n: number) => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) >>> 0) % n;
    const commands = [
      () => ({ type: 'damage', id: ids[rand(ids.length)], amount: 1 + rand(4) }),
      () => ({ type: 'heal', id: ids[rand(ids.length)], amount: 1 + rand(4) }),
      () => ({ type: 'nextTurn' }),
      () => ({ type: 'addCondition', id: ids[rand(ids.length)], condition: ['prone', 'poisoned', 'blinded'][rand(3)] }),
      () => ({ type: 'updateCombatant', id: ids[rand(ids.length)], patch: { notes: `n${rand(100)}`, hidden: rand(2) === 0 } }),
      () => ({ type: 'setInitiative', id: ids[rand(ids.length)], value: rand(25) }),
      () => ({ type: 'addCombatant', combatant: { name: `Extra ${rand(99)}`, side: 'enemy', kind: 'monster', hp: { max: 5 } } }),
    ];
    let undos = 0;
    let applied = 0;
    for (let step = 0; step < 250; step++) {
      const roll = rand(10);
      if (roll < 2) undos += s.service.handle('encounter.undo', { encounterId: id }, 'gm').ok ? 1 : 0;
      else if (roll < 3) s.service.handle('encounter.redo', { encounterId: id }, 'gm');
      else if (roll < 4) s.service.handle('view.setPlayerCamera', rand(2) ? { mode: 'fit' } : { mode: 'rect', rect: { x: rand(50), y: 0, width: 100, height: 80 } }, 'gm');
      else applied += s.service.handle('encounter.command', { encounterId: id, command: commands[rand(commands.length)]!() }, 'gm').ok ? 1 : 0;
      for (const name of s.follow()) expect(name).toBe('gm.delta');
      expect(s.replica()).toEqual(wire(s.current()));
    }
    expect(undos).toBeGreaterThan(20);
    expect(applied).toBeGreaterThan(120);
    expect(s.current().log.length).toBeGreaterThan(80);
  });

  it('replies with a version, not the view; a command pushes one patch and one log entry', () => {
    const s = session();
    const id = s.current().encounter.id;
    const before = s.current();
    const r = s.service.handle('encounter.command', { encounterId: id, command: { type: 'damage', id: 'gob-1', amount: 2 } }, 'gm');
    expect(r).toEqual({ ok: true, value: { status: 'applied', version: before.version + 1 } });
    const [[name, delta]] = s.pushes as [Push];
    expect(name).toBe('gm.delta');
    const d = delta as GmDelta;
    const at = before.encounter.combatants.findIndex((c) => c.id === 'gob-1');
    expect(d.patches).toEqual([{ op: 'replace', path: ['combatants', at, 'hp', 'current'], value: 5 }]);
    expect(d.log.map((e) => e.command)).toEqual(['damage']);
    expect([d.base, d.version, d.logTruncatedTo, d.canUndo]).toEqual([before.version, before.version + 1, undefined, true]);
    expect(s.service.handle('encounter.undo', { encounterId: id }, 'gm')).toEqual({ ok: true, value: { status: 'applied', version: before.version + 2 } });
    expect(s.service.handle('encounter.redo', { encounterId: id }, 'gm')).toEqual({ ok: true, value: { status: 'applied', version: before.version + 3 } });
    s.follow();
    expect(s.replica()).toEqual(wire(s.current()));
  });

  it('undo truncates the log; a command after undo replaces the undone entry of the same seq', () => {
    const s = session();
    const id = s.current().encounter.id;
    const run = (command: unknown) => s.service.handle('encounter.command', { encounterId: id, command }, 'gm');
    run({ type: 'damage', id: 'gob-1', amount: 1 });
    run({ type: 'damage', id: 'gob-2', amount: 1 });
    s.follow();
    s.service.handle('encounter.undo', { encounterId: id }, 'gm');
    const undo = s.pushes[0]![1] as GmDelta;
    expect([undo.logTruncatedTo, undo.log]).toEqual([1, []]);
    run({ type: 'heal', id: 'gob-1', amount: 1 });
    const after = s.pushes[1]![1] as GmDelta;
    expect(after.logTruncatedTo).toBeUndefined();
    expect(after.log.map((e) => [e.seq, e.command])).toEqual([[2, 'heal']]);
    s.follow();
    expect(s.replica().log.map((e) => [e.seq, e.command])).toEqual([
      [1, 'damage'],
      [2, 'heal'],
    ]);
    expect(s.replica()).toEqual(wire(s.current()));
  });

  it('opening or creating an encounter pushes a full snapshot', () => {
    const s = session();
    const first = s.current().encounter.id;
    const created = s.service.handle('encounter.create', { name: 'Otra', system: 'dnd5e' }, 'gm') as { ok: true; value: GmView };
    expect(s.follow()).toEqual(['gm.state']);
    expect(s.replica()).toEqual(wire(created.value));
    s.service.handle('encounter.command', { encounterId: created.value.encounter.id, command: { type: 'addCombatant', combatant: { name: 'Orco', side: 'enemy', kind: 'monster', hp: { max: 15 } } } }, 'gm');
    expect(s.follow()).toEqual(['gm.delta']);
    // A command for the other encounter opens it first (a snapshot), then applies (a delta).
    s.service.handle('encounter.command', { encounterId: first, command: { type: 'damage', id: 'gob-1', amount: 1 } }, 'gm');
    expect(s.follow()).toEqual(['gm.state', 'gm.delta']);
    expect(s.replica().encounter.id).toBe(first);
    expect(s.replica()).toEqual(wire(s.current()));
  });
});
