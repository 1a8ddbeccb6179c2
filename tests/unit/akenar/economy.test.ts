import { describe, expect, it } from 'vitest';
import {
  AK_ACTIONS, actionKind, arrowStrain, attack, attackOrder, defensiveStance, effectActive, effectEnds, flatFootedAfter, freshBudget,
  initiativeOrder, moveAllowance, nextTurn, recordMove, RUN_REST_ROUNDS, runCheck, runDefence, spend, spendMove, surpriseRound, takeAction,
  turnLimit, type AkBudget, type ActionKind, type Spent,
} from '../../../main/rules/akenar/economy.js';

/** Applies transitions in order; the budget after the last, or the first refusal. */
function run(b: AkBudget, ...steps: ((b: AkBudget) => Spent)[]): Spent {
  let cur: Spent = { ok: true, budget: b };
  for (const s of steps) if (cur.ok) cur = s(cur.budget);
  return cur;
}
const sp = (kind: ActionKind, grants?: number) => (b: AkBudget) => spend(b, kind, grants === undefined ? {} : { grants });
const mv = (hexes: number) => (b: AkBudget) => recordMove(b, hexes);
const atk = (b: AkBudget) => attack(b);
const budgetOf = (s: Spent): AkBudget => {
  if (!s.ok) throw new Error(`refused: ${s.rule} ${s.code}`);
  return s.budget;
};
const fresh = freshBudget();
const single = freshBudget('single', 'AK-ACT-03');

describe('Akenar action budget', () => {
  it('AK-ACT-01, AK-ACT-04, AK-ACT-05, AK-ACT-08: one normal + one move, in either order, or a move instead of the normal; no third action', () => {
    expect(run(fresh, sp('normal'), sp('move')).ok).toBe(true);
    expect(run(fresh, sp('move'), sp('normal')).ok).toBe(true);
    expect(run(fresh, sp('normal'), sp('move'), sp('move'))).toMatchObject({ ok: false, rule: 'AK-ACT-01' });
    expect(run(fresh, sp('normal'), sp('normal'))).toMatchObject({ ok: false, rule: 'AK-ACT-01' });
    expect(run(fresh, sp('move'), sp('move'), sp('normal'))).toMatchObject({ ok: false, rule: 'AK-ACT-01' });
    expect([AK_ACTIONS.attack.kind, AK_ACTIONS.activateObject.kind, AK_ACTIONS.move.kind]).toEqual(['normal', 'normal', 'move']);
  });

  it('AK-ACT-06, AK-ACT-07: a full-round action excludes normal and move actions, keeps free actions and one 1 m step', () => {
    const full = budgetOf(spend(fresh, 'fullRound'));
    expect(spend(full, 'normal')).toMatchObject({ ok: false, rule: 'AK-ACT-06' });
    expect(spend(full, 'move')).toMatchObject({ ok: false, rule: 'AK-ACT-06' });
    expect(run(full, sp('free'), sp('free'), sp('step')).ok).toBe(true);
    expect(run(fresh, sp('move'), sp('fullRound'))).toMatchObject({ ok: false, rule: 'AK-ACT-06' });
  });

  it('AK-MOVE-03, AK-MOVE-02, EX-17, AK-MOVE-01: a double move spends both actions for 2 × 6 m on 1 m hexes', () => {
    const b = budgetOf(spendMove(fresh, { speed: 6, mode: 'double' }));
    expect([b.move, b.normal, b.allowance]).toEqual([2, false, 12]);
    expect(spend(b, 'normal')).toMatchObject({ ok: false, rule: 'AK-ACT-01' });
    expect(recordMove(b, 12).ok).toBe(true);
    expect(recordMove(b, 13)).toMatchObject({ ok: false, rule: 'AK-ACT-05' });
  });

  it('AK-MOVE-04, AK-MOVE-08: the 1 m step only in a round with no other movement, at most once', () => {
    expect(run(fresh, sp('move', 6), mv(1), sp('step'))).toMatchObject({ ok: false, rule: 'AK-MOVE-08', code: 'ALREADY_MOVED' });
    expect(run(fresh, sp('step'), sp('step'))).toMatchObject({ ok: false, rule: 'AK-MOVE-08', code: 'ONE_STEP' });
    // a move action spent on something else (drawing) leaves the step available
    expect(run(fresh, sp('move'), sp('normal'), sp('step')).ok).toBe(true);
  });

  it('AK-ACT-25, AK-MOVE-08: after a 1 m step a move action moves no distance, but another kind of move action is fine', () => {
    const b = budgetOf(run(fresh, sp('step'), sp('move', 6)));
    expect(recordMove(b, 1)).toMatchObject({ ok: false, rule: 'AK-ACT-25' });
    expect(recordMove(b, 0).ok).toBe(true);
  });

  it('AK-MOVE-10, AK-ACT-33: no 1 m step or withdrawal with a form of movement the creature has no speed for', () => {
    expect(moveAllowance({ speed: 0, mode: 'step' })).toMatchObject({ ok: false, rule: 'AK-MOVE-10' });
    expect(moveAllowance({ speed: 0, mode: 'withdraw' })).toMatchObject({ ok: false, rule: 'AK-ACT-33' });
    expect(moveAllowance({ speed: 6, mode: 'step' })).toMatchObject({ ok: true, hexes: 1, actions: ['step'] });
  });

  it('AK-ACT-02, AK-ACT-03: restricted activity allows one normal or one move action plus free ones, no full-round action', () => {
    expect(run(single, sp('normal'), sp('free')).ok).toBe(true);
    expect(run(single, sp('move'), sp('normal'))).toMatchObject({ ok: false, rule: 'AK-ACT-03', code: 'SINGLE_ACTION' });
    expect(spend(single, 'fullRound')).toMatchObject({ ok: false, rule: 'AK-ACT-03' });
    expect(spendMove(single, { speed: 6, mode: 'double' })).toMatchObject({ ok: false, rule: 'AK-ACT-02' });
    expect(spendMove(single, { speed: 6, mode: 'run' })).toMatchObject({ ok: false, rule: 'AK-ACT-03' });
  });

  it('AK-ACT-13: start/complete a full-round task with a normal action, even when limited; never a full attack, charge, run or withdrawal', () => {
    expect(takeAction(single, 'startCompleteFullRound', { task: 'other' })).toMatchObject({ ok: true, budget: { normal: true } });
    for (const task of ['fullAttack', 'charge', 'run', 'withdraw'] as const) expect(takeAction(single, 'startCompleteFullRound', { task })).toMatchObject({ ok: false, rule: 'AK-ACT-13' });
  });

  it('AK-HP-10: a disabled character takes one move OR one normal action, never both, and no full-round action', () => {
    const lim = turnLimit({ life: 'disabled' });
    expect(lim).toEqual({ limited: 'single', rule: 'AK-HP-10' });
    const b = freshBudget(lim.limited, lim.rule);
    expect(run(b, sp('move'), sp('normal'))).toMatchObject({ ok: false, rule: 'AK-HP-10' });
    expect(spend(b, 'fullRound').ok).toBe(false);
    expect(spend(b, 'normal').ok).toBe(true);
  });

  it('AK-SEQ-04, AK-SEQ-05, AK:G-18, AK:G-19: surprise round only if some are aware; the aware get one normal or move action plus free ones, the unaware none', () => {
    expect(surpriseRound([{ id: 'a', aware: true }, { id: 'b', aware: false }])).toEqual({ happens: true, actors: ['a'] });
    expect(surpriseRound([{ id: 'a', aware: true }, { id: 'b', aware: true }]).happens).toBe(false);
    expect(surpriseRound([{ id: 'a', aware: false }]).happens).toBe(false);
    const aware = turnLimit({ surpriseRound: true, aware: true });
    const unaware = turnLimit({ surpriseRound: true, aware: false });
    expect([aware.limited, unaware.limited]).toEqual(['single', 'inactive']);
    const b = freshBudget(aware.limited, aware.rule);
    expect(run(b, sp('normal'), sp('free')).ok).toBe(true);
    expect(run(b, sp('normal'), sp('move'))).toMatchObject({ ok: false, rule: 'AK-SEQ-04' });
    expect(spend(freshBudget(unaware.limited, unaware.rule), 'free')).toMatchObject({ ok: false, rule: 'AK-SEQ-05' });
  });
});

describe('Akenar attacks in a turn', () => {
  it('AK-ACT-09, AK-ACT-23: a second attack turns the turn into a full attack, possible only with no move action and no movement but the 1 m step', () => {
    const b = budgetOf(run(fresh, sp('step'), atk, atk, atk));
    expect([b.fullRound, b.attacks]).toEqual(['fullAttack', 3]);
    expect(spend(b, 'step').ok).toBe(false);
    expect(run(fresh, sp('move', 6), mv(2), atk, atk)).toMatchObject({ ok: false, rule: 'AK-ACT-09' });
    expect(run(single, atk, atk)).toMatchObject({ ok: false, rule: 'AK-ACT-03' });
  });

  it('AK-ACT-25: after the first attack a move action may replace the remaining attacks, and then no further attack', () => {
    const b = budgetOf(run(fresh, atk, sp('move', 6), mv(6)));
    expect([b.normal, b.move, b.fullRound]).toEqual([true, 1, null]);
    expect(attack(b)).toMatchObject({ ok: false, rule: 'AK-ACT-09' });
    expect(run(fresh, atk, atk, sp('move'))).toMatchObject({ ok: false, rule: 'AK-ACT-06' });
  });

  it('AK-ACT-24: iterative attacks go from the highest bonus to the lowest', () => {
    expect(attackOrder([1, 11, 6])).toEqual([11, 6, 1]);
  });

  it('AK-ACT-26: Cleave’s extra attack needs no full attack', () => {
    const b = budgetOf(run(fresh, sp('move', 6), mv(3), atk));
    expect(attack(b, { cleave: true }).ok).toBe(true);
    expect(attack(b)).toMatchObject({ ok: false, rule: 'AK-ACT-09' });
  });

  it('AK-ACT-14: moving before and after an attack totals no more than speed', () => {
    const b = budgetOf(run(fresh, sp('move', 6), mv(2), atk, mv(4)));
    expect(b.moved).toBe(6);
    expect(recordMove(b, 1)).toMatchObject({ ok: false, rule: 'AK-ACT-05' });
  });

  it('AK-ACT-10, AK-ACT-11, AK-ACT-12, AK:G-40: fighting defensively −4/+2 dodge; total defence +4 dodge and no attacks of opportunity, until its next turn', () => {
    expect(defensiveStance('fightDefensively')).toMatchObject({ attack: -4, dodge: 2, noAoo: false, until: 'ownNextTurn' });
    expect(defensiveStance('totalDefence')).toMatchObject({ attack: 0, dodge: 4, noAoo: true, until: 'ownNextTurn' });
    expect(AK_ACTIONS.totalDefence.kind).toBe('normal');
  });

  it('AK-ARROW-02: +1 damage per stuck arrow on a turn of two actions or a full-round action, none on a single action', () => {
    expect(arrowStrain(budgetOf(run(fresh, sp('normal'), sp('move'))), 2)).toBe(2);
    expect(arrowStrain(budgetOf(spendMove(fresh, { speed: 6, mode: 'double' })), 1)).toBe(1);
    expect(arrowStrain(budgetOf(spend(fresh, 'fullRound')), 1)).toBe(1);
    expect(arrowStrain(budgetOf(run(fresh, sp('normal'), sp('step'), sp('free'))), 3)).toBe(0);
    expect(arrowStrain(fresh, 1)).toBe(0);
  });
});

describe('Akenar movement and running', () => {
  it('DV-22, EX-17, AK-MOVE-02, AK-MOVE-03, AK-ACT-35: speed 6 m: move 6, double 12, run 24, run in heavy armour 3 × speed', () => {
    const hexes = (mode: 'move' | 'double' | 'run', heavyArmour = false) => {
      const a = moveAllowance({ speed: 6, mode, heavyArmour });
      return a.ok ? a.hexes : null;
    };
    expect([hexes('move'), hexes('double'), hexes('run'), hexes('run', true)]).toEqual([6, 12, 24, 18]);
    expect(moveAllowance({ speed: 4, mode: 'run', heavyArmour: true })).toMatchObject({ hexes: 12 });
  });

  it('EX-18, AK-ACT-35, AK:G-41: running is a full-round action at 4 × speed (the text’s 18 km/h is flavour), with no 1 m step', () => {
    expect(moveAllowance({ speed: 6, mode: 'run' })).toMatchObject({ ok: true, hexes: 4 * 6, actions: ['fullRound'], full: 'run' });
    const b = budgetOf(spendMove(fresh, { speed: 6, mode: 'run' }));
    expect(spend(b, 'step')).toMatchObject({ ok: false, rule: 'AK-ACT-35' });
    expect(run(fresh, sp('step'), (x) => spendMove(x, { speed: 6, mode: 'run' }))).toMatchObject({ ok: false, rule: 'AK-ACT-35' });
  });

  it('AK-MOVE-05, AK-MOVE-06, AK-ACT-15: climb and swim ¼ speed, accelerated climb ½ at −5 on the Climb check; a plain move needs no check', () => {
    expect(moveAllowance({ speed: 8, mode: 'climb' })).toMatchObject({ hexes: 2, actions: ['move'], checkPenalty: 0 });
    expect(moveAllowance({ speed: 8, mode: 'swim' })).toMatchObject({ hexes: 2, actions: ['move'] });
    expect(moveAllowance({ speed: 8, mode: 'climbFast' })).toMatchObject({ hexes: 4, actions: ['move'], checkPenalty: -5 });
    expect(moveAllowance({ speed: 6, mode: 'climb' })).toMatchObject({ hexes: 1 });
    expect(moveAllowance({ speed: 6, mode: 'move' })).toMatchObject({ checkPenalty: 0 });
  });

  it('AK-MOVE-07: crawling 1 m is a move action', () => {
    expect(moveAllowance({ speed: 6, mode: 'crawl' })).toMatchObject({ ok: true, hexes: 1, actions: ['move'] });
  });

  it('AK-ACT-31, AK-ACT-32, AK-ACT-34: withdrawal is full-round at 2 × speed with no 1 m step, a normal action at speed when limited, impossible blind', () => {
    const b = budgetOf(takeAction(fresh, 'withdraw', { move: { speed: 6 } }));
    expect([b.fullRound, b.allowance]).toEqual(['withdraw', 12]);
    expect(spend(b, 'step')).toMatchObject({ ok: false, rule: 'AK-ACT-32' });
    expect(run(fresh, sp('step'), (x) => takeAction(x, 'withdraw', { move: { speed: 6 } }))).toMatchObject({ ok: false, rule: 'AK-ACT-32' });
    const r = budgetOf(takeAction(single, 'withdraw', { move: { speed: 6 } }));
    expect([r.normal, r.fullRound, r.allowance]).toEqual([true, null, 6]);
    expect(moveAllowance({ speed: 6, mode: 'withdraw', blind: true })).toMatchObject({ ok: false, rule: 'AK-ACT-31' });
  });

  it('AK-ACT-40: 1 m through difficult terrain is a full-round action, not a 1 m step', () => {
    const b = budgetOf(takeAction(fresh, 'difficultStep', { move: { speed: 6 } }));
    expect([b.fullRound, b.allowance, b.step]).toEqual(['difficultStep', 1, false]);
    expect(spend(b, 'step').ok).toBe(false);
    expect(AK_ACTIONS.difficultStep.provokes).toBe('always');
  });

  it('DV-21, AK-ACT-37: a Con 12 runner runs rounds 1–12 free, then Con DC 10, 11, 12…', () => {
    expect([1, 12].map((r) => runCheck(r, 12).checkDc)).toEqual([null, null]);
    expect([13, 14, 15].map((r) => runCheck(r, 12).checkDc)).toEqual([10, 11, 12]);
  });

  it('AK-ACT-38: after running to the limit, rest 1 minute (10 rounds) with no running', () => {
    expect(RUN_REST_ROUNDS).toBe(10);
    expect(moveAllowance({ speed: 6, mode: 'run', resting: true })).toMatchObject({ ok: false, rule: 'AK-ACT-38' });
    expect(moveAllowance({ speed: 6, mode: 'move', resting: true })).toMatchObject({ ok: true, hexes: 6 });
  });

  it('AK-ACT-36, AK:G-41: running gives +2 Defensa and no dodge or parry; the Run feat allows dodging', () => {
    expect(runDefence(false)).toMatchObject({ defence: 2, canDodge: false, canParry: false });
    expect(runDefence(true)).toMatchObject({ defence: 2, canDodge: true, canParry: false });
  });

  it('AK-ACT-39: no running across difficult terrain or blind', () => {
    expect(moveAllowance({ speed: 6, mode: 'run', difficultTerrain: true })).toMatchObject({ ok: false, rule: 'AK-ACT-39' });
    expect(moveAllowance({ speed: 6, mode: 'run', blind: true })).toMatchObject({ ok: false, rule: 'AK-ACT-39' });
  });
});

describe('Akenar named actions', () => {
  it('AK-ACT-16, AK-ACT-17, AK:G-39: drawing is a move action, free with a move action of movement at base attack +1', () => {
    const moved = budgetOf(spend(fresh, 'move', { grants: 6 }));
    expect(actionKind(fresh, 'drawSheathe', { baseAttack: 5 })).toEqual({ kind: 'move' });
    expect(actionKind(moved, 'drawSheathe', { baseAttack: 0 })).toEqual({ kind: 'move' });
    expect(actionKind(moved, 'drawSheathe', { baseAttack: 1 })).toEqual({ kind: 'free' });
    const stood = budgetOf(takeAction(fresh, 'standUp'));
    expect(actionKind(stood, 'drawSheathe', { baseAttack: 3 })).toEqual({ kind: 'move' });
  });

  it('AK-ACT-18, AK-ACT-19, AK:G-39: ammunition is free; a shield is readied or dropped as a move action, free with a move at +1; a carried shield drops free', () => {
    expect(AK_ACTIONS.drawAmmunition.kind).toBe('free');
    const moved = budgetOf(spend(fresh, 'move', { grants: 6 }));
    expect([actionKind(fresh, 'readyShield', { baseAttack: 1 }), actionKind(moved, 'readyShield', { baseAttack: 1 })]).toEqual([{ kind: 'move' }, { kind: 'free' }]);
    expect(AK_ACTIONS.dropCarriedShield.kind).toBe('free');
  });

  it('AK-ACT-20, AK-ACT-21, AK:G-02: manipulating an object is a move action (provocation left to the GM); standing up is a move action that provokes', () => {
    expect(AK_ACTIONS.manipulateObject).toMatchObject({ kind: 'move', provokes: 'gm' });
    expect(AK_ACTIONS.standUp).toMatchObject({ kind: 'move', provokes: 'always' });
    expect(takeAction(fresh, 'standUp')).toMatchObject({ ok: true, budget: { move: 1 } });
  });

  it('AK-ACT-22: mounting is a move action, free with Ride DC 20, a move on a failure, and only tried when a move action is still possible', () => {
    expect(actionKind(fresh, 'mountDismount')).toEqual({ kind: 'move' });
    expect(actionKind(fresh, 'mountDismount', { rideCheck: 20 })).toEqual({ kind: 'free' });
    expect(actionKind(fresh, 'mountDismount', { rideCheck: 19 })).toEqual({ kind: 'move' });
    const spent = budgetOf(run(fresh, sp('normal'), sp('move')));
    expect(actionKind(spent, 'mountDismount', { rideCheck: 25 })).toMatchObject({ ok: false, rule: 'AK-ACT-22' });
  });

  it('AK-ACT-41, AK-ACT-42, AK-ACT-43, AK-ACT-07: dropping an object or prone and speaking are free; a speech past 6 s takes a normal action', () => {
    expect([AK_ACTIONS.dropObject.kind, AK_ACTIONS.dropProne.kind]).toEqual(['free', 'free']);
    expect(actionKind(fresh, 'speak')).toEqual({ kind: 'free' });
    expect(actionKind(fresh, 'speak', { long: true })).toEqual({ kind: 'normal' });
    expect(run(fresh, (b) => takeAction(b, 'dropObject'), (b) => takeAction(b, 'speak'), (b) => takeAction(b, 'dropProne')).ok).toBe(true);
  });

  it('AK-ACT-27, AK-ACT-44: special abilities, feats and skills take the action their description gives, a normal action by default', () => {
    expect(actionKind(fresh, 'specialAbility')).toEqual({ kind: 'normal' });
    expect(actionKind(fresh, 'specialAbility', { kind: 'fullRound' })).toEqual({ kind: 'fullRound' });
    expect(actionKind(fresh, 'useFeatOrSkill', { kind: 'move' })).toEqual({ kind: 'move' });
    expect(takeAction(fresh, 'useFeatOrSkill', { kind: 'free' })).toMatchObject({ ok: true, budget: fresh });
  });
});

describe('Akenar initiative and rounds', () => {
  it('AK-SEQ-01, AK:G-18: flat-footed until its first action or the end of its first turn; nothing out of turn ends it', () => {
    expect(flatFootedAfter(true, 'offTurn')).toBe(true);
    expect(flatFootedAfter(true, 'ownAction')).toBe(false);
    expect(flatFootedAfter(true, 'ownTurnEnd')).toBe(false);
    expect(flatFootedAfter(false, 'offTurn')).toBe(false);
  });

  it('AK-SEQ-10, AK:G-20: ties go by total modifier, then Dex score, then roll-offs until broken', () => {
    const r = initiativeOrder([
      { id: 'a', total: 15, modifier: 2, dex: 14 },
      { id: 'b', total: 15, modifier: 3, dex: 12 },
      { id: 'c', total: 18, modifier: 0, dex: 10 },
      { id: 'd', total: 15, modifier: 2, dex: 15 },
    ]);
    expect(r).toEqual({ order: ['c', 'b', 'd', 'a'], tied: [] });
    const same = { total: 12, modifier: 1, dex: 13 };
    expect(initiativeOrder([{ id: 'x', ...same }, { id: 'y', ...same }]).tied).toEqual([['x', 'y']]);
    expect(initiativeOrder([{ id: 'x', ...same, rollOff: [9, 4] }, { id: 'y', ...same, rollOff: [9, 17] }])).toEqual({ order: ['y', 'x'], tied: [] });
  });

  it('AK-SEQ-07, AK-SEQ-13, AK:G-04: the same fixed order every round; after the last, the highest acts again in a new round', () => {
    expect(nextTurn({ round: 1, index: 0 }, 3)).toEqual({ round: 1, index: 1 });
    expect(nextTurn({ round: 1, index: 2 }, 3)).toEqual({ round: 2, index: 0 });
  });

  it('AK-SEQ-11: a combatant that cannot act keeps its place in the order', () => {
    const lim = turnLimit({ life: 'dying' });
    expect(lim).toEqual({ limited: 'inactive', rule: 'AK-HP-14' });
    expect(initiativeOrder([{ id: 'down', total: 20, modifier: 1, dex: 12 }, { id: 'up', total: 5, modifier: 0, dex: 10 }]).order).toEqual(['down', 'up']);
  });

  it('AK-SEQ-14: an effect of N rounds ends just before the count it began on, N rounds later', () => {
    const start = { round: 2, count: 14 };
    expect(effectEnds(start, 3)).toEqual({ round: 5, count: 14 });
    expect(effectActive(start, 1, { round: 2, count: 9 })).toBe(true);
    expect(effectActive(start, 1, { round: 3, count: 15 })).toBe(true);
    expect(effectActive(start, 1, { round: 3, count: 14 })).toBe(false);
    expect(effectActive(start, 1, { round: 3, count: 3 })).toBe(false);
  });
});
