// Defects found by probing the 5e engine (issue #10): each test drives the engine through commands
// and names the rule it guards.
import { dnd5eSheet } from '../../shared/systems/dnd5e/sheet.js';
import { describe, expect, it } from 'vitest';
import { runScenario } from '../../main/scenario/run.js';
import type { CommandInput } from '../../shared/model/commands.js';
import { of, ruleIds, srd, Table } from '../helpers/dnd5e.js';

const lives = (events: ReturnType<Table['ok']>) => of(events, 'life.changed').map((e) => `${e.life} ${e.rule.id}`);

describe('one hit point maximum: the combatant’s', () => {
  it('5E-ZERO-02: instant death compares the leftover with the combatant’s maximum, not the stat block’s hpMax', () => {
    // The fighter's stat block says 28; the GM raised its maximum to 40 (a Heroes' Feast, Aid…).
    const t = new Table([{ id: 'fighter', stats: 'fighter-3' }], { map: false });
    t.ok({ type: 'updateCombatant', id: 'fighter', patch: { hp: { max: 40, current: 10 } } });
    // 45 at 10 HP: 35 left over, under 40 → unconscious, not dead (35 ≥ 28 killed it before).
    expect(lives(t.ok({ type: 'damage', id: 'fighter', amount: 45 }))).toEqual(['unconscious 5E-ZERO-03']);
    // 5E-ZERO-15 at 0 HP: 30 is under 40, a failed save; 40 kills.
    expect(lives(t.ok({ type: 'damage', id: 'fighter', amount: 30 }))).toEqual(['unconscious 5E-ZERO-13']);
    expect(lives(t.ok({ type: 'damage', id: 'fighter', amount: 40 }))).toEqual(['dead 5E-ZERO-15']);
    // A maximum lowered to 20: 20 left over from full kills outright (20 < 28 did not before).
    const u = new Table([{ id: 'fighter', stats: 'fighter-3' }], { map: false });
    u.ok({ type: 'updateCombatant', id: 'fighter', patch: { hp: { max: 20, current: 20 } } });
    expect(lives(u.ok({ type: 'damage', id: 'fighter', amount: 40 }))).toEqual(['dead 5E-ZERO-02']);
  });
});

describe('0 HP however it is reached', () => {
  const duel = () => new Table([{ id: 'fighter', stats: 'fighter-3', initiative: 20 }, { id: 'ogre', stats: 'ogre', initiative: 10 }], { map: false });

  it('5E-ZERO-03, 5E-ZERO-05: a character edited to 0 HP falls unconscious, cannot act and rolls death saves; 5E-ZERO-04: an edit above 0 wakes it', () => {
    const t = duel();
    t.ok({ type: 'nextTurn' });
    const events = t.ok({ type: 'updateCombatant', id: 'fighter', patch: { hp: { max: 28, current: 0 } } });
    expect(lives(events)).toEqual(['unconscious 5E-ZERO-03']);
    expect(t.refused({ type: 'attack', attacker: 'fighter', target: 'ogre', attack: 'longsword' })).toMatch(/unconscious/);
    t.ok({ type: 'nextTurn' });
    // The turn asks the death save (an answer nobody asked for would be refused).
    t.ok({ type: 'nextTurn', inputs: { 'death.fighter': { faces: [4] } } });
    expect(t.c('fighter')).toMatchObject({ life: 'unconscious', deathSaves: { successes: 0, failures: 1 } });
    const woken = t.ok({ type: 'updateCombatant', id: 'fighter', patch: { hp: { max: 28, current: 6 } } });
    expect(lives(woken)).toEqual(['ok 5E-ZERO-04']);
    expect(t.c('fighter')).toMatchObject({ life: 'ok', deathSaves: { successes: 0, failures: 0 } });
    t.ok({ type: 'attack', attacker: 'fighter', target: 'ogre', attack: 'longsword', inputs: { 'atk.d20': { faces: [2] } } });
    expect(t.replays()).toBe(true);
  });

  it('5E-ZERO-01 (5E:G-34): a monster edited or added at 0 HP is dead; a concentrating caster edited to 0 loses its concentration', () => {
    const t = duel();
    expect(lives(t.ok({ type: 'updateCombatant', id: 'ogre', patch: { hp: { max: 59, current: 0 } } }))).toEqual(['dead 5E-ZERO-01']);
    // Out of its turn too: the dead do not swing.
    expect(t.refused({ type: 'attack', attacker: 'ogre', target: 'fighter', attack: 'greatclub' })).toMatch(/ogre is dead/);
    const stats = srd('wizard-3');
    const added = t.ok({ type: 'addCombatant', combatant: { id: 'wiz', name: 'Wiz', kind: 'pc', side: 'party', hp: { max: 17, current: 0 }, sheet: dnd5eSheet(stats) } });
    expect(lives(added)).toEqual(['unconscious 5E-ZERO-03']);
    const u = duel();
    u.ok({ type: 'setConcentration', id: 'fighter', concentration: 'Bless' });
    const dropped = u.ok({ type: 'updateCombatant', id: 'fighter', patch: { hp: { max: 28, current: 0 } } });
    expect(of(dropped, 'concentration.changed')).toMatchObject([{ concentration: null, reason: 'bd_concentration_dropped' }]);
  });

  it('5E-ZERO-05: a scenario written with a character at 0 HP: it cannot act, and its turn starts with a death save', () => {
    const scenario = (commands: unknown[]) => ({
      format: 'asalto-scenario', version: 1, name: 'At 0', system: 'dnd5e',
      combatants: [
        { id: 'pc', name: 'PC', kind: 'pc', side: 'party', stats: srd('fighter-3'), hp: { max: 28, current: 0 }, initiative: 20 },
        { id: 'ogre', name: 'Ogre', kind: 'monster', side: 'enemy', stats: srd('ogre'), initiative: 10 },
      ],
      commands,
    });
    const turn = { type: 'nextTurn', inputs: { 'death.pc': { faces: [5] } } };
    const acting = runScenario(scenario([turn, { type: 'attack', attacker: 'pc', target: 'ogre', attack: 'longsword' }]));
    expect(acting.ok ? 'acted' : acting.problems[0]!.message).toMatch(/unconscious/);
    const r = runScenario(scenario([turn]));
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    expect(r.state.combatants.find((c) => c.id === 'pc')).toMatchObject({ life: 'unconscious', deathSaves: { successes: 0, failures: 1 } });
  });
});

describe('can see: blinded and invisible', () => {
  it('5E-ATK-20: a blinded adjacent foe does not hamper a ranged attack, nor does one next to an invisible archer', () => {
    const t = new Table([
      { id: 'archer', stats: 'goblin', at: [2, 2] },
      { id: 'fighter', stats: 'fighter-3', at: [3, 2] },
      { id: 'wizard', stats: 'wizard-3', at: [8, 2] },
    ]);
    const shoot = (faces: number[]) => of(t.ok({ type: 'attack', attacker: 'archer', target: 'wizard', attack: 'shortbow', inputs: { 'atk.d20': { faces } } }), 'attack.resolved')[0]!;
    expect(shoot([2, 2]).rolls[0]!.notation).toBe('2d20kl1+4');
    t.ok({ type: 'addCondition', id: 'fighter', condition: 'cegado' });
    const blind = shoot([2]);
    expect(blind.rolls[0]!.notation).toBe('1d20+4');
    expect(blind.steps).toContainEqual(expect.objectContaining({ msg: 'bd_ranged_in_melee_unseen', rule: { id: '5E-ATK-20', gap: '5E:G-27' } }));
    t.ok({ type: 'removeCondition', id: 'fighter', condition: 'cegado' });
    t.ok({ type: 'addCondition', id: 'archer', condition: 'invisible' });
    // Invisible: advantage, and the fighter cannot see it, so no disadvantage to cancel it.
    expect(shoot([2, 2]).rolls[0]!.notation).toBe('2d20kh1+4');
  });

  it('5E-OA-01: a blinded reactor is not offered an opportunity attack, nor one watching an invisible mover', () => {
    const setup = () => {
      const t = new Table([{ id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 }, { id: 'orc', stats: 'orc', at: [3, 2], initiative: 5 }]);
      t.turnOf('fighter');
      return t;
    };
    const away = { type: 'moveCombatant', id: 'fighter', to: { q: 0, r: 2 } } as const;
    expect(setup().prompt(away)).toMatchObject({ kind: 'choice', key: 'oa.orc' });
    const blind = setup();
    blind.ok({ type: 'addCondition', id: 'orc', condition: 'blinded' });
    const walked = blind.ok(away);
    expect([of(walked, 'attack.resolved').length, blind.c('fighter').position]).toEqual([0, { q: 0, r: 2 }]);
    expect(blind.c('orc').economy.reaction).toBe(false);
    const unseen = setup();
    unseen.ok({ type: 'addCondition', id: 'fighter', condition: 'invisible' });
    expect(of(unseen.ok(away), 'attack.resolved')).toHaveLength(0);
  });

  it('5E-ACT-09: a blinded creature taking Dodge imposes no disadvantage (it cannot see the attacker)', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 }, { id: 'orc', stats: 'orc', at: [3, 2], initiative: 5 }]);
    t.turnOf('orc');
    t.ok({ type: 'takeAction', id: 'orc', action: 'dodge' });
    t.turnOf('fighter');
    const seeing = of(t.ok({ type: 'attack', attacker: 'fighter', target: 'orc', attack: 'longsword', as: 'free', inputs: { 'atk.d20': { faces: [2, 2] } } }), 'attack.resolved')[0]!;
    expect(seeing.rolls[0]!.notation).toBe('2d20kl1+5');
    t.ok({ type: 'addCondition', id: 'orc', condition: 'blinded' });
    // Blinded: attacks on it have advantage; its Dodge no longer cancels that.
    const blind = of(t.ok({ type: 'attack', attacker: 'fighter', target: 'orc', attack: 'longsword', as: 'free', inputs: { 'atk.d20': { faces: [2, 2] } } }), 'attack.resolved')[0]!;
    expect(blind.rolls[0]!.notation).toBe('2d20kh1+5');
    expect(blind.steps).toContainEqual(expect.objectContaining({ msg: 'bd_dodging_unseen', rule: { id: '5E-ACT-09', gap: '5E:G-27' } }));
  });
});

describe('cover raises Dexterity saves', () => {
  // Rock at (4, 2) gives the goblin at (5, 3) half cover from the wizard at (1, 3); rock at (3, 3) total.
  const field = (rock: [number, number]) => {
    const t = new Table([{ id: 'wizard', stats: 'wizard-3', at: [1, 3] }, { id: 'gob', stats: 'goblin', at: [5, 3] }]);
    t.ok({ type: 'paintTerrain', cells: [{ q: rock[0], r: rock[1] }], terrain: 'impassable' });
    return t;
  };
  const save = (events: ReturnType<Table['ok']>) => of(events, 'save.rolled')[0]!;

  it('5E-COVER-03: half cover from the map adds +2 to a Dexterity save against its source, not to other saves', () => {
    const t = field([4, 2]);
    const dex = save(t.ok({ type: 'savingThrow', id: 'gob', ability: 'dex', dc: 15, source: 'wizard', inputs: { 'save.gob': { faces: [11] } } }));
    expect([dex.roll!.notation, dex.roll!.total, dex.success]).toEqual(['1d20+4', 15, true]); // Dex +2, cover +2
    expect(dex.steps).toContainEqual({ msg: 'bd_save_cover_map', params: { name: 'gob', cover: 'half', bonus: 2 }, rule: { id: '5E-COVER-03' } });
    const wis = save(t.ok({ type: 'savingThrow', id: 'gob', ability: 'wis', dc: 15, source: 'wizard', inputs: { 'save.gob': { faces: [11] } } }));
    expect(wis.roll!.notation).toBe('1d20-1');
    // The same area from the wizard: the goblin saves with +2 and takes half.
    const area = t.ok({ type: 'areaEffect', name: 'Burning Hands', source: 'wizard', ids: ['gob'], damage: '3d6[fire]', save: { ability: 'dex', dc: 15 }, inputs: { 'area.dmg.0': { faces: [1, 1, 2] }, 'save.gob': { faces: [11] } } });
    expect(of(area, 'effect.resolved')[0]!.targets).toEqual([{ id: 'gob', name: 'gob', saved: true, damage: 2 }]);
  });

  it('5E-COVER-04: without a map the GM is asked the cover (three-quarters: +5); 5E-COVER-05: total cover from the map stops a targeted save, an area reaches round it', () => {
    const t = new Table([{ id: 'wizard', stats: 'wizard-3' }, { id: 'a', stats: 'goblin' }], { map: false });
    const cmd = { type: 'areaEffect', name: 'Fireball', source: 'wizard', ids: ['a'], damage: '8d6[fire]', save: { ability: 'dex', dc: 15 } } satisfies CommandInput;
    expect(t.prompt(cmd)).toMatchObject({ kind: 'choice', key: 'cover.a', default: 'none' });
    const events = t.ok({ ...cmd, inputs: { 'area.dmg.0': { faces: [1, 1, 1, 1, 1, 1, 1, 1] }, 'save.a': { faces: [8] }, 'cover.a': { choice: 'three-quarters' } } });
    const ev = of(events, 'effect.resolved')[0]!;
    expect(ev.rolls.find((r) => r.key === 'save.a')).toMatchObject({ notation: '1d20+7', total: 15 });
    expect(ev.steps).toContainEqual(expect.objectContaining({ msg: 'bd_save_cover', rule: { id: '5E-COVER-04' } }));
    const walled = field([3, 3]);
    expect(walled.refused({ type: 'savingThrow', id: 'gob', ability: 'dex', dc: 15, source: 'wizard' })).toMatch(/total cover.*5E-COVER-05/);
    const around = walled.ok({ ...cmd, ids: ['gob'], inputs: { 'area.dmg.0': { faces: [1, 1, 1, 1, 1, 1, 1, 1] }, 'save.gob': { faces: [8] } } });
    expect(of(around, 'effect.resolved')[0]!.rolls.find((r) => r.key === 'save.gob')!.notation).toBe('1d20+7');
    expect(ruleIds(around)).toContain('5E-COVER-04');
  });
});

describe('quick damage and the knockout', () => {
  it('5E-ZERO-14: quick damage marked critical is two death-save failures at 0 HP', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3' }], { map: false });
    t.ok({ type: 'damage', id: 'fighter', amount: 28 });
    expect(lives(t.ok({ type: 'damage', id: 'fighter', amount: 3, critical: true }))).toEqual(['unconscious 5E-ZERO-14']);
    expect(t.c('fighter').deathSaves.failures).toBe(2);
    expect(lives(t.ok({ type: 'damage', id: 'fighter', amount: 3 }))).toEqual(['dead 5E-ZERO-08']);
  });

  it('5E-ZERO-22: the knockout is chosen when the blow lands (after the damage roll), and only when it brings the target to 0', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3' }, { id: 'gob', stats: 'goblin' }], { map: false, dice: 'ask' });
    const blow = { type: 'attack', attacker: 'fighter', target: 'gob', attack: 'longsword', knockOut: 'ask' } as const;
    expect(t.prompt(blow).key).toBe('atk.d20');
    expect(t.prompt({ ...blow, inputs: { 'atk.d20': { faces: [15] } } }).key).toBe('atk.dmg.0');
    const landed = { 'atk.d20': { faces: [15] }, 'atk.dmg.0': { faces: [4] } };
    expect(t.prompt({ ...blow, inputs: landed })).toMatchObject({ kind: 'choice', key: 'ko.gob', default: 'kill' });
    const out = t.ok({ ...blow, inputs: { ...landed, 'ko.gob': { choice: 'knockOut' } } });
    expect(lives(out)).toEqual(['stable 5E-ZERO-22']);
    // A blow that leaves it standing asks nothing.
    const u = new Table([{ id: 'fighter', stats: 'fighter-3' }, { id: 'ogre', stats: 'ogre' }], { map: false, dice: 'ask' });
    u.ok({ ...blow, target: 'ogre', inputs: landed });
    // Quick damage: the GM marks the knockout as the damage lands.
    const q = new Table([{ id: 'gob', stats: 'goblin' }], { map: false });
    expect(lives(q.ok({ type: 'damage', id: 'gob', amount: 9, knockOut: true }))).toEqual(['stable 5E-ZERO-22']);
  });
});
