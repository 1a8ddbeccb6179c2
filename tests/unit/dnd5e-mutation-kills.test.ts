// Tests that kill the mutants Stryker left in main/rules/dnd5e/attack-rules.ts and life.ts: each drives
// the engine through the Table and asserts the exact outcome the mutated code would change.
import { describe, expect, it } from 'vitest';
import { of, srd, Table } from '../helpers/dnd5e.js';
import type { CommandInput } from '../../shared/model/commands.js';

const path = (t: Table, cmd: CommandInput) => {
  const r = t.try(cmd);
  if (r.ok || !('error' in r)) throw new Error(`${cmd.type} was not refused`);
  return { path: r.error.path, message: r.error.message };
};
const lifeOf = (events: ReturnType<Table['ok']>) => of(events, 'life.changed').map((e) => [e.life, e.reason, e.rule.id, e.deathSaves]);

/** A fighter down at 0 HP (unconscious), an orc next to it; the fighter's turn comes after the orc's. */
function downed() {
  const t = new Table([{ id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 5 }, { id: 'orc', stats: 'orc', at: [3, 2], initiative: 20 }]);
  t.ok({ type: 'damage', id: 'fighter', amount: 28 });
  expect([t.c('fighter').hp.current, t.c('fighter').life]).toEqual([0, 'unconscious']);
  return t;
}

describe('5e life (main/rules/dnd5e/life.ts)', () => {
  it('5E-THP-07, 5E-ZERO-13: damage at 0 HP that temporary HP absorb entirely is no failed death save', () => {
    const t = downed();
    t.ok({ type: 'grantTempHp', id: 'fighter', amount: 10 });
    const events = t.ok({ type: 'damage', id: 'fighter', amount: 4 });
    expect(lifeOf(events)).toEqual([]);
    expect([t.c('fighter').tempHp, t.c('fighter').deathSaves, t.c('fighter').life]).toEqual([6, { successes: 0, failures: 0 }, 'unconscious']);
  });

  it('5E-ZERO-13: damage at 0 HP, not critical, is one failed death save', () => {
    const t = downed();
    expect(lifeOf(t.ok({ type: 'damage', id: 'fighter', amount: 3 }))).toEqual([['unconscious', 'bd_damage_at_zero', '5E-ZERO-13', { successes: 0, failures: 1 }]]);
  });

  it('5E-ZERO-14: a critical hit at 0 HP is two failed death saves, with its own reason', () => {
    const t = downed();
    expect(lifeOf(t.ok({ type: 'damage', id: 'fighter', amount: 3, critical: true }))).toEqual([['unconscious', 'bd_damage_at_zero_critical', '5E-ZERO-14', { successes: 0, failures: 2 }]]);
  });

  it('5E-HEAL-04: damage to a dead character changes no life state', () => {
    const t = downed();
    t.ok({ type: 'damage', id: 'fighter', amount: 3, critical: true });
    t.ok({ type: 'damage', id: 'fighter', amount: 3 });
    expect(t.c('fighter').life).toBe('dead');
    expect(lifeOf(t.ok({ type: 'damage', id: 'fighter', amount: 3 }))).toEqual([]);
    expect(t.c('fighter').life).toBe('dead');
  });

  it('5E-ZERO-04: healing a creature that is up (HP above 0) does not "revive" it', () => {
    const t = downed();
    t.ok({ type: 'heal', id: 'fighter', amount: 5 });
    const events = t.ok({ type: 'heal', id: 'fighter', amount: 5 });
    expect(events.map((e) => e.type)).toEqual(['combatant.healed']);
    expect(t.c('fighter').hp.current).toBe(10);
  });

  it('5E-ZERO-04, 5E-ZERO-22: healing a knocked-out (stable) character at 0 HP wakes it', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3' }], { map: false });
    t.ok({ type: 'damage', id: 'fighter', amount: 28, knockOut: true });
    expect(t.c('fighter').life).toBe('stable');
    const events = t.ok({ type: 'heal', id: 'fighter', amount: 2 });
    expect(lifeOf(events)).toEqual([['ok', 'bd_revived', '5E-ZERO-04', { successes: 0, failures: 0 }]]);
    expect(t.c('fighter').life).toBe('ok');
  });

  it('5E-ZERO-17: a stable character at 0 HP rolls no death save as its turn starts', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3', initiative: 5 }, { id: 'orc', stats: 'orc', initiative: 20 }], { map: false });
    t.ok({ type: 'damage', id: 'fighter', amount: 28, knockOut: true });
    t.turnOf('orc');
    expect(t.refused({ type: 'nextTurn', inputs: { 'death.fighter': { faces: [1] } } })).toMatch(/no roll was asked under death.fighter/);
    expect(lifeOf(t.ok({ type: 'nextTurn' }))).toEqual([]);
    expect([t.c('fighter').life, t.c('fighter').deathSaves]).toEqual(['stable', { successes: 0, failures: 0 }]);
  });

  const save = (t: Table, face: number) => {
    t.turnOf('orc');
    return t.ok({ type: 'nextTurn', inputs: { 'death.fighter': { faces: [face] } } });
  };

  it('5E-ZERO-12: a natural 20 on a death save regains 1 HP', () => {
    const t = downed();
    const events = save(t, 20);
    expect(of(events, 'combatant.healed')).toMatchObject([{ id: 'fighter', amount: 1, before: 0, after: 1 }]);
    expect(lifeOf(events)).toEqual([['ok', 'bd_death_save_twenty', '5E-ZERO-12', { successes: 0, failures: 0 }]]);
  });

  it('5E-ZERO-07, 5E-ZERO-08: 10 or more is a success; the third stabilises', () => {
    const t = downed();
    expect(lifeOf(save(t, 10))).toEqual([['unconscious', 'bd_death_save_success', '5E-ZERO-07', { successes: 1, failures: 0 }]]);
    save(t, 15);
    expect(lifeOf(save(t, 19))).toEqual([['stable', 'bd_death_save_stable', '5E-ZERO-08', { successes: 0, failures: 0 }]]);
  });

  it('5E-ZERO-07, 5E-ZERO-08, 5E-ZERO-11: below 10 fails, a 1 is two failures; the third kills', () => {
    const t = downed();
    expect(lifeOf(save(t, 9))).toEqual([['unconscious', 'bd_death_save_failure', '5E-ZERO-07', { successes: 0, failures: 1 }]]);
    expect(lifeOf(save(t, 1))).toEqual([['dead', 'bd_death_save_dead', '5E-ZERO-08', { successes: 0, failures: 3 }]]);
  });
});

const rogueAt = (stats = srd('rogue-3')) =>
  new Table([{ id: 'rogue', stats, at: [2, 2], initiative: 20 }, { id: 'orc', stats: 'orc', at: [3, 2], initiative: 5 }]);
const hit = { 'atk.d20': { faces: [15] }, 'atk.dmg.0': { faces: [2] } };
/** A thrown weapon next to a hostile rolls at disadvantage (5E-ATK-20): two d20. */
const hit2 = { 'atk.d20': { faces: [15, 15] }, 'atk.dmg.0': { faces: [2] } };

describe('5e attack rules (main/rules/dnd5e/attack-rules.ts)', () => {
  it('5E-TWF-01, 5E-TWF-02, 5E-TWF-03: after a light weapon, a different light one attacks as a bonus action without the ability modifier', () => {
    const t = rogueAt();
    t.turnOf('rogue');
    expect(path(t, { type: 'attack', attacker: 'rogue', target: 'orc', attack: 'dagger', as: 'bonus', inputs: hit })).toEqual({ path: 'command.as', message: 'rogue has not attacked with a light melee weapon this turn (5E-TWF-01)' });
    t.ok({ type: 'attack', attacker: 'rogue', target: 'orc', attack: 'dagger', inputs: hit });
    expect(t.c('rogue').economy).toMatchObject({ action: true, attacksLeft: 0, lightWeapon: 'dagger' });
    expect(path(t, { type: 'attack', attacker: 'rogue', target: 'orc', attack: 'dagger', as: 'bonus', inputs: hit })).toEqual({ path: 'command.attack', message: 'the off-hand attack needs a different light melee weapon (5E-TWF-01)' });
    expect(path(t, { type: 'attack', attacker: 'rogue', target: 'orc', attack: 'rapier', as: 'bonus', inputs: hit }).path).toBe('command.attack');
    const events = t.ok({ type: 'attack', attacker: 'rogue', target: 'orc', attack: 'dagger-thrown', as: 'bonus', inputs: hit2 });
    const ev = of(events, 'attack.resolved')[0]!;
    expect(ev.damage).toBe(2);
    expect(ev.steps).toEqual(expect.arrayContaining([
      { msg: 'bd_offhand', params: { name: 'rogue' }, rule: { id: '5E-TWF-03' } },
      { msg: 'bd_offhand_no_mod', params: { mod: 3 }, rule: { id: '5E-TWF-02' } },
    ]));
    expect(of(events, 'economy.changed')).toMatchObject([{ id: 'rogue', slot: 'bonus', rule: { id: '5E-TWF-01' } }]);
    expect(t.c('rogue').economy.bonus).toBe(true);
    expect(path(t, { type: 'attack', attacker: 'rogue', target: 'orc', attack: 'dagger-thrown', as: 'bonus', inputs: hit2 })).toEqual({ path: 'command.as', message: 'rogue has already taken a bonus action this turn (5E-TURN-06)' });
  });

  it('5E-TWF-01: a melee light off-hand weapon cites 5E-TWF-01; with no positive modifier nothing is dropped', () => {
    const base = srd('rogue-3');
    const t = rogueAt({ ...base, abilities: { ...base.abilities, str: 10, dex: 10 } });
    t.turnOf('rogue');
    t.ok({ type: 'attack', attacker: 'rogue', target: 'orc', attack: 'dagger-thrown', inputs: hit2 });
    const ev = of(t.ok({ type: 'attack', attacker: 'rogue', target: 'orc', attack: 'dagger', as: 'bonus', inputs: hit }), 'attack.resolved')[0]!;
    expect(ev.steps.filter((s) => s.msg.startsWith('bd_offhand'))).toEqual([{ msg: 'bd_offhand', params: { name: 'rogue' }, rule: { id: '5E-TWF-01' } }]);
  });

  it('5E-TWF-01: a weapon that is not light (rapier) does not open the off-hand attack', () => {
    const t = rogueAt();
    t.turnOf('rogue');
    t.ok({ type: 'attack', attacker: 'rogue', target: 'orc', attack: 'rapier', inputs: hit });
    expect(t.c('rogue').economy.lightWeapon).toBeNull();
    expect(path(t, { type: 'attack', attacker: 'rogue', target: 'orc', attack: 'dagger', as: 'bonus', inputs: hit }).path).toBe('command.as');
  });

  it('5E-TWF-01: out of its turn there is no off-hand attack', () => {
    const t = rogueAt();
    t.turnOf('orc');
    expect(path(t, { type: 'attack', attacker: 'rogue', target: 'orc', attack: 'dagger', as: 'bonus', inputs: hit })).toEqual({ path: 'command.as', message: "the off-hand attack follows rogue's Attack action on its own turn (5E-TWF-01)" });
  });

  it('5E-TURN-14, 5E-TURN-15: an attack as a reaction spends the reaction; a second one is refused on command.as', () => {
    const t = rogueAt();
    t.turnOf('orc');
    const events = t.ok({ type: 'attack', attacker: 'rogue', target: 'orc', attack: 'rapier', as: 'reaction', inputs: hit });
    expect(of(events, 'economy.changed')).toMatchObject([{ id: 'rogue', slot: 'reaction', rule: { id: '5E-TURN-14' } }]);
    expect(t.c('rogue').economy.reaction).toBe(true);
    expect(path(t, { type: 'attack', attacker: 'rogue', target: 'orc', attack: 'rapier', as: 'reaction', inputs: hit }).path).toBe('command.as');
  });

  it('5E-ACT-03, 5E-ACT-04: Extra Attack: the action leaves one attack, the second uses it, a third is refused', () => {
    const t = rogueAt({ ...srd('rogue-3'), attacksPerAction: 2 });
    t.turnOf('rogue');
    const first = t.ok({ type: 'attack', attacker: 'rogue', target: 'orc', attack: 'rapier', inputs: hit });
    expect(of(first, 'economy.changed')).toMatchObject([{ slot: 'action', rule: { id: '5E-ACT-03' } }]);
    expect(of(first, 'attack.resolved')[0]!.steps).toContainEqual({ msg: 'bd_attacks_left', params: { name: 'rogue', left: 1 }, rule: { id: '5E-ACT-04' } });
    const second = t.ok({ type: 'attack', attacker: 'rogue', target: 'orc', attack: 'rapier', inputs: hit });
    expect(of(second, 'economy.changed')).toMatchObject([{ slot: 'attack', rule: { id: '5E-ACT-04' } }]);
    expect(of(second, 'attack.resolved')[0]!.steps).toContainEqual({ msg: 'bd_attacks_left', params: { name: 'rogue', left: 0 }, rule: { id: '5E-ACT-04' } });
    expect(t.c('rogue').economy).toMatchObject({ action: true, attacksLeft: 0 });
    expect(path(t, { type: 'attack', attacker: 'rogue', target: 'orc', attack: 'rapier', inputs: hit })).toEqual({ path: 'command.attacker', message: 'rogue has already taken its action this turn (5E-TURN-01)' });
  });

  it('5E-ACT-03: one attack per action: no "attacks left" step', () => {
    const t = rogueAt();
    t.turnOf('rogue');
    const ev = of(t.ok({ type: 'attack', attacker: 'rogue', target: 'orc', attack: 'rapier', inputs: hit }), 'attack.resolved')[0]!;
    expect(ev.steps.filter((s) => s.msg === 'bd_attacks_left' || s.msg === 'Stryker was here')).toEqual([]);
    expect(ev.steps.every((s) => typeof s.msg === 'string' && s.rule !== undefined)).toBe(true);
  });

  it('5E-TURN-01: a creature that cannot act is refused on command.attacker, on its turn and out of it', () => {
    const t = rogueAt();
    t.turnOf('rogue');
    t.ok({ type: 'addCondition', id: 'rogue', condition: 'paralyzed' });
    expect(path(t, { type: 'attack', attacker: 'rogue', target: 'orc', attack: 'rapier', inputs: hit }).path).toBe('command.attacker');
    t.turnOf('orc');
    expect(path(t, { type: 'attack', attacker: 'rogue', target: 'orc', attack: 'rapier', inputs: hit }).path).toBe('command.attacker');
  });

  it('5E-ATK-18, 5E-ATK-19: beyond long range is refused on command.target; beyond normal range is at disadvantage', () => {
    const t = new Table([{ id: 'rogue', stats: 'rogue-3', at: [0, 0], initiative: 20 }, { id: 'orc', stats: 'orc', at: [13, 0], initiative: 5 }]);
    const far = path(t, { type: 'attack', attacker: 'rogue', target: 'orc', attack: 'dagger-thrown', as: 'free', inputs: hit });
    expect(far.path).toBe('command.target');
    expect(far.message).toMatch(/^the target is 65 ft away, beyond .*'s range of 60 ft \(5E-ATK-18\/19\)$/);
    t.ok({ type: 'placeCombatant', id: 'orc', at: { q: 5, r: 0 } });
    const ev = of(t.ok({ type: 'attack', attacker: 'rogue', target: 'orc', attack: 'dagger-thrown', as: 'free', inputs: hit2 }), 'attack.resolved')[0]!;
    expect(ev.rolls[0]!.notation).toBe('2d20kl1+5');
    expect(ev.steps).toContainEqual({ msg: 'bd_long_range', params: { distance: 25, normal: 20 }, rule: { id: '5E-ATK-19' } });
  });

  it('5E-ATK-21, 5E-ATK-22: a melee weapon beyond its 5 ft reach is refused on command.target', () => {
    const t = new Table([{ id: 'rogue', stats: 'rogue-3', at: [0, 0], initiative: 20 }, { id: 'orc', stats: 'orc', at: [2, 0], initiative: 5 }]);
    const far = path(t, { type: 'attack', attacker: 'rogue', target: 'orc', attack: 'rapier', as: 'free', inputs: hit });
    expect(far.path).toBe('command.target');
    expect(far.message).toMatch(/^the target is 10 ft away, beyond .*'s reach of 5 ft \(5E-ATK-21\/22\)$/);
  });
});
