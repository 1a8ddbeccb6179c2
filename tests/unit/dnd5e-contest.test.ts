import { describe, expect, it } from 'vitest';
import { of, ruleIds, Table } from '../helpers/dnd5e.js';

const HAND = { 'contest.hand': { choice: 'yes' } };
const rolls = (mine: number, theirs: number, skill?: string) => ({
  'contest.actor': { faces: [mine] },
  'contest.target': { faces: [theirs] },
  ...(skill ? { 'contest.skill': { choice: skill } } : {}),
});

describe('5e grapple', () => {
  const arena = (target = 'goblin', at: [number, number] = [3, 2]) => {
    const t = new Table([
      { id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 },
      { id: 'foe', stats: target, at, initiative: 5 },
    ]);
    t.turnOf('fighter');
    return t;
  };

  it('5E-GRAP-04: the target chooses Athletics or Acrobatics (the better by default); the grappler rolls Athletics', () => {
    const t = arena();
    const p = t.prompt({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe', inputs: HAND });
    expect(p).toMatchObject({ kind: 'choice', key: 'contest.skill', roller: 'foe', default: 'acrobatics' });
    const events = t.ok({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe', inputs: { ...rolls(10, 10, 'acrobatics'), ...HAND } });
    const c = of(events, 'contest.resolved')[0]!;
    expect(c.rolls.map((r) => r.notation)).toEqual(['1d20+5', '1d20+2']);
    expect(ruleIds(events)).toContain('5E-GRAP-04');
  });

  it('5E-GRAP-01, 5E-GRAP-05: a won grapple uses the Attack action and leaves the target grappled (speed 0); a tie changes nothing', () => {
    const t = arena();
    const tie = t.ok({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe', inputs: { ...rolls(10, 16, 'athletics'), ...HAND } }); // 15 against 15
    expect(of(tie, 'contest.resolved')[0]!.won).toBe(false);
    expect(t.c('fighter').economy.action).toBe(true);
    expect(ruleIds(tie)).toContain('5E-GRAP-01');
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe', inputs: { ...rolls(15, 2, 'athletics'), ...HAND } });
    expect(t.c('foe').conditions).toEqual(['grappled']);
    t.ok({ type: 'nextTurn' });
    expect(t.refused({ type: 'moveCombatant', id: 'foe', to: { q: 5, r: 2 } })).toMatch(/OUT_OF_MOVEMENT/);
  });

  it('5E-GRAP-02: no more than one size larger, and within reach', () => {
    expect(arena('owlbear').try({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe', inputs: { ...rolls(10, 10, 'athletics'), ...HAND } }).ok).toBe(true);
    const huge = arena('goblin');
    huge.ok({ type: 'updateCombatant', id: 'foe', patch: { size: 'huge' } });
    expect(huge.refused({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe' })).toMatch(/more than one size larger.*5E-GRAP-02/);
    expect(arena('goblin', [5, 2]).refused({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe' })).toMatch(/not within.*reach.*5E-GRAP-02/);
  });

  it('5E-GRAP-06: the grappler lets go whenever it likes (no action): the condition is removed', () => {
    const t = arena();
    t.ok({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe', inputs: { ...rolls(15, 2, 'athletics'), ...HAND } });
    t.ok({ type: 'removeCondition', id: 'foe', condition: 'grappled' });
    expect(t.c('fighter').economy.action).toBe(true);
    expect(t.c('foe').conditions).toEqual([]);
  });

  it('5E-GRAP-07: escaping takes the action: Athletics or Acrobatics against the grappler’s Athletics', () => {
    const t = arena();
    t.ok({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe', inputs: { ...rolls(15, 2, 'athletics'), ...HAND } });
    t.ok({ type: 'nextTurn' });
    const events = t.ok({ type: 'contest', kind: 'escape', actor: 'foe', target: 'fighter', inputs: rolls(18, 3, 'acrobatics') });
    expect(of(events, 'contest.resolved')[0]!.rolls.map((r) => r.notation)).toEqual(['1d20+2', '1d20+5']);
    expect(ruleIds(events)).toContain('5E-GRAP-07');
    expect(t.c('foe')).toMatchObject({ conditions: [], economy: { action: true } });
    expect(t.refused({ type: 'contest', kind: 'escape', actor: 'foe', target: 'fighter' })).toMatch(/not grappled/);
  });

  it('replaces one attack of a Multiattack (5E-GRAP-01 with Extra Attack)', () => {
    const t = new Table([
      { id: 'vet', stats: 'veteran', at: [2, 2], initiative: 20 },
      { id: 'foe', stats: 'goblin', side: 'party', at: [3, 2] },
    ]);
    t.turnOf('vet');
    t.ok({ type: 'contest', kind: 'grapple', actor: 'vet', target: 'foe', inputs: { ...rolls(15, 2, 'athletics'), ...HAND } });
    expect(t.c('vet').economy).toMatchObject({ action: true, attacksLeft: 1 });
    t.ok({ type: 'attack', attacker: 'vet', target: 'foe', attack: 'longsword' });
    expect(t.c('vet').economy.attacksLeft).toBe(0);
  });
});

describe('5e shove', () => {
  const arena = () => {
    const t = new Table([
      { id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 },
      { id: 'foe', stats: 'orc', at: [3, 2], initiative: 5 },
      { id: 'ally', stats: 'goblin', at: [4, 1], initiative: 1 },
    ]);
    t.turnOf('fighter');
    return t;
  };

  it('5E-SHOVE-01, 5E-SHOVE-03, 5E-SHOVE-04: replaces an attack; a win knocks the target prone', () => {
    const t = arena();
    const events = t.ok({ type: 'contest', kind: 'shove', actor: 'fighter', target: 'foe', shove: 'prone', inputs: rolls(12, 5, 'athletics') });
    expect(ruleIds(events)).toEqual(expect.arrayContaining(['5E-SHOVE-01', '5E-SHOVE-03', '5E-SHOVE-04']));
    expect(t.c('foe').conditions).toEqual(['prone']);
  });

  it('5E-SHOVE-04, 5E:G-07: or pushes it 1 hex directly away (no movement spent, no opportunity attack: 5E-OA-05)', () => {
    const t = arena();
    expect(t.refused({ type: 'contest', kind: 'shove', actor: 'fighter', target: 'foe', shove: 'push', to: { q: 3, r: 1 }, inputs: rolls(12, 5, 'athletics') })).toMatch(/directly away/);
    expect(t.refused({ type: 'contest', kind: 'shove', actor: 'fighter', target: 'foe', shove: 'push', to: { q: 4, r: 1 }, inputs: rolls(12, 5, 'athletics') })).toMatch(/cannot be pushed there/);
    const events = t.ok({ type: 'contest', kind: 'shove', actor: 'fighter', target: 'foe', shove: 'push', to: { q: 4, r: 2 }, inputs: rolls(12, 5, 'athletics') });
    expect(of(events, 'combatant.moved')[0]).toMatchObject({ forced: true, cost: 0 });
    expect(t.c('foe')).toMatchObject({ position: { q: 4, r: 2 }, moved: 0 });
    expect(of(events, 'attack.resolved')).toHaveLength(0);
  });

  it('5E-SHOVE-02: no more than one size larger; 5E-SHOVE-05: pushing off a ledge is the GM’s to resolve (logged as a push)', () => {
    const t = arena();
    t.ok({ type: 'updateCombatant', id: 'foe', patch: { size: 'gargantuan' } });
    expect(t.refused({ type: 'contest', kind: 'shove', actor: 'fighter', target: 'foe' })).toMatch(/5E-SHOVE-02/);
  });
});

describe('5e grapples held', () => {
  const held = () => {
    const t = new Table([
      { id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 },
      { id: 'gob', stats: 'goblin', at: [3, 2], initiative: 5 },
    ]);
    t.turnOf('fighter');
    t.ok({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'gob', inputs: { ...rolls(15, 2, 'athletics'), ...HAND } });
    return t;
  };

  it('5E-GRAP-03: grappling needs a free hand — the GM answers, and “no” refuses', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3', at: [2, 2] }, { id: 'gob', stats: 'goblin', at: [3, 2] }]);
    expect(t.prompt({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'gob' })).toMatchObject({ kind: 'choice', key: 'contest.hand', default: 'yes' });
    expect(t.refused({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'gob', inputs: { 'contest.hand': { choice: 'no' } } })).toMatch(/free hand.*5E-GRAP-03/);
  });

  it('5E-GRAP-08: the grappler drags the creature along; half speed unless it is two sizes smaller', () => {
    const t = held();
    expect(t.c('fighter').grappling).toEqual(['gob']);
    // A Small goblin is one size smaller than the Medium fighter: speed 6 → 3.
    expect(t.refused({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 6 } })).toMatch(/OUT_OF_MOVEMENT/);
    const events = t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 5 } });
    const moves = of(events, 'combatant.moved');
    expect(moves.map((e) => [e.id, e.forced ?? false])).toEqual([['fighter', false], ['gob', true]]);
    expect(t.c('gob').position).toEqual({ q: 2, r: 4 });
    expect(t.c('gob').moved).toBe(0);
  });

  it('the grapple ends when the grappler drops; releasing costs nothing (5E-GRAP-06)', () => {
    const t = held();
    t.ok({ type: 'damage', id: 'fighter', amount: 28 });
    expect(t.c('gob').conditions).toEqual([]);
    expect(t.c('fighter').grappling).toEqual([]);
    const u = held();
    u.ok({ type: 'removeCondition', id: 'gob', condition: 'grappled' });
    expect(u.c('fighter').grappling).toEqual([]);
    expect(u.replays()).toBe(true);
  });
});

describe('5e Help with a task', () => {
  it('5E-ACT-12: the helped creature has advantage on its next ability check, once', () => {
    const t = new Table([
      { id: 'cleric', stats: 'cleric-3', at: [2, 2], initiative: 20 },
      { id: 'fighter', stats: 'fighter-3', at: [2, 3], initiative: 15 },
      { id: 'gob', stats: 'goblin', at: [3, 3], initiative: 5 },
    ]);
    t.turnOf('cleric');
    expect(ruleIds(t.ok({ type: 'takeAction', id: 'cleric', action: 'help', ally: 'fighter' }))).toEqual(['5E-ACT-12']);
    t.ok({ type: 'nextTurn' });
    const first = t.ok({ type: 'contest', kind: 'shove', actor: 'fighter', target: 'gob', inputs: { ...rolls(3, 3, 'acrobatics'), 'contest.actor': { faces: [3, 15] } } });
    expect(of(first, 'contest.resolved')[0]!.rolls[0]!.notation).toBe('2d20kh1+5');
    expect(t.c('cleric').economy.help).toBeNull();
  });
});
