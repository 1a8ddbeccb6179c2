import type { RendererSystem } from '../types.js';
import { m } from '../../lib/i18n.svelte.js';
import { pf1Record, pf1Sheet } from '../../../shared/systems/pf1/sheet.js';
import { freshPf1Status } from '../../../shared/systems/pf1/schema.js';
import { pf1CombatantFields } from '../../../shared/systems/pf1/view.js';
import Pf1ActionBar from './Pf1ActionBar.svelte';
import Pf1AttackDialog from './Pf1AttackDialog.svelte';
import Pf1SettingsPanel from './Pf1SettingsPanel.svelte';
import Pf1Tags from './Pf1Tags.svelte';
import Pf1AddFields from './Pf1AddFields.svelte';
import Pf1EditFields from './Pf1EditFields.svelte';
import { pfMove } from './pf1-move-mode.svelte.js';
import PrintBlock from './PrintBlock.svelte';
import { pf1RosterCells } from './print-model.js';

/** A CR as printed: 1/3, 1/2, 3. */
const crText = (cr: number) => (cr > 0 && cr < 1 ? `1/${Math.round(1 / cr)}` : String(cr));

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
  library: {
    label: (e) => (e.cr === undefined ? e.name : m.imp_pf_library_entry({ name: e.name, cr: crText(e.cr) })),
    // The imported stat block comes along: HP, size, speed, reach and initiative from it, so it can attack.
    fill: (e) => {
      if (e.system !== 'pf1') return { body: {}, extra: {} };
      const s = structuredClone(e.stats);
      const f = pf1CombatantFields(s);
      return { body: { hpMax: f.hpMax, size: f.size, speed: f.speed, reach: f.reach, initiativeBonus: f.initiativeBonus }, extra: { sheet: pf1Sheet(s, freshPf1Status(s)) } };
    },
  },
  print: { StatBlock: PrintBlock, rosterCells: pf1RosterCells },
  moveOptions: () => (pfMove.mode !== 'auto' ? { mode: pfMove.mode } : {}),
  // Below 0 HP a Pathfinder creature is dying, not merely unconscious: the row's tag says so; the player display names it.
  lifeLabel: (c, place) => (c.life !== 'unconscious' || !pf1Record({ sheet: c.sheet ?? null }) ? undefined : place === 'player' ? m.ui_pf_dying() : null),
  manualNote: null,
};
