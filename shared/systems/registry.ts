import { z } from 'zod';
import type { SharedSystem, SystemChannel, SystemCondition } from './types.js';
import { labelParam } from '../log/text.js';
import { dnd5eShared } from './dnd5e/index.js';
import { akenarShared } from './akenar/index.js';
import { pf1Shared } from './pf1/index.js';
import { runequestShared } from './runequest/index.js';
import { genericShared } from './generic/index.js';

export type { SharedSystem, SystemCondition };

/** The systems this build ships, in the order a GM picks from. The one list of the shared layer. */
const builtIn = () => [dnd5eShared, akenarShared, pf1Shared, runequestShared, genericShared] as const;
type BuiltIn = ReturnType<typeof builtIn>[number];
/** The shared object of a built-in system (the static types the core assembles: commands, sheets). */
export type BuiltInSystem = BuiltIn;

/** The id of a system this build ships. */
export type SystemId = BuiltIn['id'];

type WithSheet = Extract<BuiltIn, { sheet: z.ZodObject }>;
/** A combatant's sheet: the fields of its system's sheet schema plus `system`, the discriminant. */
export type Sheet = { [S in WithSheet as S['id']]: { system: S['id'] } & z.infer<S['sheet']> }[WithSheet['id']];
/** The sheet of one system. */
export type SheetOf<Id extends WithSheet['id']> = Extract<Sheet, { system: Id }>;

type WithChannels = Extract<BuiltIn, { channels: Record<string, SystemChannel> }>;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (x: infer I) => void ? I : never;
/** Every built-in system's channel declarations, by channel name. */
type BuiltInChannels = UnionToIntersection<WithChannels['channels']>;
/** The name of a channel a built-in system serves (`akenar.catalogue.get`). */
export type SystemChannelName = Extract<keyof BuiltInChannels, string>;
/** The request schema of each system channel. */
export type SystemRequests = { [C in SystemChannelName]: BuiltInChannels[C] extends { request: infer R } ? R : never };
/** The reply of each system channel. */
export type SystemResponses = { [C in SystemChannelName]: BuiltInChannels[C] extends SystemChannel<infer R> ? R : never };

/** The id of a demo encounter a built-in system offers. */
type DemoId = Extract<BuiltIn, { demos: readonly { id: string }[] }>['demos'][number]['id'];

type WithLibrary = Extract<BuiltIn, { library: z.ZodType }>;
/** A ready-made combatant a system's library offers (5e: an SRD creature or PC with its stat block). */
export type LibraryEntry = {
  [S in WithLibrary as S['id']]: {
    id: string;
    /** The system whose encounters offer this entry. */
    system: S['id'];
    name: string;
    kind: 'pc' | 'monster';
    stats: z.output<S['library']>;
    /** Creature type as the source prints it ("humanoid (goblinoid)"), for search. */
    type?: string;
    /** Challenge rating or level, for search and sorting. */
    cr?: number;
    /** Text the stat block has no field for (traits, lore, an HP note), given to the combatant's notes. */
    notes?: string;
    /** Where a GM's imported entry came from; absent on the bundled entries. */
    origin?: LibraryOrigin;
  };
}[WithLibrary['id']];

/** The source of an imported library entry: its file, the reader that read it, where in the file, and its licence note. */
export interface LibraryOrigin {
  file: string;
  format: string;
  path: string;
  licence: string;
  importedAt: string;
}

// Built on first use, not as this module loads: a system module imported first (and so still loading
// when it reaches this registry through the core) would otherwise be listed as undefined.
let list: SharedSystem[] | null = null;
const all = (): SharedSystem[] => (list ??= [...builtIn()]);
let version = 0;

/**
 * Adds a system at run time (a plugin, or a test's toy system: tests/fixtures/systems/). Its id and
 * its command and event types must be new.
 * @public — for plugins and tests (knip: not used by the app itself)
 */
export function registerSystem(system: SharedSystem): void {
  const registered = all();
  if (registered.some((s) => s.id === system.id)) throw new Error(`a system "${system.id}" is already registered`);
  const taken = new Set(registered.flatMap((s) => [...typesOf(s.commands), ...typesOf(s.events)]));
  for (const t of [...typesOf(system.commands), ...typesOf(system.events)]) if (taken.has(t)) throw new Error(`system "${system.id}": type "${t}" is already taken`);
  for (const name of Object.keys(system.channels ?? {})) {
    if (!name.startsWith(`${system.id}.`)) throw new Error(`system "${system.id}": channel "${name}" must be named "${system.id}.…"`);
  }
  const demos = new Set(registered.flatMap((s) => (s.demos ?? []).map((d) => d.id)));
  for (const d of system.demos ?? []) if (demos.has(d.id)) throw new Error(`system "${system.id}": demo "${d.id}" is already taken`);
  registered.push(system);
  version++;
}

function typesOf(schemas: readonly z.ZodObject[] | undefined): string[] {
  return (schemas ?? []).map((s) => literalType(s));
}

/** The literal `type` of a command or event schema. */
export function literalType(schema: z.ZodObject): string {
  const t = schema.shape.type as z.ZodLiteral<string> | undefined;
  const value = t?.value;
  if (typeof value !== 'string') throw new Error('a system command or event needs a literal `type`');
  return value;
}

/** Every registered system, built-in ones first. */
export function systems(): readonly SharedSystem[] {
  return all();
}

export function findSystem(id: string): SharedSystem | undefined {
  return all().find((s) => s.id === id);
}

/**
 * A system's name as a param of a message (`@system_pf1`, see `nestedRef`): rendered in the reader's
 * language; a system whose label is no message key is named by its label as written, an unknown id as is.
 */
export function systemNameParam(id: string): string {
  const system = findSystem(id);
  return system ? labelParam(system.label) : id;
}

export function systemInfo(id: string): SharedSystem {
  const info = findSystem(id);
  if (!info) throw new Error(`no system "${id}" is registered`);
  return info;
}

/**
 * A value computed from the registered systems, recomputed only when one is added (the core's
 * assembled schemas: sheets, commands, events).
 */
export function fromRegistry<T>(build: (all: readonly SharedSystem[]) => T): () => T {
  let at = -1;
  let value: T;
  return () => {
    if (at !== version) {
      value = build(all());
      at = version;
    }
    return value;
  };
}

/**
 * A schema assembled from the registered systems that follows later registrations: each parse asks
 * the memo (`z.lazy` would keep the first union for good). Issues keep their paths.
 */
export function registrySchema<T>(build: (all: readonly SharedSystem[]) => z.ZodType): z.ZodType<T> {
  const current = fromRegistry(build);
  return z.unknown().transform((value, ctx) => {
    const r = current().safeParse(value);
    if (r.success) return r.data;
    for (const issue of r.error.issues) ctx.addIssue(issue as never);
    return z.NEVER;
  }) as unknown as z.ZodType<T>;
}

/** A system id this build knows (the registered ones). */
export const systemIdSchema = z
  .string()
  .refine((id) => findSystem(id) !== undefined, { message: 'expected the id of a registered rules system' }) as unknown as z.ZodType<SystemId>;

/** Any system's sheet, discriminated by `system`. */
export const sheetSchema = registrySchema<Sheet>((systems) => {
  const options = systems.flatMap((s) => (s.sheet ? [s.sheet.extend({ system: z.literal(s.id) }).strict()] : []));
  return options.length ? z.discriminatedUnion('system', options as unknown as [z.ZodObject, ...z.ZodObject[]]) : z.never();
});

/** A channel some registered system serves, and that system; undefined for any other name. */
export function systemChannel(name: string): { system: SharedSystem; channel: SystemChannel } | undefined {
  for (const system of all()) {
    const channel = system.channels && Object.prototype.hasOwnProperty.call(system.channels, name) ? system.channels[name] : undefined;
    if (channel) return { system, channel };
  }
  return undefined;
}

/** Every registered system's channels, by name. */
export function systemChannels(): Record<string, SystemChannel> {
  return Object.fromEntries(all().flatMap((s) => Object.entries(s.channels ?? {})));
}

/** The system offering a demo encounter, by the demo's id. */
export function demoOwner(demo: string): SharedSystem | undefined {
  return all().find((s) => s.demos?.some((d) => d.id === demo));
}

/** The id of a demo some registered system offers. */
export const demoIdSchema = z
  .string()
  .refine((id) => demoOwner(id) !== undefined, { message: 'expected the id of a demo a registered system offers' }) as unknown as z.ZodType<DemoId>;
