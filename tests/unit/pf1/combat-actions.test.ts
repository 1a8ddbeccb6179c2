// Pathfinder defences and attack-side actions (seed 003 "Combatir a la defensiva", "Defensa total",
// "Conjuros de toque en combate"; PF-DEF-01..05, PF-CRIT-08..10, G-01 coup de grace, G-02 charge,
// G-08 aid another, G-13, G-19, G-21, G-27; TV-21, TV-26). The actions run as `actions.ts` runs them.
import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, pfStats } from '../../helpers/pf1.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { Pf1Status } from '../../../shared/systems/pf1/schema.js';
import { pf1ActionCommand } from '../../../shared/systems/pf1/commands.js';
import { aidAnotherEvents, coupDeGraceEvents, totalDefenseEvents, touchAttackEvents } from '../../../main/rules/pf1/combat-actions.js';
import { attackEvents } from '../../../main/rules/pf1/attack.js';
import { aooRefusal } from '../../../main/rules/pf1/aoo.js';
import { fold } from '../../../main/rules/core/fold.js';
import { isPf } from '../../../main/rules/pf1/sheet.js';
import { rollContext } from '../../../main/rules/core/dice-engine.js';
import { direct, f, only, refusedDirect, rules, stepOf, total } from './atk-kit.js';

const rollCtx = (s: EncounterState, inputs: Record<string, unknown>) => rollContext(s, inputs as never, 1);

const act = (o: Record<string, unknown>) => pf1ActionCommand.parse({ type: 'pf1Action', ...o });
const guard = pfStats({ bab: 4, hpMax: 40, ac: { armor: 5 }, attacks: [{ id: 'sword', name: 'Sword', kind: 'melee', damage: '1d8' }] });
function pair() {
  const t = new PfTable([{ id: 'g', stats: guard, at: [4, 4], initiative: 1 }, { id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [5, 4], initiative: 20 }, { id: 'ally', stats: guard, at: [5, 3], initiative: 10 }]);
  t.turnOf('g');
  return t;
}
const who = (s: EncounterState, id: string) => {
  const c = s.combatants.find((x) => x.id === id);
  if (!isPf(c)) throw new Error(id);
  return c;
};
const withStatus = (s: EncounterState, id: string, patch: Partial<Pf1Status>) => {
  const c = who(s, id);
  return fold(s, [{ type: 'pf1.changed', id, name: c.name, status: { ...c.sheet.status, ...patch }, reason: 'bd_pf_test', rule: null }]);
};

describe('Pathfinder defences', () => {
  it('PF-DEF-03 / PF:G-19 (TV-21): total defense is a standard action; AC 15 becomes 19 at once, until its next turn', () => {
    const t = pair();
    const r = direct(t.state, (s, d) => totalDefenseEvents(s, act({ id: 'g', action: 'totalDefense' }), d));
    expect(who(r.state, 'g').sheet.status.defense).toEqual({ kind: 'total', ac: 4 });
    expect(who(r.state, 'g').sheet.status.budget.standard).toBe(true);
    const back = direct(r.state, (s, d) => attackEvents(s, { attacker: 'orc', target: 'g', attack: 'falchion' }, d), { 'atk.d20': f(14) });
    const a = only(back.events);
    expect(stepOf(a, 'bd_pf_def_total')!.params.value).toBe(4);
    expect(total(a)).toBe(18);
    expect(a.outcome).toBe('miss');
  });

  it('PF-DEF-04 (TV-21): total defense is refused after fighting defensively, and fighting defensively or Combat Expertise during it', () => {
    const t = pair();
    t.ok({ type: 'attack', attacker: 'g', target: 'orc', attack: 'sword', pf1: { defensive: true }, inputs: { 'atk.d20': f(2) } });
    expect(refusedDirect(t.state, (s, d) => totalDefenseEvents(s, act({ id: 'g', action: 'totalDefense' }), d))).toMatch(/PF-DEF-04/);
    const u = pair();
    const r = direct(u.state, (s, d) => totalDefenseEvents(s, act({ id: 'g', action: 'totalDefense' }), d));
    expect(refusedDirect(r.state, (s, d) => attackEvents(s, { attacker: 'g', target: 'orc', attack: 'sword', pf1: { mode: 'aoo', defensive: true, expertise: 0, lethal: false, touch: false, modifier: 0 } }, d))).toMatch(/PF-DEF-04/);
  });

  it('PF-DEF-05: in total defense no attacks of opportunity', () => {
    const t = pair();
    const r = direct(t.state, (s, d) => totalDefenseEvents(s, act({ id: 'g', action: 'totalDefense' }), d));
    expect(aooRefusal(who(r.state, 'g'))?.rule).toBe('PF-DEF-05');
  });

  it('PF-DEF-01 / PF:G-13: fighting defensively with a standard attack: −4 to hit, +2 dodge AC until its next turn, lost when flat-footed', () => {
    const t = pair();
    const a = only(t.ok({ type: 'attack', attacker: 'g', target: 'orc', attack: 'sword', pf1: { defensive: true }, inputs: { 'atk.d20': f(2) } }));
    expect(total(a)).toBe(2 + 4 - 4);
    expect(rules(a)).toContain('PF-DEF-01');
    expect(t.c('g').sheet.status).toMatchObject({ defense: { kind: 'defensive', ac: 2 }, attackPenalty: -4 });
    const flat = fold(t.state, [{ type: 'condition.added', id: 'g', name: 'g', condition: 'flat_footed' }]);
    const back = direct(flat, (s, d) => attackEvents(s, { attacker: 'orc', target: 'g', attack: 'falchion' }, d), { 'atk.d20': f(2) });
    expect(stepOf(only(back.events), 'bd_pf_def_defensive')).toBeUndefined();
  });

  it('PF:G-27: Combat Expertise −1/+1 per step, 1 + BAB/4 steps at most, melee only, needs the feat', () => {
    const expert = pfStats({ bab: 4, hpMax: 40, feats: ['combatExpertise'], attacks: [{ id: 'sword', name: 'Sword', kind: 'melee', damage: '1d8' }, { id: 'bow', name: 'Bow', kind: 'ranged', hands: 'two', damage: '1d6', range: 60 }] });
    const t = new PfTable([{ id: 'g', stats: expert, at: [4, 4], initiative: 1 }, { id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [5, 4], initiative: 20 }]);
    t.turnOf('g');
    expect(t.refused({ type: 'attack', attacker: 'g', target: 'orc', attack: 'sword', pf1: { expertise: 3 } })).toMatch(/at most 2 .*PF:G-27/);
    expect(t.refused({ type: 'attack', attacker: 'g', target: 'orc', attack: 'bow', pf1: { expertise: 1 } })).toMatch(/melee attack.*PF:G-27/);
    const a = only(t.ok({ type: 'attack', attacker: 'g', target: 'orc', attack: 'sword', pf1: { expertise: 2 }, inputs: { 'atk.d20': f(2) } }));
    expect(total(a)).toBe(2 + 4 - 2);
    expect(t.c('g').sheet.status.defense).toEqual({ kind: 'expertise', ac: 2 });
    const plain = pair();
    expect(plain.refused({ type: 'attack', attacker: 'g', target: 'orc', attack: 'sword', pf1: { expertise: 1 } })).toMatch(/lacks Combat Expertise/);
  });
});

describe('Pathfinder charge, aid another, coup de grace, touch attacks', () => {
  it('PF:G-02: the charge attack needs the charge move; it is one attack at +2, and the charger has −2 AC', () => {
    const t = pair();
    expect(t.refused({ type: 'attack', attacker: 'g', target: 'orc', attack: 'sword', pf1: { mode: 'charge' } })).toMatch(/PF:G-02/);
    const charged = withStatus(t.state, 'g', { charging: true, budget: { ...t.c('g').sheet.status.budget, fullRound: 'charge' } });
    const r = direct(charged, (s, d) => attackEvents(s, { attacker: 'g', target: 'orc', attack: 'sword', pf1: { mode: 'charge', defensive: false, expertise: 0, lethal: false, touch: false, modifier: 0 } }, d), { 'atk.d20': f(2) });
    const a = only(r.events);
    expect(total(a)).toBe(2 + 4 + 2);
    expect(stepOf(a, 'bd_pf_atk_charge')!.rule).toEqual({ id: 'PF:G-02' });
    expect(refusedDirect(r.state, (s, d) => attackEvents(s, { attacker: 'g', target: 'orc', attack: 'sword', pf1: { mode: 'charge', defensive: false, expertise: 0, lethal: false, touch: false, modifier: 0 } }, d))).toMatch(/one charge attack/);
    const back = direct(r.state, (s, d) => attackEvents(s, { attacker: 'orc', target: 'g', attack: 'falchion' }, d), { 'atk.d20': f(2) });
    expect(stepOf(only(back.events), 'bd_pf_def_charging')!.params.value).toBe(-2);
  });

  it('PF:G-08: aid another, d20 + attack vs AC 10; success gives the ally +2 on its next attack against that foe, once', () => {
    const t = pair();
    expect(refusedDirect(t.state, (s, d) => aidAnotherEvents(s, act({ id: 'g', action: 'aidAnother', target: 'orc', aid: { ally: 'orc', kind: 'attack' } }), d))).toMatch(/only aid an ally/);
    const fail_ = direct(t.state, (s, d) => aidAnotherEvents(s, act({ id: 'g', action: 'aidAnother', target: 'orc', aid: { ally: 'ally', kind: 'attack' } }), d), { 'aid.g': f(5) });
    expect(who(fail_.state, 'g').sheet.status.aiding).toEqual([]);
    const r = direct(t.state, (s, d) => aidAnotherEvents(s, act({ id: 'g', action: 'aidAnother', target: 'orc', aid: { ally: 'ally', kind: 'attack' } }), d), { 'aid.g': f(6) });
    expect(who(r.state, 'g').sheet.status.aiding).toEqual([{ ally: 'ally', against: 'orc', kind: 'attack', used: false }]);
    const swing = (s: EncounterState) => direct(s, (st, d) => attackEvents(st, { attacker: 'ally', target: 'orc', attack: 'sword', pf1: { mode: 'aoo', defensive: false, expertise: 0, lethal: false, touch: false, modifier: 0 } }, d), { 'atk.d20': f(2) });
    const first = swing(r.state);
    expect(total(only(first.events))).toBe(2 + 4 + 2);
    expect(total(only(swing(first.state).events))).toBe(2 + 4);
  });

  it('PF:G-08: aid to AC gives the ally +2 AC against that foe\'s next attack', () => {
    const t = pair();
    const r = direct(t.state, (s, d) => aidAnotherEvents(s, act({ id: 'g', action: 'aidAnother', target: 'orc', aid: { ally: 'ally', kind: 'ac' } }), d), { 'aid.g': f(10) });
    const back = direct(r.state, (s, d) => attackEvents(s, { attacker: 'orc', target: 'ally', attack: 'falchion' }, d), { 'atk.d20': f(2) });
    expect(stepOf(only(back.events), 'bd_pf_aid_ac')!.params.value).toBe(2);
  });

  it('PF:G-01: coup de grace on a helpless foe: an automatic critical, then Fort DC 10 + damage or death', () => {
    const t = new PfTable([{ id: 'g', stats: guard, at: [4, 4], initiative: 1 }, { id: 'orc', stats: pfStats({ hpMax: 30, saves: { fort: 3, ref: 0, will: 0 } }), side: 'enemy', at: [5, 4], initiative: 20, conditions: ['unconscious'] }]);
    t.turnOf('g');
    const r = direct(t.state, (s, d) => coupDeGraceEvents(s, act({ id: 'g', action: 'coupDeGrace', target: 'orc' }), d), { dmg: f(4), 'dmg.2': f(5), 'cdg.fort': f(15) });
    const a = only(r.events);
    expect(a.outcome).toBe('critical');
    expect(a.damage).toBe(9);
    const life = r.events.find((e) => e.type === 'life.changed');
    expect(life).toMatchObject({ life: 'dead', reason: 'bd_pf_atk_cdg_dead' });
    expect(who(r.state, 'g').sheet.status.budget.fullRound).toBe('coupDeGrace');
    const saved = direct(t.state, (s, d) => coupDeGraceEvents(s, act({ id: 'g', action: 'coupDeGrace', target: 'orc' }), d), { dmg: f(4), 'dmg.2': f(5), 'cdg.fort': f(16) });
    expect(saved.events.find((e) => e.type === 'life.changed')).toMatchObject({ reason: 'bd_pf_atk_cdg_saved' });
    const awake = pair();
    expect(refusedDirect(awake.state, (s, d) => coupDeGraceEvents(s, act({ id: 'g', action: 'coupDeGrace', target: 'orc' }), d))).toMatch(/not helpless/);
  });

  it('PF-CRIT-08 / PF-CRIT-09 / PF-CRIT-10 / PF:G-21 (TV-26): a ranged touch of 4d6 confirmed doubles by rolling 4d6 twice', () => {
    const t = pair();
    const r = touchAttackEvents(t.state, { caster: 'g', target: 'orc', kind: 'ranged', spell: { name: 'Scorching ray', level: 2, dice: '4d6' } }, rollCtx(t.state, { 'touch.atk.d20': f(20), 'touch.atk.confirm': f(10), 'touch.dmg': f(1, 2, 3, 4), 'touch.dmg.2': f(6, 6, 6, 6) }));
    if (!r.ok) throw new Error(r.error.message);
    const a = only(r.value.events);
    expect(a.outcome).toBe('critical');
    expect(a.damage).toBe(10 + 24);
    expect(rules(a)).toEqual(expect.arrayContaining(['PF-CRIT-09', 'PF-CRIT-10', 'PF-SPELL-32']));
    expect(stepOf(a, 'bd_pf_def_touch_ac')!.params.value).toBe(10);
    const miss = touchAttackEvents(t.state, { caster: 'g', target: 'orc', kind: 'melee', spell: { name: 'Shocking grasp', level: 1 } }, rollCtx(t.state, { 'touch.atk.d20': f(1) }));
    expect(miss.ok && miss.value.hit).toBe(false);
  });
});
