// What a system serves beyond its rules (issue #12): its own channels (GM-only unless declared,
// validated by its schema), its library entries (listed per system) and its movement rules, all
// reached through the registries. A toy system registered at run time proves the core names none.
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { CHANNEL_NAMES, isChannel, PLAYER_CHANNELS, roleMayCall, type Channel } from '../../shared/contract/channels.js';
import { ok } from '../../shared/contract/result.js';
import type { CommandInput } from '../../shared/model/commands.js';
import type { EncounterState } from '../../shared/model/encounter.js';
import type { LibraryEntry } from '../../shared/contract/views.js';
import { indexMap, planMove } from '../../shared/battlefield/spatial.js';
import { registerSystem } from '../../shared/systems/registry.js';
import { apply, open, type LiveEncounter } from '../../main/rules/core/history.js';
import { loadLibraries, type SystemHost } from '../../main/rules/core/host.js';
import { emptyState, makeService, repoRoot, tempDirsRemovedAfterAll } from '../helpers/fixtures.js';

registerSystem({
  id: 'toy',
  level: 'manual',
  label: 'system_generic',
  hex: { value: 1, unit: 'm' },
  conditions: [],
  channels: {
    'toy.echo': { request: z.object({ n: z.number().int() }).strict() },
    'toy.peek': { request: z.object({}).strict().optional(), player: true },
    'toy.unserved': { request: z.object({}).strict().optional() },
  },
  demos: [{ id: 'toy-demo', label: 'ui_demo_akenar', hint: 'ui_demo_akenar_hint' }],
  movement: { stepCost: () => 3 },
});

const dir = tempDirsRemovedAfterAll();
const toyHost: SystemHost = { handlers: { 'toy.echo': (req: { n: number }) => ok({ twice: req.n * 2 }), 'toy.peek': () => ok('peeked') } };
const service = (extra: Parameters<typeof makeService>[1] = {}) => makeService(dir('asalto-services'), { systems: new Map([['toy', toyHost]]), demo: undefined, ...extra }).service;
const toy = (name: string) => name as Channel;

describe("a system's channels", () => {
  it('are GM-only unless declared, also for a system registered at run time', () => {
    expect(isChannel('toy.echo')).toBe(true);
    expect(roleMayCall('gm', toy('toy.echo'))).toBe(true);
    expect(roleMayCall('player', toy('toy.echo'))).toBe(false);
    expect(roleMayCall('player', toy('toy.peek'))).toBe(true);
    expect(isChannel('toy.nothing')).toBe(false);
    const s = service();
    expect(s.handle('toy.echo', { n: 2 }, 'player')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN', message: 'the player display may not call toy.echo' } });
    expect(s.handle('toy.peek', {}, 'player')).toEqual({ ok: true, value: 'peeked' });
    // The built-in ones: Akenar's catalogue is GM-only, in the table the preloads and the role check use.
    for (const c of ['akenar.catalogue.get', 'akenar.catalogue.save', 'akenar.catalogue.reset'] as const) {
      expect(CHANNEL_NAMES).toContain(c);
      expect(PLAYER_CHANNELS).not.toContain(c);
    }
  });

  it('validate every payload with the system schema, naming the path, before the handler runs', () => {
    const s = service();
    expect(s.handle('toy.echo', { n: 21 }, 'gm')).toEqual({ ok: true, value: { twice: 42 } });
    expect(s.handle('toy.echo', { n: 'x' }, 'gm')).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD', path: 'payload.n', message: expect.stringMatching(/^invalid payload for toy\.echo: payload\.n: /) as unknown } });
    expect(s.handle('toy.echo', { n: 1, extra: true }, 'gm')).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD', path: 'payload' } });
  });

  it('a channel whose system has no handler on this host is NOT_SUPPORTED; an unknown one UNKNOWN_CHANNEL', () => {
    expect(service().handle('toy.unserved', {}, 'gm')).toMatchObject({ ok: false, error: { code: 'NOT_SUPPORTED', message: 'this host does not serve toy.unserved' } });
    expect(service({ systems: new Map() }).handle('toy.echo', { n: 1 }, 'gm')).toMatchObject({ ok: false, error: { code: 'NOT_SUPPORTED' } });
    expect(service().handle('toy.nothing', {}, 'gm')).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
  });

  it("must be named after their system, and a demo id is any system's only once", () => {
    const base = { level: 'manual', label: 'system_generic', hex: { value: 1, unit: 'm' }, conditions: [] } as const;
    expect(() => registerSystem({ ...base, id: 'toy2', channels: { 'library.list': { request: z.object({}) } } })).toThrow('system "toy2": channel "library.list" must be named "toy2.…"');
    expect(() => registerSystem({ ...base, id: 'toy3', demos: [{ id: 'akenar', label: 'x', hint: 'y' }] })).toThrow('system "toy3": demo "akenar" is already taken');
  });
});

describe("a system's demos", () => {
  it('encounter.createDemo takes only a demo some system offers, built by that system on this host', () => {
    const s = service();
    expect(s.handle('encounter.createDemo', { demo: 'nope' }, 'gm')).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD', path: 'payload.demo' } });
    expect(s.handle('encounter.createDemo', { demo: 'toy-demo' }, 'gm')).toMatchObject({ ok: false, error: { code: 'NOT_SUPPORTED', path: 'payload.demo' } });
  });
});

describe('library.list', () => {
  const dnd = loadLibraries(`${repoRoot}/resources`);
  const toyEntry = { id: 'toy-1', system: 'toy', name: 'Toy soldier', kind: 'monster', stats: { tin: true } } as unknown as LibraryEntry;
  const list = (payload: object | undefined) => {
    const s = service({ library: () => ({ entries: [...dnd.entries, toyEntry], attribution: `${dnd.attribution}\nToy licence`, attributions: { ...dnd.attributions, toy: 'Toy licence' } }) });
    const r = s.handle('library.list', payload, 'gm');
    if (!r.ok) throw new Error(r.error.message);
    return r.value as { entries: LibraryEntry[]; attribution: string };
  };

  it("returns only the asked system's entries, with that system's licence text", () => {
    expect(list({ system: 'toy' })).toEqual({ entries: [toyEntry], attribution: 'Toy licence' });
    expect(list({ system: 'dnd5e' })).toEqual({ entries: dnd.entries, attribution: dnd.attribution });
    expect(list({ system: 'akenar' })).toEqual({ entries: [], attribution: '' });
    expect(list(undefined)).toEqual({ entries: [...dnd.entries, toyEntry], attribution: `${dnd.attribution}\nToy licence` });
  });

  it('gathers the libraries the systems provide: today only the 5e SRD', () => {
    expect(dnd.entries.length).toBeGreaterThan(0);
    expect(new Set(dnd.entries.map((e) => e.system))).toEqual(new Set(['dnd5e']));
    expect(dnd.attribution).toMatch(/CC-BY-4\.0/);
    expect(dnd.attributions).toEqual({ dnd5e: dnd.attribution });
  });
});

describe("a system's movement rules", () => {
  const AT = '2026-01-01T00:00:00.000Z';
  let n = 0;
  const run = (live: LiveEncounter, c: CommandInput): LiveEncounter => {
    const r = apply(live, c, AT, { newId: () => `x${++n}` });
    if (!r.ok) throw new Error(r.error.message);
    return r.value;
  };
  function arena(): EncounterState {
    let live = open({ schemaVersion: 8, id: 'enc-1', createdAt: AT, updatedAt: AT, initial: emptyState(), history: [], cursor: 0 });
    live = run(live, { type: 'setMap', settings: { cols: 10, rows: 8, orientation: 'pointy', hexSize: { value: 1, unit: 'm' } } });
    live = run(live, { type: 'addCombatant', combatant: { id: 'f', name: 'Fighter', side: 'party', kind: 'pc', hp: { max: 20 }, speed: 9 } });
    live = run(live, { type: 'placeCombatant', id: 'f', at: { q: 1, r: 1 } });
    return live.state;
  }

  it("planMove uses the system's step cost, looked up by state.system; the core's plain cost otherwise", () => {
    const generic = arena();
    const asToy = { ...generic, system: 'toy' } as unknown as EncounterState;
    expect(planMove(generic, indexMap(generic), 'f', { q: 3, r: 1 })).toMatchObject({ ok: true, cost: 2, remaining: 7 });
    expect(planMove(asToy, indexMap(asToy), 'f', { q: 3, r: 1 })).toMatchObject({ ok: true, cost: 6, remaining: 3 });
    expect(planMove(asToy, indexMap(asToy), 'f', { q: 5, r: 1 })).toMatchObject({ ok: false, reason: 'OUT_OF_MOVEMENT', cost: 12, remaining: 9 });
  });
});
