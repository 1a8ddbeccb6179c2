import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';
import { atk, resolved, seat, stepOf, tested } from './attack-fixtures.js';

/** R: sword 80, Riding 55, lance (spear), great axe; on its horse. */
const rider = rqStats({
  ...RQ_CAST.swordsman,
  skills: { ...RQ_CAST.swordsman.skills, '1h-sword': 80, riding: 55, spear: 50, '2h-axe': 50 },
  weapons: [
    ...RQ_CAST.swordsman.weapons,
    { id: 'lance', name: 'Lanza de caballería', skill: 'spear', kind: 'melee', family: 'spear', damage: '1d10', ap: 4, hp: 10, impaling: true },
    { id: 'great-axe', name: 'Gran hacha', skill: '2h-axe', kind: 'melee', family: '2h', hands: 2, damage: '2d6+2', ap: 4, hp: 10 },
  ],
  mount: { name: 'Caballo', siz: 26, movement: 8, trained: true },
});

function joust(first: 'R' | 'P' = 'R', held = { right: 'sword', left: 'shield' }) {
  const t = new RqTable([]);
  seat(t, 'R', rider, { held }, [0, 0], 'party');
  seat(t, 'P', RQ_CAST.swordsman, {}, [1, 0]);
  t.next(first === 'R' ? { R: 9, P: 1 } : { R: 1, P: 9 });
  return t;
}

describe('RuneQuest mounted combat (RQ-MOUNT-04..11)', () => {
  it('RQ-MOUNT-04/05/06 TV-10: sword 80 capped at Riding 55 before the +20% against a footman (75); the footman parries at −20%', () => {
    const t = joust();
    const ev = t.ok(atk('R', 'P', 'sword', { 'atk.d100': 70, 'react.P': 'parry:sword', 'react.d100': 99, dmg: 4, dm: 1, 'loc.d20': 10 }));
    expect(tested(ev)).toEqual([75, 67 - 20]);
    expect(stepOf(ev, 'bd_rq_riding_cap')).toMatchObject({ params: { skill: 80, riding: 55 }, rule: { id: 'RQ-MOUNT-04', gap: 'Z-21' } });
    expect(resolved(ev).steps.filter((s) => ['RQ-MOUNT-05', 'RQ-MOUNT-06'].includes(s.rule?.id ?? '')).map((s) => s.params.value)).toEqual([20, -20]);
  });

  it('RQ-MOUNT-05 TV-10: the rider parries a footman at +20%, its weapon capped by Riding', () => {
    const t = joust('P');
    const ev = t.ok(atk('P', 'R', 'sword', { 'atk.d100': 30, 'react.R': 'parry:sword', 'react.d100': 99, dmg: 4, dm: 1, 'loc.d20': 10 }));
    expect(tested(ev)).toEqual([67, 55 + 20]);
  });

  it('RQ-MOUNT-07: neither modifier against a footman as tall as the rider', () => {
    const t = joust();
    const ev = t.ok(atk('R', 'P', 'sword', { 'atk.d100': 50, 'react.P': 'parry:sword', 'react.d100': 99, dmg: 4, dm: 1, 'loc.d20': 10 }, { asTall: true }));
    expect(tested(ev)).toEqual([55, 67]);
    expect(stepOf(ev, 'bd_rq_mod_as_tall')?.rule?.id).toBe('RQ-MOUNT-07');
  });

  it('RQ-MOUNT-08: no 2H, Polearm or Staff weapon while mounted', () => {
    const t = joust('R', { right: 'great-axe', left: 'great-axe' });
    expect(t.refused(atk('R', 'P', 'great-axe'))).toMatch(/mounted and cannot use Gran hacha \(weapons of type two-handed: RQ-MOUNT-08\)/);
  });

  it('RQ-MOUNT-10 Z-21: a rider hitting a footman re-rolls leg hits until another location, unless with a spear', () => {
    const t = joust();
    const ev = t.ok(atk('R', 'P', 'sword', { 'atk.d100': 20, 'react.P': 'none', dmg: 4, dm: 1, 'loc.d20': 2, 'loc.d20.2': 5, 'loc.d20.3': 11 }));
    expect(resolved(ev).steps.filter((s) => s.msg === 'bd_rq_loc_reroll').map((s) => [s.params.face, s.rule?.id])).toEqual([[2, 'RQ-MOUNT-10'], [5, 'RQ-MOUNT-10']]);
    expect(stepOf(ev, 'bd_rq_loc_roll')?.params).toEqual({ face: 11, location: 'chest' });
    const lance = joust('R', { right: 'lance', left: 'shield' });
    expect(stepOf(lance.ok(atk('R', 'P', 'lance', { 'atk.d100': 20, 'react.P': 'none', dmg: 4, dm: 1, 'loc.d20': 2 })), 'bd_rq_loc_roll')?.params).toEqual({ face: 2, location: 'right-leg' });
  });

  it('RQ-MOUNT-11: a footman hitting a rider re-rolls head hits, unless with a spear, polearm or 2H weapon', () => {
    const t = joust('P');
    const ev = t.ok(atk('P', 'R', 'sword', { 'atk.d100': 20, 'react.R': 'none', dmg: 4, dm: 1, 'loc.d20': 20, 'loc.d20.2': 14 }));
    expect(resolved(ev).steps.find((s) => s.msg === 'bd_rq_loc_reroll')?.rule?.id).toBe('RQ-MOUNT-11');
    expect(stepOf(ev, 'bd_rq_loc_roll')?.params).toEqual({ face: 14, location: 'right-arm' });
  });
});
