import { describe, expect, it } from 'vitest';
import { AkTable, CAST, faces } from '../../helpers/akenar.js';
import { of } from '../../helpers/dnd5e.js';

type Opts = ConstructorParameters<typeof AkTable>[1];
const table = (feliotHp?: number, opts: Opts = {}, goblinHp?: number) =>
  new AkTable(
    [
      { id: 'feliot', sheet: CAST.feliot, at: [5, 5], initiative: 20, ...(feliotHp !== undefined ? { hp: feliotHp } : {}) },
      { id: 'knight', sheet: CAST.knight, side: 'enemy', kind: 'monster', at: [6, 5], initiative: 10, hp: 20 },
      { id: 'goblin', sheet: CAST.goblin, side: 'enemy', at: [9, 9], initiative: 5, ...(goblinHp !== undefined ? { hp: goblinHp } : {}) },
    ],
    opts,
  );
/** Feliot (Con 12, 14 HP); a negative HP is reached by a blow from 1 HP, so he is dying. */
function duel(hp?: number, opts: Opts = {}): AkTable {
  const t = table(hp !== undefined && hp < 0 ? 1 : hp, opts);
  if (hp !== undefined && hp < 0) t.ok({ type: 'damage', id: 'feliot', amount: 1 - hp });
  return t;
}
const lives = (ev: ReturnType<AkTable['ok']>) => of(ev, 'life.changed');
const allObjects = (ev: unknown[]) => ev.every((e) => typeof e === 'object' && e !== null);

describe('Akenar wounds: blows', () => {
  it('AK-HP-05: a dead character damaged again changes no life state', () => {
    const t = duel(-5);
    t.ok({ type: 'damage', id: 'feliot', amount: 7 });
    expect(t.c('feliot').life).toBe('dead');
    expect(lives(t.ok({ type: 'damage', id: 'feliot', amount: 3 }))).toEqual([]);
  });

  it('AK-HP-05: a blow from dying to exactly −Con kills with reason bd_ak_dead, not the half-Con rule', () => {
    const t = duel(-5);
    const ev = t.ok({ type: 'damage', id: 'feliot', amount: 7 });
    expect([t.c('feliot').hp.current, t.c('feliot').life]).toEqual([-12, 'dead']);
    expect(lives(ev)).toEqual([expect.objectContaining({ life: 'dead', reason: 'bd_ak_dead', rule: { id: 'AK-HP-05' } })]);
  });

  it('AK-HP-04, AK-HP-14: a dying character hit again stays unconscious with no new life event', () => {
    const t = duel(-2);
    const ev = t.ok({ type: 'damage', id: 'feliot', amount: 1 });
    expect([t.c('feliot').hp.current, t.c('feliot').life]).toEqual([-3, 'unconscious']);
    expect(lives(ev)).toEqual([]);
  });

  it('AK-HP-06, AK:G-34: without "from standing", a blow from −3 to −6 kills', () => {
    const t = duel(-3, { settings: { halfConFromStanding: false } });
    const ev = t.ok({ type: 'damage', id: 'feliot', amount: 3 });
    expect(t.c('feliot').life).toBe('dead');
    expect(lives(ev)).toEqual([expect.objectContaining({ reason: 'bd_ak_half_con', rule: { id: 'AK-HP-06', gap: 'AK:G-34' } })]);
  });

  it('AK-HP-06, DV-25: with "from standing", a blow from 0 (disabled) to −6 still kills', () => {
    const t = duel(0, { settings: { halfConFromStanding: true } });
    t.ok({ type: 'damage', id: 'feliot', amount: 6 });
    expect([t.c('feliot').hp.current, t.c('feliot').life]).toEqual([-6, 'dead']);
  });

  it('AK-HP-06: without "from standing", a blow from 4 to −6 kills', () => {
    const t = duel(4);
    t.ok({ type: 'damage', id: 'feliot', amount: 10 });
    expect(t.c('feliot').life).toBe('dead');
  });

  it('AK-HP-09, AK-HP-07, AK:G-37: an enemy taken from 20 to exactly 0 by one blow dies without a massive-damage save', () => {
    const t = table();
    const ev = t.ok({ type: 'damage', id: 'knight', amount: 20 });
    expect(lives(ev)).toEqual([expect.objectContaining({ life: 'dead', reason: 'bd_ak_enemy_dies', rule: { id: 'AK-HP-09', gap: 'AK:G-37' } })]);
  });

  it('AK-HP-07: a natural 1 on the massive-damage save kills even when the total beats DC 15', () => {
    const t = new AkTable([{ id: 'tank', sheet: { ...CAST.knight, fortitude: 20 }, initiative: 1 }]);
    const ev = t.ok({ type: 'damage', id: 'tank', amount: 20, inputs: { 'fort.tank': faces(1) } });
    expect(lives(ev)[0]).toMatchObject({ life: 'dead', reason: 'bd_ak_massive_dead' });
  });
});

describe('Akenar wounds: healing', () => {
  it('AK-HP-21, AK:G-36: healing a dying character to exactly 0 reports disabled with gap G-36; to 1 plain healed', () => {
    const t = duel(-4);
    const ev = t.ok({ type: 'heal', id: 'feliot', amount: 4 });
    expect(lives(ev)).toEqual([expect.objectContaining({ life: 'ok', reason: 'bd_ak_healed_disabled', rule: { id: 'AK-HP-21', gap: 'AK:G-36' } })]);
    const t2 = duel(-4);
    const ev2 = t2.ok({ type: 'heal', id: 'feliot', amount: 5 });
    expect(lives(ev2)).toEqual([expect.objectContaining({ life: 'ok', reason: 'bd_ak_healed', rule: { id: 'AK-HP-21' } })]);
  });

  it('AK-HP-12: healing a conscious character changes no life state', () => {
    const t = duel(5);
    expect(lives(t.ok({ type: 'heal', id: 'feliot', amount: 3 }))).toEqual([]);
    expect(t.c('feliot').hp.current).toBe(8);
  });

  it('AK-HP-20: healing a stable character that stays below 0 emits no new life event', () => {
    const t = duel(-5);
    t.ok({ type: 'nextTurn', inputs: { 'stab.feliot': faces(20) } });
    expect(t.c('feliot').life).toBe('stable');
    const ev = t.ok({ type: 'heal', id: 'feliot', amount: 1 });
    expect(lives(ev)).toEqual([]);
    expect([t.c('feliot').hp.current, t.c('feliot').life]).toEqual([-4, 'stable']);
  });

  it('AK-HP-05: healing a dead character is refused', () => {
    const t = duel(-5);
    t.ok({ type: 'damage', id: 'feliot', amount: 7 });
    expect(t.refused({ type: 'heal', id: 'feliot', amount: 5 })).toMatch(/feliot is dead and cannot regain hit points \(AK-HP-05\)/);
  });

  it('AK-ARROW-06: magical healing without stuck arrows reports no arrows pulled out', () => {
    const t = duel(5);
    const ev = t.ok({ type: 'heal', id: 'feliot', amount: 4, magical: true });
    expect(ev.filter((e) => (e as { reason?: string }).reason === 'bd_ak_arrows_healed')).toEqual([]);
  });
});

describe('Akenar wounds: dying turns and recovery', () => {
  it('AK-HP-18: a bleeding dying character fails even on a natural 20', () => {
    const t = duel(-2);
    t.ok({ type: 'addCondition', id: 'feliot', condition: 'sangrando' });
    expect(t.refused({ type: 'nextTurn', inputs: { 'stab.feliot': faces(20) } })).toMatch(/no roll was asked under stab\.feliot/);
    const ev = t.ok({ type: 'nextTurn' });
    expect(lives(ev)[0]).toMatchObject({ life: 'unconscious', reason: 'bd_ak_bleeding', rule: { id: 'AK-HP-18' } });
    expect(t.c('feliot').hp.current).toBe(-3);
  });

  it('AK-HP-18, AK-HP-16: conditions that only contain the word "sangrando" do not count as bleeding', () => {
    const t = duel(-2);
    t.ok({ type: 'addCondition', id: 'feliot', condition: 'sangrando leve' });
    t.ok({ type: 'addCondition', id: 'feliot', condition: 'ya no sangrando' });
    const ev = t.ok({ type: 'nextTurn', inputs: { 'stab.feliot': faces(20) } });
    expect(lives(ev)[0]).toMatchObject({ life: 'stable', reason: 'bd_ak_stabilised', rule: { id: 'AK-HP-16' } });
    expect(t.c('feliot').hp.current).toBe(-2);
  });

  it('AK-HP-16: turns of conscious characters emit only well-formed events', () => {
    const t = duel(5);
    for (let i = 0; i < 3; i++) expect(allObjects(t.ok({ type: 'nextTurn' }))).toBe(true);
  });

  it('AK-HP-23: hours passing do not "recover" a conscious or disabled character, and emit only well-formed events', () => {
    const t = duel(0);
    expect(t.refused({ type: 'timePasses', hours: 1, inputs: { 'recover.feliot.1': faces(20) } })).toMatch(/no roll was asked under recover\.feliot\.1/);
    const ev = t.ok({ type: 'timePasses', hours: 1 });
    expect(lives(ev)).toEqual([]);
    expect(allObjects(ev)).toBe(true);
    const t2 = duel(10);
    expect(t2.refused({ type: 'timePasses', hours: 1, inputs: { 'recover.feliot.1': faces(20) } })).toMatch(/no roll was asked under recover\.feliot\.1/);
  });

  it('AK-HP-23: one hour gives exactly one recovery check; a failure leaves the character stable', () => {
    const t = duel(-5);
    t.ok({ type: 'nextTurn', inputs: { 'stab.feliot': faces(20) } });
    const ev = t.ok({ type: 'timePasses', hours: 1, inputs: { 'recover.feliot.1': faces(1) } });
    expect(lives(ev)).toEqual([]);
    expect(allObjects(ev)).toBe(true);
    expect(t.c('feliot').life).toBe('stable');
  });
});
