import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';
import { atk, changes, resolved, seat, stepOf, tested } from './attack-fixtures.js';

/** D: sword and shield with DEX 11 (2 CAs, so 2 Reactions), SR 11 + 1, beset by three spearmen (SR 5 + 9). */
function beset() {
  const t = new RqTable([]);
  const d = rqStats({ ...RQ_CAST.swordsman, characteristics: { ...RQ_CAST.swordsman.characteristics, dex: 11, int: 11 } });
  seat(t, 'X', RQ_CAST.spearman, {}, [0, 1]);
  seat(t, 'Y', RQ_CAST.spearman, {}, [2, 1]);
  seat(t, 'Z', RQ_CAST.spearman, {}, [1, 0]);
  seat(t, 'D', d, {}, [1, 1], 'party');
  t.next({ X: 9, Y: 9, Z: 9, D: 1 });
  return t;
}
const spear = (parry: string) => ({ 'atk.d100': 30, 'react.D': parry, 'react.d100': 20, dmg: 3, dm: 1, 'loc.d20': 10 });

describe('RuneQuest two weapons (RQ-TWO-01/02, Z-20)', () => {
  it('RQ-TWO-01 TV-10: with 2 Reactions spent, the off-hand shield parries a 3rd attack, ignoring the count; option (a) is then used', () => {
    const t = beset();
    t.ok(atk('X', 'D', 'spear', spear('parry:sword')));
    t.next();
    t.ok(atk('Y', 'D', 'spear', spear('parry:sword')));
    t.next();
    expect(t.turn).toBe('Z@1');
    expect(t.c('D').sheet.status.reactions).toBe(2);
    const p = t.prompt(atk('Z', 'D', 'spear', { 'atk.d100': 30 }));
    expect(p.kind === 'choice' && p.options.map((o) => o.value)).toEqual(['parry:shield', 'none']);
    const ev = t.ok(atk('Z', 'D', 'spear', spear('parry:shield')));
    expect(changes(ev)).toEqual(['Z:bd_rq_atk_spent', 'D:bd_rq_react_spent_off_hand']);
    expect(stepOf(ev, 'bd_rq_parry_off_hand')?.rule).toEqual({ id: 'RQ-TWO-01', gap: 'Z-20' });
    expect(t.c('D').sheet.status).toMatchObject({ reactions: 2, twoWeapon: 'parry', twoWeaponUsed: true });
    expect(t.refused(atk('D', 'Z', 'sword', {}, { mode: 'extra' }))).toMatch(/not D's turn|own pass/);
  });

  it('RQ-TWO-02 Z-20: the off-hand extra attack is made with the off-hand item, at −20%, costs no CA, once a round, and rules out the off-hand parry', () => {
    const t = new RqTable([]);
    seat(t, 'S', RQ_CAST.swordsman, {}, [0, 0], 'party');
    seat(t, 'P', RQ_CAST.spearman, {}, [1, 0]);
    t.next({ S: 9, P: 1 });
    t.ok(atk('S', 'P', 'sword', { 'atk.d100': 99 }));
    expect(t.refused(atk('S', 'P', 'sword', { 'atk.d100': 99 }, { mode: 'extra' }))).toMatch(/the extra attack is made with the off-hand item, Escudo.*, not Espada ancha \(RQ-TWO-02\)/);
    const ev = t.ok(atk('S', 'P', 'shield', { 'atk.d100': 99 }, { mode: 'extra' }));
    expect(tested(ev)).toEqual([60 - 20]);
    expect(changes(ev)).toEqual(['S:bd_rq_atk_spent_extra']);
    expect(resolved(ev).steps.find((s) => s.msg === 'bd_rq_mod_extra')?.rule?.id).toBe('RQ-TWO-02');
    expect(t.c('S').sheet.status).toMatchObject({ used: 1, twoWeapon: 'attack', twoWeaponUsed: true });
    expect(t.refused(atk('S', 'P', 'sword', {}, { mode: 'extra' }))).toMatch(/already made its off-hand extra attack this round \(RQ-TWO-02\)/);
    const one = new RqTable([]);
    seat(one, 'B', RQ_CAST.brute, {}, [0, 0]);
    seat(one, 'P', RQ_CAST.spearman, {}, [1, 0], 'party');
    one.next({ B: 9, P: 1 });
    expect(one.refused(atk('B', 'P', 'great-axe', {}, { mode: 'extra' }))).toMatch(/does not hold two weapons or a weapon and a shield \(RQ-TWO-02\)/);
  });
});
