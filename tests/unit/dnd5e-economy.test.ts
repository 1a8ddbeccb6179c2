import { dnd5eSheet } from '../../shared/systems/dnd5e/sheet.js';
import { describe, expect, it } from 'vitest';
import { of, ruleIds, Table } from '../helpers/dnd5e.js';

describe('5e turn budget: move + action + bonus action + reaction', () => {
  const duel = () => new Table([
    { id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 },
    { id: 'orc', stats: 'orc', at: [3, 2], initiative: 5 },
  ]);

  it('5E-TURN-01, 5E-ACT-03, 5E-SEQ-01, 5E-SEQ-02: one action per turn; the Attack action is one attack; the next turn renews it', () => {
    const t = duel();
    t.turnOf('fighter');
    const events = t.ok({ type: 'attack', attacker: 'fighter', target: 'orc', attack: 'longsword' });
    expect(ruleIds(events)).toContain('5E-ACT-03');
    expect(t.c('fighter').economy).toMatchObject({ action: true, attacksLeft: 0 });
    expect(t.refused({ type: 'attack', attacker: 'fighter', target: 'orc', attack: 'longsword' })).toMatch(/already taken its action.*5E-TURN-01/);
    expect(t.refused({ type: 'takeAction', id: 'fighter', action: 'dash' })).toMatch(/5E-TURN-01/);
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'nextTurn' });
    expect([t.state.round, t.state.activeId, t.c('fighter').economy.action]).toEqual([2, 'fighter', false]);
  });

  it('5E-TURN-04: a turn may pass with nothing done; 5E-TURN-02: moving after the action is fine', () => {
    const t = duel();
    t.turnOf('fighter');
    t.ok({ type: 'attack', attacker: 'fighter', target: 'orc', attack: 'longsword' });
    t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 4 }, inputs: { 'oa.orc': { choice: 'none' } } });
    expect(t.c('fighter').position).toEqual({ q: 2, r: 4 });
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'nextTurn' }); // the orc did nothing
    expect(t.state.activeId).toBe('fighter');
  });

  it('5E-ACT-04: Multiattack gives attacksPerAction attacks for one action; 5E-MOVE-04: moving between them', () => {
    const t = new Table([
      { id: 'vet', stats: 'veteran', at: [2, 2], initiative: 20 },
      { id: 'a', stats: 'orc', side: 'party', at: [3, 2] },
      { id: 'b', stats: 'orc', side: 'party', at: [6, 2] },
    ]);
    t.turnOf('vet');
    t.ok({ type: 'attack', attacker: 'vet', target: 'a', attack: 'longsword' });
    expect(t.c('vet').economy).toMatchObject({ action: true, attacksLeft: 1 });
    t.ok({ type: 'moveCombatant', id: 'vet', to: { q: 5, r: 2 }, inputs: { 'oa.a': { choice: 'none' } } });
    const second = t.ok({ type: 'attack', attacker: 'vet', target: 'b', attack: 'longsword' });
    expect(ruleIds(second)).toContain('5E-ACT-04');
    expect(t.c('vet').economy.attacksLeft).toBe(0);
    expect(t.refused({ type: 'attack', attacker: 'vet', target: 'b', attack: 'longsword' })).toMatch(/5E-TURN-01/);
  });

  it('5E-TURN-05, 5E-TURN-06: a bonus action only from a feature (Cunning Action), one per turn', () => {
    const t = new Table([
      { id: 'rogue', stats: 'rogue-3', at: [2, 2], initiative: 20 },
      { id: 'fighter', stats: 'fighter-3', at: [8, 2], initiative: 10 },
    ]);
    t.turnOf('rogue');
    t.ok({ type: 'takeAction', id: 'rogue', action: 'dash', bonus: true });
    expect(t.c('rogue').economy).toMatchObject({ bonus: true, action: false, dashes: 1 });
    expect(t.refused({ type: 'takeAction', id: 'rogue', action: 'disengage', bonus: true })).toMatch(/5E-TURN-06/);
    t.ok({ type: 'takeAction', id: 'rogue', action: 'disengage' });
    t.turnOf('fighter');
    expect(t.refused({ type: 'takeAction', id: 'fighter', action: 'dash', bonus: true })).toMatch(/5E-TURN-05/);
  });

  it('5E-TURN-07: the bonus action may come before or after the action', () => {
    const t = new Table([{ id: 'rogue', stats: 'rogue-3', at: [2, 2], initiative: 20 }]);
    t.turnOf('rogue');
    t.ok({ type: 'takeAction', id: 'rogue', action: 'hide', bonus: true });
    t.ok({ type: 'takeAction', id: 'rogue', action: 'dash' });
    expect(t.c('rogue').economy).toMatchObject({ action: true, bonus: true });
  });

  it('5E-TURN-08: what stops actions stops bonus actions (incapacitated)', () => {
    const t = new Table([{ id: 'rogue', stats: 'rogue-3', at: [2, 2], initiative: 20 }]);
    t.ok({ type: 'addCondition', id: 'rogue', condition: 'stunned' });
    t.turnOf('rogue');
    expect(t.refused({ type: 'takeAction', id: 'rogue', action: 'dash', bonus: true })).toMatch(/5E-TURN-08/);
    expect(t.refused({ type: 'takeAction', id: 'rogue', action: 'dash' })).toMatch(/5E-TURN-08/);
  });

  it('5E-TURN-10, 5E-TURN-11, 5E-TURN-12: one object interaction is free, a second needs the action; Use an Object takes the action', () => {
    const t = duel();
    t.turnOf('fighter');
    t.ok({ type: 'takeAction', id: 'fighter', action: 'interact' });
    expect(t.c('fighter').economy).toMatchObject({ object: true, action: false });
    const second = t.ok({ type: 'takeAction', id: 'fighter', action: 'interact' });
    expect(ruleIds(second)).toEqual(['5E-TURN-11']);
    expect(t.c('fighter').economy.action).toBe(true);
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'nextTurn' });
    expect(ruleIds(t.ok({ type: 'takeAction', id: 'fighter', action: 'useObject' }))).toEqual(['5E-TURN-12']);
  });

  it('5E-ACT-01, 5E-ACT-02, 5E-ACT-05: Cast a Spell, Search and improvised actions spend the action and are logged', () => {
    const t = duel();
    t.turnOf('fighter');
    expect(ruleIds(t.ok({ type: 'takeAction', id: 'fighter', action: 'castSpell' }))).toEqual(['5E-ACT-05']);
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'nextTurn' });
    expect(ruleIds(t.ok({ type: 'takeAction', id: 'fighter', action: 'improvise' }))).toEqual(['5E-ACT-02']);
  });
});

describe('5e movement budget', () => {
  it('5E-TURN-03, 5E-MOVE-01, 5E-MOVE-03: speed from the sheet, spent in pieces, refused beyond it', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 }]);
    t.turnOf('fighter');
    expect(t.c('fighter').speed).toBe(6); // 30 ft
    t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 4, r: 2 } });
    t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 8, r: 2 } });
    expect(t.c('fighter').moved).toBe(6);
    expect(t.refused({ type: 'moveCombatant', id: 'fighter', to: { q: 9, r: 2 } })).toMatch(/OUT_OF_MOVEMENT/);
  });

  it('5E-ACT-06: Dash adds the speed again for this turn; 5E-ACT-07: a reduced speed reduces it too', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3', at: [1, 2], initiative: 20 }]);
    t.turnOf('fighter');
    t.ok({ type: 'takeAction', id: 'fighter', action: 'dash' });
    t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 13, r: 2 } });
    expect(t.c('fighter').moved).toBe(12);
    expect(t.refused({ type: 'moveCombatant', id: 'fighter', to: { q: 14, r: 2 } })).toMatch(/OUT_OF_MOVEMENT/);

    const slow = new Table([{ id: 'fighter', stats: 'fighter-3', at: [1, 2], initiative: 20 }]);
    slow.ok({ type: 'updateCombatant', id: 'fighter', patch: { speed: 3 } }); // 30 ft reduced to 15 ft
    slow.turnOf('fighter');
    slow.ok({ type: 'takeAction', id: 'fighter', action: 'dash' });
    slow.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 7, r: 2 } });
    expect(slow.refused({ type: 'moveCombatant', id: 'fighter', to: { q: 8, r: 2 } })).toMatch(/OUT_OF_MOVEMENT/);
  });

  it('5E-MOVE-11: dropping prone costs no movement; 5E-MOVE-12: standing costs half the speed; 5E-MOVE-13: not without enough left', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3', at: [1, 2], initiative: 20 }]);
    t.turnOf('fighter');
    expect(ruleIds(t.ok({ type: 'takeAction', id: 'fighter', action: 'dropProne' }))).toEqual(['5E-MOVE-11']);
    expect([t.c('fighter').moved, t.c('fighter').conditions]).toEqual([0, ['prone']]);
    t.ok({ type: 'takeAction', id: 'fighter', action: 'standUp' });
    expect([t.c('fighter').moved, t.c('fighter').conditions]).toEqual([3, []]);
    t.ok({ type: 'takeAction', id: 'fighter', action: 'dropProne' });
    t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 2 } }); // crawling: 2
    expect(t.refused({ type: 'takeAction', id: 'fighter', action: 'standUp' })).toMatch(/needs 3.*has 1.*5E-MOVE-13/);
    t.ok({ type: 'addCondition', id: 'fighter', condition: 'grappled' });
    t.ok({ type: 'nextTurn' });
    expect(t.refused({ type: 'takeAction', id: 'fighter', action: 'standUp' })).toMatch(/has 0.*5E-MOVE-13/);
  });

  it('out of turn (no initiative yet, or another combatant acting) the GM moves and acts freely', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3', at: [1, 2] }]);
    t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 7, r: 2 } }); // still within its speed (the GM overrides beyond)
    t.ok({ type: 'takeAction', id: 'fighter', action: 'dodge' });
    t.ok({ type: 'takeAction', id: 'fighter', action: 'dodge' });
    expect(of(t.live.file.history.at(-1)!.events, 'economy.changed')[0]?.slot).toBe('free');
  });
});


describe('setup commands', () => {
  it('addCombatant refuses a position off the map or on another token, naming the field', () => {
    const t = new Table([{ id: 'a', stats: 'goblin', at: [1, 1] }]);
    const r = t.try({ type: 'addCombatant', combatant: { name: 'B', side: 'enemy', kind: 'monster', hp: { max: 3 }, position: { q: 1, r: 1 } } });
    expect(r.ok ? null : r.error).toMatchObject({ message: 'that hex is occupied', path: 'command.combatant.position' });
    expect(t.refused({ type: 'addCombatant', combatant: { name: 'C', side: 'enemy', kind: 'monster', hp: { max: 3 }, position: { q: 90, r: 1 } } })).toMatch(/does not fit/);
  });

  it('setSettings changes only the settings given', () => {
    const t = new Table([]);
    t.ok({ type: 'setSettings', settings: { groupInitiative: true } });
    t.ok({ type: 'setSettings', settings: { dice: 'ask' } });
    t.ok({ type: 'setSettings', settings: { rules: { monstersDie: false } } });
    expect(t.state.settings).toEqual({ dice: 'ask', groupInitiative: true, rules: { monstersDie: false } });
    t.ok({ type: 'setSettings', settings: { rules: {} } });
    expect(t.state.settings.rules).toEqual({ monstersDie: false }); // nothing given, nothing reset to its default
  });

  it("setSettings takes only the settings of the encounter's own system, naming the bad one", () => {
    const t = new Table([]);
    expect(t.try({ type: 'setSettings', settings: { rules: { enemiesDie: false } } })).toMatchObject({ ok: false, error: { code: 'INVALID_COMMAND', path: 'command.settings.rules.enemiesDie' } });
    expect(t.try({ type: 'setSettings', settings: { rules: { monstersDie: 'yes' } } })).toMatchObject({ ok: false, error: { code: 'INVALID_COMMAND', path: 'command.settings.rules.monstersDie' } });
    expect(t.state.settings.rules).toEqual({ monstersDie: true });
  });
});

describe('flying', () => {
  it('5E-MOVE-20: a flying creature knocked prone or left without speed falls, unless it hovers', () => {
    const t = new Table([{ id: 'gob', stats: 'goblin' }, { id: 'owl', stats: 'goblin' }], { map: false });
    t.ok({ type: 'addCondition', id: 'gob', condition: 'volando' });
    const events = t.ok({ type: 'addCondition', id: 'gob', condition: 'prone' });
    expect(events.at(-1)).toMatchObject({ type: 'condition.removed', condition: 'volando', fell: true });
    const hover = { ...t.stats('owl'), speed: { walk: 30, fly: 60, hover: true } };
    t.ok({ type: 'updateCombatant', id: 'owl', patch: { sheet: dnd5eSheet(hover )} });
    t.ok({ type: 'addCondition', id: 'owl', condition: 'volando' });
    t.ok({ type: 'addCondition', id: 'owl', condition: 'grappled' });
    expect(t.c('owl').conditions).toEqual(['volando', 'grappled']);
    expect(t.replays()).toBe(true);
  });
});
