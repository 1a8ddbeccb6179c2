import { akenarSettings } from '../../../shared/systems/akenar/settings.js';
import { describe, expect, it } from 'vitest';
import { AkTable, CAST, faces } from '../../helpers/akenar.js';
import { of, ruleIds } from '../../helpers/dnd5e.js';

/** Feliot and two enemies; a negative `feliotHp` is reached by a blow from 1 HP, so he is dying. */
function duel(feliotHp?: number, opts: ConstructorParameters<typeof AkTable>[1] = {}): AkTable {
  const t = table(feliotHp !== undefined && feliotHp < 0 ? 1 : feliotHp, opts);
  if (feliotHp !== undefined && feliotHp < 0) t.ok({ type: 'damage', id: 'feliot', amount: 1 - feliotHp });
  return t;
}
const table = (feliotHp?: number, opts: ConstructorParameters<typeof AkTable>[1] = {}) =>
  new AkTable(
    [
      { id: 'feliot', sheet: CAST.feliot, at: [5, 5], initiative: 20, ...(feliotHp !== undefined ? { hp: feliotHp } : {}) },
      { id: 'knight', sheet: CAST.knight, side: 'enemy', kind: 'monster', at: [6, 5], initiative: 10 },
      { id: 'goblin', sheet: CAST.goblin, side: 'enemy', at: [9, 9], initiative: 5 },
      { id: 'ally', sheet: CAST.archer, side: 'party', at: [1, 1], initiative: 1 },
    ],
    opts,
  );

describe('Akenar health on the engine', () => {
  it('EX-14, AK-HP-03, AK-HP-04, AK-HP-05, AK-HP-14: Feliot (Con 12) at 0 is disabled, at −1 dying (unconscious), at −12 dead', () => {
    const t = duel(14);
    t.ok({ type: 'damage', id: 'feliot', amount: 14 });
    expect([t.c('feliot').hp.current, t.c('feliot').life]).toEqual([0, 'ok']);
    t.ok({ type: 'damage', id: 'feliot', amount: 1 });
    expect([t.c('feliot').hp.current, t.c('feliot').life]).toEqual([-1, 'unconscious']);
    const t2 = duel(-5);
    for (let hp = -5; hp > -12; hp--) t2.ok({ type: 'damage', id: 'feliot', amount: 1 });
    expect(t2.c('feliot').hp.current).toBe(-12);
    expect(t2.c('feliot').life).toBe('dead');
  });

  it('EX-14, AK-HP-06, DV-25, AK:G-34: one blow to −6 kills Feliot; the setting "from standing" needs the blow to start at 0 or more', () => {
    const t = duel(4);
    const ev = t.ok({ type: 'damage', id: 'feliot', amount: 10 });
    expect(t.c('feliot').life).toBe('dead');
    expect(ruleIds(ev)).toContain('AK-HP-06');
    const t2 = duel(-3, { settings: { halfConFromStanding: true } });
    t2.ok({ type: 'damage', id: 'feliot', amount: 3 });
    expect(akenarSettings(t2.state).halfConFromStanding).toBe(true);
    expect([t2.c('feliot').hp.current, t2.c('feliot').life]).toEqual([-6, 'unconscious']);
  });

  it('EX-24, AK-HP-07, AK-SAVE-04, AK:G-33: 20 or more in one blow asks Fortitude DC 15 (base + Con): a failure kills; 20 spread over two blows asks nothing', () => {
    const knight = () => new AkTable([{ id: 'knight', sheet: CAST.knight, initiative: 1 }]);
    const t = knight();
    const ev = t.ok({ type: 'damage', id: 'knight', amount: 20, inputs: { 'fort.knight': faces(8) } });
    expect(of(ev, 'life.changed')[0]).toMatchObject({ life: 'dead', reason: 'bd_ak_massive_dead' });
    expect(of(ev, 'life.changed')[0]!.roll?.notation).toBe('1d20+6');
    const t2 = knight();
    t2.ok({ type: 'damage', id: 'knight', amount: 20, inputs: { 'fort.knight': faces(9) } });
    expect([t2.c('knight').hp.current, t2.c('knight').life]).toEqual([4, 'ok']);
    const t3 = knight();
    t3.ok({ type: 'damage', id: 'knight', amount: 10 });
    const ev3 = t3.ok({ type: 'damage', id: 'knight', amount: 10 });
    expect(of(ev3, 'life.changed')).toEqual([]);
  });

  it('AK-HP-09, AK:G-37: an enemy dies at 0 HP; a named NPC flagged for full rules, or the setting off, goes on dying', () => {
    const t = duel();
    t.ok({ type: 'damage', id: 'goblin', amount: 7 });
    expect(t.c('goblin').life).toBe('dead');
    const t2 = duel(undefined, { settings: { enemiesDie: false } });
    t2.ok({ type: 'damage', id: 'goblin', amount: 8 });
    expect([t2.c('goblin').hp.current, t2.c('goblin').life]).toEqual([-1, 'unconscious']);
  });

  it('AK-HP-15, AK-HP-16, DV-23, AK:G-35: a dying character checks Con DC 10 + |HP| as its turn starts; a failure loses 1 HP', () => {
    const t = duel(-3);
    t.ok({ type: 'setInitiative', id: 'feliot', value: 20 });
    const ev = t.ok({ type: 'nextTurn', inputs: { 'stab.feliot': faces(5) } });
    expect(t.c('feliot').hp.current).toBe(-4);
    expect(of(ev, 'life.changed')[0]).toMatchObject({ reason: 'bd_ak_not_stabilised', rule: { id: 'AK-HP-15' } });
    expect(of(ev, 'life.changed')[0]!.roll?.notation).toBe('1d20+1');
    const t2 = duel(-3);
    t2.ok({ type: 'nextTurn', inputs: { 'stab.feliot': faces(20) } });
    expect([t2.c('feliot').hp.current, t2.c('feliot').life]).toEqual([-3, 'stable']);
    // Stable characters do not roll.
    t2.ok({ type: 'nextTurn' });
    t2.ok({ type: 'nextTurn' });
    const again = t2.ok({ type: 'nextTurn' });
    expect(of(again, 'life.changed')).toEqual([]);
  });

  it('AK-HP-18: a bleeding dying character fails outright and loses 1 HP', () => {
    const t = duel(-2);
    t.ok({ type: 'addCondition', id: 'feliot', condition: 'sangrando' });
    const ev = t.ok({ type: 'nextTurn' });
    expect(of(ev, 'life.changed')[0]).toMatchObject({ reason: 'bd_ak_bleeding', rule: { id: 'AK-HP-18' } });
    expect(t.c('feliot').hp.current).toBe(-3);
  });

  it('AK-HP-20, AK-HP-21, AK-HP-12, AK:G-36: any healing stabilises; to exactly 0 stable and disabled; 1+ fully back', () => {
    const t = duel(-4);
    t.ok({ type: 'heal', id: 'feliot', amount: 1 });
    expect([t.c('feliot').hp.current, t.c('feliot').life]).toEqual([-3, 'stable']);
    t.ok({ type: 'heal', id: 'feliot', amount: 3 });
    expect([t.c('feliot').hp.current, t.c('feliot').life]).toEqual([0, 'ok']);
    t.ok({ type: 'heal', id: 'feliot', amount: 5 });
    expect([t.c('feliot').hp.current, t.c('feliot').life]).toEqual([5, 'ok']);
  });

  it('AK-HP-10, AK-HP-11, DV-26: a disabled character has one action; attacking costs 1 HP and leaves it dying', () => {
    const t = duel(0);
    t.turnOf('feliot');
    expect(t.c('feliot').sheet.status.budget).toMatchObject({ limited: 'single', limitRule: 'AK-HP-10' });
    const ev = t.ok({ type: 'attack', attacker: 'feliot', target: 'knight', attack: 'estoque', inputs: { 'atk.d20': faces(2) } });
    expect(ruleIds(ev)).toContain('AK-HP-11');
    expect([t.c('feliot').hp.current, t.c('feliot').life]).toEqual([-1, 'unconscious']);
    expect(t.refused({ type: 'moveCombatant', id: 'feliot', to: { q: 4, r: 5 } })).toMatch(/cannot/);
  });

  it('AK-HP-23, DV-24: an hour later a stable character at −5 regains consciousness on Con DC 15 (disabled)', () => {
    const t = duel(-5);
    t.ok({ type: 'nextTurn', inputs: { 'stab.feliot': faces(20) } });
    expect([t.c('feliot').hp.current, t.c('feliot').life]).toEqual([-5, 'stable']);
    const ev = t.ok({ type: 'timePasses', hours: 2, inputs: { 'recover.feliot.1': faces(13), 'recover.feliot.2': faces(14) } });
    expect(of(ev, 'life.changed')[0]).toMatchObject({ life: 'ok', rule: { id: 'AK-HP-23' } });
  });
});
