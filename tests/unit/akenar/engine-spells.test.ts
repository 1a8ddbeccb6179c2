import { describe, expect, it } from 'vitest';
import { AkTable, CAST, faces, fight, pick } from '../../helpers/akenar.js';
import { of } from '../../helpers/dnd5e.js';

const party = () => {
  const t = new AkTable([
    { id: 'mage', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
    { id: 'knight', sheet: CAST.knight, at: [4, 5], initiative: 15 },
    { id: 'goblin', sheet: CAST.goblin, side: 'enemy', at: [6, 5], initiative: 10 },
  ]);
  t.turnOf('mage');
  return t;
};

describe('Akenar spellcasting on the engine', () => {
  it('EX-21, AK-SPELL-20, AK-SPELL-21: a 1-minute spell takes 10 consecutive full-round actions and takes effect just before the caster’s turn after them', () => {
    const t = party();
    t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Ritual', pp: 4, castingTime: 'minute' } });
    expect(t.c('mage').sheet.status).toMatchObject({ casting: { done: 1, required: 10 }, budget: { fullRound: 'other' } });
    for (let round = 2; round <= 10; round++) {
      t.turnOf('goblin');
      t.turnOf('mage');
      expect(t.c('mage').sheet.status.casting?.done).toBe(round);
      expect(t.c('mage').sheet.status.budget.fullRound).toBe('other');
    }
    t.turnOf('goblin');
    t.ok({ type: 'nextTurn' });
    t.turnOf('mage');
    const last = t.live.file.history.at(-1)!.events;
    expect(of(last, 'akenar.changed').find((e) => e.reason === 'bd_ak_spell_takes_effect')).toMatchObject({ rule: { id: 'AK-SPELL-21' } });
    expect(t.c('mage').sheet.status).toMatchObject({ casting: null, budget: { fullRound: null } });
  });

  it('EX-22, AK-SPELL-13, AK-SPELL-15: holding the charge: touching 1 friend is a normal action, up to 6 a full-round action', () => {
    const t = party();
    t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Curar', pp: 1, touch: true } });
    expect(t.c('mage').sheet.status.holding).toBe('Curar');
    t.turnOf('goblin');
    t.turnOf('mage');
    t.ok({ type: 'akenarAction', id: 'mage', action: 'touchFriends', count: 1 });
    expect(t.c('mage').sheet.status).toMatchObject({ holding: null, budget: { normal: true, fullRound: null } });
    const t2 = party();
    t2.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Bendición', pp: 2, touch: true } });
    t2.turnOf('goblin');
    t2.turnOf('mage');
    t2.ok({ type: 'akenarAction', id: 'mage', action: 'touchFriends', count: 6 });
    expect(t2.c('mage').sheet.status.budget.fullRound).toBe('other');
  });

  it('AK-SPELL-14, AK-SPELL-17: a touch attack on an enemy: Esquiva only; a hit discharges the spell, a miss keeps it', () => {
    const t = party();
    t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Toque helado', pp: 1, touch: true } });
    t.turnOf('goblin');
    t.turnOf('mage');
    t.ok({ type: 'attack', attacker: 'mage', target: 'goblin', attack: 'impacto-sin-arma', akenar: { touch: true }, inputs: { 'def.goblin': pick('dodge'), 'atk.d20': faces(2) } });
    expect(t.c('mage').sheet.status.holding).toBe('Toque helado');
    t.turnOf('goblin');
    t.turnOf('mage');
    t.ok({ type: 'attack', attacker: 'mage', target: 'goblin', attack: 'impacto-sin-arma', akenar: { touch: true }, inputs: { 'def.goblin': pick('dodge'), 'atk.d20': faces(18) } });
    expect(t.c('mage').sheet.status.holding).toBeNull();
  });

  it('AK-SPELL-14, AK-SPELL-17, AK-UNARMED-03: a touch that delivers the spell deals no unarmed damage and provokes nothing; an unarmed attack made instead deals its damage and discharges on a hit', () => {
    const holding = () => {
      const t = fight([
        { id: 'mage', sheet: { ...CAST.feliot, weapons: [] }, at: [5, 5], initiative: 20 },
        { id: 'goblin', sheet: { ...CAST.goblin, armour: { body: null, helmet: null, shield: null } }, side: 'enemy', at: [6, 5], initiative: 10 },
      ]);
      t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Toque helado', pp: 1, touch: true }, inputs: { 'oa.goblin': pick('none') } });
      t.turnOf('goblin');
      t.turnOf('mage');
      return t;
    };
    // The bare-handed mage touches the armed goblin: no attack of opportunity asked, no damage rolled.
    const t = holding();
    const touch = t.ok({ type: 'attack', attacker: 'mage', target: 'goblin', attack: 'impacto-sin-arma', akenar: { touch: true }, inputs: { 'def.goblin': pick('dodge'), 'atk.d20': faces(18) } });
    expect(of(touch, 'attack.resolved')[0]).toMatchObject({ outcome: 'hit', damage: 0 });
    expect(of(touch, 'combatant.damaged')).toEqual([]);
    expect([t.c('goblin').hp.current, t.c('mage').sheet.status.holding]).toEqual([7, null]);
    // A punch instead: the goblin is asked its attack of opportunity first, then 1d3 + 1 lands and the charge is spent.
    const u = holding();
    const punch = u.ok({ type: 'attack', attacker: 'mage', target: 'goblin', attack: 'impacto-sin-arma', inputs: { 'oa.goblin': pick('none'), 'def.goblin': pick('dodge'), 'atk.d20': faces(18), 'atk.dmg.0': faces(3) } });
    expect(of(punch, 'attack.resolved')[0]).toMatchObject({ outcome: 'hit', damage: 4 });
    expect([u.c('goblin').hp.current, u.c('mage').sheet.status.holding]).toEqual([3, null]);
    // A punch that misses keeps the charge.
    const v = holding();
    v.ok({ type: 'attack', attacker: 'mage', target: 'goblin', attack: 'impacto-sin-arma', inputs: { 'oa.goblin': pick('none'), 'def.goblin': pick('dodge'), 'atk.d20': faces(2) } });
    expect(v.c('mage').sheet.status.holding).toBe('Toque helado');
  });

  it('AK-SPELL-16: casting another spell dissipates the held touch spell', () => {
    const t = party();
    t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Toque helado', pp: 1, touch: true } });
    t.turnOf('goblin');
    t.turnOf('mage');
    const ev = t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Luz', pp: 0 }, inputs: { 'oa.goblin': pick('none') } });
    expect(of(ev, 'akenar.changed').map((e) => e.reason)).toContain('bd_ak_charge_lost');
    expect(t.c('mage').sheet.status.holding).toBeNull();
  });

  it('EX-23, AK-SPELL-04: a deafened caster ruins a verbal spell on 20 or less on d100', () => {
    const t = party();
    t.ok({ type: 'addCondition', id: 'mage', condition: 'ensordecido' });
    const ev = t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Dardo', pp: 1 }, inputs: { 'ruin.mage': faces(20) } });
    expect(of(ev, 'checks.rolled')[0]!.steps[0]).toMatchObject({ msg: 'bd_ak_spell_ruined', rule: { id: 'AK-SPELL-04' } });
    const t2 = party();
    t2.ok({ type: 'addCondition', id: 'mage', condition: 'ensordecido' });
    const ev2 = t2.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Dardo', pp: 1 }, inputs: { 'ruin.mage': faces(21) } });
    expect(of(ev2, 'checks.rolled')[0]!.steps[0]!.msg).toBe('bd_ak_spell_heard');
    const t3 = party();
    t3.ok({ type: 'addCondition', id: 'mage', condition: 'ensordecido' });
    expect(of(t3.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Gesto', pp: 1, verbal: false } }), 'checks.rolled')).toEqual([]);
  });

  it('AK-SPELL-11, DV-19: casting provokes the adjacent enemy; 7 damage on a 3 PP spell asks Concentration DC 20, and a failure loses it', () => {
    const robe = { ...CAST.feliot, armour: { body: null, helmet: null, shield: null } };
    const t = new AkTable([
      { id: 'mage', sheet: robe, at: [5, 5], initiative: 10 },
      { id: 'guard', sheet: CAST.knight, side: 'enemy', at: [6, 5], initiative: 20 },
    ]);
    t.turnOf('guard');
    t.turnOf('mage');
    const ev = t.ok({
      type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Dardo', pp: 3, concentration: 5, touch: true },
      inputs: { 'oa.guard': pick('espada-larga'), 'oa.guard.def.mage': pick('dodge'), 'oa.guard.atk.d20': faces(17), 'oa.guard.atk.dmg.0': faces(5), 'conc.mage.oa': faces(14) },
    });
    expect(of(ev, 'attack.resolved')[0]).toMatchObject({ attacker: 'guard', damage: 7 });
    expect(of(ev, 'checks.rolled')[0]!.steps[0]).toMatchObject({ msg: 'bd_ak_concentration_lost', params: { dc: 20, total: 19 }, rule: { id: 'AK-SPELL-11' } });
    expect(t.c('mage').sheet.status.holding).toBeNull();
  });

  it('AK-SPELL-12: cast defensively, nothing is provoked', () => {
    const t = party();
    t.turnOf('goblin');
    t.turnOf('mage');
    const ev = t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Dardo', pp: 1, defensive: true, concentration: 5 }, inputs: { 'conc.mage': faces(15) } });
    expect(of(ev, 'attack.resolved')).toEqual([]);
  });

  it('AK-SPELL-13: the touch comes with the casting in the same turn: no second action', () => {
    const t = party();
    t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Curar', pp: 1, touch: true } });
    t.ok({ type: 'akenarAction', id: 'mage', action: 'touchFriends', count: 1 });
    expect(t.c('mage').sheet.status).toMatchObject({ holding: null, budget: { normal: true, move: 0 } });
  });

  it('AK-SPELL-02, AK:G-25: a caster of a somatic spell may dodge but not parry the attacks its casting provokes, nor while casting over rounds', () => {
    const t = new AkTable([
      { id: 'mage', sheet: CAST.feliot, at: [5, 5], initiative: 10 },
      { id: 'guard', sheet: CAST.knight, side: 'enemy', at: [6, 5], initiative: 20 },
    ]);
    t.turnOf('guard');
    t.turnOf('mage');
    const p = t.prompt({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Dardo', pp: 1 }, inputs: { 'oa.guard': pick('espada-larga') } });
    expect(p).toMatchObject({ key: 'oa.guard.def.mage' });
    expect(p.kind === 'choice' && p.options.map((o) => o.value)).toEqual(['dodge', 'base']);
    const still = t.prompt({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Dardo', pp: 1, somatic: false }, inputs: { 'oa.guard': pick('espada-larga') } });
    expect(still.kind === 'choice' && still.options.map((o) => o.value)).toEqual(['dodge', 'parry', 'base']);
    t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Ritual', pp: 2, castingTime: 'minute' }, inputs: { 'oa.guard': pick('none') } });
    t.turnOf('guard');
    const during = t.prompt({ type: 'attack', attacker: 'guard', target: 'mage', attack: 'espada-larga' });
    expect(during.kind === 'choice' && during.options.map((o) => o.value)).toEqual(['dodge', 'base']);
  });

  it('AK-SPELL-08, AK-SPELL-22: a failed Concentration check cancels a spell of 1 round or more', () => {
    const t = party();
    t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Rito', pp: 1, castingTime: 'round', defensive: true }, inputs: { 'conc.mage': faces(1) } });
    expect(t.c('mage').sheet.status.casting).toBeNull();
  });

  it('AK-SPELL-11: armour damage from the attack a casting provokes keeps the action spent and the spell held', () => {
    const robe = { ...CAST.feliot, hpMax: 100 };
    const t = new AkTable([
      { id: 'mage', sheet: robe, at: [5, 5], initiative: 10 },
      { id: 'ogre', sheet: { ...CAST.knight, abilities: { ...CAST.knight.abilities, str: 18 }, weapons: [{ id: 'gran-hacha' }] }, side: 'enemy', at: [6, 5], initiative: 20 },
    ]);
    t.turnOf('ogre');
    t.turnOf('mage');
    t.ok({
      type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Toque', pp: 1, touch: true, concentration: 40 },
      inputs: { 'oa.ogre': pick('gran-hacha'), 'oa.ogre.def.mage': pick('dodge'), 'oa.ogre.atk.d20': faces(20), 'oa.ogre.atk.confirm': faces(15), 'oa.ogre.atk.dmg.0': faces(4), 'oa.ogre.atk.dmg.1': faces(4), 'oa.ogre.atk.dmg.2': faces(4), 'oa.ogre.fort.mage': faces(20), 'oa.ogre.armour.mage': faces(2), 'conc.mage.oa': faces(10) },
    });
    expect(t.c('mage').sheet.status).toMatchObject({ armourLoss: { body: 2 }, holding: 'Toque', budget: { normal: true } });
  });

  it('AK-SPELL-21, AK-SPELL-22: a caster who falls during a long casting loses the spell', () => {
    const t = party();
    t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Ritual', pp: 4, castingTime: 'minute' } });
    const ev = t.ok({ type: 'damage', id: 'mage', amount: 16 });
    expect(of(ev, 'akenar.changed')[0]).toMatchObject({ reason: 'bd_ak_casting_lost', rule: { id: 'AK-SPELL-22' } });
    expect(t.c('mage').sheet.status.casting).toBeNull();
  });
});
