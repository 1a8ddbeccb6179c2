import { expect } from 'vitest';
import type { Inputs } from '../../../shared/engine/prompt.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RqAttackOptions } from '../../../shared/systems/runequest/commands.js';
import { deriveRq, freshRqStatus, type RqStats, type RqStatus } from '../../../shared/systems/runequest/schema.js';
import { rqSheet } from '../../../shared/systems/runequest/sheet.js';
import { RQ_TABLES } from '../../../shared/systems/runequest/tables.js';
import { RqTable } from '../../helpers/runequest.js';

export type Faces = Record<string, number | number[] | string>;

/** Answers: numbers and arrays are dice faces, strings are choices. */
export function answers(f: Faces): Inputs {
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [k, typeof v === 'string' ? { choice: v } : { faces: Array.isArray(v) ? v : [v] }]));
}

/** Adds a RuneQuest combatant whose status starts as `patch` says (an aim under way, mounted, impaled…). */
export function seat(t: RqTable, id: string, stats: RqStats, patch: Partial<RqStatus> = {}, at?: [number, number], side: 'party' | 'enemy' = 'enemy'): void {
  const d = deriveRq(stats, RQ_TABLES);
  t.ok({
    type: 'addCombatant',
    combatant: {
      id, name: id, side, kind: side === 'party' ? 'pc' : 'monster', hp: { max: d.hpMax }, size: 'medium', speed: d.movement, reach: { min: 1, max: 1 }, initiativeBonus: d.srModifier,
      position: at ? { q: at[0], r: at[1] } : null, sheet: rqSheet(stats, { ...freshRqStatus(stats, RQ_TABLES), ...patch }),
    },
  });
}

type Atk = { type: 'attack'; attacker: string; target: string; attack: string; runequest?: Partial<RqAttackOptions>; inputs: Inputs };
export const atk = (attacker: string, target: string, attack: string, f: Faces = {}, runequest?: Partial<RqAttackOptions>): Atk => ({
  type: 'attack', attacker, target, attack, ...(runequest ? { runequest } : {}), inputs: answers(f),
});

export function resolved(events: EncounterEvent[]): Extract<EncounterEvent, { type: 'attack.resolved' }> {
  const r = events.filter((e) => e.type === 'attack.resolved');
  expect(r.length).toBeGreaterThan(0);
  return r[0] as Extract<EncounterEvent, { type: 'attack.resolved' }>;
}

/** The step of a resolution with this message, or undefined. */
export const stepOf = (events: EncounterEvent[], msg: string) => resolved(events).steps.find((s) => s.msg === msg);
/** The skill tested by the `bd_rq_d100` steps, in order (attack, then reaction). */
export const tested = (events: EncounterEvent[]) => resolved(events).steps.filter((s) => s.msg === 'bd_rq_d100').map((s) => s.params.skill);
/** Whose statuses changed and why. */
export const changes = (events: EncounterEvent[]) => events.flatMap((e) => (e.type === 'runequest.changed' ? [`${e.id}:${e.reason}`] : []));

/** Starts round 1 with these SR d10 faces. */
export function start(t: RqTable, sr: Record<string, number>): void {
  t.next(sr);
}
