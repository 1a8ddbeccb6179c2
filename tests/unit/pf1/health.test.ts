import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, pfStats } from '../../helpers/pf1.js';

const life = (t: PfTable, id: string) => t.c(id).life;
const seat = (hp?: number) =>
  new PfTable([
    { id: 'fighter', stats: PF_CAST.fighter, at: [2, 2], initiative: 20, ...(hp !== undefined ? { hp } : {}) },
    { id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [8, 2], initiative: 10 },
  ]);

describe('Pathfinder hit points (health.ts)', () => {
  it('PF-HP-01: at exactly 0 HP a creature is disabled: conscious, one standard or one move action', () => {
    const t = seat();
    t.ok({ type: 'nextTurn' });
    const ev = t.ok({ type: 'damage', id: 'fighter', amount: 52 });
    expect(ev.some((e) => e.type === 'life.changed' && e.reason === 'bd_pf_hp_disabled' && e.life === 'ok')).toBe(true);
    expect(life(t, 'fighter')).toBe('ok');
    t.turnOf('orc');
    t.turnOf('fighter');
    expect(t.c('fighter').sheet.status.budget).toMatchObject({ limited: 'single', limitRule: 'PF-HP-01' });
    t.ok({ type: 'pf1Action', id: 'fighter', action: 'speak' });
    t.ok({ type: 'pf1Action', id: 'fighter', action: 'openDoor' });
    expect(t.refused({ type: 'pf1Action', id: 'fighter', action: 'activateItem' })).toContain('PF-HP-01');
  });

  it('PF-HP-05: a disabled creature taking a standard action loses 1 HP and is dying', () => {
    const t = seat(0);
    t.ok({ type: 'nextTurn' });
    const ev = t.ok({ type: 'pf1Action', id: 'fighter', action: 'activateItem' });
    expect(ev.some((e) => e.type === 'pf1.changed' && e.reason === 'bd_pf_hp_disabled_strain' && e.rule?.id === 'PF-HP-05')).toBe(true);
    expect(t.c('fighter').hp.current).toBe(-1);
    expect(life(t, 'fighter')).toBe('unconscious');
  });

  it('PF-HP-02: below 0 HP a creature is dying and unconscious; it cannot act', () => {
    const t = seat();
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'damage', id: 'fighter', amount: 55 });
    expect(t.c('fighter').hp.current).toBe(-3);
    expect(life(t, 'fighter')).toBe('unconscious');
    expect(t.refused({ type: 'pf1Action', id: 'fighter', action: 'speak' })).toContain('PF-HP-02');
  });

  it('PF-HP-03: negative HP equal to the Constitution score kill (Con 14: −14 dead, −13 dying)', () => {
    const t = seat();
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'damage', id: 'fighter', amount: 65 });
    expect(life(t, 'fighter')).toBe('unconscious');
    t.ok({ type: 'damage', id: 'fighter', amount: 1 });
    expect(t.c('fighter').hp.current).toBe(-14);
    expect(life(t, 'fighter')).toBe('dead');
    expect(t.refused({ type: 'heal', id: 'fighter', amount: 5 })).toContain('PF-HP-03');
  });

  it('PF-HP-04: a dying creature checks DC 10 Con with its negative HP as penalty each turn; failure −1 HP, success stable, a natural 20 always stabilises', () => {
    const t = seat();
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'damage', id: 'fighter', amount: 55 }); // −3, Con 14 (+2)
    t.ok({ type: 'nextTurn' }); // orc
    // d20 10 + 2 − 3 = 9 < 10: fails, −4
    const ev = t.ok({ type: 'nextTurn', inputs: { 'stab.fighter': { faces: [10] } } });
    const check = ev.find((e) => e.type === 'life.changed' && e.reason === 'bd_pf_hp_not_stable');
    expect(check && 'roll' in check && check.roll?.total).toBe(9);
    expect(t.c('fighter').hp.current).toBe(-4);
    t.ok({ type: 'nextTurn' });
    // d20 12 + 2 − 4 = 10: stable
    t.ok({ type: 'nextTurn', inputs: { 'stab.fighter': { faces: [12] } } });
    expect(life(t, 'fighter')).toBe('stable');
    expect(t.c('fighter').hp.current).toBe(-4);
  });

  it('PF-HP-04: a natural 20 stabilises whatever the penalty', () => {
    const t = seat();
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'damage', id: 'fighter', amount: 64 }); // −12: 20 + 2 − 12 = 10 anyway; use −13
    t.ok({ type: 'damage', id: 'fighter', amount: 1 });
    t.ok({ type: 'nextTurn' });
    const ev = t.ok({ type: 'nextTurn', inputs: { 'stab.fighter': { faces: [20] } } });
    expect(ev.some((e) => e.type === 'life.changed' && e.reason === 'bd_pf_hp_stable_nat20')).toBe(true);
    expect(life(t, 'fighter')).toBe('stable');
  });

  it('PF-HP-06: nonlethal damage equal to HP staggers (one action), over HP knocks out; it never lowers HP', () => {
    const t = new PfTable([
      { id: 'rogue', stats: PF_CAST.rogue, at: [2, 2], initiative: 20, hp: 10 },
      { id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [8, 2], initiative: 10 },
    ]);
    t.ok({ type: 'nextTurn' });
    const ev = t.ok({ type: 'damage', id: 'rogue', amount: 10, nonlethal: true });
    expect(ev.some((e) => e.type === 'pf1.changed' && e.reason === 'bd_pf_hp_nonlethal_staggered')).toBe(true);
    expect(t.c('rogue').hp.current).toBe(10);
    t.turnOf('orc');
    t.turnOf('rogue');
    expect(t.c('rogue').sheet.status.budget).toMatchObject({ limited: 'single', limitRule: 'PF-HP-06' });
    t.ok({ type: 'damage', id: 'rogue', amount: 1, nonlethal: true });
    expect(t.c('rogue').life).toBe('stable');
    expect(t.c('rogue').sheet.status.nonlethal).toBe(11);
    // Healing removes as much nonlethal damage: 11 − 2 = 9 ≤ 10 HP, awake again.
    t.ok({ type: 'heal', id: 'rogue', amount: 2 });
    expect(t.c('rogue').sheet.status.nonlethal).toBe(9);
    expect(t.c('rogue').life).toBe('ok');
  });

  it('PF-HP-07: healing a dying creature to 1 HP or more brings it back; still below 0, it is stable', () => {
    const t = seat();
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'damage', id: 'fighter', amount: 57 }); // −5
    t.ok({ type: 'heal', id: 'fighter', amount: 2 });
    expect(life(t, 'fighter')).toBe('stable');
    t.ok({ type: 'heal', id: 'fighter', amount: 4 });
    expect(t.c('fighter').hp.current).toBe(1);
    expect(life(t, 'fighter')).toBe('ok');
  });

  it('PF-HP-08: a save is d20 + the stat block total against the DC; natural 1 fails and 20 succeeds', () => {
    const t = new PfTable([{ id: 'a', stats: pfStats({ saves: { fort: 30, ref: 0, will: -5 } }), at: [1, 1], initiative: 10 }]);
    const fail1 = t.ok({ type: 'savingThrow', id: 'a', dc: 10, save: 'fort', inputs: { 'save.a': { faces: [1] } } })[0];
    expect(fail1).toMatchObject({ type: 'save.rolled', success: false });
    const ok20 = t.ok({ type: 'savingThrow', id: 'a', dc: 30, save: 'will', inputs: { 'save.a': { faces: [20] } } })[0];
    expect(ok20).toMatchObject({ type: 'save.rolled', success: true });
    const plain = t.ok({ type: 'savingThrow', id: 'a', dc: 40, save: 'fort', inputs: { 'save.a': { faces: [9] } } })[0];
    expect(plain).toMatchObject({ type: 'save.rolled', success: false });
    const hit = t.ok({ type: 'savingThrow', id: 'a', dc: 40, save: 'fort', inputs: { 'save.a': { faces: [10] } } })[0];
    expect(hit).toMatchObject({ type: 'save.rolled', success: true });
  });

  it('PF-HP-03 (monstersDie): with the GM shortcut a monster dies at 0', () => {
    const t = new PfTable([{ id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [8, 2], initiative: 10 }], { settings: { monstersDie: true } });
    t.ok({ type: 'damage', id: 'orc', amount: 6 });
    expect(life(t, 'orc')).toBe('dead');
  });
});
