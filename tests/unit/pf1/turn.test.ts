import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, pfStats, type PfSeat } from '../../helpers/pf1.js';
import type { Pf1Stats } from '../../../shared/systems/pf1/schema.js';
import type { Pf1Spell } from '../../../shared/systems/pf1/commands.js';

const f = (...faces: number[]) => ({ faces });
const orc = (at: [number, number] = [3, 5], stats: Pf1Stats = PF_CAST.orc): PfSeat => ({ id: 'orc', stats, side: 'enemy', at, initiative: 30 });
function table(stats: Pf1Stats = PF_CAST.wizard, extra: Partial<PfSeat> = {}, others: PfSeat[] = [orc()]) {
  const t = new PfTable([{ id: 'm', stats, at: [2, 5], initiative: 20, ...extra }, ...others]);
  t.ok({ type: 'nextTurn' });
  t.turnOf('m');
  return t;
}
const spell = (over: Partial<Pf1Spell> = {}): Pf1Spell => ({ name: 'Bola de fuego', level: 3, castingTime: 'standard', verbal: true, somatic: true, defensive: false, touch: 'none', metamagic: 'none', spontaneousConversion: false, ...over });
const cast = (s: Partial<Pf1Spell> = {}, more: Record<string, unknown> = {}) => ({ type: 'pf1Action' as const, id: 'm', action: 'castSpell' as const, spell: spell(s), ...more });
const changed = (ev: readonly { type: string }[], reason: string) => ev.find((e) => e.type === 'pf1.changed' && (e as { reason?: string }).reason === reason) as undefined | { steps?: { params: Record<string, unknown> }[]; rule: { id: string } | null };
/** The orc's attack of opportunity: falchion 2d4 + 4 (two-handed Str 17), +4 to hit. */
const oa = (d20: number, dmg: number[]) => ({ 'oa.orc': { choice: 'falchion' }, 'oa.orc.atk.d20': f(d20), 'oa.orc.dmg': f(...dmg) });
const kobold = pfStats({ hpMax: 4, attacks: [{ id: 'dagger', name: 'Daga', kind: 'melee', hands: 'light', damage: '1d4' }] });

describe('Pathfinder turn: casting under attack, touch delivery, falling mid-move (turn.ts, spells.ts, move.ts)', () => {
  it('PF-SPELL-17 / PF-SPELL-11: hurt by the attack of opportunity, concentration DC 10 + damage + level: 7 damage, level 3 → 20 (TV-01); failure loses it', () => {
    const t = table();
    const ev = t.ok(cast({}, { inputs: { ...oa(15, [1, 2]), 'conc.m.hurt': f(10) } })); // 10 + 9 = 19 < 20
    expect(t.c('m').hp.current).toBe(22 - 7);
    const lost = changed(ev, 'bd_pf_spell_lost');
    expect(lost?.steps?.[0]?.params).toMatchObject({ dc: 20, n: 7, level: 3 });
    expect(lost?.rule?.id).toBe('PF-SPELL-11');
    const u = table();
    const kept = u.ok(cast({}, { inputs: { ...oa(15, [1, 2]), 'conc.m.hurt': f(11) } }));
    expect(changed(kept, 'bd_pf_spell_conc_kept')?.rule?.id).toBe('PF-SPELL-17');
    expect(changed(kept, 'bd_pf_spell_effect')).toBeDefined();
  });

  it('PF-SPELL-17: a 0-level spell hurt for 1: DC 11 (TV-02)', () => {
    const t = new PfTable([{ id: 'm', stats: PF_CAST.wizard, at: [2, 5], initiative: 20 }, { id: 'kob', stats: kobold, side: 'enemy', at: [3, 5], initiative: 30 }]);
    t.ok({ type: 'nextTurn' });
    t.turnOf('m');
    const ev = t.ok(cast({ level: 0, name: 'Rayo de escarcha' }, { inputs: { 'oa.kob': { choice: 'dagger' }, 'oa.kob.atk.d20': f(15), 'oa.kob.dmg': f(1), 'conc.m.hurt': f(2) } }));
    expect(changed(ev, 'bd_pf_spell_conc_kept')?.steps?.[0]?.params).toMatchObject({ dc: 11 });
  });

  it('PF-SPELL-16: a missed attack of opportunity asks no concentration', () => {
    const t = table();
    const ev = t.ok(cast({}, { inputs: { 'oa.orc': { choice: 'falchion' }, 'oa.orc.atk.d20': f(2) } }));
    expect(changed(ev, 'bd_pf_spell_effect')).toBeDefined();
    expect(changed(ev, 'bd_pf_spell_conc_kept')).toBeUndefined();
  });

  it('PF-SPELL-33 / PF-SPELL-19 / PF-SPELL-32 / PF-SPELL-34: a ranged touch cast defensively: DC 19, and its ranged touch still provokes; part of the casting, never held (TV-04)', () => {
    const t = table();
    const ray = { name: 'Rayo abrasador', level: 2, touch: 'ranged' as const, damage: '4d6', defensive: true };
    expect(t.prompt(cast(ray, { target: 'orc', inputs: { 'conc.m': f(10) } })).key).toBe('oa.orc');
    const ev = t.ok(cast(ray, { target: 'orc', inputs: { 'conc.m': f(10), 'oa.orc': { choice: 'none' }, 'touch.atk.d20': f(15), 'touch.dmg': f(1, 1, 1, 1) } }));
    expect(changed(ev, 'bd_pf_spell_conc_kept')?.steps?.[0]?.params).toMatchObject({ dc: 19 });
    expect(ev.some((e) => e.type === 'attack.resolved')).toBe(true);
    expect(t.c('m').sheet.status.holding).toBeNull();
    expect(t.c('orc').hp.current).toBe(2);
  });

  it('PF-SPELL-23 / PF-SPELL-20 / PF-SPELL-22: the touch on a foe is a free melee touch attack that provokes nothing; a hit discharges it', () => {
    const t = table();
    const grasp = { name: 'Agarre electrizante', level: 1, touch: 'melee' as const, damage: '1d6', defensive: true };
    const ev = t.ok(cast(grasp, { target: 'orc', inputs: { 'conc.m': f(15), 'touch.atk.d20': f(12), 'touch.dmg': f(4) } }));
    expect(ev.filter((e) => e.type === 'attack.resolved')).toHaveLength(1);
    expect(changed(ev, 'bd_pf_spell_discharged')).toBeDefined();
    expect(t.c('m').sheet.status.holding).toBeNull();
    expect(t.c('m').sheet.status.budget).toMatchObject({ standard: true, move: 0 });
  });

  it('PF-SPELL-26 / PF-SPELL-31: a missed touch keeps the charge held (TV-41)', () => {
    const t = table();
    const grasp = { name: 'Agarre electrizante', level: 1, touch: 'melee' as const, damage: '1d6', defensive: true };
    const ev = t.ok(cast(grasp, { target: 'orc', inputs: { 'conc.m': f(15), 'touch.atk.d20': f(1) } }));
    expect(changed(ev, 'bd_pf_spell_charge_kept')?.rule?.id).toBe('PF-SPELL-26');
    expect(t.c('m').sheet.status.holding).toMatchObject({ name: 'Agarre electrizante', freeTouch: false });
  });

  it('PF-AOO-01 / PF-HP-02: a move stops where the attack of opportunity drops the mover', () => {
    const t = table(PF_CAST.wizard, { hp: 3 });
    t.ok({ type: 'moveCombatant', id: 'm', to: { q: 0, r: 5 }, mode: 'move', inputs: oa(15, [1, 1]) });
    expect(t.c('m').life).toBe('unconscious');
    expect(t.c('m').position).toEqual({ q: 2, r: 5 });
  });

  it('PF-HP-02 (through attacks): an attack that takes a creature below 0 leaves it dying; the next turn it checks to stabilise', () => {
    const t = table(PF_CAST.wizard, { hp: 3 });
    t.ok({ type: 'moveCombatant', id: 'm', to: { q: 0, r: 5 }, mode: 'move', inputs: oa(15, [1, 1]) });
    expect(t.c('m').hp.current).toBe(-3);
    t.ok({ type: 'nextTurn' });
    const ev = t.ok({ type: 'nextTurn', inputs: { 'stab.m': f(13) } }); // 13 + 1 − 3 = 11 ≥ 10
    expect(ev.some((e) => e.type === 'life.changed' && e.reason === 'bd_pf_hp_stable')).toBe(true);
    expect(t.c('m').life).toBe('stable');
  });

  it('PF-MOVE-15: running without the Run feat loses Dex to AC until its next turn', () => {
    const t = new PfTable([{ id: 'm', stats: PF_CAST.rogue, at: [2, 5], initiative: 20 }, orc([12, 5])]);
    t.ok({ type: 'nextTurn' });
    t.turnOf('m');
    t.ok({ type: 'moveCombatant', id: 'm', to: { q: 11, r: 5 }, mode: 'run' });
    t.ok({ type: 'nextTurn' });
    // Rogue AC 17 (10 + 3 armor + 4 Dex): running, 13; the orc's 9 + 4 = 13 hits.
    const ev = t.ok({ type: 'attack', attacker: 'orc', target: 'm', attack: 'falchion', inputs: { 'atk.d20': f(9), dmg: f(1, 1) } });
    const hit = ev.find((e) => e.type === 'attack.resolved') as { outcome: string } | undefined;
    expect(hit?.outcome).toBe('hit');
  });
});
