import type { CommandOf, CoreCommandType } from '../../../shared/model/commands.js';
import type { Combatant, EncounterState, SystemId } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { MessageRef, Result } from '../../../shared/contract/result.js';
import type { RollContext } from './dice-engine.js';
import type { SystemHost, SystemHostContext, SystemLibrary } from './host.js';
import type { ScenarioHook } from './scenario-hook.js';
import type { Reader } from '../../import/types.js';

/** Core commands each system resolves by its own rules (by-hand systems: the core's tracker). */
export const SYSTEM_RESOLVED = ['attack', 'moveCombatant', 'damage', 'savingThrow', 'grantTempHp', 'timePasses'] as const satisfies readonly CoreCommandType[];

/** What a system's resolvers take: the core commands it resolves, with its options, and its own commands. */
export type SystemCommand<Id extends SystemId = SystemId> = Exclude<CommandOf<Id>, { type: Exclude<CoreCommandType, (typeof SYSTEM_RESOLVED)[number]> }>;
export type SystemCommandType<Id extends SystemId = SystemId> = SystemCommand<Id>['type'];

export type Resolver<C> = (state: EncounterState, cmd: C, dice: RollContext) => Result<EncounterEvent[]>;
export type SystemResolvers<Id extends SystemId = SystemId> = { [T in SystemCommandType<Id>]?: Resolver<Extract<SystemCommand<Id>, { type: T }>> };

/**
 * A rules system's behaviour half (ADR 0006 §1): one folder `main/rules/<id>/` exports one of these.
 * The core resolves what every system shares (initiative, turns, the map, conditions by hand) and
 * hands the system its own commands; a command the system does not define is refused.
 */
export interface RulesSystem<Id extends SystemId = SystemId> {
  id: Id;
  /** 'automated' runs the seed's rules; 'manual' tracks HP, conditions and turns by hand. */
  level: 'automated' | 'manual';
  /** Length of one hex in the system's unit (ADR 0005). */
  units: { length: 'ft' | 'm'; perHex: number };
  resolvers: SystemResolvers<Id>;
  /**
   * Why a command type is never resolved in this system's encounters, checked before its fields (a
   * by-hand system refuses the rules commands, naming itself); null lets the command through.
   */
  refusal?(type: string): MessageRef | null;
  /**
   * What follows from the state a command leaves, whatever the command (state-based effects such
   * as a grapple ending when the grappler drops). Returns [] when nothing follows.
   */
  consequences(before: EncounterState, events: readonly EncounterEvent[], after: () => EncounterState): EncounterEvent[];
  /** What happens as a combatant's turn starts (5e death saves, Akenar stabilisation), after its budget renews. */
  turnStart?(state: EncounterState, c: Combatant, dice: RollContext): EncounterEvent[];
  /**
   * The system's own per-turn state renewing as a combatant's turn starts (Akenar: the turn's budget
   * and reactions, AK-SEQ/AK-HP), applied by the fold to the draft after the core's economy resets.
   */
  foldTurnStart?(c: Combatant): void;
  /** Applies one of the system's own events to the draft state (the fold's, inside immer). */
  foldEvent?(draft: EncounterState, event: EncounterEvent): void;
  /**
   * What happens as a round starts, before its first turn is chosen (RuneQuest: every Strike Rank rolled
   * afresh, RQ-ROUND-02; Combat Actions and Reactions renewed). `round` is the round starting.
   */
  roundStart?(state: EncounterState, round: number, dice: RollContext): Result<EncounterEvent[]>;
  /** What happens as a round ends, after its last turn (RuneQuest: the end-of-round Resilience tests, RQ-ROUND-07). */
  roundEnd?(state: EncounterState, round: number, dice: RollContext): EncounterEvent[];
  /** The dice of a combatant's initiative roll (RuneQuest's Strike Rank: 1D10 + its modifier); 1d20 + its bonus otherwise. */
  initiativeRoll?(state: EncounterState, c: Combatant): string;
  /** What happens as a combatant's turn ends (Akenar: stuck arrows hurt after a busy turn). */
  turnEnd?(state: EncounterState, c: Combatant, dice: RollContext): EncounterEvent[];
  /** Healing by the system's rules (the core's by-hand tracker otherwise); the system refuses it (the dead) naming its rule. */
  heal?(state: EncounterState, c: Combatant, command: Extract<CommandOf<Id>, { type: 'heal' }>): Result<EncounterEvent[]>;
  /** What follows the GM removing a condition (5e: a grappled creature let go, 5E-GRAP-06); none by default. */
  conditionRemoved?(state: EncounterState, c: Combatant, condition: string): EncounterEvent[];
  /** The system's library from the app's resources folder (5e: the SRD), validated; a bad file throws naming itself. */
  library?(resourcesDir: string): SystemLibrary;
  /** The system's channels and demos for one app service (one data folder). */
  host?(ctx: SystemHostContext): SystemHost;
  /** Its part of scenario files: the combatant fields it adds and the sheet they give. */
  scenario?: ScenarioHook;
  /** The import formats whose records become this system's stat blocks (issue #16), gathered by main/import/readers.ts. */
  importReaders?: readonly Reader[];
}
