import type { z } from 'zod';
import type { Combatant } from '../model/encounter.js';
import type { Terrain } from '../model/map.js';
import type { SizeCategory } from '../hex/footprint.js';

/** A condition a system names, for the GM's suggestions: its id and the i18n message of its name. */
export interface SystemCondition {
  id: string;
  /** Message key (messages/*.json) of the condition's name. */
  msg: string;
  /** A short glyph for chips and tokens (one character; the name is always shown beside it or as its title). */
  icon?: string;
}

/**
 * Turns an event into a log line, in the UI language: one of the system's own, or a core event it
 * words its own way (undefined leaves that one to the core).
 */
export type EventDescriber = (event: { type: string } & Record<string, unknown>) => string | undefined;

/**
 * The shared half of a rules system (issue #12, ADR 0009): one folder `shared/systems/<id>/` exports
 * one of these, listed in `shared/systems/registry.ts`. The core assembles its schemas from them, so
 * it names no system. A system's files import only leaf modules of the core (`model/primitives`,
 * `model/map`, `engine/*`, `hex/*`), never `model/encounter`, `model/commands` or `model/events`.
 */
export interface SharedSystem<Id extends string = string> {
  id: Id;
  /** 'automated' runs the seed's rules; 'manual' tracks HP, conditions, turns and the map by hand. */
  level: 'automated' | 'manual';
  /** Message key of the system's name. */
  label: string;
  /** The hex a new map starts with (ADR 0005). */
  hex: { value: number; unit: 'ft' | 'm' };
  /** Conditions offered as suggestions; a GM may still type any label. */
  conditions: readonly SystemCondition[];
  /** The fields of a combatant's sheet under this system (the core adds `system`); none: no sheet. */
  sheet?: z.ZodObject;
  /** The encounter settings of this system (`settings.rules`): a strict object with every field defaulted, and its defaults. */
  settings?: { schema: z.ZodObject; defaults: Readonly<Record<string, unknown>> };
  /** Monsters with identical sheets of this system share one initiative roll when the encounter groups them (5E-SEQ-11). */
  groupsInitiative?: boolean;
  /** Commands only this system has; each a strict object with a literal `type` no other system uses. */
  commands?: readonly z.ZodObject[];
  /** Options the system adds to core commands, by command type; other systems never see them. */
  commandFields?: Readonly<Record<string, z.ZodRawShape>>;
  /** Events only this system emits; each a strict object with a literal `type`. */
  events?: readonly z.ZodObject[];
  /** A log line for each of its own events, by type, and for core events it words its own way. */
  describe?: Readonly<Record<string, EventDescriber>>;
  /** Channels only this system serves (main's half handles them), named `<id>.…`; GM-only unless `player`. */
  channels?: Readonly<Record<string, SystemChannel>>;
  /** Ready-made encounters `encounter.createDemo` can build (main's half builds them). */
  demos?: readonly SystemDemo[];
  /** The payload (`LibraryEntry.stats`) of the ready-made combatants main's half offers in `library.list`. */
  library?: z.ZodType;
  /** How creatures move on the map; the core's plain rules where absent (`shared/battlefield/spatial.ts`). */
  movement?: SystemMovement;
  /** A round taken in passes (RuneQuest's Combat Actions); absent: one turn each per round. */
  passes?: SystemPasses;
  /**
   * The body parts the player display shows (RuneQuest's hit locations), built field by field under
   * the GM's HP visibility for the combatant: `none` gets nothing; `descriptor` the wound tiers only;
   * `exact` the HP too. Absent or undefined: no parts.
   */
  playerParts?: (c: PassCombatant, display: 'none' | 'descriptor' | 'exact', state: PartsState) => PlayerPart[] | undefined;
}

/** What `playerParts` reads of the encounter (structural, like PassCombatant). */
export interface PartsState {
  system: string;
  settings: { rules: Record<string, unknown> };
}

/** One body part on the player display: its id (a message names it), its wound tier, and its HP when the GM shows HP. */
export interface PlayerPart {
  id: string;
  /** A shown name where the messages do not name the part (a tail). */
  name?: string;
  tier: string;
  useless: boolean;
  hp?: { current: number; max: number };
}

/** What `actsIn` reads of a combatant (structural: the combatant's type is built from the systems). */
export interface PassCombatant {
  sheet: { system: string } | null;
  life: string;
  economy: { action: boolean };
}

/**
 * A round in passes (RuneQuest, RQ-ROUND-03..06): everyone's first action in turn order, then
 * everyone's second… The core's turn model (shared/model/turn-cycle.ts) walks them; the system says
 * who still acts in a pass.
 */
export interface SystemPasses {
  /** Passes a round has at most. */
  max: number;
  /** Whether the combatant still takes a turn in the pass (it has an action left and has not used it in this pass). */
  actsIn(c: PassCombatant, pass: number): boolean;
}

/**
 * One channel a system adds to the contract: its request schema (main validates every payload with
 * it), whether the player display may call it (never, unless `true`) and, as a type only, its reply.
 */
export interface SystemChannel<Response = unknown> {
  request: z.ZodType;
  player?: boolean;
  /** Never set: carries the reply's type (`channel<Reply>()(…)`). */
  response?: Response;
}

/** A channel whose reply is `Response`: `channel<View>()({ request })`. */
export function channel<Response>(): <const C extends Omit<SystemChannel<Response>, 'response'>>(c: C) => C & SystemChannel<Response> {
  return (c) => c;
}

/** A demo encounter: its id (`encounter.createDemo`) and the message keys of its button and hint. */
export interface SystemDemo {
  id: string;
  label: string;
  hint: string;
}

/** What one step of a move is made of, for a system's step cost. */
export interface StepFacts {
  /** The terrain under each hex of the footprint (undefined: open ground). */
  terrain: readonly (Terrain | undefined)[];
  /** Another creature's space, not blocking, is under the footprint. */
  crossesCreature: boolean;
  /** The mover crawls (`crawling`). */
  crawling: boolean;
  /** The mover is squeezed into the next size down for this step (`squeeze`). */
  squeezing: boolean;
}

/** A system's movement rules; each missing member is the core's plain rule. */
export interface SystemMovement {
  /** Hexes of movement to enter one hex. Core: the dearest terrain under the footprint (difficult and water 2). */
  stepCost?(step: StepFacts): number;
  /** Where a footprint does not fit but the next size down does, the creature squeezes into it. Core: no. */
  squeeze?: boolean;
  /** Whether the mover may cross a hostile creature's space. Core: never. */
  canCrossHostile?(mover: SizeCategory, other: SizeCategory): boolean;
  /** Whether a combatant moves by crawling (its steps cost more). Core: never. */
  crawling?(c: Pick<Combatant, 'conditions' | 'life'>): boolean;
}
