import { describe, expect, it } from 'vitest';
import { f, hitsOf, reasons, table } from './wound-kit.js';

// TV-10 Evade: area damage 10, Dodge 50 (critical ≤ 5, G-21); chest HP 7, AP 2.
const area = (amount: number, inputs: Record<string, unknown>) => ({ type: 'damage' as const, id: 'v', amount, area: true, location: 'chest', inputs: inputs as never });
const evade = { 'evade.v': { choice: 'evade' } };

describe('Evade against an area effect (RQ-REACT-20..24, TV-10)', () => {
  it('RQ-REACT-20/23/24: success halves the damage (10 → 5), and the evader is prone; a Reaction is spent', () => {
    const t = table();
    const ev = t.ok(area(10, { ...evade, 'dodge.v': f(50) }));
    expect(hitsOf(ev)[0]).toMatchObject({ damage: 5, after: 4 });
    expect(t.c('v').sheet.status).toMatchObject({ stance: 'prone', reactions: 1 });
    expect(reasons(ev)).toEqual(expect.arrayContaining(['bd_rq_evade_halved', 'bd_rq_evade_prone']));
  });

  it('RQ-REACT-23/24: a critical avoids it all; a failure takes it all; prone either way', () => {
    const crit = table();
    expect(hitsOf(crit.ok(area(10, { ...evade, 'dodge.v': f(5) })))).toEqual([]);
    expect(crit.c('v').sheet.status.stance).toBe('prone');
    const miss = table();
    expect(hitsOf(miss.ok(area(10, { ...evade, 'dodge.v': f(51), 'cas.v': f(1), 'res.v': f(1) })))[0]).toMatchObject({ damage: 10 });
    expect(miss.c('v').sheet.status.stance).toBe('prone');
  });

  it('RQ-REACT-21 TV-10: a prone character cannot evade at all (no question asked)', () => {
    const t = table();
    t.ok(area(2, { ...evade, 'dodge.v': f(90) }));
    const ev = t.ok(area(10, { 'cas.v': f(1), 'res.v': f(1) }));
    expect(reasons(ev)).toContain('bd_rq_evade_cannot_prone');
    expect(hitsOf(ev)[0]).toMatchObject({ damage: 10 });
  });

  it('RQ-REACT-22 TV-10: a rider evades at Dodge −30 and is dismounted', () => {
    const t = table({ mount: { name: 'Caballo', siz: 26, movement: 10, trained: true } });
    // Dodge 50 − 30 = 20: 21 fails.
    const ev = t.ok(area(10, { ...evade, 'dodge.v': f(21), 'cas.v': f(1), 'res.v': f(1) }));
    expect(hitsOf(ev)[0]).toMatchObject({ damage: 10 });
    expect(t.c('v').sheet.status).toMatchObject({ mounted: false, stance: 'prone' });
    expect(reasons(ev)).toContain('bd_rq_evade_dismounted');
  });

  it('RQ-REACT-20: the GM may decline the evade (no Reaction spent, not prone)', () => {
    const t = table();
    t.ok(area(3, { 'evade.v': { choice: 'none' } }));
    expect(t.c('v').sheet.status).toMatchObject({ stance: 'standing', reactions: 0 });
  });
});
