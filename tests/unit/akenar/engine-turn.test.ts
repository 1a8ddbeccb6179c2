import { describe, expect, it } from 'vitest';
import { AkTable, CAST, faces, fight, pick } from '../../helpers/akenar.js';
import { of, ruleIds } from '../../helpers/dnd5e.js';

/** Round 1 played so everyone has acted (no longer flat-footed); Feliot's turn of round 2. */
const melee = () =>
  fight([
    { id: 'feliot', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
    { id: 'goblin', sheet: CAST.goblin, side: 'enemy', at: [6, 5], initiative: 12 },
    { id: 'archer', sheet: CAST.archer, side: 'enemy', at: [12, 5], initiative: 8 },
  ]);

describe('Akenar movement and attacks of opportunity', () => {
  it('AK-AOO-01, AK-AOO-05, AK-AOO-07: leaving a threatened hex asks the enemy; its attack interrupts the move', () => {
    const t = melee();
    expect(t.state.activeId).toBe('feliot');
    const p = t.prompt({ type: 'moveCombatant', id: 'feliot', to: { q: 3, r: 5 } });
    expect(p).toMatchObject({ kind: 'choice', key: 'oa.goblin', default: 'daga' });
    const ev = t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 3, r: 5 }, inputs: { 'oa.goblin': pick('daga'), 'oa.goblin.def.feliot': pick('dodge'), 'oa.goblin.atk.d20': faces(2) } });
    expect(ev.map((e) => e.type)).toEqual(['akenar.changed', 'akenar.changed', 'attack.resolved', 'combatant.moved', 'akenar.changed']);
    expect(t.c('feliot').sheet.status.provokedBy).toEqual(['goblin']);
    expect(t.c('goblin').sheet.status.aooUsed).toBe(1);
    expect(t.c('feliot').position).toEqual({ q: 3, r: 5 });
  });

  it('AK-AOO-06, AK-AOO-09: an enemy with no attack of opportunity left is not asked; one opportunity per mover per turn, Combat Reflexes or not', () => {
    const t = fight([
      { id: 'feliot', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
      { id: 'knight', sheet: CAST.knight, at: [7, 5], initiative: 15 },
      { id: 'goblin', sheet: { ...CAST.goblin, feats: ['combatReflexes'] }, side: 'enemy', at: [6, 5], initiative: 12 },
    ]);
    t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 4, r: 5 }, mode: 'move', inputs: { 'oa.goblin': pick('daga'), 'oa.goblin.def.feliot': pick('dodge'), 'oa.goblin.atk.d20': faces(2) } });
    t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 5, r: 5 }, mode: 'move' });
    // Back out of the same enemy's reach in the same turn: no second opportunity.
    expect(of(t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 4, r: 5 }, mode: 'move' }), 'attack.resolved')).toEqual([]);
    const t2 = fight([
      { id: 'feliot', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
      { id: 'knight', sheet: CAST.knight, at: [7, 5], initiative: 15 },
      { id: 'goblin', sheet: CAST.goblin, side: 'enemy', at: [6, 5], initiative: 12 },
    ]);
    t2.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 3, r: 5 }, inputs: { 'oa.goblin': pick('daga'), 'oa.goblin.def.feliot': pick('dodge'), 'oa.goblin.atk.d20': faces(2) } });
    t2.turnOf('knight');
    // The goblin has spent its one attack of opportunity this round: it is not asked again.
    expect(of(t2.ok({ type: 'moveCombatant', id: 'knight', to: { q: 9, r: 5 }, mode: 'move' }), 'attack.resolved')).toEqual([]);
  });

  it('AK-SPELL-23: a caster in the middle of a spell of 1 round or more threatens nobody', () => {
    const t = melee();
    t.ok({ type: 'akenarAction', id: 'feliot', action: 'castSpell', spell: { name: 'Rito', pp: 1, castingTime: 'round', defensive: true, concentration: 30 }, inputs: { 'conc.feliot': faces(10) } });
    t.turnOf('goblin');
    expect(of(t.ok({ type: 'moveCombatant', id: 'goblin', to: { q: 9, r: 5 }, mode: 'move' }), 'attack.resolved')).toEqual([]);
  });

  it('AK-HP-10, AK-AOO-07: a disabled mover missed by an attack of opportunity goes on', () => {
    const t = fight([
      { id: 'feliot', sheet: CAST.feliot, at: [5, 5], initiative: 20, hp: 0 },
      { id: 'goblin', sheet: CAST.goblin, side: 'enemy', at: [6, 5], initiative: 12 },
    ]);
    t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 2, r: 5 }, inputs: { 'oa.goblin': pick('daga'), 'oa.goblin.def.feliot': pick('dodge'), 'oa.goblin.atk.d20': faces(2) } });
    expect(t.c('feliot').position).toEqual({ q: 2, r: 5 });
  });

  it('AK-MOVE-08, AK-MOVE-09, AK:G-38: a 1 m step provokes nothing; a second one is refused', () => {
    const t = melee();
    const ev = t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 4, r: 5 } });
    expect(of(ev, 'akenar.changed')[0]).toMatchObject({ reason: 'bd_ak_move_step', rule: { id: 'AK-MOVE-08' } });
    expect(t.refused({ type: 'moveCombatant', id: 'feliot', to: { q: 3, r: 5 }, mode: 'step' })).toMatch(/AK-MOVE-08/);
  });

  it('AK-ACT-31, AK-ACT-33: withdrawing, the starting hex is not threatened by visible enemies', () => {
    const t = melee();
    const ev = t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 2, r: 5 }, mode: 'withdraw' });
    expect(of(ev, 'attack.resolved')).toEqual([]);
    expect(t.c('feliot').sheet.status.budget.fullRound).toBe('withdraw');
  });

  it('AK-AOO-10, AK:G-18: a flat-footed enemy (before its first turn) makes no attack of opportunity', () => {
    const t = new AkTable([
      { id: 'feliot', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
      { id: 'goblin', sheet: CAST.goblin, side: 'enemy', at: [6, 5], initiative: 12 },
    ]);
    t.turnOf('feliot');
    expect(of(t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 2, r: 5 } }), 'attack.resolved')).toEqual([]);
  });

  it('AK-AOO-06, AK-AOO-08, DV-27: one attack of opportunity a round; Combat Reflexes adds the Dex bonus', () => {
    const t = melee();
    t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 3, r: 5 }, inputs: { 'oa.goblin': pick('daga'), 'oa.goblin.def.feliot': pick('dodge'), 'oa.goblin.atk.d20': faces(2) } });
    expect(t.refused({ type: 'attack', attacker: 'goblin', target: 'feliot', attack: 'daga', as: 'reaction' })).toMatch(/AK-AOO-06/);
  });

  it('AK-MOVE-03, AK-MOVE-04, DV-22: speed 6: a move of 7 takes a second move action (double move); 13 is too far', () => {
    const t = melee();
    t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 5, r: 9 }, inputs: { 'oa.goblin': pick('none') } });
    expect(t.c('feliot').sheet.status.budget).toMatchObject({ move: 1, moved: 4, allowance: 6 });
    t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 5, r: 11 } });
    expect(t.c('feliot').sheet.status.budget).toMatchObject({ move: 1, moved: 6 });
    expect(t.refused({ type: 'moveCombatant', id: 'feliot', to: { q: 13, r: 11 } })).toMatch(/cannot move/);
  });

  it('AK-ACT-35, AK-ACT-36, EX-18, AK:G-41: running goes 4× speed; a runner defends with Base +2, no dodge or parry', () => {
    const t = melee();
    t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 5, r: 11 }, mode: 'run', inputs: { 'oa.goblin': pick('none') } });
    expect(t.c('feliot').sheet.status).toMatchObject({ running: true, budget: { fullRound: 'run', allowance: 24 } });
    t.turnOf('archer');
    const ev = t.ok({ type: 'attack', attacker: 'archer', target: 'feliot', attack: 'arco-largo', inputs: { 'atk.d20': faces(2) } });
    expect(ruleIds(ev)).toContain('AK-ACT-36');
    expect(of(ev, 'attack.resolved')[0]!.steps).toContainEqual(expect.objectContaining({ msg: 'bd_ak_defence_base', params: { name: 'feliot', value: 12 } }));
  });

  it('AK-ACT-37, DV-21: after Con rounds of running, each round asks Con DC 10, 11…; a failure stops the run', () => {
    const t = fight([
      { id: 'feliot', sheet: { ...CAST.feliot, abilities: { ...CAST.feliot.abilities, con: 1 } }, at: [1, 1], initiative: 20 },
      { id: 'goblin', sheet: CAST.goblin, side: 'enemy', at: [12, 5], initiative: 12 },
    ]);
    t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 1, r: 5 }, mode: 'run' });
    expect(t.c('feliot').sheet.status.runRounds).toBe(1);
    t.turnOf('goblin');
    t.turnOf('feliot');
    // Round 2 of running with Con 1: DC 10, Con modifier −5.
    const ev = t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 1, r: 9 }, mode: 'run', inputs: { 'run.feliot': faces(14) } });
    expect(of(ev, 'akenar.changed')[0]).toMatchObject({ reason: 'bd_ak_run_tired', params: { dc: 10 }, rule: { id: 'AK-ACT-37' } });
    expect(t.c('feliot').position).toEqual({ q: 1, r: 5 });
  });

  it('AK-DEF-21: parrying with an improvised weapon is −1, not with Versatility', () => {
    const t = melee();
    t.turnOf('goblin');
    const g = t.c('feliot');
    t.ok({ type: 'updateCombatant', id: 'feliot', patch: { sheet: { ...g.sheet, stats: { ...g.sheet.stats, improvisedParry: true } } } });
    const p = t.prompt({ type: 'attack', attacker: 'goblin', target: 'feliot', attack: 'daga' });
    expect(p.kind === 'choice' && p.options.find((o) => o.value === 'parry')?.label.params.value).toBe(12);
  });

  it('AK-ACT-12, AK:G-23: total defence: +4 dodge to Esquiva until its next turn', () => {
    const t = melee();
    t.ok({ type: 'akenarAction', id: 'feliot', action: 'totalDefence' });
    t.turnOf('goblin');
    const p = t.prompt({ type: 'attack', attacker: 'goblin', target: 'feliot', attack: 'daga' });
    expect(p.kind === 'choice' && p.options.find((o) => o.value === 'dodge')?.label.params.value).toBe(19);
    t.turnOf('feliot');
    expect(t.c('feliot').sheet.status.defenceBonus).toBe(0);
  });

  it('AK-ACT-10: fighting defensively: −4 to the attack, +2 to Esquiva', () => {
    const t = melee();
    const ev = t.ok({ type: 'attack', attacker: 'feliot', target: 'goblin', attack: 'estoque', akenar: { defensive: true }, inputs: { 'def.goblin': pick('parry'), 'atk.d20': faces(2) } });
    expect(of(ev, 'attack.resolved')[0]!.steps).toContainEqual(expect.objectContaining({ msg: 'bd_ak_mod_defensive', params: { value: -4 } }));
    expect(t.c('feliot').sheet.status.defenceBonus).toBe(2);
  });

  it('AK-DEF-10, EX-07: a charging character is at −2 to every defence until its next turn', () => {
    const t = melee();
    t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 3, r: 7 }, mode: 'charge', inputs: { 'oa.goblin': pick('none') } });
    t.turnOf('archer');
    const p = t.prompt({ type: 'attack', attacker: 'archer', target: 'feliot', attack: 'arco-largo' });
    expect(p.kind === 'choice' && p.options.map((o) => o.label.params.value)).toEqual([13, 8]);
  });

  it('AK-ACT-01, AK-ACT-09: one attack with the attack action; a second needs a full attack', () => {
    const t = melee();
    t.ok({ type: 'moveCombatant', id: 'feliot', to: { q: 5, r: 6 }, mode: 'move', inputs: { 'oa.goblin': pick('none') } });
    t.ok({ type: 'attack', attacker: 'feliot', target: 'goblin', attack: 'estoque', inputs: { 'def.goblin': pick('parry'), 'atk.d20': faces(2) } });
    expect(t.refused({ type: 'attack', attacker: 'feliot', target: 'goblin', attack: 'estoque' })).toMatch(/AK-ACT-09|AK-ACT-01/);
  });
});

describe('Akenar armour damage and stuck arrows', () => {
  it('EX-25, DV-30, AK-ARM-13, AK-ARM-14: 20+ taken costs the armour 1d4 CA, a 4 takes a point from the helmet; the repair cost is shown', () => {
    const t = fight([
      { id: 'knight', sheet: CAST.knight, at: [5, 5], initiative: 20 },
      { id: 'feliot', sheet: { ...CAST.feliot, hpMax: 60 }, side: 'enemy', at: [6, 5], initiative: 10 },
    ]);
    const ev = t.ok({
      type: 'attack', attacker: 'knight', target: 'feliot', attack: 'espada-larga', akenar: { extraDice: '4d6' },
      inputs: { 'def.feliot': pick('parry'), 'atk.d20': faces(15), 'atk.dmg.0': faces(8), 'atk.extra': faces(6, 6, 6, 6), 'fort.feliot': faces(20), 'armour.feliot': faces(4) },
    });
    // 10 + 24 = 34 − CA 7 = 27 ≥ 20.
    expect(of(ev, 'attack.resolved')[0]!.damage).toBe(27);
    const dmg = of(ev, 'akenar.changed').find((e) => e.reason === 'bd_ak_armour_damaged')!;
    expect(dmg.status.armourLoss).toEqual({ body: 3, helmet: 1 });
    expect(dmg.params).toMatchObject({ ca: 3, cost: 90 });
  });

  it('AK-ARM-13, AK:G-32: with only a helmet left, the whole loss falls on it', () => {
    const t = fight([
      { id: 'knight', sheet: CAST.knight, at: [5, 5], initiative: 20 },
      { id: 'feliot', sheet: { ...CAST.feliot, hpMax: 60, armour: { body: null, helmet: 'casco', shield: null } }, side: 'enemy', at: [6, 5], initiative: 10 },
    ]);
    t.ok({
      type: 'attack', attacker: 'knight', target: 'feliot', attack: 'espada-larga', akenar: { extraDice: '4d6' },
      inputs: { 'def.feliot': pick('parry'), 'atk.d20': faces(15), 'atk.dmg.0': faces(8), 'atk.extra': faces(6, 6, 6, 6), 'fort.feliot': faces(20), 'armour.feliot': faces(2) },
    });
    expect(t.c('feliot').sheet.status.armourLoss).toEqual({ body: 0, helmet: 1 });
  });

  it('EX-26, AK-ARROW-01, AK-ARROW-02, AK-ARROW-04, AK-ARROW-06, AK:G-43: a war arrow dealing 10+ sticks on 50%; a busy turn hurts 1; pulled out 1d10; magical healing 3+ removes them', () => {
    const t = fight([
      { id: 'archer', sheet: CAST.archer, at: [2, 5], initiative: 20 },
      { id: 'ogre', sheet: { ...CAST.goblin, hpMax: 60 }, side: 'enemy', at: [9, 5], initiative: 10 },
    ]);
    const shoot = (arrow: number) =>
      t.ok({ type: 'attack', attacker: 'archer', target: 'ogre', attack: 'arco-largo', as: 'free', akenar: { extraDice: '2d6' }, inputs: { 'def.ogre': pick('dodge'), 'atk.d20': faces(18), 'atk.dmg.0': faces(8), 'atk.extra': faces(6, 6), 'arrow.ogre': faces(arrow) } });
    shoot(51);
    expect(t.c('ogre').sheet.status.arrows).toBe(0);
    const ev = shoot(50);
    expect(of(ev, 'akenar.changed').find((e) => e.id === 'ogre')).toMatchObject({ reason: 'bd_ak_arrow_stuck', rule: { id: 'AK-ARROW-01' } });
    t.turnOf('ogre');
    t.ok({ type: 'moveCombatant', id: 'ogre', to: { q: 17, r: 5 }, mode: 'move' });
    expect(t.c('ogre').sheet.status.budget.move).toBe(2);
    const hp = t.c('ogre').hp.current;
    const end = t.ok({ type: 'nextTurn' });
    expect(of(end, 'combatant.damaged')[0]).toMatchObject({ id: 'ogre', amount: 1 });
    expect(t.c('ogre').hp.current).toBe(hp - 1);
    t.turnOf('ogre');
    const out = t.ok({ type: 'akenarAction', id: 'ogre', action: 'removeArrow', inputs: { 'arrow.ogre': faces(4) } });
    expect(of(out, 'combatant.damaged')[0]).toMatchObject({ amount: 4 });
    expect(t.c('ogre').sheet.status.arrows).toBe(0);
    t.turnOf('archer');
    t.ok({ type: 'placeCombatant', id: 'ogre', at: { q: 9, r: 5 } });
    shoot(1);
    expect(t.c('ogre').sheet.status.arrows).toBe(1);
    t.ok({ type: 'heal', id: 'ogre', amount: 2, magical: true });
    expect(t.c('ogre').sheet.status.arrows).toBe(1);
    t.ok({ type: 'heal', id: 'ogre', amount: 3, magical: true });
    expect(t.c('ogre').sheet.status.arrows).toBe(0);
  });
});
