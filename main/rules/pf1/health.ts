/**
 * Pathfinder hit points (reference tables "Conditions", PF1; inventory G-05): the one place damage
 * lands (`pf1HitEvents`), nonlethal damage, healing, saving throws, disabled at 0, dying below 0,
 * dead at −Con, the dying character's Con check, and the turn's limit these leave.
 */
import { ok, ref, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RollRecord } from '../../../shared/dice/index.js';
import { withBonus } from '../../../shared/dice/notation.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { RollContext } from '../core/dice-engine.js';
import type { Resolver, SystemCommand } from '../core/system.js';
import { byHandDamageEvents, byHandHealEvents } from '../core/by-hand.js';
import type { TurnLimit } from './economy.js';
import { byId, derived, hasCondition, isPf, settingsOf, status, type PfCombatant } from './sheet.js';

export { pf1Consequences, pf1TurnEnd, pf1TurnStart } from './turn.js';

type Cmd<T extends string> = Extract<SystemCommand<'pf1'>, { type: T }>;
type Life = Combatant['life'];
const NO_SAVES = { successes: 0, failures: 0 };
/** The health rules rest on the reference tables' conditions (disabled, dying, staggered, unconscious): gap G-05. */
const GAP = 'PF:G-05';

export function lifeEvent(c: Combatant, to: Life, reason: string, rule: string, roll?: RollRecord, gap: string = GAP): EncounterEvent {
  return { type: 'life.changed', id: c.id, name: c.name, life: to, deathSaves: NO_SAVES, reason, rule: { id: rule, gap }, ...(roll ? { roll } : {}) };
}

export const natural20 = (r: RollRecord) => r.dice.find((d) => d.kept && d.sides === 20)?.value ?? 0;

/** Creatures that die at 0 or below under the GM's shortcut (`monstersDie`): every non-player character. */
const diesAtZero = (state: EncounterState, c: Combatant) => settingsOf(state).monstersDie && c.kind !== 'pc';

/**
 * Damage landing on `target` (attacks, the GM's quick damage, a disabled creature's strain).
 * Lethal: HP drop; 0 is disabled (PF-HP-01), below 0 dying and unconscious (PF-HP-02), −Con dead
 * (PF-HP-03); a stable creature hurt again is dying again. Nonlethal adds to its nonlethal total:
 * equal to its current HP it is staggered, over them unconscious (PF-HP-06); it never kills.
 */
export function pf1HitEvents(state: EncounterState, target: Combatant, hit: { amount: number; nonlethal?: boolean }, _dice?: RollContext): EncounterEvent[] {
  if (!isPf(target)) return byHandDamageEvents(target, hit.amount);
  const c = target;
  if (hit.nonlethal) {
    const before = c.sheet.status.nonlethal;
    const after = before + hit.amount;
    const next = { ...c.sheet.status, nonlethal: after };
    const hp = c.hp.current;
    const events: EncounterEvent[] = [status(c, 'bd_pf_hp_nonlethal', next, 'PF-HP-06', { amount: hit.amount, total: after, hp }, { gap: GAP })];
    if (c.life === 'ok' && after > hp) events.push(lifeEvent(c, 'stable', 'bd_pf_hp_nonlethal_out', 'PF-HP-06'));
    else if (c.life === 'ok' && after === hp && before < hp) events.push(status(c, 'bd_pf_hp_nonlethal_staggered', next, 'PF-HP-06', { hp }, { gap: GAP }));
    return events;
  }
  const events = byHandDamageEvents(c, hit.amount);
  const dmg = events[0];
  const after = dmg?.type === 'combatant.damaged' ? dmg.after : c.hp.current;
  const before = c.hp.current;
  if (c.life === 'dead' || hit.amount <= 0 || after === before) return events;
  const con = c.sheet.stats.abilities.con;
  if (after <= 0 && diesAtZero(state, c)) events.push(lifeEvent(c, 'dead', 'bd_pf_hp_monster_dies', 'PF-HP-03'));
  else if (after <= -con) events.push(lifeEvent(c, 'dead', 'bd_pf_hp_dead', 'PF-HP-03'));
  else if (after < 0 && c.life !== 'unconscious') events.push(lifeEvent(c, 'unconscious', 'bd_pf_hp_dying', 'PF-HP-02'));
  else if (after === 0 && before > 0) events.push(lifeEvent(c, c.life === 'ok' ? 'ok' : c.life, 'bd_pf_hp_disabled', 'PF-HP-01'));
  // Lethal damage can bring HP down to the nonlethal total: staggered at equal, unconscious below (PF-HP-06).
  else if (after > 0 && c.life === 'ok' && c.sheet.status.nonlethal > after) events.push(lifeEvent(c, 'stable', 'bd_pf_hp_nonlethal_out', 'PF-HP-06'));
  else if (after > 0 && c.life === 'ok' && c.sheet.status.nonlethal === after) events.push(status(c, 'bd_pf_hp_nonlethal_staggered', c.sheet.status, 'PF-HP-06', { hp: after }, { gap: GAP }));
  return events;
}

/** The GM's quick damage, lethal or nonlethal (`nonlethal`), through `pf1HitEvents`. */
export const pf1DamageEvents: Resolver<Cmd<'damage'>> = (state, cmd, dice) => {
  const c = byId(state, cmd.id);
  if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
  return ok(pf1HitEvents(state, c, { amount: cmd.amount, nonlethal: cmd.nonlethal }, dice));
};

/**
 * A saving throw (PF-HP-08): d20 + the stat block's Fortitude, Reflex or Will total (`save.<id>`)
 * against the DC; a natural 1 always fails and a natural 20 always succeeds.
 */
export const pf1SaveEvents: Resolver<Cmd<'savingThrow'>> = (state, cmd, dice) => {
  const c = byId(state, cmd.id);
  if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
  if (!isPf(c)) return failRef('INVALID_COMMAND', ref('err_pf1_hp_no_stat_block', { name: c.name }), { path: 'command.id' });
  const bonus = c.sheet.stats.saves[cmd.save];
  const roll = dice.roll({ key: `save.${c.id}`, notation: withBonus('1d20', bonus), purpose: { msg: 'prompt_pf_save', params: { name: c.name, save: cmd.save, dc: cmd.dc } }, roller: c });
  const n = natural20(roll);
  const success = n === 20 || (n !== 1 && roll.total >= cmd.dc);
  const steps: Step[] = [
    { msg: 'bd_pf_hp_save_roll', params: { d20: n, bonus, total: roll.total, dc: cmd.dc, save: cmd.save }, rule: { id: 'PF-HP-08', gap: GAP } },
    ...(n === 1 || n === 20 ? [{ msg: n === 20 ? 'bd_pf_hp_save_nat20' : 'bd_pf_hp_save_nat1', params: {}, rule: { id: 'PF-HP-08', gap: GAP } }] : []),
  ];
  return ok([{ type: 'save.rolled', id: c.id, name: c.name, ability: cmd.save, dc: cmd.dc, success, roll, steps }]);
};

export const pf1TimePasses: Resolver<Cmd<'timePasses'>> = () => ok([]);

/**
 * Healing (PF-HP-07): HP up to the maximum and as many points of nonlethal damage gone; a dying
 * creature healed to 1 HP or more is back, to 0 disabled and conscious, still below 0 stable; the
 * knocked-out wake when nonlethal no longer exceeds their HP. The dead are refused.
 */
export function pf1HealEvents(_state: EncounterState, c: Combatant, cmd: { amount: number }): Result<EncounterEvent[]> {
  if (!isPf(c)) return ok(byHandHealEvents(c, cmd.amount));
  if (c.life === 'dead') return failRef('INVALID_COMMAND', ref('err_pf1_hp_dead', { name: c.name }), { path: 'command.id' });
  const events = byHandHealEvents(c, cmd.amount);
  const after = Math.max(c.hp.current, Math.min(c.hp.max, c.hp.current + cmd.amount));
  const nonlethal = Math.max(0, c.sheet.status.nonlethal - cmd.amount);
  if (nonlethal !== c.sheet.status.nonlethal) events.push(status(c, 'bd_pf_hp_nonlethal_healed', { ...c.sheet.status, nonlethal }, 'PF-HP-07', { total: nonlethal }, { gap: GAP }));
  if (c.life === 'unconscious' || c.life === 'stable') {
    if (after >= 0 && nonlethal <= after) events.push(lifeEvent(c, 'ok', after === 0 ? 'bd_pf_hp_healed_disabled' : 'bd_pf_hp_healed', 'PF-HP-07'));
    else if (after < 0 && c.life === 'unconscious') events.push(lifeEvent(c, 'stable', 'bd_pf_hp_healed_stable', 'PF-HP-07'));
  }
  return ok(events);
}

/**
 * A dying creature's turn (PF-HP-04): a DC 10 Constitution check with its negative HP as a penalty
 * (`stab.<id>`); a natural 20 always succeeds. Success: stable; failure: 1 HP lost, dead at −Con.
 */
export function dyingCheckEvents(state: EncounterState, c: PfCombatant, dice: RollContext): EncounterEvent[] {
  if (c.life !== 'unconscious' || c.hp.current >= 0) return [];
  const penalty = c.hp.current;
  const con = derived(c).con;
  const roll = dice.roll({ key: `stab.${c.id}`, notation: withBonus('1d20', con + penalty), purpose: { msg: 'prompt_pf_stabilise', params: { name: c.name, dc: 10 } }, roller: c });
  const n = natural20(roll);
  if (n === 20 || roll.total >= 10) return [lifeEvent(c, 'stable', n === 20 ? 'bd_pf_hp_stable_nat20' : 'bd_pf_hp_stable', 'PF-HP-04', roll)];
  return [lifeEvent(c, 'unconscious', 'bd_pf_hp_not_stable', 'PF-HP-04', roll), ...pf1HitEvents(state, c, { amount: 1 })];
}

/**
 * The limit a turn starts with (PF-ECON-18): none for the unconscious, dead, surprised (G-06), dazed,
 * stunned, paralyzed or helpless; one standard or one move for the staggered (as marked, or nonlethal
 * equal to HP, PF-HP-06) and the disabled at 0 HP (PF-HP-01).
 */
export function pf1TurnLimit(c: Combatant): TurnLimit {
  if (!isPf(c)) return null;
  if (c.life !== 'ok') return { limited: 'inactive', rule: 'PF-HP-02' };
  if (c.surprised) return { limited: 'inactive', rule: 'PF:G-06' };
  if (['dazed', 'stunned', 'paralyzed', 'helpless', 'unconscious'].some((x) => hasCondition(c, x))) return { limited: 'inactive', rule: 'PF:G-05' };
  if (c.hp.current === 0) return { limited: 'single', rule: 'PF-HP-01' };
  if (c.sheet.status.nonlethal > 0 && c.sheet.status.nonlethal === c.hp.current) return { limited: 'single', rule: 'PF-HP-06' };
  if (hasCondition(c, 'staggered') || hasCondition(c, 'disabled')) return { limited: 'single', rule: 'PF-ECON-18' };
  return null;
}
