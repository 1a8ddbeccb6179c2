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

  it('hides the active combatant when it is hidden: round 1 with the hidden one first shows no turn yet', () => {
    const { service } = makeService();
    const id = (service.handle('encounter.current', {}, 'gm') as { value: GmView }).value.encounter.id;
    service.handle('encounter.command', { encounterId: id, command: { type: 'setInitiative', id: 'boss', value: 99 } }, 'gm');
    expect(service.handle('encounter.command', { encounterId: id, command: { type: 'nextTurn' } }, 'gm')).toMatchObject({ ok: true, value: { status: 'applied' } });
    const state = (service.handle('encounter.current', {}, 'gm') as { value: GmView }).value.encounter;
    expect([state.round, state.activeId]).toEqual([1, 'boss']);
    expect(projectForPlayer(state).encounter).toMatchObject({ round: 0, activeId: null });
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
    // Only what players see changed: gob-1's HP, the visibility, undo and redo (the spy's turn shows as none yet).
    expect(pushes).toHaveLength(4);
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

  describe('hidden turns', () => {
    /** The demo's order: aria 17, cela 15, gob-1 14, gob-2 14, bram 12, boss 11 (hidden), wolf 10, dorn 8. */
    function table(extra: unknown[] = []) {
      const { service } = makeService();
      const id = (service.handle('encounter.current', {}, 'gm') as { value: GmView }).value.encounter.id;
      const run = (command: unknown) => expect(service.handle('encounter.command', { encounterId: id, command }, 'gm')).toMatchObject({ ok: true, value: { status: 'applied' } });
      for (const command of extra) run(command);
      const gmState = () => (service.handle('encounter.current', {}, 'gm') as { value: GmView }).value.encounter;
      const shown = () => service.handle('player.state', {}, 'player') as { ok: true; value: PlayerView };
      /** Next turn until `activeId` is active (in the GM's state); returns the player view before that turn. */
      const turnTo = (activeId: string, round: number): PlayerView => {
        for (let i = 0; i < 40; i++) {
          const before = shown().value;
          run({ type: 'nextTurn' });
          if (gmState().activeId === activeId && gmState().round === round) return before;
        }
        throw new Error(`never reached ${activeId} in round ${round}`);
      };
      const subscribe = (f: (v: PlayerView) => void) => service.subscribe('player', (_name, data) => f(data as PlayerView));
      return { run, gmState, shown, turnTo, subscribe };
    }

    it('a hidden combatant after a visible one: players keep seeing the visible one, in the same round', () => {
      const t = table();
      const before = t.turnTo('boss', 1);
      expect(before.encounter).toMatchObject({ round: 1, activeId: 'pc-bram' });
      expect(t.shown().value).toEqual(before);
      t.run({ type: 'nextTurn' });
      expect(t.shown().value.encounter).toMatchObject({ round: 1, activeId: 'wolf' });
    });

    it('a hidden combatant first in the order in round 2: players see the last visible turn of round 1', () => {
      const t = table([{ type: 'setInitiative', id: 'boss', value: 99 }]);
      const before = t.turnTo('boss', 2);
      expect(before.encounter).toMatchObject({ round: 1, activeId: 'pc-dorn' });
      expect(t.shown().value).toEqual(before);
      t.run({ type: 'nextTurn' });
      expect(t.shown().value.encounter).toMatchObject({ round: 2, activeId: 'pc-aria' });
    });

    it('two hidden combatants in a row show the visible one before both', () => {
      const t = table([{ type: 'addCombatant', combatant: { id: 'spy', name: 'Espía', side: 'enemy', kind: 'monster', hp: { max: 9 }, hidden: true, initiative: 11 } }]);
      const before = t.turnTo('boss', 1);
      expect(before.encounter).toMatchObject({ round: 1, activeId: 'pc-bram' });
      expect(t.gmState().activeId).toBe('boss');
      t.run({ type: 'nextTurn' });
      expect(t.gmState().activeId).toBe('spy');
      expect(t.shown().value).toEqual(before);
    });

    it('when everyone is hidden, players see no turn and no round, whatever the turn', () => {
      const t = table();
      for (const c of ['pc-aria', 'pc-bram', 'pc-cela', 'pc-dorn', 'gob-1', 'gob-2', 'wolf']) t.run({ type: 'updateCombatant', id: c, patch: { hidden: true } });
      const start = t.shown().value;
      expect(start.encounter).toMatchObject({ round: 0, activeId: null, combatants: [] });
      for (let i = 0; i < 12; i++) {
        t.run({ type: 'nextTurn' });
        expect(t.shown().value).toEqual(start);
      }
      expect(t.gmState().round).toBe(2);
    });

    it('the turn shown before a hidden one skips the dead, as the turn order does', () => {
      // The order before boss (11): … gob-1 14, gob-2 14, bram 12. Bram dead: his turn never comes.
      const t = table([{ type: 'updateCombatant', id: 'pc-bram', patch: { life: 'dead' } }]);
      const before = t.turnTo('boss', 1);
      expect(before.encounter).toMatchObject({ round: 1, activeId: 'gob-2' });
      expect(t.shown().value).toEqual(before);
    });

    it('what a hidden turn’s start does (a timer running out) stays unseen until the next change', () => {
      const t = table([{ type: 'addCondition', id: 'pc-aria', condition: 'prone', duration: { at: 'start', of: 'boss', turns: 1 } }]);
      const pushes: PlayerView[] = [];
      const before = t.turnTo('boss', 1);
      expect(before.encounter?.combatants.find((c) => c.id === 'pc-aria')?.conditions).toEqual(['prone']);
      expect(t.gmState().combatants.find((c) => c.id === 'pc-aria')?.conditions).toEqual([]);
      expect(t.shown().value).toEqual(before);
      t.subscribe((v) => pushes.push(v));
      t.run({ type: 'nextTurn' });
      expect(pushes.at(-1)?.encounter).toMatchObject({ activeId: 'wolf' });
      expect(pushes.at(-1)?.encounter?.combatants.find((c) => c.id === 'pc-aria')?.conditions).toEqual([]);
    });

    it('the player view never changes when a hidden combatant’s turn starts, over three rounds', () => {
      const t = table([
        { type: 'addCombatant', combatant: { id: 'spy', name: 'Espía', side: 'enemy', kind: 'monster', hp: { max: 9 }, hidden: true, initiative: 20 } },
        { type: 'addCombatant', combatant: { id: 'lurker', name: 'Acechador', side: 'enemy', kind: 'monster', hp: { max: 9 }, hidden: true, initiative: 1 } },
      ]);
      let hiddenTurns = 0;
      for (let i = 0; i < 30; i++) {
        const before = t.shown().value;
        t.run({ type: 'nextTurn' });
        const active = t.gmState().combatants.find((c) => c.id === t.gmState().activeId);
        if (active?.hidden) {
          hiddenTurns++;
          expect(t.shown().value, `turn ${i}: ${active.id}`).toEqual(before);
        } else expect(t.shown().value.encounter?.activeId).toBe(active?.id);
      }
      expect(hiddenTurns).toBe(9);
    });
  });
});
