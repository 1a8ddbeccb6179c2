import { describe, expect, it } from 'vitest';
import type { GmView, PlayerView } from '../../shared/contract/views.js';
import { projectForPlayer } from '../../main/service/player-projection.js';
import { makeService } from '../helpers/fixtures.js';
import { gmOnlyLeaks } from '../helpers/leaks.js';

describe('player projection', () => {
  it('drops hidden combatants, notes and the hidden flag; shows HP as the GM allows', () => {
    const { service } = makeService();
    const view = (service.handle('encounter.current', {}, 'gm') as { value: GmView }).value;
    const p = projectForPlayer(view.encounter);
    expect(p.encounter?.combatants.map((c) => c.id)).not.toContain('boss');
    expect(p.encounter?.combatants.find((c) => c.id === 'pc-aria')?.hp).toEqual({ kind: 'exact', current: 24, max: 24 });
    expect(p.encounter?.combatants.find((c) => c.id === 'gob-1')?.hp).toEqual({ kind: 'descriptor', value: 'unhurt' });
    expect(gmOnlyLeaks(p, { ids: ['boss'], names: ['Jefe goblin (oculto)'], secrets: ['juncos'] })).toEqual([]);
  });

  it('hides the active combatant when it is hidden', () => {
    const { service } = makeService();
    const id = (service.handle('encounter.current', {}, 'gm') as { value: GmView }).value.encounter.id;
    service.handle('encounter.command', { encounterId: id, command: { type: 'setInitiative', id: 'boss', value: 99 } }, 'gm');
    const r = service.handle('encounter.command', { encounterId: id, command: { type: 'nextTurn' } }, 'gm') as { value: { view: GmView } };
    expect(r.value.view.encounter.activeId).toBe('boss');
    expect(projectForPlayer(r.value.view.encounter).encounter?.activeId).toBeNull();
  });

  it('walks every player push of a session for GM-only fields', () => {
    const { service } = makeService();
    const pushes: PlayerView[] = [];
    service.subscribe('player', (name, data) => {
      expect(name).toBe('player.state');
      pushes.push(data as PlayerView);
    });
    const id = (service.handle('encounter.current', {}, 'gm') as { value: GmView }).value.encounter.id;
    const run = (command: unknown) => service.handle('encounter.command', { encounterId: id, command }, 'gm');
    run({ type: 'addCombatant', combatant: { id: 'spy', name: 'Espía secreto', side: 'enemy', kind: 'monster', hp: { max: 9 }, hidden: true, notes: 'SECRET-NOTE' } });
    run({ type: 'damage', id: 'spy', amount: 4 });
    run({ type: 'addCondition', id: 'spy', condition: 'invisible' });
    run({ type: 'setInitiative', id: 'spy', value: 30 });
    run({ type: 'nextTurn' });
    run({ type: 'damage', id: 'gob-1', amount: 3 });
    run({ type: 'updateCombatant', id: 'pc-aria', patch: { notes: 'SECRET-ARIA' } });
    run({ type: 'setVisibility', visibility: { pcHp: 'none', monsterHp: 'none' } });
    service.handle('encounter.undo', { encounterId: id }, 'gm');
    service.handle('encounter.redo', { encounterId: id }, 'gm');
    expect(pushes.length).toBeGreaterThanOrEqual(10);
    for (const p of pushes) expect(gmOnlyLeaks(p, { ids: ['boss', 'spy'], names: ['Espía secreto', 'Jefe goblin (oculto)'], secrets: ['SECRET', 'juncos'] })).toEqual([]);
    const last = pushes.at(-1)!;
    expect(last.encounter?.combatants.every((c) => c.hp === null)).toBe(true);
  });

  it('the leak detector itself catches a leak', () => {
    expect(gmOnlyLeaks({ encounter: { combatants: [{ id: 'spy', notes: 'x' }] } }, { ids: ['spy'], names: [], secrets: [] })).toEqual([
      '$.encounter.combatants[0].id=spy',
      '$.encounter.combatants[0].notes',
    ]);
  });
});
