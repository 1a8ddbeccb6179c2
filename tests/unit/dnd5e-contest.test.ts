import { describe, expect, it } from 'vitest';
import { of, ruleIds, Table } from '../helpers/dnd5e.js';

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
    const p = t.prompt({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe' });
    expect(p).toMatchObject({ kind: 'choice', key: 'contest.skill', roller: 'foe', default: 'acrobatics' });
    const events = t.ok({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe', inputs: rolls(10, 10, 'acrobatics') });
    const c = of(events, 'contest.resolved')[0]!;
    expect(c.rolls.map((r) => r.notation)).toEqual(['1d20+5', '1d20+2']);
    expect(ruleIds(events)).toContain('5E-GRAP-04');
  });

  it('5E-GRAP-01/05: a won grapple uses the Attack action and leaves the target grappled (speed 0); a tie changes nothing', () => {
    const t = arena();
    const tie = t.ok({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe', inputs: rolls(10, 16, 'athletics') }); // 15 against 15
    expect(of(tie, 'contest.resolved')[0]!.won).toBe(false);
    expect(t.c('fighter').economy.action).toBe(true);
    expect(ruleIds(tie)).toContain('5E-GRAP-01');
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe', inputs: rolls(15, 2, 'athletics') });
    expect(t.c('foe').conditions).toEqual(['grappled']);
    t.ok({ type: 'nextTurn' });
    expect(t.refused({ type: 'moveCombatant', id: 'foe', to: { q: 5, r: 2 } })).toMatch(/OUT_OF_MOVEMENT/);
  });

  it('5E-GRAP-02: no more than one size larger, and within reach', () => {
    expect(arena('owlbear').try({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe', inputs: rolls(10, 10, 'athletics') }).ok).toBe(true);
    const huge = arena('goblin');
    huge.ok({ type: 'updateCombatant', id: 'foe', patch: { size: 'huge' } });
    expect(huge.refused({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe' })).toMatch(/more than one size larger.*5E-GRAP-02/);
    expect(arena('goblin', [5, 2]).refused({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe' })).toMatch(/not within.*reach.*5E-GRAP-02/);
  });

  it('5E-GRAP-06: the grappler lets go whenever it likes (no action): the condition is removed', () => {
    const t = arena();
    t.ok({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe', inputs: rolls(15, 2, 'athletics') });
    t.ok({ type: 'removeCondition', id: 'foe', condition: 'grappled' });
    expect(t.c('fighter').economy.action).toBe(true);
    expect(t.c('foe').conditions).toEqual([]);
  });

  it('5E-GRAP-07: escaping takes the action: Athletics or Acrobatics against the grappler’s Athletics', () => {
    const t = arena();
    t.ok({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'foe', inputs: rolls(15, 2, 'athletics') });
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
    t.ok({ type: 'contest', kind: 'grapple', actor: 'vet', target: 'foe', inputs: rolls(15, 2, 'athletics') });
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

  it('5E-SHOVE-01/03/04: replaces an attack; a win knocks the target prone', () => {
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
