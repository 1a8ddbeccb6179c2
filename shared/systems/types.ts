import type { z } from 'zod';

/** A condition a system names, for the GM's suggestions: its id and the i18n message of its name. */
export interface SystemCondition {
  id: string;
  /** Message key (messages/*.json) of the condition's name. */
  msg: string;
}

/** Turns one of the system's own events into a log line, in the UI language. */
export type EventDescriber = (event: { type: string } & Record<string, unknown>) => string;

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
  /** A log line for each of its own events, by type. */
  describe?: Readonly<Record<string, EventDescriber>>;
}
