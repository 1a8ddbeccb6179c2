import { describe, expect, it } from 'vitest';
import { AkTable, CAST, faces, fight, pick } from '../../helpers/akenar.js';
import { of, ruleIds } from '../../helpers/dnd5e.js';
import { turnOrder } from '../../../shared/model/encounter.js';

const pair = (attacker = CAST.feliot, target = CAST.goblin) =>
  fight([
    { id: 'a', sheet: attacker, at: [5, 5], initiative: 20 },
    { id: 't', sheet: target, side: 'enemy', at: [6, 5], initiative: 10 },
  ]);
const steps = (ev: ReturnType<AkTable['ok']>) => of(ev, 'attack.resolved')[0]!.steps;

describe('Akenar attack rolls', () => {
  it('AK-ATK-02, AK-ATK-04, AK-ATK-08, AK-DEF-30: melee = d20 + base attack + Str + size; a monster defends by the same rules', () => {
    const t = pair(CAST.goblin, CAST.feliot);
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'daga', inputs: { 'def.t': pick('parry'), 'atk.d20': faces(10) } });
    // Goblin: BA 1 + Str 0 + size +1 (Small) = +2.
    expect(of(ev, 'attack.resolved')[0]!.rolls[0]!.notation).toBe('1d20+2');
    expect(steps(ev).map((s) => s.rule?.id)).toEqual(expect.arrayContaining(['AK-ATK-02', 'AK-ATK-08']));
  });

  it('AK-ATK-03, AK-DMG-05: ranged = d20 + base attack + Dex + size + range; a bow adds no Strength to damage', () => {
    const t = fight([
      { id: 'a', sheet: { ...CAST.archer, abilities: { ...CAST.archer.abilities, str: 16 } }, at: [2, 5], initiative: 20 },
      { id: 't', sheet: CAST.goblin, side: 'enemy', at: [9, 5], initiative: 10 },
    ]);
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'arco-largo', inputs: { 'def.t': pick('dodge'), 'atk.d20': faces(19), 'atk.dmg.0': faces(8) } });
    expect(of(ev, 'attack.resolved')[0]!.rolls.map((r) => r.notation)).toEqual(['1d20+5', '1d8']);
    expect(ruleIds(ev)).toContain('AK-ATK-03');
  });

  it('AK-ATK-06, AK-ATK-07, DV-09: a natural 1 misses whatever the total; a natural 20 hits whatever the defence', () => {
    const t = pair(CAST.knight);
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'espada-larga', inputs: { 'def.t': pick('parry'), 'atk.d20': faces(1) } });
    expect(of(ev, 'attack.resolved')[0]).toMatchObject({ outcome: 'fumble' });
    expect(ruleIds(ev)).toContain('AK-ATK-06');
    const weak = pair({ ...CAST.goblin, baseAttack: 0 }, CAST.knight);
    const ev2 = weak.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'daga', inputs: { 'def.t': pick('parry'), 'atk.d20': faces(20), 'atk.confirm': faces(1), 'atk.dmg.0': faces(1) } });
    expect(of(ev2, 'attack.resolved')[0]).toMatchObject({ outcome: 'hit' });
    expect(ruleIds(ev2)).toContain('AK-ATK-07');
  });

  it('AK-ATK-11, AK-ATK-12: beyond maximum range, or without a line of sight, the shot is refused', () => {
    const bow = fight([
      { id: 'a', sheet: CAST.archer, at: [2, 5], initiative: 20 },
      { id: 't', sheet: CAST.goblin, side: 'enemy', at: [9, 5], initiative: 10 },
    ]);
    bow.ok({ type: 'setWalls', edges: [[5, 5, 0], [5, 4, 1], [5, 5, 2], [6, 4, 1], [6, 5, 2], [5, 6, 0]], present: true });
    expect(bow.refused({ type: 'attack', attacker: 'a', target: 't', attack: 'arco-largo' })).toMatch(/AK-ATK-12/);
    const noMap = new AkTable([{ id: 'a', sheet: CAST.archer, initiative: 20 }, { id: 't', sheet: CAST.goblin, side: 'enemy', initiative: 1 }], { map: false });
    noMap.turnOf('a');
    expect(noMap.refused({ type: 'attack', attacker: 'a', target: 't', attack: 'arco-largo', akenar: { distanceM: 201 } })).toMatch(/AK-ATK-11/);
  });

  it('AK-DMG-01, AK-DMG-04, AK-CRIT-05: the weapon sets the damage, Str adds in melee; a heavy pick multiplies x4 on a critical', () => {
    const t = pair({ ...CAST.bandit, abilities: { ...CAST.bandit.abilities, str: 14 } });
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'pico-de-cuervo', inputs: { 'def.t': pick('parry'), 'atk.d20': faces(20), 'atk.confirm': faces(15), 'atk.dmg.0': faces(1), 'atk.dmg.1': faces(1), 'atk.dmg.2': faces(1), 'atk.dmg.3': faces(1) } });
    const a = of(ev, 'attack.resolved')[0]!;
    expect(a.rolls.filter((r) => r.key.startsWith('atk.dmg')).map((r) => r.notation)).toEqual(['1d6+2', '1d6+2', '1d6+2', '1d6+2']);
    expect(ruleIds(ev)).toEqual(expect.arrayContaining(['AK-DMG-04', 'AK-DMG-08']));
  });

  it('AK-CRIT-07, AK-DEF-25: a touch attack is defended by Esquiva only and can be critical', () => {
    const t = pair();
    const p = t.prompt({ type: 'attack', attacker: 'a', target: 't', attack: 'daga', akenar: { touch: true } });
    expect(p.kind === 'choice' && p.options.map((o) => o.value)).toEqual(['dodge', 'base']);
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'daga', akenar: { touch: true }, inputs: { 'def.t': pick('dodge'), 'atk.d20': faces(20), 'atk.confirm': faces(18) } });
    expect(of(ev, 'attack.resolved')[0]).toMatchObject({ outcome: 'critical', damage: 0 });
  });

  it('AK-SUB-03, AK-SUB-05: the technique may change from attack to attack; Power Attack never with subtlety', () => {
    const t = pair({ ...CAST.feliot, feats: ['powerAttack'] });
    expect(t.refused({ type: 'attack', attacker: 'a', target: 't', attack: 'estoque', akenar: { subtle: true, powerAttack: 2 } })).toMatch(/AK-SUB-05/);
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'estoque', akenar: { subtle: true }, inputs: { 'def.t': pick('parry'), 'atk.d20': faces(2) } });
    expect(of(ev, 'attack.resolved')[0]!.rolls[0]!.notation).toBe('1d20+5');
    const t2 = pair({ ...CAST.feliot, feats: ['powerAttack'] });
    const ev2 = t2.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'estoque', akenar: { powerAttack: 2 }, inputs: { 'def.t': pick('parry'), 'atk.d20': faces(19), 'atk.confirm': faces(1), 'atk.dmg.0': faces(1) } });
    expect(of(ev2, 'attack.resolved')[0]!.rolls.map((r) => r.notation)).toEqual(['1d20+1', '1d20+1', '1d6+3']);
  });
});

describe('Akenar defences in special situations', () => {
  it('AK-DEF-14: a defender marked flat-footed by the GM (cannot react) uses Base', () => {
    const t = pair();
    t.ok({ type: 'addCondition', id: 't', condition: 'desprevenido' });
    // Not asked: Base 11 (Small); Feliot's +3 with an 8 meets it, where Parada 15 would not be.
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'estoque', inputs: { 'atk.d20': faces(8), 'atk.dmg.0': faces(6) } });
    expect(ruleIds(ev)).toContain('AK-DEF-15');
    expect(of(ev, 'attack.resolved')[0]).toMatchObject({ outcome: 'hit', damage: 1 });
  });

  it('AK-DEF-23: with a reach weapon one still parries an adjacent attacker', () => {
    const t = pair(CAST.goblin, { ...CAST.knight, weapons: [{ id: 'lanza-larga' }] });
    const p = t.prompt({ type: 'attack', attacker: 'a', target: 't', attack: 'daga' });
    expect(p.kind === 'choice' && p.options.map((o) => o.value)).toContain('parry');
    expect(t.refused({ type: 'attack', attacker: 't', target: 'a', attack: 'lanza-larga', as: 'free' })).toMatch(/AK-ATK-13/);
  });

  it('AK-DEF-26: entangled: −4 Dex, and −4 to Parada with more than a dagger', () => {
    const t = pair(CAST.goblin, CAST.knight);
    t.ok({ type: 'addCondition', id: 't', condition: 'enredado' });
    const p = t.prompt({ type: 'attack', attacker: 'a', target: 't', attack: 'daga' });
    // Knight Dex 10 → 6 (−2 to every defence); Parada 17 − 2 − 4 = 11.
    expect(p.kind === 'choice' && p.options.map((o) => o.label.params.value)).toEqual([11, 9, 8]);
  });

  it('AK-DEF-16, AK-DEF-27, AK-ACT-36: Uncanny Dodge does not help the grappled or the running; a runner with the Run feat dodges but never parries', () => {
    const t = pair(CAST.goblin, { ...CAST.feliot, feats: ['uncannyDodge'] });
    t.ok({ type: 'addCondition', id: 't', condition: 'apresado' });
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'daga', inputs: { 'atk.d20': faces(2) } });
    expect(ruleIds(ev)).toContain('AK-DEF-27');
    const runner = pair(CAST.goblin, { ...CAST.feliot, feats: ['run'] });
    const r = runner.c('t');
    runner.ok({ type: 'updateCombatant', id: 't', patch: { sheet: { ...r.sheet, status: { ...r.sheet.status, running: true } } } });
    const p = runner.prompt({ type: 'attack', attacker: 'a', target: 't', attack: 'daga' });
    expect(p.kind === 'choice' && p.options.map((o) => o.value)).toEqual(['dodge', 'base']);
  });

  it('AK-DEF-20: a shield is enough to parry without −4', () => {
    const t = pair(CAST.goblin, { ...CAST.knight, weapons: [] });
    const p = t.prompt({ type: 'attack', attacker: 'a', target: 't', attack: 'daga' });
    expect(p.kind === 'choice' && p.options.find((o) => o.value === 'parry')?.label.params.value).toBe(17);
  });

  it('AK-DEF-27: a grappled defender cannot dodge or parry', () => {
    const t = pair();
    t.ok({ type: 'addCondition', id: 't', condition: 'apresado' });
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'estoque', inputs: { 'atk.d20': faces(8), 'atk.dmg.0': faces(6) } });
    expect(ruleIds(ev)).toContain('AK-DEF-27');
    expect(of(ev, 'attack.resolved')[0]).toMatchObject({ outcome: 'hit', damage: 1 });
  });

  it('AK-DEF-12, AK-DEF-28, EX-09: an unconscious defender has Dex 0: Base −5', () => {
    const t = pair(CAST.goblin, CAST.feliot);
    t.ok({ type: 'addCondition', id: 't', condition: 'inconsciente' });
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'daga', inputs: { 'atk.d20': faces(2) } });
    expect(steps(ev)).toContainEqual(expect.objectContaining({ msg: 'bd_ak_defence_base', params: { name: 't', value: 5 } }));
  });
});

describe('Akenar maneuvers on the engine', () => {
  it('AK-MAN-06, AK-MAN-07, AK:G-42c: a maneuver takes the normal action and provokes the target; its damage is a penalty to the roll', () => {
    const t = pair({ ...CAST.knight, armour: { body: null, helmet: null, shield: null } }, CAST.knight);
    const ev = t.ok({
      type: 'maneuver', actor: 'a', target: 't', kind: 'trip',
      inputs: { 'oa.t': pick('espada-larga'), 'oa.t.def.a': pick('parry'), 'oa.t.atk.d20': faces(18), 'oa.t.atk.dmg.0': faces(8), 'man.d20': faces(15) },
    });
    expect(t.c('a').sheet.status.budget.normal).toBe(true);
    const man = of(ev, 'contest.resolved')[0]!;
    expect(man.steps).toContainEqual(expect.objectContaining({ msg: 'bd_ak_man_mod', params: { value: -10 }, rule: { id: 'AK-MAN-07' } }));
    expect(t.refused({ type: 'maneuver', actor: 'a', target: 't', kind: 'trip' })).toMatch(/AK-ACT-01|cannot/);
  });

  it('AK-MAN-01, AK-MAN-16: every maneuver is one d20 + BoM against DeM: the same die gives the same total, disarm −4', () => {
    const totals = (['bullRush', 'overrun', 'trip', 'grapple', 'disarm'] as const).map((kind) => {
      const t = pair(CAST.knight, { ...CAST.goblin, weapons: [] });
      return of(t.ok({ type: 'maneuver', actor: 'a', target: 't', kind, inputs: { 'man.d20': faces(10) } }), 'contest.resolved')[0]!.steps.at(-1)!.params.total;
    });
    // Knight: base 4 + Str 2 = BoM 6.
    expect(totals).toEqual([16, 16, 16, 16, 12]);
  });

  it('AK-MAN-06, AK:G-07: a charge maneuver takes the full round; the other maneuvers the attack’s normal action', () => {
    const t = pair(CAST.knight, { ...CAST.goblin, weapons: [] });
    const ev = t.ok({ type: 'maneuver', actor: 'a', target: 't', kind: 'charge', inputs: { 'man.d20': faces(15) } });
    expect(t.c('a').sheet.status.budget).toMatchObject({ fullRound: 'charge', normal: false, move: 0 });
    expect(of(ev, 'contest.resolved')[0]).toMatchObject({ won: true });
    expect(t.refused({ type: 'maneuver', actor: 'a', target: 't', kind: 'trip' })).toMatch(/AK-ACT-06/);
  });
});

describe('Akenar unarmed attacks', () => {
  it('AK-UNARMED-01, AK-UNARMED-04, AK-UNARMED-05, EX-19: a punch is a melee attack, 1d3 + Str for Medium, nonlethal: it knocks out', () => {
    const t = pair({ ...CAST.knight, weapons: [] }, { ...CAST.archer, hpMax: 2 });
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'impacto-sin-arma', inputs: { 'def.t': pick('parry'), 'atk.d20': faces(18), 'atk.dmg.0': faces(3) } });
    expect(of(ev, 'attack.resolved')[0]!.rolls[1]!.notation).toBe('1d3+2');
    expect(t.c('t').life).toBe('stable');
    expect(ruleIds(ev)).toContain('AK-UNARMED-05');
  });

  it('AK-DMG-02: what modifies weapon damage also modifies a punch or a natural attack', () => {
    const t = pair({ ...CAST.knight, weapons: [] }, { ...CAST.archer, hpMax: 30 });
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'impacto-sin-arma', akenar: { extraDice: '1d6', multipliers: [2] }, inputs: { 'def.t': pick('parry'), 'atk.d20': faces(18), 'atk.dmg.0': faces(1), 'atk.dmg.1': faces(1), 'atk.extra': faces(4) } });
    expect(of(ev, 'attack.resolved')[0]!.damage).toBe(10);
  });

  it('AK-UNARMED-02: a punch at an armed foe provokes its attack of opportunity first; not with Improved Unarmed Strike', () => {
    const t = pair({ ...CAST.knight, weapons: [] }, CAST.goblin);
    const p = t.prompt({ type: 'attack', attacker: 'a', target: 't', attack: 'impacto-sin-arma' });
    expect(p).toMatchObject({ key: 'oa.t', default: 'daga' });
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'impacto-sin-arma', inputs: { 'oa.t': pick('daga'), 'oa.t.def.a': pick('dodge'), 'oa.t.atk.d20': faces(2), 'def.t': pick('parry'), 'atk.d20': faces(2) } });
    expect(of(ev, 'attack.resolved').map((a) => a.attacker)).toEqual(['t', 'a']);
    const trained = pair({ ...CAST.knight, weapons: [], feats: ['improvedUnarmedStrike'] }, CAST.goblin);
    expect(trained.prompt({ type: 'attack', attacker: 'a', target: 't', attack: 'impacto-sin-arma' })).toMatchObject({ key: 'def.t' });
  });

  it('AK-ATK-03, AK-ATK-09, AK-DMG-04: a thrown dagger is a ranged attack (Dex, 2 m increments) that still adds Strength to damage', () => {
    const t = fight([
      { id: 'a', sheet: { ...CAST.feliot, abilities: { ...CAST.feliot.abilities, str: 14 } }, at: [2, 5], initiative: 20 },
      { id: 't', sheet: CAST.goblin, side: 'enemy', at: [7, 5], initiative: 10 },
    ]);
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'daga', akenar: { thrown: true }, inputs: { 'def.t': pick('dodge'), 'atk.d20': faces(18), 'atk.dmg.0': faces(3) } });
    // BA 2 + Dex 3, 5 m with 2 m increments: −4.
    expect(of(ev, 'attack.resolved')[0]!.rolls.map((r) => r.notation)).toEqual(['1d20+1', '1d4+2']);
    expect(t.refused({ type: 'attack', attacker: 'a', target: 't', attack: 'estoque', akenar: { thrown: true } })).toMatch(/cannot be thrown|not a melee weapon that can be thrown/);
  });

  it('AK-ACT-21: standing up provokes attacks of opportunity', () => {
    const t = pair(CAST.feliot, CAST.goblin);
    t.ok({ type: 'addCondition', id: 'a', condition: 'derribado' });
    const p = t.prompt({ type: 'akenarAction', id: 'a', action: 'standUp' });
    expect(p).toMatchObject({ key: 'oa.t' });
    t.ok({ type: 'akenarAction', id: 'a', action: 'standUp', inputs: { 'oa.t': pick('none') } });
    expect(t.c('a').conditions).not.toContain('derribado');
  });

  it('AK-UNARMED-07: lethal damage declared: −4 on the roll, none with Improved Unarmed Strike', () => {
    const t = pair({ ...CAST.knight, weapons: [] });
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'impacto-sin-arma', akenar: { lethal: true }, inputs: { 'oa.t': pick('none'), 'def.t': pick('parry'), 'atk.d20': faces(2) } });
    expect(ruleIds(ev)).toContain('AK-UNARMED-07');
    expect(of(ev, 'attack.resolved')[0]!.rolls[0]!.notation).toBe('1d20+2');
    const t2 = pair({ ...CAST.knight, weapons: [], feats: ['improvedUnarmedStrike'] });
    const ev2 = t2.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'impacto-sin-arma', akenar: { lethal: true }, inputs: { 'def.t': pick('parry'), 'atk.d20': faces(2) } });
    expect(ruleIds(ev2)).not.toContain('AK-UNARMED-07');
    expect(of(ev2, 'attack.resolved')[0]!.rolls[0]!.notation).toBe('1d20+6');
  });
});

describe('Akenar health, saves and the sequence', () => {
  it('AK-HP-01, AK-HP-02: hit points come from the stat block; losing some changes nothing until 0', () => {
    const t = pair();
    t.ok({ type: 'damage', id: 'a', amount: 13 });
    expect([t.c('a').hp, t.c('a').life, t.c('a').sheet.status.budget.limited]).toEqual([{ current: 1, max: 14 }, 'ok', 'none']);
  });

  it('AK-DMG-11, AK-HP-08: ability damage that takes Constitution to 0 kills', () => {
    const t = pair();
    const a = t.c('a');
    t.ok({ type: 'updateCombatant', id: 'a', patch: { sheet: { ...a.sheet, stats: { ...a.sheet.stats, abilities: { ...a.sheet.stats.abilities, con: 0 } } } } });
    expect(t.c('a').life).toBe('dead');
  });

  it('AK-HP-13, AK-HP-17, AK-HP-24: after recovering consciousness below 0 a character is disabled on its turns; the dying keep their initiative; healing to 1+ ends it', () => {
    const t = fight([
      { id: 'a', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
      { id: 'ally', sheet: CAST.knight, at: [1, 1], initiative: 15 },
      { id: 't', sheet: CAST.goblin, side: 'enemy', at: [9, 9], initiative: 10 },
    ]);
    t.ok({ type: 'damage', id: 'a', amount: 19 });
    expect(t.c('a').initiative).toBe(20);
    t.turnOf('t');
    t.ok({ type: 'nextTurn', inputs: { 'stab.a': faces(20) } });
    t.ok({ type: 'timePasses', hours: 1, inputs: { 'recover.a.1': faces(20) } });
    t.turnOf('ally');
    t.turnOf('a');
    expect([t.c('a').hp.current, t.c('a').life, t.c('a').sheet.status.budget.limited]).toEqual([-5, 'ok', 'single']);
    t.ok({ type: 'heal', id: 'a', amount: 6 });
    expect(t.c('a').hp.current).toBe(1);
  });

  it('AK-HP-19: first aid: a Heal check DC 15 stabilises a dying ally', () => {
    const t = fight([
      { id: 'a', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
      { id: 'ally', sheet: CAST.knight, at: [5, 6], initiative: 15 },
      { id: 't', sheet: CAST.goblin, side: 'enemy', at: [9, 9], initiative: 10 },
    ]);
    t.ok({ type: 'damage', id: 'a', amount: 16 });
    t.turnOf('ally');
    const ev = t.ok({ type: 'akenarAction', id: 'ally', action: 'stabilize', target: 'a', skill: 2, inputs: { 'heal.a': faces(13) } });
    expect(of(ev, 'life.changed')[0]).toMatchObject({ life: 'stable', rule: { id: 'AK-HP-19' } });
  });

  it('AK-HP-22, AK-ARROW-03, AK-SPELL-12, DV-20: a caster back from below 0 still casts; defensively DC 15 + PP, with an arrow stuck DC 15 too', () => {
    const t = pair();
    const ev = t.ok({ type: 'akenarAction', id: 'a', action: 'castSpell', spell: { name: 'Dardo', pp: 3, defensive: true, concentration: 4 }, inputs: { 'conc.a': faces(13) } });
    expect(of(ev, 'checks.rolled')[0]!.steps[0]).toMatchObject({ msg: 'bd_ak_concentration_lost', params: { dc: 18 }, rule: { id: 'AK-SPELL-12' } });
    const t2 = pair();
    const a = t2.c('a');
    t2.ok({ type: 'updateCombatant', id: 'a', patch: { sheet: { ...a.sheet, status: { ...a.sheet.status, arrows: 1 } } } });
    const ev2 = t2.ok({ type: 'akenarAction', id: 'a', action: 'castSpell', spell: { name: 'Dardo', pp: 1, concentration: 4 }, inputs: { 'oa.t': pick('none'), 'conc.a': faces(11) } });
    expect(of(ev2, 'checks.rolled')[0]!.steps[0]).toMatchObject({ msg: 'bd_ak_concentration_ok', rule: { id: 'AK-ARROW-03' } });
  });

  it('AK-ARROW-05: a Heal check of 20+ takes the arrow out in 2d6 rounds', () => {
    const t = pair();
    const g = t.c('t');
    t.ok({ type: 'updateCombatant', id: 't', patch: { sheet: { ...g.sheet, status: { ...g.sheet.status, arrows: 1 } } } });
    const ev = t.ok({ type: 'akenarAction', id: 'a', action: 'removeArrowHeal', target: 't', skill: 5, inputs: { 'heal.t': faces(15), 'rounds.t': faces(3, 4) } });
    expect(of(ev, 'akenar.changed').find((e) => e.id === 't')).toMatchObject({ reason: 'bd_ak_arrow_healed_out', params: { rounds: 7 } });
    expect(t.c('t').sheet.status.arrows).toBe(0);
  });

  it('AK-SAVE-01, AK-SAVE-02, AK-SAVE-03: a save is d20 + base save + ability modifier against the DC the effect sets', () => {
    const t = pair();
    const ev = t.ok({ type: 'savingThrow', id: 'a', ability: 'dex', dc: 14, inputs: { 'save.a': faces(10) } });
    expect(of(ev, 'save.rolled')[0]).toMatchObject({ success: false, roll: { notation: '1d20+3' } });
    expect(t.refused({ type: 'savingThrow', id: 'a', ability: 'str', dc: 10 })).toMatch(/AK-SAVE-02/);
  });

  it('AK-SEQ-06, AK-SEQ-08, AK-SEQ-09, AK-SEQ-10, AK-SEQ-13: initiative is d20 + Dex (+ feats), the order holds every round; ties go to the higher modifier, then the higher Dex', () => {
    const t = new AkTable([
      { id: 'a', sheet: CAST.feliot },
      { id: 'k', sheet: CAST.knight },
      { id: 'g', sheet: { ...CAST.goblin, abilities: { ...CAST.goblin.abilities, dex: 15 } }, side: 'enemy' },
    ]);
    const ev = t.ok({ type: 'rollInitiative', inputs: { 'init.a': faces(10), 'init.k': faces(13), 'init.g': faces(11) } });
    expect(of(ev, 'initiative.rolled')[0]!.rolls.map((r) => r.roll.notation)).toEqual(['1d20+3', '1d20', '1d20+2']);
    // All on 13: Feliot (+3), the goblin (+2), the knight (+0).
    expect(of(ev, 'tiebreak.set')[0]).toMatchObject({ rule: { id: 'AK-SEQ-10' } });
    t.ok({ type: 'nextTurn' });
    const order = [t.state.activeId];
    for (let i = 0; i < 5; i++) {
      t.ok({ type: 'nextTurn' });
      order.push(t.state.activeId);
    }
    expect(order).toEqual(['a', 'g', 'k', 'a', 'g', 'k']);
  });

  it('AK-SEQ-02, AK-SEQ-03, AK-SEQ-04, AK-SEQ-05: the GM marks the unaware; in the surprise round they cannot act and the aware take one action', () => {
    const t = new AkTable([
      { id: 'a', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
      { id: 'g', sheet: CAST.goblin, side: 'enemy', at: [6, 5], initiative: 10 },
    ]);
    t.ok({ type: 'setSurprised', ids: ['g'], surprised: true });
    t.turnOf('a');
    expect(t.c('a').sheet.status.budget).toMatchObject({ limited: 'single', limitRule: 'AK-SEQ-04' });
    t.ok({ type: 'attack', attacker: 'a', target: 'g', attack: 'estoque', inputs: { 'atk.d20': faces(2) } });
    expect(t.refused({ type: 'moveCombatant', id: 'a', to: { q: 3, r: 5 }, mode: 'move' })).toMatch(/AK-SEQ-04/);
    t.turnOf('g');
    expect(t.c('g').sheet.status.budget).toMatchObject({ limited: 'inactive', limitRule: 'AK-SEQ-05' });
    expect(t.refused({ type: 'attack', attacker: 'g', target: 'a', attack: 'daga' })).toMatch(/AK-SEQ-05/);
  });

  it('AK-SEQ-10, AK:G-20: tied on initiative and modifier, the higher Dex score goes first; an exact tie is left to a roll-off', () => {
    const dex = (d: number) => ({ ...CAST.goblin, abilities: { ...CAST.goblin.abilities, dex: d } });
    const t = new AkTable([
      { id: 'lo', sheet: dex(14) },
      { id: 'hi', sheet: dex(15) },
      { id: 'x', sheet: dex(12), side: 'enemy' },
      { id: 'y', sheet: dex(12), side: 'enemy' },
    ]);
    const ev = t.ok({ type: 'rollInitiative', inputs: { 'init.lo': faces(10), 'init.hi': faces(10), 'init.x': faces(5), 'init.y': faces(5) } });
    expect(of(ev, 'tiebreak.set')[0]).toMatchObject({ values: [{ id: 'lo', value: 10 }, { id: 'hi', value: 20 }], rule: { id: 'AK-SEQ-10' } });
    t.ok({ type: 'nextTurn' });
    const order = [t.state.activeId];
    for (let i = 0; i < 3; i++) {
      t.ok({ type: 'nextTurn' });
      order.push(t.state.activeId);
    }
    // x and y (same roll, modifier and Dex) stay in list order until the GM rolls the tie off.
    expect(order).toEqual(['hi', 'lo', 'x', 'y']);
    // The roll-off settles only x and y (5E-SEQ-16's command): hi still goes before lo on Dex.
    const tie = of(t.ok({ type: 'rollTies', inputs: { 'tie.x': faces(3), 'tie.y': faces(17) } }), 'tiebreak.set')[0]!;
    expect(tie.values.filter((v) => v.roll).map((v) => v.id)).toEqual(['y', 'x']);
    expect(turnOrder(t.state.combatants).map((c) => c.id)).toEqual(['hi', 'lo', 'y', 'x']);
  });

  it('AK-SEQ-10, AK:G-20: a roll-off survives a later initiative change elsewhere; a rank someone joins is tied again', () => {
    const dex = (d: number) => ({ ...CAST.goblin, abilities: { ...CAST.goblin.abilities, dex: d } });
    const t = new AkTable([
      { id: 'hi', sheet: dex(15) },
      { id: 'x', sheet: dex(12), side: 'enemy' },
      { id: 'y', sheet: dex(12), side: 'enemy' },
      { id: 'z', sheet: dex(12) },
    ]);
    // All but z on 11: hi (+2) first on its modifier, x and y (+1, Dex 12) exactly tied.
    t.ok({ type: 'rollInitiative', inputs: { 'init.hi': faces(9), 'init.x': faces(10), 'init.y': faces(10), 'init.z': faces(3) } });
    t.ok({ type: 'rollTies', inputs: { 'tie.x': faces(3), 'tie.y': faces(17) } });
    const order = () => turnOrder(t.state.combatants).map((c) => c.id);
    expect(order()).toEqual(['hi', 'y', 'x', 'z']);
    // The GM changes z's initiative: the x/y roll-off still stands.
    t.ok({ type: 'setInitiative', id: 'z', value: 2 });
    expect(order()).toEqual(['hi', 'y', 'x', 'z']);
    // z joins them on 11 with the same modifier and Dex: x, y and z are tied again until a new roll-off.
    t.ok({ type: 'setInitiative', id: 'z', value: 11 });
    const tb = (id: string) => t.c(id).tiebreak;
    expect(new Set([tb('x'), tb('y'), tb('z')]).size).toBe(1);
    expect(tb('hi')).toBeGreaterThan(tb('x'));
  });

  it('AK-SEQ-10, AK:G-20: a newcomer to a lone rolled-off rank makes it tied again, not last on a stale roll', () => {
    const t = new AkTable([
      { id: 'x', sheet: CAST.goblin, side: 'enemy' },
      { id: 'y', sheet: CAST.goblin, side: 'enemy' },
      { id: 'z', sheet: CAST.goblin },
    ]);
    t.ok({ type: 'rollInitiative', inputs: { 'init.x': faces(10), 'init.y': faces(10), 'init.z': faces(3) } });
    t.ok({ type: 'rollTies', inputs: { 'tie.x': faces(3), 'tie.y': faces(17) } });
    expect(turnOrder(t.state.combatants).map((c) => c.id)).toEqual(['y', 'x', 'z']);
    const ev = t.ok({ type: 'setInitiative', id: 'z', value: t.c('x').initiative! });
    expect(of(ev, 'tiebreak.set')[0]).toMatchObject({ rule: { id: 'AK-SEQ-10' } });
    expect(new Set(['x', 'y', 'z'].map((id) => t.c(id).tiebreak)).size).toBe(1);
  });

  it('AK-SEQ-11, AK-SEQ-07: a dying combatant keeps its place in the order: its turn comes, for the stabilisation check', () => {
    const t = fight([
      { id: 'a', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
      { id: 'k', sheet: CAST.knight, at: [1, 1], initiative: 15 },
      { id: 't', sheet: CAST.goblin, side: 'enemy', at: [9, 9], initiative: 10 },
    ]);
    t.ok({ type: 'damage', id: 'a', amount: 15 });
    t.turnOf('t');
    const ev = t.ok({ type: 'nextTurn', inputs: { 'stab.a': faces(2) } });
    expect(t.state.activeId).toBe('a');
    expect(of(ev, 'combatant.damaged')[0]).toMatchObject({ id: 'a', before: -1, after: -2 });
    t.ok({ type: 'nextTurn' });
    expect(t.state.activeId).toBe('k');
  });

  it('AK-SEQ-14: an effect of 1 round set on the caster’s turn ends just before the caster’s next turn', () => {
    const t = fight([
      { id: 'a', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
      { id: 't', sheet: CAST.goblin, side: 'enemy', at: [9, 9], initiative: 10 },
    ]);
    t.ok({ type: 'addCondition', id: 't', condition: 'aturdido', duration: { at: 'start', of: 'a', turns: 1 } });
    t.ok({ type: 'nextTurn' });
    expect(t.state.activeId).toBe('t');
    expect(t.c('t').conditions).toContain('aturdido');
    t.ok({ type: 'nextTurn' });
    expect([t.state.activeId, t.c('t').conditions.includes('aturdido')]).toEqual(['a', false]);
  });

  it('replay: an Akenar fight replays to the same state without rolling', () => {
    const t = pair();
    t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'estoque', inputs: { 'def.t': { auto: true } } });
    t.ok({ type: 'nextTurn' });
    expect(t.replays()).toBe(true);
  });
});
