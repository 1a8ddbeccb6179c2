/**
 * Pathfinder's actions from the turn's budget (`pf1Action`): each is a row of the combat-actions table
 * (G-01, `actionRow`: its type and whether it provokes), spent with `spend`, its attacks of
 * opportunity resolved before it (PF-AOO-01/06), then its effect. Casting goes to spells.ts, weapons
 * and items to items.ts, aid another, total defense and coup de grace to combat-actions.ts.
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, ref, type MessageRef, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { withBonus } from '../../../shared/dice/notation.js';
import { hexDistance } from '../../../shared/hex/index.js';
import type { Pf1ActionId } from '../../../shared/systems/pf1/actions.js';
import type { Pf1Status } from '../../../shared/systems/pf1/schema.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { RollContext } from '../core/dice-engine.js';
import type { Resolver, SystemCommand } from '../core/system.js';
import { fold } from '../core/fold.js';
import { spend, type Pf1Spend } from './economy.js';
import { opportunitiesOnAction, resolveOpportunities } from './aoo.js';
import { actionRow, byId, friends, hasCondition, isFlatFooted, isPf, settingsOf, status, type PfCombatant } from './sheet.js';
import { abandonCastingEvents, castEvents, grapplerCmb } from './spells.js';
import { drawEvents, dropEvents, fastMountEvents, retrieveEvents, sheatheEvents, shieldEvents, type Handled } from './items.js';
import { aidAnotherEvents, coupDeGraceEvents, totalDefenseEvents } from './combat-actions.js';
import { lifeEvent, natural20, pf1TurnLimit } from './health.js';
import { concentrationCheck } from './concentration.js';

type ActionCmd = Extract<SystemCommand<'pf1'>, { type: 'pf1Action' }>;
type Act = ActionCmd['action'];

/** The table row each command uses (G-01); `other`, `useFeat`: the type declared. */
const ROW: Partial<Record<Act, Pf1ActionId>> = {
  concentrate: 'concentrate', dismissSpell: 'dismissSpell', redirectSpell: 'redirectSpell', ceaseConcentration: 'ceaseConcentration', touchFriend: 'touchFriend',
  touchFriends: 'touchFriends', retrieveItem: 'retrieveItem', pickUpItem: 'pickUpItem', openDoor: 'openDoor', moveHeavyObject: 'moveHeavyObject', standUp: 'standUp',
  dropProne: 'dropProne', mount: 'mount', activateItem: 'activateItem', drinkPotion: 'drinkPotion', useWand: 'useWand', useSupernatural: 'useSupernatural',
  useExtraordinary: 'useExtraordinary', useSkill: 'useSkill', useSkillRound: 'useSkillRound', startFullRound: 'startFullRound', completeFullRound: 'completeFullRound',
  stabilize: 'stabilize', speak: 'speak', readyAmmunition: 'readyAmmunition', prepareComponents: 'prepareComponents', escapeGrapple: 'escapeGrapple', feint: 'feint',
  ready: 'ready', delay: 'delay', sheatheWeapon: 'sheatheWeapon', drawWeapon: 'drawWeapon', dropItem: 'dropItem', readyShield: 'readyShield', dropShield: 'dropShield',
  fastMount: 'fastMount',
};
/** The rule each simple action's effect rests on. */
const RULE: Partial<Record<Act, string>> = {
  concentrate: 'PF-SPELL-12', dismissSpell: 'PF-SPELL-35', redirectSpell: 'PF-SPELL-36', ceaseConcentration: 'PF-SPELL-14', retrieveItem: 'PF-ITEM-12', pickUpItem: 'PF-ITEM-12',
  openDoor: 'PF-ITEM-12', moveHeavyObject: 'PF-ITEM-12', standUp: 'PF-MOVE-09', dropProne: 'PF-MOVE-10', mount: 'PF-ITEM-13', activateItem: 'PF-ITEM-01', drinkPotion: 'PF-ITEM-01',
  useWand: 'PF-ITEM-05', useSupernatural: 'PF-ABIL-06', useExtraordinary: 'PF-ABIL-08', useSkill: 'PF-ECON-27', useSkillRound: 'PF-ECON-27', stabilize: 'PF:G-01',
  speak: 'PF-ECON-23', readyAmmunition: 'PF-ITEM-11', prepareComponents: 'PF-SPELL-07', escapeGrapple: 'PF:G-01', feint: 'PF:G-01', ready: 'PF:G-34', delay: 'PF:G-34',
  useFeat: 'PF-ECON-26', other: 'PF-ECON-06',
};
/** Full-round actions "start full-round action" cannot start (PF-ECON-25). */
const NOT_STARTABLE = new Set(['fullAttack', 'charge', 'run', 'withdraw']);
const snake = (s: string) => s.replace(/[A-Z]/g, (ch) => `_${ch.toLowerCase()}`);
const refuse = (who: string, key: string, rule: string, path = 'command.action', params: MessageRef['params'] = {}): Result<never> =>
  failRef('INVALID_COMMAND', ref(key, { name: who, rule, ...params }), { path });

/** What a row's type spends (a 'none' row, no action at all: PF-ECON-17, PF-ABIL-07). */
const SPEND: Record<string, Pf1Spend | null> = { standard: 'standard', move: 'move', fullRound: 'fullRound', swift: 'swift', immediate: 'immediate', free: 'free', none: null };

/** Every `pf1Action`. Off its turn only immediate actions, speech (PF-ECON-23) and, by the setting, swift ones (G-15). */
export const pf1ActionEvents: Resolver<ActionCmd> = (state, cmd, dice) => {
  const c0 = byId(state, cmd.id);
  if (!c0) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
  if (!isPf(c0)) return refuse(c0.name, 'err_pf1_act_no_stat_block', 'PF-ECON-02', 'command.id');
  if (c0.life !== 'ok') return refuse(c0.name, c0.life === 'dead' ? 'err_pf1_act_dead' : 'err_pf1_act_unconscious', 'PF-HP-02', 'command.id');
  const offTurn = state.activeId !== c0.id;
  const swiftOff = settingsOf(state).swiftOffTurn && cmd.as === 'swift';
  const immediateCast = cmd.action === 'castSpell' && (cmd.spell?.castingTime === 'immediate' || cmd.immediate);
  // Off its turn: immediate actions (a spell so cast, or an action declared as one), speech, stopping a spell (PF-ECON-19/23, G-15).
  const immediateOther = cmd.immediate && cmd.as === 'immediate' && (cmd.action === 'other' || cmd.action === 'useFeat');
  if (offTurn && !immediateCast && !immediateOther && cmd.action !== 'speak' && !swiftOff && cmd.action !== 'ceaseConcentration') {
    return refuse(c0.name, 'err_pf1_act_off_turn', 'PF-ECON-19', 'command.id', { action: cmd.action });
  }
  if (cmd.action !== 'speak' && pf1TurnLimit(c0)?.limited === 'inactive') return refuse(c0.name, 'err_pf1_act_inactive', 'PF-ECON-18', 'command.id');
  // Another action ends a spell of 1 round or longer being cast (PF-SPELL-38/39); stopping does too, a free word does not.
  const abandon = cmd.action === 'speak' ? [] : abandonCastingEvents(c0, 'PF-SPELL-38');
  const now = fold(state, abandon);
  const c = byId(now, c0.id) as PfCombatant;
  if (cmd.action === 'ceaseConcentration' && abandon.length) return ok(abandon);
  const r = dispatch(now, c, cmd, dice, offTurn);
  return r.ok ? ok([...abandon, ...r.value]) : r;
};

function dispatch(state: EncounterState, c: PfCombatant, cmd: ActionCmd, dice: RollContext, offTurn: boolean): Result<EncounterEvent[]> {
  switch (cmd.action) {
    case 'castSpell': return castEvents(state, cmd, dice, 'spell');
    case 'readScroll': return castEvents(state, cmd, dice, 'scroll');
    case 'useSpellLike': return castEvents(state, cmd, dice, 'spellLike');
    case 'aidAnother': return aidWithProvocation(state, c, cmd, dice);
    case 'totalDefense': return totalDefenseEvents(state, cmd, dice);
    case 'coupDeGrace': return coupDeGraceEvents(state, cmd, dice);
    case 'drawWeapon': return handled(state, c, cmd, dice, drawEvents(c, cmd));
    case 'sheatheWeapon': return handled(state, c, cmd, dice, sheatheEvents(c, cmd));
    case 'retrieveItem': return handled(state, c, cmd, dice, retrieveEvents(c, cmd));
    case 'dropItem': return handled(state, c, cmd, dice, dropEvents(c, cmd));
    case 'readyShield': return handled(state, c, cmd, dice, shieldEvents(c, cmd, true));
    case 'dropShield': return handled(state, c, cmd, dice, shieldEvents(c, cmd, false));
    case 'fastMount': return handled(state, c, cmd, dice, fastMountEvents(state, c, cmd, dice));
    case 'touchFriend':
    case 'touchFriends': return touchFriendsEvents(state, c, cmd);
    default: return simpleEvents(state, c, cmd, dice, offTurn);
  }
}

/** The attacks of opportunity an action in place provokes, resolved first (PF-AOO-01); the actor may drop. */
function provoke(state: EncounterState, c: PfCombatant, rule: string, dice: RollContext): Result<{ events: EncounterEvent[]; state: EncounterState; down: boolean }> {
  const r = resolveOpportunities(state, c.id, opportunitiesOnAction(state, c, rule), dice);
  if (!r.ok) return r;
  return ok({ events: r.value.events, state: r.value.state, down: (byId(r.value.state, c.id)?.life ?? 'dead') !== 'ok' });
}

/** Whether a row provokes now: 'yes'; 'usually' unless the GM says no (`provokes.<id>`); free actions only where a rule says so (PF-AOO-06). */
function provokes(state: EncounterState, row: ReturnType<typeof actionRow>, c: PfCombatant, dice: RollContext): boolean {
  if (row.provokes === 'yes') return true;
  if (row.provokes !== 'usually' || !opportunitiesOnAction(state, c, 'PF-ECON-27').length) return false;
  return dice.choose({
    key: `provokes.${c.id}`, roller: null, question: { msg: 'prompt_pf_provokes', params: { name: c.name } },
    options: [{ value: 'yes', label: { msg: 'opt_yes', params: {} } }, { value: 'no', label: { msg: 'opt_no', params: {} } }], default: 'yes',
  }) === 'yes';
}

/** An items.ts action: its row's provocation first (PF-AOO-01), then the new status. */
function handled(state: EncounterState, c: PfCombatant, cmd: ActionCmd, dice: RollContext, h: Result<Handled>): Result<EncounterEvent[]> {
  if (!h.ok) return h;
  const row = actionRow(state, ROW[cmd.action]!);
  const events: EncounterEvent[] = [status(c, h.value.reason, h.value.status, row.gm ? 'GM' : h.value.rule, h.value.params, h.value.roll ? { roll: h.value.roll } : undefined)];
  let now = fold(state, events);
  if (provokes(now, row, c, dice)) {
    const p = provoke(now, byId(now, c.id) as PfCombatant, row.gm ? 'GM' : row.rule, dice);
    if (!p.ok) return p;
    events.push(...p.value.events);
    now = p.value.state;
  }
  return ok(events);
}

/** Aid another (G-08) provokes when the aided action would (PF-AOO-07): the GM says whether it does (`aidprovokes.<id>`, default no). */
function aidWithProvocation(state: EncounterState, c: PfCombatant, cmd: ActionCmd, dice: RollContext): Result<EncounterEvent[]> {
  const aidedProvokes = dice.choose({
    key: `aidprovokes.${c.id}`, roller: null, question: { msg: 'prompt_pf_aid_provokes', params: { name: c.name } },
    options: [{ value: 'no', label: { msg: 'opt_no', params: {} } }, { value: 'yes', label: { msg: 'opt_yes', params: {} } }], default: 'no',
  }) === 'yes';
  const events: EncounterEvent[] = [];
  let now = state;
  if (aidedProvokes) {
    const p = provoke(now, c, 'PF-AOO-07', dice);
    if (!p.ok) return p;
    events.push(...p.value.events);
    now = p.value.state;
    if (p.value.down) return ok(events);
  }
  const r = aidAnotherEvents(now, cmd, dice);
  return r.ok ? ok([...events, ...r.value]) : r;
}

/** Touching friends with a held charge (PF-SPELL-29): one as a standard action, up to 6 as a full-round action; they must be friends within reach. */
function touchFriendsEvents(state: EncounterState, c: PfCombatant, cmd: ActionCmd): Result<EncounterEvent[]> {
  const h = c.sheet.status.holding;
  if (!h) return refuse(c.name, cmd.action === 'touchFriend' ? 'err_pf1_act_touch_friend_no_charge' : 'err_pf1_act_touch_friends_no_charge', 'PF-SPELL-26');
  // A touch by accident, as the GM declares it (`as: 'free'`): no action, anyone, the charge discharges (PF-SPELL-27).
  if (cmd.action === 'touchFriend' && cmd.as === 'free') {
    const t = cmd.target ? byId(state, cmd.target) : undefined;
    if (!t) return refuse(c.name, 'err_pf1_act_discharge_unnamed', 'PF-SPELL-27', 'command.target');
    return ok([status(c, 'bd_pf_spell_touch_accident', { ...c.sheet.status, holding: null }, 'PF-SPELL-27', { spell: h.name, target: t.name })]);
  }
  const ids = cmd.action === 'touchFriend' ? (cmd.target ? [cmd.target] : []) : (cmd.targets ?? []);
  if (cmd.action === 'touchFriend' && ids.length !== 1) return refuse(c.name, 'err_pf1_act_touch_unnamed', 'PF-SPELL-29', 'command.target');
  if (cmd.action === 'touchFriends' && (ids.length < 1 || ids.length > 6)) return refuse(c.name, 'err_pf1_act_touch_count', 'PF-SPELL-29', 'command.targets', { count: ids.length });
  for (const id of ids) {
    const t = byId(state, id);
    if (!t || !friends(t, c)) return refuse(c.name, 'err_pf1_act_touch_not_friend', 'PF-SPELL-29', 'command.targets', { target: t?.name ?? id });
    if (t.id !== c.id && (!t.position || !c.position || hexDistance(t.position, c.position) > 1)) return refuse(c.name, 'err_pf1_act_touch_out_of_reach', 'PF-SPELL-29', 'command.targets', { target: t.name });
  }
  const sp = cmd.action === 'touchFriend' ? spend(c.sheet.status, 'standard') : spend(c.sheet.status, 'fullRound', { full: 'touchFriends' });
  if (!sp.ok) return refuse(c.name, 'err_pf1_act_now', sp.rule, 'command.action', { action: cmd.action });
  const names = ids.map((id) => byId(state, id)?.name ?? id).join(', ');
  return ok([status(c, 'bd_pf_spell_touch_friends', { ...sp.status, holding: null }, 'PF-SPELL-29', { spell: h.name, targets: names, count: ids.length })]);
}

/**
 * A table row's action with no check of its own: its budget (the row's type; `as` for skills, feats
 * and `other`), its provocation, its effect on the status (standing up, prone, started and completed
 * full-round actions), the Heal check of `stabilize` (`heal.<id>`, DC 15).
 */
function simpleEvents(state: EncounterState, c: PfCombatant, cmd: ActionCmd, dice: RollContext, offTurn: boolean): Result<EncounterEvent[]> {
  const id = ROW[cmd.action];
  const row = id ? actionRow(state, id) : null;
  const declared = cmd.as ?? (cmd.action === 'useFeat' || cmd.action === 'other' ? 'standard' : undefined);
  const type = (cmd.action === 'useSkill' || cmd.action === 'useFeat' || cmd.action === 'other' || cmd.action === 'prepareComponents' || cmd.action === 'useExtraordinary' || cmd.action === 'useSupernatural') && declared ? declared : (row?.type ?? 'standard');
  const kind = SPEND[type] ?? null;
  let s: Pf1Status = c.sheet.status;
  const params: Record<string, string | number> = { action: cmd.label ?? cmd.action };
  let rule = row?.gm ? 'GM' : (RULE[cmd.action] ?? row?.rule ?? 'PF-ECON-06');
  if (cmd.action === 'standUp' && !hasCondition(c, 'prone')) return refuse(c.name, 'err_pf1_act_stand_not_prone', 'PF-MOVE-09');
  if (cmd.action === 'dropProne' && hasCondition(c, 'prone')) return refuse(c.name, 'err_pf1_act_already_prone', 'PF-MOVE-10');
  if (cmd.action === 'dismissSpell' || cmd.action === 'concentrate' || cmd.action === 'redirectSpell') params.spell = cmd.label ?? '';
  if (cmd.action === 'startFullRound') {
    const what = cmd.label ?? '';
    if (NOT_STARTABLE.has(what)) return refuse(c.name, 'err_pf1_act_not_startable', 'PF-ECON-25', 'command.label', { action: what });
  }
  if (cmd.action === 'completeFullRound') {
    const st = s.started;
    if (!st || st.round !== state.round - 1) return refuse(c.name, 'err_pf1_act_not_started', 'PF-ECON-25');
    params.action = st.action;
  }
  if (kind) {
    const sp = spend(s, kind, { offTurn, flatFooted: isFlatFooted(c) });
    if (!sp.ok) return refuse(c.name, 'err_pf1_act_now', sp.rule, 'command.action', { action: cmd.label ?? cmd.action });
    s = sp.status;
  } else if (cmd.action === 'useExtraordinary') rule = 'PF-ABIL-07';
  if (cmd.action === 'startFullRound') s = { ...s, started: { action: cmd.label ?? 'other', round: state.round } };
  if (cmd.action === 'completeFullRound') s = { ...s, started: null };
  if (cmd.action === 'useSkill' || cmd.action === 'useSkillRound' || cmd.action === 'useFeat' || cmd.action === 'other') params.type = type;
  // The GM's limits, recorded: free actions within reason (PF-ECON-14), speech of a few sentences (PF-ECON-24).
  const steps: Step[] = [
    ...(type === 'free' ? [{ msg: 'bd_pf_econ_free_limit', params: {}, rule: { id: 'PF-ECON-14' } }] : []),
    ...(cmd.action === 'speak' ? [{ msg: 'bd_pf_econ_speech_limit', params: {}, rule: { id: 'PF-ECON-24' } }] : []),
  ];
  const extra = { ...(row?.gm ? { gap: 'PF:G-01' } : {}), ...(steps.length ? { steps } : {}) };
  const events: EncounterEvent[] = [status(c, `bd_pf_econ_act_${snake(cmd.action)}`, s, rule, params, extra)];
  let now = fold(state, events);
  if (row && provokes(now, row, c, dice)) {
    const p = provoke(now, byId(now, c.id) as PfCombatant, row.gm ? 'GM' : (row.rule.startsWith('PF-') ? row.rule : 'PF-AOO-01'), dice);
    if (!p.ok) return p;
    events.push(...p.value.events);
    now = p.value.state;
    if (p.value.down) return ok(events);
  }
  if (cmd.action === 'concentrate' && cmd.level !== undefined) {
    const me = byId(now, c.id) as PfCombatant;
    const broken = maintainChecks(now, me, cmd.level, cmd.label ?? '', dice);
    if (broken) return ok([...events, broken]);
  }
  if (cmd.action === 'standUp') events.push({ type: 'condition.removed', id: c.id, name: c.name, condition: c.conditions.find((x) => hasCondition({ ...c, conditions: [x] }, 'prone')) ?? 'prone' });
  if (cmd.action === 'dropProne') events.push({ type: 'condition.added', id: c.id, name: c.name, condition: 'prone' });
  if (cmd.action === 'stabilize') {
    const t = cmd.target ? byId(now, cmd.target) : undefined;
    if (!t) return refuse(c.name, 'err_pf1_act_stabilize_no_target', 'PF:G-01', 'command.target');
    if (t.life !== 'unconscious' || t.hp.current >= 0) return refuse(c.name, 'err_pf1_act_stabilize_not_dying', 'PF:G-01', 'command.target', { target: t.name });
    const roll = dice.roll({ key: `heal.${c.id}`, notation: withBonus('1d20', cmd.skill), purpose: { msg: 'prompt_pf_heal_check', params: { name: c.name, target: t.name, dc: 15 } }, roller: c });
    if (natural20(roll) === 20 || roll.total >= 15) events.push(lifeEvent(t, 'stable', 'bd_pf_hp_stabilised_by', 'PF-HP-04', roll));
    else events.push(status(byId(now, c.id) as PfCombatant, 'bd_pf_hp_stabilise_failed', (byId(now, c.id) as PfCombatant).sheet.status, 'PF-HP-04', { target: t.name }, { roll, gap: 'PF:G-05' }));
  }
  return ok(events);
}

/**
 * Maintaining a spell (PF-SPELL-13): what would break concentration while casting (G-04: entangled,
 * grappled) asks the same check; a failure ends the spell. The event that ends it, or null.
 */
function maintainChecks(state: EncounterState, c: PfCombatant, level: number, spell: string, dice: RollContext): EncounterEvent | null {
  const sources = [...(hasCondition(c, 'entangled') ? (['entangled'] as const) : []), ...(hasCondition(c, 'grappled') ? (['grappled'] as const) : [])];
  for (const source of sources) {
    const n = source === 'grappled' ? grapplerCmb(state, c) : 0;
    const check = concentrationCheck(c, source, level, n, spell, dice);
    if (!check.success) return status(c, 'bd_pf_spell_maintain_lost', c.sheet.status, 'PF-SPELL-13', { spell }, { roll: check.roll, steps: check.steps, gap: 'PF:G-04' });
  }
  return null;
}
