// Pathfinder combat maneuvers (footnote ⁶, PF-ATK-13; G-07 and the reference table's outcomes):
// d20 + CMB against CMD with the special size modifier, provoking from the target without the Improved feat.
import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, pfStats } from '../../helpers/pf1.js';
import type { Pf1Stats } from '../../../shared/systems/pf1/schema.js';
import { f, only, resolved, rules, stepOf, total } from './atk-kit.js';

const abil = (str: number, dex = 10) => ({ str, dex, con: 10, int: 10, wis: 10, cha: 10 });
/** CMB +6 (BAB 4, Str 14); the foe: CMD 10 + 1 + 3 + 0 = 14 (the orc), flat-footed CMD 14. */
const wrestler = (feats: Pf1Stats['feats'] = [], size: Pf1Stats['size'] = 'medium') =>
  pfStats({ bab: 4, size, abilities: abil(14), hpMax: 40, feats, attacks: [{ id: 'sword', name: 'Sword', kind: 'melee', damage: '1d8' }] });
function mat(w = wrestler(), foe = PF_CAST.orc, map = true) {
  const t = map
    ? new PfTable([{ id: 'w', stats: w, at: [4, 4], initiative: 1 }, { id: 'orc', stats: foe, side: 'enemy', at: [5, 4], initiative: 20 }])
    : new PfTable([{ id: 'w', stats: w, initiative: 1 }, { id: 'orc', stats: foe, side: 'enemy', initiative: 20 }], { map: false });
  t.turnOf('w');
  return t;
}
const man = (kind: string, inputs: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({ type: 'pf1Maneuver' as const, actor: 'w', target: 'orc', kind: kind as 'trip', inputs: inputs as never, ...extra });

describe('Pathfinder combat maneuvers', () => {
  it('PF:G-07: trip provokes from the target first, then d20 + CMB vs CMD; success knocks it prone', () => {
    const t = mat();
    const ev = t.ok(man('trip', { 'oa.orc': { choice: 'falchion' }, 'oa.orc.atk.d20': f(2), 'cmb.d20': f(8) }));
    const [aoo, trip] = resolved(ev);
    expect(aoo!.attacker).toBe('orc');
    expect(total(trip!)).toBe(14);
    expect(stepOf(trip!, 'bd_pf_man_cmd')!.params.value).toBe(14);
    expect(t.c('orc').conditions).toContain('prone');
    expect(t.c('w').sheet.status.budget.standard).toBe(true);
  });

  it('PF:G-07: the Improved feat avoids the attack of opportunity; the AoO damage is a penalty on the check', () => {
    const t = mat(wrestler(['improvedTrip']));
    expect(rules(only(t.ok(man('trip', { 'cmb.d20': f(7) }))))).toContain('PF:G-07');
    expect(t.c('orc').conditions).not.toContain('prone');
    const u = mat();
    const ev = u.ok(man('trip', { 'oa.orc': { choice: 'falchion' }, 'oa.orc.atk.d20': f(15), 'oa.orc.dmg': f(1, 1), 'cmb.d20': f(10) }));
    const trip = resolved(ev)[1]!;
    expect(stepOf(trip, 'bd_pf_man_aoo_damage')!.params.value).toBe(-(1 + 1 + 3 + 1));
    expect(trip.outcome).toBe('miss');
  });

  it('PF:G-07: trip failed by 10 or more knocks the tripper prone; a natural 20 always succeeds', () => {
    const strong = pfStats({ bab: 10, abilities: abil(30), hpMax: 60, attacks: [{ id: 'club', name: 'Club', kind: 'melee', damage: '1d6' }] });
    const t = mat(wrestler(['improvedTrip']), strong);
    t.ok(man('trip', { 'cmb.d20': f(2) }));
    expect(t.c('w').conditions).toContain('prone');
    const u = mat(wrestler(['improvedTrip']), strong);
    u.ok(man('trip', { 'cmb.d20': f(20) }));
    expect(u.c('orc').conditions).toContain('prone');
  });

  it('PF:G-07: special size modifier: a Large wrestler has +1 CMB, a Small one −1', () => {
    const big = mat(wrestler(['improvedTrip'], 'large'), PF_CAST.orc, false);
    expect(stepOf(only(big.ok(man('trip', { 'cmb.d20': f(2) }))), 'bd_pf_man_cmb')!.params.value).toBe(7);
    const small = mat(wrestler(['improvedTrip'], 'small'));
    expect(stepOf(only(small.ok(man('trip', { 'cmb.d20': f(2) }))), 'bd_pf_man_cmb')!.params.value).toBe(5);
  });

  it('PF:G-07: disarm drops the weapon (beat by 10: both hands); grapple makes both grappled; overrun by 5 knocks prone', () => {
    const t = mat(wrestler(['improvedDisarm']));
    t.ok(man('disarm', { 'cmb.d20': f(10) }));
    expect(t.c('orc').sheet.status.drawn).toEqual([]);
    const g = mat(wrestler(['improvedGrapple']));
    g.ok(man('grapple', { 'cmb.d20': f(10) }));
    expect(g.c('orc').conditions).toContain('grappled');
    expect(g.c('w').conditions).toContain('grappled');
    const o = mat(wrestler(['improvedOverrun']));
    o.ok(man('overrun', { 'cmb.d20': f(13) }));
    expect(o.c('orc').conditions).toContain('prone');
  });

  it('PF:G-07: bull rush pushes 5 ft + 5 ft per 5 over the CMD, never a foe two sizes larger', () => {
    const t = mat(wrestler(['improvedBullRush']));
    const a = only(t.ok(man('bullRush', { 'cmb.d20': f(18) })));
    expect(stepOf(a, 'bd_pf_man_bull_rush')!.params.ft).toBe(15);
    const huge = mat(wrestler(['improvedBullRush']), pfStats({ size: 'huge', hpMax: 80 }), false);
    expect(huge.refused(man('bullRush', {}))).toMatch(/more than one size larger.*PF:G-07/);
  });

  it('PF-ATK-13: trip in place of a melee attack of a full attack takes that attack\'s penalty; grapple cannot', () => {
    const t = mat(pfStats({ bab: 6, abilities: abil(14), hpMax: 40, feats: ['improvedTrip'], attacks: [{ id: 'sword', name: 'Sword', kind: 'melee', damage: '1d8' }] }));
    t.ok({ type: 'attack', attacker: 'w', target: 'orc', attack: 'sword', pf1: { mode: 'full' }, inputs: { 'atk.d20': f(2) } });
    expect(t.refused(man('grapple', {}, { as: 'attack' }))).toMatch(/standard action.*PF:G-07/);
    const a = only(t.ok(man('trip', { 'cmb.d20': f(10) }, { as: 'attack' })));
    expect(stepOf(a, 'bd_pf_man_attack_penalty')!.params.value).toBe(-5);
    expect(total(a)).toBe(10 + 8 - 5);
    expect(t.refused(man('trip', {}, { as: 'attack' }))).toMatch(/PF-ATK-13/);
  });

  it('PF:G-07: an immobilized or helpless target is beaten without a roll', () => {
    const t = new PfTable([{ id: 'w', stats: wrestler(['improvedTrip']), at: [4, 4], initiative: 1 }, { id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [5, 4], initiative: 20, conditions: ['immobilized'] }]);
    t.turnOf('w');
    const a = only(t.ok(man('trip', {})));
    expect(a.rolls).toHaveLength(0);
    expect(a.outcome).toBe('hit');
  });
});
