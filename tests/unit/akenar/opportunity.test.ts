import { describe, expect, it } from 'vitest';
import { hex, hexDistance, type Axial } from '../../../shared/hex/index.js';
import { AK_ACTIONS } from '../../../main/rules/akenar/economy.js';
import { aooAllowance, aooRefusal, naturalReach, opportunitiesOnAction, opportunitiesOnMove, threatens, type Threatener } from '../../../main/rules/akenar/opportunity.js';

const foe = (id: string, q: number, r: number, extra: Partial<Threatener> = {}): Threatener => ({
  id, position: hex(q, r), size: 'medium', reachKind: 'normal', armed: true, ...extra,
});
const line = (...qs: number[]): Axial[] => qs.map((q) => hex(q, 0));
const medium = { size: 'medium' as const };
const ids = (xs: readonly { id: string }[]) => xs.map((x) => x.id);
/** The hexes within 4 of the origin that `t` threatens (as a Medium creature would stand in them). */
const area = (t: Threatener) => {
  const out: Axial[] = [];
  for (let q = -4; q <= 4; q++) for (let r = -4; r <= 4; r++) if (hexDistance(hex(q, r), hex(0, 0)) <= 4 && threatens(t, hex(q, r), 'medium')) out.push(hex(q, r));
  return out;
};
const at = (t: Threatener, q: number, r: number) => threatens(t, hex(q, r), 'medium');

describe('Akenar threatened hexes', () => {
  it('AK-AOO-01, AK-AOO-03, AK-ATK-13: a Medium creature with a normal weapon threatens the six adjacent hexes, even off its turn', () => {
    const a = area(foe('e', 0, 0));
    expect(a).toHaveLength(6);
    expect(a.every((h) => hexDistance(h, hex(0, 0)) === 1)).toBe(true);
    expect(at(foe('e', 0, 0), 2, 0)).toBe(false);
  });

  it('AK-AOO-03, AK-ATK-13, AK:G-16: a reach weapon threatens only distance 2; natural 2 m reach threatens 1 and 2', () => {
    const spear = foe('e', 0, 0, { reachKind: 'reachWeapon' });
    expect([at(spear, 1, 0), at(spear, 2, 0), at(spear, 3, 0)]).toEqual([false, true, false]);
    expect(area(spear)).toHaveLength(12);
    const big = foe('e', 0, 0, { reachKind: 'natural2' });
    expect([at(big, 1, 0), at(big, 2, 0)]).toEqual([true, true]);
    expect(area(big)).toHaveLength(18);
  });

  it('AK-AOO-03, AK:G-16: most creatures above Medium have 2 m natural reach, measured from their whole footprint', () => {
    expect([naturalReach('medium'), naturalReach('small'), naturalReach('large'), naturalReach('huge')]).toEqual(['normal', 'normal', 'natural2', 'natural2']);
    const ogre = foe('ogre', 0, 0, { size: 'large', reachKind: naturalReach('large') });
    expect([at(ogre, 3, 0), at(ogre, 4, 0), at(ogre, 0, 0)]).toEqual([true, false, false]);
  });

  it('AK-AOO-02: the unarmed threaten nothing and make no attacks of opportunity', () => {
    expect(area(foe('e', 0, 0, { armed: false }))).toEqual([]);
    expect(aooRefusal({ armed: false })).toMatchObject({ rule: 'AK-AOO-02' });
  });

  it('AK-AOO-10, AK-ACT-12, AK:G-18: the flat-footed and those in total defence make no attacks of opportunity; a long casting threatens nothing', () => {
    expect(aooRefusal({ armed: true, flatFooted: true })).toMatchObject({ rule: 'AK-AOO-10' });
    expect(aooRefusal({ armed: true, totalDefence: true })).toMatchObject({ rule: 'AK-ACT-12' });
    expect(area(foe('e', 0, 0, { castingLong: true }))).toEqual([]);
    const enemies = [foe('ff', 1, 0, { flatFooted: true }), foe('td', 1, -1, { totalDefence: true }), foe('ok', 0, 1)];
    expect(ids(opportunitiesOnMove(line(0, -1, -2), medium, enemies))).toEqual(['ok']);
  });
});

describe('Akenar movement and attacks of opportunity', () => {
  it('AK-AOO-05, AK-AOO-07: leaving a threatened hex provokes, reported at the hex left so the move is interrupted there; entering one does not', () => {
    const e = foe('e', 1, -1);
    expect(opportunitiesOnMove(line(0, -1, -2), medium, [e])).toEqual([{ id: 'e', index: 0, at: hex(0, 0), rule: 'AK-AOO-05' }]);
    expect(opportunitiesOnMove(line(-3, -2, -1, 0), medium, [e])).toEqual([]);
  });

  it('AK-AOO-09, DV-27: leaving several hexes the same enemy threatens in one move is one opportunity, at the first', () => {
    const path = [hex(1, -1), hex(0, 0), hex(-1, 0), hex(-2, 0)];
    expect(opportunitiesOnMove(path, medium, [foe('e', 0, -1)])).toEqual([{ id: 'e', index: 0, at: hex(1, -1), rule: 'AK-AOO-05' }]);
  });

  it('AK-AOO-09, AK-ACT-14: movement split around an attack gives an enemy no second opportunity in that round', () => {
    const e = foe('e', 0, -1);
    const first = opportunitiesOnMove([hex(1, -1), hex(2, -1)], medium, [e]);
    expect(ids(first)).toEqual(['e']);
    expect(opportunitiesOnMove([hex(0, 0), hex(-1, 1)], medium, [e], { already: new Set(ids(first)) })).toEqual([]);
    expect(AK_ACTIONS.move.provokes).toBe('movement');
  });

  it('AK-AOO-03, AK:G-16: slipping past a reach weapon provokes only on leaving distance 2; natural reach already at 1', () => {
    const path = line(1, 2, 3);
    expect(opportunitiesOnMove(path, medium, [foe('spear', 0, 0, { reachKind: 'reachWeapon' })])).toMatchObject([{ index: 1, at: hex(2, 0) }]);
    expect(opportunitiesOnMove(path, medium, [foe('ogre', 0, 0, { reachKind: 'natural2' })])).toMatchObject([{ index: 0, at: hex(1, 0) }]);
  });

  it('AK-MOVE-09, AK-MOVE-08, AK-AOO-05, AK:G-38: a 1 m step out of a threatened hex never provokes by itself', () => {
    const e = foe('e', 1, 0);
    expect(opportunitiesOnMove(line(0, -1), medium, [e], { step: true })).toEqual([]);
    expect(ids(opportunitiesOnMove(line(0, -1), medium, [e]))).toEqual(['e']);
    expect(AK_ACTIONS.step.provokes).toBe('never');
  });

  it('AK-ACT-31, AK-ACT-33: withdrawing, the start hex is unthreatened; the hexes after it still provoke', () => {
    const path = line(0, -1, -2, -3);
    const seen = foe('seen', 1, -1);
    const later = foe('later', -2, 1);
    expect(opportunitiesOnMove(path, medium, [seen, later], { withdraw: true })).toEqual([{ id: 'later', index: 1, at: hex(-1, 0), rule: 'AK-ACT-33' }]);
    expect(ids(opportunitiesOnMove(path, medium, [seen]))).toEqual(['seen']);
  });

  it('AK-MOVE-07: crawling provokes from every enemy that threatens the crawler at any point, even where it is not left', () => {
    const enemies = [foe('behind', 1, 0), foe('ahead', -2, 0)];
    expect(opportunitiesOnMove(line(0, -1), medium, enemies, { crawl: true })).toEqual([
      { id: 'behind', index: 0, at: hex(0, 0), rule: 'AK-MOVE-07' },
      { id: 'ahead', index: 1, at: hex(-1, 0), rule: 'AK-MOVE-07' },
    ]);
    expect(ids(opportunitiesOnMove(line(0, -1), medium, enemies))).toEqual(['behind']);
  });
});

describe('Akenar provoking actions', () => {
  const actor = { position: hex(0, 0), size: 'medium' as const };
  const enemies = [foe('armed', 1, 0), foe('other', -1, 0), foe('bare', 0, 1, { armed: false }), foe('far', 5, 0)];

  it('AK-AOO-04, AK-ACT-21, AK-SPELL-11, AK:G-02: standing up and casting provoke from every threatening enemy; unlisted actions are left to the GM', () => {
    expect(opportunitiesOnAction('standUp', actor, enemies)).toEqual(['armed', 'other']);
    expect(opportunitiesOnAction('castSpell', actor, enemies)).toEqual(['armed', 'other']);
    expect(opportunitiesOnAction('drawSheathe', actor, enemies)).toEqual([]);
    expect(AK_ACTIONS.manipulateObject.provokes).toBe('gm');
  });

  it('AK-UNARMED-02, AK-UNARMED-03: an unarmed attack provokes from its target only, if armed, before the attack; never when the attacker counts as armed', () => {
    expect(opportunitiesOnAction('unarmedAttack', actor, enemies, 'armed')).toEqual(['armed']);
    expect(opportunitiesOnAction('unarmedAttack', actor, enemies, 'bare')).toEqual([]);
    expect(opportunitiesOnAction('unarmedAttack', { ...actor, armed: true }, enemies, 'armed')).toEqual([]);
  });

  it('AK-AOO-04, AK:G-02: a maneuver provokes from its target only, if it threatens the actor', () => {
    expect(opportunitiesOnAction('maneuver', actor, enemies, 'other')).toEqual(['other']);
    expect(opportunitiesOnAction('maneuver', actor, enemies, 'far')).toEqual([]);
  });
});

describe('Akenar attacks of opportunity per round', () => {
  it('AK-AOO-06, AK-AOO-08, DV-27: one per round; with Combat Reflexes and Dex +2, three', () => {
    expect([aooAllowance(2, false), aooAllowance(2, true), aooAllowance(-1, true)]).toEqual([1, 3, 1]);
  });
});
