// The generic system played by hand (issue #12): HP, temporary HP, conditions, initiative and the map
// through the core's by-hand tracker, and no 5e rule; RuneQuest's condition names in both languages.
import { dnd5eSheet } from '../../shared/systems/dnd5e/sheet.js';
import { describe, expect, it } from 'vitest';
import { combatantSchema, type Combatant, type SystemId } from '../../shared/model/encounter.js';
import { newCombatantSchema, type CommandInput } from '../../shared/model/commands.js';
import { systemInfo } from '../../shared/systems/registry.js';
import { RQ_CONDITION_IDS } from '../../shared/systems/runequest/conditions.js';
import * as m from '../../shared/i18n/paraglide/messages.js';
import { AT, CommandTable } from '../helpers/table.js';
import { emptyState } from '../helpers/fixtures.js';
import { srd } from '../helpers/dnd5e.js';

type NewCombatant = Extract<CommandInput, { type: 'addCombatant' }>['combatant'];
type Seat = Partial<NewCombatant> & { id: string };

/** An encounter of `system` with plain combatants (no stat block unless a seat brings one). */
function table(system: SystemId, seats: Seat[], map = false): CommandTable & { c: (id: string) => Combatant } {
  // Seats with another system's sheet stand for an old file (a generic encounter of schema 7 could
  // carry 5e stat blocks): they are in its initial state, as no command may add them any more.
  const foreign = seats.filter((s) => s.sheet && (s.sheet as { system: string }).system !== system);
  const old = foreign.map((s) => {
    const c = newCombatantSchema.parse({ name: s.id, side: 'enemy', kind: 'monster', ...s, hp: { max: s.hp?.max ?? 10 } });
    return combatantSchema.parse({ ...c, hp: { max: c.hp.max, current: c.hp.current ?? c.hp.max } });
  });
  const t = new CommandTable({
    schemaVersion: 8, id: `enc-${system}`, createdAt: AT, updatedAt: AT,
    initial: { ...emptyState(`enc-${system}`), system, combatants: old, settings: { dice: 'auto', groupInitiative: false, rules: {} } },
    history: [], cursor: 0,
  });
  const hex = systemInfo(system).hex;
  if (map) t.ok({ type: 'setMap', settings: { cols: 10, rows: 6, orientation: 'pointy', hexSize: hex } });
  for (const s of seats.filter((x) => !foreign.includes(x))) t.ok({ type: 'addCombatant', combatant: { name: s.id, side: 'enemy', kind: 'monster', hp: { max: 10 }, ...s } });
  return Object.assign(t, { c: (id: string) => t.state.combatants.find((x) => x.id === id)! });
}

describe('generic by hand', () => {
  it('damage goes through temporary HP first, heals up to the maximum, and HP may fall below 0', () => {
    const t = table('generic', [{ id: 'a', hp: { max: 10 } }]);
    t.ok({ type: 'grantTempHp', id: 'a', amount: 4 });
    expect(t.ok({ type: 'damage', id: 'a', amount: 6 })).toEqual([{ type: 'combatant.damaged', id: 'a', name: 'a', amount: 6, before: 10, after: 8, temp: { before: 4, after: 0 } }]);
    expect(t.ok({ type: 'heal', id: 'a', amount: 5 })).toEqual([{ type: 'combatant.healed', id: 'a', name: 'a', amount: 5, before: 8, after: 10 }]);
    t.ok({ type: 'damage', id: 'a', amount: 13 });
    expect([t.c('a').hp.current, t.c('a').tempHp, t.c('a').life]).toEqual([-3, 0, 'ok']);
    expect(t.replays()).toBe(true);
  });

  it('the GM sets temporary HP to a figure (no keep-the-higher choice) and ends them with 0', () => {
    const t = table('generic', [{ id: 'a' }]);
    t.ok({ type: 'grantTempHp', id: 'a', amount: 8 });
    expect(t.ok({ type: 'grantTempHp', id: 'a', amount: 3 })).toEqual([{ type: 'tempHp.changed', id: 'a', name: 'a', before: 8, after: 3, rule: { id: 'GM' } }]);
    t.ok({ type: 'grantTempHp', id: 'a', amount: 0 });
    expect(t.c('a').tempHp).toBe(0);
    expect(t.refused({ type: 'grantTempHp', id: 'a', amount: 0 })).toBe('a already has 0 temporary hit points');
  });

  it('at 0 HP nothing is rolled at its turn: no death save, no life change', () => {
    const t = table('generic', [{ id: 'a', initiative: 15 }, { id: 'b', initiative: 10 }]);
    t.ok({ type: 'damage', id: 'a', amount: 10 });
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'nextTurn' });
    const events = t.ok({ type: 'nextTurn' });
    expect(events).toEqual([{ type: 'turn.started', activeId: 'a', name: 'a', round: 2 }]);
    expect([t.c('a').hp.current, t.c('a').life, t.c('a').deathSaves]).toEqual([0, 'ok', { successes: 0, failures: 0 }]);
  });

  it('refuses 5e commands naming the system', () => {
    const t = table('generic', [{ id: 'a', sheet: dnd5eSheet(srd('goblin') )}, { id: 'b', sheet: dnd5eSheet(srd('fighter-3') )}], true);
    const attack = t.try({ type: 'attack', attacker: 'a', target: 'b', attack: 'scimitar' });
    expect(attack).toEqual({ ok: false, error: { code: 'INVALID_COMMAND', message: 'attack is a rules command: Generic (by hand) encounters are played by hand (HP, conditions, initiative and the map)', path: 'command.type', ref: { msg: 'err_core_rules_command', params: { command: 'attack', system: '@system_generic' } } } });
    expect(t.refused({ type: 'setConcentration', id: 'a', concentration: 'Bless' })).toBe('"Concentration" is a rule: Generic (by hand) encounters are played by hand (note it as a condition)');
    for (const cmd of [{ type: 'savingThrow', id: 'a', ability: 'dex', dc: 12 }, { type: 'takeAction', id: 'a', action: 'dodge' }, { type: 'timePasses', hours: 2 }] as CommandInput[]) {
      expect(t.try(cmd)).toMatchObject({ ok: false, error: { code: 'INVALID_COMMAND' } });
      expect(t.refused(cmd)).toMatch(new RegExp(`^${cmd.type} is a rules command: Generic \\(by hand\\) encounters are played by hand`));
    }
  });

  it('an old generic file whose combatants carry 5e stat blocks still plays by hand: the blocks are ignored', () => {
    const t = table('generic', [{ id: 'gob', sheet: dnd5eSheet(srd('goblin')), hp: { max: 7 }, initiative: 12, position: { q: 1, r: 1 } }, { id: 'pc', sheet: dnd5eSheet(srd('fighter-3')), kind: 'pc', hp: { max: 28 }, initiative: 8 }], true);
    // A 5e goblin would die at 0 and a 5e character fall unconscious; by hand neither changes life.
    t.ok({ type: 'damage', id: 'gob', amount: 9 });
    t.ok({ type: 'damage', id: 'pc', amount: 30 });
    expect(t.state.combatants.map((c) => [c.id, c.hp.current, c.life])).toEqual([['gob', -2, 'ok'], ['pc', -2, 'ok']]);
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'nextTurn' });
    expect(t.c('pc').deathSaves).toEqual({ successes: 0, failures: 0 });
    t.ok({ type: 'heal', id: 'gob', amount: 4 });
    t.ok({ type: 'updateCombatant', id: 'pc', patch: { life: 'dead' } });
    expect(t.ok({ type: 'heal', id: 'pc', amount: 1 })).toEqual([{ type: 'combatant.healed', id: 'pc', name: 'pc', amount: 1, before: -2, after: -1 }]);
    t.ok({ type: 'addCondition', id: 'gob', condition: 'grappled' });
    expect(t.ok({ type: 'removeCondition', id: 'gob', condition: 'grappled' })).toEqual([{ type: 'condition.removed', id: 'gob', name: 'gob', condition: 'grappled' }]);
    t.ok({ type: 'moveCombatant', id: 'gob', to: { q: 3, r: 2 } });
    expect(t.c('gob').position).toEqual({ q: 3, r: 2 });
    expect(t.replays()).toBe(true);
  });
});

describe.each([
  ['runequest', RQ_CONDITION_IDS, 'cond_rq_'],
] as const)('%s conditions', (system, ids, prefix) => {
  it('adds and removes the conditions of its list, named in both languages', () => {
    const t = table(system, [{ id: 'a' }]);
    for (const id of ids) {
      const key = `${prefix}${id}` as keyof typeof m;
      const [es, en] = [(m[key] as (p: object, o: { locale: 'es' | 'en' }) => string)({}, { locale: 'es' }), (m[key] as (p: object, o: { locale: 'es' | 'en' }) => string)({}, { locale: 'en' })];
      expect([es.length > 0, en.length > 0], key).toEqual([true, true]);
      t.ok({ type: 'addCondition', id: 'a', condition: es });
    }
    expect(t.c('a').conditions).toHaveLength(ids.length);
    for (const label of [...t.c('a').conditions]) expect(t.ok({ type: 'removeCondition', id: 'a', condition: label })).toEqual([{ type: 'condition.removed', id: 'a', name: 'a', condition: label }]);
    expect(t.c('a').conditions).toEqual([]);
  });
});
