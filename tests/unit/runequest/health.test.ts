import { describe, expect, it } from 'vitest';
import { rollContext } from '../../../main/rules/core/dice-engine.js';
import { firstAidEvents } from '../../../main/rules/runequest/health.js';
import { endRound, f, reasons, table } from './wound-kit.js';

const dmg = (amount: number, location: string, inputs: Record<string, unknown> = {}) => ({ type: 'damage' as const, id: 'v', amount, location, inputs: inputs as never });

describe('Healing and First Aid by location', () => {
  it('RQ-WOUND-03/19: healing a useless leg to 1 HP or more: it works again, Movement back to 4 m', () => {
    const t = table();
    t.ok(dmg(8, 'left-leg', { 'cas.v': f(1) }));
    expect(t.c('v').speed).toBe(2);
    t.ok({ type: 'heal', id: 'v', amount: 1, location: 'left-leg' });
    expect(t.c('v').sheet.status.locations['left-leg']).toMatchObject({ hp: 0, useless: true });
    const ev = t.ok({ type: 'heal', id: 'v', amount: 9, location: 'left-leg' });
    expect(reasons(ev)).toEqual(['bd_rq_heal_restored']);
    expect(t.c('v').sheet.status.locations['left-leg']).toMatchObject({ hp: 5, useless: false, bleed: null });
    expect(t.c('v').speed).toBe(4);
  });

  it('RQ-WOUND-06 TV-08: a chest restored to 1 HP stops the end-of-round Resilience test', () => {
    const t = table();
    t.ok(dmg(10, 'chest', { 'cas.v': f(1), 'res.v': f(10) }));
    t.ok({ type: 'heal', id: 'v', amount: 3, location: 'chest' });
    const ev = endRound(t, {});
    expect(reasons(ev).filter((r) => r.startsWith('bd_rq_res'))).toEqual([]);
  });

  it('RQ-WOUND-09/10 TV-08: First Aid on a Major arm wound ends the bleeding and the repeated tests; the arm stays lost (RQ-WOUND-08, G-19)', () => {
    const t = table();
    t.ok(dmg(11, 'right-arm', { 'cas.v': f(1), 'res.v': f(10) }));
    const dice = rollContext(t.state, { 'fa.a': f(40) }, 5);
    const r = firstAidEvents(t.state, t.c('a'), t.c('v'), 'right-arm', dice);
    expect(r.ok).toBe(true);
    const st = r.ok && r.value[0]?.type === 'runequest.changed' ? r.value[0].status : null;
    expect(st?.locations['right-arm']).toMatchObject({ hp: -5, useless: true, firstAid: true, bleed: null });
    const fail = firstAidEvents(t.state, t.c('a'), t.c('v'), 'right-arm', rollContext(t.state, { 'fa.a': f(41) }, 5));
    expect(fail.ok && reasons(fail.value)).toEqual(['bd_rq_first_aid_fail']);
  });

  it('healing needs a location, and the dead are not healed', () => {
    const t = table();
    expect(t.refused({ type: 'heal', id: 'v', amount: 2 })).toMatch(/one hit location.*RQ-DMG-03/);
    expect(t.refused({ type: 'heal', id: 'v', amount: 2, location: 'tail' })).toMatch(/no location "tail"/);
  });
});
