import type { EncounterEvent } from '../model/events.js';
import { systems } from '../systems/registry.js';
import { anyConditionLabel } from '../systems/condition-label.js';
import { abilityLabel, damageTypeLabel, describeRoll, lifeChangedText, renderRef, withRule } from './text.js';

export { damageTypeLabel, describeRoll, lifeChangedText, renderRef, withRule };
import type { AppError } from '../contract/result.js';
import type { DiceMode, HpDescriptor, HpDisplay, LifeState } from '../model/encounter.js';
import type { RollRecordData, Step } from '../engine/prompt.js';
import * as m from '../i18n/paraglide/messages.js';
import type { Size, Terrain } from '../model/map.js';
import type { MoveRefusal } from '../battlefield/spatial.js';
import type { Cover } from '../hex/index.js';

export function hpDisplayLabel(d: HpDisplay): string {
  return d === 'exact' ? m.ui_hp_exact() : d === 'descriptor' ? m.ui_hp_descriptor() : m.ui_hp_none();
}

export function hpDescriptorLabel(d: HpDescriptor): string {
  return { unhurt: m.hp_unhurt, hurt: m.hp_hurt, bloodied: m.hp_bloodied, down: m.hp_down }[d]();
}

/**
 * One log line per event, in the UI language: a system's describer for it first, else the core's.
 * With `system` (the encounter's), only that system words the core events its way.
 */
export function describeEvent(e: EncounterEvent, system?: string): string {
  return describeBySystem(e, system) ?? describeCoreEvent(e);
}

function describeCoreEvent(e: EncounterEvent): string {
  switch (e.type) {
    case 'encounter.renamed':
      return m.log_encounter_renamed({ name: e.name });
    case 'visibility.changed':
      return m.log_visibility_changed({ pc: hpDisplayLabel(e.visibility.pcHp), monster: hpDisplayLabel(e.visibility.monsterHp) });
    case 'combatant.added':
      return m.log_combatant_added({ name: e.combatant.name });
    case 'combatant.updated':
      return m.log_combatant_updated({ name: e.name });
    case 'combatant.removed':
      return m.log_combatant_removed({ name: e.name });
    case 'combatant.damaged':
      return m.log_combatant_damaged(e) + (e.temp ? m.log_damage_temp({ absorbed: e.temp.before - e.temp.after }) : '');
    case 'combatant.healed':
      return m.log_combatant_healed(e);
    case 'condition.added':
      return m.log_condition_added({ ...e, condition: anyConditionLabel(e.condition) });
    case 'condition.removed':
      if (e.fell) return withRule(m.log_fell({ name: e.name }), { id: '5E-MOVE-20', gap: '5E:G-21' });
      return e.expired ? m.log_condition_expired({ ...e, condition: anyConditionLabel(e.condition) }) : m.log_condition_removed({ ...e, condition: anyConditionLabel(e.condition) });
    case 'initiative.set':
      return e.value === null ? m.log_initiative_cleared({ name: e.name }) : m.log_initiative_set({ name: e.name, value: e.value });
    case 'turn.started':
      return e.name ? m.log_turn_started({ round: e.round, name: e.name }) : m.log_turn_none({ round: e.round });
    case 'attack.resolved': {
      // The attack's name, or a message naming it (`@ui_pf_man_trip`: a maneuver).
      const attack = e.attack.startsWith('@') ? renderRef({ msg: e.attack.slice(1), params: {} }) : e.attack;
      return e.outcome === 'hit' || e.outcome === 'critical'
        ? m.log_attack_hit({ attacker: e.attackerName, target: e.targetName, attack, damage: e.damage, critical: e.outcome === 'critical' ? m.log_critical() : '' })
        : m.log_attack_miss({ attacker: e.attackerName, target: e.targetName, attack });
    }
    case 'life.changed':
      return lifeChangedText(e);
    case 'settings.changed':
      return m.log_settings_changed({ dice: diceModeLabel(e.settings.dice), group: e.settings.groupInitiative ? m.log_group_on() : m.log_group_off() });
    case 'initiative.rolled':
      return e.rolls.map((r) => m.log_initiative_rolled({ name: r.name, roll: describeRoll(r.roll) })).join(' · ');
    case 'map.set':
      return m.log_map_set({ cols: e.settings.cols, rows: e.settings.rows, size: e.settings.hexSize.value, unit: e.settings.hexSize.unit });
    case 'map.removed':
      return m.log_map_removed();
    case 'map.terrainPainted':
      return m.log_terrain_painted({ count: e.cells.length, terrain: terrainLabel(e.cells[0]?.[2] ?? 'normal') });
    case 'map.wallsChanged':
      return e.present ? m.log_walls_added({ count: e.edges.length }) : m.log_walls_removed({ count: e.edges.length });
    case 'map.backgroundSet':
      return e.background ? m.log_background_set() : m.log_background_cleared();
    case 'combatant.placed':
      return e.at ? m.log_combatant_placed({ name: e.name }) : m.log_combatant_unplaced({ name: e.name });
    case 'timers.changed':
      return m.log_timers({ name: e.name, timers: e.timers.map((t) => `${anyConditionLabel(t.condition)} ${t.turns}`).join(', ') || '0' });
    case 'economy.changed':
      // Attacks, grapples and shoves are told by their own resolution; Help spent is in its breakdown.
      if (e.slot === 'attack' || e.slot === 'free' || ['attack', 'grapple', 'shove'].includes(e.action)) return e.slot === 'reaction' ? m.log_action_reaction({ name: e.name }) : '';
      return withRule((e.slot === 'bonus' ? m.log_action_bonus : m.log_action_taken)({ name: e.name, action: actionLabel(e.action) }), e.rule);
    case 'tempHp.changed':
      return withRule(m.log_temp_hp(e), e.rule);
    case 'concentration.changed':
      return withRule(renderRef({ msg: e.reason, params: { name: e.name, concentration: e.concentration ?? '', dc: e.dc ?? 0, roll: e.roll ? describeRoll(e.roll) : '' } }), e.rule);
    case 'grappling.changed':
      return '';
    case 'tiebreak.set':
      return withRule(m.log_tiebreak({ order: e.values.map((v) => `${v.name}${v.roll ? ` (${describeRoll(v.roll)})` : ''}`).join(', ') }), e.rule);
    case 'checks.rolled':
      return m.log_surprise_checked();
    case 'combat.ended':
      return withRule(renderRef({ msg: e.reason, params: {} }), e.rule);
    case 'surprise.set':
      return e.surprised ? m.log_surprised({ name: e.name }) : m.log_surprise_over({ name: e.name });
    case 'effect.resolved':
      return m.log_effect({ name: e.name, targets: e.targets.map((t) => `${t.name} ${t.damage}${t.saved === null ? '' : t.saved ? ' ✓' : ' ✗'}`).join(', ') });
    case 'save.rolled':
      return m.log_save({ name: e.name, ability: abilityLabel(e.ability), dc: e.dc, result: e.success ? m.log_contest_won() : m.log_contest_lost(), roll: e.roll ? describeRoll(e.roll) : '—' });
    case 'contest.resolved':
      return m.log_contest({ actor: e.actorName, target: e.targetName, kind: actionLabel(e.kind), result: e.won ? m.log_contest_won() : m.log_contest_lost() });
    case 'combatant.moved':
      return e.override
        ? m.log_combatant_moved_override({ name: e.name, steps: e.path.length - 1 })
        : m.log_combatant_moved({ name: e.name, steps: e.path.length - 1, cost: e.cost });
    default:
      // A system's own event no system describes.
      return (e as { type: string }).type;
  }
}

/** The line a system writes for an event (its own, or a core one it words its way), if any. */
function describeBySystem(e: { type: string }, system?: string): string | undefined {
  for (const s of systems()) {
    // Another system's describer tells only that system's own events.
    if (system !== undefined && s.id !== system && !e.type.startsWith(`${s.id}.`)) continue;
    const line = s.describe?.[e.type]?.(e);
    if (line !== undefined) return line;
  }
  return undefined;
}

const ACTION_KEYS: Record<string, () => string> = {
  dash: m.act_dash, disengage: m.act_disengage, dodge: m.act_dodge, help: m.act_help, hide: m.act_hide, ready: m.act_ready,
  search: m.act_search, useObject: m.act_use_object, interact: m.act_interact, stabilize: m.act_stabilize, castSpell: m.act_cast_spell,
  improvise: m.act_improvise, standUp: m.act_stand_up, dropProne: m.act_drop_prone, escape: m.act_escape, grapple: m.act_grapple,
  shove: m.act_shove, attack: m.act_attack, maneuver: m.act_maneuver,
};

/** The name of an action of the turn (5E-ACT-*), in the UI language. */
export function actionLabel(id: string): string {
  return ACTION_KEYS[id]?.() ?? id;
}

export function diceModeLabel(d: DiceMode): string {
  return { auto: m.dice_auto, ask: m.dice_ask, 'ask-pcs': m.dice_ask_pcs }[d]();
}

export function terrainLabel(t: Terrain): string {
  return { normal: m.terrain_normal, difficult: m.terrain_difficult, impassable: m.terrain_impassable, water: m.terrain_water }[t]();
}

export function moveRefusalLabel(r: MoveRefusal): string {
  return {
    NO_MAP: m.move_NO_MAP,
    NOT_PLACED: m.move_NOT_PLACED,
    OFF_MAP: m.move_OFF_MAP,
    IMPASSABLE: m.move_IMPASSABLE,
    OCCUPIED: m.move_OCCUPIED,
    NO_PATH: m.move_NO_PATH,
    OUT_OF_MOVEMENT: m.move_OUT_OF_MOVEMENT,
  }[r]();
}

export function coverLabel(c: Cover): string {
  return { none: m.cover_none, half: m.cover_half, 'three-quarters': m.cover_three_quarters, total: m.cover_total }[c]();
}

export function sizeLabel(s: Size): string {
  return {
    fine: m.size_fine,
    diminutive: m.size_diminutive,
    tiny: m.size_tiny,
    small: m.size_small,
    medium: m.size_medium,
    large: m.size_large,
    huge: m.size_huge,
    gargantuan: m.size_gargantuan,
    colossal: m.size_colossal,
  }[s]();
}

const ERROR_TITLES: Record<AppError['code'], () => string> = {
  BAD_MESSAGE: m.error_BAD_MESSAGE,
  UNKNOWN_CHANNEL: m.error_UNKNOWN_CHANNEL,
  INVALID_PAYLOAD: m.error_INVALID_PAYLOAD,
  FORBIDDEN: m.error_FORBIDDEN,
  NOT_FOUND: m.error_NOT_FOUND,
  INVALID_COMMAND: m.error_INVALID_COMMAND,
  NOTHING_TO_UNDO: m.error_NOTHING_TO_UNDO,
  NOTHING_TO_REDO: m.error_NOTHING_TO_REDO,
  CORRUPT_FILE: m.error_CORRUPT_FILE,
  NEWER_VERSION: m.error_NEWER_VERSION,
  TORN_RECORD: m.error_TORN_RECORD,
  STORAGE: m.error_STORAGE,
  NOT_SUPPORTED: m.error_NOT_SUPPORTED,
  INTERNAL: m.error_INTERNAL,
  DISCONNECTED: m.error_DISCONNECTED,
  NEEDS_INPUT: m.error_NEEDS_INPUT,
  RATE_LIMITED: m.error_RATE_LIMITED,
};

export function errorTitle(code: AppError['code']): string {
  return ERROR_TITLES[code]();
}

const ADVANTAGE_LABELS: Record<string, () => string> = { normal: m.adv_normal, advantage: m.adv_advantage, disadvantage: m.adv_disadvantage };

/** One line per breakdown step, in the current language, ending with the rule it applies. */
export function describeStep(step: Step): string {
  const params: Record<string, string | number> = { ...step.params };
  if (typeof params.cover === 'string') params.cover = coverLabel(params.cover as Cover);
  if (typeof params.advantage === 'string') params.advantage = ADVANTAGE_LABELS[params.advantage]?.() ?? params.advantage;
  if (typeof params.condition === 'string') params.condition = renderRef({ msg: `cond_${params.condition}`, params: {} });
  for (const k of ['skill', 'otherSkill'] as const) if (typeof params[k] === 'string') params[k] = renderRef({ msg: `skill_${params[k]}`, params: {} });
  if (typeof params.how === 'string') params.how = renderRef({ msg: `shove_${params.how}`, params: {} });
  return withRule(renderRef({ msg: step.msg, params }), step.rule);
}

/** Events whose line does not already show their dice: their breakdown lists every roll, face by face. */
const DICE_SHOWN_BY_BREAKDOWN: ReadonlySet<string> = new Set(['attack.resolved', 'contest.resolved', 'checks.rolled', 'effect.resolved']);

/** Every roll of a resolution, "Why: 1d20+5 = 17 (12 + 5)", so the breakdown shows each die face (natural d20, damage dice). */
export function describeRolls(e: EncounterEvent): string[] {
  if (!DICE_SHOWN_BY_BREAKDOWN.has(e.type) || !('rolls' in e) || !Array.isArray(e.rolls)) return [];
  return (e.rolls as unknown[])
    .filter((r): r is RollRecordData => typeof r === 'object' && r !== null && 'dice' in r && 'purpose' in r)
    .map((r) => m.lg_roll_line({ purpose: renderRef(r.purpose), roll: describeRoll(r) }));
}

export function lifeLabel(l: LifeState): string {
  return { ok: () => '', unconscious: m.life_unconscious, stable: m.life_stable, dead: m.life_dead }[l]();
}
