/**
 * Casting in Pathfinder (PF-SPELL-*, PF-ITEM-02..04, PF-ABIL-02..05): the action a casting takes
 * (standard, full-round, 1 round, 1 minute, swift, free, immediate, metamagic), the components, the
 * limit of spells a round, the attacks of opportunity and the concentration they may break, casting
 * defensively, deafness, touch delivery, a held charge and a casting over several rounds.
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RollRecordData, Step } from '../../../shared/engine/prompt.js';
import { ok, ref, type MessageRef, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { hexDistance } from '../../../shared/hex/index.js';
import type { Pf1Status } from '../../../shared/systems/pf1/schema.js';
import type { Pf1Spell } from '../../../shared/systems/pf1/commands.js';
import type { Pf1ActionId } from '../../../shared/systems/pf1/actions.js';
import type { RollContext } from '../core/dice-engine.js';
import type { SystemCommand } from '../core/system.js';
import { fold } from '../core/fold.js';
import { spend, type Pf1Spend, type Spent } from './economy.js';
import { opportunitiesOnAction, resolveOpportunities } from './aoo.js';
import { actionRow, attackOf, byId, derived, friends, hasCondition, isFlatFooted, isPf, status, UNARMED_ID, type PfCombatant } from './sheet.js';
import { concentrationCheck, type ConcentrationSource } from './concentration.js';
import { touchAttackEvents } from './combat-actions.js';
import { pf1AttackEvents } from './attack.js';
import { pf1HitEvents } from './health.js';

type ActionCmd = Extract<SystemCommand<'pf1'>, { type: 'pf1Action' }>;
/** What is cast: a spell (components, slots), a spell completion item (a scroll, PF-ITEM-02) or a spell-like ability (PF-ABIL-02). */
export type CastKind = 'spell' | 'scroll' | 'spellLike';

const refuse = (who: string, key: string, rule: string, path = 'command.spell', params: MessageRef['params'] = {}): Result<never> =>
  failRef('INVALID_COMMAND', ref(key, { name: who, rule, ...params }), { path });

/** A spell of 1 round or longer being cast stops, and fails (PF-SPELL-38/39): the caster moved, acted, or stopped. Its full-round action is given back. */
export function abandonCastingEvents(c: PfCombatant, rule: string): EncounterEvent[] {
  const s = c.sheet.status;
  if (!s.casting) return [];
  // A round that only went on casting (done ≥ 2, set as its turn started) is given back; the round it began in is spent.
  const budget = s.casting.done >= 2 && s.budget.fullRound === 'castSpell' && !s.budget.standard && s.budget.move === 0 ? { ...s.budget, fullRound: null } : s.budget;
  return [status(c, 'bd_pf_spell_interrupted', { ...s, casting: null, budget }, rule, { spell: s.casting.name })];
}

/** How a spell is cast: the budget it spends, its rule, and the rounds it takes (PF-SPELL-01/37/38/43..47/51). */
export function castingAction(spell: Pf1Spell, c: PfCombatant): { spend: Pf1Spend; rule: string; rounds: number; quick: boolean } {
  const slow = (c.sheet.stats.caster?.metamagicSlows ?? false) || spell.spontaneousConversion;
  const meta = spell.metamagic === 'metamagic' && slow;
  const metaRule = spell.spontaneousConversion ? 'PF-SPELL-46' : 'PF-SPELL-43';
  if (spell.metamagic === 'quickened') return { spend: 'swift', rule: 'PF-SPELL-47', rounds: 0, quick: true };
  switch (spell.castingTime) {
    case 'swift': return { spend: 'swift', rule: 'PF-SPELL-47', rounds: 0, quick: true };
    case 'free': return { spend: 'free', rule: 'PF-SPELL-18', rounds: 0, quick: true };
    case 'immediate': return { spend: 'immediate', rule: 'PF-SPELL-51', rounds: 0, quick: true };
    case 'standard': return meta ? { spend: 'fullRound', rule: metaRule, rounds: 0, quick: false } : { spend: 'standard', rule: 'PF-SPELL-01', rounds: 0, quick: false };
    case 'fullRound': return { spend: 'fullRound', rule: 'PF-SPELL-42', rounds: 0, quick: false };
    case 'round': return { spend: 'fullRound', rule: meta ? (spell.spontaneousConversion ? 'PF-SPELL-46' : 'PF-SPELL-45') : 'PF-SPELL-37', rounds: 1 + (meta ? 1 : 0), quick: false };
    case 'minute': return { spend: 'fullRound', rule: meta ? (spell.spontaneousConversion ? 'PF-SPELL-46' : 'PF-SPELL-45') : 'PF-SPELL-38', rounds: 10 + (meta ? 1 : 0), quick: false };
  }
}

/** Hands free for somatic gestures: a two-handed weapon takes both, any other one, a strapped shield one (PF-SPELL-05). */
function handsFree(c: PfCombatant): number {
  const s = c.sheet;
  const used = s.status.drawn.reduce((n, id) => n + (s.stats.attacks.find((a) => a.id === id)?.hands === 'two' ? 2 : 1), 0) + (s.stats.ac.shield > 0 && !s.status.shieldOff ? 1 : 0);
  return Math.max(0, 2 - used);
}

/** The components' refusal: V needs a voice (gagged, silence: PF-SPELL-03), S a free hand and no bonds or grapple (PF-SPELL-05). */
function componentRefusal(c: PfCombatant, spell: Pf1Spell): string | null {
  if (spell.verbal && (hasCondition(c, 'gagged') || hasCondition(c, 'silenced'))) return 'PF-SPELL-03';
  if (spell.somatic && (hasCondition(c, 'bound') || hasCondition(c, 'grappled') || hasCondition(c, 'pinned') || handsFree(c) === 0)) return 'PF-SPELL-05';
  return null;
}

/** Spends the casting's action, on or off its turn (PF-ECON-19..22 for an immediate one). */
function spendCasting(state: EncounterState, c: PfCombatant, kind: Pf1Spend): Spent {
  const offTurn = state.activeId !== c.id;
  if (offTurn && kind !== 'immediate') return { ok: false, rule: 'PF-ECON-19', code: 'NOT_ITS_TURN' };
  return spend(c.sheet.status, kind, { full: 'castSpell', offTurn, flatFooted: isFlatFooted(c) });
}

/**
 * Casts `spell` (a spell, a scroll or a spell-like ability): the budget, one spell a round plus one
 * quick spell (PF-SPELL-48/49), the components, a held charge dissipating (PF-SPELL-28), the attacks
 * of opportunity (PF-SPELL-16; none when defensive PF-SPELL-19, for free or swift casting PF-SPELL-18/50,
 * nor for a supernatural or extraordinary use), the concentration each source needs (G-04), a deafened
 * caster's 20 % (PF-SPELL-04), then the effect: at once (PF-SPELL-15/44), after 1 round or more
 * (PF-SPELL-37/38), a touch held or delivered (PF-SPELL-20..34).
 */
export function castEvents(state: EncounterState, cmd: ActionCmd, dice: RollContext, kind: CastKind): Result<EncounterEvent[]> {
  const c0 = byId(state, cmd.id);
  if (!isPf(c0)) return failRef('NOT_FOUND', ref('err_pf_no_pf_combatant', { id: cmd.id }), { path: 'command.id' });
  const spell: Pf1Spell | undefined = cmd.spell ?? (cmd.level !== undefined ? { name: cmd.label ?? (kind === 'scroll' ? 'scroll' : 'spell-like ability'), level: cmd.level, castingTime: 'standard', verbal: false, somatic: false, defensive: false, touch: 'none', metamagic: 'none', spontaneousConversion: false } : undefined);
  if (!spell) return refuse(c0.name, 'err_pf1_spell_missing', 'PF-SPELL-01', 'command.spell', { action: cmd.action });
  if (kind === 'spell' && !c0.sheet.stats.caster) return refuse(c0.name, 'err_pf1_spell_no_caster', 'PF-SPELL-09', 'command.id', { spell: spell.name });
  const defensive = cmd.defensive || spell.defensive;
  const how = kind === 'spell' ? castingAction(spell, c0) : { spend: (cmd.as ?? 'standard') as Pf1Spend, rule: kind === 'scroll' ? 'PF-ITEM-02' : 'PF-ABIL-04', rounds: 0, quick: false };
  if (spell.metamagic === 'quickened' && (spell.castingTime === 'round' || spell.castingTime === 'minute')) return refuse(c0.name, 'err_pf1_spell_quicken_long', 'PF:G-27', 'command.spell', { spell: spell.name });
  const s0 = c0.sheet.status;
  if (!how.quick && kind === 'spell' && s0.spells.normal >= 1) return refuse(c0.name, 'err_pf1_spell_second', 'PF-SPELL-49', 'command.spell', { spell: spell.name });
  const spent = spendCasting(state, c0, how.spend);
  if (!spent.ok) return refuse(c0.name, 'err_pf1_spell_now', spent.rule, 'command.action', { spell: spell.name });
  if (how.quick && s0.spells.quick >= 1) return refuse(c0.name, 'err_pf1_spell_second_quick', 'PF-SPELL-48', 'command.spell', { spell: spell.name });
  if (kind === 'spell') {
    const comp = componentRefusal(c0, spell);
    if (comp) return refuse(c0.name, comp === 'PF-SPELL-03' ? 'err_pf1_spell_verbal' : 'err_pf1_spell_somatic', comp, 'command.spell', { spell: spell.name });
  }
  const steps: Step[] = [{ msg: `bd_pf_spell_time_${how.spend}`, params: { spell: spell.name, rounds: how.rounds }, rule: { id: how.rule } }];
  let next: Pf1Status = { ...spent.status, spells: how.quick ? { ...spent.status.spells, quick: spent.status.spells.quick + 1 } : { ...spent.status.spells, normal: spent.status.spells.normal + (kind === 'spell' ? 1 : 0) } };
  const events: EncounterEvent[] = [];
  if (next.holding && kind !== 'spellLike') {
    events.push(status(c0, 'bd_pf_spell_charge_dissipates', { ...next, holding: null }, 'PF-SPELL-28', { spell: next.holding.name }));
    next = { ...next, holding: null };
  }
  const begun = status(c0, kind === 'spell' ? 'bd_pf_spell_casting' : kind === 'scroll' ? 'bd_pf_item_scroll' : 'bd_pf_abil_spell_like', next, how.rule, { spell: spell.name, level: spell.level }, { steps });
  events.push(begun);
  let now = fold(state, events);
  const lost = (reason: string, rule: string, extraSteps: Step[], roll?: { roll?: RollRecordData }): EncounterEvent => {
    const c = byId(now, c0.id) as PfCombatant;
    // What is spent: a prepared spell, a spontaneous slot (PF-SPELL-11, G-23), the scroll (PF-ITEM-03), the ability's use (PF-ABIL-03).
    const slot = kind === 'spell' ? (c.sheet.stats.caster?.kind ?? 'prepared') : kind;
    const steps: Step[] = [...extraSteps, { msg: `bd_pf_spell_spent_${slot === 'spellLike' ? 'spell_like' : slot}`, params: { spell: spell.name }, rule: { id: kind === 'spell' ? 'PF-SPELL-11' : rule } }];
    return status(c, reason, { ...c.sheet.status, casting: null, holding: null }, rule, { spell: spell.name, slot }, { ...roll, steps, gap: rule === 'PF-SPELL-11' ? 'PF:G-23' : undefined });
  };
  // Attacks of opportunity: a casting that provokes (the table's row, PF-SPELL-16/40), not defensive (PF-SPELL-19), not free/swift/immediate (PF-SPELL-18/50).
  const rowId: Pf1ActionId = kind === 'scroll' ? 'readScroll' : kind === 'spellLike' ? 'useSpellLike' : how.spend === 'swift' ? 'castQuickened' : how.spend === 'immediate' ? 'castImmediate' : 'castSpell';
  const row = actionRow(now, rowId);
  const provokes = row.provokes === 'yes' && !defensive && !how.quick && how.spend !== 'free';
  if (provokes) {
    const r = resolveOpportunities(now, c0.id, opportunitiesOnAction(now, byId(now, c0.id) as PfCombatant, row.gm ? 'GM' : kind === 'spell' ? 'PF-SPELL-16' : row.rule), dice);
    if (!r.ok) return r;
    events.push(...r.value.events);
    now = r.value.state;
    const c = byId(now, c0.id) as PfCombatant;
    if (c.life !== 'ok') return ok(events);
    if (r.value.damage > 0) {
      const check = concentrationCheck(c, 'hurt', spell.level, r.value.damage, spell.name, dice);
      if (!check.success) return ok([...events, lost(kind === 'spellLike' ? 'bd_pf_abil_use_spent' : 'bd_pf_spell_lost', kind === 'spellLike' ? 'PF-ABIL-03' : kind === 'scroll' ? 'PF-ITEM-03' : 'PF-SPELL-11', check.steps, { roll: check.roll })]);
      events.push(status(c, 'bd_pf_spell_conc_kept', c.sheet.status, 'PF-SPELL-17', { spell: spell.name }, { roll: check.roll, steps: check.steps, gap: 'PF:G-04' }));
    }
  }
  // Concentration from the caster's situation (G-04) and casting defensively (PF-SPELL-19, PF-ITEM-04, PF-ABIL-05).
  const sources: { source: ConcentrationSource; n: number }[] = [];
  const me = byId(now, c0.id) as PfCombatant;
  if (defensive) sources.push({ source: 'defensive', n: 0 });
  if (hasCondition(me, 'entangled')) sources.push({ source: 'entangled', n: 0 });
  if (hasCondition(me, 'grappled')) sources.push({ source: 'grappled', n: grapplerCmb(now, me) });
  for (const { source, n } of sources) {
    const check = concentrationCheck(me, source, spell.level, n, spell.name, dice);
    if (!check.success) {
      const reason = kind === 'spellLike' ? 'bd_pf_abil_use_spent' : 'bd_pf_spell_lost';
      const rule = kind === 'spellLike' ? (defensive ? 'PF-ABIL-05' : 'PF-ABIL-03') : kind === 'scroll' ? 'PF-ITEM-03' : source === 'defensive' ? 'PF-SPELL-19' : 'PF-SPELL-11';
      return ok([...events, lost(reason, rule, check.steps, { roll: check.roll })]);
    }
    events.push(status(me, 'bd_pf_spell_conc_kept', me.sheet.status, source === 'defensive' ? (kind === 'spellLike' ? 'PF-ABIL-05' : kind === 'scroll' ? 'PF-ITEM-04' : 'PF-SPELL-19') : 'PF-SPELL-10', { spell: spell.name }, { roll: check.roll, steps: check.steps, gap: 'PF:G-04' }));
  }
  // A deafened caster spoils a verbal spell on d% 01–20 (PF-SPELL-04); the slot is spent (G-33).
  if (kind === 'spell' && spell.verbal && hasCondition(me, 'deafened')) {
    const roll = dice.roll({ key: `spoil.${me.id}`, notation: '1d100', purpose: { msg: 'prompt_pf_spoil', params: { name: me.name, spell: spell.name } }, roller: me });
    const spoiled = roll.total <= 20;
    const st: Step[] = [{ msg: spoiled ? 'bd_pf_spell_spoiled' : 'bd_pf_spell_not_spoiled', params: { roll: roll.total }, rule: { id: 'PF-SPELL-04' } }];
    if (spoiled) return ok([...events, { ...lost('bd_pf_spell_lost', 'PF-SPELL-04', st, { roll }), rule: { id: 'PF-SPELL-04', gap: 'PF:G-33' } } as EncounterEvent]);
    events.push(status(me, 'bd_pf_spell_not_spoiled_event', me.sheet.status, 'PF-SPELL-04', { spell: spell.name }, { roll, steps: st }));
  }
  return deliver(now, events, me.id, spell, how.rounds, cmd, dice);
}

/** The strongest CMB among adjacent enemies: the grappler's, for the grappled caster's DC (G-04). */
export function grapplerCmb(state: EncounterState, c: PfCombatant): number {
  const foes = state.combatants.filter((x): x is PfCombatant => isPf(x) && !friends(x, c) && !!x.position && !!c.position && hexDistance(x.position, c.position) === 1);
  return foes.reduce((m, f) => Math.max(m, derived(f).cmb), 0);
}

/** The effect once the casting holds: a long casting begun, a touch held or delivered, or the spell at once. */
function deliver(state: EncounterState, events: EncounterEvent[], id: string, spell: Pf1Spell, rounds: number, cmd: ActionCmd, dice: RollContext): Result<EncounterEvent[]> {
  let now = state;
  const c = byId(now, id) as PfCombatant;
  const s = c.sheet.status;
  if (rounds > 0) return ok([...events, status(c, 'bd_pf_spell_casting_begins', { ...s, casting: { name: spell.name, level: spell.level, done: 1, required: rounds } }, rounds > 1 ? 'PF-SPELL-38' : 'PF-SPELL-37', { spell: spell.name, rounds })]);
  if (spell.touch === 'none') return ok([...events, status(c, 'bd_pf_spell_effect', s, 'PF-SPELL-15', { spell: spell.name })]);
  const target = cmd.target ? byId(now, cmd.target) : undefined;
  if (cmd.target && !target) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.target }), { path: 'command.target' });
  const touchSpell = { name: spell.name, level: spell.level, ...(spell.damage ? { dice: spell.damage } : {}) };
  if (spell.touch === 'ranged') {
    if (!target) return refuse(c.name, 'err_pf1_spell_no_target', 'PF-SPELL-32', 'command.target', { spell: spell.name });
    // The ranged touch attack is part of the casting (PF-SPELL-32) and provokes even when cast defensively (PF-SPELL-33); it is never held (PF-SPELL-34).
    const r = resolveOpportunities(now, id, opportunitiesOnAction(now, c, 'PF-SPELL-33'), dice);
    if (!r.ok) return r;
    events.push(...r.value.events);
    now = r.value.state;
    if ((byId(now, id)?.life ?? 'dead') !== 'ok') return ok(events);
    const t = touchAttackEvents(now, { caster: id, target: target.id, kind: 'ranged', spell: touchSpell }, dice);
    if (!t.ok) return t;
    return ok([...events, ...t.value.events]);
  }
  // A melee touch: held (PF-SPELL-26), touched at once as a free action this round (PF-SPELL-20); a friend or oneself automatically (PF-SPELL-22).
  const held = status(c, 'bd_pf_spell_charge_held', { ...s, holding: { name: spell.name, level: spell.level, ...(spell.damage ? { dice: spell.damage } : {}), freeTouch: true } }, 'PF-SPELL-26', { spell: spell.name });
  events.push(held);
  now = fold(now, [held]);
  if (!target) return ok(events);
  return touchNowEvents(now, events, id, target.id, dice);
}

/** The free touch of the casting round (PF-SPELL-20): a friend or oneself automatically (PF-SPELL-22), a foe by a melee touch attack; a miss keeps the charge (PF-SPELL-26). */
export function touchNowEvents(state: EncounterState, events: EncounterEvent[], id: string, targetId: string, dice: RollContext): Result<EncounterEvent[]> {
  const c = byId(state, id) as PfCombatant;
  const target = byId(state, targetId);
  const h = c.sheet.status.holding;
  if (!h || !target) return ok(events);
  if (target.id === c.id || friends(target, c)) {
    return ok([...events, status(c, 'bd_pf_spell_touch_friend', { ...c.sheet.status, holding: null }, 'PF-SPELL-22', { spell: h.name, target: target.name })]);
  }
  const t = touchAttackEvents(state, { caster: id, target: targetId, kind: 'melee', spell: { name: h.name, level: h.level, ...(h.dice ? { dice: h.dice } : {}) } }, dice);
  if (!t.ok) return t;
  const now = fold(state, t.value.events);
  const after = byId(now, id) as PfCombatant;
  const s = after.sheet.status;
  const out = [...events, ...t.value.events];
  if (t.value.hit) out.push(status(after, 'bd_pf_spell_discharged', { ...s, holding: null }, 'PF-SPELL-22', { spell: h.name, target: target.name }));
  else if (s.holding) out.push(status(after, 'bd_pf_spell_charge_kept', { ...s, holding: { ...s.holding, freeTouch: false } }, 'PF-SPELL-26', { spell: h.name }));
  return ok(out);
}

type AttackCmd = Extract<SystemCommand<'pf1'>, { type: 'attack' }>;

/**
 * An attack while holding a charge (PF-SPELL-30/31): an unarmed or natural attack is made as it
 * normally is (not armed by the spell, provoking as it would); a hit deals its damage and discharges
 * the spell into the target, its dice under `charge.dmg`; a miss keeps the charge.
 */
export function attackHoldingEvents(state: EncounterState, cmd: AttackCmd, dice: RollContext): Result<EncounterEvent[]> {
  const r = pf1AttackEvents(state, cmd, dice);
  const c = byId(state, cmd.attacker);
  const h = isPf(c) ? c.sheet.status.holding : null;
  if (!r.ok || !isPf(c) || !h) return r;
  const a = attackOf(c, cmd.attack);
  if (!a || (a.id !== UNARMED_ID && a.kind !== 'natural')) return r;
  const hit = r.value.some((e) => e.type === 'attack.resolved' && e.attacker === c.id && (e.outcome === 'hit' || e.outcome === 'critical'));
  if (!hit) return r;
  let now = fold(state, r.value);
  const me = byId(now, c.id) as PfCombatant;
  const target = byId(now, cmd.target);
  const events: EncounterEvent[] = [...r.value];
  const roll = h.dice && target ? dice.roll({ key: 'charge.dmg', notation: h.dice, purpose: { msg: 'prompt_pf_charge_damage', params: { name: me.name, spell: h.name } }, roller: me }) : undefined;
  const discharged = status(me, 'bd_pf_spell_discharged', { ...me.sheet.status, holding: null }, 'PF-SPELL-31', { spell: h.name, target: target?.name ?? cmd.target }, roll ? { roll } : undefined);
  events.push(discharged);
  now = fold(now, [discharged]);
  if (roll && target) events.push(...pf1HitEvents(now, target, { amount: roll.total }));
  return ok(events);
}
