// The GM window's UI state that several panels act on (issue #15): which dialog the keyboard, a token
// or a row asked for. Nothing here changes the encounter: that goes through commands (gm.run).
import { tools } from '../battlefield/map-tools.svelte.js';

export type HpKind = 'damage' | 'heal';

class Cockpit {
  /** The attack dialog to open: the attacker, and the target clicked on the map (preset in the dialog). */
  attack = $state<{ attackerId: string; targetId?: string } | null>(null);
  /** A row's damage or heal field to focus (the keyboard's d / h on the selected combatant). */
  hpFocus = $state<{ id: string; kind: HpKind; seq: number } | null>(null);
  /** The settings drawer (encounter, map, player display, the system's rules). */
  drawerOpen = $state(false);
  /** The keyboard cheat-sheet (`?`). */
  helpOpen = $state(false);
  /** Bumped to ask the log to take the focus (the keyboard's l). */
  logFocus = $state(0);
  /** A row's condition input to focus (the token menu's Estados). */
  conditionFocus = $state<{ id: string; seq: number } | null>(null);
  /** The library dialog (issue #16). */
  libraryOpen = $state(false);
  /** A combatant's editor to open (a double-click on its token, the token menu, the keyboard's e). */
  editRequest = $state<{ id: string; seq: number } | null>(null);
  printOpen = $state(false);

  /** The selected combatant: the map's selection, shared with the rows. */
  get selectedId(): string | null {
    return tools.selectedId;
  }
  set selectedId(id: string | null) {
    tools.selectedId = id;
  }

  focusHp(id: string, kind: HpKind): void {
    this.hpFocus = { id, kind, seq: (this.hpFocus?.seq ?? 0) + 1 };
  }

  openEditor(id: string): void {
    this.editRequest = { id, seq: (this.editRequest?.seq ?? 0) + 1 };
  }

  focusConditions(id: string): void {
    this.conditionFocus = { id, seq: (this.conditionFocus?.seq ?? 0) + 1 };
  }
}

export const cockpit = new Cockpit();
