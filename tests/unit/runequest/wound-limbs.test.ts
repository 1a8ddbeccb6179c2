import { describe, expect, it } from 'vitest';
import { endRound, f, lives, reasons, table } from './wound-kit.js';

const dmg = (amount: number, location: string, inputs: Record<string, unknown> = {}) => ({ type: 'damage' as const, id: 'v', amount, location, inputs: inputs as never });

describe('Wounded limbs (RQ-WOUND-03/04/08/14..22)', () => {
  it('RQ-WOUND-03/14: a Serious Wound to the right arm makes it useless and drops what that hand held', () => {
    const t = table();
    const ev = t.ok(dmg(7, 'right-arm', { 'cas.v': f(1) }));
    expect(t.c('v').sheet.status.locations['right-arm']).toMatchObject({ hp: -1, tier: 'serious', useless: true, bleed: null });
    expect(t.c('v').sheet.status.held).toEqual({ right: null, left: 'shield' });
    expect(reasons(ev)).toEqual(expect.arrayContaining(['bd_rq_wound_arm', 'bd_rq_wound_drop']));
  });

  it('RQ-WOUND-17: both arms useless → everything held is dropped, and no weapon can be used', async () => {
    const { wieldProblem } = await import('../../../main/rules/runequest/wounds.js');
    const t = table();
    t.ok(dmg(7, 'right-arm', { 'cas.v': f(1) }));
    t.ok(dmg(7, 'left-arm', { 'cas.v': f(1) }));
    expect(t.c('v').sheet.status.held).toEqual({ right: null, left: null });
    expect(wieldProblem(t.state, t.c('v'), 1)?.msg).toBe('err_rq_wield_both_arms');
  });

  it('RQ-WOUND-15 WE-04: one arm useless → a two-handed great axe is dropped and cannot be used', async () => {
    const { wieldProblem } = await import('../../../main/rules/runequest/wounds.js');
    const t = table({ ready: { right: 'axe', left: 'axe' } });
    t.ok(dmg(7, 'left-arm', { 'cas.v': f(1) }));
    expect(t.c('v').sheet.status.held).toEqual({ right: null, left: null });
    expect(wieldProblem(t.state, t.c('v'), 2)?.msg).toBe('err_rq_wield_two_handed');
    expect(wieldProblem(t.state, t.c('v'), 1)).toBeNull();
  });

  it('RQ-WOUND-03/04/19 WE-06: a Serious leg wound: useless, prone, Movement halved (4 → 2 m)', () => {
    const t = table();
    t.ok(dmg(8, 'left-leg', { 'cas.v': f(1) }));
    expect(t.c('v').sheet.status).toMatchObject({ stance: 'prone', locations: { 'left-leg': { useless: true } } });
    expect(t.c('v').speed).toBe(2);
  });

  it('RQ-WOUND-21 WE-07: both legs useless → Movement 1 m, on the ground', () => {
    const t = table();
    t.ok(dmg(8, 'left-leg', { 'cas.v': f(1) }));
    t.ok(dmg(8, 'right-leg', { 'cas.v': f(1) }));
    expect(t.c('v').speed).toBe(1);
    expect(t.c('v').sheet.status.stance).toBe('prone');
  });

  it('RQ-WOUND-08/10 TV-08: a Major Wound to an arm: useless, prone, Resilience or unconscious, bleeding out in CON+POW = 24 rounds', () => {
    const t = table();
    const ev = t.ok(dmg(11, 'right-arm', { 'cas.v': f(2), 'res.v': f(60) }));
    expect(t.c('v').sheet.status.locations['right-arm']).toMatchObject({ hp: -5, tier: 'major', useless: true, bleed: 24 });
    expect(t.c('v').sheet.status.stance).toBe('prone');
    expect(lives(ev)).toEqual(['unconscious']);
  });

  it('RQ-WOUND-18/22/20 WE-05/06/07: Dodge (for an evade) at −30 with both arms, −30 with both legs, −10 with one leg', () => {
    const arms = table();
    arms.ok(dmg(7, 'right-arm', { 'cas.v': f(1) }));
    arms.ok(dmg(7, 'left-arm', { 'cas.v': f(1) }));
    // WE-05: Dodge 50 → 20: 21 fails, so the 10 area damage lands whole (chest AP 2 → 8).
    arms.ok({ type: 'damage', id: 'v', amount: 10, area: true, location: 'chest', inputs: { 'evade.v': { choice: 'evade' }, 'dodge.v': f(21), 'cas.v': f(1), 'res.v': f(1) } });
    expect(arms.c('v').sheet.status.locations.chest?.hp).toBe(-1);
    const legs = table();
    legs.ok(dmg(8, 'left-leg', { 'cas.v': f(1) }));
    legs.ok(dmg(8, 'right-leg', { 'cas.v': f(1) }));
    // Both legs: prone, so no evade at all (RQ-REACT-21); the −30 shows on the Dodge modifiers.
    return import('../../../main/rules/runequest/wounds.js').then(({ testMods }) => {
      expect(testMods(legs.state, legs.c('v'), legs.c('v').sheet.status, 'dodge').map((m) => [m.value, m.rule.id])).toEqual([[-30, 'RQ-WOUND-22']]);
      expect(testMods(legs.state, legs.c('v'), legs.c('v').sheet.status, 'stealth').map((m) => m.value)).toEqual([-30]);
      const one = table();
      one.ok(dmg(8, 'left-leg', { 'cas.v': f(1) }));
      const s = one.c('v').sheet.status;
      expect(['athletics', 'dodge', 'stealth', 'resilience'].map((k) => testMods(one.state, one.c('v'), s, k).reduce((x, m) => x + m.value, 0))).toEqual([-10, -10, -10, 0]);
      expect(testMods(one.state, one.c('v'), s, '1h-sword', { weapon: true }).map((m) => m.value)).toEqual([-10]);
      expect(testMods(arms.state, arms.c('v'), arms.c('v').sheet.status, 'athletics').map((m) => m.value)).toEqual([-30]);
    });
  });

  it('RQ-WOUND-16 WE-04: one arm useless → −20% to a test that needs both hands (Athletics to swim), the GM marking it so', async () => {
    const { testMods } = await import('../../../main/rules/runequest/wounds.js');
    const t = table();
    t.ok(dmg(7, 'right-arm', { 'cas.v': f(1) }));
    const s = t.c('v').sheet.status;
    expect(testMods(t.state, t.c('v'), s, 'athletics', { twoHands: true }).map((m) => [m.value, m.rule.id])).toEqual([[-20, 'RQ-WOUND-16']]);
    expect(testMods(t.state, t.c('v'), s, 'athletics')).toEqual([]);
  });
});

describe('The end of the round for the wounded (RQ-WOUND-06/09/10/12/13)', () => {
  it('RQ-WOUND-06: a Serious chest wound, still conscious, repeats Resilience at the end of the round; failing it, unconscious', () => {
    const t = table();
    t.ok(dmg(10, 'chest', { 'cas.v': f(1), 'res.v': f(10) }));
    const ev = endRound(t, { 'end.v.chest.res': f(80) });
    expect(reasons(ev)).toContain('bd_rq_res_out');
    expect(t.c('v').life).toBe('unconscious');
  });

  it('RQ-WOUND-09/10 TV-08: a Major arm wound repeats Resilience each round and counts down the 24 rounds to death', () => {
    const t = table();
    t.ok(dmg(11, 'right-arm', { 'cas.v': f(1), 'res.v': f(10) }));
    endRound(t, { 'end.v.right-arm.res': f(10) });
    expect(t.c('v').sheet.status.locations['right-arm']?.bleed).toBe(23);
    expect(t.c('v').life).toBe('ok');
  });

  it('RQ-WOUND-12/13: a Major chest wound repeats both tests each round (die, then unconscious); failing the first kills', () => {
    const t = table();
    t.ok(dmg(17, 'chest', { 'cas.v': f(1), 'res.v': f(10), 'res2.v': f(10), 'acro.v': f(1), 'wall.v': { choice: 'no' } }));
    expect(t.c('v').sheet.status.locations.chest?.bleed).toBe(12);
    endRound(t, { 'end.v.chest.res': f(10), 'end.v.chest.res2': f(10) });
    expect(t.c('v').sheet.status.locations.chest?.bleed).toBe(11);
    const ev = endRound(t, { 'end.v.chest.res': f(99) }, true);
    expect(lives(ev)).toEqual(['dead']);
  });

  it('RQ-WOUND-13 TV-08: bleeding to 0 rounds left kills', () => {
    const t = table({ characteristics: { str: 13, con: 1, siz: 13, int: 12, pow: 2, dex: 14, cha: 10 } });
    // CON 1 + POW 2 = 3 → 1 round for the chest (half, rounded down, at least 1: Z-06). Chest HP: floor(13/5)+3 = 5.
    t.ok(dmg(13, 'chest', { 'cas.v': f(1), 'res.v': f(10), 'res2.v': f(10) }));
    expect(t.c('v').sheet.status.locations.chest?.bleed).toBe(1);
    const ev = endRound(t, { 'end.v.chest.res': f(10), 'end.v.chest.res2': f(10) }, true);
    expect(reasons(ev)).toContain('bd_rq_bleed_dead');
    expect(t.c('v').life).toBe('dead');
  });
});
