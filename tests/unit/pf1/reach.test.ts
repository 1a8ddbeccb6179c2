// PF:G-07, PF-ATK-03, G-03: the melee reach a combat maneuver needs, refused by the engine beyond it and
// marked by the maneuver dialog (shared/systems/pf1/reach.ts).
import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, pfStats } from '../../helpers/pf1.js';
import { freshPf1Status, type Pf1Stats } from '../../../shared/systems/pf1/schema.js';
import { pf1AttackReach, pf1MeleeReach } from '../../../shared/systems/pf1/reach.js';
import { targetProblem } from '../../../renderer/lib/targets.js';
import { f } from './atk-kit.js';

const sword = { id: 'sword', name: 'Sword', kind: 'melee' as const, damage: '1d8' };
const spear = { id: 'spear', name: 'Longspear', kind: 'melee' as const, damage: '1d8', reachWeapon: true, hands: 'two' as const };
const fighter = (attacks: object[] = [sword], more: Partial<Pick<Pf1Stats, 'feats' | 'size'>> = {}) => pfStats({ bab: 4, hpMax: 40, attacks: attacks as never, ...more });
const reachOf = (s: Pf1Stats) => pf1MeleeReach(s, freshPf1Status(s));

/** The fighter w at (4,4), the orc `d` hexes east; w's turn. */
function mat(d: number, w = fighter()) {
  const t = new PfTable([{ id: 'w', stats: w, at: [4, 4], initiative: 1 }, { id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [4 + d, 4], initiative: 20 }]);
  t.turnOf('w');
  return t;
}
const trip = { type: 'pf1Maneuver' as const, actor: 'w', target: 'orc', kind: 'trip' as const };
const marked = (t: PfTable) => targetProblem(t.state, t.c('w'), t.c('orc'), pf1MeleeReach(t.c('w').sheet.stats, t.c('w').sheet.status), ['no-sight']);

describe('Pathfinder melee reach', () => {
  it('PF-ATK-03, G-03: an attack reaches its own length or the natural reach; a reach weapon twice natural, not adjacent', () => {
    expect(pf1AttackReach(5, { reachWeapon: false })).toEqual({ min: 1, max: 1 });
    expect(pf1AttackReach(10, { reachWeapon: false })).toEqual({ min: 1, max: 2 });
    expect(pf1AttackReach(5, { reachWeapon: true })).toEqual({ min: 2, max: 2 });
    expect(pf1AttackReach(0, { reachWeapon: false })).toEqual({ min: 0, max: 0 });
    expect(pf1AttackReach(5, { reachWeapon: false, reach: 15 })).toEqual({ min: 1, max: 3 });
  });

  it('PF:G-07: a maneuver reaches out to the longest melee reach held now, at least adjacent', () => {
    expect(reachOf(fighter())).toEqual({ min: 1, max: 1 });
    expect(reachOf(fighter([sword, spear]))).toEqual({ min: 1, max: 2 });
    expect(reachOf(fighter([], { size: 'large' }))).toEqual({ min: 1, max: 1 });
    expect(reachOf(fighter([], { size: 'large', feats: ['improvedUnarmedStrike'] }))).toEqual({ min: 1, max: 2 });
    expect(reachOf(fighter([], { size: 'tiny', feats: ['improvedUnarmedStrike'] }))).toEqual({ min: 1, max: 1 });
  });

  it('PF:G-07: a trip 2 hexes away is refused with the exact reason, and the dialog marks the orc', () => {
    const t = mat(2);
    expect(t.refused(trip)).toBe('orc is 10 ft from w, out of its melee reach (PF:G-07)');
    expect(marked(t)).toBe('out-of-reach');
    const near = mat(1, fighter(undefined, { feats: ['improvedTrip'] }));
    expect(near.try({ ...trip, inputs: { 'cmb.d20': f(1) } }).ok).toBe(true);
    expect(marked(near)).toBeNull();
  });

  it('PF:G-07: with a longspear in hand the orc 2 hexes away is in reach for the engine and the dialog', () => {
    const t = mat(2, fighter([sword, spear], { feats: ['improvedTrip'] }));
    expect(t.try({ ...trip, inputs: { 'cmb.d20': f(1) } }).ok).toBe(true);
    expect(marked(t)).toBeNull();
  });
});
