import type { RendererSystem } from '../types.js';
import { m } from '../../lib/i18n.svelte.js';
import { akenarRecord, akenarSheet } from '../../../shared/systems/akenar/sheet.js';
import { FRESH_STATUS } from '../../../shared/systems/akenar/schema.js';
import { combatantFieldsOf } from '../../../shared/systems/akenar/combatant.js';
import AkActionBar from './AkActionBar.svelte';
import AkAttackDialog from './AkAttackDialog.svelte';
import AkToolbar from './AkToolbar.svelte';
import AkSettingsPanel from './AkSettingsPanel.svelte';
import AkenarTags from './AkenarTags.svelte';
import AkAddFields from './AkAddFields.svelte';
import AkEditFields from './AkEditFields.svelte';
import { akMove } from './ak-move-mode.svelte.js';
import PrintBlock from './PrintBlock.svelte';
import { akRosterCells } from './print-model.js';

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
  library: {
    label: (e) => e.name,
    // The entry's stat block carries its equipment copies, so it fights without the catalogue.
    fill: (e) => {
      if (e.system !== 'akenar') return { body: {}, extra: {} };
      const s = structuredClone(e.stats);
      const f = combatantFieldsOf(s);
      return { body: { hpMax: f.hpMax, size: f.size, reach: f.reach, initiativeBonus: f.initiativeBonus }, extra: { sheet: akenarSheet(s, FRESH_STATUS) } };
    },
  },
  moveOptions: () => (akMove.mode !== 'auto' ? { mode: akMove.mode } : {}),
  // Unconscious is dying in Akenar: the row's own tag says so; the player display names it.
  lifeLabel: (c, place) => (c.life !== 'unconscious' ? undefined : place === 'player' ? m.ak_dying() : akenarRecord({ sheet: c.sheet ?? null }) ? null : undefined),
  print: { StatBlock: PrintBlock, rosterCells: akRosterCells },
  manualNote: null,
};
