import fs from 'node:fs';
import path from 'node:path';
import type { Combatant, EncounterState } from '../../shared/model/encounter.js';
import type { EncounterEvent } from '../../shared/model/events.js';
import { AT, CommandTable } from './table.js';
import { dnd5eLibrarySchema, type Dnd5eStats } from '../../shared/systems/dnd5e/schema.js';
import { emptyState, repoRoot } from './fixtures.js';
import { dnd5eSheet, dnd5eStats } from '../../shared/systems/dnd5e/sheet.js';
import { CURRENT_SCHEMA } from '../../main/store/encounter-file.js';

export { AT };
const load = (f: string) => dnd5eLibrarySchema.parse(JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'srd', `${f}.json`), 'utf8')));
const creatures = load('dnd5e-creatures');
const pcs = load('dnd5e-pcs');

/** A fresh copy of a bundled SRD creature's or sample PC's stat block. */
export function srd(id: string): Dnd5eStats {
  const e = creatures.entries.find((x) => x.id === id) ?? pcs.entries.find((x) => x.id === id);
  if (!e) throw new Error(`no SRD entry ${id}`);
  return structuredClone(e.stats);
}

export interface Seat {
  id: string;
  stats: string | Dnd5eStats;
  side?: Combatant['side'];
  kind?: Combatant['kind'];
  at?: [number, number];
  initiative?: number;
}

/** A 5e encounter driven by commands, as the app drives it. */
export class Table extends CommandTable {
  constructor(seats: Seat[], opts: { map?: boolean; dice?: EncounterState['settings']['dice'] } = {}) {
    super({
      schemaVersion: CURRENT_SCHEMA,
      id: 'enc-5e',
      createdAt: AT,
      updatedAt: AT,
      initial: { ...emptyState('enc-5e'), system: 'dnd5e', settings: { dice: opts.dice ?? 'auto', groupInitiative: false, rules: { monstersDie: true } } },
      history: [],
      cursor: 0,
    });
    if (opts.map ?? true) this.ok({ type: 'setMap', settings: { cols: 20, rows: 12, orientation: 'pointy', hexSize: { value: 5, unit: 'ft' } } });
    for (const s of seats) {
      const stats = typeof s.stats === 'string' ? srd(s.stats) : s.stats;
      const kind = s.kind ?? (stats.level ? 'pc' : 'monster');
      const combatant = {
        id: s.id, name: s.id, side: s.side ?? (kind === 'pc' ? 'party' : 'enemy'), kind, hp: { max: stats.hpMax }, sheet: dnd5eSheet(stats),
        size: stats.size, speed: Math.floor(stats.speed.walk / 5), initiative: s.initiative ?? null,
        // As the GM page adds a stat block: the printed initiative bonus, else the Dex modifier (5E-SEQ-10).
        initiativeBonus: stats.initiativeBonus ?? Math.floor((stats.abilities.dex - 10) / 2),
        position: s.at ? { q: s.at[0], r: s.at[1] } : null,
      };
      this.ok({ type: 'addCombatant', combatant });
    }
  }

  c(id: string): Combatant {
    const c = this.state.combatants.find((x) => x.id === id);
    if (!c) throw new Error(`no ${id}`);
    return c;
  }

  /** The 5e stat block of `id`. */
  stats(id: string): Dnd5eStats {
    const s = dnd5eStats(this.c(id));
    if (!s) throw new Error(`${id} has no 5e stat block`);
    return s;
  }
}

export const of = <T extends EncounterEvent['type']>(events: EncounterEvent[], type: T) => events.filter((e): e is Extract<EncounterEvent, { type: T }> => e.type === type);
export const ruleIds = (events: EncounterEvent[]) =>
  events.flatMap((e) => [...('rule' in e && e.rule ? [e.rule.id] : []), ...('steps' in e && e.steps ? e.steps.map((s) => s.rule?.id) : [])]);
