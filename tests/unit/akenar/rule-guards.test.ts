// Rules whose breaking must fail a test: each drives the engine by commands with forced dice and
// asserts the exact outcome (who is hit, for how much, what is left), not only the rule named in the log.
import { describe, expect, it } from 'vitest';
import type { CommandInput } from '../../../shared/model/commands.js';
import { AkTable, CAST, faces, fight, pick, type AkSeat } from '../../helpers/akenar.js';
import { of } from '../../helpers/dnd5e.js';

const unarmoured = (sheet: AkSeat['sheet']): AkSeat['sheet'] => ({ ...sheet, armour: { body: null, helmet: null, shield: null } });
const pair = (attacker: AkSeat['sheet'], target: AkSeat['sheet']) =>
  fight([
    { id: 'a', sheet: attacker, at: [5, 5], initiative: 20 },
    { id: 't', sheet: target, side: 'enemy', at: [6, 5], initiative: 10 },
  ]);
/** The defences a command offers its target, by kind. */
function defences(t: AkTable, cmd: CommandInput): Record<string, number> {
  const p = t.prompt(cmd);
  if (p.kind !== 'choice') throw new Error(`${p.key} is not a choice`);
  return Object.fromEntries(p.options.map((o) => [o.value, Number(o.label.params.value)]));
}
const attackOf = (ev: ReturnType<AkTable['ok']>) => of(ev, 'attack.resolved')[0]!;

describe('Akenar rule guards: the attack roll', () => {
  it('AK-ATK-05: a roll equal to the defence in use hits; the same roll misses the higher defence the target chose', () => {
    // A goblin (+2) with a dagger on an unarmoured Feliot.
    const t = pair(CAST.goblin, unarmoured(CAST.feliot));
    const swing = { type: 'attack', attacker: 'a', target: 't', attack: 'daga' } as const;
    const d = defences(t, swing);
    expect(d.dodge).toBeGreaterThan(d.parry!);
    const roll = d.parry! - 2;
    const hit = t.ok({ ...swing, inputs: { 'def.t': pick('parry'), 'atk.d20': faces(roll), 'atk.dmg.0': faces(3) } });
    expect(attackOf(hit)).toMatchObject({ outcome: 'hit', damage: 3 });
    expect(t.c('t').hp.current).toBe(11);
    const t2 = pair(CAST.goblin, unarmoured(CAST.feliot));
    const missed = t2.ok({ ...swing, inputs: { 'def.t': pick('dodge'), 'atk.d20': faces(roll) } });
    expect(attackOf(missed)).toMatchObject({ outcome: 'miss', damage: 0 });
    const t3 = pair(CAST.goblin, unarmoured(CAST.feliot));
    const short = t3.ok({ ...swing, inputs: { 'def.t': pick('parry'), 'atk.d20': faces(roll - 1) } });
    expect(attackOf(short)).toMatchObject({ outcome: 'miss', damage: 0 });
    expect([t2.c('t').hp.current, t3.c('t').hp.current]).toEqual([14, 14]);
  });

  it('AK-ATK-06: a natural 1 whose total beats the defence still misses', () => {
    const t = pair(CAST.knight, unarmoured(CAST.goblin));
    // +6 and +20 from the GM: 1 + 26 = 27 against Parada 15.
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'espada-larga', akenar: { modifier: 20 }, inputs: { 'def.t': pick('parry'), 'atk.d20': faces(1) } });
    expect(attackOf(ev).rolls[0]!.total).toBeGreaterThan(15);
    expect(attackOf(ev)).toMatchObject({ outcome: 'fumble', damage: 0 });
    expect(t.c('t').hp.current).toBe(7);
  });

  it('AK-ATK-07: a natural 20 whose total is below the defence hits, for the exact damage', () => {
    const t = pair(CAST.knight, unarmoured(CAST.goblin));
    // +6 and −30: 20 − 24 = −4 against Parada 15; the threat is not confirmed; 1d8+2 = 3 + 2.
    const ev = t.ok({
      type: 'attack', attacker: 'a', target: 't', attack: 'espada-larga', akenar: { modifier: -30 },
      inputs: { 'def.t': pick('parry'), 'atk.d20': faces(20), 'atk.confirm': faces(5), 'atk.dmg.0': faces(3) },
    });
    expect(attackOf(ev).rolls[0]!.total).toBeLessThan(15);
    expect(attackOf(ev)).toMatchObject({ outcome: 'hit', damage: 5 });
    expect(t.c('t').hp.current).toBe(2);
  });
});

describe('Akenar rule guards: fighting defensively', () => {
  const seats = (): AkSeat[] => [
    { id: 'a', sheet: unarmoured(CAST.feliot), at: [5, 5], initiative: 20 },
    { id: 't', sheet: unarmoured(CAST.goblin), side: 'enemy', at: [6, 5], initiative: 10 },
  ];
  const back = { type: 'attack', attacker: 't', target: 'a', attack: 'daga' } as const;

  it('AK-ACT-10: an attack made fighting defensively is at −4, and gives +2 to Esquiva only until its next turn', () => {
    const before = fight(seats());
    before.turnOf('t');
    const plain = defences(before, back);
    const t = fight(seats());
    const ev = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'estoque', akenar: { defensive: true }, inputs: { 'def.t': pick('parry'), 'atk.d20': faces(2) } });
    // Estoque: base 2 + Str 1 − 4.
    expect(attackOf(ev).rolls[0]!.notation).toBe('1d20-1');
    t.turnOf('t');
    expect(defences(t, back)).toEqual({ ...plain, dodge: plain.dodge! + 2 });
    // A roll that beats the old Esquiva by 1 now misses it, and still beats Parada.
    const miss = t.ok({ ...back, inputs: { 'def.a': pick('dodge'), 'atk.d20': faces(plain.dodge! - 2 + 1) } });
    expect(attackOf(miss)).toMatchObject({ outcome: 'miss' });
    t.turnOf('a');
    const t2 = fight(seats());
    t2.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'estoque', akenar: { defensive: true }, inputs: { 'def.t': pick('parry'), 'atk.d20': faces(2) } });
    t2.turnOf('t');
    t2.turnOf('a');
    // Its own next turn ends the bonus and the penalty.
    const again = t2.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'estoque', inputs: { 'def.t': pick('parry'), 'atk.d20': faces(2) } });
    expect(attackOf(again).rolls[0]!.notation).toBe('1d20+3');
  });

  it('AK-ACT-11: fighting defensively in a full attack: every attack of that round at −4, +2 dodge', () => {
    const t = fight(seats());
    const first = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'estoque', akenar: { fullAttack: true, defensive: true }, inputs: { 'def.t': pick('parry'), 'atk.d20': faces(2) } });
    const second = t.ok({ type: 'attack', attacker: 'a', target: 't', attack: 'estoque', akenar: { fullAttack: true }, inputs: { 'def.t': pick('parry'), 'atk.d20': faces(2) } });
    expect([attackOf(first), attackOf(second)].map((a) => a.rolls[0]!.notation)).toEqual(['1d20-1', '1d20-1']);
    expect(t.c('a').sheet.status).toMatchObject({ budget: { fullRound: 'fullAttack', attacks: 2 }, defenceBonus: 2, attackPenalty: -4 });
  });
});

describe('Akenar rule guards: armour', () => {
  it('AK-ARM-15: armour damaged by a blow shows its repair: Craft DC 10 (armoursmith) or 15 (blacksmith), 1d4 hours per point lost', () => {
    // A heavy pick with Str 14 (PA 9) on a sturdy goblin in chain mail (CA 6, halved to 3).
    const t = pair({ ...CAST.knight, weapons: [{ id: 'pico-de-cuervo' }] }, { ...CAST.goblin, hpMax: 80 });
    const crit = (d4: number) => ({
      type: 'attack', attacker: 'a', target: 't', attack: 'pico-de-cuervo',
      inputs: { 'def.t': pick('parry'), 'atk.d20': faces(20), 'atk.confirm': faces(15), 'atk.dmg.0': faces(6), 'atk.dmg.1': faces(6), 'atk.dmg.2': faces(6), 'atk.dmg.3': faces(6), 'fort.t': faces(20), 'armour.t': faces(d4) },
    }) as const;
    // 4 × (6 + 2) = 32 − 3 = 29 taken: 20 or more damages the armour.
    const ev = t.ok(crit(3));
    expect(attackOf(ev).damage).toBe(29);
    const damaged = of(ev, 'akenar.changed').find((e) => e.reason === 'bd_ak_armour_damaged');
    expect(damaged).toMatchObject({ rule: { id: 'AK-ARM-13' }, params: { lost: 3, dc: 10, dcSmith: 15, hours: '3d4' } });
    t.turnOf('t');
    t.turnOf('a');
    // The next job covers every point lost so far.
    expect(of(t.ok(crit(1)), 'akenar.changed').find((e) => e.reason === 'bd_ak_armour_damaged')?.params).toMatchObject({ lost: 1, hours: '4d4' });
    expect(t.c('t').sheet.status.armourLoss.body).toBe(4);
  });
});

describe('Akenar rule guards: grapples', () => {
  /** A knight beside two goblins grappling each other; all three can reach one another. */
  const grapple = () => {
    const t = fight([
      { id: 'a', sheet: CAST.knight, at: [5, 5], initiative: 20 },
      { id: 'g', sheet: unarmoured(CAST.goblin), side: 'enemy', at: [6, 5], initiative: 10 },
      { id: 'h', sheet: unarmoured(CAST.goblin), side: 'enemy', at: [6, 4], initiative: 5 },
    ]);
    for (const id of ['g', 'h']) t.ok({ type: 'addCondition', id, condition: 'apresado' });
    return t;
  };
  const blow = (roll: number) => ({ type: 'attack', attacker: 'a', target: 'g', attack: 'espada-larga', inputs: { 'grapple.g': faces(roll), 'atk.d20': faces(15), 'atk.dmg.0': faces(3) } }) as const;

  it('AK-DEF-27: a blow into a grapple falls on a random participant, who cannot dodge or parry', () => {
    const t = grapple();
    const ev = t.ok(blow(2));
    // 1 = the target, 2 = the grappled beside it: the other goblin takes 1d8+2 = 5.
    expect(attackOf(ev)).toMatchObject({ target: 'h', outcome: 'hit', damage: 5 });
    expect(attackOf(ev).steps).toContainEqual(expect.objectContaining({ msg: 'bd_ak_grapple_blow', rule: { id: 'AK-DEF-27', gap: 'AK:G-01' } }));
    expect([t.c('g').hp.current, t.c('h').hp.current]).toEqual([7, 2]);
    const t2 = grapple();
    t2.ok(blow(1));
    expect([t2.c('g').hp.current, t2.c('h').hp.current]).toEqual([2, 7]);
    // One of the grapplers strikes the other: no roll, it hits whom it aims at.
    t2.turnOf('h');
    const inside = t2.ok({ type: 'attack', attacker: 'h', target: 'g', attack: 'daga', inputs: { 'atk.d20': faces(15), 'atk.dmg.0': faces(1) } });
    expect(attackOf(inside).rolls.map((r) => r.key)).toEqual(['atk.d20', 'atk.dmg.0']);
    expect(t2.c('g').hp.current).toBe(1);
  });
});

describe('Akenar rule guards: moving and attacks of opportunity', () => {
  it('AK-ACT-40: a hex the speed cannot pay for is 1 m as a full-round action, which provokes even without leaving a threatened hex', () => {
    const t = fight([
      { id: 'a', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
      { id: 'g', sheet: CAST.goblin, side: 'enemy', at: [6, 5], initiative: 10 },
    ]);
    t.ok({ type: 'updateCombatant', id: 'a', patch: { speed: 1 } });
    t.ok({ type: 'paintTerrain', cells: [{ q: 6, r: 4 }], terrain: 'difficult' });
    // (6,4) is beside the goblin too: a plain move there leaves no hex it stops threatening.
    const ev = t.ok({ type: 'moveCombatant', id: 'a', to: { q: 6, r: 4 }, inputs: { 'oa.g': pick('daga'), 'oa.g.def.a': pick('dodge'), 'oa.g.atk.d20': faces(2) } });
    expect(attackOf(ev)).toMatchObject({ attacker: 'g', target: 'a', outcome: 'miss' });
    expect(t.c('a').position).toEqual({ q: 6, r: 4 });
    expect(t.c('a').sheet.status.budget).toMatchObject({ fullRound: 'difficultStep', step: false, moved: 1 });
    expect(of(ev, 'akenar.changed')[0]).toMatchObject({ reason: 'bd_ak_move_impeded', rule: { id: 'AK-ACT-40' } });
    expect(t.refused({ type: 'moveCombatant', id: 'a', to: { q: 5, r: 5 }, mode: 'step' })).toMatch(/AK-ACT-06|AK-MOVE-08/);
  });

  it('AK-AOO-09: leaving a threatened hex and then casting are two opportunities: an enemy with Combat Reflexes attacks twice', () => {
    const t = fight([
      { id: 'a', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
      { id: 'g', sheet: { ...CAST.goblin, feats: ['combatReflexes'] }, side: 'enemy', at: [6, 5], initiative: 10 },
    ]);
    const missed = { 'oa.g': pick('daga'), 'oa.g.def.a': pick('dodge'), 'oa.g.atk.d20': faces(2) };
    const moved = t.ok({ type: 'moveCombatant', id: 'a', to: { q: 6, r: 4 }, mode: 'move', inputs: missed });
    expect(attackOf(moved)).toMatchObject({ attacker: 'g', target: 'a' });
    const cast = t.ok({ type: 'akenarAction', id: 'a', action: 'castSpell', spell: { name: 'Dardo', pp: 1 }, inputs: missed });
    expect(attackOf(cast)).toMatchObject({ attacker: 'g', target: 'a' });
    expect(t.c('g').sheet.status.aooUsed).toBe(2);
  });
});

describe('Akenar rule guards: initiative and rounds', () => {
  it('AK-SEQ-10: tied on initiative and modifier, the higher Dex score acts first', () => {
    // Dex 14 and Dex 15: both +2. The lower Dex is added first.
    const t = new AkTable([
      { id: 'low', sheet: { ...CAST.goblin, abilities: { ...CAST.goblin.abilities, dex: 14 } }, side: 'enemy' },
      { id: 'high', sheet: { ...CAST.goblin, abilities: { ...CAST.goblin.abilities, dex: 15 } } },
    ]);
    t.ok({ type: 'setInitiative', id: 'low', value: 12 });
    t.ok({ type: 'setInitiative', id: 'high', value: 12 });
    t.ok({ type: 'nextTurn' });
    expect(t.state.activeId).toBe('high');
    t.ok({ type: 'nextTurn' });
    expect(t.state.activeId).toBe('low');
  });

  it('AK-SEQ-14: an effect of 1 round ends just before the count it began on, one round later', () => {
    const t = fight([
      { id: 'x', sheet: CAST.knight, initiative: 20 },
      { id: 'c', sheet: CAST.feliot, initiative: 15 },
      { id: 'g', sheet: CAST.goblin, side: 'enemy', initiative: 10 },
    ]);
    t.turnOf('c');
    t.ok({ type: 'addCondition', id: 'g', condition: 'bendecido', duration: { turns: 1, at: 'start', of: 'c' } });
    t.turnOf('g');
    t.turnOf('x');
    expect(t.c('g').conditions).toContain('bendecido');
    t.ok({ type: 'nextTurn' });
    expect(t.state.activeId).toBe('c');
    expect(t.c('g').conditions).not.toContain('bendecido');
  });
});

describe('Akenar rule guards: touch spells', () => {
  it('AK-SPELL-16: casting another spell dissipates the held charge; touching a friend discharges it', () => {
    const t = fight([
      { id: 'mage', sheet: CAST.feliot, at: [2, 2], initiative: 20 },
      { id: 'g', sheet: CAST.goblin, side: 'enemy', at: [9, 9], initiative: 10 },
    ]);
    t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Toque helado', pp: 1, touch: true }});
    t.turnOf('g');
    t.turnOf('mage');
    const ev = t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Curar', pp: 1, touch: true }});
    expect(of(ev, 'akenar.changed').find((e) => e.reason === 'bd_ak_charge_lost')).toMatchObject({ rule: { id: 'AK-SPELL-16' }, params: { spell: 'Toque helado' } });
    expect(t.c('mage').sheet.status.holding).toBe('Curar');
    t.turnOf('g');
    t.turnOf('mage');
    t.ok({ type: 'akenarAction', id: 'mage', action: 'touchFriends', count: 1 });
    expect(t.c('mage').sheet.status.holding).toBeNull();
    t.turnOf('g');
    t.turnOf('mage');
    t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Toque helado', pp: 1, touch: true } });
    t.turnOf('g');
    t.turnOf('mage');
    const other = t.ok({ type: 'akenarAction', id: 'mage', action: 'castSpell', spell: { name: 'Luz', pp: 0 } });
    expect(of(other, 'akenar.changed').find((e) => e.reason === 'bd_ak_charge_lost')).toMatchObject({ params: { spell: 'Toque helado' } });
    expect(t.c('mage').sheet.status.holding).toBeNull();
  });
});
