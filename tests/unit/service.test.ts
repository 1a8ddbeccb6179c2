import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PLAYER_CHANNELS, CHANNEL_NAMES } from '../../shared/contract/channels.js';
import type { GmView, PlayerView } from '../../shared/contract/views.js';
import { EncounterRepository } from '../../main/store/encounter-repo.js';
import { makeService, tempDir } from '../helpers/fixtures.js';

function value<T>(r: { ok: boolean; value?: unknown; error?: unknown }): T {
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value as T;
}

describe('service', () => {
  it('opens the bundled demo on first launch and reopens the last encounter afterwards', () => {
    const dir = tempDir();
    const first = makeService(dir);
    const view = value<GmView>(first.service.handle('encounter.current', {}, 'gm'));
    expect(view.encounter.name).toBe('Emboscada en el vado');
    const again = makeService(dir);
    expect(value<GmView>(again.service.handle('encounter.current', {}, 'gm')).encounter.id).toBe(view.encounter.id);
    expect(again.repo.list().encounters).toHaveLength(1);
  });

  it('validates every payload and names the path of the problem', () => {
    const { service } = makeService();
    const r = service.handle('encounter.command', { encounterId: 'x', command: { type: 'damage', id: 'g', amount: -3 } }, 'gm');
    expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD', path: 'payload.command.amount' } });
    expect(service.handle('nope', {}, 'gm')).toMatchObject({ ok: false, error: { code: 'UNKNOWN_CHANNEL' } });
    expect(service.handle('encounter.list', { extra: 1 }, 'gm')).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
  });

  it('lets the player role call only the read-only subset', () => {
    const { service } = makeService();
    for (const channel of CHANNEL_NAMES) {
      const r = service.handle(channel, {}, 'player');
      if (PLAYER_CHANNELS.includes(channel)) expect(r.ok).toBe(true);
      else expect(r).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
    }
    expect(PLAYER_CHANNELS).toEqual(['app.info', 'player.state']);
  });

  it('autosaves after every command: a fresh repository reads the same state', () => {
    const { service, dataDir } = makeService();
    const id = value<GmView>(service.handle('encounter.current', {}, 'gm')).encounter.id;
    value(service.handle('encounter.command', { encounterId: id, command: { type: 'damage', id: 'gob-1', amount: 5 } }, 'gm'));
    value(service.handle('encounter.command', { encounterId: id, command: { type: 'nextTurn' } }, 'gm'));
    expect(value(service.handle('encounter.undo', { encounterId: id }, 'gm'))).toMatchObject({ status: 'applied' });
    const undone = value<GmView>(service.handle('encounter.current', {}, 'gm'));
    const onDisk = new EncounterRepository(dataDir).load(id);
    expect(onDisk.cursor).toBe(1);
    expect(undone.encounter.combatants.find((c) => c.id === 'gob-1')?.hp.current).toBe(2);
    expect(undone.canRedo).toBe(true);
    expect(service.handle('encounter.redo', { encounterId: id }, 'gm').ok).toBe(true);
    expect(new EncounterRepository(dataDir).load(id).cursor).toBe(2);
  });

  it('pushes GM changes to GM subscribers and only the projection to players', () => {
    const { service } = makeService();
    const gmPushes: string[] = [];
    const playerPushes: unknown[] = [];
    service.subscribe('gm', (name) => gmPushes.push(name));
    service.subscribe('player', (name, data) => playerPushes.push([name, data]));
    const id = value<GmView>(service.handle('encounter.current', {}, 'gm')).encounter.id;
    service.handle('encounter.command', { encounterId: id, command: { type: 'nextTurn' } }, 'gm');
    expect(gmPushes).toEqual(['gm.delta', 'player.state']);
    expect(playerPushes).toHaveLength(1);
    expect((playerPushes[0] as [string, PlayerView])[0]).toBe('player.state');
  });

  it('pushes players only a projection that changed: a hidden combatant’s HP or a GM note sends nothing', () => {
    const { service } = makeService();
    const gmPushes: string[] = [];
    const playerPushes: PlayerView[] = [];
    service.subscribe('gm', (name) => gmPushes.push(name));
    service.subscribe('player', (_name, data) => playerPushes.push(data as PlayerView));
    const id = value<GmView>(service.handle('encounter.current', {}, 'gm')).encounter.id;
    const run = (command: unknown) => value(service.handle('encounter.command', { encounterId: id, command }, 'gm'));
    run({ type: 'damage', id: 'boss', amount: 3 });
    run({ type: 'updateCombatant', id: 'gob-1', patch: { notes: 'solo el director' } });
    expect(playerPushes).toEqual([]);
    expect(gmPushes).toEqual(['gm.delta', 'gm.delta']);
    run({ type: 'damage', id: 'gob-1', amount: 3 });
    expect(playerPushes).toHaveLength(1);
    expect(playerPushes[0]).toEqual(value(service.handle('player.state', {}, 'player')));
    // The GM window gets the player projection only when it changed too.
    expect(gmPushes).toEqual(['gm.delta', 'gm.delta', 'gm.delta', 'player.state']);
    // The camera is part of the projection: moving it pushes, setting it again does not.
    value(service.handle('view.setPlayerCamera', { mode: 'rect', rect: { x: 0, y: 0, width: 10, height: 10 } }, 'gm'));
    value(service.handle('view.setPlayerCamera', { mode: 'rect', rect: { x: 0, y: 0, width: 10, height: 10 } }, 'gm'));
    expect(playerPushes).toHaveLength(2);
  });

  it('reports a damaged encounter file and keeps serving the rest', () => {
    const dir = tempDir();
    const { service, repo } = makeService(dir);
    fs.writeFileSync(repo.fileOf('broken'), '{{{');
    const list = value<{ encounters: unknown[]; problems: { code: string }[] }>(service.handle('encounter.list', {}, 'gm'));
    expect(list.encounters).toHaveLength(1);
    expect(list.problems).toMatchObject([{ code: 'CORRUPT_FILE' }]);
    expect(service.handle('encounter.open', { id: 'broken' }, 'gm')).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
  });

  it('says NOT_SUPPORTED for the player window where the host has none, and toggles it where it has', () => {
    expect(makeService().service.handle('window.togglePlayer', {}, 'gm')).toMatchObject({ ok: false, error: { code: 'NOT_SUPPORTED' } });
    let visible = false;
    const { service } = makeService(tempDir(), { host: { transport: 'electron', togglePlayerWindow: () => (visible = !visible) } });
    expect(service.handle('window.togglePlayer', {}, 'gm')).toEqual({ ok: true, value: { visible: true } });
  });
});
