import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, pfStats, type PfSeat } from '../../helpers/pf1.js';
import type { Pf1Stats } from '../../../shared/systems/pf1/schema.js';
import { derivePf1 } from '../../../shared/systems/pf1/schema.js';

const orc = (at: [number, number] = [9, 9]): PfSeat => ({ id: 'orc', stats: PF_CAST.orc, side: 'enemy', at, initiative: 30 });
function table(stats: Pf1Stats, extra: Partial<PfSeat> = {}, others: PfSeat[] = [orc()]) {
  const t = new PfTable([{ id: 'm', stats, at: [2, 5], initiative: 20, ...extra }, ...others]);
  t.ok({ type: 'nextTurn' });
  t.turnOf('m');
  return t;
}
const act = (action: string, more: Record<string, unknown> = {}) => ({ type: 'pf1Action' as const, id: 'm', action: action as never, ...more });
const b = (t: PfTable) => t.c('m').sheet.status.budget;
const wand = { id: 'wand', name: 'Varita', kind: 'melee' as const, hands: 'light' as const, damage: '1d2', sheathed: true };
const blades = [
  { id: 'sword', name: 'Espada corta', kind: 'melee' as const, hands: 'light' as const, damage: '1d6', sheathed: true },
  { id: 'axe', name: 'Hacha de mano', kind: 'melee' as const, hands: 'light' as const, damage: '1d6', sheathed: true },
];

describe('Pathfinder items (items.ts, actions.ts)', () => {
  it('PF-ITEM-01 / PF-ITEM-05: activating a magic item or a wand is a standard action with no attack of opportunity', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    t.ok(act('useWand'));
    expect(b(t).standard).toBe(true);
    const u = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    const ev = u.ok(act('activateItem'));
    expect(ev[0]).toMatchObject({ rule: { id: 'PF-ITEM-01' } });
  });

  it('PF-ITEM-01 (G-24): drinking a potion is a standard action that provokes', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    expect(t.prompt(act('drinkPotion')).key).toBe('oa.orc');
  });

  it('PF-ITEM-06 / PF-ITEM-08 / PF-ITEM-10: drawing is a move action at BAB +0, free with a move at BAB +1, once a turn (TV-44, E-07)', () => {
    const t = table(pfStats({ bab: 0, attacks: [wand] }));
    t.ok({ type: 'moveCombatant', id: 'm', to: { q: 5, r: 5 }, mode: 'move' });
    const ev = t.ok(act('drawWeapon', { weapon: 'wand' }));
    expect(ev[0]).toMatchObject({ reason: 'bd_pf_item_draw', rule: { id: 'PF-ITEM-06' } });
    expect(b(t).move).toBe(2);
    expect(t.c('m').sheet.status.drawn).toContain('wand');
    const u = table(pfStats({ bab: 1, attacks: [wand, ...blades] }));
    u.ok({ type: 'moveCombatant', id: 'm', to: { q: 5, r: 5 }, mode: 'move' });
    const free = u.ok(act('drawWeapon', { weapon: 'wand' }));
    expect(free[0]).toMatchObject({ reason: 'bd_pf_item_draw_free', rule: { id: 'PF-ITEM-08' } });
    expect(b(u)).toMatchObject({ move: 1, combined: true });
    u.ok(act('drawWeapon', { weapon: 'sword' }));
    expect(b(u).move).toBe(2);
  });

  it('PF-ITEM-09: Two-Weapon Fighting draws two light or one-handed weapons as one draw', () => {
    const t = table(pfStats({ bab: 1, feats: ['twoWeaponFighting'], attacks: blades }));
    t.ok(act('drawWeapon', { weapon: 'sword', weapon2: 'axe' }));
    expect(t.c('m').sheet.status.drawn).toEqual(['sword', 'axe']);
    expect(b(t).move).toBe(1);
    expect(table(pfStats({ bab: 1, attacks: blades })).refused(act('drawWeapon', { weapon: 'sword', weapon2: 'axe' }))).toContain('PF-ITEM-09');
  });

  it('PF-ITEM-07 / PF-ITEM-12: a weapon out of easy reach is a stored item: retrieving it is a move action that provokes', () => {
    const t = table(pfStats({ attacks: [wand] }), {}, [orc([3, 5])]);
    expect(t.prompt(act('retrieveItem', { weapon: 'wand' })).key).toBe('oa.orc');
    const ev = t.ok(act('retrieveItem', { weapon: 'wand', inputs: { 'oa.orc': { choice: 'none' } } }));
    expect(ev[0]).toMatchObject({ reason: 'bd_pf_item_retrieve', rule: { id: 'PF-ITEM-07' } });
    expect(t.c('m').sheet.status.drawn).toContain('wand');
  });

  it('PF:G-37: sheathing is a move action, never free with a move, and provokes', () => {
    const t = table(pfStats({ bab: 6, attacks: [{ ...wand, sheathed: false }] }), {}, [orc([3, 5])]);
    t.ok({ type: 'moveCombatant', id: 'm', to: { q: 2, r: 6 }, mode: 'step' });
    expect(t.prompt(act('sheatheWeapon', { weapon: 'wand' })).key).toBe('oa.orc');
    t.ok(act('sheatheWeapon', { weapon: 'wand', inputs: { 'oa.orc': { choice: 'none' } } }));
    expect(b(t).move).toBe(1);
  });

  it('PF-ITEM-11: readying ammunition is a free action (E-08)', () => {
    const t = table(PF_CAST.rogue);
    const ev = t.ok(act('readyAmmunition'));
    expect(ev[0]).toMatchObject({ rule: { id: 'PF-ITEM-11' } });
    expect(b(t)).toMatchObject({ standard: false, move: 0 });
  });

  it('PF-ITEM-12: picking up an item is a move action that provokes; opening a door is a move action that does not', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    expect(t.prompt(act('pickUpItem')).key).toBe('oa.orc');
    t.ok(act('openDoor'));
    expect(b(t).move).toBe(1);
  });

  it('PF-ITEM-13: mounting is a move action', () => {
    const t = table(PF_CAST.fighter);
    t.ok(act('mount'));
    expect(b(t).move).toBe(1);
  });

  it('PF-ITEM-14 / PF-ITEM-15: fast mount: Ride 20 free, 19 a move action; illegal with no move action left (TV-43)', () => {
    const t = table(PF_CAST.fighter);
    t.ok(act('fastMount', { skill: 5, inputs: { 'ride.m': { faces: [15] } } }));
    expect(b(t).move).toBe(0);
    const u = table(PF_CAST.fighter);
    const ev = u.ok(act('fastMount', { skill: 5, inputs: { 'ride.m': { faces: [14] } } }));
    expect(ev[0]).toMatchObject({ reason: 'bd_pf_item_fast_mount_failed', params: { total: 19 } });
    expect(b(u).move).toBe(1);
    u.ok(act('openDoor'));
    expect(u.refused(act('fastMount', { skill: 5 }))).toContain('PF-ITEM-15');
  });

  it('PF-ITEM-16 / PF-ITEM-17 / PF-ITEM-18: shields: a move action to strap or unstrap, free with a move at BAB +1, free to drop a held one', () => {
    const t = table(PF_CAST.fighter);
    const ac = derivePf1(PF_CAST.fighter).ac;
    expect(t.ok(act('dropShield'))[0]).toMatchObject({ rule: { id: 'PF-ITEM-16' } });
    expect(b(t).move).toBe(1);
    expect(derivePf1(t.c('m').sheet.stats, t.c('m').sheet.status).ac).toBe(ac - 2);
    t.ok({ type: 'moveCombatant', id: 'm', to: { q: 4, r: 5 }, mode: 'move' });
    expect(t.ok(act('readyShield'))[0]).toMatchObject({ rule: { id: 'PF-ITEM-17' } });
    expect(b(t)).toMatchObject({ move: 2, combined: true });
    expect(t.c('m').sheet.status.shieldOff).toBe(false);
    const w = table(PF_CAST.fighter);
    expect(w.ok(act('dropShield', { as: 'free' }))[0]).toMatchObject({ rule: { id: 'PF-ITEM-18' } });
    expect(b(w).move).toBe(0);
  });

  it('PF-ITEM-19: dropping an item is free; a dropped weapon leaves the hand', () => {
    const t = table(PF_CAST.fighter);
    t.ok(act('dropItem', { weapon: 'longsword' }));
    expect(t.c('m').sheet.status.drawn).not.toContain('longsword');
    expect(b(t)).toMatchObject({ standard: false, move: 0 });
  });

  it('PF-MOVE-09 / PF-MOVE-08: standing up is a move action that provokes; PF-MOVE-10: dropping prone is free', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    t.ok(act('dropProne'));
    expect(t.c('m').conditions).toContain('prone');
    expect(b(t).move).toBe(0);
    expect(t.prompt(act('standUp')).key).toBe('oa.orc');
    t.ok(act('standUp', { inputs: { 'oa.orc': { choice: 'none' } } }));
    expect(t.c('m').conditions).not.toContain('prone');
    expect(b(t).move).toBe(1);
  });
});
