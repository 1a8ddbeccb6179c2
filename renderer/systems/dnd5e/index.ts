import type { RendererSystem } from '../types.js';
import { abilityModifier, crLabel } from '../../../shared/systems/dnd5e/tables.js';
import { dnd5eSheet, dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import { m } from '../../lib/i18n.svelte.js';
import ActionBar from './ActionBar.svelte';
import AttackDialog from './AttackDialog.svelte';
import ToolbarExtras from './ToolbarExtras.svelte';
import RowTags from './RowTags.svelte';
import QuickDamage from './QuickDamage.svelte';
import EditFields from './EditFields.svelte';
import Dnd5eSettings from './Dnd5eSettings.svelte';
import { moveSpeed } from './move-speed.svelte.js';
import PrintBlock from './PrintBlock.svelte';
import { dnd5eRosterCells } from './print-model.js';

/** D&D 5e (SRD 5.1), run by the engine. */
export const dnd5e: RendererSystem = {
  id: 'dnd5e',
  ActionBar,
  ToolbarExtras,
  RowTags,
  canAttack: (c) => (dnd5eStats(c)?.attacks.length ?? 0) > 0,
  AttackDialog,
  QuickDamage,
  EditFields,
  SettingsPanel: Dnd5eSettings,
  sheetDecidesBody: false,
  library: {
    label: (e) => (e.system !== 'dnd5e' || e.stats.cr === undefined ? e.name : m.ui_library_entry_cr({ name: e.name, cr: crLabel(e.stats.cr) })),
    // An SRD entry's stat block comes along, so it can attack.
    fill: (e) => {
      if (e.system !== 'dnd5e') return { body: {}, extra: {} };
      const s = e.stats;
      const reachFt = Math.max(5, ...s.attacks.filter((a) => a.kind === 'melee').map((a) => a.reachFt ?? 5));
      return {
        body: { hpMax: s.hpMax, size: s.size, speed: Math.floor(s.speed.walk / 5), initiativeBonus: s.initiativeBonus ?? abilityModifier(s.abilities.dex), reach: reachFt >= 10 ? { min: 1, max: 2 } : { min: 1, max: 1 } },
        extra: { sheet: dnd5eSheet(structuredClone(s)) },
      };
    },
  },
  print: { StatBlock: PrintBlock, rosterCells: dnd5eRosterCells },
  moveOptions: () => (moveSpeed.mode !== 'walk' ? { speed: moveSpeed.mode } : {}),
  manualNote: null,
};
