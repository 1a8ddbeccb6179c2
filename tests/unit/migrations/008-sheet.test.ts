import { describe, expect, it } from 'vitest';
import { migration008 } from '../../../main/store/migrations/008-sheet.js';
import { migrate, MigrationError } from '../../../main/store/migrations/index.js';
import { CURRENT_SCHEMA, encounterFileSchema } from '../../../main/store/encounter-file.js';
import { replay } from '../../../main/rules/core/history.js';
import { FRESH_ECONOMY } from '../../../shared/model/encounter.js';
import { FRESH_STATUS } from '../../../shared/systems/akenar/schema.js';
import { srd } from '../../helpers/dnd5e.js';
import { CAST, stats as akStats } from '../../helpers/akenar.js';

const ctx = { id: 'enc-v7', now: '2026-01-01T00:00:00.000Z' };
const goblin = srd('goblin');
const orc = srd('orc');
const record = { stats: akStats(CAST.goblin), status: FRESH_STATUS };
const body = (id: string) => ({
  id, name: id, side: 'enemy', kind: 'monster', hp: { max: 7, current: 7 }, initiative: null, conditions: [], hidden: false, notes: '', position: null,
  size: 'medium', speed: 6, reach: { min: 1, max: 1 }, moved: 0, initiativeBonus: 0, life: 'ok', deathSaves: { successes: 0, failures: 0 },
  tempHp: 0, surprised: false, concentration: null, economy: FRESH_ECONOMY, timers: [], grappling: [], tiebreak: 0,
});
const settings7 = { dice: 'auto', groupInitiative: false, monstersDie: false, akenar: { enemiesDie: true, halfConFromStanding: true, defensiveBonusAnyDefence: false, rangeFloor: false } };

/** A schema-7 file as that build wrote it: every combatant with `stats` and `akenar`. */
function v7(system: string) {
  return {
    schemaVersion: 7, id: 'enc-v7', createdAt: ctx.now, updatedAt: ctx.now,
    initial: {
      id: 'enc-v7', name: 'Old', system, round: 0, activeId: null, visibility: { pcHp: 'exact', monsterHp: 'descriptor' }, map: null, settings: settings7, rng: { seed: 7 },
      combatants: [{ ...body('five'), stats: goblin, akenar: null }, { ...body('ak'), stats: null, akenar: record }, { ...body('both'), stats: goblin, akenar: record }, { ...body('none'), stats: null, akenar: null }],
    },
    history: [
      {
        seq: 1, at: ctx.now,
        command: { type: 'addCombatant', combatant: { id: 'new', name: 'new', side: 'enemy', kind: 'monster', hp: { max: 15 }, stats: orc } },
        events: [{ type: 'combatant.added', combatant: { ...body('new'), hp: { max: 15, current: 15 }, stats: orc, akenar: null } }],
      },
      {
        seq: 2, at: ctx.now,
        command: { type: 'updateCombatant', id: 'five', patch: { notes: 'x', stats: null, akenar: null } },
        events: [{ type: 'combatant.updated', id: 'five', name: 'five', patch: { notes: 'x', stats: null, akenar: null } }],
      },
      {
        seq: 3, at: ctx.now,
        command: { type: 'updateCombatant', id: 'none', patch: { akenar: record } },
        events: [{ type: 'combatant.updated', id: 'none', name: 'none', patch: { akenar: record } }],
      },
      {
        seq: 4, at: ctx.now,
        command: { type: 'setSettings', settings: { dice: 'ask', monstersDie: true, akenar: { rangeFloor: true } } },
        events: [{ type: 'settings.changed', settings: { ...settings7, dice: 'ask', monstersDie: true, akenar: { ...settings7.akenar, rangeFloor: true } } }],
      },
    ],
    cursor: 4,
  };
}

const sheets = (system: string) => {
  const file = encounterFileSchema.parse(migrate(v7(system), CURRENT_SCHEMA, ctx));
  return { file, state: replay(file) };
};

describe('migration 008: one sheet per combatant', () => {
  it('maps stats and akenar to one sheet in the state, the events and the commands, and the file replays', () => {
    const out = migration008.migrate(structuredClone(v7('dnd5e')), ctx) as ReturnType<typeof v7>;
    expect(out.schemaVersion).toBe(8);
    expect(out.initial.combatants.map((c) => (c as { sheet?: unknown }).sheet)).toEqual([
      { system: 'dnd5e', stats: goblin }, { system: 'akenar', ...record }, { system: 'dnd5e', stats: goblin }, null,
    ]);
    expect(out.initial.combatants.every((c) => !('stats' in c) && !('akenar' in c))).toBe(true);
    const [add, clear, give] = out.history;
    expect(add!.command).toEqual({ type: 'addCombatant', combatant: { id: 'new', name: 'new', side: 'enemy', kind: 'monster', hp: { max: 15 }, sheet: { system: 'dnd5e', stats: orc } } });
    expect(add!.events[0]).toMatchObject({ combatant: { sheet: { system: 'dnd5e', stats: orc } } });
    // Under 5e, a null for `akenar` (the other system) is dropped; a null for `stats` clears the sheet.
    expect(clear!.command).toEqual({ type: 'updateCombatant', id: 'five', patch: { notes: 'x', sheet: null } });
    expect(clear!.events[0]).toEqual({ type: 'combatant.updated', id: 'five', name: 'five', patch: { notes: 'x', sheet: null } });
    expect(give!.events[0]).toEqual({ type: 'combatant.updated', id: 'none', name: 'none', patch: { sheet: { system: 'akenar', ...record } } });

    const { state } = sheets('dnd5e');
    expect(state.combatants.map((c) => [c.id, c.sheet?.system ?? null])).toEqual([['five', null], ['ak', 'akenar'], ['both', 'dnd5e'], ['none', 'akenar'], ['new', 'dnd5e']]);
  });

  it('keeps the Akenar record of a combatant with both under Akenar, where a null for stats (5e) is dropped from a patch', () => {
    const out = migration008.migrate(structuredClone(v7('akenar')), ctx) as ReturnType<typeof v7>;
    expect((out.initial.combatants[2] as { sheet?: unknown }).sheet).toEqual({ system: 'akenar', ...record });
    expect(out.history[1]!.events[0]).toEqual({ type: 'combatant.updated', id: 'five', name: 'five', patch: { notes: 'x', sheet: null } });
    const onlyStats = structuredClone(v7('akenar'));
    onlyStats.history[1] = { ...onlyStats.history[1]!, command: { type: 'updateCombatant', id: 'five', patch: { notes: 'x', stats: null } } as never, events: [{ type: 'combatant.updated', id: 'five', name: 'five', patch: { notes: 'x', stats: null } }] as never };
    const dropped = migration008.migrate(structuredClone(onlyStats), ctx) as ReturnType<typeof v7>;
    expect(dropped.history[1]!.command).toEqual({ type: 'updateCombatant', id: 'five', patch: { notes: 'x' } });
    expect(dropped.history[1]!.events[0]).toEqual({ type: 'combatant.updated', id: 'five', name: 'five', patch: { notes: 'x' } });
    const state = replay(encounterFileSchema.parse(migrate(onlyStats, CURRENT_SCHEMA, ctx)));
    expect(state.combatants.map((c) => [c.id, c.sheet?.system ?? null])).toEqual([['five', 'dnd5e'], ['ak', 'akenar'], ['both', 'akenar'], ['none', 'akenar'], ['new', 'dnd5e']]);
  });

  it("keeps the settings of the encounter's own system under rules, in the state, the events and the commands", () => {
    const five = migration008.migrate(structuredClone(v7('dnd5e')), ctx) as ReturnType<typeof v7>;
    expect(five.initial.settings).toEqual({ dice: 'auto', groupInitiative: false, rules: { monstersDie: false } });
    expect(five.history[3]!.command).toEqual({ type: 'setSettings', settings: { dice: 'ask', rules: { monstersDie: true } } });
    expect(five.history[3]!.events[0]).toEqual({ type: 'settings.changed', settings: { dice: 'ask', groupInitiative: false, rules: { monstersDie: true } } });
    expect(sheets('dnd5e').state.settings).toEqual({ dice: 'ask', groupInitiative: false, rules: { monstersDie: true } });

    const ak = migration008.migrate(structuredClone(v7('akenar')), ctx) as ReturnType<typeof v7>;
    expect(ak.initial.settings).toEqual({ dice: 'auto', groupInitiative: false, rules: settings7.akenar });
    expect(ak.history[3]!.command).toEqual({ type: 'setSettings', settings: { dice: 'ask', rules: { rangeFloor: true } } });
    expect(sheets('akenar').state.settings.rules).toEqual({ ...settings7.akenar, rangeFloor: true });

    const generic = migration008.migrate(structuredClone(v7('generic')), ctx) as ReturnType<typeof v7>;
    expect(generic.initial.settings).toEqual({ dice: 'auto', groupInitiative: false, rules: {} });
    expect(generic.history[3]!.command).toEqual({ type: 'setSettings', settings: { dice: 'ask' } });
    expect(sheets('generic').state.settings).toEqual({ dice: 'ask', groupInitiative: false, rules: {} });
    // The state's rules are checked against its system's schema, naming the setting.
    const bad = { ...sheets('dnd5e').file, initial: { ...five.initial, settings: { dice: 'auto', groupInitiative: false, rules: { monstersDie: 'x', enemiesDie: true } } } };
    expect(encounterFileSchema.safeParse(bad).error?.issues.map((i) => i.path.join('.'))).toEqual(['initial.settings.rules.monstersDie', 'initial.settings.rules.enemiesDie']);
  });

  it('names the JSON path of what it cannot migrate', () => {
    const bad = structuredClone(v7('dnd5e'));
    (bad.initial.combatants[1] as Record<string, unknown>).akenar = 'x';
    expect(() => migration008.migrate(bad, ctx)).toThrow(expect.objectContaining({ path: '$.initial.combatants[1].akenar' }) as MigrationError);
    const patch = structuredClone(v7('dnd5e'));
    (patch.history[1]!.events[0] as Record<string, unknown>).patch = [];
    expect(() => migration008.migrate(patch, ctx)).toThrow(expect.objectContaining({ path: '$.history[1].events[0].patch' }) as MigrationError);
    const settings = structuredClone(v7('akenar'));
    (settings.history[3]!.command.settings as Record<string, unknown>).akenar = 3;
    expect(() => migration008.migrate(settings, ctx)).toThrow(expect.objectContaining({ path: '$.history[3].command.settings.akenar' }) as MigrationError);
    expect(() => migration008.migrate({ ...v7('dnd5e'), history: [{ seq: 1, events: 'x' }] }, ctx)).toThrow(expect.objectContaining({ path: '$.history[0].events' }) as MigrationError);
  });
});
