import type { EncounterEvent } from '../../shared/model/events.js';
import type { AppError } from '../../shared/contract/result.js';
import type { HpDescriptor, HpDisplay } from '../../shared/model/encounter.js';
import * as m from '../../shared/i18n/paraglide/messages.js';

export function hpDisplayLabel(d: HpDisplay): string {
  return d === 'exact' ? m.ui_hp_exact() : d === 'descriptor' ? m.ui_hp_descriptor() : m.ui_hp_none();
}

export function hpDescriptorLabel(d: HpDescriptor): string {
  return { unhurt: m.hp_unhurt, hurt: m.hp_hurt, bloodied: m.hp_bloodied, down: m.hp_down }[d]();
}

/** One log line per event, in the UI language. */
export function describeEvent(e: EncounterEvent): string {
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
      return m.log_combatant_damaged(e);
    case 'combatant.healed':
      return m.log_combatant_healed(e);
    case 'condition.added':
      return m.log_condition_added(e);
    case 'condition.removed':
      return m.log_condition_removed(e);
    case 'initiative.set':
      return e.value === null ? m.log_initiative_cleared({ name: e.name }) : m.log_initiative_set({ name: e.name, value: e.value });
    case 'turn.started':
      return e.name ? m.log_turn_started({ round: e.round, name: e.name }) : m.log_turn_none({ round: e.round });
  }
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
  STORAGE: m.error_STORAGE,
  NOT_SUPPORTED: m.error_NOT_SUPPORTED,
  INTERNAL: m.error_INTERNAL,
  DISCONNECTED: m.error_DISCONNECTED,
};

export function errorTitle(code: AppError['code']): string {
  return ERROR_TITLES[code]();
}
