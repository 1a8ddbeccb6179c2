import type { Component } from 'svelte';
import type { Combatant, EncounterState, LifeState, Sheet } from '../../shared/model/encounter.js';
import type { NewCombatant } from '../../shared/model/commands.js';
import type { CombatantPatch, EncounterEvent } from '../../shared/model/events.js';
import type { LibraryEntry } from '../../shared/contract/views.js';
import type { PlayerPart } from '../../shared/systems/types.js';

/** Props every encounter-wide panel of a system gets (action bar, toolbar extras, settings). */
export interface EncounterProps {
  encounter: EncounterState;
}

/** The body fields the core add form edits when the system's sheet does not decide them. */
export interface BodyDraft {
  hpMax: number | null;
  size: NonNullable<NewCombatant['size']>;
  speed: number;
  initiativeBonus: number;
  reach: { min: number; max: number };
}

/** What a library entry fills in: the core fields, and the system's own part of the combatant. */
export interface LibraryFill {
  body: Partial<BodyDraft>;
  extra: Partial<NewCombatant>;
}

/** A system's part of the add form, mounted inside it; the core asks it for its fields on submit. */
export interface AddFieldsExports {
  /** The system's part of the new combatant (sheet, and the body it decides), or null when invalid (it shows why). */
  build(): Partial<NewCombatant> | null;
  reset(): void;
}

/** A system's part of the edit dialog; `build` folds its changes into the patch, or returns false when invalid. */
export interface EditFieldsExports {
  build(patch: CombatantPatch, after: Combatant): boolean;
}

/** A system's stat-block part of the edit dialog; it binds `sheetDecidesBody` (HP max, size, reach come from the sheet). */
export interface EditFieldsProps {
  combatant: Combatant;
  draft: Combatant;
  sheetDecidesBody: boolean;
}

/** Extra fields for the quick-damage form of a row (flags, a hit location), and the command fields they add. */
export interface QuickDamageProps {
  combatant: Combatant;
  extra: Record<string, boolean | string>;
}

/** How a rules system shows itself in the GM and player windows (issue #12). One object per system folder. */
export interface RendererSystem {
  id: string;
  /** The bar under the map acting for the active combatant (attacks, actions); none for systems played by hand. */
  ActionBar?: Component<EncounterProps>;
  /** Buttons in the top bar (e.g. 5e XP and surprise, Akenar's catalogue); each opens its own dialogs. */
  ToolbarExtras?: Component<EncounterProps>;
  /** The system's settings box in the side panel. */
  SettingsPanel?: Component<EncounterProps>;
  /** A figure under a combatant's row (RuneQuest's hit locations with their AP, HP and wounds). */
  CombatantFigure?: Component<{ combatant: Combatant }>;
  /** A combatant's body parts on the player display (`PlayerCombatant.parts`, as the GM's HP visibility allows). */
  PlayerParts?: Component<{ parts: PlayerPart[]; name: string }>;
  /** Detail drawn under one log event of the system (a blow's location, AP, damage and wound). */
  LogDetail?: Component<{ event: EncounterEvent }>;
  /** The system's tags in a combatant's row (after the core ones). */
  RowTags?: Component<{ combatant: Combatant }>;
  /** The row's attack button: whether it shows, and the dialog it opens. */
  canAttack?: (c: Combatant) => boolean;
  AttackDialog?: Component<{ attacker: Combatant; encounter: EncounterState; target?: string | undefined; onClose: () => void }>;
  /** Quick-damage flags in the row (5e critical / knock-out). */
  QuickDamage?: Component<QuickDamageProps, object, 'extra'>;
  /** The add form's system part; with `sheetDecidesBody` the core hides HP max, size, initiative bonus and reach. */
  AddFields?: Component<Record<string, never>, AddFieldsExports>;
  /** The edit dialog's system part (stat block, sheet). */
  EditFields?: Component<EditFieldsProps, EditFieldsExports, 'draft' | 'sheetDecidesBody'>;
  /** True when the system's sheet decides HP max, size, initiative bonus and reach in the add form. */
  sheetDecidesBody: boolean;
  /** Whether the system has a library; its entries are those of `library.list` naming this system. */
  library?: { label: (entry: LibraryEntry) => string; fill: (entry: LibraryEntry) => LibraryFill };
  /** Extra fields of a map drag's move command (Akenar's movement mode, 5e's speed). */
  moveOptions: () => Record<string, unknown>;
  /** A combatant's life label in a GM row or on the player display: undefined uses the core's, null hides it. */
  lifeLabel?: (c: { life: LifeState; sheet?: Sheet | null }, place: 'row' | 'player') => string | null | undefined;
  /**
   * Printing (renderer/print): one creature's stat block in the system's conventions, never split
   * across pages, and the roster's defence and initiative cells (5e AC; Akenar CA, Esquiva/Parada;
   * Pathfinder AC/touch/flat-footed; RuneQuest SR). Absent: the print view's core block and cells.
   */
  print?: {
    StatBlock: Component<{ combatant: Combatant; encounter: EncounterState }>;
    rosterCells: (c: Combatant, encounter: EncounterState) => { defence: string; initiative: string };
  };
  /** The by-hand note shown for systems whose engine has not landed (message text), or null. */
  manualNote: (() => string) | null;
}
