import { dnd5eSettings } from '../../../shared/systems/dnd5e/settings.js';
import type { CommandOf } from '../../../shared/model/commands.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
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
import { indexMap, sightBetween, type MapIndex } from '../../../shared/battlefield/spatial.js';

/** Cover that raises a Dexterity save: half +2, three-quarters +5 (5E-COVER-03/04). */
export type SaveCover = 'none' | 'half' | 'three-quarters';
const COVER_SAVE: Record<SaveCover, number> = { none: 0, half: 2, 'three-quarters': 5 };

/**
 * The cover a creature making a Dexterity save has against the effect's source (5E-COVER-03/04): the
 * map's, as for attacks (`sightBetween`), when both are placed; the GM's (`cover.<id>`) otherwise.
 * Total cover stops a single-target effect (5E-COVER-05); an area that includes the creature reaches
 * it around the cover (5E-COVER-05), and the best save bonus, three-quarters, applies.
 */
export function saveCover(index: MapIndex | null, source: Combatant | undefined, c: Combatant, area: boolean, dice: RollContext): Result<{ cover: SaveCover; from: 'map' | 'gm' | 'total' }> {
  const seen = index && source && source.id !== c.id ? sightBetween(index, source, c) : null;
  if (seen) {
    const cover = seen.visible ? seen.cover : 'total';
    if (cover !== 'total') return ok({ cover, from: 'map' });
    if (!area) return failRef('INVALID_COMMAND', ref('err_5e_total_cover_from', { name: c.name, source: source?.name ?? '' }), { path: 'command.id' });
    return ok({ cover: 'three-quarters', from: 'total' });
  }
  const pick = dice.choose({
    key: `cover.${c.id}`,
    roller: null,
    question: { msg: 'prompt_save_cover', params: { name: c.name } },
    options: (['none', 'half', 'three-quarters'] as const).map((v) => ({ value: v, label: { msg: 'bd_cover_option', params: { cover: v, bonus: COVER_SAVE[v] } } })),
    default: 'none',
  });
  return ok({ cover: pick as SaveCover, from: 'gm' });
}

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
 * A Dexterity save adds the cover `cover` finds (+2 half, +5 three-quarters: 5E-COVER-03/04).
 */
export function savingThrow(c: Combatant, ability: Ability, dc: number, dice: RollContext, key: string, squeezed = false, cover: () => Result<{ cover: SaveCover; from: 'map' | 'gm' | 'total' }> = () => ok({ cover: 'none', from: 'gm' })): Result<SaveResult> {
  const steps: Step[] = [];
  const conds = conditionsOf(c);
  for (const id of conds) {
    for (const e of CONDITIONS[id].effects) {
      if (e.kind === 'autoFailSave' && e.abilities.includes(ability)) {
        steps.push({ msg: 'bd_save_auto_fail', params: { name: c.name, condition: id }, rule: { id: CONDITIONS[id].rule } });
        return ok({ roll: null, success: false, steps });
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
  let b = saveBonus(c, ability);
  if (ability === 'dex') {
    // Cover raises Dexterity saves as it raises AC (5E-COVER-03/04).
    const got = cover();
    if (!got.ok) return got;
    const bonus = COVER_SAVE[got.value.cover];
    if (bonus > 0) {
      b += bonus;
      const rule = { id: got.value.cover === 'half' ? '5E-COVER-03' : '5E-COVER-04', ...(got.value.from === 'total' ? { gap: '5E:G-28' } : {}) };
      steps.push({ msg: got.value.from === 'total' ? 'bd_save_cover_total' : got.value.from === 'map' ? 'bd_save_cover_map' : 'bd_save_cover', params: { name: c.name, cover: got.value.cover, bonus }, rule });
    }
  }
  const d20 = adv > 0 ? '2d20kh1' : adv < 0 ? '2d20kl1' : '1d20';
  const notation = withBonus(d20, b);
  const roll = dice.roll({ key, notation, purpose: { msg: 'prompt_save', params: { name: c.name, ability, dc } }, roller: c });
  const success = roll.total >= dc;
  steps.push({ msg: success ? 'bd_save_success' : 'bd_save_failure', params: { name: c.name, ability, total: roll.total, dc }, rule: { id: 'REF-5E-SAVE' } });
  return ok({ roll, success, steps });
}

type Area = Extract<CommandOf<'dnd5e'>, { type: 'areaEffect' }>;

/**
 * A spell or effect that hits several creatures at once (fireball, breath): the dice the effect
 * names (5E-DMG-06) are rolled once for all targets (5E-DMG-07); each target may save for half (or
 * none), then its own defences, temporary HP and concentration apply.
 */
export function areaEffectEvents(state: EncounterState, cmd: Area, dice: RollContext): Result<EncounterEvent[]> {
  const targets: Combatant[] = [];
  for (const [i, id] of cmd.ids.entries()) {
    const c = state.combatants.find((x) => x.id === id);
    if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id }), { path: `command.ids[${i}]` });
    targets.push(c);
  }
  const rolls: RollRecord[] = [];
  const steps: Step[] = [];
  const index = indexMap(state);
  const squeezed = index?.squeezed ?? new Set<string>();
  const source = cmd.source === undefined ? undefined : state.combatants.find((x) => x.id === cmd.source);
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
      const r = savingThrow(c, cmd.save.ability, cmd.save.dc, dice, `save.${c.id}`, squeezed.has(c.id), () => saveCover(index, source, c, true, dice));
      if (!r.ok) return r;
      const s = r.value;
      if (s.roll) rolls.push(s.roll);
      steps.push(...s.steps);
      saved = s.success;
      if (s.success) share = cmd.save.half ? parts.map((p) => ({ ...p, amount: Math.floor(p.amount / 2) })) : [];
      if (s.success && cmd.save.half && parts.length) steps.push({ msg: 'bd_save_half', params: { name: c.name }, rule: { id: 'REF-5E-SAVE', gap: '5E:G-10' } });
    }
    let damage = 0;
    if (share.length && c.life !== 'dead') {
      damage = throughDefences(c, share, cmd.magical, steps);
      events.push(...takeDamage(c, damage, { monstersDie: dnd5eSettings(state).monstersDie }, dice));
    }
    if (saved === false && cmd.condition && !c.conditions.includes(cmd.condition)) events.push({ type: 'condition.added', id: c.id, name: c.name, condition: cmd.condition });
    results.push({ id: c.id, name: c.name, saved, damage });
  }
  return ok([{ type: 'effect.resolved', name: cmd.name, source: cmd.source ?? null, targets: results, rolls, steps }, ...events]);
}
