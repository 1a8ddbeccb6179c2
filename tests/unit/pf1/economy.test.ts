import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, type PfSeat } from '../../helpers/pf1.js';
import type { Pf1Stats } from '../../../shared/systems/pf1/schema.js';
import type { Pf1Spell } from '../../../shared/systems/pf1/commands.js';

const orc = (at: [number, number] = [9, 9], extra: Partial<PfSeat> = {}): PfSeat => ({ id: 'orc', stats: PF_CAST.orc, side: 'enemy', at, initiative: 30, ...extra });
/** `m` on its turn, foes having acted first (no longer flat-footed). */
function table(stats: Pf1Stats = PF_CAST.wizard, extra: Partial<PfSeat> = {}, others: PfSeat[] = [orc()], settings = {}) {
  const t = new PfTable([{ id: 'm', stats, at: [2, 5], initiative: 20, ...extra }, ...others], { settings });
  t.ok({ type: 'nextTurn' });
  t.turnOf('m');
  return t;
}
const act = (action: string, more: Record<string, unknown> = {}) => ({ type: 'pf1Action' as const, id: 'm', action: action as never, ...more });
const b = (t: PfTable) => t.c('m').sheet.status.budget;
const featherFall: Pf1Spell = { name: 'Caída de pluma', level: 1, castingTime: 'immediate', verbal: true, somatic: false, defensive: false, touch: 'none', metamagic: 'none', spontaneousConversion: false };

describe('Pathfinder turn budget (economy.ts through pf1Action)', () => {
  it('PF-ECON-01 / PF-ECON-02 / PF-ECON-03: one round: a standard, a move, a swift and free actions fit; nothing more', () => {
    const t = table();
    t.ok(act('activateItem'));
    t.ok(act('openDoor'));
    t.ok(act('useFeat', { as: 'swift', label: 'Arcane Strike' }));
    t.ok(act('speak'));
    expect(b(t)).toMatchObject({ standard: true, move: 1, swift: true, fullRound: null });
    expect(t.refused(act('activateItem'))).toContain('PF-ECON-03');
    expect(t.refused(act('useSkillRound'))).toContain('PF-ECON-10');
  });

  it('PF-ECON-04: a move action instead of the standard: move + move, then no standard', () => {
    const t = table();
    t.ok(act('openDoor'));
    t.ok(act('pickUpItem'));
    expect(b(t)).toMatchObject({ move: 2, standard: false });
    expect(t.refused(act('activateItem'))).toContain('PF-ECON-03');
  });

  it('PF-ECON-06 / PF-ECON-07: a standard action (activate an item) and a move action (open a door) spend their own slots', () => {
    const t = table();
    t.ok(act('activateItem'));
    expect(b(t)).toMatchObject({ standard: true, move: 0 });
    t.ok(act('openDoor'));
    expect(b(t)).toMatchObject({ standard: true, move: 1 });
  });

  it('PF-ECON-09 / PF-ECON-10: a full-round action takes the round: a 5-ft step, free and swift actions still; no standard or move', () => {
    const t = table();
    t.ok(act('useSkillRound', { label: 'Heal' }));
    t.ok({ type: 'moveCombatant', id: 'm', to: { q: 3, r: 5 }, mode: 'step' });
    t.ok(act('speak'));
    t.ok(act('useFeat', { as: 'swift' }));
    expect(t.refused(act('openDoor'))).toContain('PF-ECON-10');
    const u = table();
    u.ok(act('openDoor'));
    expect(u.refused(act('useSkillRound'))).toContain('PF-ECON-10');
  });

  it('PF-ECON-11: run and withdraw allow no 5-ft step, before or after', () => {
    const t = table();
    t.ok({ type: 'moveCombatant', id: 'm', to: { q: 3, r: 5 }, mode: 'step' });
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: { q: 8, r: 5 }, mode: 'run' })).toContain('PF-MOVE-30');
    const u = table();
    u.ok({ type: 'moveCombatant', id: 'm', to: { q: 6, r: 5 }, mode: 'withdraw' });
    expect(u.refused({ type: 'moveCombatant', id: 'm', to: { q: 7, r: 5 }, mode: 'step' })).toContain('PF-MOVE-23');
  });

  it('PF-ECON-13 / PF-AOO-06: free actions, several a turn, use no budget and do not provoke', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    t.ok(act('speak'));
    t.ok(act('speak'));
    t.ok(act('dropItem', { label: 'antorcha' }));
    t.ok(act('readyAmmunition'));
    expect(b(t)).toMatchObject({ standard: false, move: 0, swift: false, fullRound: null });
  });

  it('PF-ECON-15: one swift action a turn, outside the standard/move budget', () => {
    const t = table();
    t.ok(act('useFeat', { as: 'swift' }));
    expect(t.refused(act('useFeat', { as: 'swift' }))).toContain('PF-ECON-15');
    t.ok(act('activateItem'));
    t.ok(act('openDoor'));
  });

  it('PF-ECON-16 (G-15): swift actions only on its own turn; off-turn with the swiftOffTurn setting', () => {
    const t = table(PF_CAST.wizard, {}, [orc([9, 9], { initiative: 10 })]);
    t.ok({ type: 'nextTurn' });
    expect(t.state.activeId).toBe('orc');
    expect(t.refused(act('useFeat', { as: 'swift' }))).toContain('PF-ECON-19');
    const u = table(PF_CAST.wizard, {}, [orc([9, 9], { initiative: 10 })], { swiftOffTurn: true });
    u.ok({ type: 'nextTurn' });
    u.ok(act('useFeat', { as: 'swift' }));
  });

  it('PF-ECON-17: "no action" (delay) spends nothing', () => {
    const t = table();
    t.ok(act('delay'));
    expect(b(t)).toMatchObject({ standard: false, move: 0, swift: false, fullRound: null, step: false });
  });

  it('PF-ECON-19 / PF-ECON-21 / PF-SPELL-51: an immediate action off its turn (Feather Fall) takes the next turn\'s swift (TV-37, E-09)', () => {
    const t = table(PF_CAST.wizard, {}, [orc([9, 9], { initiative: 10 })]);
    t.ok({ type: 'nextTurn' }); // orc's turn
    const ev = t.ok(act('castSpell', { spell: featherFall }));
    expect(ev.find((e) => e.type === 'pf1.changed')).toMatchObject({ rule: { id: 'PF-SPELL-51' } });
    expect(t.c('m').sheet.status.swiftSpent).toBe(true);
    expect(t.refused(act('castSpell', { spell: { ...featherFall, name: 'otra' } }))).toContain('PF-ECON-21');
    t.turnOf('m');
    expect(b(t).swift).toBe(true);
    expect(t.refused(act('useFeat', { as: 'swift' }))).toContain('PF-ECON-15');
  });

  it('PF-ECON-20: an immediate action on its own turn is that turn\'s swift action', () => {
    const t = table();
    t.ok(act('castSpell', { spell: featherFall }));
    expect(b(t).swift).toBe(true);
    expect(t.refused(act('useFeat', { as: 'swift' }))).toContain('PF-ECON-15');
  });

  it('PF-ECON-22 (G-06): no immediate action while flat-footed (before its first turn)', () => {
    const t = new PfTable([{ id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [9, 9], initiative: 30 }, { id: 'm', stats: PF_CAST.wizard, at: [2, 5], initiative: 10 }]);
    t.ok({ type: 'nextTurn' });
    expect(t.c('m').sheet.status.flatFooted).toBe(true);
    expect(t.refused(act('castSpell', { spell: featherFall }))).toContain('PF-ECON-22');
  });

  it('PF-ECON-23: speaking is free, even off its turn', () => {
    const t = table(PF_CAST.wizard, {}, [orc([9, 9], { initiative: 10 })]);
    t.ok({ type: 'nextTurn' });
    expect(t.state.activeId).toBe('orc');
    const ev = t.ok(act('speak'));
    expect(ev[0]).toMatchObject({ reason: 'bd_pf_econ_act_speak', rule: { id: 'PF-ECON-23' } });
    expect(t.refused(act('openDoor'))).toContain('PF-ECON-19');
  });

  it('PF-ECON-05 / PF-ECON-18 (E-02, G-06): in the surprise round the aware take one standard or one move, plus swift and free; the surprised none', () => {
    const t = new PfTable([{ id: 'm', stats: PF_CAST.wizard, at: [2, 5], initiative: 20 }, orc([9, 9], { initiative: 10 })]);
    t.ok({ type: 'setSurprised', ids: ['orc'], surprised: true });
    t.ok({ type: 'nextTurn' });
    expect(b(t)).toMatchObject({ limited: 'single', limitRule: 'PF-ECON-05' });
    t.ok(act('activateItem'));
    t.ok(act('useFeat', { as: 'swift' }));
    t.ok(act('speak'));
    expect(t.refused(act('openDoor'))).toContain('PF-ECON-05');
    expect(t.refused(act('useSkillRound'))).toContain('PF-ECON-05');
    t.ok({ type: 'nextTurn' });
    expect(t.c('orc').sheet.status.budget.limited).toBe('inactive');
    t.ok({ type: 'nextTurn' });
    expect(b(t).limited).toBe('none');
  });

  it('PF-ECON-18: a staggered creature takes one standard or one move; no full-round action', () => {
    const t = table(PF_CAST.wizard, { conditions: ['tambaleante'] });
    expect(b(t)).toMatchObject({ limited: 'single', limitRule: 'PF-ECON-18' });
    expect(t.refused(act('useSkillRound'))).toContain('PF-ECON-18');
    t.ok(act('openDoor'));
    expect(t.refused(act('activateItem'))).toContain('PF-ECON-18');
  });

  it('PF-ECON-25 (G-31): start a full-round action with a standard action, complete it next round with another; not a full attack, charge, run or withdraw; lost if not completed', () => {
    const t = table(PF_CAST.wizard, { conditions: ['staggered'] }, [orc([9, 9], { initiative: 10 })]);
    expect(t.refused(act('startFullRound', { label: 'fullAttack' }))).toContain('PF-ECON-25');
    t.ok(act('startFullRound', { label: 'lightTorch' }));
    expect(t.c('m').sheet.status.started).toEqual({ action: 'lightTorch', round: 1 });
    expect(t.refused(act('completeFullRound'))).toContain('PF-ECON-25');
    t.ok({ type: 'nextTurn' });
    t.turnOf('m');
    const ev = t.ok(act('completeFullRound'));
    expect(ev[0]).toMatchObject({ reason: 'bd_pf_econ_act_complete_full_round', params: { action: 'lightTorch' } });
    expect(t.c('m').sheet.status.started).toBeNull();
    t.ok({ type: 'nextTurn' });
    t.turnOf('m');
    t.ok(act('startFullRound', { label: 'lightTorch' }));
    t.ok({ type: 'nextTurn' });
    t.turnOf('m');
    const end = t.ok({ type: 'nextTurn' });
    expect(end.some((e) => e.type === 'pf1.changed' && e.reason === 'bd_pf_econ_started_lost' && e.rule?.gap === 'PF:G-31')).toBe(true);
  });

  it('PF-ECON-26: a feat takes the action its description gives (declared)', () => {
    const t = table();
    t.ok(act('useFeat', { as: 'move', label: 'Mobility' }));
    expect(b(t).move).toBe(1);
    t.ok(act('useFeat', { as: 'free', label: 'Power Attack' }));
    expect(b(t)).toMatchObject({ move: 1, standard: false });
  });

  it('PF-ECON-27: using a skill is a standard action unless its description says otherwise; it usually provokes (the GM may say no)', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    expect(t.prompt(act('useSkill', { label: 'Perception' })).key).toBe('provokes.m');
    t.ok(act('useSkill', { label: 'Perception', inputs: { 'provokes.m': { choice: 'no' } } }));
    expect(b(t).standard).toBe(true);
    t.ok(act('useSkill', { label: 'Acrobatics', as: 'move', inputs: { 'provokes.m': { choice: 'no' } } }));
    expect(b(t).move).toBe(1);
  });

  it('PF-AOO-07: aiding someone whose act provokes provokes too (the GM says whether it does)', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5]), { id: 'ally', stats: PF_CAST.fighter, at: [3, 4], initiative: 1 }]);
    const aid = act('aidAnother', { target: 'orc', aid: { ally: 'ally', kind: 'attack' } });
    expect(t.prompt(aid).key).toBe('aidprovokes.m');
    expect(t.prompt({ ...aid, inputs: { 'aidprovokes.m': { choice: 'yes' } } }).key).toBe('oa.orc');
  });
});
