// Rule guards: each test drives the engine and asserts the exact outcome of one rule, so that breaking
// the rule in the source makes it fail (each was checked so: see the commit that added it).
import { dnd5eSheet } from '../../shared/systems/dnd5e/sheet.js';
import { describe, expect, it } from 'vitest';
import { of, ruleIds, srd, Table } from '../helpers/dnd5e.js';

const HAND = { 'contest.hand': { choice: 'yes' } };
const contest = (mine: number, theirs: number) => ({ 'contest.actor': { faces: [mine] }, 'contest.target': { faces: [theirs] }, 'contest.skill': { choice: 'athletics' }, ...HAND });

describe('5e rule guards', () => {
  it('5E-ACT-01: taking an action (Search) spends the turn’s action: nothing else that needs it is left', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 }, { id: 'orc', stats: 'orc', at: [3, 2], initiative: 5 }]);
    t.turnOf('fighter');
    const events = t.ok({ type: 'takeAction', id: 'fighter', action: 'search' });
    expect(of(events, 'economy.changed')).toMatchObject([{ id: 'fighter', action: 'search', slot: 'action', rule: { id: '5E-ACT-01' } }]);
    expect(t.c('fighter').economy).toMatchObject({ action: true, attacksLeft: 0, bonus: false, reaction: false });
    expect(t.refused({ type: 'attack', attacker: 'fighter', target: 'orc', attack: 'longsword' })).toMatch(/already taken its action this turn \(5E-TURN-01\)/);
    expect(t.refused({ type: 'takeAction', id: 'fighter', action: 'dodge' })).toMatch(/5E-TURN-01/);
    // The next turn gives it back.
    t.turnOf('orc');
    t.turnOf('fighter');
    expect(t.c('fighter').economy.action).toBe(false);
  });

  it('5E-ATK-09: a spell attack adds the spellcasting ability modifier (with proficiency, 5E-ATK-10), computed from the stat block', () => {
    const t = new Table([{ id: 'wizard', stats: 'wizard-3' }, { id: 'knight', stats: 'knight' }], { map: false });
    // Intelligence 16 → 18: +4, proficiency +2, so +6 although the attack still prints +5.
    const stats = srd('wizard-3');
    t.ok({ type: 'updateCombatant', id: 'wizard', patch: { sheet: dnd5eSheet({ ...stats, abilities: { ...stats.abilities, int: 18 } } )} });
    expect(t.stats('wizard').attacks.find((a) => a.id === 'fire-bolt')!.toHit).toBe(5);
    const ac = t.stats('knight').ac;
    const ev = of(t.ok({ type: 'attack', attacker: 'wizard', target: 'knight', attack: 'fire-bolt', inputs: { 'atk.d20': { faces: [ac - 6] }, 'atk.dmg.0': { faces: [3] } } }), 'attack.resolved')[0]!;
    expect([ev.rolls[0]!.notation, ev.rolls[0]!.total, ev.outcome]).toEqual(['1d20+6', ac, 'hit']);
    expect(ev.steps).toContainEqual({ msg: 'bd_spell_attack_bonus', params: { name: 'wizard', ability: 'int', mod: 4, prof: 2, total: 6 }, rule: { id: '5E-ATK-09' } });
  });

  it('5E-GRAP-08: a grappler dragging a creature two sizes smaller (Medium, Tiny) keeps its whole speed; one size smaller halves it', () => {
    const drag = (size: 'tiny' | 'small') => {
      const t = new Table([{ id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 }, { id: 'held', stats: { ...srd('goblin'), size }, at: [3, 2], initiative: 5 }]);
      t.turnOf('fighter');
      t.ok({ type: 'contest', kind: 'grapple', actor: 'fighter', target: 'held', inputs: contest(15, 2) });
      expect(t.c('fighter').grappling).toEqual(['held']);
      return t;
    };
    const tiny = drag('tiny');
    expect(tiny.c('fighter').speed).toBe(6); // 30 ft
    const events = tiny.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 8 } });
    expect(of(events, 'combatant.moved').map((e) => [e.id, e.cost, e.forced ?? false])).toEqual([['fighter', 6, false], ['held', 0, true]]);
    expect([tiny.c('fighter').position, tiny.c('fighter').moved, tiny.c('held').position]).toEqual([{ q: 2, r: 8 }, 6, { q: 2, r: 7 }]);
    const small = drag('small');
    expect(small.refused({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 6 } })).toMatch(/OUT_OF_MOVEMENT/);
    small.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 5 } });
    expect(small.c('fighter').moved).toBe(3);
  });

  it('5E-MOVE-20: a flying creature whose speed drops to 0 (grappled) falls; one that hovers stays up', () => {
    const t = new Table([{ id: 'gob', stats: 'goblin' }, { id: 'hawk', stats: 'goblin' }], { map: false });
    t.ok({ type: 'addCondition', id: 'gob', condition: 'volando' });
    const events = t.ok({ type: 'addCondition', id: 'gob', condition: 'grappled' });
    expect(events.slice(1)).toEqual([{ type: 'condition.removed', id: 'gob', name: 'gob', condition: 'volando', fell: true }]);
    expect(t.c('gob').conditions).toEqual(['grappled']);
    // Exhaustion 5 (speed 0) brings a flyer down too.
    t.ok({ type: 'addCondition', id: 'hawk', condition: 'en vuelo' });
    expect(t.ok({ type: 'addCondition', id: 'hawk', condition: 'agotamiento 5' }).at(-1)).toMatchObject({ type: 'condition.removed', condition: 'en vuelo', fell: true });
    const hovering = new Table([{ id: 'gob', stats: { ...srd('goblin'), speed: { walk: 30, fly: 30, hover: true } } }], { map: false });
    hovering.ok({ type: 'addCondition', id: 'gob', condition: 'volando' });
    expect(hovering.ok({ type: 'addCondition', id: 'gob', condition: 'grappled' })).toHaveLength(1);
    expect(hovering.c('gob').conditions).toEqual(['volando', 'grappled']);
  });

  it('5E-MOVE-10: lying down by choice or knocked down, a creature is prone: advantage within 5 ft, disadvantage beyond, its own attacks at disadvantage', () => {
    const t = new Table([
      { id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 },
      { id: 'orc', stats: 'orc', at: [3, 2], initiative: 5 },
      { id: 'archer', stats: 'goblin', at: [8, 2], initiative: 1 },
    ]);
    t.turnOf('fighter');
    const swing = () => of(t.ok({ type: 'attack', attacker: 'fighter', target: 'orc', attack: 'longsword', as: 'free', inputs: { 'atk.d20': { faces: [2, 2] } } }), 'attack.resolved')[0]!;
    const shoot = () => of(t.ok({ type: 'attack', attacker: 'archer', target: 'orc', attack: 'shortbow', inputs: { 'atk.d20': { faces: [2, 2] } } }), 'attack.resolved')[0]!;
    // Knocked down by a shove.
    t.ok({ type: 'contest', kind: 'shove', actor: 'fighter', target: 'orc', shove: 'prone', inputs: { 'contest.actor': { faces: [15] }, 'contest.target': { faces: [2] }, 'contest.skill': { choice: 'athletics' } } });
    expect(t.c('orc').conditions).toEqual(['prone']);
    expect(swing().rolls[0]!.notation).toBe('2d20kh1+5');
    expect(shoot().rolls[0]!.notation).toBe('2d20kl1+4');
    expect(ruleIds([swing(), shoot()])).toEqual(expect.arrayContaining(['REF-5E-COND-PRONE']));
    // Lying down by its own choice: the same condition, and it attacks at disadvantage.
    t.ok({ type: 'takeAction', id: 'fighter', action: 'dropProne' });
    expect(t.c('fighter').conditions).toEqual(['prone']);
    const low = of(t.ok({ type: 'attack', attacker: 'fighter', target: 'archer', attack: 'light-crossbow', as: 'free', inputs: { 'atk.d20': { faces: [2, 2] } } }), 'attack.resolved')[0]!;
    expect(low.rolls[0]!.notation).toBe('2d20kl1+4');
  });
});
