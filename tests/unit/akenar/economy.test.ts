import { describe, expect, it } from 'vitest';
import {
  AK_ACTIONS, arrowStrain, attack, defensiveStance, initiativeOrder, recordMove, runCheck, runDefence, spend, spendMove, takeAction,
  type AkBudget, type Spent,
} from '../../../main/rules/akenar/economy.js';
import { FRESH_BUDGET } from '../../../shared/systems/akenar/schema.js';

/** Applies transitions in order; the budget after the last, or the first refusal. */
function run(b: AkBudget, ...steps: ((b: AkBudget) => Spent)[]): Spent {
  let cur: Spent = { ok: true, budget: b };
  for (const s of steps) if (cur.ok) cur = s(cur.budget);
  return cur;
}
type ActionKind = Parameters<typeof spend>[1];
const sp = (kind: ActionKind, grants?: number) => (b: AkBudget) => spend(b, kind, grants === undefined ? {} : { grants });
const mv = (hexes: number) => (b: AkBudget) => recordMove(b, hexes);
const atk = (b: AkBudget) => attack(b);
const budgetOf = (s: Spent): AkBudget => {
  if (!s.ok) throw new Error(`refused: ${s.rule} ${s.code}`);
  return s.budget;
};
const fresh: AkBudget = FRESH_BUDGET;
const limited = (limitRule: string): AkBudget => ({ ...FRESH_BUDGET, limited: 'single', limitRule });
const single = limited('AK-ACT-03');
/** Hexes a mode of movement allows from a fresh turn (what `spendMove` grants), or its refusal. */
const hexes = (a: Parameters<typeof spendMove>[1], b: AkBudget = fresh) => {
  const s = spendMove(b, a);
  return s.ok ? s.budget.allowance : s;
};
/** What a named action costs here: 'free' when it spends nothing. */
const costOf = (b: AkBudget, id: Parameters<typeof takeAction>[1], ctx: Parameters<typeof takeAction>[2] = {}) => {
  const s = takeAction(b, id, ctx);
  if (!s.ok) return s;
  return s.budget === b ? 'free' : s.budget.fullRound ? 'fullRound' : s.budget.normal !== b.normal ? 'normal' : 'move';
};

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
    const b = budgetOf(run(fresh, (x) => spendMove(x, { speed: 6, mode: 'move' }), (x) => spendMove(x, { speed: 6, mode: 'move' })));
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

  it('AK-MOVE-10, AK-ACT-33: no move or withdrawal with a form of movement the creature has no speed for', () => {
    expect(hexes({ speed: 0, mode: 'move' })).toMatchObject({ ok: false, rule: 'AK-MOVE-10' });
    expect(hexes({ speed: 0, mode: 'withdraw' })).toMatchObject({ ok: false, rule: 'AK-ACT-33' });
    expect(hexes({ speed: 6, mode: 'withdraw' })).toBe(12);
  });

  it('AK-ACT-02, AK-ACT-03: restricted activity allows one normal or one move action plus free ones, no full-round action', () => {
    expect(run(single, sp('normal'), sp('free')).ok).toBe(true);
    expect(run(single, sp('move'), sp('normal'))).toMatchObject({ ok: false, rule: 'AK-ACT-03', code: 'SINGLE_ACTION' });
    expect(spend(single, 'fullRound')).toMatchObject({ ok: false, rule: 'AK-ACT-03' });
    expect(run(single, (x) => spendMove(x, { speed: 6, mode: 'move' }), (x) => spendMove(x, { speed: 6, mode: 'move' }))).toMatchObject({ ok: false, rule: 'AK-ACT-03' });
    expect(spendMove(single, { speed: 6, mode: 'run' })).toMatchObject({ ok: false, rule: 'AK-ACT-03' });
  });

  it('AK-HP-10: a disabled character takes one move OR one normal action, never both, and no full-round action', () => {
    const b = limited('AK-HP-10');
    expect(run(b, sp('move'), sp('normal'))).toMatchObject({ ok: false, rule: 'AK-HP-10' });
    expect(spend(b, 'fullRound').ok).toBe(false);
    expect(spend(b, 'normal').ok).toBe(true);
  });

  it('AK-SEQ-04, AK-SEQ-05, AK:G-19: in the surprise round the aware get one normal or move action plus free ones, the unaware none', () => {
    const b = limited('AK-SEQ-04');
    expect(run(b, sp('normal'), sp('free')).ok).toBe(true);
    expect(run(b, sp('normal'), sp('move'))).toMatchObject({ ok: false, rule: 'AK-SEQ-04' });
    expect(spend({ ...FRESH_BUDGET, limited: 'inactive', limitRule: 'AK-SEQ-05' }, 'free')).toMatchObject({ ok: false, rule: 'AK-SEQ-05' });
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

  it('AK-ACT-14: moving before and after an attack totals no more than speed', () => {
    const b = budgetOf(run(fresh, sp('move', 6), mv(2), atk, mv(4)));
    expect(b.moved).toBe(6);
    expect(recordMove(b, 1)).toMatchObject({ ok: false, rule: 'AK-ACT-05' });
  });

  it('AK-ACT-10, AK-ACT-12: fighting defensively −4 to attack, +2 dodge; total defence +4 dodge, a normal action', () => {
    expect(defensiveStance('fightDefensively')).toEqual({ attack: -4, dodge: 2, rule: 'AK-ACT-10' });
    expect(defensiveStance('totalDefence')).toEqual({ attack: 0, dodge: 4, rule: 'AK-ACT-12' });
    expect(AK_ACTIONS.totalDefence.kind).toBe('normal');
  });

  it('AK-ARROW-02: +1 damage per stuck arrow on a turn of two actions or a full-round action, none on a single action', () => {
    expect(arrowStrain(budgetOf(run(fresh, sp('normal'), sp('move'))), 2)).toBe(2);
    expect(arrowStrain(budgetOf(run(fresh, sp('move'), sp('move'))), 1)).toBe(1);
    expect(arrowStrain(budgetOf(spend(fresh, 'fullRound')), 1)).toBe(1);
    expect(arrowStrain(budgetOf(run(fresh, sp('normal'), sp('step'), sp('free'))), 3)).toBe(0);
    expect(arrowStrain(fresh, 1)).toBe(0);
  });
});

describe('Akenar movement and running', () => {
  it('DV-22, EX-17, AK-MOVE-02, AK-MOVE-03, AK-ACT-35: speed 6 m: move 6, double 12, run 24, run in heavy armour 3 × speed', () => {
    const of = (mode: 'move' | 'run', heavyArmour = false) => hexes({ speed: 6, mode, heavyArmour });
    expect([of('move'), hexes({ speed: 6, mode: 'move' }, budgetOf(spendMove(fresh, { speed: 6, mode: 'move' }))), of('run'), of('run', true)]).toEqual([6, 12, 24, 18]);
    expect(hexes({ speed: 4, mode: 'run', heavyArmour: true })).toBe(12);
  });

  it('EX-18, AK-ACT-35, AK:G-41: running is a full-round action at 4 × speed (the text’s 18 km/h is flavour), with no 1 m step', () => {
    const b = budgetOf(spendMove(fresh, { speed: 6, mode: 'run' }));
    expect([b.allowance, b.fullRound]).toEqual([24, 'run']);
    expect(spend(b, 'step')).toMatchObject({ ok: false, rule: 'AK-ACT-35' });
    expect(run(fresh, sp('step'), (x) => spendMove(x, { speed: 6, mode: 'run' }))).toMatchObject({ ok: false, rule: 'AK-ACT-35' });
  });

  it('AK-MOVE-07: crawling 1 m is a move action', () => {
    const b = budgetOf(spendMove(fresh, { speed: 6, mode: 'crawl' }));
    expect([b.allowance, b.move]).toEqual([1, 1]);
  });

  it('AK-ACT-31, AK-ACT-32, AK-ACT-34: withdrawal is full-round at 2 × speed with no 1 m step, a normal action at speed when limited', () => {
    const b = budgetOf(spendMove(fresh, { speed: 6, mode: 'withdraw' }));
    expect([b.fullRound, b.allowance]).toEqual(['withdraw', 12]);
    expect(spend(b, 'step')).toMatchObject({ ok: false, rule: 'AK-ACT-32' });
    expect(run(fresh, sp('step'), (x) => spendMove(x, { speed: 6, mode: 'withdraw' }))).toMatchObject({ ok: false, rule: 'AK-ACT-32' });
    const r = budgetOf(spendMove(single, { speed: 6, mode: 'withdraw' }));
    expect([r.normal, r.fullRound, r.allowance]).toEqual([true, null, 6]);
  });

  it('DV-21, AK-ACT-37: a Con 12 runner runs rounds 1–12 free, then Con DC 10, 11, 12…', () => {
    expect([1, 12].map((r) => runCheck(r, 12).checkDc)).toEqual([null, null]);
    expect([13, 14, 15].map((r) => runCheck(r, 12).checkDc)).toEqual([10, 11, 12]);
  });

  it('AK-ACT-36, AK:G-41: running gives +2 Defensa and no dodge or parry; the Run feat allows dodging', () => {
    expect(runDefence(false)).toEqual({ defence: 2, canDodge: false, canParry: false });
    expect(runDefence(true)).toEqual({ defence: 2, canDodge: true, canParry: false });
  });
});

describe('Akenar named actions', () => {
  it('AK-ACT-16, AK-ACT-17, AK:G-39: drawing is a move action, free with a move action of movement at base attack +1', () => {
    const moved = budgetOf(spend(fresh, 'move', { grants: 6 }));
    expect(costOf(fresh, 'drawSheathe', { baseAttack: 5 })).toBe('move');
    expect(costOf(moved, 'drawSheathe', { baseAttack: 0 })).toBe('move');
    expect(costOf(moved, 'drawSheathe', { baseAttack: 1 })).toBe('free');
    const stood = budgetOf(takeAction(fresh, 'standUp'));
    expect(costOf(stood, 'drawSheathe', { baseAttack: 3 })).toBe('move');
  });

  it('AK-ACT-19, AK:G-39: a shield is readied as a move action, free with a move at +1', () => {
    const moved = budgetOf(spend(fresh, 'move', { grants: 6 }));
    expect([costOf(fresh, 'readyShield', { baseAttack: 1 }), costOf(moved, 'readyShield', { baseAttack: 1 })]).toEqual(['move', 'free']);
  });

  it('AK-ACT-20, AK-ACT-21, AK-ACT-22, AK:G-02: manipulating an object and mounting are move actions (provocation left to the GM); standing up is a move action that provokes', () => {
    expect(AK_ACTIONS.manipulateObject).toMatchObject({ kind: 'move', provokes: 'gm' });
    expect(AK_ACTIONS.standUp).toMatchObject({ kind: 'move', provokes: 'always' });
    expect(takeAction(fresh, 'standUp')).toMatchObject({ ok: true, budget: { move: 1 } });
    expect(costOf(fresh, 'mountDismount')).toBe('move');
  });

  it('AK-ACT-41, AK-ACT-42, AK-ACT-43, AK-ACT-07: dropping an object or prone and speaking are free', () => {
    expect([costOf(fresh, 'dropObject'), costOf(fresh, 'dropProne'), costOf(fresh, 'speak')]).toEqual(['free', 'free', 'free']);
    expect(run(fresh, (b) => takeAction(b, 'dropObject'), (b) => takeAction(b, 'speak'), (b) => takeAction(b, 'dropProne')).ok).toBe(true);
  });

  it('AK-ACT-27, AK-ACT-44: special abilities, feats and skills take a normal action', () => {
    expect([costOf(fresh, 'specialAbility'), costOf(fresh, 'useFeatOrSkill')]).toEqual(['normal', 'normal']);
  });
});

describe('Akenar initiative', () => {
  it('AK-SEQ-10, AK:G-20: ties go by total modifier, then Dex score; an exact tie is left for a roll-off', () => {
    const r = initiativeOrder([
      { id: 'a', total: 15, modifier: 2, dex: 14 },
      { id: 'b', total: 15, modifier: 3, dex: 12 },
      { id: 'c', total: 18, modifier: 0, dex: 10 },
      { id: 'd', total: 15, modifier: 2, dex: 15 },
    ]);
    expect(r).toEqual({ order: ['c', 'b', 'd', 'a'], tied: [] });
    const same = { total: 12, modifier: 1, dex: 13 };
    expect(initiativeOrder([{ id: 'x', ...same }, { id: 'y', ...same }]).tied).toEqual([['x', 'y']]);
  });
});
