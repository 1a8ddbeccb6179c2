import { dnd5eSettings } from '../../../shared/systems/dnd5e/settings.js';
import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import type { CommandOf } from '../../../shared/model/commands.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { Step } from '../../../shared/engine/prompt.js';
import { critDice, formatDice, parseDice, type RollRecord } from '../../../shared/dice/index.js';
import { damageParts, type DamageType, type Dnd5eAttack } from '../../../shared/systems/dnd5e/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import { indexMap, combatantDistance } from '../../../shared/battlefield/spatial.js';
import { attackModifiers, autoCritFrom, conditionsOf, exhaustionLevel } from '../../../shared/systems/dnd5e/condition-effects.js';
import { CONDITIONS } from '../../../shared/systems/dnd5e/conditions.js';
import { stack } from '../../../shared/engine/stack.js';
import { DND5E_STACKING } from '../../../shared/engine/policies.js';
import { takeDamage } from './concentration.js';
import { throughDefences, type TypedAmount } from './damage.js';
import { attackBonus, HIDDEN, reachCheck, situationalModifiers, spendForAttack } from './attack-rules.js';

type AttackCommand = Extract<CommandOf<'dnd5e'>, { type: 'attack' }>;

/** An attack as the engine resolves it, also from inside another command (an opportunity attack). */
export type AttackInput = Omit<AttackCommand, 'type' | 'inputs' | 'salt'>;

const COVER_AC = { none: 0, half: 2, 'three-quarters': 5 } as const;
const rule = (id: string, gap?: string) => (gap ? { id, gap } : { id });

const NOTATIONS = new Map<string, { type: DamageType; notation: string }[]>();

/**
 * The dice to roll for each typed part of a stat block's damage, the ability modifier taken off the
 * first part (off hand, 5E-TWF-02) and the dice doubled on a critical (5E-DMG-09). Memoised: stat
 * blocks repeat the same few notations.
 */
function damageNotations(damage: string, dropMod: number, critical: boolean): { type: DamageType; notation: string }[] {
  const key = `${damage}|${dropMod}|${critical ? 1 : 0}`;
  let out = NOTATIONS.get(key);
  if (!out) {
    out = damageParts(damage).map((part, i) => {
      const parsed = parseDice(i === 0 && dropMod > 0 ? `${part.expr}-${dropMod}` : part.expr);
      if (!parsed.ok) throw new Error(`stat block damage ${part.expr} does not parse`);
      return { type: part.type, notation: formatDice(critical ? critDice(parsed.value) : parsed.value) };
    });
    if (NOTATIONS.size > 1000) NOTATIONS.clear();
    NOTATIONS.set(key, out);
  }
  return out;
}

/**
 * One 5e attack: what it spends (economy), whether the target is in reach or range, d20 (+
 * advantage/disadvantage) + bonus against AC (+ cover); a natural 20 hits and is critical, a natural
 * 1 misses; damage by typed part with dice doubled on a critical; immunity, resistance then
 * vulnerability; temporary HP, then HP down to 0, never below. Every step is recorded.
 */
export function attackEvents(state: EncounterState, cmd: AttackInput, dice: RollContext): Result<EncounterEvent[]> {
  {
    const attacker = state.combatants.find((c) => c.id === cmd.attacker);
    const target = state.combatants.find((c) => c.id === cmd.target);
    if (!attacker) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.attacker }), { path: 'command.attacker' });
    if (!target) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.target }), { path: 'command.target' });
    const atk: Dnd5eAttack | undefined = dnd5eStats(attacker)?.attacks.find((a) => a.id === cmd.attack);
    if (!atk) return failRef('INVALID_COMMAND', ref('err_5e_no_attack', { name: attacker.name, attack: cmd.attack }), { path: 'command.attack' });
    const targetStats = dnd5eStats(target);
    if (!targetStats) return failRef('INVALID_COMMAND', ref('err_5e_no_ac', { name: target.name }), { path: 'command.target' });
    if (cmd.cover === 'total') return failRef('INVALID_COMMAND', ref('err_5e_total_cover', { name: target.name }), { path: 'command.cover' });
    const spend = spendForAttack(state, attacker, atk, cmd.as);
    if (!spend.ok) return spend;
    const hiddenLabel = attacker.conditions.find((l) => HIDDEN.test(l.trim()));
    // Attacking gives the hidden attacker away, hit or miss (5E-ATK-16).
    const revealed: EncounterEvent[] = hiddenLabel ? [{ type: 'condition.removed', id: attacker.id, name: attacker.name, condition: hiddenLabel }] : [];
    if (cmd.wrongLocation) {
      const steps: Step[] = [{ msg: 'bd_wrong_location', params: { name: attacker.name }, rule: rule('5E-ATK-14') }];
      const miss: EncounterEvent = { type: 'attack.resolved', attacker: attacker.id, attackerName: attacker.name, target: target.id, targetName: target.name, attack: atk.name, outcome: 'miss', damage: 0, rolls: [], steps };
      return ok([...spend.value.events, miss, ...revealed]);
    }
    const steps: Step[] = [];
    const rolls: RollRecord[] = [];
    const names = { attacker: attacker.name, target: target.name, attack: atk.name };

    // Advantage and disadvantage: the GM's call plus every condition's, through the one stacking
    // function (5E:G-02: they never stack, and any of each cancel out).
    const index = indexMap(state);
    // The map knows the distance; without one, the GM says it (or vouches for reach and range).
    const hexes = index ? combatantDistance(attacker, target) : cmd.distanceFt !== undefined ? Math.ceil(cmd.distanceFt / 5) : null;
    const distanceFt = hexes !== null ? hexes * 5 : atk.kind === 'melee' ? 5 : 30;
    const reach = reachCheck(atk, hexes);
    if (!reach.ok) return reach;
    const targetConds = conditionsOf(target);
    const mods = attackModifiers(conditionsOf(attacker), targetConds, distanceFt, attacker.id, target.id);
    if (exhaustionLevel(attacker) >= 3) {
      mods.push({ target: 'attack', op: 'dis', value: 0, type: 'untyped', source: { kind: 'condition', id: 'exhaustion', of: attacker.id }, rule: { id: 'REF-5E-COND-EXHAUSTION' } });
    }
    const situational = situationalModifiers(state, index, attacker, target, atk, index ? undefined : cmd.hostileAdjacent);
    mods.push(...reach.value.mods, ...situational.mods);
    if (hiddenLabel) {
      mods.push({ target: 'attack', op: 'adv', value: 0, type: 'untyped', source: { kind: 'action', id: 'hidden', of: attacker.id }, rule: { id: '5E-ATK-15' } });
      steps.push({ msg: 'bd_hidden_attacker', params: { name: attacker.name }, rule: rule('5E-ATK-15', '5E:G-27') });
    }
    steps.push(...spend.value.steps, ...reach.value.steps, ...situational.steps);
    if (cmd.advantage !== 'normal') mods.push({ target: 'attack', op: cmd.advantage === 'advantage' ? 'adv' : 'dis', value: 0, type: 'untyped', source: { kind: 'gm', id: 'gm' }, rule: { id: 'REF-5E-ADV', gap: '5E:G-02' } });
    for (const mod of mods) {
      if (mod.source.kind !== 'condition' || mod.source.id === 'dodge') continue;
      const whose = mod.source.of === attacker.id ? attacker.name : target.name;
      steps.push({ msg: mod.op === 'adv' ? 'bd_condition_advantage' : 'bd_condition_disadvantage', params: { name: whose, condition: mod.source.id }, rule: mod.rule });
    }
    const adv = stack(0, mods, DND5E_STACKING, {}).adv;
    const advantage = adv > 0 ? 'advantage' : adv < 0 ? 'disadvantage' : 'normal';
    if (adv === 0 && mods.some((m) => m.op === 'adv') && mods.some((m) => m.op === 'dis')) steps.push({ msg: 'bd_advantage_cancels', params: {}, rule: rule('REF-5E-ADV', '5E:G-02') });

    // Attack roll (5E-ATK-05): d20 + the attack's bonus (a spell attack's computed, 5E-ATK-09).
    const bonus = attackBonus(attacker, atk);
    steps.push(...bonus.steps);
    const d20 = advantage === 'advantage' ? '2d20kh1' : advantage === 'disadvantage' ? '2d20kl1' : '1d20';
    const notation = `${d20}${bonus.toHit >= 0 ? '+' : ''}${bonus.toHit}`;
    const roll = dice.roll({ key: 'atk.d20', notation, purpose: { msg: 'prompt_attack', params: names }, roller: attacker });
    rolls.push(roll);
    const natural = roll.dice.find((d) => d.kept)?.value ?? roll.total - bonus.toHit;
    const ac = targetStats.ac + COVER_AC[cmd.cover];
    steps.push({ msg: 'bd_attack_roll', params: { notation, natural, total: roll.total, advantage }, rule: rule('5E-ATK-05') });
    if (cmd.cover !== 'none') steps.push({ msg: 'bd_cover', params: { cover: cmd.cover, bonus: COVER_AC[cmd.cover], ac }, rule: rule(cmd.cover === 'half' ? '5E-COVER-03' : '5E-COVER-04') });

    let outcome: 'hit' | 'critical' | 'miss' | 'fumble';
    const critMin = Number(dnd5eStats(attacker)?.features.find((f) => f.id === 'improvedCritical')?.params?.critMin ?? 20);
    if (natural >= critMin) outcome = 'critical';
    else if (natural === 1) outcome = 'fumble';
    else outcome = roll.total >= ac ? 'hit' : 'miss';
    const outcomeRule = outcome === 'critical' ? (natural < 20 ? 'REF-5E-IMPROVED-CRITICAL' : '5E-ATK-11') : outcome === 'fumble' ? '5E-ATK-12' : '5E-ATK-05';
    steps.push({ msg: `bd_outcome_${outcome}`, params: { total: roll.total, ac }, rule: rule(outcomeRule) });
    const autoCrit = outcome === 'hit' ? autoCritFrom(targetConds, distanceFt) : null;
    if (autoCrit) {
      outcome = 'critical';
      steps.push({ msg: 'bd_auto_critical', params: { name: target.name, condition: autoCrit }, rule: rule(CONDITIONS[autoCrit].rule) });
    }

    const events: EncounterEvent[] = [];
    let damage = 0;
    if (outcome === 'hit' || outcome === 'critical') {
      const typed: TypedAmount[] = [];
      for (const [i, part] of damageNotations(atk.damage, spend.value.dropMod, outcome === 'critical').entries()) {
        const dn = part.notation;
        const r = dice.roll({ key: `atk.dmg.${i}`, notation: dn, purpose: { msg: 'prompt_damage', params: { ...names, type: part.type } }, roller: attacker, allowTotal: true });
        rolls.push(r);
        typed.push({ type: part.type, amount: Math.max(0, r.total) });
        steps.push({ msg: outcome === 'critical' ? 'bd_damage_critical' : 'bd_damage', params: { notation: dn, total: Math.max(0, r.total), type: part.type }, rule: rule(outcome === 'critical' ? '5E-DMG-09' : '5E-DMG-04') });
      }
      damage = throughDefences(target, typed, atk.magical ?? false, steps);
      // A melee attacker may knock out instead of killing. With `knockOut: 'ask'` (the GM page) it
      // chooses when the blow lands, and only if the blow brings the target to 0 (5E-ZERO-22, 5E:G-14):
      // `ko.<target>`. `true` is that choice made up front (a scenario), `false` never knocks out.
      const toHp = damage - Math.min(target.tempHp, damage);
      const drops = atk.kind === 'melee' && target.life === 'ok' && target.hp.current > 0 && target.hp.current - toHp <= 0;
      const knockOut = drops && (cmd.knockOut === true || (cmd.knockOut === 'ask' && dice.choose({
        key: `ko.${target.id}`,
        roller: attacker,
        question: { msg: 'prompt_knock_out', params: { name: attacker.name, target: target.name } },
        options: [{ value: 'kill', label: { msg: 'opt_blow_lands', params: {} } }, { value: 'knockOut', label: { msg: 'opt_knock_out', params: {} } }],
        default: 'kill',
      }) === 'knockOut'));
      const hpEvents = takeDamage(target, damage, { critical: outcome === 'critical', knockOut, monstersDie: dnd5eSettings(state).monstersDie }, dice);
      for (const ev of hpEvents) {
        if (ev.type === 'combatant.damaged') steps.push({ msg: 'bd_hp', params: { name: target.name, damage, before: ev.before, after: ev.after }, rule: rule('5E-DMG-02') });
        if (ev.type === 'life.changed') steps.push({ msg: ev.reason, params: { name: target.name, failures: ev.deathSaves.failures }, rule: ev.rule });
      }
      events.push(...hpEvents);
    }
    const resolved: EncounterEvent = { type: 'attack.resolved', attacker: attacker.id, attackerName: attacker.name, target: target.id, targetName: target.name, attack: atk.name, outcome, damage, rolls, steps };
    return ok([...spend.value.events, ...situational.events, resolved, ...events, ...revealed]);
  }
}
