// What a rules system adds to scenario files (docs/scenario-format.md): the combatant fields it
// reads, what they refer to, and the sheet they give. The scenario loader reaches systems only here.
import type { z } from 'zod';
import type { Kind, Side } from '../../../shared/model/encounter.js';
import type { Reach, Size } from '../../../shared/model/map.js';
import type { Sheet } from '../../../shared/systems/registry.js';

/** A problem in a system's fields, at a path relative to the combatant (`srd`, `akenar.weapons[0].id`). */
export interface ScenarioFieldProblem {
  path: string;
  message: string;
}

/** What a combatant's system fields give: its sheet and what follows from it (a field the file gives wins). */
export interface ScenarioSheet {
  sheet: Sheet;
  defaults: { hp?: number; kind?: Kind; side?: Side; size?: Size; speed?: number; reach?: Reach; initiativeBonus?: number };
}

/** A system's part of the scenario format; `Data` is what it loads from the app's resources. */
export interface ScenarioHook<Data = unknown> {
  /** The combatant fields it adds, each optional; a scenario of another system refuses them. */
  fields: z.ZodRawShape;
  /** Problems across its fields that need no data (5e: `stats` and `srd` together). */
  check?(fields: Readonly<Record<string, unknown>>): ScenarioFieldProblem[];
  /** A top-level field of readings, laid over the system's settings defaults as `settings.rules`. */
  settings?: { field: string; schema: z.ZodType };
  /** What its fields refer to, from the resources folder (5e: the SRD library; Akenar: the bundled catalogue). */
  data?(resourcesDir: string): Data;
  /** The sheet a combatant's fields give (undefined: they give none); `data` is undefined when none was loaded. */
  combatant(fields: Readonly<Record<string, unknown>>, data: Data | undefined): { ok: true; value: ScenarioSheet | undefined } | ({ ok: false } & ScenarioFieldProblem);
}

/** A system's hook, typed by its own data (the registry holds them as `ScenarioHook<unknown>`). */
export const scenarioHook = <Data>(hook: ScenarioHook<Data>): ScenarioHook => hook;
