import { describe, expect, it } from 'vitest';
import { rollContext } from '../../../main/rules/core/dice-engine.js';
import { applyBlow } from '../../../main/rules/runequest/damage.js';
import { pullOutEvents } from '../../../main/rules/runequest/impale.js';
import { firstAidEvents } from '../../../main/rules/runequest/health.js';
import { testMods } from '../../../main/rules/runequest/wounds.js';
import { fold } from '../../../main/rules/core/fold.js';
import type { Inputs } from '../../../shared/engine/prompt.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RqTable } from '../../helpers/runequest.js';
import { f, hitsOf, reasons, table } from './wound-kit.js';

type State = RqTable['state'];
const rq = (s: State, id: string) => s.combatants.find((c) => c.id === id) as ReturnType<RqTable['c']>;

/** `a` hits `v` critically with its spear (impaling) for `amount` on `location`, by the engine's dice: the events and the state after. */
function crit(s: State, inputs: Inputs, amount = 8, location = 'left-leg'): { events: EncounterEvent[]; state: State } {
  const dice = rollContext(s, inputs, 7);
  const spear = rq(s, 'a').sheet.stats.weapons.find((w) => w.id === 'spear')!;
  const r = applyBlow(s, { target: 'v', attacker: 'a', weapon: spear, amount, critical: true, location, rule: { id: 'RQ-ATK-05' } }, dice);
  expect(dice.unused()).toEqual([]);
  return { events: r.events, state: fold(s, r.events) };
}

describe('Impaling (RQ-IMPALE-01..07)', () => {
  it('RQ-IMPALE-01/02 Z-19: a critical with a spear: pulled out on Athletics, the weapon\'s normal damage again (DM and AP) to the same location, back in hand', () => {
    const { events: ev, state } = crit(table().state, { 'cas.v': f(1), 'impale.a': { choice: 'pull' }, 'ath.a': f(30), 'pull.dmg': f(3), 'pull.dm': f(1) });
    expect(hitsOf(ev).map((h) => [h.location, h.damage, h.ap, h.after])).toEqual([['left-leg', 8, 2, -1], ['left-leg', 4, 2, -3]]);
    expect(reasons(ev)).toContain('bd_rq_impale_pulled');
    expect(rq(state, 'v').sheet.status.impaled).toEqual([]);
    expect(rq(state, 'a').sheet.status.held.right).toBe('spear');
  });

  it('RQ-IMPALE-03: a failed pull deals 1D4 to the location and the weapon stays in', () => {
    const { events: ev, state } = crit(table().state, { 'cas.v': f(1), 'impale.a': { choice: 'pull' }, 'ath.a': f(80), 'pull.d4': f(3) });
    expect(hitsOf(ev).map((h) => [h.damage, h.after])).toEqual([[8, -1], [3, -2]]);
    expect(rq(state, 'v').sheet.status.impaled).toEqual([{ by: 'a', weapon: 'spear', name: 'Lanza', location: 'left-leg' }]);
    expect(rq(state, 'a').sheet.status.held.right).toBeNull();
  });

  it('RQ-IMPALE-01/04 TV-10: left in, −20% to every test of the impaled; impaled twice, −40%', () => {
    const once = crit(table().state, { 'impale.a': { choice: 'leave' } }, 3, 'chest').state;
    const v1 = rq(once, 'v');
    expect(testMods(once, v1, v1.sheet.status, 'resilience').map((m) => m.value)).toEqual([-20]);
    const twice = crit(once, { 'impale.a': { choice: 'leave' } }, 3, 'abdomen').state;
    const v2 = rq(twice, 'v');
    expect(v2.sheet.status.impaled).toHaveLength(2);
    expect(['resilience', '1h-sword', 'perception'].map((k) => testMods(twice, v2, v2.sheet.status, k).reduce((x, m) => x + m.value, 0))).toEqual([-40, -40, -40]);
  });

  it('RQ-IMPALE-05/06: the impaled (or one who grabbed it) pulls it out: the Athletics test and the damage again', () => {
    const { state } = crit(table().state, { 'impale.a': { choice: 'leave' } }, 3, 'chest');
    const dice = rollContext(state, { 'ath.v': f(20), 'pull.dmg': f(2), 'pull.dm': f(1) }, 9);
    const r = pullOutEvents(state, rq(state, 'v'), 'v', undefined, dice);
    expect(r.ok && reasons(r.value)).toEqual(expect.arrayContaining(['bd_rq_impale_pulled', 'bd_rq_impale_out']));
    expect(r.ok && hitsOf(r.value).map((h) => [h.location, h.damage])).toEqual([['chest', 3]]);
    const none = table();
    const bad = pullOutEvents(none.state, none.c('v'), 'v', undefined, rollContext(none.state, {}, 1));
    expect(!bad.ok && bad.error.message).toMatch(/nothing is stuck in v \(RQ-IMPALE-06\)/);
  });

  it('RQ-IMPALE-07: First Aid on the location removes the weapon cleanly, logged', () => {
    const { state } = crit(table().state, { 'impale.a': { choice: 'leave' } }, 3, 'chest');
    const r = firstAidEvents(state, rq(state, 'a'), rq(state, 'v'), 'chest', rollContext(state, { 'fa.a': f(10) }, 3));
    expect(r.ok && reasons(r.value)).toEqual(['bd_rq_first_aid', 'bd_rq_first_aid_impale']);
    const last = r.ok ? r.value.at(-1) : undefined;
    expect(last?.type === 'runequest.changed' && [last.status.impaled, last.rule?.id]).toEqual([[], 'RQ-IMPALE-07']);
  });
});
