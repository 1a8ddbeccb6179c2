// RQ-ACT-05: the melee reach the engine refuses beyond and the attack dialog marks (shared/systems/runequest/reach.ts).
import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';
import { isRanged, rqWeaponReach } from '../../../shared/systems/runequest/reach.js';
import { targetProblem } from '../../../renderer/lib/targets.js';
import { atk, resolved, seat } from './attack-fixtures.js';

const swordsman = rqStats({
  skills: { '1h-sword': 67, dodge: 30 },
  weapons: [{ id: 'sword', name: 'Espada', skill: '1h-sword', kind: 'melee', family: 'sword', damage: '1d8', ap: 4, hp: 12 }],
  ready: { right: 'sword', left: null },
});

/** `who` (K, with a sword, or the archer A) at (0,0) against the spearman P `d` hexes (metres) away, on the map. */
function field(d: number, who: 'K' | 'A' = 'K') {
  const t = new RqTable([]);
  seat(t, who, who === 'K' ? swordsman : RQ_CAST.archer, {}, [0, 0], 'party');
  seat(t, 'P', RQ_CAST.spearman, {}, [d, 0]);
  t.next({ [who]: 9, P: 1 });
  return t;
}

describe('RuneQuest reach (RQ-ACT-05)', () => {
  it('RQ-ACT-05: a melee weapon reaches the adjacent hexes; a ranged or thrown one is not limited by adjacency', () => {
    expect(rqWeaponReach({ kind: 'melee' })).toEqual({ min: 0, max: 1 });
    expect(rqWeaponReach({ kind: 'unarmed' })).toEqual({ min: 0, max: 1 });
    expect(rqWeaponReach({ kind: 'ranged' })).toBeUndefined();
    expect(rqWeaponReach({ kind: 'thrown' })).toBeUndefined();
    expect([isRanged({ kind: 'thrown' }), isRanged({ kind: 'shield' })]).toEqual([true, false]);
  });

  it('RQ-ACT-05: the engine refuses a sword at 2 m with the exact reason, and the dialog marks the same target', () => {
    const far = field(2);
    expect(far.refused(atk('K', 'P', 'sword'))).toBe('P is 2 m from K: a melee attack needs it adjacent (RQ-ACT-05)');
    const s = far.state;
    const [k, p] = [far.c('K'), far.c('P')];
    expect(targetProblem(s, k, p, rqWeaponReach(k.sheet.stats.weapons[0]!))).toBe('out-of-reach');
    const near = field(1);
    expect(resolved(near.ok(atk('K', 'P', 'sword', { 'atk.d100': 99 }))).outcome).toBe('miss');
    expect(targetProblem(near.state, near.c('K'), near.c('P'), rqWeaponReach({ kind: 'melee' }))).toBeNull();
  });

  it('RQ-ACT-05, RQ-RANGED-04: a bow at 3 m is not refused by distance, nor marked', () => {
    const t = field(3, 'A');
    expect(resolved(t.ok(atk('A', 'P', 'bow', { 'atk.d100': 99 }))).outcome).toBe('miss');
    expect(targetProblem(t.state, t.c('A'), t.c('P'), rqWeaponReach({ kind: 'ranged' }))).toBeNull();
  });
});
