import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, pfStats, type PfSeat } from '../../helpers/pf1.js';
import type { Pf1Stats } from '../../../shared/systems/pf1/schema.js';

const mover = (stats: Pf1Stats, extra: Partial<PfSeat> = {}, others: PfSeat[] = [], settings = {}) => {
  const t = new PfTable([{ id: 'm', stats, at: [2, 5], initiative: 20, ...extra }, ...others], { settings });
  // Foes act first, so they are no longer flat-footed (G-06) and can make attacks of opportunity.
  t.ok({ type: 'nextTurn' });
  t.turnOf('m');
  return t;
};
const orcAt = (q: number, r: number, extra: Partial<PfSeat> = {}): PfSeat => ({ id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [q, r], initiative: 30, ...extra });
const to = (q: number, r: number) => ({ q, r });
const budget = (t: PfTable) => t.c('m').sheet.status.budget;

describe('Pathfinder movement (move.ts)', () => {
  it('PF-MOVE-02: a move action moves up to speed (30 ft = 6 hexes); PF-ECON-04: a second move action for more', () => {
    const t = mover(PF_CAST.wizard);
    t.ok({ type: 'moveCombatant', id: 'm', to: to(8, 5), mode: 'move' });
    expect(budget(t)).toMatchObject({ move: 1, moved: 6, standard: false });
    t.ok({ type: 'moveCombatant', id: 'm', to: to(9, 5), mode: 'move' });
    expect(budget(t)).toMatchObject({ move: 2, moved: 7 });
    t.ok({ type: 'moveCombatant', id: 'm', to: to(14, 5), mode: 'move' });
    expect(budget(t)).toMatchObject({ move: 2, moved: 12 });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(15, 5), mode: 'move' })).toContain('PF-ECON-04');
  });

  it('PF-MOVE-01: a move needs no check: no die is asked', () => {
    const t = mover(PF_CAST.wizard);
    const ev = t.ok({ type: 'moveCombatant', id: 'm', to: to(5, 5), mode: 'move' });
    expect(ev.every((e) => !('roll' in e) || e.roll === undefined)).toBe(true);
  });

  it('PF-MOVE-03 / PF-MOVE-30: after moving, no 5-ft step; after a step, no distance', () => {
    const t = mover(PF_CAST.wizard);
    t.ok({ type: 'moveCombatant', id: 'm', to: to(4, 5), mode: 'move' });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(5, 5), mode: 'step' })).toContain('PF-MOVE-30');
    const u = mover(PF_CAST.wizard);
    u.ok({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'step' });
    expect(u.refused({ type: 'moveCombatant', id: 'm', to: to(5, 5), mode: 'move' })).toContain('PF-MOVE-30');
    expect(u.refused({ type: 'moveCombatant', id: 'm', to: to(4, 5), mode: 'step' })).toContain('PF-MOVE-30');
  });

  it('PF-ECON-08 / PF-MOVE-28 / PF-MOVE-31: a move action spent without moving (drawing) leaves the 5-ft step, before or after', () => {
    const t = mover(PF_CAST.fighter);
    t.ok({ type: 'pf1Action', id: 'm', action: 'drawWeapon', weapon: 'longbow' });
    const ev = t.ok({ type: 'moveCombatant', id: 'm', to: to(3, 5) });
    expect(ev.find((e) => e.type === 'pf1.changed')).toMatchObject({ reason: 'bd_pf_move_step', rule: { id: 'PF-MOVE-28' } });
    expect(budget(t)).toMatchObject({ step: true, move: 1, moved: 0 });
    t.ok({ type: 'pf1Action', id: 'm', action: 'openDoor' });
  });

  it('PF-MOVE-29 / PF-AOO-01: leaving a threatened hex provokes; the 5-ft step never does', () => {
    const t = mover(PF_CAST.wizard, {}, [orcAt(3, 5)]);
    expect(t.prompt({ type: 'moveCombatant', id: 'm', to: to(0, 5), mode: 'move' }).key).toBe('oa.orc');
    const ev = t.ok({ type: 'moveCombatant', id: 'm', to: to(1, 5) });
    expect(ev.some((e) => e.type === 'pf1.changed' && e.reason === 'bd_pf_move_step')).toBe(true);
    expect(t.c('m').position).toEqual({ q: 1, r: 5 });
  });

  it('PF-AOO-01: the GM may decline the attack of opportunity and the move goes on', () => {
    const t = mover(PF_CAST.wizard, {}, [orcAt(3, 5)]);
    t.ok({ type: 'moveCombatant', id: 'm', to: to(0, 5), mode: 'move', inputs: { 'oa.orc': { choice: 'none' } } });
    expect(t.c('m').position).toEqual({ q: 0, r: 5 });
  });

  it('PF-MOVE-33 / PF-MOVE-34: no 5-ft step at 5 ft of speed or with no land speed', () => {
    expect(mover(pfStats({ speed: 5 })).refused({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'step' })).toContain('PF-MOVE-33');
    expect(mover(pfStats({ speed: 0, swim: 30 })).refused({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'step' })).toContain('PF-MOVE-34');
  });

  it('PF-MOVE-32: no 5-ft step into difficult terrain (TV-35); out of it by the setting stepOutOfDifficult (G-12)', () => {
    const t = mover(PF_CAST.wizard);
    t.ok({ type: 'paintTerrain', cells: [to(3, 5)], terrain: 'difficult' });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'step' })).toContain('PF-MOVE-32');
    const u = mover(PF_CAST.wizard, {}, [], { stepOutOfDifficult: false });
    u.ok({ type: 'paintTerrain', cells: [to(2, 5)], terrain: 'difficult' });
    expect(u.refused({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'step' })).toContain('PF-MOVE-32');
    const v = mover(PF_CAST.wizard);
    v.ok({ type: 'paintTerrain', cells: [to(2, 5)], terrain: 'difficult' });
    v.ok({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'step' });
  });

  it('PF-MOVE-13 / PF-MOVE-14 / PF-MOVE-15: running is a full-round action, 4 × speed in a straight line, Dex to AC lost, no 5-ft step (TV-29)', () => {
    const t = new PfTable([{ id: 'm', stats: PF_CAST.wizard, at: [0, 5], initiative: 20 }], {});
    t.ok({ type: 'setMap', settings: { cols: 40, rows: 14, orientation: 'pointy', hexSize: { value: 5, unit: 'ft' } } });
    t.ok({ type: 'nextTurn' });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(25, 5), mode: 'run' })).toContain('PF-MOVE-14');
    const ev = t.ok({ type: 'moveCombatant', id: 'm', to: to(24, 5), mode: 'run' });
    expect(ev.find((e) => e.type === 'pf1.changed')).toMatchObject({ reason: 'bd_pf_move_run', params: { cost: 24, dex: 'lost' } });
    expect(t.c('m').sheet.status).toMatchObject({ running: true, budget: { fullRound: 'run' } });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(25, 5), mode: 'step' })).toContain('PF-MOVE-13');
  });

  it('PF-MOVE-14: in heavy armor 3 × speed (speed 20: 12 hexes, TV-30)', () => {
    const t = mover(PF_CAST.fighter);
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(15, 5), mode: 'run' })).toContain('PF-MOVE-14');
    t.ok({ type: 'moveCombatant', id: 'm', to: to(14, 5), mode: 'run' });
  });

  it('PF-MOVE-14 (G-28): the run is a straight line; with runAxisOnly along one of the 6 axes', () => {
    const t = mover(PF_CAST.wizard, {}, [], { runAxisOnly: true });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(6, 3), mode: 'run' })).toContain('PF-MOVE-14');
    t.ok({ type: 'moveCombatant', id: 'm', to: to(6, 1), mode: 'run' });
    const u = mover(PF_CAST.wizard);
    u.ok({ type: 'moveCombatant', id: 'm', to: to(6, 3), mode: 'run' });
  });

  it('PF-MOVE-18: no running across difficult terrain, nor blinded', () => {
    const t = mover(PF_CAST.wizard);
    t.ok({ type: 'paintTerrain', cells: [to(4, 5)], terrain: 'difficult' });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(8, 5), mode: 'run' })).toContain('PF-MOVE-18');
    expect(mover(PF_CAST.wizard, { conditions: ['cegado'] }).refused({ type: 'moveCombatant', id: 'm', to: to(8, 5), mode: 'run' })).toContain('PF-MOVE-18');
  });

  it('PF-MOVE-16 / PF-MOVE-17: Con rounds free, then DC 10, 11…; a failure stops the run and 10 rounds of rest follow (TV-31)', () => {
    const t = new PfTable([{ id: 'm', stats: pfStats({ abilities: { str: 10, dex: 10, con: 12, int: 10, wis: 10, cha: 10 } }), at: [5, 5], initiative: 20 }]);
    const run = (inputs = {}) => {
      const q = t.c('m').position!.q === 5 ? 6 : 5;
      return t.ok({ type: 'moveCombatant', id: 'm', to: to(q, 5), mode: 'run', inputs });
    };
    for (let round = 1; round <= 12; round++) {
      t.ok({ type: 'nextTurn' });
      expect(run().some((e) => 'roll' in e && e.roll)).toBe(false);
    }
    t.ok({ type: 'nextTurn' });
    const r13 = run({ 'run.m': { faces: [10] } }); // Con 12 (+1): 11 ≥ 10
    expect(r13.find((e) => e.type === 'pf1.changed')).toMatchObject({ rule: { id: 'PF-MOVE-16' }, params: { dc: 10 } });
    t.ok({ type: 'nextTurn' });
    const r14 = run({ 'run.m': { faces: [9] } }); // 10 < 11: stops
    expect(r14.find((e) => e.type === 'pf1.changed')).toMatchObject({ reason: 'bd_pf_move_run_tired', params: { dc: 11, rest: 10 } });
    expect(t.c('m').sheet.status).toMatchObject({ running: false, restRounds: 10 });
    for (let i = 0; i < 9; i++) {
      t.ok({ type: 'nextTurn' });
      expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(t.c('m').position!.q + 1, 5), mode: 'run' })).toContain('PF-MOVE-17');
      t.ok({ type: 'moveCombatant', id: 'm', to: to(t.c('m').position!.q === 5 ? 6 : 5, 5), mode: 'move' });
    }
    t.ok({ type: 'nextTurn' });
    expect(t.c('m').sheet.status.restRounds).toBe(0);
    run();
  });

  it('PF-MOVE-17 (restStrict, G-28): resting, at most speed per round', () => {
    const t = new PfTable([{ id: 'm', stats: pfStats({ abilities: { str: 10, dex: 10, con: 1, int: 10, wis: 10, cha: 10 } }), at: [5, 5], initiative: 20 }], { settings: { restStrict: true } });
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'moveCombatant', id: 'm', to: to(6, 5), mode: 'run' });
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'moveCombatant', id: 'm', to: to(7, 5), mode: 'run', inputs: { 'run.m': { faces: [1] } } });
    expect(t.c('m').sheet.status.restRounds).toBe(10);
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'moveCombatant', id: 'm', to: to(12, 5), mode: 'move' });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(13, 5), mode: 'move' })).toContain('PF-MOVE-17');
  });

  it('PF-MOVE-20 / PF-MOVE-21 / PF-MOVE-23 / PF-MOVE-26: withdraw: 2 × speed, no AoO from a visible foe for the start hex, no 5-ft step (TV-32)', () => {
    const t = mover(PF_CAST.wizard, {}, [orcAt(1, 5)]);
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(15, 5), mode: 'withdraw' })).toContain('PF-MOVE-20');
    const ev = t.ok({ type: 'moveCombatant', id: 'm', to: to(14, 5), mode: 'withdraw' });
    expect(ev.find((e) => e.type === 'pf1.changed')).toMatchObject({ reason: 'bd_pf_move_withdraw', params: { cost: 12 } });
    expect(t.c('m').position).toEqual({ q: 14, r: 5 });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(15, 5), mode: 'step' })).toContain('PF-MOVE-23');
  });

  it('PF-MOVE-21: an invisible foe still gets its attack for the start hex', () => {
    const t = mover(PF_CAST.wizard, {}, [orcAt(1, 5, { conditions: ['invisible'] })]);
    expect(t.prompt({ type: 'moveCombatant', id: 'm', to: to(8, 5), mode: 'withdraw' }).key).toBe('oa.orc');
  });

  it('PF-MOVE-24: withdrawing out of another threatened hex provokes as normal', () => {
    const t = mover(PF_CAST.wizard, {}, [orcAt(4, 4)]);
    // The start hex (2,5) is 2 hexes from the orc; (3,5) on the way is threatened.
    expect(t.prompt({ type: 'moveCombatant', id: 'm', to: to(7, 5), mode: 'withdraw' }).key).toBe('oa.orc');
  });

  it('PF-MOVE-22 / PF-MOVE-25: no withdraw blinded, nor without a listed speed', () => {
    expect(mover(PF_CAST.wizard, { conditions: ['blinded'] }).refused({ type: 'moveCombatant', id: 'm', to: to(5, 5), mode: 'withdraw' })).toContain('PF-MOVE-22');
    expect(mover(pfStats({ speed: 0, fly: 30 })).refused({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'withdraw' })).toContain('PF-MOVE-25');
  });

  it('PF-MOVE-27 / PF-ECON-12: restricted to one standard action, withdraw as a standard action up to speed (TV-33)', () => {
    const t = mover(PF_CAST.wizard, { conditions: ['staggered'] });
    expect(t.c('m').sheet.status.budget.limited).toBe('single');
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(9, 5), mode: 'withdraw' })).toContain('PF-MOVE-27');
    const ev = t.ok({ type: 'moveCombatant', id: 'm', to: to(8, 5), mode: 'withdraw' });
    expect(ev.find((e) => e.type === 'pf1.changed')).toMatchObject({ rule: { id: 'PF-MOVE-27' } });
    expect(budget(t)).toMatchObject({ standard: true, fullRound: 'withdraw' });
  });

  it('PF-MOVE-04 / PF-MOVE-05: climbing ¼ speed (30 ft: 1 hex), accelerated ½ (3 hexes, Climb −5) (TV-34)', () => {
    const t = mover(PF_CAST.wizard);
    t.ok({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'climb' });
    expect(budget(t)).toMatchObject({ move: 1, moved: 1 });
    t.ok({ type: 'moveCombatant', id: 'm', to: to(4, 5), mode: 'climb' });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(5, 5), mode: 'climb' })).toContain('PF-ECON-04');
    const u = mover(PF_CAST.wizard);
    const ev = u.ok({ type: 'moveCombatant', id: 'm', to: to(5, 5), mode: 'climbFast' });
    expect(ev.find((e) => e.type === 'pf1.changed')).toMatchObject({ rule: { id: 'PF-MOVE-05' }, params: { cost: 3, check: -5 } });
    expect(u.c('m').sheet.status.budget.move).toBe(1);
    const w = mover(PF_CAST.wizard);
    w.ok({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'swim' });
    expect(w.refused({ type: 'moveCombatant', id: 'm', to: to(5, 5), mode: 'swim' })).toContain('PF-ECON-04');
  });

  it('PF-MOVE-06 / PF-MOVE-08: crawling 5 ft a move action, only when prone', () => {
    expect(mover(PF_CAST.wizard).refused({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'crawl' })).toContain('PF-MOVE-08');
    const t = mover(PF_CAST.wizard, { conditions: ['tumbado'] });
    t.ok({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'crawl' });
    expect(budget(t)).toMatchObject({ move: 1, moved: 1 });
    t.ok({ type: 'moveCombatant', id: 'm', to: to(4, 5), mode: 'crawl' });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(5, 5), mode: 'crawl' })).toContain('PF-ECON-04');
  });

  it('PF-MOVE-07: crawling provokes from a foe threatening any hex of the crawl, even one entered', () => {
    const t = mover(PF_CAST.wizard, { conditions: ['prone'] }, [orcAt(4, 5)]);
    expect(t.prompt({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'crawl' }).key).toBe('oa.orc');
  });

  it('PF-MOVE-11 / PF-MOVE-12: too slow for one hex of difficult terrain: a full-round action of 5 ft that provokes', () => {
    const t = mover(pfStats({ speed: 5 }), {}, [orcAt(2, 4)]);
    t.ok({ type: 'paintTerrain', cells: [to(3, 5)], terrain: 'difficult' });
    expect(t.prompt({ type: 'moveCombatant', id: 'm', to: to(3, 5) }).key).toBe('oa.orc');
    const ev = t.ok({ type: 'moveCombatant', id: 'm', to: to(3, 5), inputs: { 'oa.orc': { choice: 'none' } } });
    expect(ev.find((e) => e.type === 'pf1.changed')).toMatchObject({ reason: 'bd_pf_move_difficult_step', rule: { id: 'PF-MOVE-11' } });
    expect(budget(t).fullRound).toBe('difficultStep');
    const u = mover(PF_CAST.wizard);
    expect(u.refused({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'difficultStep' })).toContain('PF-MOVE-11');
  });

  it('PF:G-02: a charge moves 2 to 2 × speed hexes in a straight line to end in reach of a foe; −2 AC marked (charging), full-round', () => {
    const t = mover(PF_CAST.wizard, {}, [orcAt(10, 5)]);
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(3, 5), mode: 'charge' })).toContain('PF:G-02');
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(7, 5), mode: 'charge' })).toContain('PF:G-02');
    const ev = t.ok({ type: 'moveCombatant', id: 'm', to: to(9, 5), mode: 'charge' });
    expect(ev.find((e) => e.type === 'pf1.changed')).toMatchObject({ reason: 'bd_pf_move_charge', params: { cost: 7, target: 'orc' } });
    expect(t.c('m').sheet.status).toMatchObject({ charging: true, budget: { fullRound: 'charge' } });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(9, 6), mode: 'step' })).toContain('PF-ECON-10');
  });

  it('PF:G-02: a charge across difficult terrain or past a creature is refused', () => {
    const t = mover(PF_CAST.wizard, {}, [orcAt(8, 5), { id: 'ally', stats: PF_CAST.rogue, at: [5, 5], initiative: 1 }]);
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: to(7, 5), mode: 'charge' })).toContain('PF:G-02');
  });
});
