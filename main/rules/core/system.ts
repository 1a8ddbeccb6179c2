import type { Command } from '../../../shared/model/commands.js';
import type { Combatant, EncounterState, SystemId } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Result } from '../../../shared/contract/result.js';
import type { RollContext } from './dice-engine.js';
import type { SystemHost, SystemHostContext, SystemLibrary } from './host.js';

/** Commands whose meaning belongs to a rules system: attacks, actions, contests, damage… */
export type SystemCommand = Extract<
  Command,
  { type: 'attack' | 'moveCombatant' | 'takeAction' | 'contest' | 'grantTempHp' | 'damage' | 'areaEffect' | 'savingThrow' | 'determineSurprise' | 'timePasses' | 'akenarAction' | 'maneuver' }
>;
export type SystemCommandType = SystemCommand['type'];

export type Resolver<C> = (state: EncounterState, cmd: C, dice: RollContext) => Result<EncounterEvent[]>;
export type SystemResolvers = { [T in SystemCommandType]?: Resolver<Extract<SystemCommand, { type: T }>> };

/**
 * A rules system's behaviour half (ADR 0006 §1): one folder `main/rules/<id>/` exports one of these.
 * The core resolves what every system shares (initiative, turns, the map, conditions by hand) and
 * hands the system its own commands; a command the system does not define is refused.
 */
export interface RulesSystem {
  id: SystemId;
  /** 'automated' runs the seed's rules; 'manual' tracks HP, conditions and turns by hand. */
  level: 'automated' | 'manual';
  /** Length of one hex in the system's unit (ADR 0005). */
  units: { length: 'ft' | 'm'; perHex: number };
  resolvers: SystemResolvers;
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
  /** What happens as a combatant's turn ends (Akenar: stuck arrows hurt after a busy turn). */
  turnEnd?(state: EncounterState, c: Combatant, dice: RollContext): EncounterEvent[];
  /** Healing by the system's rules (the core's by-hand tracker otherwise); [] refuses it (the dead). */
  heal?(state: EncounterState, c: Combatant, amount: number, magical: boolean): EncounterEvent[];
  /** What follows the GM removing a condition (5e: a grappled creature let go, 5E-GRAP-06); none by default. */
  conditionRemoved?(state: EncounterState, c: Combatant, condition: string): EncounterEvent[];
  /** The system's library from the app's resources folder (5e: the SRD), validated; a bad file throws naming itself. */
  library?(resourcesDir: string): SystemLibrary;
  /** The system's channels and demos for one app service (one data folder). */
  host?(ctx: SystemHostContext): SystemHost;
}
