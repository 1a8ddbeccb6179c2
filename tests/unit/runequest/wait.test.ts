import { describe, expect, it } from 'vitest';
import { RqTable, rqStats } from '../../helpers/runequest.js';

// SR modifier 4: the d10 faces 10, 8, 5, 1 give SR 14, 12, 9, 5.
const fighter = (dex: number) => rqStats({ characteristics: { str: 11, con: 11, siz: 13, int: 11, pow: 11, dex, cha: 11 }, srModifier: 4, skills: { '1h-sword': 60, dodge: 40 } });
const lineUp = () => {
  const t = new RqTable([{ id: 'A', stats: fighter(12) }, { id: 'B', stats: fighter(16) }, { id: 'C', stats: fighter(12) }, { id: 'D', stats: fighter(6) }], { map: false });
  t.next({ B: 10, A: 8, C: 5, D: 1 });
  return t;
};

describe('RuneQuest waiting (RQ-ACT-13..16)', () => {
  it('RQ-ACT-13/14/16 Z-11: waiting after a named character costs nothing, takes its SR and acts right after it; once it acts it waits no more', () => {
    const t = lineUp();
    expect(t.turn).toBe('B@1');
    t.ok({ type: 'rqAction', id: 'B', action: 'wait', target: 'C' });
    expect(t.c('B').initiative).toBe(9);
    expect(t.c('B').sheet.status).toMatchObject({ used: 0, waiting: { mode: 'after', of: 'C' } });
    const seen: string[] = [];
    for (let i = 0; i < 3; i++) {
      t.next();
      seen.push(t.turn);
    }
    expect(seen).toEqual(['A@1', 'C@1', 'B@1']);
    t.ok({ type: 'rqAction', id: 'B', action: 'defend' });
    expect(t.c('B').sheet.status).toMatchObject({ used: 1, waiting: null, defending: true });
    t.next();
    expect(t.turn).toBe('D@1');
    expect(t.replays()).toBe(true);
  });

  it('RQ-ACT-14: a wait for one with no action left in the pass is refused', () => {
    const t = lineUp();
    t.next();
    t.next();
    t.next();
    expect(t.turn).toBe('D@1');
    expect(t.refused({ type: 'rqAction', id: 'D', action: 'wait', target: 'A' })).toMatch(/no action left in pass 1.*RQ-ACT-14/);
  });

  it('RQ-ACT-15 WE-08: waiting to interrupt, the waiter wins the opposed weapon-skill test (int.<id>) and acts first', () => {
    const t = lineUp();
    t.ok({ type: 'rqAction', id: 'B', action: 'interrupt', target: 'C' });
    t.next();
    t.next();
    expect(t.turn).toBe('C@1');
    const ev = t.ok({ type: 'rqAction', id: 'B', action: 'interrupt', target: 'C', skill: '1h-sword', inputs: { 'int.B': { faces: [30] }, 'int.C': { faces: [70] } } });
    const won = ev.find((e) => e.type === 'runequest.changed');
    expect(won?.type === 'runequest.changed' && [won.reason, won.rolls?.map((r) => r.total)]).toEqual(['bd_rq_interrupt_won', [30, 70]]);
    expect(t.turn).toBe('B@1');
    t.ok({ type: 'rqAction', id: 'B', action: 'defend' });
    t.next();
    expect(t.turn).toBe('C@1');
    expect(t.c('C').sheet.status.used).toBe(0);
  });

  it('RQ-ACT-15 Z-11: both failing, no interrupt: the target acts first, the waiter right after it', () => {
    const t = lineUp();
    t.ok({ type: 'rqAction', id: 'B', action: 'interrupt', target: 'C' });
    t.next();
    t.next();
    const ev = t.ok({ type: 'rqAction', id: 'B', action: 'interrupt', target: 'C', skill: '1h-sword', inputs: { 'int.B': { faces: [80] }, 'int.C': { faces: [90] } } });
    expect(ev.some((e) => e.type === 'runequest.changed' && e.reason === 'bd_rq_interrupt_lost')).toBe(true);
    expect(t.turn).toBe('C@1');
    t.next();
    expect(t.turn).toBe('B@1');
  });
});
