// Who may act when: attacks and actions off a creature's turn, attacks of opportunity the GM takes by
// hand, immediate actions, surprised creatures, and what a long casting survives. Each drives the engine.
import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, pfStats, type PfSeat } from '../../helpers/pf1.js';
import type { Pf1Spell } from '../../../shared/systems/pf1/commands.js';

const spell = (over: Partial<Pf1Spell> = {}): Pf1Spell => ({ name: 'Proyectil mágico', level: 1, castingTime: 'standard', verbal: true, somatic: true, defensive: false, touch: 'none', metamagic: 'none', spontaneousConversion: false, ...over });
const cast = (s: Partial<Pf1Spell> = {}, more: Record<string, unknown> = {}) => ({ type: 'pf1Action' as const, id: 'm', action: 'castSpell' as const, spell: spell(s), ...more });
const aoo = (attacker = 'orc', target = 'm') => ({ type: 'attack' as const, attacker, target, attack: 'falchion', as: 'reaction' as const, pf1: { mode: 'aoo' as const, defensive: false, expertise: 0, lethal: false, touch: false, modifier: 0 } });
/** The wizard `m` beside an orc; `orcFirst` lets the orc act first so it is no longer flat-footed. */
function table(orcFirst: boolean, orc: Partial<PfSeat> = {}) {
  const t = new PfTable([
    { id: 'm', stats: PF_CAST.wizard, at: [2, 5], initiative: 15 },
    { id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [3, 5], initiative: orcFirst ? 20 : 10, ...orc },
  ]);
  t.ok({ type: 'nextTurn' });
  t.turnOf('m');
  return t;
}

describe('Pathfinder: acting off one\'s turn (actions.ts, attack.ts, economy.ts)', () => {
  it('PF-ECON-19: off its turn a creature cannot make an ordinary attack, only an attack of opportunity', () => {
    const t = table(true);
    expect(t.refused({ type: 'attack', attacker: 'orc', target: 'm', attack: 'falchion' })).toMatch(/not orc's turn.*PF-ECON-19/);
  });

  it('PF-ECON-19: off its turn an ordinary action declared immediate is still refused', () => {
    const t = table(true);
    expect(t.refused({ type: 'pf1Action', id: 'orc', action: 'openDoor', immediate: true })).toMatch(/PF-ECON-19/);
  });

  it('PF-ECON-18: a stunned creature takes no immediate action off its turn', () => {
    const t = table(true);
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'addCondition', id: 'm', condition: 'aturdido' });
    expect(t.refused(cast({ name: 'Caída de pluma', castingTime: 'immediate', somatic: false }))).toMatch(/PF-ECON-18/);
  });

  it('PF-ECON-22: a creature marked flat-footed takes no immediate action, even on its own turn', () => {
    const t = table(true);
    t.ok({ type: 'addCondition', id: 'm', condition: 'desprevenido' });
    expect(t.refused(cast({ name: 'Caída de pluma', castingTime: 'immediate', somatic: false }))).toMatch(/PF-ECON-22/);
  });
});

describe('Pathfinder: attacks of opportunity the GM takes by hand (attack.ts, aoo.ts)', () => {
  it('PF:G-03 — a GM\'s attack of opportunity counts: one a round without Combat Reflexes', () => {
    const t = table(true);
    t.ok(aoo());
    expect(t.c('orc').sheet.status.aooUsed).toBe(1);
    expect(t.refused(aoo())).toMatch(/no attack of opportunity now \(PF:G-03\)/);
  });

  it('PF-DEF-05: in total defense a creature makes no attack of opportunity, not even by hand', () => {
    const t = new PfTable([
      { id: 'm', stats: PF_CAST.wizard, at: [2, 5], initiative: 15 },
      { id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [3, 5], initiative: 20 },
    ]);
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'pf1Action', id: 'orc', action: 'totalDefense' });
    t.turnOf('m');
    expect(t.refused(aoo())).toMatch(/PF-DEF-05/);
  });

  it('PF-AOO-01: an action\'s attack of opportunity does not spare the mover the next one when it then leaves the threatened hex', () => {
    const reflexes = pfStats({ ...PF_CAST.orc, abilities: { ...PF_CAST.orc.abilities, dex: 14 }, feats: ['combatReflexes'] });
    const t = table(true, { stats: reflexes });
    t.ok(cast({}, { inputs: { 'oa.orc': { choice: 'falchion' } } }));
    expect(t.c('orc').sheet.status.aooUsed).toBe(1);
    expect(t.c('m').sheet.status.provokedBy).toEqual([]);
    expect(t.prompt({ type: 'moveCombatant', id: 'm', to: { q: 0, r: 5 }, mode: 'move' }).key).toBe('oa.orc');
  });
});

describe('Pathfinder: the surprise round and long castings (economy.ts, actions.ts)', () => {
  it('PF:G-06 — a surprised creature stays flat-footed through its idle surprise-round turn, until its first turn to act', () => {
    const t = new PfTable([
      { id: 'm', stats: PF_CAST.wizard, at: [2, 5], initiative: 20 },
      { id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [6, 5], initiative: 10 },
    ]);
    t.ok({ type: 'setSurprised', ids: ['orc'], surprised: true });
    t.ok({ type: 'nextTurn' });
    t.turnOf('orc');
    expect(t.c('orc').sheet.status.flatFooted).toBe(true);
    t.turnOf('m');
    t.turnOf('orc');
    expect(t.c('orc').sheet.status.flatFooted).toBe(false);
  });

  it('PF-ECON-23: speaking is free and does not break a spell of 1 round being cast', () => {
    const t = table(false);
    t.ok(cast({ castingTime: 'round' }));
    expect(t.c('m').sheet.status.casting).not.toBeNull();
    t.ok({ type: 'pf1Action', id: 'm', action: 'speak' });
    expect(t.c('m').sheet.status.casting).toMatchObject({ name: 'Proyectil mágico' });
  });

  it('PF-SPELL-02: a caster in the middle of a spell keeps its Dexterity bonus to AC against an attack', () => {
    const t = table(false);
    t.ok(cast({ castingTime: 'round' }));
    t.turnOf('orc');
    const ev = t.ok({ type: 'attack', attacker: 'orc', target: 'm', attack: 'falchion', inputs: { 'atk.d20': { faces: [5] } } });
    const a = ev.find((e) => e.type === 'attack.resolved');
    if (a?.type !== 'attack.resolved') throw new Error('no attack');
    expect(a.steps.find((s) => s.msg === 'bd_pf_def_ac')?.params.value).toBe(12);
    expect(a.steps.some((s) => s.msg === 'bd_pf_def_loses_dex')).toBe(false);
  });
});

describe('Pathfinder: moving hex by hex (move.ts)', () => {
  it('PF-MOVE-03: a first hex dragged as the 5-ft step and more movement after it become one move action', () => {
    const t = new PfTable([{ id: 'm', stats: PF_CAST.wizard, at: [2, 5], initiative: 15 }, { id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [12, 5], initiative: 10 }]);
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'moveCombatant', id: 'm', to: { q: 3, r: 5 } });
    expect(t.c('m').sheet.status.budget).toMatchObject({ step: true, move: 0 });
    t.ok({ type: 'moveCombatant', id: 'm', to: { q: 5, r: 5 } });
    expect(t.c('m').sheet.status.budget).toMatchObject({ step: false, move: 1, moved: 3 });
    // Six hexes of speed: the step's hex counts, so three more end the move action's allowance.
    t.ok({ type: 'moveCombatant', id: 'm', to: { q: 8, r: 5 } });
    expect(t.c('m').sheet.status.budget).toMatchObject({ move: 1, moved: 6 });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: { q: 9, r: 5 }, mode: 'step' })).toMatch(/PF-MOVE-30/);
  });
});

describe('Pathfinder: the full attack through commands (full-attack.ts, move.ts, items.ts)', () => {
  const seats = (): PfSeat[] => [
    { id: 'f', stats: PF_CAST.fighter, at: [2, 5], initiative: 20 },
    { id: 'orc', stats: pfStats({ ...PF_CAST.orc, hpMax: 60 }), side: 'enemy', at: [3, 5], initiative: 10 },
  ];
  const swing = { type: 'attack' as const, attacker: 'f', target: 'orc', attack: 'longsword', pf1: { mode: 'full' as const, defensive: false, expertise: 0, lethal: false, touch: false, modifier: 0 }, inputs: { 'atk.d20': { faces: [2] } } };

  it('PF-MULTI-04: a 5-ft step between the attacks of a full attack', () => {
    const t = new PfTable(seats());
    t.ok({ type: 'nextTurn' });
    t.ok(swing);
    t.ok({ type: 'moveCombatant', id: 'f', to: { q: 2, r: 6 }, mode: 'step' });
    t.ok(swing);
    expect(t.c('f').sheet.status.budget).toMatchObject({ fullRound: 'fullAttack', step: true });
    expect(t.c('f').sheet.status.fullAttack?.remaining).toEqual([]);
    expect(t.refused(swing)).toMatch(/PF-/);
  });

  it('PF-MULTI-07/08: after the first attack a move instead of the rest; after a 5-ft step that move covers no distance', () => {
    const t = new PfTable(seats());
    t.ok({ type: 'nextTurn' });
    t.ok(swing);
    t.ok({ type: 'moveCombatant', id: 'f', to: { q: 1, r: 5 }, mode: 'move' });
    expect(t.c('f').sheet.status.budget).toMatchObject({ standard: true, move: 1, fullRound: null });
    expect(t.c('f').sheet.status.fullAttack).toBeNull();
    const u = new PfTable(seats());
    u.ok({ type: 'nextTurn' });
    u.ok(swing);
    u.ok({ type: 'moveCombatant', id: 'f', to: { q: 2, r: 6 }, mode: 'step' });
    expect(u.refused({ type: 'moveCombatant', id: 'f', to: { q: 1, r: 6 }, mode: 'move' })).toMatch(/PF-MOVE-30/);
    u.ok({ type: 'pf1Action', id: 'f', action: 'drawWeapon', weapon: 'longbow' });
    expect(u.c('f').sheet.status.budget).toMatchObject({ standard: true, move: 1, fullRound: null });
  });
});
