import type { RendererSystem } from '../types.js';
import { m } from '../../lib/i18n.svelte.js';
import { akenarRecord } from '../../../shared/systems/akenar/sheet.js';
import AkActionBar from './AkActionBar.svelte';
import AkAttackDialog from './AkAttackDialog.svelte';
import AkToolbar from './AkToolbar.svelte';
import AkSettingsPanel from './AkSettingsPanel.svelte';
import AkenarTags from './AkenarTags.svelte';
import AkAddFields from './AkAddFields.svelte';
import AkEditFields from './AkEditFields.svelte';
import { akMove } from './ak-move-mode.svelte.js';

/** Akenar, run by the engine; its sheets name equipment from the catalogue (docs/rules/akenar.md). */
export const akenar: RendererSystem = {
  id: 'akenar',
  ActionBar: AkActionBar,
  ToolbarExtras: AkToolbar,
  SettingsPanel: AkSettingsPanel,
  RowTags: AkenarTags,
  canAttack: (c) => akenarRecord(c) !== null,
  AttackDialog: AkAttackDialog,
  AddFields: AkAddFields,
  EditFields: AkEditFields,
  sheetDecidesBody: true,
  moveOptions: () => (akMove.mode !== 'auto' ? { mode: akMove.mode } : {}),
  // Unconscious is dying in Akenar: the row's own tag says so; the player display names it.
  lifeLabel: (c, place) => (c.life !== 'unconscious' ? undefined : place === 'player' ? m.ak_dying() : akenarRecord({ sheet: c.sheet ?? null }) ? null : undefined),
  manualNote: null,
};
