/**
 * The Combat Actions that are neither attacks nor movement (`rqAction`, RQ-ACT-*): aim, change stance,
 * defend, wait and interrupt (wait.ts), ready a weapon, reload, cast a spell, use a skill, pass,
 * mount and dismount; and the GM's Give Ground (RQ-REACT-12/13), which costs nothing. Each CA comes
 * from economy.ts; the ones that open the guard ask the adjacent enemies' free attacks (free-attacks.ts).
 */
import type { CommandOf } from '../../../shared/model/commands.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, ref, type MessageRef, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { RqStatus } from '../../../shared/systems/runequest/schema.js';
import { casLeft, rqSkillParam } from '../../../shared/systems/runequest/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import { fold } from '../core/fold.js';
import { changed, isRq, settingsOf, skillOf, weaponOf, type RqCombatant } from './sheet.js';
import { difficultyMod, rollTest } from './skill.js';
import { caProblem, spendCa } from './economy.js';
import { faTest, freeAttackers, freeAttacks, type FaTrigger } from './free-attacks.js';
import { declareWait, resolveInterrupt } from './wait.js';
import { giveGround } from './give-ground.js';
import { movementOf } from './move.js';
import { limbs, testMods } from './wounds.js';
import { firstAidEvents } from './health.js';
import { pullOutEvents } from './impale.js';

export type RqActionCmd = Extract<CommandOf<'runequest'>, { type: 'rqAction' }>;
type Hand = 'right' | 'left';
const bad = (r: MessageRef, path: string) => failRef('INVALID_COMMAND', r, { path });

/** The CA spent (n of them), refused when c may not act now; a grappler takes only its four special CAs (RQ-GRAP-08). */
function spend(state: EncounterState, c: RqCombatant, n = 1, keepAim = false): Result<RqStatus> {
  const problem = caProblem(state, c);
  if (problem) return bad(problem, 'command.id');
  if (c.sheet.status.grapple) return bad(ref('err_rq_act_grappling', { name: c.name }), 'command.action');
  if (casLeft(c.sheet.status) < n) return bad(ref('err_rq_act_cas_needed', { name: c.name, count: n, left: casLeft(c.sheet.status) }), 'command.action');
  return ok(spendCa(state, c.sheet.status, n, keepAim));
}

/**
 * The action's event, then the free attacks it provokes (`trigger`) from every adjacent enemy; when
 * one deals damage (Z-14), `onHurt` says what follows from the state after the attacks.
 */
function withFreeAttacks(
  state: EncounterState, c: RqCombatant, first: EncounterEvent[], trigger: FaTrigger, dice: RollContext,
  onHurt?: (now: EncounterState, me: RqCombatant) => EncounterEvent[],
): Result<EncounterEvent[]> {
  const before = fold(state, first);
  const me0 = before.combatants.find((x) => x.id === c.id)!;
  const fa = freeAttacks(before, me0, freeAttackers(before, me0), trigger, dice);
  if (!fa.ok) return fa;
  const events = [...first, ...fa.value.events];
  const me = fa.value.state.combatants.find((x) => x.id === c.id);
  if (fa.value.damagedBy.length && onHurt && isRq(me) && me.life === 'ok') events.push(...onHurt(fa.value.state, me));
  return ok(events);
}

function aim(state: EncounterState, c: RqCombatant, cmd: RqActionCmd): Result<EncounterEvent[]> {
  const w = cmd.weapon ? weaponOf(c, cmd.weapon) : undefined;
  if (!w || (w.kind !== 'ranged' && w.kind !== 'thrown')) return bad(ref('err_rq_act_aim_weapon', { name: c.name }), 'command.weapon');
  const target = state.combatants.find((x) => x.id === cmd.target);
  if (!target) return bad(ref('err_rq_act_aim_target', { name: c.name }), 'command.target');
  const s = spend(state, c, 1, true);
  if (!s.ok) return s;
  const prev = c.sheet.status.aim;
  // Further aiming at the same target with the same weapon adds a CA, 3 at most (RQ-ACT-02); anything else starts over.
  const cas = prev && prev.weapon === w.id && prev.target === target.id ? Math.min(3, prev.cas + 1) : 1;
  return ok([changed(c, { ...s.value, aim: { weapon: w.id, target: target.id, cas } }, 'bd_rq_aim', { id: cas === 3 ? 'RQ-ACT-02' : 'RQ-ACT-01' }, { params: { weapon: w.name, target: target.name, cas, bonus: 10 * cas } })]);
}

function legsGone(state: EncounterState, c: RqCombatant): boolean {
  return movementOf(state, c).rule === 'RQ-WOUND-21';
}

function changeStance(state: EncounterState, c: RqCombatant, cmd: RqActionCmd, dice: RollContext): Result<EncounterEvent[]> {
  const to = cmd.stance;
  const from = c.sheet.status.stance;
  if (!to || to === from) return bad(ref('err_rq_act_stance_same', { name: c.name, stance: `@ui_rq_stance_${from}` }), 'command.stance');
  if (from === 'prone' && legsGone(state, c)) return bad(ref('err_rq_act_stance_legs', { name: c.name }), 'command.stance');
  const s = spend(state, c);
  if (!s.ok) return s;
  const gettingUp = from === 'prone';
  const first = [changed(c, { ...s.value, stance: to }, 'bd_rq_stance', { id: 'RQ-ACT-07' }, { params: { from, to } })];
  // Getting up off the ground (RQ-FREE-07): a damaging free attack asks Athletics, or it stays down.
  return withFreeAttacks(state, c, first, gettingUp ? 'getUp' : 'stance', dice, gettingUp ? (now, me) => {
    const t = faTest(now, me, 'athletics', 'getUp', dice);
    const passed = t.level === 'success' || t.level === 'critical';
    return [changed(me, passed ? me.sheet.status : { ...me.sheet.status, stance: 'prone' }, passed ? 'bd_rq_fa_got_up' : 'bd_rq_fa_stays_down', { id: 'RQ-FREE-07', gap: 'Z-14' }, { rolls: [t.roll], steps: t.steps })];
  } : undefined);
}

/** The hands a weapon takes: both for a two-handed one. */
const handsFor = (c: RqCombatant, id: string, hand: Hand): Hand[] => ((weaponOf(c, id)?.hands ?? 1) === 2 ? ['right', 'left'] : [hand]);

function readyWeapon(state: EncounterState, c: RqCombatant, cmd: RqActionCmd, dice: RollContext): Result<EncounterEvent[]> {
  const how = cmd.how ?? 'draw';
  const hand: Hand = cmd.hand ?? 'right';
  const ids = how === 'two' ? [cmd.weapon, cmd.weapon2] : [cmd.weapon];
  for (const [i, id] of ids.entries()) if (!id || !weaponOf(c, id)) return bad(ref('err_rq_act_no_weapon', { name: c.name, weapon: id ?? '' }), i === 0 ? 'command.weapon' : 'command.weapon2');
  const held = { ...c.sheet.status.held };
  const place: [string, Hand[]][] = how === 'two' ? [[cmd.weapon!, ['right']], [cmd.weapon2!, ['left']]] : [[cmd.weapon!, handsFor(c, cmd.weapon!, hand)]];
  if (how === 'two' && place.some(([id]) => weaponOf(c, id)!.hands === 2)) return bad(ref('err_rq_act_ready_two', { name: c.name }), 'command.weapon');
  const out = limbs(state, c).hands;
  for (const [, hands] of place) {
    for (const h of hands) {
      if (out.has(h)) return bad(ref(h === 'left' ? 'err_rq_act_left_arm_useless' : 'err_rq_act_right_arm_useless', { name: c.name }), 'command.hand');
      // Draw into an empty hand; drop-and-draw or sheathe-and-draw frees it first (RQ-ACT-19/20).
      if (how === 'draw' && held[h] !== null) return bad(ref(h === 'left' ? 'err_rq_act_left_hand_full' : 'err_rq_act_right_hand_full', { name: c.name, weapon: held[h] ?? '' }), 'command.how');
      const other = held[h];
      if (other && weaponOf(c, other)?.hands === 2) {
        held.right = null;
        held.left = null;
      }
      held[h] = null;
    }
  }
  for (const [id, hands] of place) for (const h of hands) held[h] = id;
  const n = how === 'sheatheDraw' || how === 'two' ? 2 : 1;
  const s = spend(state, c, n);
  if (!s.ok) return s;
  const rule = n === 2 ? 'RQ-ACT-20' : 'RQ-ACT-19';
  const names = place.map(([id]) => weaponOf(c, id)!.name).join(', ');
  const first = [changed(c, { ...s.value, held }, `bd_rq_ready_${how.toLowerCase()}`, { id: rule }, { params: { weapon: names, cas: n } })];
  // RQ-FREE-06: a damaging free attack asks Dodge, or the weapon drops instead of being readied.
  return withFreeAttacks(state, c, first, 'ready', dice, (now, me) => droppedUnlessDodge(now, me, place.map(([id]) => id), dice));
}

function droppedUnlessDodge(state: EncounterState, me: RqCombatant, ids: readonly string[], dice: RollContext): EncounterEvent[] {
  const t = faTest(state, me, 'dodge', 'ready', dice);
  const passed = t.level === 'success' || t.level === 'critical';
  const held = { ...me.sheet.status.held };
  if (!passed) for (const h of ['right', 'left'] as const) if (held[h] !== null && ids.includes(held[h])) held[h] = null;
  const status = passed ? me.sheet.status : { ...me.sheet.status, held, loaded: me.sheet.status.loaded.filter((x) => !ids.includes(x)), reloading: null };
  return [changed(me, status, passed ? 'bd_rq_fa_kept_weapon' : 'bd_rq_fa_dropped_weapon', { id: 'RQ-FREE-06', gap: 'Z-14' }, { rolls: [t.roll], steps: t.steps })];
}

/** Reload (RQ-ACT-21): a Ready Weapon of as many CAs as the weapon's `reload`, one a pass; loaded on the last. */
function reload(state: EncounterState, c: RqCombatant, cmd: RqActionCmd, dice: RollContext): Result<EncounterEvent[]> {
  const st = c.sheet.status;
  const id = cmd.weapon ?? st.reloading?.weapon;
  const w = id ? weaponOf(c, id) : undefined;
  if (!w || w.kind !== 'ranged') return bad(ref('err_rq_act_reload_weapon', { name: c.name }), 'command.weapon');
  if (w.reload === 0) return bad(ref('err_rq_act_reload_none', { weapon: w.name }), 'command.weapon');
  if (st.loaded.includes(w.id)) return bad(ref('err_rq_act_reload_loaded', { weapon: w.name }), 'command.weapon');
  const s = spend(state, c);
  if (!s.ok) return s;
  const left = (st.reloading?.weapon === w.id ? st.reloading.left : w.reload) - 1;
  const status: RqStatus = left > 0 ? { ...s.value, reloading: { weapon: w.id, left } } : { ...s.value, reloading: null, loaded: [...st.loaded, w.id] };
  const first = [changed(c, status, left > 0 ? 'bd_rq_reloading' : 'bd_rq_reloaded', { id: 'RQ-ACT-21' }, { params: { weapon: w.name, left, cas: w.reload } })];
  return withFreeAttacks(state, c, first, 'ready', dice, (now, me) => droppedUnlessDodge(now, me, [w.id], dice));
}

/** Cast a Spell (RQ-ACT-17, G-15): the GM gives its CAs; one a pass until done; free attacks, and Persistence or the spell fails (RQ-FREE-05). */
function castSpell(state: EncounterState, c: RqCombatant, cmd: RqActionCmd, dice: RollContext): Result<EncounterEvent[]> {
  const st = c.sheet.status;
  const under = st.casting;
  if (under && cmd.spell && cmd.spell !== under.spell) return bad(ref('err_rq_act_casting', { name: c.name, spell: under.spell }), 'command.spell');
  if (!under && (!cmd.spell || !cmd.cas)) return bad(ref('err_rq_act_cast_needs', { name: c.name }), cmd.spell ? 'command.cas' : 'command.spell');
  const spell = under?.spell ?? cmd.spell!;
  const s = spend(state, c);
  if (!s.ok) return s;
  const left = (under?.left ?? cmd.cas!) - 1;
  const status: RqStatus = { ...s.value, casting: left > 0 ? { spell, left } : null };
  const first = [changed(c, status, left > 0 ? 'bd_rq_casting' : 'bd_rq_cast', { id: 'RQ-ACT-17', gap: 'G-15' }, { params: { spell, left } })];
  return withFreeAttacks(state, c, first, 'cast', dice, (now, me) => {
    const t = faTest(now, me, 'persistence', 'cast', dice);
    const passed = t.level === 'success' || t.level === 'critical';
    return [changed(me, passed ? me.sheet.status : { ...me.sheet.status, casting: null }, passed ? 'bd_rq_fa_spell_kept' : 'bd_rq_fa_spell_lost', { id: 'RQ-FREE-05', gap: 'Z-14' }, { params: { spell }, rolls: [t.roll], steps: t.steps })];
  });
}

/** Use Skills (G-16: no rule text; 1 CA for one skill test, the GM judges the rest). */
function useSkill(state: EncounterState, c: RqCombatant, cmd: RqActionCmd, dice: RollContext): Result<EncounterEvent[]> {
  if (!cmd.skill) return bad(ref('err_rq_act_skill_key', { name: c.name }), 'command.skill');
  const s = spend(state, c);
  if (!s.ok) return s;
  const mods = [...testMods(state, c, c.sheet.status, cmd.skill), ...difficultyMod(cmd.difficulty), ...(cmd.modifier ? [{ msg: 'bd_rq_mod_gm', value: cmd.modifier, rule: { id: 'RQ-ACT-24', gap: 'G-16' } }] : [])];
  const t = rollTest(dice, { key: `skill.${c.id}`, base: skillOf(c, cmd.skill), mods, purpose: { msg: 'prompt_rq_skill', params: { name: c.name, skill: rqSkillParam(cmd.skill, c.sheet.stats.weapons) } }, roller: c, rule: { id: 'RQ-ACT-24', gap: 'G-16' }, settings: settingsOf(state) });
  return ok([changed(c, s.value, 'bd_rq_use_skill', { id: 'RQ-ACT-24', gap: 'G-16' }, { params: { skill: rqSkillParam(cmd.skill, c.sheet.stats.weapons), level: t.level }, rolls: [t.roll], steps: t.steps })]);
}

function mountUp(state: EncounterState, c: RqCombatant, on: boolean): Result<EncounterEvent[]> {
  const mount = c.sheet.stats.mount;
  if (!mount) return bad(ref('err_rq_act_no_mount', { name: c.name }), 'command.action');
  if (c.sheet.status.mounted === on) return bad(ref(on ? 'err_rq_act_already_mounted' : 'err_rq_act_already_on_foot', { name: c.name }), 'command.action');
  const s = spend(state, c);
  if (!s.ok) return s;
  return ok([changed(c, { ...s.value, mounted: on, fleeing: on ? s.value.fleeing : false }, on ? 'bd_rq_mount' : 'bd_rq_dismount', { id: 'RQ-MOUNT-09' }, { params: { mount: mount.name } })]);
}

/** First Aid on `target`'s `location` and pulling out an impaling weapon (itself's or `target`'s): a CA, then the wound rules. */
function tend(state: EncounterState, c: RqCombatant, cmd: RqActionCmd, dice: RollContext): Result<EncounterEvent[]> {
  const target = state.combatants.find((x) => x.id === (cmd.target ?? c.id));
  if (!target) return bad(ref('err_rq_no_combatant', { id: cmd.target ?? '' }), 'command.target');
  if (cmd.action === 'pullOut' && target.id !== c.id) return bad(ref('err_rq_act_pull_out_other', { name: c.name, target: target.name }), 'command.target');
  const s = spend(state, c);
  if (!s.ok) return s;
  const first = changed(c, s.value, cmd.action === 'firstAid' ? 'bd_rq_first_aid_ca' : 'bd_rq_pull_out_ca', { id: cmd.action === 'firstAid' ? 'RQ-WOUND-03' : 'RQ-IMPALE-06' }, { params: { target: target.name } });
  const now = fold(state, [first]);
  const me = now.combatants.find((x) => x.id === c.id);
  if (!isRq(me)) return bad(ref('err_rq_no_rq_combatant', { id: c.id }), 'command.id');
  const r = cmd.action === 'firstAid' ? firstAidEvents(now, me, target, cmd.location, dice) : pullOutEvents(now, me, target.id, cmd.weapon, dice);
  return r.ok ? ok([first, ...r.value]) : r;
}

/** `rqAction`: one Combat Action of the actor (or the GM's Give Ground). */
export function resolveRqAction(state: EncounterState, cmd: RqActionCmd, dice: RollContext): Result<EncounterEvent[]> {
  const c = state.combatants.find((x) => x.id === cmd.id);
  if (!isRq(c)) return failRef('NOT_FOUND', ref('err_rq_no_combatant', { id: cmd.id }), { path: 'command.id' });
  // A charge's CA ends only with its attack on the charged foe (RQ-ACT-09/10); Give Ground is the GM's, off its CA.
  if (c.sheet.status.charge && cmd.action !== 'giveGround') return bad(ref('err_rq_act_charged', { name: c.name }), 'command.action');
  switch (cmd.action) {
    case 'aim': return aim(state, c, cmd);
    case 'changeStance': return changeStance(state, c, cmd, dice);
    case 'defend': {
      const s = spend(state, c);
      return s.ok ? ok([changed(c, { ...s.value, defending: true }, 'bd_rq_defend', { id: 'RQ-ACT-12' })]) : s;
    }
    case 'wait': return declareWait(state, c, cmd.target, 'after');
    case 'interrupt': return c.sheet.status.waiting?.mode === 'interrupt' && state.activeId !== c.id ? resolveInterrupt(state, c, cmd, dice) : declareWait(state, c, cmd.target, 'interrupt');
    case 'readyWeapon': return readyWeapon(state, c, cmd, dice);
    case 'reload': return reload(state, c, cmd, dice);
    case 'castSpell': return castSpell(state, c, cmd, dice);
    case 'useSkill': return useSkill(state, c, cmd, dice);
    case 'pass': {
      const s = spend(state, c);
      return s.ok ? ok([changed(c, s.value, 'bd_rq_pass', { id: 'RQ-ROUND-03' }, { params: { pass: state.pass ?? 1 } })]) : s;
    }
    case 'giveGround': return giveGround(state, c, cmd.target);
    case 'mount': return mountUp(state, c, true);
    case 'dismount': return mountUp(state, c, false);
    case 'pullOut':
    case 'firstAid': return tend(state, c, cmd, dice);
  }
}
