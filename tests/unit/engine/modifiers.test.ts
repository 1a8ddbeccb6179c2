import { describe, expect, it } from 'vitest';
import { matches, type When } from '../../../shared/engine/modifiers.js';

describe('matches', () => {
  it('an absent or empty predicate always holds', () => {
    expect(matches(undefined, {})).toBe(true);
    expect(matches({}, {})).toBe(true);
  });

  it('boolean facts must equal the wanted value; unknown facts never match', () => {
    expect(matches({ melee: true }, { melee: true })).toBe(true);
    expect(matches({ melee: true }, { melee: false })).toBe(false);
    expect(matches({ melee: true }, {})).toBe(false);
    expect(matches({ touch: false }, { touch: false })).toBe(true);
    expect(matches({ touch: false }, {})).toBe(false);
    expect(matches({ ranged: true }, { ranged: true, melee: false })).toBe(true);
  });

  it('5E-MOVE-10 (5E:G-01): prone splits at 1 hex — within is ≤, beyond is >', () => {
    const within: When = { withinHexes: 1 };
    const beyond: When = { beyondHexes: 1 };
    expect([0, 1, 2].map((distance) => matches(within, { distance }))).toEqual([true, true, false]);
    expect([0, 1, 2].map((distance) => matches(beyond, { distance }))).toEqual([false, false, true]);
    expect(matches(within, {})).toBe(false);
    expect(matches(beyond, {})).toBe(false);
  });

  it('5E-ACT-09: attackerSeen, defence, damage type and opponent compare by equality', () => {
    expect(matches({ attackerSeen: true }, { attackerSeen: true })).toBe(true);
    expect(matches({ attackerSeen: true }, { attackerSeen: false })).toBe(false);
    expect(matches({ defence: 'dodge' }, { defence: 'dodge' })).toBe(true);
    expect(matches({ defence: 'dodge' }, { defence: 'parry' })).toBe(false);
    expect(matches({ damageType: 'fire' }, { damageType: 'fire' })).toBe(true);
    expect(matches({ damageType: 'fire' }, { damageType: 'cold' })).toBe(false);
    expect(matches({ vsSource: 'goblin-1' }, { vsSource: 'goblin-1' })).toBe(true);
    expect(matches({ vsSource: 'goblin-1' }, { vsSource: 'goblin-2' })).toBe(false);
  });

  it('every field must hold (conjunction)', () => {
    const w: When = { ranged: true, withinHexes: 6, vsSource: 'orc' };
    expect(matches(w, { ranged: true, distance: 6, vsSource: 'orc' })).toBe(true);
    expect(matches(w, { ranged: true, distance: 7, vsSource: 'orc' })).toBe(false);
    expect(matches(w, { ranged: false, distance: 6, vsSource: 'orc' })).toBe(false);
  });
});
