// 5E-GRAP-02, 5E-SHOVE-02, 5E-ACT-13, 5E-ZERO-16: the adjacent reach of 5e's hands-on actions, refused by the
// engine beyond it and marked by the target dialog (shared/systems/dnd5e/reach.ts).
import { describe, expect, it } from 'vitest';
import { Table } from '../helpers/dnd5e.js';
import { DND5E_HANDS_REACH, withinHandsReach } from '../../shared/systems/dnd5e/reach.js';
import { REFUSING, targetProblem } from '../../renderer/lib/targets.js';

/** The fighter at (2,2), the goblin at `at`, the cleric at (2,3) (adjacent); unplaced without a map. */
function arena(at: [number, number], map = true) {
  const t = new Table([
    { id: 'fighter', stats: 'fighter-3', initiative: 20, ...(map ? { at: [2, 2] as [number, number] } : {}) },
    { id: 'goblin', stats: 'goblin', initiative: 5, ...(map ? { at } : {}) },
    { id: 'cleric', stats: 'cleric-3', initiative: 1, ...(map ? { at: [2, 3] as [number, number] } : {}) },
  ], { map });
  t.turnOf('fighter');
  return t;
}
/** What the dialog refuses: the engine's reach, neither the dead nor the unseen judged (an ally is only a warning). */
function marked(t: Table, actor: string, target: string) {
  const p = targetProblem(t.state, t.c(actor), t.c(target), DND5E_HANDS_REACH, ['dead', 'no-sight']);
  return p && REFUSING.has(p) ? p : null;
}

describe('5e hands-on reach', () => {
  it('5E-GRAP-02: adjacent only on a map; without one the GM vouches; unplaced on a map is out', () => {
    expect([withinHandsReach(true, 0), withinHandsReach(true, 1), withinHandsReach(true, 2)]).toEqual([true, true, false]);
    expect([withinHandsReach(false, null), withinHandsReach(true, null)]).toEqual([true, false]);
  });

  it('5E-GRAP-02, 5E-SHOVE-02: a grapple or shove 2 hexes away is refused with the rule, and the dialog marks the target', () => {
    const t = arena([4, 2]);
    expect(t.refused({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'goblin' })).toBe("goblin is not within fighter's reach (5E-GRAP-02)");
    expect(t.refused({ type: 'contest', kind: 'shove', actor: 'fighter', target: 'goblin', shove: 'prone' })).toBe("goblin is not within fighter's reach (5E-SHOVE-02)");
    expect(marked(t, 'fighter', 'goblin')).toBe('out-of-reach');
    const near = arena([3, 2]);
    expect(near.try({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'goblin', inputs: { 'contest.hand': { choice: 'yes' }, 'contest.actor': { faces: [10] }, 'contest.target': { faces: [10] }, 'contest.skill': { choice: 'athletics' } } }).ok).toBe(true);
    expect(marked(near, 'fighter', 'goblin')).toBeNull();
  });

  it('5E-ACT-13: helping against a goblin 2 hexes from the helper is refused, and marked', () => {
    const t = arena([4, 2]);
    expect(t.refused({ type: 'takeAction', id: 'fighter', action: 'help', ally: 'cleric', target: 'goblin' })).toBe('goblin is not within 5 ft of fighter (5E-ACT-13)');
    expect(marked(t, 'fighter', 'goblin')).toBe('out-of-reach');
  });

  it('5E-ZERO-16: first aid to a dying ally 2 hexes away is refused, and marked (an ally is no problem here)', () => {
    const t = new Table([
      { id: 'cleric', stats: 'cleric-3', at: [2, 2], initiative: 20 },
      { id: 'fighter', stats: 'fighter-3', at: [4, 2], initiative: 10 },
    ]);
    t.ok({ type: 'damage', id: 'fighter', amount: 28 });
    t.turnOf('cleric');
    expect(t.c('fighter').life).toBe('unconscious');
    expect(t.refused({ type: 'takeAction', id: 'cleric', action: 'stabilize', target: 'fighter' })).toBe('fighter is not within reach of cleric');
    expect(marked(t, 'cleric', 'fighter')).toBe('out-of-reach');
    t.ok({ type: 'placeCombatant', id: 'fighter', at: { q: 3, r: 2 } });
    expect(marked(t, 'cleric', 'fighter')).toBeNull();
  });

  it('5E-GRAP-02: without a map nothing is refused by distance, nor marked', () => {
    const t = arena([2, 2], false);
    expect(marked(t, 'fighter', 'goblin')).toBeNull();
    expect(t.try({ type: 'contest', kind: 'shove', actor: 'fighter', target: 'goblin', shove: 'prone', inputs: { 'contest.actor': { faces: [10] }, 'contest.target': { faces: [10] }, 'contest.skill': { choice: 'athletics' } } }).ok).toBe(true);
  });
});
