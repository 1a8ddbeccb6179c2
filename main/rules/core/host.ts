// What a rules system serves beyond its rules (issue #12): its channels, its demo encounters and its
// library. Each `RulesSystem` may provide them; the service reaches them only through here.
import type { z } from 'zod';
import type { Result } from '../../../shared/contract/result.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { LibraryEntry, SystemChannelName, SystemRequests, SystemResponses } from '../../../shared/systems/registry.js';
import { rulesSystems } from '../registry.js';

/** What the app gives a system's host half: where its files live and the service's clock. */
export interface SystemHostContext {
  /** The data folder (the system keeps its files in `<dataDir>/<id>/`). */
  dataDir: string;
  /** The app's bundled resources (`resources/`). */
  resourcesDir: string;
  now: () => Date;
}

/** A handler of one system channel: the request already validated by its schema, the sender's role checked. */
type Handler = (req: never) => Result<unknown>;

/** The handlers of some built-in system channels, fully typed. */
export type ChannelHandlers<C extends SystemChannelName> = { [K in C]: (req: z.output<SystemRequests[K]>) => Result<SystemResponses[K]> };

/** A system's services for one app service (one data folder). */
export interface SystemHost {
  /** A handler for each of the system's channels (`SharedSystem.channels`); a missing one is NOT_SUPPORTED. */
  handlers?: Readonly<Record<string, Handler>>;
  /** Builds one of its demos (`SharedSystem.demos`) under the id and dice seed the service chose. */
  demo?(demo: string, id: string, seed: number): Result<EncounterState>;
}

/** The ready-made combatants of a system's library, and their licence text. */
export interface SystemLibrary {
  entries: LibraryEntry[];
  attribution: string;
}

/** Every system's host half for one data folder, by system id. */
export function systemHosts(ctx: SystemHostContext): ReadonlyMap<string, SystemHost> {
  return new Map(rulesSystems().flatMap((s) => (s.host ? [[s.id, s.host(ctx)] as const] : [])));
}

/** Every system's library: all entries with the licence texts of all, one a line, and each system's own. */
export interface Libraries extends SystemLibrary {
  /** A system's licence text, by system id. */
  attributions: Readonly<Record<string, string>>;
}

/**
 * Every system's library from the resources folder, validated (a bad file throws, naming itself):
 * the entries in system order, and the distinct licence texts.
 */
export function loadLibraries(resourcesDir: string): Libraries {
  const parts = rulesSystems().flatMap((s) => (s.library ? [[s.id, s.library(resourcesDir)] as const] : []));
  return {
    entries: parts.flatMap(([, p]) => p.entries),
    attribution: [...new Set(parts.map(([, p]) => p.attribution).filter(Boolean))].join('\n'),
    attributions: Object.fromEntries(parts.map(([id, p]) => [id, p.attribution])),
  };
}
