import { describe, expect, it } from 'vitest';
import { of, ruleIds, Table } from '../helpers/dnd5e.js';

const seats = () => [
  { id: 'fighter', stats: 'fighter-3' },
  { id: 'rogue', stats: 'rogue-3' },
  { id: 'gob', stats: 'goblin' },
];

describe('5e initiative', () => {
  it('5E-SEQ-03, 5E-SEQ-10: combat starts with everyone rolling a Dexterity check (d20 + Dex modifier)', () => {
    const t = new Table(seats(), { map: false });
    const ev = of(t.ok({ type: 'rollInitiative', inputs: { 'init.fighter': { faces: [10] }, 'init.rogue': { faces: [10] }, 'init.gob': { faces: [10] } } }), 'initiative.rolled')[0]!;
    expect(ev.rolls.map((r) => [r.id, r.roll.notation, r.value])).toEqual([['fighter', '1d20+2', 12], ['rogue', '1d20+3', 13], ['gob', '1d20+2', 12]]);
  });

  it('5E-SEQ-12: highest first; 5E-SEQ-13, 5E-SEQ-01, 5E-SEQ-02: the same order every round, everyone one turn', () => {
    const t = new Table(seats(), { map: false });
    t.ok({ type: 'rollInitiative', inputs: { 'init.fighter': { faces: [5] }, 'init.rogue': { faces: [18] }, 'init.gob': { faces: [11] } } });
    const seen: string[] = [];
    for (let i = 0; i < 6; i++) {
      t.ok({ type: 'nextTurn' });
      seen.push(`${t.state.round}:${t.state.activeId}`);
    }
    expect(seen).toEqual(['1:rogue', '1:gob', '1:fighter', '2:rogue', '2:gob', '2:fighter']);
    expect(t.state.combatants.map((c) => c.initiative)).toEqual([7, 21, 13]);
  });

  it('5E-SEQ-14: the GM orders creatures tied on initiative; 5E-SEQ-16: or each rolls a d20, highest first', () => {
    const t = new Table(seats(), { map: false });
    t.ok({ type: 'rollInitiative', inputs: { 'init.fighter': { faces: [10] }, 'init.rogue': { faces: [5] }, 'init.gob': { faces: [10] } } });
    t.ok({ type: 'nextTurn' });
    expect(t.state.activeId).toBe('fighter'); // 12 and 12: added first by default
    expect(ruleIds(t.ok({ type: 'orderTies', ids: ['gob', 'fighter'] }))).toEqual(['5E-SEQ-14']);
    t.ok({ type: 'previousTurn' });
    t.ok({ type: 'nextTurn' });
    expect(t.refused({ type: 'orderTies', ids: ['gob', 'rogue'] })).toMatch(/not tied/);
    // The GM's order decided the tie: nothing is left to roll off.
    expect(t.refused({ type: 'rollTies' })).toMatch(/nobody is tied/);
    const r = new Table(seats(), { map: false });
    r.ok({ type: 'rollInitiative', inputs: { 'init.fighter': { faces: [10] }, 'init.rogue': { faces: [5] }, 'init.gob': { faces: [10] } } });
    const rolled = r.ok({ type: 'rollTies', inputs: { 'tie.fighter': { faces: [3] }, 'tie.gob': { faces: [17] } } });
    expect(ruleIds(rolled)).toEqual(['5E-SEQ-16']);
    r.ok({ type: 'setInitiative', id: 'rogue', value: 1 });
    const order = r.state.combatants.slice().sort((a, b) => (b.initiative ?? 0) - (a.initiative ?? 0) || b.tiebreak - a.tiebreak).map((c) => c.id);
    expect(order).toEqual(['gob', 'fighter', 'rogue']);
    expect(new Table(seats(), { map: false }).refused({ type: 'rollTies' })).toMatch(/nobody is tied/);
  });

  it('5E-SEQ-11: one roll for a group of identical monsters (setting)', () => {
    const t = new Table([{ id: 'g1', stats: 'goblin' }, { id: 'g2', stats: 'goblin' }, { id: 'fighter', stats: 'fighter-3' }], { map: false });
    t.ok({ type: 'setSettings', settings: { groupInitiative: true } });
    const ev = of(t.ok({ type: 'rollInitiative' }), 'initiative.rolled')[0]!;
    expect(ev.rolls[0]!.value).toBe(ev.rolls[1]!.value);
  });
});

describe('5e surprise as combat starts', () => {
  it('5E-SEQ-06: with nobody hiding, nobody is surprised', () => {
    const t = new Table(seats(), { map: false });
    t.ok({ type: 'setSurprised', ids: ['gob'], surprised: true });
    const events = t.ok({ type: 'determineSurprise', hiders: [] });
    expect(ruleIds(events)).toContain('5E-SEQ-06');
    expect(t.state.combatants.some((c) => c.surprised)).toBe(false);
  });

  it('5E-SEQ-07, 5E-SEQ-09: hiders’ Stealth against each opponent’s passive Perception, creature by creature', () => {
    const t = new Table([...seats(), { id: 'wolf', stats: 'wolf' }], { map: false });
    // The rogue (Stealth +7) hides: 3 + 7 = 10 beats the goblin's passive 9 but not the wolf's 13.
    const events = t.ok({ type: 'determineSurprise', hiders: ['rogue'], inputs: { 'stealth.rogue': { faces: [3] } } });
    expect(of(events, 'checks.rolled')[0]!.rolls[0]!.notation).toBe('1d20+7');
    expect(t.state.combatants.filter((c) => c.surprised).map((c) => c.id)).toEqual(['gob']);
    expect(ruleIds(events)).toContain('5E-SEQ-07');
  });
});
