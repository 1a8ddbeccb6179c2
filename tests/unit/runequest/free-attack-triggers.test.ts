import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable } from '../../helpers/runequest.js';
import type { EncounterEvent } from '../../../shared/model/events.js';

/** The archer acts first with the spearman next to it and the brute 10 m off. */
function close() {
  const t = new RqTable([{ id: 'a', stats: RQ_CAST.archer, at: [5, 5] }, { id: 'p', stats: RQ_CAST.spearman, side: 'enemy', at: [6, 5] }, { id: 'b', stats: RQ_CAST.brute, side: 'enemy', at: [15, 5] }]);
  t.next({ a: 10, p: 1, b: 1 });
  return t;
}
const miss = { 'fa.p': { choice: 'spear' }, 'fa.p.atk.d100': { faces: [95] } };
const attacks = (ev: EncounterEvent[]) => ev.flatMap((e) => (e.type === 'attack.resolved' ? [e.attacker] : []));

describe('RuneQuest free-attack triggers (RQ-FREE-01, 04..07, RQ-ACT-07)', () => {
  it('RQ-FREE-04/01: a ranged attack with an enemy adjacent asks its free attack first, then the shot is made', () => {
    const t = close();
    expect(t.prompt({ type: 'attack', attacker: 'a', target: 'b', attack: 'bow' }).key).toBe('fa.p');
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 'b', attack: 'bow', inputs: { ...miss, 'atk.d100': { faces: [95] } } });
    expect(attacks(ev)).toEqual(['p', 'a']);
    expect(t.c('p').sheet.status.reactions).toBe(1);
    expect(t.c('a').sheet.status.used).toBe(1);
  });

  it('RQ-FREE-05: casting next to an enemy asks its free attack; one that deals no damage asks no Persistence test and the spell goes on', () => {
    const t = close();
    expect(t.prompt({ type: 'rqAction', id: 'a', action: 'castSpell', spell: 'Rayo', cas: 2 }).key).toBe('fa.p');
    const ev = t.ok({ type: 'rqAction', id: 'a', action: 'castSpell', spell: 'Rayo', cas: 2, inputs: miss });
    expect(attacks(ev)).toEqual(['p']);
    expect(ev.some((e) => e.type === 'runequest.changed' && e.reason.startsWith('bd_rq_fa_spell'))).toBe(false);
    expect(t.c('a').sheet.status.casting).toEqual({ spell: 'Rayo', left: 1 });
  });

  it('RQ-FREE-06: readying a weapon next to an enemy asks its free attack; missed, the weapon is readied', () => {
    const t = close();
    expect(t.prompt({ type: 'rqAction', id: 'a', action: 'readyWeapon', weapon: 'dagger', hand: 'right', how: 'dropDraw' }).key).toBe('fa.p');
    t.ok({ type: 'rqAction', id: 'a', action: 'readyWeapon', weapon: 'dagger', hand: 'right', how: 'dropDraw', inputs: miss });
    expect(t.c('a').sheet.status.held).toEqual({ right: 'dagger', left: null });
  });

  it('RQ-FREE-07: getting up next to an enemy asks its free attack; missed, no Athletics test and it stands', () => {
    const t = close();
    const c = t.c('a');
    t.ok({ type: 'updateCombatant', id: 'a', patch: { sheet: { ...c.sheet, status: { ...c.sheet.status, stance: 'prone' } } } });
    expect(t.prompt({ type: 'rqAction', id: 'a', action: 'changeStance', stance: 'standing' }).key).toBe('fa.p');
    const ev = t.ok({ type: 'rqAction', id: 'a', action: 'changeStance', stance: 'standing', inputs: miss });
    expect(ev.some((e) => e.type === 'runequest.changed' && (e.reason === 'bd_rq_fa_stays_down' || e.reason === 'bd_rq_fa_got_up'))).toBe(false);
    expect(t.c('a').sheet.status.stance).toBe('standing');
  });

  it('RQ-ACT-07: any change of stance next to an enemy asks its free attack; far from enemies nobody is asked', () => {
    const t = close();
    expect(t.prompt({ type: 'rqAction', id: 'a', action: 'changeStance', stance: 'kneeling' }).key).toBe('fa.p');
    const far = new RqTable([{ id: 'a', stats: RQ_CAST.archer, at: [2, 2] }, { id: 'p', stats: RQ_CAST.spearman, side: 'enemy', at: [9, 5] }]);
    far.next({ a: 10, p: 1 });
    far.ok({ type: 'rqAction', id: 'a', action: 'changeStance', stance: 'kneeling' });
    expect(far.c('a').sheet.status.stance).toBe('kneeling');
  });

  it('RQ-FREE-10 Z-01: an attacker whose failed blow meets a critical parry leaves its guard open: the defender is offered the riposte (riposte.<id>), a free attack', () => {
    const t = new RqTable([{ id: 's', stats: RQ_CAST.swordsman, at: [5, 5] }, { id: 'b', stats: RQ_CAST.brute, side: 'enemy', at: [6, 5] }], { settings: { reactionMode: 'srd' } });
    t.next({ s: 1, b: 10 });
    const opened = { 'atk.d100': { faces: [90] }, 'react.s': { choice: 'parry:shield' }, 'react.d100': { faces: [3] } };
    expect(t.prompt({ type: 'attack', attacker: 'b', target: 's', attack: 'great-axe', inputs: opened }).key).toBe('riposte.s');
    const closed = { 'atk.d100': { faces: [90] }, 'react.s': { choice: 'parry:shield' }, 'react.d100': { faces: [40] } };
    const ev = t.ok({ type: 'attack', attacker: 'b', target: 's', attack: 'great-axe', inputs: closed });
    expect(ev.filter((e) => e.type === 'attack.resolved')).toHaveLength(1);
  });

  it('RQ-FREE-05 Z-14: a free attack that deals damage asks Persistence (fa.test.<id>); failed, the spell fails', () => {
    const t = close();
    const hit = { 'fa.p': { choice: 'spear' }, 'fa.p.atk.d100': { faces: [10] }, 'fa.p.react.a': { choice: 'none' }, 'fa.p.dmg': { faces: [1] }, 'fa.p.loc.d20': { faces: [11] }, 'fa.test.a': { faces: [90] } };
    const ev = t.ok({ type: 'rqAction', id: 'a', action: 'castSpell', spell: 'Rayo', cas: 2, inputs: hit });
    expect(ev.some((e) => e.type === 'runequest.hit' && e.id === 'a' && e.after < e.before)).toBe(true);
    expect(ev.some((e) => e.type === 'runequest.changed' && e.reason === 'bd_rq_fa_spell_lost' && e.rolls?.[0]?.total === 90)).toBe(true);
    expect(t.c('a').sheet.status.casting).toBeNull();
  });

  it('RQ-FREE-06/08 Z-14: a damaging free attack: Dodge failed, the weapon readied drops; moving away, the rest of the move is halved', () => {
    const hit = (test?: number) => ({ 'fa.p': { choice: 'spear' }, 'fa.p.atk.d100': { faces: [10] }, 'fa.p.react.a': { choice: 'none' }, 'fa.p.dmg': { faces: [1] }, 'fa.p.loc.d20': { faces: [11] }, ...(test ? { 'fa.test.a': { faces: [test] } } : {}) });
    const t = close();
    t.ok({ type: 'rqAction', id: 'a', action: 'readyWeapon', weapon: 'dagger', hand: 'right', how: 'dropDraw', inputs: hit(90) });
    expect(t.c('a').sheet.status.held).toEqual({ right: null, left: null });
    const u = close();
    u.ok({ type: 'moveCombatant', id: 'a', to: { q: 1, r: 5 }, mode: 'move', inputs: hit() });
    expect(u.c('a').position).toEqual({ q: 3, r: 5 });
  });
});
