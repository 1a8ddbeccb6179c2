import type { RendererSystem } from '../types.js';
import { rqRecord } from '../../../shared/systems/runequest/sheet.js';
import RqActionBar from './RqActionBar.svelte';
import RqAttackDialog from './RqAttackDialog.svelte';
import RqSettingsPanel from './RqSettingsPanel.svelte';
import RqTags from './RqTags.svelte';
import RqAddFields from './RqAddFields.svelte';
import RqEditFields from './RqEditFields.svelte';
import RqCombatantFigure from './RqCombatantFigure.svelte';
import RqLogDetail from './RqLogDetail.svelte';
import RqPlayerParts from './RqPlayerParts.svelte';
import RqQuickDamage from './RqQuickDamage.svelte';
import { rqMove } from './rq-move-mode.svelte.js';

/** Mongoose RuneQuest (seed 004), run by the engine on 1 m hexes: stat blocks, Combat Actions in passes, attacks and Reactions, hit locations. */
export const runequest: RendererSystem = {
  id: 'runequest',
  ActionBar: RqActionBar,
  SettingsPanel: RqSettingsPanel,
  RowTags: RqTags,
  CombatantFigure: RqCombatantFigure,
  LogDetail: RqLogDetail,
  PlayerParts: RqPlayerParts,
  QuickDamage: RqQuickDamage,
  canAttack: (c) => rqRecord(c) !== null,
  AttackDialog: RqAttackDialog,
  AddFields: RqAddFields,
  EditFields: RqEditFields,
  sheetDecidesBody: true,
  moveOptions: () => ({ mode: rqMove.mode }),
  manualNote: null,
};
