import type { PlayerPart } from '../systems/types.js';
import type { Combatant, EncounterState, HpDescriptor, Side, Kind, SystemId } from '../model/encounter.js';
import type { BattleMap, HexCoord, Size } from '../model/map.js';
import type { EncounterEvent } from '../model/events.js';
import type { CommandInput } from '../model/commands.js';
import type { Prompt } from '../engine/prompt.js';
import type { LibraryEntry } from '../systems/registry.js';

export type Locale = 'es' | 'en';
export type LanguageSetting = 'system' | Locale;

export interface Settings {
  language: LanguageSetting;
  lastEncounterId: string | null;
}

export interface AppInfo {
  name: string;
  version: string;
  transport: 'electron' | 'web';
  role: 'gm' | 'player';
  /** Whether the host can show and hide a separate player window. */
  playerWindow: boolean;
}

export interface EncounterSummary {
  id: string;
  name: string;
  system: SystemId;
  combatants: number;
  round: number;
  updatedAt: string;
}

/**
 * A file the store could not load; it was moved aside (or left alone if it is from a newer version).
 * `TORN_RECORD`: the file loaded, but its last record, cut short by a crash, was dropped.
 */
export interface StoreProblem {
  file: string;
  code: 'CORRUPT_FILE' | 'NEWER_VERSION' | 'STORAGE' | 'TORN_RECORD';
  message: string;
  movedTo: string | null;
}

export interface EncounterList {
  encounters: EncounterSummary[];
  problems: StoreProblem[];
}

/** One applied command, as the log shows it. */
export interface LogEntry {
  seq: number;
  at: string;
  command: CommandInput['type'];
  events: EncounterEvent[];
}

export interface GmView {
  /** Counts every change pushed to GM windows; a `gm.delta` applies only to the version it names as `base`. */
  version: number;
  encounter: EncounterState;
  log: LogEntry[];
  canUndo: boolean;
  canRedo: boolean;
  /** The command `redo` would re-apply, for the button's tooltip. */
  redoCommand: CommandInput['type'] | null;
  updatedAt: string;
  /** What the player display is told to show of the map. */
  playerCamera: PlayerCamera;
}

/** One change to the encounter state: set (`replace`), add a key or insert an array item (`add`), or delete a key (`remove`). */
export interface StatePatch {
  op: 'replace' | 'add' | 'remove';
  path: (string | number)[];
  value?: unknown;
}

/**
 * What changed in the open encounter since GM version `base` (docs/adr/0013-incremental-pushes.md):
 * state patches, the log entries appended, and the small fields of `GmView` in full.
 */
export interface GmDelta {
  encounterId: string;
  version: number;
  base: number;
  patches: StatePatch[];
  /** Drop log entries with a higher seq first (after undo, or a command that replaced the redo tail). */
  logTruncatedTo?: number;
  /** Log entries appended, oldest first. */
  log: LogEntry[];
  canUndo: boolean;
  canRedo: boolean;
  redoCommand: GmView['redoCommand'];
  updatedAt: string;
  playerCamera: PlayerCamera;
}

/** A change applied: the GM version it produced (its push arrives before this reply on every transport). */
export interface Applied {
  status: 'applied';
  version: number;
}

/** The player display either fits the whole map or fits a rectangle (world pixels) the GM chose. */
export type PlayerCamera = { mode: 'fit' } | { mode: 'rect'; rect: { x: number; y: number; width: number; height: number } };

export type PlayerHp = { kind: 'exact'; current: number; max: number } | { kind: 'descriptor'; value: HpDescriptor } | null;

export interface PlayerCombatant {
  id: string;
  name: string;
  side: Side;
  kind: Kind;
  initiative: number | null;
  conditions: string[];
  hp: PlayerHp;
  position: HexCoord | null;
  size: Size;
  /** Whether it is up, unconscious, stable or dead: the table sees who falls. */
  life: Combatant['life'];
  /** Its body parts' wounds as the GM's HP visibility allows (RuneQuest's hit locations); absent: none. */
  parts?: PlayerPart[];
  /** The image its token shows (an imported asset id), as the GM chose. */
  portrait?: string;
  /** The short name its token shows, as the GM chose. */
  tokenLabel?: string;
}

/** What the player display may know: no hidden combatants, no notes, HP as the GM allows. */
export interface PlayerView {
  /**
   * The GM's language (the setting resolved): the player display shows this one, not its browser's.
   * Absent when the setting is "system" and main cannot know the GM's languages (the web host: the
   * GM's browser resolves them); the player display then follows its own browser.
   */
  locale?: Locale;
  encounter: {
    name: string;
    system: SystemId;
    round: number;
    activeId: string | null;
    /** In initiative order. */
    combatants: PlayerCombatant[];
    /** The battlefield as players may see it: terrain, walls and the background. */
    map: BattleMap | null;
    camera: PlayerCamera;
  } | null;
}

export type { Combatant };

/**
 * What a command did: applied (the GM version it produced), or stopped at a prompt — a die the GM rolls by hand —
 * with nothing saved; the client answers and sends `command` again with the answer in `inputs`.
 */
export type CommandOutcome = Applied | { status: 'needs-input'; prompt: Prompt; command: CommandInput };

/** A ready-made combatant from a system's library (5e: the bundled SRD 5.1, CC-BY-4.0), typed by its `system`. */
export type { LibraryEntry };
