import { dnd5eSheet } from '../../shared/systems/dnd5e/sheet.js';
import { describe, expect, it } from 'vitest';
import { of, ruleIds, Table } from '../helpers/dnd5e.js';

describe('5e temporary hit points', () => {
  const one = () => new Table([{ id: 'fighter', stats: 'fighter-3' }, { id: 'orc', stats: 'orc' }], { map: false });

  it('5E-THP-01, 5E-THP-03: a buffer apart from HP, even above the maximum at full HP', () => {
    const t = one();
    expect(ruleIds(t.ok({ type: 'grantTempHp', id: 'fighter', amount: 5 }))).toEqual(['5E-THP-01']);
    expect([t.c('fighter').hp.current, t.c('fighter').tempHp]).toEqual([28, 5]);
  });

  it('5E-THP-02: damage takes temporary HP first, the rest goes to HP (5 temp, 7 damage → 2 damage)', () => {
    const t = one();
    t.ok({ type: 'grantTempHp', id: 'fighter', amount: 5 });
    const [ev] = of(t.ok({ type: 'damage', id: 'fighter', amount: 7 }), 'combatant.damaged');
    expect(ev).toMatchObject({ amount: 7, before: 28, after: 26, temp: { before: 5, after: 0 } });
    expect(t.c('fighter').tempHp).toBe(0);
  });

  it('5E-THP-04: healing never restores temporary HP', () => {
    const t = one();
    t.ok({ type: 'grantTempHp', id: 'fighter', amount: 5 });
    t.ok({ type: 'damage', id: 'fighter', amount: 3 });
    t.ok({ type: 'heal', id: 'fighter', amount: 10 });
    expect([t.c('fighter').hp.current, t.c('fighter').tempHp]).toEqual([28, 2]);
  });

  it('5E-THP-05: they never add up: the creature keeps the old or takes the new (12 offered with 10 → 12 or 10, never 22)', () => {
    const t = one();
    t.ok({ type: 'grantTempHp', id: 'fighter', amount: 10 });
    const p = t.prompt({ type: 'grantTempHp', id: 'fighter', amount: 12 });
    expect(p).toMatchObject({ kind: 'choice', key: 'thp.fighter', default: 'new' });
    t.ok({ type: 'grantTempHp', id: 'fighter', amount: 12, inputs: { 'thp.fighter': { choice: 'keep' } } });
    expect(t.c('fighter').tempHp).toBe(10);
    t.ok({ type: 'grantTempHp', id: 'fighter', amount: 12, inputs: { 'thp.fighter': { auto: true } } });
    expect(t.c('fighter').tempHp).toBe(12);
  });

  it('5E-THP-06, 5E-THP-07: at 0 HP they neither wake nor stabilise, but still absorb damage; only healing saves', () => {
    const t = one();
    t.ok({ type: 'damage', id: 'fighter', amount: 28 });
    t.ok({ type: 'grantTempHp', id: 'fighter', amount: 6 });
    expect(t.c('fighter')).toMatchObject({ life: 'unconscious', hp: { current: 0 }, tempHp: 6 });
    const events = t.ok({ type: 'damage', id: 'fighter', amount: 4 });
    expect(of(events, 'life.changed')).toHaveLength(0); // absorbed: no failed death save
    expect(t.c('fighter')).toMatchObject({ tempHp: 2, deathSaves: { failures: 0 } });
    t.ok({ type: 'damage', id: 'fighter', amount: 3 });
    expect(t.c('fighter')).toMatchObject({ tempHp: 0, deathSaves: { failures: 1 } });
    t.ok({ type: 'heal', id: 'fighter', amount: 1 });
    expect(t.c('fighter').life).toBe('ok');
  });

  it('5E-THP-08: with no duration they last until used up (turns and rounds pass)', () => {
    const t = one();
    t.ok({ type: 'grantTempHp', id: 'fighter', amount: 4 });
    for (let i = 0; i < 6; i++) t.ok({ type: 'nextTurn' });
    expect(t.c('fighter').tempHp).toBe(4);
  });
});

describe('5e healing and hit points', () => {
  const one = () => new Table([{ id: 'ranger', stats: 'fighter-3' }], { map: false });

  it('5E-HEAL-01, 5E-HEAL-02, 5E-HEAL-03: healing adds to current HP and never above the maximum (14 of 20, healed 8 → regains 6)', () => {
    const t = one();
    t.ok({ type: 'updateCombatant', id: 'ranger', patch: { hp: { current: 14, max: 20 } } });
    const [ev] = of(t.ok({ type: 'heal', id: 'ranger', amount: 8 }), 'combatant.healed');
    expect(ev).toMatchObject({ before: 14, after: 20 });
  });

  it('5E-HEAL-04: the dead regain no hit points', () => {
    const t = one();
    t.ok({ type: 'damage', id: 'ranger', amount: 60 });
    expect(t.c('ranger').life).toBe('dead');
    expect(t.refused({ type: 'heal', id: 'ranger', amount: 5 })).toMatch(/dead.*5E-HEAL-04/);
  });

  it('5E-DMG-03: losing hit points changes nothing until 0 (attacks and actions as before)', () => {
    const t = new Table([{ id: 'ranger', stats: 'fighter-3', initiative: 10 }], { map: false });
    t.ok({ type: 'damage', id: 'ranger', amount: 27 });
    t.turnOf('ranger');
    t.ok({ type: 'takeAction', id: 'ranger', action: 'dash' });
    expect(t.c('ranger').life).toBe('ok');
  });
});

describe('5e damage types', () => {
  const arena = (resist: string[], vuln: string[]) => {
    const t = new Table([{ id: 'gob', stats: 'goblin' }, { id: 'orc', stats: 'orc' }], { map: false });
    const s = t.stats('orc');
    t.ok({ type: 'updateCombatant', id: 'orc', patch: { sheet: dnd5eSheet({ ...s, damage: { resist: resist.map((type) => ({ type })), vuln: vuln.map((type) => ({ type })), immune: [] } } as never )} });
    return t;
  };
  const dmg = (t: Table) => of(t.ok({ type: 'attack', attacker: 'gob', target: 'orc', attack: 'scimitar', inputs: { 'atk.d20': { faces: [15] }, 'atk.dmg.0': { faces: [5] } } }), 'attack.resolved')[0]!;

  it('5E-DMG-13: vulnerability doubles damage of that type', () => {
    const ev = dmg(arena([], ['slashing']));
    expect(ev.damage).toBe(14);
    expect(ruleIds([ev])).toContain('5E-DMG-13');
  });

  it('5E-DMG-15: several resistances to the same type count as one (halved, not quartered)', () => {
    const ev = dmg(arena(['slashing', 'all'], []));
    expect(ev.damage).toBe(3);
    expect(ev.steps.filter((s) => s.msg === 'bd_resist')).toHaveLength(1);
  });
});

describe('5e death and dying', () => {
  it('5E-ZERO-20, 5E:G-34: monsters die at 0 HP by default; the encounter setting makes them fall unconscious', () => {
    const t = new Table([{ id: 'orc', stats: 'orc' }], { map: false });
    t.ok({ type: 'damage', id: 'orc', amount: 15 });
    expect(t.c('orc').life).toBe('dead');
    const u = new Table([{ id: 'orc', stats: 'orc' }], { map: false });
    u.ok({ type: 'setSettings', settings: { ...u.state.settings, rules: { monstersDie: false } } });
    u.ok({ type: 'damage', id: 'orc', amount: 15 });
    expect(u.c('orc').life).toBe('unconscious');
  });

  it('5E-ZERO-06, 5E-ZERO-09: death saves use no ability; successes and failures need not be consecutive; 5E-ZERO-10: both reset on healing', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3', initiative: 10 }, { id: 'orc', stats: 'orc', initiative: 5 }], { map: false, dice: 'ask-pcs' });
    t.ok({ type: 'damage', id: 'fighter', amount: 28 });
    const saves: number[] = [];
    for (const face of [12, 4, 15]) {
      if (t.try({ type: 'nextTurn' }).ok) t.ok({ type: 'nextTurn', inputs: { 'death.fighter': { faces: [face] } } }); // the orc's turn first
      else t.ok({ type: 'nextTurn', inputs: { 'death.fighter': { faces: [face] } } });
      expect(t.state.activeId).toBe('fighter');
      saves.push(t.c('fighter').deathSaves.successes * 10 + t.c('fighter').deathSaves.failures);
    }
    const roll = of(t.live.file.history.at(-1)!.events, 'life.changed')[0]!.roll!;
    expect(roll.notation).toBe('1d20');
    expect(saves).toEqual([10, 11, 21]);
    t.ok({ type: 'heal', id: 'fighter', amount: 2 });
    expect(t.c('fighter').deathSaves).toEqual({ successes: 0, failures: 0 });
  });

  it('5E-ZERO-16: first aid is a DC 10 Wisdom (Medicine) check that stabilises; 5E-ZERO-17: no more death saves; 5E-ZERO-18: damage ends it', () => {
    const t = new Table([
      { id: 'cleric', stats: 'cleric-3', at: [2, 2], initiative: 20 },
      { id: 'fighter', stats: 'fighter-3', at: [3, 2], initiative: 10 },
    ]);
    t.ok({ type: 'damage', id: 'fighter', amount: 28 });
    t.turnOf('cleric');
    const fail = t.ok({ type: 'takeAction', id: 'cleric', action: 'stabilize', target: 'fighter', inputs: { 'aid.fighter': { faces: [4] } } });
    expect(of(fail, 'contest.resolved')[0]).toMatchObject({ won: false });
    expect(of(fail, 'contest.resolved')[0]!.rolls[0]!.notation).toBe('1d20+5');
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'nextTurn' });
    const win = t.ok({ type: 'takeAction', id: 'cleric', action: 'stabilize', target: 'fighter', inputs: { 'aid.fighter': { faces: [5] } } });
    expect(ruleIds(win)).toContain('5E-ZERO-16');
    expect(t.c('fighter').life).toBe('stable');
    const turn = t.ok({ type: 'nextTurn' });
    expect(of(turn, 'life.changed')).toHaveLength(0);
    t.ok({ type: 'damage', id: 'fighter', amount: 1 });
    expect(t.c('fighter')).toMatchObject({ life: 'unconscious', deathSaves: { failures: 1 } });
    expect(t.refused({ type: 'takeAction', id: 'cleric', action: 'stabilize', target: 'cleric' })).toMatch(/not dying/);
  });

  it('5E-ZERO-22: a melee attacker may knock the creature out instead of killing it', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3' }, { id: 'gob', stats: 'goblin' }], { map: false });
    const events = t.ok({ type: 'attack', attacker: 'fighter', target: 'gob', attack: 'longsword', knockOut: true, inputs: { 'atk.d20': { faces: [15] }, 'atk.dmg.0': { faces: [8] } } });
    expect(ruleIds(events)).toContain('5E-ZERO-22');
    expect(t.c('gob')).toMatchObject({ life: 'stable', hp: { current: 0 } });
    const u = new Table([{ id: 'fighter', stats: 'fighter-3' }, { id: 'gob', stats: 'goblin' }], { map: false });
    u.ok({ type: 'attack', attacker: 'fighter', target: 'gob', attack: 'light-crossbow', knockOut: true, inputs: { 'atk.d20': { faces: [15] }, 'atk.dmg.0': { faces: [8] } } });
    expect(u.c('gob').life).toBe('dead');
  });
});

describe('concentration', () => {
  const caster = () => {
    const t = new Table([{ id: 'cleric', stats: 'cleric-3' }], { map: false, dice: 'ask' });
    t.ok({ type: 'setConcentration', id: 'cleric', concentration: 'Bless' });
    return t;
  };

  it('damage asks for a Constitution save against DC 10 or half the damage; a failure ends concentration', () => {
    const t = caster();
    const p = t.prompt({ type: 'damage', id: 'cleric', amount: 24 });
    expect(p).toMatchObject({ kind: 'dice', key: 'conc.cleric', notation: '1d20+3', purpose: { params: { dc: 12 } } });
    t.ok({ type: 'damage', id: 'cleric', amount: 24, inputs: { 'conc.cleric': { faces: [9] } } });
    expect(t.c('cleric').concentration).toBe('Bless');
    t.ok({ type: 'damage', id: 'cleric', amount: 3, inputs: { 'conc.cleric': { faces: [6] } } });
    expect(t.c('cleric').concentration).toBeNull();
  });

  it('dropping to 0 HP ends it without a save', () => {
    const t = caster();
    const events = t.ok({ type: 'damage', id: 'cleric', amount: 30 });
    expect(of(events, 'concentration.changed')[0]).toMatchObject({ concentration: null, reason: 'bd_concentration_dropped' });
  });
});

describe('condition durations', () => {
  it('a condition with a duration ends by itself at the start or end of the named turn; removing it drops its timer', () => {
    const t = new Table([{ id: 'a', stats: 'fighter-3', initiative: 20 }, { id: 'b', stats: 'orc', initiative: 10 }], { map: false });
    t.ok({ type: 'addCondition', id: 'b', condition: 'frightened', duration: { at: 'end', of: 'a', turns: 2 } });
    t.ok({ type: 'addCondition', id: 'b', condition: 'poisoned', duration: { at: 'start', turns: 1 } });
    expect(t.c('b').timers).toHaveLength(2);
    t.ok({ type: 'nextTurn' }); // a starts
    t.ok({ type: 'nextTurn' }); // a ends (1 left), b starts: poisoned ends
    expect(t.c('b').conditions).toEqual(['frightened']);
    t.ok({ type: 'nextTurn' });
    const end = t.ok({ type: 'nextTurn' }); // a ends again
    expect(of(end, 'condition.removed')[0]).toMatchObject({ condition: 'frightened', expired: true });
    expect(t.c('b')).toMatchObject({ conditions: [], timers: [] });
    t.ok({ type: 'addCondition', id: 'b', condition: 'prone', duration: { at: 'start', turns: 3 } });
    t.ok({ type: 'removeCondition', id: 'b', condition: 'prone' });
    expect(t.c('b').timers).toEqual([]);
    expect(t.replays()).toBe(true);
  });
});

describe('saving throws and area effects', () => {
  const party = () => {
    const t = new Table([
      { id: 'wizard', stats: 'wizard-3', initiative: 20 },
      { id: 'a', stats: 'goblin' },
      { id: 'b', stats: 'goblin' },
      { id: 'orc', stats: 'orc' },
    ], { map: false });
    return t;
  };

  it('5E-DMG-06, 5E-DMG-07: the effect’s dice are rolled once for every target; each saves for half', () => {
    const t = party();
    const events = t.ok({
      type: 'areaEffect', name: 'Burning Hands', source: 'wizard', ids: ['a', 'b', 'orc'], damage: '3d6[fire]', save: { ability: 'dex', dc: 13 },
      inputs: { 'area.dmg.0': { faces: [4, 4, 4] }, 'save.a': { faces: [2] }, 'save.b': { faces: [15] }, 'save.orc': { faces: [3] }, 'cover.a': { auto: true }, 'cover.b': { auto: true }, 'cover.orc': { auto: true } },
    });
    const ev = of(events, 'effect.resolved')[0]!;
    expect(ev.rolls.filter((r) => r.key.startsWith('area.dmg'))).toHaveLength(1);
    expect(ev.targets.map((x) => [x.id, x.saved, x.damage])).toEqual([['a', false, 12], ['b', true, 6], ['orc', false, 12]]);
    expect(ruleIds(events)).toContain('5E-DMG-07');
    expect(t.c('b').hp.current).toBe(1);
  });

  it('5E-ACT-10: a dodging creature makes Dexterity saves with advantage; 5E-ACT-11: not while incapacitated', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3', initiative: 20 }], { map: false });
    t.turnOf('fighter');
    t.ok({ type: 'takeAction', id: 'fighter', action: 'dodge' });
    const noCover = { 'cover.fighter': { auto: true } } as const;
    const dex = of(t.ok({ type: 'savingThrow', id: 'fighter', ability: 'dex', dc: 12, inputs: noCover }), 'save.rolled')[0]!;
    expect(dex.roll!.notation).toMatch(/^2d20kh1/);
    expect(ruleIds([dex])).toContain('5E-ACT-10');
    const wis = of(t.ok({ type: 'savingThrow', id: 'fighter', ability: 'wis', dc: 12 }), 'save.rolled')[0]!;
    expect(wis.roll!.notation).toMatch(/^1d20/);
    t.ok({ type: 'addCondition', id: 'fighter', condition: 'incapacitated' });
    expect(of(t.ok({ type: 'savingThrow', id: 'fighter', ability: 'dex', dc: 12, inputs: noCover }), 'save.rolled')[0]!.roll!.notation).toMatch(/^1d20/);
  });

  it('a paralyzed creature fails Strength and Dexterity saves without rolling', () => {
    const t = party();
    t.ok({ type: 'addCondition', id: 'orc', condition: 'paralyzed' });
    const ev = of(t.ok({ type: 'savingThrow', id: 'orc', ability: 'dex', dc: 5 }), 'save.rolled')[0]!;
    expect([ev.success, ev.roll]).toEqual([false, null]);
  });

  it('5E-DMG-14: a flat reduction comes before resistance (25 bludgeoning, −5 aura, resistant → 10)', () => {
    const t = party();
    const s = t.stats('orc');
    t.ok({ type: 'updateCombatant', id: 'orc', patch: { hp: { current: 15, max: 40 }, sheet: dnd5eSheet({ ...s, hpMax: 40, damage: { resist: [{ type: 'bludgeoning' }], vuln: [], immune: [], reduce: 5 } } )} });
    const events = t.ok({ type: 'areaEffect', name: 'Rockfall', ids: ['orc'], damage: '25[bludgeoning]', magical: false });
    expect(of(events, 'effect.resolved')[0]!.targets[0]!.damage).toBe(10);
    expect(ruleIds(events)).toEqual(expect.arrayContaining(['5E-DMG-14', '5E-DMG-12']));
  });
});

describe('stable creatures over time', () => {
  it('5E-ZERO-19: a stable creature that is not healed regains 1 HP after 1d4 hours', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3' }], { map: false });
    t.ok({ type: 'damage', id: 'fighter', amount: 28 });
    t.ok({ type: 'timePasses', hours: 1 }); // nobody is stable yet: nothing rolls
    t.ok({ type: 'updateCombatant', id: 'fighter', patch: { life: 'stable' } });
    t.ok({ type: 'timePasses', hours: 2, inputs: { 'regain.fighter': { faces: [3] } } });
    expect(t.c('fighter').life).toBe('stable');
    const events = t.ok({ type: 'timePasses', hours: 4, inputs: { 'regain.fighter': { faces: [4] } } });
    expect(ruleIds(events)).toEqual(['5E-ZERO-19']);
    expect(t.c('fighter')).toMatchObject({ life: 'ok', hp: { current: 1 } });
  });
});

describe('clearing temporary hit points', () => {
  it('5E-THP-08: the GM ends them when their time is up (amount 0)', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3' }], { map: false });
    expect(t.refused({ type: 'grantTempHp', id: 'fighter', amount: 0 })).toMatch(/no temporary/);
    t.ok({ type: 'grantTempHp', id: 'fighter', amount: 6 });
    expect(ruleIds(t.ok({ type: 'grantTempHp', id: 'fighter', amount: 0 }))).toEqual(['5E-THP-08']);
    expect(t.c('fighter').tempHp).toBe(0);
  });
});

describe('exhaustion levels (SRD)', () => {
  it('each level adds its effect: checks, speed, attacks and saves, HP maximum, speed 0, death', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 }, { id: 'gob', stats: 'goblin', at: [3, 2] }]);
    t.ok({ type: 'addCondition', id: 'fighter', condition: 'agotamiento 1' });
    const check = of(t.ok({ type: 'contest', kind: 'shove', actor: 'fighter', target: 'gob', inputs: { 'contest.skill': { auto: true } } }), 'contest.resolved')[0]!;
    expect(check.rolls[0]!.notation).toBe('2d20kl1+5');
    t.ok({ type: 'removeCondition', id: 'fighter', condition: 'agotamiento 1' });
    t.ok({ type: 'addCondition', id: 'fighter', condition: 'exhaustion 3' });
    t.turnOf('fighter');
    expect(t.refused({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 6 } })).toMatch(/OUT_OF_MOVEMENT/); // speed 6 → 3
    const atk = of(t.ok({ type: 'attack', attacker: 'fighter', target: 'gob', attack: 'longsword', as: 'free' }), 'attack.resolved')[0]!;
    expect(atk.rolls[0]!.notation).toMatch(/^2d20kl1/);
    expect(of(t.ok({ type: 'savingThrow', id: 'fighter', ability: 'wis', dc: 10 }), 'save.rolled')[0]!.roll!.notation).toMatch(/^2d20kl1/);
    t.ok({ type: 'addCondition', id: 'fighter', condition: 'exhaustion 4' });
    t.ok({ type: 'damage', id: 'fighter', amount: 20 });
    t.ok({ type: 'heal', id: 'fighter', amount: 20 });
    expect(t.c('fighter').hp.current).toBe(14); // half of 28
    t.ok({ type: 'addCondition', id: 'fighter', condition: 'exhaustion 6' });
    expect(t.c('fighter').life).toBe('dead');
  });
});
