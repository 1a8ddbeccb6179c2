import { AKENAR_DEFAULTS } from '../../shared/model/encounter.js';
import fs from 'node:fs';
import path from 'node:path';
import { commandSchema, type CommandInput } from '../../shared/model/commands.js';
import type { Combatant, EncounterState } from '../../shared/model/encounter.js';
import type { EncounterEvent } from '../../shared/model/events.js';
import { dnd5eLibrarySchema, type Dnd5eStats } from '../../shared/systems/dnd5e/schema.js';
import { apply, needsInput, open, replay, undo, type ApplyResult, type LiveEncounter } from '../../main/rules/core/history.js';
import type { EncounterFile } from '../../main/store/encounter-file.js';
import { emptyState, repoRoot } from './fixtures.js';

export const AT = '2026-01-01T00:00:00.000Z';
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

/** A 5e encounter driven by commands, as the app drives it: every change is a command batch. */
export class Table {
  live: LiveEncounter;
  private n = 0;
  private ctx = { newId: () => `x${++this.n}` };

  constructor(seats: Seat[], opts: { map?: boolean; dice?: EncounterState['settings']['dice'] } = {}) {
    const file: EncounterFile = {
      schemaVersion: 7,
      id: 'enc-5e',
      createdAt: AT,
      updatedAt: AT,
      initial: { ...emptyState('enc-5e'), system: 'dnd5e', settings: { dice: opts.dice ?? 'auto', groupInitiative: false, monstersDie: true, akenar: AKENAR_DEFAULTS } },
      history: [],
      cursor: 0,
    };
    this.live = open(file);
    if (opts.map ?? true) this.ok({ type: 'setMap', settings: { cols: 20, rows: 12, orientation: 'pointy', hexSize: { value: 5, unit: 'ft' } } });
    for (const s of seats) {
      const stats = typeof s.stats === 'string' ? srd(s.stats) : s.stats;
      const kind = s.kind ?? (stats.level ? 'pc' : 'monster');
      const combatant = {
        id: s.id, name: s.id, side: s.side ?? (kind === 'pc' ? 'party' : 'enemy'), kind, hp: { max: stats.hpMax }, stats,
        size: stats.size, speed: Math.floor(stats.speed.walk / 5), initiative: s.initiative ?? null,
        // As the GM page adds a stat block: the printed initiative bonus, else the Dex modifier (5E-SEQ-10).
        initiativeBonus: stats.initiativeBonus ?? Math.floor((stats.abilities.dex - 10) / 2),
        position: s.at ? { q: s.at[0], r: s.at[1] } : null,
      };
      this.ok({ type: 'addCombatant', combatant });
    }
  }

  get state(): EncounterState {
    return this.live.state;
  }

  c(id: string): Combatant {
    const c = this.state.combatants.find((x) => x.id === id);
    if (!c) throw new Error(`no ${id}`);
    return c;
  }

  /** Applies a command; on success the table moves on. */
  try(cmd: CommandInput): ApplyResult {
    const r = apply(this.live, commandSchema.parse(cmd), AT, this.ctx);
    if (r.ok) this.live = r.value;
    return r;
  }

  /** Applies a command that must succeed, returning the events of its batch. */
  ok(cmd: CommandInput): EncounterEvent[] {
    const r = this.try(cmd);
    if (!r.ok) throw new Error(`${cmd.type} refused: ${r.error.message}`);
    return this.live.file.history.at(-1)!.events;
  }

  /** The refusal message of a command that must fail. */
  refused(cmd: CommandInput): string {
    const r = this.try(cmd);
    if (r.ok || needsInput(r)) throw new Error(`${cmd.type} was not refused`);
    return r.error.message;
  }

  /** The prompt a command stops at. */
  prompt(cmd: CommandInput) {
    const r = this.try(cmd);
    if (!needsInput(r)) throw new Error(`${cmd.type} did not stop at a prompt${r.ok ? '' : `: ${r.error.message}`}`);
    return r.prompt;
  }

  /** Starts combat: next turn until `id` is active. */
  turnOf(id: string): void {
    for (let i = 0; i < 50 && this.state.activeId !== id; i++) this.ok({ type: 'nextTurn' });
    if (this.state.activeId !== id) throw new Error(`${id} never got a turn`);
  }

  undo(): void {
    const r = undo(this.live, AT);
    if (!r.ok) throw new Error(r.error.message);
    this.live = r.value;
  }

  /** Replaying the file gives the live state (no RNG at replay). */
  replays(): boolean {
    return JSON.stringify(replay(this.live.file)) === JSON.stringify(this.state);
  }
}

export const of = <T extends EncounterEvent['type']>(events: EncounterEvent[], type: T) => events.filter((e): e is Extract<EncounterEvent, { type: T }> => e.type === type);
export const ruleIds = (events: EncounterEvent[]) =>
  events.flatMap((e) => [...('rule' in e && e.rule ? [e.rule.id] : []), ...('steps' in e && e.steps ? e.steps.map((s) => s.rule?.id) : [])]);
