// Which part of the log an entry belongs to (issue #15): the fight, or the GM's settings.
import type { EncounterEvent } from '../model/events.js';

export type LogCategory = 'combat' | 'settings';
export type LogFilter = 'all' | LogCategory;

/** Events that change how the encounter is set up or shown, not what happens in the fight. */
const SETTINGS_EVENTS: ReadonlySet<string> = new Set([
  'encounter.renamed',
  'visibility.changed',
  'settings.changed',
  'map.set',
  'map.removed',
  'map.terrainPainted',
  'map.wallsChanged',
  'map.backgroundSet',
]);

/** One event's part of the log, by its type: settings (visibility, name, map, rules) or combat (all else, systems' own). */
export function eventCategory(e: Pick<EncounterEvent, 'type'> | { type: string }): LogCategory {
  return SETTINGS_EVENTS.has(e.type) ? 'settings' : 'combat';
}

/** An entry is a settings one when all its events are; an entry with any combat event is combat. */
export function entryCategory(events: readonly { type: string }[]): LogCategory {
  return events.length > 0 && events.every((e) => eventCategory(e) === 'settings') ? 'settings' : 'combat';
}

export function matchesFilter(events: readonly { type: string }[], filter: LogFilter): boolean {
  return filter === 'all' || entryCategory(events) === filter;
}
