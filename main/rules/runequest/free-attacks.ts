/**
 * Free attacks (RQ-FREE-01, 04..10): an action of an enemy's that opens its guard lets each adjacent
 * foe with a Reaction left answer with a simple melee attack (`fa.<id>`: a weapon in hand or `none`).
 * The attack itself is the attack rules' (`resolveRqAttack`, mode `free`, which spends the Reaction:
 * RQ-FREE-02/03). What follows a free attack that "deals damage" (Z-14: one point or more
 * reaches the location's HP) is the trigger's: the ranged attack fails, a Persistence test or the
 * spell fails, a Dodge test or the weapon drops, an Athletics test or it stays down, Movement halved.
 */
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, ref, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { combatantDistance, isHostile } from '../../../shared/battlefield/spatial.js';
import { reactionsLeft } from '../../../shared/systems/runequest/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import { fold } from '../core/fold.js';
import { changed, heldWeapons, isRq, settingsOf, skillOf, type RqCombatant } from './sheet.js';
import { rollTest } from './skill.js';
import { testMods } from './wounds.js';
import { resolveRqAttack, rqAttack } from './attack.js';
import { isRanged } from '../../../shared/systems/runequest/reach.js';
import { caProblem, spendCa } from './economy.js';
import { rqAttackOptionsSchema } from '../../../shared/systems/runequest/commands.js';
import type { Resolver, SystemCommand } from '../core/system.js';

/** What opened the guard, and its rule. */
export const FA_TRIGGERS = {
  ranged: 'RQ-FREE-04',
  cast: 'RQ-FREE-05',
  ready: 'RQ-FREE-06',
  getUp: 'RQ-FREE-07',
  moveAway: 'RQ-FREE-08',
  moveAdjacent: 'RQ-FREE-09',
  riposte: 'RQ-FREE-10',
  stance: 'RQ-ACT-07',
} as const;
export type FaTrigger = keyof typeof FA_TRIGGERS;

const adjacent = (a: Combatant, b: Combatant): boolean => (combatantDistance(a, b) ?? Infinity) <= 1;

/** Whether `by` can free-attack now: conscious, a Reaction left, not grappling (RQ-GRAP-07), a melee weapon or its fists. */
export function canFreeAttack(by: RqCombatant): boolean {
  const s = by.sheet.status;
  return by.life === 'ok' && reactionsLeft(s) > 0 && s.grapple === null && !s.immobilised && !s.helpless;
}

/** The enemies of `actor` on the map that could free-attack it once adjacent. */
export function foesOnMap(state: EncounterState, actor: Combatant): RqCombatant[] {
  return state.combatants.filter((x): x is RqCombatant => isRq(x) && x.id !== actor.id && isHostile(x, actor) && !!x.position && canFreeAttack(x));
}

/** The adjacent enemies of `actor` that may free-attack it (RQ-FREE-01), in turn order; `only` narrows to some ids. */
export function freeAttackers(state: EncounterState, actor: Combatant, only?: readonly string[]): RqCombatant[] {
  return foesOnMap(state, actor).filter((x) => !!actor.position && adjacent(x, actor) && (!only || only.includes(x.id)));
}

/** The melee attacks `by` could free-attack with: its weapons in hand, else its unarmed or natural attacks. */
function meleeOptions(by: RqCombatant): string[] {
  const held = heldWeapons(by).filter((w) => w.kind !== 'ranged');
  const own = held.length ? held : by.sheet.stats.weapons.filter((w) => w.kind === 'natural' || w.kind === 'unarmed');
  return own.map((w) => w.id);
}

export interface FreeAttackOutcome {
  events: EncounterEvent[];
  state: EncounterState;
  /** Ids of the free attackers whose attack dealt damage to the actor (Z-14). */
  damagedBy: string[];
}

/** Whether events dealt at least one point to `id`'s locations (Z-14). */
export function dealtDamage(events: readonly EncounterEvent[], id: string): boolean {
  return events.some((e) => e.type === 'runequest.hit' && e.id === id && e.after < e.before);
}

/**
 * Asks each of `by` (adjacent enemies able to) whether it free-attacks `actor` (`fa.<by>`), and
 * resolves each attack with the attack rules (mode `free`, the run's +20% as `modifier`: RQ-ACT-11).
 * The attacks' dice are under `fa.<by>.`.
 */
export function freeAttacks(state: EncounterState, actor: Combatant, by: readonly RqCombatant[], trigger: FaTrigger, dice: RollContext, opts: { modifier?: number } = {}): Result<FreeAttackOutcome> {
  let now = state;
  const events: EncounterEvent[] = [];
  const damagedBy: string[] = [];
  for (const b of by) {
    const me = now.combatants.find((x) => x.id === actor.id);
    const foe = now.combatants.find((x) => x.id === b.id);
    if (!me || me.life !== 'ok' || !isRq(foe) || !canFreeAttack(foe)) continue;
    const options = meleeOptions(foe);
    if (!options.length) continue;
    const choice = dice.choose({
      key: `fa.${foe.id}`, roller: foe, question: { msg: 'prompt_rq_free_attack', params: { name: foe.name, target: me.name, trigger: FA_TRIGGERS[trigger] } },
      options: [...options.map((o) => ({ value: o, label: { msg: 'ui_rq_weapon_choice', params: { weapon: foe.sheet.stats.weapons.find((w) => w.id === o)?.name ?? o } } })), { value: 'none', label: { msg: 'ui_rq_no_free_attack', params: {} } }],
      default: options[0]!,
    });
    if (choice === 'none') continue;
    if (!options.includes(choice)) return failRef('INVALID_COMMAND', ref('err_rq_free_weapon', { name: foe.name, options: options.join(', '), choice }), { path: `command.inputs.fa.${foe.id}` });
    const r = resolveRqAttack(now, { attacker: foe.id, target: me.id, attack: choice, runequest: rqAttackOptionsSchema.parse({ mode: 'free', modifier: opts.modifier ?? 0 }) }, dice.scope(`fa.${foe.id}.`));
    if (!r.ok) return r;
    events.push(...r.value);
    now = fold(now, r.value);
    if (dealtDamage(r.value, me.id)) damagedBy.push(foe.id);
  }
  return ok({ events, state: now, damagedBy });
}

/**
 * The test a damaging free attack asks (RQ-FREE-05/06/07): Persistence against a spell's failing,
 * Dodge against dropping the weapon, Athletics against staying down. `fa.test.<id>` (D100).
 */
export function faTest(state: EncounterState, c: RqCombatant, skill: 'persistence' | 'dodge' | 'athletics', trigger: FaTrigger, dice: RollContext) {
  return rollTest(dice, {
    key: `fa.test.${c.id}`, base: skillOf(c, skill), mods: testMods(state, c, c.sheet.status, skill), purpose: { msg: 'prompt_rq_fa_test', params: { name: c.name, skill } }, roller: c,
    rule: { id: FA_TRIGGERS[trigger] }, settings: settingsOf(state),
  });
}

type AttackCmd = Extract<SystemCommand<'runequest'>, { type: 'attack' }>;

/**
 * The `attack` resolver with RQ-FREE-04 in front: a ranged attack (a shot or a throw, mode normal) by one
 * with enemies adjacent first takes their free attacks; one dealing damage makes the shot fail (its CA
 * spent, no roll). Otherwise the attack rules resolve it on the state the free attacks left.
 */
export const rqAttackWithFreeAttacks: Resolver<AttackCmd> = (state, cmd, dice) => {
  const a = state.combatants.find((x) => x.id === cmd.attacker);
  const w = isRq(a) ? a.sheet.stats.weapons.find((x) => x.id === cmd.attack) : undefined;
  const mode = cmd.runequest?.mode ?? 'normal';
  if (!isRq(a) || !w || !isRanged(w) || (mode !== 'normal' && mode !== 'flurry') || caProblem(state, a)) return rqAttack(state, cmd, dice);
  const foes = freeAttackers(state, a);
  if (!foes.length) return rqAttack(state, cmd, dice);
  const fa = freeAttacks(state, a, foes, 'ranged', dice);
  if (!fa.ok) return fa;
  const me = fa.value.state.combatants.find((x) => x.id === a.id);
  if (!isRq(me) || me.life !== 'ok') return ok(fa.value.events);
  if (fa.value.damagedBy.length) {
    return ok([...fa.value.events, changed(me, spendCa(fa.value.state, me.sheet.status), 'bd_rq_fa_ranged_failed', { id: 'RQ-FREE-04', gap: 'Z-14' }, { params: { weapon: w.name } })]);
  }
  const r = rqAttack(fa.value.state, cmd, dice);
  return r.ok ? ok([...fa.value.events, ...r.value]) : r;
};
