import { dnd5eSheet } from '../../shared/systems/dnd5e/sheet.js';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommandInput } from '../../shared/model/commands.js';
import type { EncounterEvent } from '../../shared/model/events.js';
import { dnd5eLibrarySchema, type Dnd5eStats } from '../../shared/systems/dnd5e/schema.js';
import { conditionIdOf, conditionsOf } from '../../shared/systems/dnd5e/condition-effects.js';
import { apply, open, type LiveEncounter } from '../../main/rules/core/history.js';
import type { EncounterFile } from '../../main/store/encounter-file.js';
import { emptyState, repoRoot } from '../helpers/fixtures.js';

const AT = '2026-01-01T00:00:00.000Z';
const library = dnd5eLibrarySchema.parse(JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'srd', 'dnd5e-creatures.json'), 'utf8')));
const srd = (id: string): Dnd5eStats => structuredClone(library.entries.find((e) => e.id === id)!.stats);
let n = 0;
const ctx = { newId: () => `x${++n}` };

/** A goblin attacking an orc, each with the given condition labels; optionally on a map at a distance. */
function arena(goblinConds: string[], orcConds: string[], hexesApart?: number): LiveEncounter {
  const file: EncounterFile = { schemaVersion: 8, id: 'enc-1', createdAt: AT, updatedAt: AT, initial: { ...emptyState(), system: 'dnd5e' }, history: [], cursor: 0 };
  let live = open(file);
  const cmds: CommandInput[] = [
    { type: 'addCombatant', combatant: { id: 'gob', name: 'Goblin', side: 'enemy', kind: 'monster', hp: { max: 7 }, sheet: dnd5eSheet(srd('goblin')), conditions: goblinConds } },
    { type: 'addCombatant', combatant: { id: 'orc', name: 'Orc', side: 'party', kind: 'monster', hp: { max: 15 }, sheet: dnd5eSheet(srd('orc')), conditions: orcConds } },
  ];
  if (hexesApart !== undefined) {
    cmds.push({ type: 'setMap', settings: { cols: 20, rows: 5, orientation: 'pointy', hexSize: { value: 5, unit: 'ft' } } });
    cmds.push({ type: 'placeCombatant', id: 'gob', at: { q: 1, r: 1 } }, { type: 'placeCombatant', id: 'orc', at: { q: 1 + hexesApart, r: 1 } });
  }
  for (const c of cmds) {
    const r = apply(live, (c), AT, ctx);
    if (!r.ok) throw new Error(r.error.message);
    live = r.value;
  }
  return live;
}
/** One goblin attack with the d20 forced (damage dice are the engine's: the dice setting is auto). */
function attack(live: LiveEncounter, weapon: string, d20: number[]) {
  const r = apply(live, ({ type: 'attack', attacker: 'gob', target: 'orc', attack: weapon, inputs: { 'atk.d20': { faces: d20 } } }), AT, ctx);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.file.history.at(-1)!.events[0] as Extract<EncounterEvent, { type: 'attack.resolved' }>;
}
const notation = (ev: { rolls: { notation: string }[] }) => ev.rolls[0]!.notation;

describe('5e conditions on attack rolls (SRD conditions, reference.md)', () => {
  it('reads condition labels in Spanish or English, and 0 HP unconsciousness implies incapacitated', () => {
    expect(conditionIdOf('Derribada')).toBe('prone');
    expect(conditionIdOf('poisoned')).toBe('poisoned');
    expect(conditionIdOf('contento')).toBeNull();
    expect([...conditionsOf({ conditions: [], life: 'unconscious' })].sort()).toEqual(['incapacitated', 'prone', 'unconscious']);
  });

  it('REF-5E-COND-POISONED: a poisoned attacker rolls with disadvantage', () => {
    const ev = attack(arena(['envenenado'], []), 'scimitar', [18, 3]);
    expect(notation(ev)).toBe('2d20kl1+4');
    expect(ev.steps[0]).toMatchObject({ msg: 'bd_condition_disadvantage', rule: { id: 'REF-5E-COND-POISONED' } });
  });

  it('REF-5E-COND-PRONE: attacks against a prone target have advantage within 5 ft, disadvantage from farther', () => {
    expect(notation(attack(arena([], ['prone'], 1), 'scimitar', [3, 18]))).toBe('2d20kh1+4');
    expect(notation(attack(arena([], ['prone'], 6), 'shortbow', [3, 18]))).toBe('2d20kl1+4');
    expect(notation(attack(arena([], ['prone']), 'scimitar', [3, 18]))).toBe('2d20kh1+4'); // no map: a melee attack is within 5 ft
  });

  it('5E:G-02: advantage and disadvantage from any sources cancel into one d20', () => {
    const ev = attack(arena(['poisoned'], ['restrained']), 'scimitar', [12]);
    expect(notation(ev)).toBe('1d20+4');
    expect(ev.steps.map((s) => s.msg)).toContain('bd_advantage_cancels');
  });

  it('REF-5E-COND-PARALYZED and -UNCONSCIOUS: a hit from within 5 ft is critical', () => {
    const ev = attack(arena([], ['paralizado']), 'scimitar', [5, 14]);
    expect(ev.outcome).toBe('critical');
    expect(ev.steps.find((s) => s.msg === 'bd_auto_critical')).toMatchObject({ rule: { id: 'REF-5E-COND-PARALYZED' } });
    const far = attack(arena([], ['paralizado'], 6), 'shortbow', [5, 14]);
    expect(far.outcome).toBe('hit');
  });
});
