import { describe, expect, it } from 'vitest';
import { f, hitsOf, lives, reasons, table, yes, no } from './wound-kit.js';

const dmg = (amount: number, location: string, inputs: Record<string, unknown> = {}) => ({ type: 'damage' as const, id: 'v', amount, location, inputs: (amount > 13 && !('dies' in inputs) ? { 'acro.v': f(1), 'wall.v': no, ...inputs } : (({ dies: _, ...rest }) => rest)(inputs)) as never });

describe('Wound tiers by location HP (TV-07)', () => {
  it('RQ-DMG-05/06/07: chest HP 7, AP 2: 8 damage leaves 1 HP and no effect', () => {
    const t = table();
    const ev = t.ok(dmg(8, 'chest'));
    expect(hitsOf(ev)[0]).toMatchObject({ location: 'chest', damage: 8, ap: 2, before: 7, after: 1, tier: 'none' });
    expect(t.c('v').sheet.status).toMatchObject({ used: 0, lost: 0 });
    expect(t.c('v').life).toBe('ok');
  });

  it('RQ-WOUND-01 Z-15: 9 damage → 0 HP, a Minor Wound: the next CA is lost', () => {
    const t = table();
    t.ok(dmg(9, 'chest'));
    expect(t.c('v').sheet.status.locations.chest).toMatchObject({ hp: 0, tier: 'minor' });
    expect(t.c('v').sheet.status).toMatchObject({ cas: 3, used: 1, lost: 0 });
  });

  it('RQ-WOUND-02/05 Z-15: 10 damage → −1, a Serious Wound: 1D4 CAs (carried into the next round) and Resilience or unconscious', () => {
    const t = table();
    const ev = t.ok(dmg(10, 'chest', { 'cas.v': f(4), 'res.v': f(90) }));
    expect(t.c('v').sheet.status.locations.chest).toMatchObject({ hp: -1, tier: 'serious' });
    // 3 CAs this round, all taken; the 4th carried over (Z-15).
    expect(t.c('v').sheet.status).toMatchObject({ used: 3, lost: 1 });
    expect(lives(ev)).toEqual(['unconscious']);
    expect(t.c('v').life).toBe('unconscious');
  });

  it('RQ-WOUND-05: the Resilience test passed keeps it conscious', () => {
    const t = table();
    t.ok(dmg(10, 'chest', { 'cas.v': f(1), 'res.v': f(45) }));
    expect(t.c('v').life).toBe('ok');
    expect(t.c('v').sheet.status).toMatchObject({ used: 1, lost: 0 });
  });

  it('RQ-WOUND-02 Z-16: 16 damage → −7 (equal to −starting HP) is still Serious', () => {
    const t = table();
    t.ok(dmg(16, 'chest', { 'cas.v': f(2), 'res.v': f(10) }));
    expect(t.c('v').sheet.status.locations.chest).toMatchObject({ hp: -7, tier: 'serious' });
  });

  it('RQ-WOUND-07/11 Z-16: 17 damage → −8, a Major Wound: Resilience or die', () => {
    const t = table();
    const ev = t.ok(dmg(17, 'chest', { dies: true, 'cas.v': f(1), 'res.v': f(46) }));
    expect(t.c('v').sheet.status.locations.chest).toMatchObject({ hp: -8, tier: 'major' });
    expect(lives(ev)).toEqual(['dead']);
    expect(reasons(ev)).toContain('bd_rq_res_die');
  });

  it('RQ-WOUND-11/13 TV-08: surviving a Major chest wound, a second Resilience test or unconscious; bleeding out in half (CON+POW) rounds', () => {
    const t = table();
    const ev = t.ok(dmg(17, 'chest', { dies: true, 'cas.v': f(1), 'res.v': f(20), 'res2.v': f(80) }));
    expect(lives(ev)).toEqual(['unconscious']);
    // CON 12 + POW 12 = 24 → 12 rounds (TV-08).
    expect(t.c('v').sheet.status.locations.chest?.bleed).toBe(12);
  });

  it('RQ-WOUND-07 Z-15: majorLosesCas off → a Major Wound takes no CAs', () => {
    const t = table({}, { settings: { majorLosesCas: false } });
    t.ok(dmg(17, 'chest', { 'res.v': f(20), 'res2.v': f(20) }));
    expect(t.c('v').sheet.status).toMatchObject({ used: 0, lost: 0 });
  });

  it('Z-15: a further blow within the same tier brings no new effect; crossing a deeper one does', () => {
    const t = table();
    t.ok(dmg(10, 'chest', { 'cas.v': f(1), 'res.v': f(10) }));
    const again = t.ok(dmg(3, 'chest'));
    expect(reasons(again)).toEqual(['bd_rq_blow']);
    expect(t.c('v').sheet.status.locations.chest).toMatchObject({ hp: -2, tier: 'serious' });
    const deeper = t.ok(dmg(8, 'chest', { 'cas.v': f(1), 'res.v': f(10), 'res2.v': f(10) }));
    expect(reasons(deeper)).toContain('bd_rq_wound_major');
  });

  it('RQ-HERO-01/03 TV-07 WE-10: Glancing Blow: 17 damage to the chest with a Hero Point → −7, a Serious Wound, one point spent', () => {
    const t = table({ heroPoints: 2 });
    const ev = t.ok(dmg(17, 'chest', { 'hero.v': yes, 'cas.v': f(1), 'res.v': f(10) }));
    expect(hitsOf(ev)[0]).toMatchObject({ after: -7, tier: 'serious', crossed: 'serious' });
    expect(t.c('v').sheet.status.heroPoints).toBe(1);
    expect(t.c('v').sheet.status.locations.chest?.bleed).toBeNull();
    expect(reasons(ev)).toContain('bd_rq_hero_glancing');
  });

  it('RQ-HERO-03: declined, or heroPrompts off, the Major Wound stands', () => {
    const t = table({ heroPoints: 1 });
    t.ok(dmg(17, 'chest', { 'hero.v': no, 'cas.v': f(1), 'res.v': f(10), 'res2.v': f(10) }));
    expect(t.c('v').sheet.status).toMatchObject({ heroPoints: 1, locations: { chest: { hp: -8, tier: 'major' } } });
    const off = table({ heroPoints: 1 }, { settings: { heroPrompts: false } });
    off.ok(dmg(17, 'chest', { 'cas.v': f(1), 'res.v': f(10), 'res2.v': f(10) }));
    expect(off.c('v').sheet.status.locations.chest?.tier).toBe('major');
  });

  it('quick damage is refused for an unknown location, naming it', () => {
    const t = table();
    expect(t.refused(dmg(3, 'tail'))).toMatch(/no location "tail".*RQ-DMG-03/);
  });

  it('RQ-DMG-02: without a location the 1D20 picks one; undo and replay are exact', () => {
    const t = table();
    t.ok({ type: 'damage', id: 'v', amount: 6, inputs: { 'loc.d20': f(19) } });
    expect(t.c('v').sheet.status.locations.head?.hp).toBe(1);
    expect(t.replays()).toBe(true);
    t.undo();
    expect(t.c('v').sheet.status.locations.head?.hp).toBe(5);
  });
});
