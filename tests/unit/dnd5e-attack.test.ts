import { dnd5eSheet } from '../../shared/systems/dnd5e/sheet.js';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CommandInput } from '../../shared/model/commands.js';
import type { EncounterEvent } from '../../shared/model/events.js';
import { dnd5eLibrarySchema, type Dnd5eStats } from '../../shared/systems/dnd5e/schema.js';
import { apply, open, replay, type LiveEncounter } from '../../main/rules/core/history.js';
import type { EncounterFile } from '../../main/store/encounter-file.js';
import { emptyState, repoRoot } from '../helpers/fixtures.js';

const AT = '2026-01-01T00:00:00.000Z';
const library = dnd5eLibrarySchema.parse(JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'srd', 'dnd5e-creatures.json'), 'utf8')));
const srd = (id: string): Dnd5eStats => structuredClone(library.entries.find((e) => e.id === id)!.stats);
let n = 0;
const ctx = { newId: () => `x${++n}` };

function arena(target: Dnd5eStats = srd('orc'), attacker: Dnd5eStats = srd('goblin')): LiveEncounter {
  const file: EncounterFile = { schemaVersion: 8, id: 'enc-1', createdAt: AT, updatedAt: AT, initial: { ...emptyState(), system: 'dnd5e' }, history: [], cursor: 0 };
  let live = open(file);
  for (const [id, name, stats] of [['gob', 'Goblin 1', attacker], ['orc', 'Orc', target]] as const) {
    const r = apply(live, ({ type: 'addCombatant', combatant: { id, name, side: id === 'gob' ? 'enemy' : 'party', kind: 'monster', hp: { max: stats.hpMax }, sheet: dnd5eSheet(stats) } }), AT, ctx);
    if (!r.ok) throw new Error(r.error.message);
    live = r.value;
  }
  return live;
}
const attack = (live: LiveEncounter, extra: Partial<CommandInput & { type: 'attack' }> = {}) =>
  apply(live, ({ type: 'attack', attacker: 'gob', target: 'orc', attack: 'scimitar', ...extra }), AT, ctx);
function resolved(r: ReturnType<typeof attack>) {
  if (!r.ok) throw new Error(r.error.message);
  const ev = r.value.file.history.at(-1)!.events[0] as Extract<EncounterEvent, { type: 'attack.resolved' }>;
  return { ev, live: r.value, orc: r.value.state.combatants.find((c) => c.id === 'orc')! };
}
const forced = (d20: number[], ...dmg: number[][]) => ({ 'atk.d20': { faces: d20 }, ...Object.fromEntries(dmg.map((f, i) => [`atk.dmg.${i}`, { faces: f }])) });
const rules = (ev: { steps: { rule: { id: string } | null }[] }) => ev.steps.map((s) => s.rule?.id);

describe('5e attacks (goblin scimitar +4, 1d6+2 slashing, against an orc: AC 13, 15 HP)', () => {
  it('5E-ATK-05: d20 + bonus equal to the AC hits (a tie hits); damage is subtracted (5E-DMG-02)', () => {
    const { ev, orc } = resolved(attack(arena(), { inputs: forced([9], [3]) }));
    expect(ev).toMatchObject({ outcome: 'hit', damage: 5 });
    expect(orc.hp.current).toBe(10);
    expect(rules(ev)).toEqual(['5E-ATK-05', '5E-ATK-05', '5E-DMG-04', '5E-DMG-02']);
  });

  it('5E-ATK-05: one below the AC misses and no damage die is rolled', () => {
    const { ev, orc } = resolved(attack(arena(), { inputs: forced([8]) }));
    expect(ev).toMatchObject({ outcome: 'miss', damage: 0 });
    expect(ev.rolls).toHaveLength(1);
    expect(orc.hp.current).toBe(15);
  });

  it('5E-ATK-11 and 5E-DMG-08, 5E-DMG-09: a natural 20 hits whatever the AC and doubles the damage dice, not the modifier', () => {
    const tough = { ...srd('orc'), ac: 40 };
    const { ev } = resolved(attack(arena(tough), { inputs: forced([20], [6, 5]) }));
    expect(ev).toMatchObject({ outcome: 'critical', damage: 13 });
    expect(ev.rolls[1]!.notation).toBe('2d6+2');
    expect(rules(ev)).toContain('5E-DMG-09');
  });

  it('5E-ATK-12: a natural 1 misses whatever the bonus', () => {
    const weak = { ...srd('orc'), ac: 1 };
    const { ev } = resolved(attack(arena(weak), { inputs: forced([1]) }));
    expect(ev.outcome).toBe('fumble');
    expect(rules(ev)).toContain('5E-ATK-12');
  });

  it('5E:G-02: advantage rolls two d20 and keeps the higher; disadvantage the lower', () => {
    const adv = resolved(attack(arena(), { advantage: 'advantage', inputs: forced([3, 15], [1]) }));
    expect(adv.ev.rolls[0]!.notation).toBe('2d20kh1+4');
    expect(adv.ev.outcome).toBe('hit');
    const dis = resolved(attack(arena(), { advantage: 'disadvantage', inputs: forced([3, 15]) }));
    expect(dis.ev.outcome).toBe('miss');
  });

  it('5E-COVER-03, 5E-COVER-04, 5E-COVER-05: half cover +2 AC, three-quarters +5, total cannot be targeted', () => {
    expect(resolved(attack(arena(), { cover: 'half', inputs: forced([10]) })).ev.outcome).toBe('miss'); // 14 vs 15
    expect(resolved(attack(arena(), { cover: 'three-quarters', inputs: forced([14], [1]) })).ev.outcome).toBe('hit'); // 18 vs 18
    expect(attack(arena(), { cover: 'total' })).toMatchObject({ ok: false, error: { code: 'INVALID_COMMAND', path: 'command.cover' } });
  });

  it('5E-DMG-12, 5E-DMG-13 and 5E:G-11: immunity zeroes, resistance halves (rounded down), vulnerability doubles, resistance first', () => {
    const resistant = { ...srd('orc'), damage: { resist: [{ type: 'slashing' as const }], vuln: [], immune: [] } };
    expect(resolved(attack(arena(resistant), { inputs: forced([15], [5]) })).ev.damage).toBe(3); // 7 → 3
    const both = { ...srd('orc'), damage: { resist: [{ type: 'slashing' as const }], vuln: [{ type: 'slashing' as const }], immune: [] } };
    expect(resolved(attack(arena(both), { inputs: forced([15], [5]) })).ev.damage).toBe(6); // 7 → 3 → 6
    const immune = { ...srd('orc'), damage: { resist: [], vuln: [], immune: [{ type: 'slashing' as const }] } };
    expect(resolved(attack(arena(immune), { inputs: forced([15], [5]) })).ev.damage).toBe(0);
    const magicBypass = { ...srd('orc'), damage: { resist: [{ type: 'slashing' as const, unless: 'magical' as const }], vuln: [], immune: [] } };
    const magicGoblin = srd('goblin');
    magicGoblin.attacks[0]!.magical = true;
    expect(resolved(attack(arena(magicBypass, magicGoblin), { inputs: forced([15], [5]) })).ev.damage).toBe(7);
  });

  it('5E-DMG-01 and 5E-ZERO-01: HP never go below 0, and a monster dies at 0 (5E:G-34)', () => {
    const frail = { ...srd('orc'), hpMax: 3 };
    const { ev, orc } = resolved(attack(arena(frail), { inputs: forced([15], [1]) })); // 3 damage: exactly to 0
    expect(resolved(attack(arena(frail), { inputs: forced([15], [6]) })).ev.steps.at(-1)).toMatchObject({ msg: 'bd_instant_death', rule: { id: '5E-ZERO-02' } });
    expect(orc.hp.current).toBe(0);
    expect(ev.steps.at(-1)).toMatchObject({ msg: 'bd_dies_at_zero', rule: { id: '5E-ZERO-01', gap: '5E:G-34' } });
  });

  it('asks for the GM’s dice when the dice setting says so, and replay needs no dice', () => {
    let live = arena();
    const r0 = apply(live, ({ type: 'setSettings', settings: { dice: 'ask' } }), AT, ctx);
    if (!r0.ok) throw new Error('settings');
    live = r0.value;
    expect(attack(live)).toMatchObject({ ok: false, prompt: { key: 'atk.d20', notation: '1d20+4', purpose: { msg: 'prompt_attack' } } });
    expect(attack(live, { inputs: forced([12]) })).toMatchObject({ ok: false, prompt: { key: 'atk.dmg.0', notation: '1d6+2', allowTotal: true } });
    const done = resolved(attack(live, { inputs: { 'atk.d20': { faces: [12] }, 'atk.dmg.0': { total: 4 } } }));
    expect(done.orc.hp.current).toBe(9);
    expect(replay(done.live.file)).toEqual(done.live.state);
  });

  it('refuses unknown attacks and targets without a stat block, naming the field', () => {
    expect(attack(arena(), { attack: 'laser' })).toMatchObject({ ok: false, error: { path: 'command.attack' } });
    const live = arena();
    const r = apply(live, ({ type: 'addCombatant', combatant: { id: 'x', name: 'X', side: 'party', kind: 'pc', hp: { max: 5 } } }), AT, ctx);
    if (!r.ok) throw new Error('add');
    expect(attack(r.value, { target: 'x' })).toMatchObject({ ok: false, error: { path: 'command.target' } });
  });
});
