import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';
import type { RqSettings } from '../../../shared/systems/runequest/settings.js';
import { atk, changes, resolved, seat, stepOf, tested } from './attack-fixtures.js';

const swordsman75 = rqStats({ ...RQ_CAST.swordsman, skills: { ...RQ_CAST.swordsman.skills, '1h-sword': 75 } });
/** G: a greatsword (2H) at 50, and claws it cannot be disarmed of. */
const greatsword = rqStats({
  skills: { '2h-sword': 50, dodge: 20, claw: 40 },
  weapons: [
    { id: 'greatsword', name: 'Mandoble', skill: '2h-sword', kind: 'melee', family: '2h', hands: 2, damage: '2d8', ap: 4, hp: 12 },
    { id: 'claw', name: 'Garra', skill: 'claw', kind: 'natural', family: 'natural', damage: '1d6', limb: 'right-arm' },
  ],
  ready: { right: 'greatsword', left: 'greatsword' },
});

function duel(settings: Partial<RqSettings> = {}) {
  const t = new RqTable([], { settings });
  seat(t, 'K', swordsman75, {}, [0, 0], 'party');
  seat(t, 'G', greatsword, {}, [1, 0]);
  t.next({ K: 9, G: 1 });
  return t;
}

describe('RuneQuest precise attacks (RQ-PREC-*)', () => {
  it('RQ-PREC-01/03/09 TV-05: a declared Hit Location at −40% (sword 75 → 35) lands where declared, no location die', () => {
    const t = duel();
    const ev = t.ok(atk('K', 'G', 'sword', { 'atk.d100': 35, 'react.G': 'none', dmg: 6, dm: 1 }, { precise: 'location', location: 'head' }));
    expect(tested(ev)).toEqual([35]);
    expect(resolved(ev).steps.find((s) => s.msg === 'bd_rq_mod_precise')).toMatchObject({ params: { value: -40 }, rule: { id: 'RQ-PREC-03' } });
    expect(resolved(ev).rolls.map((r) => r.key)).toEqual(['atk.d100', 'dmg', 'dm']);
    expect(stepOf(ev, 'bd_rq_loc_chosen')?.params).toEqual({ location: 'head' });
    expect(ev.find((e) => e.type === 'runequest.hit')).toMatchObject({ id: 'G', location: 'head', damage: 7 });
    t.undo();
    expect(resolved(t.ok(atk('K', 'G', 'sword', { 'atk.d100': 36 }, { precise: 'location', location: 'head' }))).outcome).toBe('miss');
  });

  it('RQ-PREC-05/06 TV-05 WE-02: a disarm that hits deals no damage; the opposed test is sword 75 against greatsword 50 + 20; won, 1D6 = 1 leaves it at the feet', () => {
    const t = duel();
    const ev = t.ok(atk('K', 'G', 'sword', { 'atk.d100': 30, 'react.G': 'none', 'disarm.atk.d100': 60, 'disarm.def.d100': 50, 'disarm.d6': 1 }, { precise: 'disarm', targetWeapon: 'greatsword' }));
    const r = resolved(ev);
    expect(r.damage).toBe(0);
    expect(tested(ev)).toEqual([35, 75, 70]);
    expect(stepOf(ev, 'bd_rq_disarm_feet')).toMatchObject({ params: { metres: 0 }, rule: { id: 'RQ-PREC-06' } });
    expect(changes(ev)).toEqual(['K:bd_rq_atk_spent', 'G:bd_rq_disarmed_feet']);
    expect(t.c('G').sheet.status.held).toEqual({ right: null, left: null });
    t.undo();
    const far = t.ok(atk('K', 'G', 'sword', { 'atk.d100': 30, 'react.G': 'none', 'disarm.atk.d100': 60, 'disarm.def.d100': 50, 'disarm.d6': 6, 'disarm.dir': 2 }, { precise: 'disarm', targetWeapon: 'greatsword' }));
    expect(stepOf(far, 'bd_rq_disarm_flies')?.params).toMatchObject({ metres: 5, dir: 2 });
    t.undo();
    const lost = t.ok(atk('K', 'G', 'sword', { 'atk.d100': 30, 'react.G': 'none', 'disarm.atk.d100': 60, 'disarm.def.d100': 65 }, { precise: 'disarm', targetWeapon: 'greatsword' }));
    expect(stepOf(lost, 'bd_rq_disarm_failed')).toBeDefined();
    expect(t.c('G').sheet.status.held.right).toBe('greatsword');
  });

  it('RQ-PREC-05 TV-05: the encounter may apply the −40% to the opposed test too (disarmPenaltyOnOpposed)', () => {
    const t = duel({ disarmPenaltyOnOpposed: true });
    const ev = t.ok(atk('K', 'G', 'sword', { 'atk.d100': 30, 'react.G': 'none', 'disarm.atk.d100': 60, 'disarm.def.d100': 50 }, { precise: 'disarm', targetWeapon: 'greatsword' }));
    expect(tested(ev)).toEqual([35, 35, 70]);
  });

  it('RQ-PREC-02/04/08: no precise charge, flurry or extra; aims not combined; natural weapons not attacked', () => {
    const t = duel();
    expect(t.refused(atk('K', 'G', 'sword', {}, { precise: 'location', location: 'head', targetWeapon: 'greatsword' }))).toMatch(/RQ-PREC-04/);
    expect(t.refused(atk('K', 'G', 'sword', {}, { precise: 'ignoreArmour', location: 'head' }))).toMatch(/RQ-PREC-04/);
    expect(t.refused(atk('K', 'G', 'sword', {}, { location: 'head' }))).toMatch(/declare `precise` \(RQ-PREC-01\)/);
    for (const mode of ['charge', 'flurry', 'extra'] as const) expect(t.refused(atk('K', 'G', 'sword', {}, { mode, precise: 'ignoreArmour' }))).toMatch(/RQ-PREC-02/);
    expect(t.refused(atk('K', 'G', 'sword', {}, { precise: 'weapon', targetWeapon: 'claw' }))).toMatch(/natural weapons cannot be attacked .*\(RQ-PREC-08\)/);
    expect(t.refused(atk('K', 'G', 'sword', {}, { precise: 'location', location: 'tail' }))).toMatch(/no location "tail" \(RQ-PREC-09\)/);
  });

  it('RQ-PREC-07 G-14: Hit Weapon puts all the damage on the weapon (its AP off its HP, kept by the GM), none on the target', () => {
    const t = duel();
    const ev = t.ok(atk('K', 'G', 'sword', { 'atk.d100': 20, 'react.G': 'none', dmg: 7, dm: 2 }, { precise: 'weapon', targetWeapon: 'greatsword' }));
    expect(stepOf(ev, 'bd_rq_hit_weapon')).toMatchObject({ params: { damage: 9, ap: 4, hp: 12, lost: 5 }, rule: { id: 'RQ-PREC-07', gap: 'G-14' } });
    expect(resolved(ev).rolls.map((r) => r.key)).not.toContain('loc.d20');
    // The weapon's HP is not tracked: the log says the GM keeps it, and the sheet is untouched.
    expect(stepOf(ev, 'bd_rq_object_hp_gm')?.rule).toEqual({ id: 'RQ-PREC-07', gap: 'G-14' });
    expect(t.c('G').sheet.stats.weapons.find((w) => w.id === 'greatsword')?.hp).toBe(12);
  });

  it('RQ-PREC-10: Ignore Armour rolls the location as normal and marks the blow armour-free', () => {
    const t = duel();
    const ev = t.ok(atk('K', 'G', 'sword', { 'atk.d100': 20, 'react.G': 'none', dmg: 7, dm: 2, 'loc.d20': 11 }, { precise: 'ignoreArmour' }));
    expect(stepOf(ev, 'bd_rq_dmg_ignore_armour')?.rule?.id).toBe('RQ-PREC-10');
    expect(ev.find((e) => e.type === 'runequest.hit')).toMatchObject({ id: 'G', location: 'chest', damage: 9, ap: 0 });
  });
});
