// Pins the turn-order and timer behaviours Stryker found unasserted in main/rules/core/turns.ts.
import { describe, expect, it } from 'vitest';
import { of, Table } from '../helpers/dnd5e.js';

describe('turns: timers tick only for the named turn and moment', () => {
  it('5E-SEQ-01: each timer counts down at its own start/end of its own combatant, and expires there', () => {
    const t = new Table([{ id: 'a', stats: 'fighter-3', initiative: 20 }, { id: 'b', stats: 'orc', initiative: 10 }], { map: false });
    t.ok({ type: 'addCondition', id: 'b', condition: 'frightened', duration: { at: 'end', of: 'a', turns: 2 } });
    t.ok({ type: 'addCondition', id: 'b', condition: 'poisoned', duration: { at: 'start', turns: 1 } });
    t.ok({ type: 'addCondition', id: 'b', condition: 'prone', duration: { at: 'start', of: 'a', turns: 2 } });
    const first = t.ok({ type: 'nextTurn' }); // a starts: only the prone timer ticks
    expect([t.state.round, t.state.activeId]).toEqual([1, 'a']);
    expect(of(first, 'condition.removed')).toEqual([]);
    expect(t.c('b').timers).toEqual([
      { condition: 'frightened', at: 'end', of: 'a', turns: 2 },
      { condition: 'poisoned', at: 'start', of: 'b', turns: 1 },
      { condition: 'prone', at: 'start', of: 'a', turns: 1 },
    ]);
    const second = t.ok({ type: 'nextTurn' }); // a ends: frightened ticks; b starts: poisoned expires
    expect(of(second, 'condition.removed').map((e) => e.condition)).toEqual(['poisoned']);
    expect(t.c('b').timers).toEqual([
      { condition: 'frightened', at: 'end', of: 'a', turns: 1 },
      { condition: 'prone', at: 'start', of: 'a', turns: 1 },
    ]);
    expect(t.c('b').conditions.slice().sort()).toEqual(['frightened', 'prone']);
    expect(t.c('a').timers).toEqual([]);
    const third = t.ok({ type: 'nextTurn' }); // b ends: nothing; a starts: prone expires
    expect([t.state.round, t.state.activeId]).toEqual([2, 'a']);
    expect(of(third, 'condition.removed').map((e) => e.condition)).toEqual(['prone']);
    expect(t.c('b').timers).toEqual([{ condition: 'frightened', at: 'end', of: 'a', turns: 1 }]);
    expect(t.c('b').conditions).toEqual(['frightened']);
  });
});
