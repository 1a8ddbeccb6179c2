import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import type { CommandOf } from '../../../shared/model/commands.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { abilityModifier } from '../../../shared/systems/dnd5e/tables.js';
import { conditionsOf, exhaustionLevel } from '../../../shared/systems/dnd5e/condition-effects.js';
import { withinHandsReach } from '../../../shared/systems/dnd5e/reach.js';
import { combatantDistance, indexMap } from '../../../shared/battlefield/spatial.js';
import type { RollContext } from '../core/dice-engine.js';
import type { I18nRef, Step } from '../../../shared/engine/prompt.js';
import { withBonus, type RollRecord } from '../../../shared/dice/index.js';
import { HIDDEN, hostile } from './attack-rules.js';
import { cannotAct, currentSpeed, economyEvent, onTurn, spendAction } from './economy.js';

type TakeAction = Extract<CommandOf<'dnd5e'>, { type: 'takeAction' }>;
const rule = (id: string, gap?: string) => (gap ? { id, gap } : { id });

/**
 * An ability check of `who`: d20 + bonus, with advantage when a helper's Help is waiting for it
 * (5E-ACT-12); the Help is spent (its event is added to `events`).
 */
export function abilityCheck(state: EncounterState, who: Combatant, bonus: number, key: string, purpose: I18nRef, dice: RollContext, events: EncounterEvent[], steps: Step[]): RollRecord {
  const helper = state.combatants.find((h) => h.economy.help?.ally === who.id && h.economy.help.target === null);
  // Exhaustion (level 1+) gives disadvantage on ability checks; advantage and disadvantage cancel (5E:G-02).
  const tired = exhaustionLevel(who) >= 1;
  const d = helper && !tired ? '2d20kh1' : tired && !helper ? '2d20kl1' : '1d20';
  if (tired) steps.push({ msg: 'bd_exhausted_check', params: { name: who.name }, rule: rule('REF-5E-COND-EXHAUSTION') });
  const notation = withBonus(d, bonus);
  if (helper) {
    events.push(economyEvent(helper, { ...helper.economy, help: null }, 'help', 'free', rule('5E-ACT-12')));
    steps.push({ msg: 'bd_helped_check', params: { name: who.name, helper: helper.name }, rule: rule('5E-ACT-12') });
  }
  return dice.roll({ key, notation, purpose, roller: who });
}

/** Passive Wisdom (Perception): the printed score, else 10 + the Perception bonus. */
export function passivePerception(c: Combatant): number {
  const s = dnd5eStats(c);
  if (!s) return 10;
  return s.passivePerception ?? 10 + (s.skills.perception ?? abilityModifier(s.abilities.wis));
}

/** Skill check bonus: the printed total, else the ability modifier. */
export function skillBonus(c: Combatant, skill: 'athletics' | 'acrobatics' | 'medicine' | 'stealth', ability: 'str' | 'dex' | 'wis'): number {
  const s = dnd5eStats(c);
  if (!s) return 0;
  return s.skills[skill] ?? abilityModifier(s.abilities[ability]);
}


/** Adjacent (5 ft) with a map; without one the GM vouches for it. */
const within5ft = (a: Combatant, b: Combatant, state: EncounterState): boolean => withinHandsReach(!!indexMap(state), combatantDistance(a, b));

/**
 * The actions of the turn (5E-ACT-*): each spends the action (or the bonus action a feature grants)
 * and leaves its effect in the economy: Dash adds the speed again (5E-ACT-06/07), Disengage stops
 * opportunity attacks (5E-ACT-08), Dodge imposes disadvantage on attackers (5E-ACT-09..11), Help gives
 * an ally advantage (5E-ACT-13). Hide rolls Stealth for the GM to compare (5E-ACT-14); first aid is a
 * DC 10 Wisdom (Medicine) check that stabilises (5E-ZERO-16). Standing up costs half the speed
 * (5E-MOVE-12/13); dropping prone costs nothing (5E-MOVE-11). The first object interaction is free,
 * the second takes the action (5E-TURN-10/11).
 */
export function takeActionEvents(state: EncounterState, cmd: TakeAction, dice: RollContext): Result<EncounterEvent[]> {
  const c = state.combatants.find((x) => x.id === cmd.id);
  if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
  const other = (id: string | undefined, path: string): Result<Combatant> => {
    const o = id === undefined ? undefined : state.combatants.find((x) => x.id === id);
    return o ? ok(o) : failRef(id === undefined ? 'INVALID_COMMAND' : 'NOT_FOUND', id === undefined ? ref('err_5e_action_needs', { action: cmd.action, what: `@ui_${path}` }) : ref('err_no_combatant', { id }), { path: `command.${path}` });
  };
  const tracked = onTurn(state, c);
  const spend = (action: string, r: { id: string; gap?: string }, patch = {}): Result<EncounterEvent[]> => {
    if (!tracked) {
      const why = cannotAct(c);
      if (why) return failRef('INVALID_COMMAND', why, { path: 'command.id' });
      return ok([economyEvent(c, { ...c.economy, ...patch }, action, 'free', r)]);
    }
    const e = spendAction(c, action, cmd.bonus, r, patch);
    return e.ok ? ok([e.value]) : e;
  };

  switch (cmd.action) {
    case 'dash':
      return spend('dash', rule('5E-ACT-06', '5E:G-18'), { dashes: c.economy.dashes + 1 });
    case 'disengage':
      return spend('disengage', rule('5E-ACT-08'), { disengaged: true });
    case 'dodge':
      return spend('dodge', rule('5E-ACT-09'), { dodging: true });
    case 'ready':
      return spend('ready', rule('5E-ACT-15', '5E:G-05'));
    case 'search':
      return spend('search', rule('5E-ACT-01'));
    case 'useObject':
      return spend('useObject', rule('5E-TURN-12'));
    case 'castSpell':
      return spend('castSpell', rule('5E-ACT-05', '5E:G-23'));
    case 'improvise':
      return spend('improvise', rule('5E-ACT-02'));
    case 'help': {
      const ally = other(cmd.ally, 'ally');
      if (!ally.ok) return ally;
      if (cmd.target === undefined) return spend('help', rule('5E-ACT-12'), { help: { ally: ally.value.id, target: null } });
      const foe = other(cmd.target, 'target');
      if (!foe.ok) return foe;
      if (!within5ft(c, foe.value, state)) return failRef('INVALID_COMMAND', ref('err_5e_not_within_5ft', { target: foe.value.name, name: c.name }), { path: 'command.target' });
      return spend('help', rule('5E-ACT-13'), { help: { ally: ally.value.id, target: foe.value.id } });
    }
    case 'interact': {
      if (!tracked || !c.economy.object) return ok([economyEvent(c, { ...c.economy, object: true }, 'interact', tracked ? 'object' : 'free', rule('5E-TURN-10'))]);
      return spend('interact', rule('5E-TURN-11'));
    }
    case 'hide': {
      const spent = spend('hide', rule('5E-ACT-14', '5E:G-03'));
      if (!spent.ok) return spent;
      const extra: EncounterEvent[] = [];
      const steps: Step[] = [];
      const roll = abilityCheck(state, c, skillBonus(c, 'stealth', 'dex'), `hide.${c.id}`, { msg: 'prompt_stealth', params: { name: c.name } }, dice, extra, steps);
      // Against the keenest watcher: every hostile creature is assumed to be looking (5E:G-03, 5E:G-27).
      const watch = Math.max(0, ...state.combatants.filter((o) => hostile(o, c) && o.life === 'ok').map(passivePerception));
      const hidden = roll.total >= watch; // a tie leaves the hider unnoticed (5E:G-03)
      steps.push({ msg: hidden ? 'bd_hidden' : 'bd_stealth', params: { name: c.name, total: roll.total, passive: watch }, rule: rule('5E-ACT-14', '5E:G-03') });
      const [ev] = spent.value;
      const mark: EncounterEvent[] = hidden && !c.conditions.some((l) => HIDDEN.test(l)) ? [{ type: 'condition.added', id: c.id, name: c.name, condition: 'oculto' }] : [];
      return ok(ev?.type === 'economy.changed' ? [{ ...ev, steps }, ...extra, ...mark] : spent.value);
    }
    case 'stabilize': {
      const t = other(cmd.target, 'target');
      if (!t.ok) return t;
      if (t.value.life !== 'unconscious') return failRef('INVALID_COMMAND', ref('err_5e_not_dying', { name: t.value.name }), { path: 'command.target' });
      if (!within5ft(c, t.value, state)) return failRef('INVALID_COMMAND', ref('err_5e_not_in_reach', { target: t.value.name, name: c.name }), { path: 'command.target' });
      const spent = spend('stabilize', rule('5E-ZERO-16'));
      if (!spent.ok) return spent;
      const extra: EncounterEvent[] = [];
      const steps: Step[] = [];
      const roll = abilityCheck(state, c, skillBonus(c, 'medicine', 'wis'), `aid.${t.value.id}`, { msg: 'prompt_first_aid', params: { name: c.name, target: t.value.name } }, dice, extra, steps);
      const won = roll.total >= 10;
      steps.push({ msg: won ? 'bd_first_aid_success' : 'bd_first_aid_failure', params: { name: c.name, target: t.value.name, total: roll.total }, rule: rule('5E-ZERO-16') });
      const contest: EncounterEvent = { type: 'contest.resolved', kind: 'stabilize', actor: c.id, actorName: c.name, target: t.value.id, targetName: t.value.name, won, rolls: [roll], steps };
      const life: EncounterEvent[] = won ? [{ type: 'life.changed', id: t.value.id, name: t.value.name, life: 'stable', deathSaves: { successes: 0, failures: 0 }, reason: 'bd_stabilized', rule: rule('5E-ZERO-16') }] : [];
      return ok([...spent.value, ...extra, contest, ...life]);
    }
    case 'dropProne': {
      if (conditionsOf(c).has('prone')) return failRef('INVALID_COMMAND', ref('err_5e_already_prone', { name: c.name }), { path: 'command.action' });
      return ok([economyEvent(c, c.economy, 'dropProne', 'free', rule('5E-MOVE-11')), { type: 'condition.added', id: c.id, name: c.name, condition: 'prone' }]);
    }
    case 'standUp': {
      const label = c.conditions.find((l) => conditionsOf({ conditions: [l], life: 'ok' }).has('prone'));
      if (!label) return failRef('INVALID_COMMAND', ref('err_5e_not_prone', { name: c.name }), { path: 'command.action' });
      const speed = currentSpeed(c);
      const cost = Math.ceil(speed / 2);
      const left = speed * (1 + c.economy.dashes) - c.moved;
      if (tracked && (speed === 0 || left < cost)) return failRef('INVALID_COMMAND', ref('err_5e_stand_cost', { name: c.name, cost, left: Math.max(0, left) }), { path: 'command.action' });
      const moved = tracked ? c.moved + cost : c.moved;
      return ok([economyEvent(c, c.economy, 'standUp', 'free', rule('5E-MOVE-12', '5E:G-10'), { moved }), { type: 'condition.removed', id: c.id, name: c.name, condition: label }]);
    }
  }
}
