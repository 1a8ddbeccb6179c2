import type { RendererSystem } from '../types.js';
import { m } from '../../lib/i18n.svelte.js';
import { pf1Record } from '../../../shared/systems/pf1/sheet.js';
import Pf1ActionBar from './Pf1ActionBar.svelte';
import Pf1AttackDialog from './Pf1AttackDialog.svelte';
import Pf1SettingsPanel from './Pf1SettingsPanel.svelte';
import Pf1Tags from './Pf1Tags.svelte';
import Pf1AddFields from './Pf1AddFields.svelte';
import Pf1EditFields from './Pf1EditFields.svelte';
import { pfMove } from './pf1-move-mode.svelte.js';

/** Pathfinder 1e (seed 003), run by the engine on 5 ft hexes: stat blocks, the turn's budget, attacks, maneuvers and actions. */
export const pf1: RendererSystem = {
  id: 'pf1',
  ActionBar: Pf1ActionBar,
  SettingsPanel: Pf1SettingsPanel,
  RowTags: Pf1Tags,
  canAttack: (c) => pf1Record(c) !== null,
  AttackDialog: Pf1AttackDialog,
  AddFields: Pf1AddFields,
  EditFields: Pf1EditFields,
  sheetDecidesBody: true,
  moveOptions: () => (pfMove.mode !== 'auto' ? { mode: pfMove.mode } : {}),
  // Below 0 HP a Pathfinder creature is dying, not merely unconscious: the row's tag says so; the player display names it.
  lifeLabel: (c, place) => (c.life !== 'unconscious' || !pf1Record({ sheet: c.sheet ?? null }) ? undefined : place === 'player' ? m.ui_pf_dying() : null),
  manualNote: null,
};
