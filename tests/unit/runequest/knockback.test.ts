import { describe, expect, it } from 'vitest';
import { RqTable, rqStats } from '../../helpers/runequest.js';
import { rollContext } from '../../../main/rules/core/dice-engine.js';
import { applyBlow } from '../../../main/rules/runequest/damage.js';
import { f, hitsOf, no, reasons, yes } from './wound-kit.js';

// TV-06: SIZ 13, AP 4 on every location; Acrobatics 40, Dodge 50, Riding 55; a SIZ 26 horse.
const target = (mount = false) =>
  rqStats({
    characteristics: { str: 11, con: 30, siz: 13, int: 11, pow: 11, dex: 11, cha: 11 },
    skills: { acrobatics: 40, dodge: 50, riding: 55, resilience: 90 },
    armourAll: 4,
    ...(mount ? { mount: { name: 'Caballo', siz: 26, movement: 10, trained: true } } : {}),
  });
const tbl = (mount = false) => new RqTable([{ id: 't', stats: target(mount) }], { map: false });
const dmg = (amount: number, inputs: Record<string, unknown>) => ({ type: 'damage' as const, id: 't', amount, location: 'chest', inputs: inputs as never });
const pushed = (ev: ReturnType<RqTable['ok']>) => ev.flatMap((e) => (e.type === 'runequest.changed' && e.reason === 'bd_rq_kb_pushed' ? [e.params?.metres] : []));

describe('Knockback (TV-06)', () => {
  it.each([
    [13, []], [14, [1]], [17, [1]], [18, [2]], [22, [2]], [23, [3]],
  ])('RQ-DMG-04 RQ-KNOCK-01/02/03/04: damage %i against SIZ 13 (before AP 4) → knocked back %j m', (amount, metres) => {
    const t = tbl();
    const inputs = metres.length ? { 'acro.t': f(10), 'wall.t': no } : {};
    const ev = t.ok(dmg(amount, inputs));
    expect(pushed(ev)).toEqual(metres);
    // Armour after the knockback check (Z-13): the location takes damage − 4.
    expect(hitsOf(ev)[0]).toMatchObject({ damage: amount, ap: 4 });
  });

  it('RQ-KNOCK-07: 18 from a Charge → 4 m', () => {
    const t = tbl();
    const dice = rollContext(t.state, { 'acro.t': f(10), 'wall.t': no }, 1);
    const r = applyBlow(t.state, { target: 't', attacker: null, weapon: null, amount: 18, charge: true, location: 'chest', rule: { id: 'RQ-ACT-10' } }, dice);
    expect(r.steps.find((s) => s.msg === 'bd_rq_kb_distance')?.params.metres).toBe(4);
  });

  it('RQ-KNOCK-05: the knocked back pass Acrobatics or fall prone', () => {
    const stays = tbl();
    stays.ok(dmg(14, { 'acro.t': f(40), 'wall.t': no }));
    expect(stays.c('t').sheet.status.stance).toBe('standing');
    const falls = tbl();
    falls.ok(dmg(14, { 'acro.t': f(41), 'wall.t': no }));
    expect(falls.c('t').sheet.status.stance).toBe('prone');
  });

  it('RQ-KNOCK-06: into a wall (the GM says so): Dodge or 1D4 to a random location', () => {
    const t = tbl();
    const ev = t.ok(dmg(14, { 'acro.t': f(10), 'wall.t': yes, 'kbdodge.t': f(70), 'wall.d4.t': f(3), 'wall.loc.d20': f(19) }));
    expect(reasons(ev)).toContain('bd_rq_kb_wall_hit');
    expect(hitsOf(ev).map((h) => [h.location, h.damage])).toEqual([['chest', 14], ['head', 3]]);
    const dodged = tbl();
    expect(reasons(dodged.ok(dmg(14, { 'acro.t': f(10), 'wall.t': yes, 'kbdodge.t': f(50) })))).toContain('bd_rq_kb_wall_dodged');
  });

  it('RQ-KNOCK-08 TV-06: a rider passing Riding adds the horse\'s SIZ (39): 18 → no knockback; failing it: 2 m and knocked off', () => {
    const rides = tbl(true);
    const ev = rides.ok(dmg(18, { 'ride.t': f(55) }));
    expect(pushed(ev)).toEqual([]);
    expect(rides.c('t').sheet.status.mounted).toBe(true);
    const falls = tbl(true);
    const ev2 = falls.ok(dmg(18, { 'ride.t': f(56), 'wall.t': no }));
    expect(pushed(ev2)).toEqual([2]);
    expect(falls.c('t').sheet.status).toMatchObject({ mounted: false, stance: 'prone' });
    expect(reasons(ev2)).toContain('bd_rq_kb_unhorsed');
  });
});
