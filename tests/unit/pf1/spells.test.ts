import { describe, expect, it } from 'vitest';
import { PF_CAST, PfTable, pfStats, type PfSeat } from '../../helpers/pf1.js';
import type { Pf1Stats } from '../../../shared/systems/pf1/schema.js';
import type { Pf1Spell } from '../../../shared/systems/pf1/commands.js';

const orc = (at: [number, number] = [9, 9], initiative = 30): PfSeat => ({ id: 'orc', stats: PF_CAST.orc, side: 'enemy', at, initiative });
function table(stats: Pf1Stats = PF_CAST.wizard, extra: Partial<PfSeat> = {}, others: PfSeat[] = [orc()]) {
  const t = new PfTable([{ id: 'm', stats, at: [2, 5], initiative: 20, ...extra }, ...others]);
  t.ok({ type: 'nextTurn' });
  t.turnOf('m');
  return t;
}
const spell = (over: Partial<Pf1Spell> = {}): Pf1Spell => ({ name: 'Proyectil mágico', level: 1, castingTime: 'standard', verbal: true, somatic: true, defensive: false, touch: 'none', metamagic: 'none', spontaneousConversion: false, ...over });
const cast = (s: Partial<Pf1Spell> = {}, more: Record<string, unknown> = {}) => ({ type: 'pf1Action' as const, id: 'm', action: 'castSpell' as const, spell: spell(s), ...more });
const act = (action: string, more: Record<string, unknown> = {}) => ({ type: 'pf1Action' as const, id: 'm', action: action as never, ...more });
const st = (t: PfTable) => t.c('m').sheet.status;
const reasons = (ev: readonly { type: string }[]) => ev.filter((e): e is { type: 'pf1.changed'; reason: string } & typeof e => e.type === 'pf1.changed').map((e) => (e as unknown as { reason: string }).reason);
const sorcerer = pfStats({ abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 18 }, caster: { level: 5, ability: 'cha', kind: 'spontaneous', metamagicSlows: true } });
const cleric = pfStats({ abilities: { str: 10, dex: 10, con: 10, int: 10, wis: 16, cha: 10 }, caster: { level: 5, ability: 'wis' } });

describe('Pathfinder spellcasting (spells.ts, concentration.ts)', () => {
  it('PF-SPELL-01 / PF-SPELL-15: a standard-action spell takes effect at once; a move before or after', () => {
    const t = table();
    t.ok({ type: 'moveCombatant', id: 'm', to: { q: 4, r: 5 }, mode: 'move' });
    const ev = t.ok(cast());
    expect(reasons(ev)).toEqual(['bd_pf_spell_casting', 'bd_pf_spell_effect']);
    expect(st(t).budget).toMatchObject({ standard: true, move: 1 });
    const u = table();
    u.ok(cast());
    u.ok({ type: 'moveCombatant', id: 'm', to: { q: 4, r: 5 }, mode: 'move' });
  });

  it('PF-SPELL-03: gagged, no verbal spell; a spell without V is fine', () => {
    const t = table(PF_CAST.wizard, { conditions: ['amordazado'] });
    expect(t.refused(cast())).toContain('PF-SPELL-03');
    t.ok(cast({ verbal: false }));
  });

  it('PF-SPELL-04 / PF:G-33: deafened, d% 01–20 spoils a verbal spell (the slot is spent), 21+ does not (E-13)', () => {
    const t = table(PF_CAST.wizard, { conditions: ['deafened'] });
    const ev = t.ok(cast({}, { inputs: { 'spoil.m': { faces: [20] } } }));
    expect(ev.at(-1)).toMatchObject({ reason: 'bd_pf_spell_lost', rule: { id: 'PF-SPELL-04', gap: 'PF:G-33' } });
    expect(st(t).spells.normal).toBe(1);
    const u = table(PF_CAST.wizard, { conditions: ['deafened'] });
    expect(reasons(u.ok(cast({}, { inputs: { 'spoil.m': { faces: [21] } } })))).toContain('bd_pf_spell_effect');
  });

  it('PF-SPELL-05: somatic needs a free hand: not grappled, not sword and shield', () => {
    expect(table(PF_CAST.wizard, { conditions: ['grappled'] }).refused(cast())).toContain('PF-SPELL-05');
    const fighterCaster = pfStats({ ...PF_CAST.fighter, caster: { level: 1, ability: 'int' } });
    const t = table(fighterCaster);
    expect(t.refused(cast())).toContain('PF-SPELL-05');
    t.ok(cast({ somatic: false }));
  });

  it('PF-SPELL-06 / PF-SPELL-07 / PF-SPELL-08: preparing components is free; elaborate ones take the action declared', () => {
    const t = table();
    t.ok(act('prepareComponents'));
    expect(st(t).budget.move).toBe(0);
    t.ok(act('prepareComponents', { as: 'move', label: 'a heavy idol' }));
    expect(st(t).budget.move).toBe(1);
  });

  it('PF-SPELL-09: casting needs a caster (caster level on the stat block)', () => {
    expect(table(PF_CAST.fighter).refused(cast({ somatic: false }))).toContain('PF-SPELL-09');
  });

  it('PF-SPELL-16 / PF-SPELL-40: casting provokes from threatening foes', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    expect(t.prompt(cast()).key).toBe('oa.orc');
  });

  it('PF-SPELL-18 / PF-SPELL-50 (G-14): free, swift and quickened casting do not provoke', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    t.ok(cast({ castingTime: 'swift' }));
    const u = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    u.ok(cast({ castingTime: 'free' }));
    const w = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    w.ok(cast({ metamagic: 'quickened' }));
    expect(st(w).budget.swift).toBe(true);
  });

  it('PF-SPELL-19: casting defensively provokes nothing and asks DC 15 + 2 × level: 15 / 17 / 21 / 33 (TV-03); failure loses it', () => {
    for (const [level, dc] of [[0, 15], [1, 17], [3, 21], [9, 33]] as const) {
      const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
      // bonus 5 + 4 = 9: a face of dc − 9 passes, one lower fails
      const ev = t.ok(cast({ level, defensive: true }, { inputs: { 'conc.m': { faces: [Math.min(20, dc - 9)] } } }));
      const check = ev.find((e) => e.type === 'pf1.changed' && (e.reason === 'bd_pf_spell_conc_kept' || e.reason === 'bd_pf_spell_lost'));
      expect(check && 'steps' in check && check.steps?.[0]?.params.dc).toBe(dc);
      expect(ev.some((e) => e.type === 'pf1.changed' && e.reason === 'bd_pf_aoo_taken')).toBe(false);
    }
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    const ev = t.ok(cast({ level: 3, defensive: true }, { inputs: { 'conc.m': { faces: [11] } } }));
    expect(ev.at(-1)).toMatchObject({ reason: 'bd_pf_spell_lost', rule: { id: 'PF-SPELL-19' } });
  });

  it('PF:G-04: Combat Casting adds +4 when casting defensively', () => {
    const t = table(pfStats({ ...PF_CAST.wizard, feats: ['combatCasting'] }));
    const ev = t.ok(cast({ level: 3, defensive: true }, { inputs: { 'conc.m': { faces: [8] } } })); // 8 + 9 + 4 = 21
    expect(reasons(ev)).toContain('bd_pf_spell_effect');
  });

  it('PF-SPELL-10 / PF-SPELL-11 (G-04, G-23): entangled, concentration DC 15 + level; failure: a prepared spell is lost, a spontaneous slot spent', () => {
    const t = table(PF_CAST.wizard, { conditions: ['entangled'] });
    const ev = t.ok(cast({ level: 2 }, { inputs: { 'conc.m.entangled': { faces: [7] } } })); // 16 < 17
    expect(ev.at(-1)).toMatchObject({ reason: 'bd_pf_spell_lost', rule: { id: 'PF-SPELL-11' }, params: { slot: 'prepared' } });
    const u = table(sorcerer, { conditions: ['entangled'] });
    expect(u.ok(cast({ level: 2 }, { inputs: { 'conc.m.entangled': { faces: [2] } } })).at(-1)).toMatchObject({ params: { slot: 'spontaneous' } });
    expect(st(u).spells.normal).toBe(1);
  });

  it('PF-SPELL-12 / PF-SPELL-35 / PF-SPELL-36 / PF-SPELL-14: maintain (standard), dismiss (standard), redirect (move), none provoking; stop concentrating is free', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    t.ok(act('concentrate', { label: 'Detectar magia' }));
    expect(st(t).budget.standard).toBe(true);
    t.ok(act('redirectSpell', { label: 'Relámpago' }));
    expect(st(t).budget.move).toBe(1);
    t.ok(act('ceaseConcentration'));
    const u = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    expect(u.ok(act('dismissSpell', { label: 'Muro' }))[0]).toMatchObject({ rule: { id: 'PF-SPELL-35' } });
  });

  it('PF-SPELL-43 / PF-SPELL-44: a sorcerer\'s metamagic standard spell is a full-round action, in effect the same round (TV-38)', () => {
    const t = table(sorcerer);
    const ev = t.ok(cast({ metamagic: 'metamagic' }));
    expect(ev[0]).toMatchObject({ rule: { id: 'PF-SPELL-43' } });
    expect(reasons(ev)).toContain('bd_pf_spell_effect');
    expect(st(t).budget.fullRound).toBe('castSpell');
    // A wizard's metamagic does not lengthen the casting.
    const u = table();
    u.ok(cast({ metamagic: 'metamagic' }));
    expect(st(u).budget).toMatchObject({ standard: true, fullRound: null });
  });

  it('PF-SPELL-45: a sorcerer\'s metamagic 1-round spell takes 1 extra full-round action (TV-38)', () => {
    const t = table(sorcerer, {}, [orc([9, 9], 10)]);
    t.ok(cast({ castingTime: 'round', metamagic: 'metamagic' }));
    expect(st(t).casting).toMatchObject({ required: 2, done: 1 });
    t.ok({ type: 'nextTurn' });
    const ev = t.ok({ type: 'nextTurn' });
    expect(reasons(ev)).toContain('bd_pf_spell_casting_continues');
    t.ok({ type: 'nextTurn' });
    expect(reasons(t.ok({ type: 'nextTurn' }))).toContain('bd_pf_spell_takes_effect');
  });

  it('PF-SPELL-46: a cleric\'s spontaneous metamagic cure is a full-round action (TV-39)', () => {
    const t = table(cleric);
    const ev = t.ok(cast({ name: 'Curar heridas leves', metamagic: 'metamagic', spontaneousConversion: true }));
    expect(ev[0]).toMatchObject({ rule: { id: 'PF-SPELL-46' } });
    expect(st(t).budget.fullRound).toBe('castSpell');
  });

  it('PF-SPELL-47 / PF-SPELL-48 / PF-SPELL-49: a quickened spell is swift, one a round, beside the one normal spell; no second normal spell', () => {
    const t = table();
    t.ok(cast({ metamagic: 'quickened' }));
    t.ok(cast());
    expect(st(t).spells).toEqual({ normal: 1, quick: 1 });
    expect(t.refused(cast({ castingTime: 'free' }))).toContain('PF-SPELL-48');
    const u = table();
    u.ok(cast());
    u.ok({ type: 'moveCombatant', id: 'm', to: { q: 4, r: 5 }, mode: 'move' });
    expect(u.refused(cast({ castingTime: 'fullRound' }))).toContain('PF-SPELL-49');
  });

  it('PF-SPELL-49: one normal spell a round, the quick one aside', () => {
    const t = table();
    t.ok(cast({ castingTime: 'free', name: 'a' }));
    t.ok(cast({ name: 'b' }));
    expect(t.refused(cast({ name: 'c' }))).toContain('PF-SPELL-49');
    // A spell-like ability is not a spell: it has its own action.
    const u = table();
    u.ok(cast({ name: 'b', castingTime: 'standard' }));
    expect(u.refused(cast({ name: 'c', castingTime: 'fullRound' }))).toContain('PF-SPELL-49');
  });

  it('PF-SPELL-42: a full-round casting time is otherwise a standard cast: in effect at once', () => {
    const t = table();
    expect(reasons(t.ok(cast({ castingTime: 'fullRound' })))).toContain('bd_pf_spell_effect');
    expect(st(t).casting).toBeNull();
  });

  it('PF-SPELL-37 / PF-SPELL-39: a 1-round spell is a full-round action that takes effect just before its next turn', () => {
    const t = table(PF_CAST.wizard, {}, [orc([9, 9], 10)]);
    t.ok(cast({ castingTime: 'round' }));
    expect(st(t).casting).toMatchObject({ done: 1, required: 1 });
    expect(st(t).budget.fullRound).toBe('castSpell');
    t.ok({ type: 'nextTurn' });
    const ev = t.ok({ type: 'nextTurn' });
    expect(ev.find((e) => e.type === 'pf1.changed' && e.reason === 'bd_pf_spell_takes_effect')).toMatchObject({ rule: { id: 'PF-SPELL-37' } });
    expect(st(t).casting).toBeNull();
    expect(st(t).budget.fullRound).toBeNull();
  });

  it('PF-SPELL-38 / PF-SPELL-40 / PF-SPELL-41: a 1-minute spell: 10 full-round rounds; AoO only at the start; threatens nothing meanwhile; another action in round 6 fails it (E-10, TV-40)', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5], 30)]);
    // Round 1: provokes (the GM declines).
    expect(t.prompt(cast({ castingTime: 'minute' })).key).toBe('oa.orc');
    t.ok(cast({ castingTime: 'minute' }, { inputs: { 'oa.orc': { choice: 'none' } } }));
    expect(st(t).casting).toMatchObject({ done: 1, required: 10 });
    for (let round = 2; round <= 6; round++) {
      t.ok({ type: 'nextTurn' }); // the orc
      if (round === 2) {
        // The orc walks away from the armed caster: no attack of opportunity while it casts (PF-SPELL-41).
        t.ok({ type: 'moveCombatant', id: 'orc', to: { q: 6, r: 5 }, mode: 'move' });
        t.ok({ type: 'moveCombatant', id: 'orc', to: { q: 3, r: 5 }, mode: 'move' });
      }
      const ev = t.ok({ type: 'nextTurn' });
      expect(ev.find((e) => e.type === 'pf1.changed' && e.reason === 'bd_pf_spell_casting_continues')).toMatchObject({ params: { done: round } });
      // Going on costs no new attack of opportunity (PF-SPELL-40): no prompt was needed.
    }
    const ev = t.ok(act('openDoor'));
    expect(ev[0]).toMatchObject({ reason: 'bd_pf_spell_interrupted', rule: { id: 'PF-SPELL-38' } });
    expect(st(t).casting).toBeNull();
    expect(st(t).budget).toMatchObject({ fullRound: null, move: 1 });
    // It threatens again from round 6.
    t.ok({ type: 'nextTurn' });
    expect(t.prompt({ type: 'moveCombatant', id: 'orc', to: { q: 6, r: 5 }, mode: 'move' }).key).toBe('oa.m');
  });

  it('PF-SPELL-39: giving up a casting in the round it began gives back no action', () => {
    const t = table(PF_CAST.wizard, {}, [orc([9, 9], 10)]);
    t.ok(cast({ castingTime: 'round' }));
    const ev = t.ok(act('ceaseConcentration'));
    expect(ev[0]).toMatchObject({ reason: 'bd_pf_spell_interrupted' });
    expect(st(t).budget.fullRound).toBe('castSpell');
    expect(t.refused({ type: 'moveCombatant', id: 'm', to: { q: 4, r: 5 }, mode: 'move' })).toContain('PF-ECON-10');
  });

  it('PF-SPELL-39: a caster who drops loses its long casting', () => {
    const t = table(PF_CAST.wizard, {}, [orc([9, 9], 10)]);
    t.ok(cast({ castingTime: 'round' }));
    const ev = t.ok({ type: 'damage', id: 'm', amount: 30 });
    expect(ev.some((e) => e.type === 'pf1.changed' && e.reason === 'bd_pf_spell_lost_fallen')).toBe(true);
    expect(st(t).casting).toBeNull();
  });

  it('PF-SPELL-20 / PF-SPELL-22 / PF-SPELL-21: a touch spell: a friend touched at once, automatically; a move after', () => {
    const t = table(PF_CAST.wizard, {}, [orc(), { id: 'ally', stats: PF_CAST.fighter, at: [3, 5], initiative: 1 }]);
    const ev = t.ok(cast({ touch: 'melee', name: 'Armadura de mago' }, { target: 'ally' }));
    expect(ev.at(-1)).toMatchObject({ reason: 'bd_pf_spell_touch_friend', rule: { id: 'PF-SPELL-22' } });
    expect(st(t).holding).toBeNull();
    t.ok({ type: 'moveCombatant', id: 'm', to: { q: 2, r: 8 }, mode: 'move' });
  });

  it('PF-SPELL-26 / PF-SPELL-28: the charge is held; casting another spell dissipates it (TV-41)', () => {
    const t = table(PF_CAST.wizard, {}, [orc([9, 9], 10)]);
    t.ok(cast({ touch: 'melee', name: 'Agarre electrizante', damage: '5d6' }));
    expect(st(t).holding).toMatchObject({ name: 'Agarre electrizante', freeTouch: true });
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'nextTurn' });
    expect(st(t).holding).toMatchObject({ freeTouch: false });
    const ev = t.ok(cast());
    expect(reasons(ev)[0]).toBe('bd_pf_spell_charge_dissipates');
    expect(st(t).holding).toBeNull();
  });

  it('PF-SPELL-29: with a held charge, one friend as a standard action, up to 6 as a full-round action; 7 refused (E-14)', () => {
    const friends: PfSeat[] = [[3, 5], [1, 5], [2, 4], [2, 6], [3, 4], [1, 6], [4, 4]].map(([q, r], i) => ({ id: `f${i}`, stats: PF_CAST.rogue, at: [q!, r!], initiative: 1 }));
    const t = table(PF_CAST.wizard, {}, [orc([9, 9], 10), ...friends]);
    t.ok(cast({ touch: 'melee', castingTime: 'swift', name: 'Curar' }));
    expect(t.refused(act('touchFriends', { targets: ['f0', 'f1', 'f2', 'f3', 'f4', 'f5', 'm'] }))).toContain('PF-SPELL-29');
    t.ok(act('touchFriends', { targets: ['f0', 'f1', 'f2', 'f3', 'f4', 'f5'] }));
    expect(st(t).budget.fullRound).toBe('touchFriends');
    const u = table(PF_CAST.wizard, {}, [orc([9, 9], 10), ...friends]);
    u.ok(cast({ touch: 'melee', castingTime: 'swift', name: 'Curar' }));
    u.ok(act('touchFriend', { target: 'f0' }));
    expect(st(u).budget.standard).toBe(true);
    expect(u.refused(act('touchFriend', { target: 'f1' }))).toContain('PF-SPELL-26');
  });

  it('PF-ABIL-02 / PF-ABIL-04: a spell-like ability is a standard action that provokes', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    expect(t.prompt(act('useSpellLike', { level: 2, label: 'Oscuridad' })).key).toBe('oa.orc');
    const u = table();
    expect(u.ok(act('useSpellLike', { level: 2, label: 'Oscuridad' }))[0]).toMatchObject({ reason: 'bd_pf_abil_spell_like', rule: { id: 'PF-ABIL-04' } });
    expect(st(u).budget.standard).toBe(true);
  });

  it('PF-ABIL-05 / PF-ABIL-03: used defensively, DC 15 + 2 × level (19 at level 2); a failure spends the use (TV-05)', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    const ev = t.ok(act('useSpellLike', { level: 2, defensive: true, label: 'Oscuridad', inputs: { 'conc.m': { faces: [9] } } })); // 9 + 9 = 18 < 19
    expect(ev.at(-1)).toMatchObject({ reason: 'bd_pf_abil_use_spent', rule: { id: 'PF-ABIL-05' } });
  });

  it('PF-ABIL-06 / PF-ABIL-08 / PF-ABIL-07 / PF-ABIL-01: supernatural and extraordinary abilities: standard actions that do not provoke; an automatic one is no action', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    t.ok(act('useSupernatural', { label: 'Aliento' }));
    expect(st(t).budget.standard).toBe(true);
    const u = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    u.ok(act('useExtraordinary'));
    expect(st(u).budget.standard).toBe(true);
    const w = table();
    expect(w.ok(act('useExtraordinary', { as: 'free' }))[0]).toMatchObject({ rule: { id: 'PF-ABIL-08' } });
    expect(st(w).budget.standard).toBe(false);
    const x = table();
    x.ok(act('useSupernatural', { as: 'fullRound' }));
    expect(st(x).budget.fullRound).toBe('other');
  });

  it('PF-ITEM-02 / PF-ITEM-04 / PF-ITEM-03: a scroll is cast: it provokes; defensively DC 15 + 2 × level; a broken concentration loses it', () => {
    const t = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    expect(t.prompt(act('readScroll', { level: 1 })).key).toBe('oa.orc');
    const u = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    const ev = u.ok(act('readScroll', { level: 1, defensive: true, inputs: { 'conc.m': { faces: [7] } } })); // 16 < 17
    expect(ev.at(-1)).toMatchObject({ reason: 'bd_pf_spell_lost', rule: { id: 'PF-ITEM-03' } });
    const w = table(PF_CAST.wizard, {}, [orc([3, 5])]);
    expect(reasons(w.ok(act('readScroll', { level: 1, defensive: true, inputs: { 'conc.m': { faces: [8] } } })))).toContain('bd_pf_spell_conc_kept');
  });
});
