import { describe, expect, it } from 'vitest';
import { f, lives, reasons, table } from './wound-kit.js';

describe('Hero Points (RQ-HERO-01..05)', () => {
  it('RQ-HERO-01/05 G-22: a Legendary Ability spends the points its data gives, logged with the GM\'s note', () => {
    const t = table({ heroPoints: 3 });
    const ev = t.ok({ type: 'rqHero', id: 'v', use: 'legendary', points: 2, note: 'Duro de matar' });
    expect(reasons(ev)).toEqual(['bd_rq_hero_legendary']);
    expect(t.c('v').sheet.status.heroPoints).toBe(1);
    expect(t.refused({ type: 'rqHero', id: 'v', use: 'legendary', points: 2, note: 'Otra' })).toMatch(/has 1 Hero Points, not the 2.*RQ-HERO-01/);
  });

  it('RQ-HERO-01: Heroes\' Luck spends exactly one point on the GM\'s word (RQ-HERO-04 cited in the log)', () => {
    const t = table({ heroPoints: 1 });
    const ev = t.ok({ type: 'rqHero', id: 'v', use: 'heroesLuck', note: 'La cuerda aguanta' });
    const e = ev[0];
    expect(e?.type === 'runequest.changed' && [e.rule?.id, e.status.heroPoints]).toEqual(['RQ-HERO-04', 0]);
    expect(t.refused({ type: 'rqHero', id: 'v', use: 'heroesLuck', note: 'Otra vez' })).toMatch(/RQ-HERO-01/);
  });

  it('RQ-HERO-02 Z-25: Second Chance: a failed Resilience test re-rolled for a Hero Point; the new roll stands', () => {
    const t = table({ heroPoints: 1 });
    const ev = t.ok({ type: 'damage', id: 'v', amount: 10, location: 'chest', inputs: { 'cas.v': f(1), 'res.v': f(90), 'res.v.hero': { choice: 'yes' }, 'res.v.again': f(20) } });
    expect(lives(ev)).toEqual([]);
    expect(reasons(ev)).toContain('bd_rq_hero_spent');
    expect(t.c('v').sheet.status.heroPoints).toBe(0);
    const no = table({ heroPoints: 1 });
    expect(lives(no.ok({ type: 'damage', id: 'v', amount: 10, location: 'chest', inputs: { 'cas.v': f(1), 'res.v': f(90), 'res.v.hero': { choice: 'no' } } }))).toEqual(['unconscious']);
  });
});
