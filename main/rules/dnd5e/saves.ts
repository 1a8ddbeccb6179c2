import type { Command } from '../../../shared/model/commands.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { fail, ok, type Result } from '../../../shared/contract/result.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { Modifier } from '../../../shared/engine/modifiers.js';
import { stack } from '../../../shared/engine/stack.js';
import { DND5E_STACKING } from '../../../shared/engine/policies.js';
import { damageParts, type Ability } from '../../../shared/systems/dnd5e/schema.js';
import { CONDITIONS } from '../../../shared/systems/dnd5e/conditions.js';
import { conditionsOf, exhaustionLevel } from '../../../shared/systems/dnd5e/condition-effects.js';
import { withBonus, type RollRecord } from '../../../shared/dice/index.js';
import type { RollContext } from '../core/dice-engine.js';
import { currentSpeed, effectKinds } from './economy.js';
import { saveBonus, takeDamage } from './concentration.js';
import { throughDefences } from './damage.js';
import { indexMap } from '../../../shared/battlefield/spatial.js';

export interface SaveResult {
  roll: RollRecord | null;
  success: boolean;
  steps: Step[];
}

const mod = (op: 'adv' | 'dis', id: string, rule: string, of: string, kind: 'condition' | 'action'): Modifier => ({
  target: 'save', op, value: 0, type: 'untyped', source: { kind, id, of }, rule: { id: rule },
});

/**
 * A saving throw: d20 + the save bonus against `dc`, with advantage or disadvantage from conditions
 * and from Dodge on Dexterity saves (5E-ACT-10, lost when incapacitated or at speed 0: 5E-ACT-11),
 * combined by the one stacking function (5E:G-02); conditions that fail a save outright skip the roll.
 */
export function savingThrow(c: Combatant, ability: Ability, dc: number, dice: RollContext, key: string, squeezed = false): SaveResult {
  const steps: Step[] = [];
  const conds = conditionsOf(c);
  for (const id of conds) {
    for (const e of CONDITIONS[id].effects) {
      if (e.kind === 'autoFailSave' && e.abilities.includes(ability)) {
        steps.push({ msg: 'bd_save_auto_fail', params: { name: c.name, condition: id }, rule: { id: CONDITIONS[id].rule } });
        return { roll: null, success: false, steps };
      }
    }
  }
  const mods: Modifier[] = [];
  for (const id of conds) {
    for (const e of CONDITIONS[id].effects) {
      if ((e.kind === 'advantage' || e.kind === 'disadvantage') && e.roll === 'save' && e.who === 'self' && (!e.abilities || e.abilities.includes(ability))) {
        mods.push(mod(e.kind === 'advantage' ? 'adv' : 'dis', id, CONDITIONS[id].rule, c.id, 'condition'));
      }
    }
  }
  if (ability === 'dex' && c.economy.dodging && !effectKinds(c).has('noActions') && currentSpeed(c) > 0) {
    mods.push(mod('adv', 'dodge', '5E-ACT-10', c.id, 'action'));
    steps.push({ msg: 'bd_dodging_save', params: { name: c.name }, rule: { id: '5E-ACT-10' } });
  }
  if (exhaustionLevel(c) >= 3) mods.push(mod('dis', 'exhaustion', 'REF-5E-COND-EXHAUSTION', c.id, 'condition'));
  if (ability === 'dex' && squeezed) {
    mods.push(mod('dis', 'squeezing', '5E-MOVE-28', c.id, 'action'));
    steps.push({ msg: 'bd_squeezing_save', params: { name: c.name }, rule: { id: '5E-MOVE-28' } });
  }
  const adv = stack(0, mods, DND5E_STACKING, {}).adv;
  const b = saveBonus(c, ability);
  const d20 = adv > 0 ? '2d20kh1' : adv < 0 ? '2d20kl1' : '1d20';
  const notation = withBonus(d20, b);
  const roll = dice.roll({ key, notation, purpose: { msg: 'prompt_save', params: { name: c.name, ability, dc } }, roller: c });
  const success = roll.total >= dc;
  steps.push({ msg: success ? 'bd_save_success' : 'bd_save_failure', params: { name: c.name, ability, total: roll.total, dc }, rule: { id: 'REF-5E-SAVE' } });
  return { roll, success, steps };
}

type Area = Extract<Command, { type: 'areaEffect' }>;

/**
 * A spell or effect that hits several creatures at once (fireball, breath): the dice the effect
 * names (5E-DMG-06) are rolled once for all targets (5E-DMG-07); each target may save for half (or
 * none), then its own defences, temporary HP and concentration apply.
 */
export function areaEffectEvents(state: EncounterState, cmd: Area, dice: RollContext): Result<EncounterEvent[]> {
  const targets: Combatant[] = [];
  for (const [i, id] of cmd.ids.entries()) {
    const c = state.combatants.find((x) => x.id === id);
    if (!c) return fail('NOT_FOUND', `no combatant with id "${id}"`, { path: `command.ids[${i}]` });
    targets.push(c);
  }
  const rolls: RollRecord[] = [];
  const steps: Step[] = [];
  const squeezed = indexMap(state)?.squeezed ?? new Set<string>();
  const parts = (cmd.damage ? damageParts(cmd.damage) : []).map((p, i) => {
    const r = dice.roll({ key: `area.dmg.${i}`, notation: p.expr, purpose: { msg: 'prompt_area_damage', params: { name: cmd.name, type: p.type } }, roller: null, allowTotal: true });
    rolls.push(r);
    steps.push({ msg: 'bd_area_damage', params: { name: cmd.name, notation: p.expr, total: r.total, type: p.type }, rule: { id: '5E-DMG-07' } });
    return { type: p.type, amount: Math.max(0, r.total) };
  });
  const events: EncounterEvent[] = [];
  const results: { id: string; name: string; saved: boolean | null; damage: number }[] = [];
  for (const c of targets) {
    let share = parts;
    let saved: boolean | null = null;
    if (cmd.save) {
      const s = savingThrow(c, cmd.save.ability, cmd.save.dc, dice, `save.${c.id}`, squeezed.has(c.id));
      if (s.roll) rolls.push(s.roll);
      steps.push(...s.steps);
      saved = s.success;
      if (s.success) share = cmd.save.half ? parts.map((p) => ({ ...p, amount: Math.floor(p.amount / 2) })) : [];
      if (s.success && cmd.save.half && parts.length) steps.push({ msg: 'bd_save_half', params: { name: c.name }, rule: { id: 'REF-5E-SAVE', gap: '5E:G-10' } });
    }
    let damage = 0;
    if (share.length && c.life !== 'dead') {
      damage = throughDefences(c, share, cmd.magical, steps);
      events.push(...takeDamage(c, damage, { monstersDie: state.settings.monstersDie }, dice));
    }
    if (saved === false && cmd.condition && !c.conditions.includes(cmd.condition)) events.push({ type: 'condition.added', id: c.id, name: c.name, condition: cmd.condition });
    results.push({ id: c.id, name: c.name, saved, damage });
  }
  return ok([{ type: 'effect.resolved', name: cmd.name, source: cmd.source ?? null, targets: results, rolls, steps }, ...events]);
}
