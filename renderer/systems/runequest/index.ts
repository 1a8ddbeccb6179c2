import type { RendererSystem } from '../types.js';
import { rqRecord, rqSheet } from '../../../shared/systems/runequest/sheet.js';
import { deriveRq, freshRqStatus } from '../../../shared/systems/runequest/schema.js';
import { rqSettings, RQ_DEFAULTS } from '../../../shared/systems/runequest/settings.js';
import { gm } from '../../lib/gm-store.svelte.js';
import { rqBody } from './blank.js';
import { rqLibraryPick } from './rq-library-pick.svelte.js';
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
import PrintBlock from './PrintBlock.svelte';
import { rqRosterCells } from './print-model.js';

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
  library: {
    label: (e) => e.name,
    // The stat block with a fresh status under the encounter's tables: a full combatant the engine fights with.
    fill: (e) => {
      if (e.system !== 'runequest') return { body: {}, extra: {} };
      const tables = gm.view ? rqSettings(gm.view.encounter).tables : RQ_DEFAULTS.tables;
      const stats = structuredClone(e.stats);
      const d = deriveRq(stats, tables);
      const body = rqBody(d);
      rqLibraryPick.stats = structuredClone(stats);
      return {
        body: { hpMax: d.hpMax, size: body.size, speed: d.movement, initiativeBonus: d.srModifier, reach: body.reach },
        extra: { ...body, sheet: rqSheet(stats, freshRqStatus(stats, tables)) },
      };
    },
  },
  moveOptions: () => ({ mode: rqMove.mode }),
  print: { StatBlock: PrintBlock, rosterCells: rqRosterCells },
  manualNote: null,
};
