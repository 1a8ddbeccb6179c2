import type { Pf1ActionType, Pf1Provokes } from '../../../shared/systems/pf1/actions.js';
import type { Pf1Feat } from '../../../shared/systems/pf1/schema.js';
import { renderRef } from '../../../shared/log/describe.js';
import { m } from '../../lib/i18n.svelte.js';
import type { Pf1MoveMode } from './pf1-move-mode.svelte.js';

const msg = (key: string): string => renderRef({ msg: key, params: {} });

/** An action's name (G-01 table and `pf1Action` ids): `pf1_action_<id>`. */
export const actionLabel = (id: string) => msg(`pf1_action_${id}`);
/** A feat's name: `ui_pf_feat_<id>`. */
export const featLabel = (f: Pf1Feat) => msg(`ui_pf_feat_${f}`);

export const typeLabel = (t: Pf1ActionType) =>
  ({ standard: m.ui_pf_type_standard, move: m.ui_pf_type_move, fullRound: m.ui_pf_type_full, swift: m.ui_pf_type_swift, immediate: m.ui_pf_type_immediate, free: m.ui_pf_type_free, none: m.ui_pf_type_none })[t]();

export const provokesLabel = (p: Pf1Provokes) => ({ yes: m.ui_pf_provokes_yes, no: m.ui_pf_provokes_no, usually: m.ui_pf_provokes_usually, maybe: m.ui_pf_provokes_maybe })[p]();

export const moveModeLabel = (x: Pf1MoveMode) =>
  ({
    auto: m.ui_pf_mode_auto, move: m.ui_pf_mode_move, step: m.ui_pf_mode_step, run: m.ui_pf_mode_run, withdraw: m.ui_pf_mode_withdraw, charge: m.ui_pf_mode_charge,
    crawl: m.ui_pf_mode_crawl, difficultStep: m.ui_pf_mode_difficult, climb: m.ui_pf_mode_climb, climbFast: m.ui_pf_mode_climb_fast, swim: m.ui_pf_mode_swim,
  })[x]();

export const MANEUVERS = ['bullRush', 'disarm', 'grapple', 'overrun', 'sunder', 'trip'] as const;
export const maneuverLabel = (k: (typeof MANEUVERS)[number]) =>
  ({ bullRush: m.ui_pf_man_bull_rush, disarm: m.ui_pf_man_disarm, grapple: m.ui_pf_man_grapple, overrun: m.ui_pf_man_overrun, sunder: m.ui_pf_man_sunder, trip: m.ui_pf_man_trip })[k]();
