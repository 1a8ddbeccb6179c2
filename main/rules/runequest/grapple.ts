/**
 * Grappling (RQ-GRAP-02..12): a declared grapple that hits sets the attacker's Unarmed against the
 * target's Unarmed, a weapon skill or Dodge (its choice, `grp.def.<id>`), read on the Grapple table
 * (G-03, `settings.tables.grapple`); Martial Arts stands in for any of them (RQ-GRAP-04). Grapplers
 * stay together (RQ-GRAP-05), cannot react (RQ-GRAP-07: economy's reactionProblem reads status.grapple)
 * and take only the four special CAs of `rqGrapple` (RQ-GRAP-08).
 */
import type { CommandOf } from '../../../shared/model/commands.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, ref, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { Step } from '../../../shared/engine/prompt.js';
import { rqSkillParam, type RqStatus } from '../../../shared/systems/runequest/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import { fold } from '../core/fold.js';
import { indexMap, planMove } from '../../../shared/battlefield/spatial.js';
import { changed, heldWeapons, isRq, settingsOf, skillOf, type RqCombatant } from './sheet.js';
import { opposedWinner, rollTest, type RqTest } from './skill.js';
import { testMods } from './wounds.js';
import { caProblem, spendCa } from './economy.js';
import { inflictDamage } from './blow.js';

type GrappleCmd = Extract<CommandOf<'runequest'>, { type: 'rqGrapple' }>;

/** A grappling skill: Martial Arts in place of any other when higher (RQ-GRAP-04). */
export function grappleSkill(c: RqCombatant, key: string): { key: string; value: number } {
  const base = skillOf(c, key);
  const ma = skillOf(c, 'martial-arts');
  return ma > base ? { key: 'martial-arts', value: ma } : { key, value: base };
}

/** Whether the attacker's test beats the defender's on the Grapple table (ties of level: the higher successful roll, G-03). */
export function grappleHolds(state: EncounterState, att: RqTest, def: RqTest): boolean {
  const cell = settingsOf(state).tables.grapple[def.level][att.level];
  if (cell.hit !== 'none') return true;
  return att.level === def.level && opposedWinner(att, def) === 'a';
}

const mate = (state: EncounterState, id: string): RqCombatant | undefined => {
  const c = state.combatants.find((x) => x.id === id);
  return isRq(c) ? c : undefined;
};

/**
 * A declared grapple hit (RQ-GRAP-02, Z-18: paragraph 2): the opposed test, and on a hold both
 * statuses record the grapple (the attacker holds). Exported for the attack resolver; dice
 * `grp.<attacker>` (D100), `grp.def.<target>` (the target's choice: unarmed, a held weapon, dodge), `grp.<target>`.
 */
export function grappleOnHit(state: EncounterState, attacker: RqCombatant, target: RqCombatant, dice: RollContext): Result<EncounterEvent[]> {
  const settings = settingsOf(state);
  const options = ['unarmed', ...heldWeapons(target).filter((w) => w.kind !== 'ranged').map((w) => w.skill), 'dodge'];
  const uniq = [...new Set(options)];
  const choice = dice.choose({
    key: `grp.def.${target.id}`, roller: target, question: { msg: 'prompt_rq_grapple_defence', params: { name: target.name } },
    options: uniq.map((o) => ({ value: o, label: { msg: 'ui_rq_skill_choice', params: { skill: rqSkillParam(o, target.sheet.stats.weapons), value: grappleSkill(target, o).value } } })), default: uniq.reduce((a, b) => (grappleSkill(target, b).value > grappleSkill(target, a).value ? b : a)),
  });
  if (!uniq.includes(choice)) return failRef('INVALID_COMMAND', ref('err_rq_grp_defence', { target: target.name, choice }), { path: `command.inputs.grp.def.${target.id}` });
  const a = grappleSkill(attacker, 'unarmed');
  const d = grappleSkill(target, choice);
  const att = rollTest(dice, { key: `grp.${attacker.id}`, base: a.value, mods: testMods(state, attacker, attacker.sheet.status, a.key, { partner: true }), purpose: { msg: 'prompt_rq_grapple', params: { name: attacker.name } }, roller: attacker, rule: { id: 'RQ-GRAP-02' }, settings });
  const def = rollTest(dice, { key: `grp.${target.id}`, base: d.value, mods: testMods(state, target, target.sheet.status, d.key, { partner: true, ...(d.key === 'dodge' ? { reaction: 'dodge' as const } : {}) }), purpose: { msg: 'prompt_rq_grapple', params: { name: target.name } }, roller: target, rule: { id: 'RQ-GRAP-02' }, settings });
  const holds = grappleHolds(state, att, def);
  const steps: Step[] = [...att.steps, ...def.steps, { msg: holds ? 'bd_rq_grapple_step_holds' : 'bd_rq_grapple_step_fails', params: {}, rule: { id: 'RQ-GRAP-02', gap: 'G-03' } }];
  const rolls = [att.roll, def.roll];
  if (!holds) return ok([changed(target, target.sheet.status, 'bd_rq_grapple_fails', { id: 'RQ-GRAP-02', gap: 'G-03' }, { params: { by: attacker.name }, rolls, steps })]);
  const attStatus = statusAfterState(state, attacker);
  return ok([
    changed(attacker, { ...attStatus, grapple: { with: target.id, holder: true } }, 'bd_rq_grapple_holds', { id: 'RQ-GRAP-02', gap: 'G-03' }, { params: { target: target.name }, rolls, steps }),
    changed(target, { ...target.sheet.status, grapple: { with: attacker.id, holder: false } }, 'bd_rq_grappled', { id: 'RQ-GRAP-05' }, { params: { by: attacker.name } }),
  ]);
}

const statusAfterState = (_state: EncounterState, c: RqCombatant): RqStatus => c.sheet.status;

/** The penalty of a special CA against the partner (RQ-GRAP-10..12, Z-18: percentage points). */
function penaltyOf(action: GrappleCmd['action'], p: RqCombatant): { value: number; rule: string } {
  const ch = p.sheet.stats.characteristics;
  if (action === 'immobilise') return { value: ch.dex + ch.str, rule: 'RQ-GRAP-10' };
  if (action === 'inflictPain') return { value: ch.dex + ch.con, rule: 'RQ-GRAP-11' };
  return { value: ch.dex + ch.siz, rule: 'RQ-GRAP-12' };
}

/**
 * Where a thrown partner lands (RQ-GRAP-12): 2 m straight on from the thrower through it, as far as the
 * way is clear (a shorter landing when blocked); off the map, it stays put.
 */
function throwLanding(state: EncounterState, by: string, id: string): Result<EncounterEvent[]> {
  const a = state.combatants.find((x) => x.id === by);
  const t = state.combatants.find((x) => x.id === id);
  if (!a?.position || !t?.position) return ok([]);
  const dq = Math.sign(t.position.q - a.position.q);
  const dr = Math.sign(t.position.r - a.position.r);
  const index = indexMap(state);
  const path: { q: number; r: number }[] = [{ ...t.position }];
  for (let i = 1; i <= 2; i++) {
    const next = { q: t.position.q + dq * i, r: t.position.r + dr * i };
    const plan = planMove(state, index, id, next, false, { budget: t.moved + 2 * i + 2 });
    if (!plan.ok || plan.cost !== i || (dq === 0 && dr === 0)) break;
    path.push(next);
  }
  if (path.length < 2) return ok([]);
  return ok([{ type: 'combatant.moved', id, name: t.name, path, cost: 0, override: false }]);
}

const free = (s: RqStatus): RqStatus => ({ ...s, grapple: null, immobilised: false });

/** `rqGrapple`: one of the four special CAs of a grappler (RQ-GRAP-08), each taking its CA. */
export function resolveRqGrapple(state: EncounterState, cmd: GrappleCmd, dice: RollContext): Result<EncounterEvent[]> {
  const c = mate(state, cmd.id);
  if (!c) return failRef('NOT_FOUND', ref('err_rq_no_combatant', { id: cmd.id }), { path: 'command.id' });
  const g = c.sheet.status.grapple;
  if (!g) return failRef('INVALID_COMMAND', ref('err_rq_grp_none', { name: c.name }), { path: 'command.action' });
  const p = mate(state, g.with);
  if (!p) return failRef('INVALID_COMMAND', ref('err_rq_grp_partner_gone', { name: c.name, id: g.with }), { path: 'command.id' });
  const problem = caProblem(state, c);
  if (problem) return failRef('INVALID_COMMAND', problem, { path: 'command.id' });
  const settings = settingsOf(state);
  const spent = spendCa(state, c.sheet.status);
  if (cmd.action === 'breakFree') {
    // Break Free (RQ-GRAP-09): a grapple attempt with oneself as the defender, Unarmed or a natural weapon only.
    const natural = c.sheet.stats.weapons.filter((w) => w.kind === 'natural').map((w) => w.skill);
    const key = cmd.skill ?? 'unarmed';
    if (key !== 'unarmed' && key !== 'martial-arts' && !natural.includes(key)) return failRef('INVALID_COMMAND', ref('err_rq_grp_break_free_skill', { name: c.name, skill: rqSkillParam(key, c.sheet.stats.weapons) }), { path: 'command.skill' });
    const own = key === 'martial-arts' ? { key, value: skillOf(c, key) } : grappleSkill(c, key);
    const pa = grappleSkill(p, 'unarmed');
    const holder = rollTest(dice, { key: `grp.${p.id}`, base: pa.value, mods: testMods(state, p, p.sheet.status, pa.key, { partner: true }), purpose: { msg: 'prompt_rq_grapple', params: { name: p.name } }, roller: p, rule: { id: 'RQ-GRAP-09' }, settings });
    const me = rollTest(dice, { key: `grp.${c.id}`, base: own.value, mods: testMods(state, c, c.sheet.status, own.key, { partner: true }), purpose: { msg: 'prompt_rq_grapple', params: { name: c.name } }, roller: c, rule: { id: 'RQ-GRAP-09' }, settings });
    const holds = grappleHolds(state, holder, me);
    const steps = [...holder.steps, ...me.steps];
    const rolls = [holder.roll, me.roll];
    if (holds) return ok([changed(c, spent, 'bd_rq_grapple_break_failed', { id: 'RQ-GRAP-09', gap: 'G-03' }, { params: { partner: p.name }, rolls, steps })]);
    return ok([
      changed(c, free(spent), 'bd_rq_grapple_broke_free', { id: 'RQ-GRAP-09', gap: 'G-03' }, { params: { partner: p.name }, rolls, steps }),
      changed(p, free(p.sheet.status), 'bd_rq_grapple_ended', { id: 'RQ-GRAP-05' }, { params: { partner: c.name } }),
    ]);
  }
  const pen = penaltyOf(cmd.action, p);
  const base = grappleSkill(c, 'unarmed');
  // The −20% of RQ-GRAP-06 does not apply: these CAs are aimed at the partner (Z-18).
  const test = rollTest(dice, {
    key: `grp.${c.id}`, base: base.value, mods: [{ msg: 'bd_rq_mod_grapple_cas', value: -pen.value, rule: { id: pen.rule } }, ...testMods(state, c, c.sheet.status, base.key, { partner: true })],
    purpose: { msg: 'prompt_rq_grapple', params: { name: c.name } }, roller: c, rule: { id: pen.rule }, settings,
  });
  const success = test.level === 'success' || test.level === 'critical';
  const extra = { params: { partner: p.name }, rolls: [test.roll], steps: test.steps };
  if (!success) return ok([changed(c, spent, `bd_rq_grapple_${cmd.action.toLowerCase()}_failed`, { id: pen.rule }, extra)]);
  if (cmd.action === 'immobilise') {
    return ok([changed(c, spent, 'bd_rq_grapple_immobilise', { id: pen.rule }, extra), changed(p, { ...p.sheet.status, immobilised: true }, 'bd_rq_immobilised', { id: 'RQ-GRAP-10', gap: 'G-18' }, { params: { by: c.name } })]);
  }
  const events: EncounterEvent[] = [];
  if (cmd.action === 'throw') {
    events.push(changed(c, free(spent), 'bd_rq_grapple_throw', { id: pen.rule }, extra), changed(p, free(p.sheet.status), 'bd_rq_grapple_ended', { id: 'RQ-GRAP-12' }, { params: { partner: c.name } }));
  } else events.push(changed(c, spent, 'bd_rq_grapple_inflictpain', { id: pen.rule }, extra));
  let now = fold(state, events);
  if (cmd.action === 'throw') {
    const landed = throwLanding(now, c.id, p.id);
    if (!landed.ok) return landed;
    events.push(...landed.value);
    now = fold(now, landed.value);
  }
  // Inflict Pain: 1D6 + DM; Throw: 1D6; to a random location, armour applying (Z-18).
  const blow = inflictDamage(now, c, p.id, cmd.action === 'inflictPain', { id: pen.rule }, dice.scope('grp.dmg.'));
  if (!blow.ok) return blow;
  events.push(...blow.value);
  return ok(events);
}
