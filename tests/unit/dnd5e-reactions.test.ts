import { dnd5eSheet } from '../../shared/systems/dnd5e/sheet.js';
import { describe, expect, it } from 'vitest';
import { of, ruleIds, Table } from '../helpers/dnd5e.js';

const hit = (n = 15) => ({ faces: [n] });

describe('5e opportunity attacks on the map', () => {
  // The fighter (speed 6) stands next to the orc and walks away east→west.
  const setup = () => {
    const t = new Table([
      { id: 'fighter', stats: 'fighter-3', at: [5, 2], initiative: 20 },
      { id: 'orc', stats: 'orc', at: [6, 2], initiative: 5 },
    ]);
    t.turnOf('fighter');
    return t;
  };

  it('5E-OA-01, 5E-MOVE-19: leaving a hostile’s reach offers it an opportunity attack (a GM question with the attack as default)', () => {
    const t = setup();
    const p = t.prompt({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 2 } });
    expect(p).toMatchObject({ kind: 'choice', key: 'oa.orc', roller: 'orc', default: 'greataxe' });
    expect(p.kind === 'choice' && p.options.map((o) => o.value)).toEqual(['greataxe', 'javelin', 'none']);
  });

  it('5E-OA-02, 5E-OA-03, 5E-TURN-14, 5E-TURN-15, 5E-TURN-16: the reaction is one melee attack while the mover is still in reach; then the move goes on', () => {
    const t = setup();
    const events = t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 2 }, inputs: { 'oa.orc': { choice: 'greataxe' }, 'oa.orc.atk.d20': hit(19), 'oa.orc.atk.dmg.0': { faces: [4] } } });
    const attack = of(events, 'attack.resolved')[0]!;
    expect(attack).toMatchObject({ attacker: 'orc', target: 'fighter', outcome: 'hit', damage: 7 });
    const spent = of(events, 'economy.changed').find((e) => e.id === 'orc')!;
    expect([spent.slot, spent.rule.id, spent.economy.reaction]).toEqual(['reaction', '5E-OA-02', true]);
    // Before the attack, the fighter had not left the orc's reach: the first move event is empty (it provoked on its first step).
    expect(events.map((e) => e.type)).toEqual(['economy.changed', 'attack.resolved', 'combatant.damaged', 'combatant.moved']);
    expect(t.c('fighter').position).toEqual({ q: 2, r: 2 });
    expect(t.c('fighter').moved).toBe(3);
    expect(t.replays()).toBe(true);
  });

  it('5E-TURN-15: after its reaction the orc has none for the wizard walking off, until its own turn starts', () => {
    const t = new Table([
      { id: 'fighter', stats: 'fighter-3', at: [5, 2], initiative: 20 },
      { id: 'wizard', stats: 'wizard-3', at: [7, 2], initiative: 15 },
      { id: 'orc', stats: 'orc', at: [6, 2], initiative: 5 },
    ]);
    t.turnOf('fighter');
    t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 2 }, inputs: { 'oa.orc': { choice: 'greataxe' }, 'oa.orc.atk.d20': hit(2) } });
    t.ok({ type: 'nextTurn' });
    expect(of(t.ok({ type: 'moveCombatant', id: 'wizard', to: { q: 10, r: 2 } }), 'attack.resolved')).toHaveLength(0);
    t.ok({ type: 'nextTurn' });
    expect([t.state.activeId, t.c('orc').economy.reaction]).toEqual(['orc', false]);
  });

  it('5E-OA-03: walking past the reach first, the attack happens at the last hex inside it', () => {
    const t = new Table([
      { id: 'fighter', stats: 'fighter-3', at: [4, 2], initiative: 20 },
      { id: 'orc', stats: 'orc', at: [6, 2], initiative: 5 },
    ]);
    t.turnOf('fighter');
    // East along row 2 would bump into the orc; go to (5,3)? no: walk (4,2)→(5,1)? Take a plain path: toward then away.
    const events = t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 5, r: 4 }, inputs: { 'oa.orc': { choice: 'greataxe' }, 'oa.orc.atk.d20': hit(2) } });
    const moves = of(events, 'combatant.moved');
    expect(moves).toHaveLength(2);
    const last = moves[0]!.path.at(-1)!;
    const reach = (h: { q: number; r: number }) => Math.max(Math.abs(h.q - 6), Math.abs(h.r - 2), Math.abs(h.q + h.r - 8));
    expect(reach(last)).toBe(1);
    expect(reach(moves[1]!.path[1]!)).toBe(2);
    expect(moves[0]!.cost + moves[1]!.cost).toBe(t.c('fighter').moved);
  });

  it('5E-OA-04, 5E-ACT-08: Disengage provokes nothing for the rest of the turn', () => {
    const t = setup();
    t.ok({ type: 'takeAction', id: 'fighter', action: 'disengage' });
    const events = t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 2 } });
    expect(of(events, 'attack.resolved')).toHaveLength(0);
  });

  it('5E-OA-05: a shove moves the target without its movement and provokes nothing; so does moving out of turn', () => {
    const t = setup();
    t.ok({ type: 'nextTurn' }); // the orc's turn
    const events = t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 3, r: 2 } });
    expect(of(events, 'attack.resolved')).toHaveLength(0);
  });

  it('a reaction is not offered by a creature that cannot react (incapacitated, surprised, already used)', () => {
    const t = setup();
    t.ok({ type: 'addCondition', id: 'orc', condition: 'incapacitated' });
    expect(of(t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 2 } }), 'attack.resolved')).toHaveLength(0);
  });

  it('the move stops where the opportunity attack drops the mover', () => {
    const t = setup();
    t.ok({ type: 'damage', id: 'fighter', amount: 27 });
    const events = t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 2 }, inputs: { 'oa.orc': { choice: 'greataxe' }, 'oa.orc.atk.d20': hit(19), 'oa.orc.atk.dmg.0': { faces: [4] } } });
    expect(of(events, 'combatant.moved')).toHaveLength(0);
    expect(t.c('fighter')).toMatchObject({ position: { q: 5, r: 2 }, life: 'unconscious' });
  });

  it('answering none lets the mover walk on; an answer nobody asked for is refused', () => {
    const t = setup();
    t.ok({ type: 'moveCombatant', id: 'fighter', to: { q: 2, r: 2 }, inputs: { 'oa.orc': { choice: 'none' } } });
    expect(t.c('orc').economy.reaction).toBe(false);
    expect(t.refused({ type: 'moveCombatant', id: 'fighter', to: { q: 1, r: 2 }, inputs: { 'oa.orc': { choice: 'none' } } })).toMatch(/no roll was asked under oa.orc/);
  });
});

describe('5e surprise', () => {
  it('5E-SEQ-08, 5E-SEQ-09: a surprised creature neither moves nor acts on its first turn and has no reaction until it ends; others act normally', () => {
    const t = new Table([
      { id: 'rogue', stats: 'rogue-3', at: [2, 2], initiative: 20 },
      { id: 'gob', stats: 'goblin', at: [3, 2], initiative: 10 },
      { id: 'orc', stats: 'orc', at: [8, 2], initiative: 5 },
    ]);
    t.ok({ type: 'setSurprised', ids: ['gob'], surprised: true });
    t.turnOf('rogue');
    // The goblin is surprised: no opportunity attack as the rogue walks off.
    expect(of(t.ok({ type: 'moveCombatant', id: 'rogue', to: { q: 2, r: 4 } }), 'attack.resolved')).toHaveLength(0);
    t.ok({ type: 'nextTurn' });
    expect(t.refused({ type: 'moveCombatant', id: 'gob', to: { q: 4, r: 2 } })).toMatch(/OUT_OF_MOVEMENT/);
    expect(t.refused({ type: 'takeAction', id: 'gob', action: 'dodge' })).toMatch(/surprised.*5E-SEQ-08/);
    expect(t.refused({ type: 'attack', attacker: 'gob', target: 'rogue', attack: 'shortbow' })).toMatch(/5E-SEQ-08/);
    t.ok({ type: 'nextTurn' }); // its turn ends: surprise is over
    expect(t.c('gob').surprised).toBe(false);
    expect(t.c('orc').surprised).toBe(false);
    t.ok({ type: 'takeAction', id: 'orc', action: 'dash' });
  });
});

describe('5e attack situation', () => {
  it('5E-ACT-09, 5E-ACT-10: Dodge gives attackers disadvantage until its next turn; 5E-ACT-11: lost when incapacitated', () => {
    const t = new Table([
      { id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 },
      { id: 'orc', stats: 'orc', at: [3, 2], initiative: 5 },
    ]);
    t.turnOf('fighter');
    t.ok({ type: 'takeAction', id: 'fighter', action: 'dodge' });
    t.ok({ type: 'nextTurn' });
    const a = of(t.ok({ type: 'attack', attacker: 'orc', target: 'fighter', attack: 'greataxe' }), 'attack.resolved')[0]!;
    expect(a.rolls[0]!.notation).toMatch(/^2d20kl1/);
    expect(ruleIds([a])).toContain('5E-ACT-09');
    t.ok({ type: 'addCondition', id: 'fighter', condition: 'stunned' });
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'nextTurn' });
    // a new turn of the fighter ended the Dodge anyway
    expect(t.c('fighter').economy.dodging).toBe(false);
  });

  it('5E-ACT-11: a dodging creature at speed 0 (grappled) gets no benefit', () => {
    const t = new Table([
      { id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 },
      { id: 'orc', stats: 'orc', at: [3, 2], initiative: 5 },
    ]);
    t.turnOf('fighter');
    t.ok({ type: 'takeAction', id: 'fighter', action: 'dodge' });
    t.ok({ type: 'addCondition', id: 'fighter', condition: 'grappled' });
    t.ok({ type: 'nextTurn' });
    const a = of(t.ok({ type: 'attack', attacker: 'orc', target: 'fighter', attack: 'greataxe' }), 'attack.resolved')[0]!;
    expect(a.rolls[0]!.notation).toMatch(/^1d20/);
  });

  it('5E-ACT-13: Help gives the ally advantage on its first attack on that target before the helper’s next turn', () => {
    const t = new Table([
      { id: 'cleric', stats: 'cleric-3', at: [2, 2], initiative: 20 },
      { id: 'fighter', stats: 'fighter-3', at: [2, 3], initiative: 15 },
      { id: 'orc', stats: 'orc', at: [3, 2], initiative: 5 },
    ]);
    t.turnOf('cleric');
    t.ok({ type: 'takeAction', id: 'cleric', action: 'help', ally: 'fighter', target: 'orc' });
    t.ok({ type: 'nextTurn' });
    const first = t.ok({ type: 'attack', attacker: 'fighter', target: 'orc', attack: 'longsword', as: 'free' });
    expect(of(first, 'attack.resolved')[0]!.rolls[0]!.notation).toMatch(/^2d20kh1/);
    expect(t.c('cleric').economy.help).toBeNull();
    const second = t.ok({ type: 'attack', attacker: 'fighter', target: 'orc', attack: 'longsword' });
    expect(of(second, 'attack.resolved')[0]!.rolls[0]!.notation).toMatch(/^1d20/);
  });

  it('5E-ACT-13: the helper must be within 5 ft (1 hex) of the target', () => {
    const t = new Table([
      { id: 'cleric', stats: 'cleric-3', at: [2, 2], initiative: 20 },
      { id: 'fighter', stats: 'fighter-3', at: [2, 3] },
      { id: 'orc', stats: 'orc', at: [6, 2] },
    ]);
    t.turnOf('cleric');
    expect(t.refused({ type: 'takeAction', id: 'cleric', action: 'help', ally: 'fighter', target: 'orc' })).toMatch(/within 5 ft.*5E-ACT-13/);
  });

  it('5E-ATK-01, 5E-ATK-21, 5E-ATK-22: a melee attack needs the target within reach (5 ft = 1 hex); 5E-ATK-17, 5E-ATK-18, 5E-ATK-19: ranged up to long range, disadvantage beyond normal', () => {
    const t = new Table([
      { id: 'gob', stats: 'goblin', at: [1, 1] },
      { id: 'fighter', stats: 'fighter-3', at: [3, 1] },
    ]);
    expect(t.refused({ type: 'attack', attacker: 'gob', target: 'fighter', attack: 'scimitar' })).toMatch(/10 ft away, beyond Scimitar's reach of 5 ft/);
    const near = of(t.ok({ type: 'attack', attacker: 'gob', target: 'fighter', attack: 'shortbow' }), 'attack.resolved')[0]!;
    expect(near.rolls[0]!.notation).toMatch(/^1d20/);
    const bow = { ...t.stats('gob').attacks[1]!, id: 'toy-bow', range: { normal: 5, long: 10 } };
    t.ok({ type: 'updateCombatant', id: 'gob', patch: { sheet: dnd5eSheet({ ...t.stats('gob'), attacks: [...t.stats('gob').attacks, bow] } )} });
    const far = of(t.ok({ type: 'attack', attacker: 'gob', target: 'fighter', attack: 'toy-bow' }), 'attack.resolved')[0]!;
    expect(far.rolls[0]!.notation).toMatch(/^2d20kl1/);
    expect(ruleIds([far])).toContain('5E-ATK-19');
    t.ok({ type: 'moveCombatant', id: 'gob', to: { q: 0, r: 1 } });
    expect(t.refused({ type: 'attack', attacker: 'gob', target: 'fighter', attack: 'toy-bow' })).toMatch(/15 ft away, beyond .* range of 10 ft \(5E-ATK-18\/19\)/);
  });

  it('5E-ATK-20: a ranged attack with a hostile, not incapacitated creature adjacent has disadvantage', () => {
    const t = new Table([
      { id: 'gob', stats: 'goblin', at: [1, 1] },
      { id: 'fighter', stats: 'fighter-3', at: [2, 1] },
      { id: 'wizard', stats: 'wizard-3', at: [6, 1] },
    ]);
    const a = of(t.ok({ type: 'attack', attacker: 'gob', target: 'wizard', attack: 'shortbow' }), 'attack.resolved')[0]!;
    expect(a.rolls[0]!.notation).toMatch(/^2d20kl1/);
    expect(ruleIds([a])).toContain('5E-ATK-20');
    t.ok({ type: 'addCondition', id: 'fighter', condition: 'incapacitated' });
    const b = of(t.ok({ type: 'attack', attacker: 'gob', target: 'wizard', attack: 'shortbow' }), 'attack.resolved')[0]!;
    expect(b.rolls[0]!.notation).toMatch(/^1d20/);
  });

  it('Improved Critical (fighter 3, critMin 19): a natural 19 is a critical hit', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3' }, { id: 'gob', stats: 'goblin' }], { map: false });
    const a = of(t.ok({ type: 'attack', attacker: 'fighter', target: 'gob', attack: 'longsword', inputs: { 'atk.d20': hit(19), 'atk.dmg.0': { faces: [1, 1] } } }), 'attack.resolved')[0]!;
    expect(a.outcome).toBe('critical');
    expect(ruleIds([a])).toContain('REF-5E-IMPROVED-CRITICAL');
  });

  it('without a map the GM vouches for reach and range (5E-ATK-01)', () => {
    const t = new Table([{ id: 'gob', stats: 'goblin' }, { id: 'fighter', stats: 'fighter-3' }], { map: false });
    expect(of(t.ok({ type: 'attack', attacker: 'gob', target: 'fighter', attack: 'scimitar' }), 'attack.resolved')).toHaveLength(1);
  });
});

describe('5e two-weapon fighting', () => {
  const rogue = () => {
    const t = new Table([
      { id: 'bandit', stats: 'bandit-captain', at: [2, 2], initiative: 20 },
      { id: 'fighter', stats: 'fighter-3', at: [3, 2], initiative: 5 },
    ]);
    t.turnOf('bandit');
    return t;
  };

  it('5E-TWF-01, 5E-TWF-02: after attacking with a light melee weapon, a bonus attack with another one, without the positive ability modifier', () => {
    const t = rogue();
    expect(t.refused({ type: 'attack', attacker: 'bandit', target: 'fighter', attack: 'dagger', as: 'bonus' })).toMatch(/not attacked with a light melee weapon/);
    t.ok({ type: 'attack', attacker: 'bandit', target: 'fighter', attack: 'scimitar', inputs: { 'atk.d20': hit(2) } });
    expect(t.refused({ type: 'attack', attacker: 'bandit', target: 'fighter', attack: 'scimitar', as: 'bonus' })).toMatch(/different light melee weapon/);
    const events = t.ok({ type: 'attack', attacker: 'bandit', target: 'fighter', attack: 'dagger', as: 'bonus', inputs: { 'atk.d20': hit(19), 'atk.dmg.0': { faces: [3] } } });
    const a = of(events, 'attack.resolved')[0]!;
    expect(a.damage).toBe(3); // 1d4+3 − 3 (Dex +3)
    expect(ruleIds(events)).toEqual(expect.arrayContaining(['5E-TWF-01', '5E-TWF-02']));
    expect(t.c('bandit').economy.bonus).toBe(true);
  });

  it('5E-TWF-03: a thrown light weapon may be thrown for the off-hand attack', () => {
    const t = rogue();
    t.ok({ type: 'attack', attacker: 'bandit', target: 'fighter', attack: 'scimitar', inputs: { 'atk.d20': hit(2) } });
    const events = t.ok({ type: 'attack', attacker: 'bandit', target: 'fighter', attack: 'dagger-thrown', as: 'bonus' });
    expect(ruleIds(events)).toContain('5E-TWF-03');
  });
});

describe('5e hiding and unseen attackers', () => {
  const scene = () => {
    const t = new Table([
      { id: 'rogue', stats: 'rogue-3', at: [2, 2], initiative: 20 },
      { id: 'gob', stats: 'goblin', at: [6, 2], initiative: 5 },
    ]);
    t.turnOf('rogue');
    return t;
  };

  it('5E-ACT-14: Hide rolls Stealth against the hostiles’ best passive Perception; success leaves it hidden', () => {
    const t = scene();
    const fail = t.ok({ type: 'takeAction', id: 'rogue', action: 'hide', inputs: { 'hide.rogue': { faces: [1] } } });
    expect(ruleIds(fail)).toContain('5E-ACT-14');
    expect(t.c('rogue').conditions).toEqual([]); // 8 against the goblin's 9
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'takeAction', id: 'rogue', action: 'hide', bonus: true, inputs: { 'hide.rogue': { faces: [10] } } });
    expect(t.c('rogue').conditions).toEqual(['oculto']);
  });

  it('5E-ATK-15: attacking unseen has advantage; 5E-ATK-16: the attack gives the attacker away, hit or miss', () => {
    const t = scene();
    t.ok({ type: 'addCondition', id: 'rogue', condition: 'oculto' });
    const events = t.ok({ type: 'attack', attacker: 'rogue', target: 'gob', attack: 'shortbow', inputs: { 'atk.d20': { faces: [2, 3] } } });
    expect(of(events, 'attack.resolved')[0]!.rolls[0]!.notation).toMatch(/^2d20kh1/);
    expect(ruleIds(events)).toContain('5E-ATK-15');
    expect(t.c('rogue').conditions).toEqual([]);
  });

  it('5E-ATK-14: attacking a hex where the target is not misses, and the log does not say why to the players', () => {
    const t = scene();
    const events = t.ok({ type: 'attack', attacker: 'rogue', target: 'gob', attack: 'shortbow', wrongLocation: true });
    const a = of(events, 'attack.resolved')[0]!;
    expect([a.outcome, a.rolls.length]).toEqual(['miss', 0]);
    expect(ruleIds(events)).toContain('5E-ATK-14');
    expect(t.c('rogue').economy.action).toBe(true);
  });

  it('5E-ACT-15: Ready spends the action now; the readied attack later spends the reaction (5E-TURN-14)', () => {
    const t = scene();
    expect(ruleIds(t.ok({ type: 'takeAction', id: 'rogue', action: 'ready' }))).toEqual(['5E-ACT-15']);
    t.ok({ type: 'nextTurn' });
    t.ok({ type: 'attack', attacker: 'rogue', target: 'gob', attack: 'shortbow', as: 'reaction' });
    expect(t.c('rogue').economy.reaction).toBe(true);
    expect(t.refused({ type: 'attack', attacker: 'rogue', target: 'gob', attack: 'shortbow', as: 'reaction' })).toMatch(/5E-TURN-15/);
  });
});

describe('5e attack structure', () => {
  it('5E-ATK-03, 5E-ATK-04, 5E-ATK-06: an attack roll against the AC from the stat block; damage only on a hit', () => {
    const t = new Table([{ id: 'gob', stats: 'goblin' }, { id: 'fighter', stats: 'fighter-3' }], { map: false });
    expect(t.stats('fighter').ac).toBe(19);
    const miss = of(t.ok({ type: 'attack', attacker: 'gob', target: 'fighter', attack: 'scimitar', inputs: { 'atk.d20': { faces: [14] } } }), 'attack.resolved')[0]!;
    expect([miss.outcome, miss.rolls.length]).toEqual(['miss', 1]);
    const hit = of(t.ok({ type: 'attack', attacker: 'gob', target: 'fighter', attack: 'scimitar', inputs: { 'atk.d20': { faces: [15] } } }), 'attack.resolved')[0]!;
    expect([hit.outcome, hit.rolls.length]).toEqual(['hit', 2]);
  });

  it('5E-ATK-08: finesse weapons use the better of Str and Dex; 5E-ATK-09: spell attacks use the printed spell bonus', async () => {
    const { damageAbilityMod } = await import('../../main/rules/dnd5e/attack-rules.js');
    const t = new Table([{ id: 'rogue', stats: 'rogue-3' }, { id: 'wizard', stats: 'wizard-3' }, { id: 'gob', stats: 'goblin' }], { map: false });
    const rapier = t.stats('rogue').attacks.find((a) => a.id === 'rapier')!;
    expect(damageAbilityMod(t.c('rogue'), rapier)).toBe(3); // Dex 17 over Str
    const bolt = of(t.ok({ type: 'attack', attacker: 'wizard', target: 'gob', attack: 'fire-bolt' }), 'attack.resolved')[0]!;
    expect(bolt.rolls[0]!.notation).toBe('1d20+5'); // Int +3 and proficiency +2, as printed
  });
});

describe('5e cover from the map', () => {
  it('5E-COVER-01: an obstacle gives cover only against attacks from its other side (the map suggests, the GM decides)', async () => {
    const { edgeToTuple } = await import('../../shared/hex/index.js');
    const { edgeBetween } = await import('../helpers/hex.js');
    const { indexMap, sightBetween } = await import('../../shared/battlefield/spatial.js');
    const t = new Table([
      { id: 'archer', stats: 'goblin', at: [1, 3] },
      { id: 'target', stats: 'fighter-3', at: [4, 3] },
      { id: 'flank', stats: 'goblin', at: [6, 3] },
    ]);
    // A wall on the west side of the target's hex, between it and the archer.
    t.ok({ type: 'setWalls', present: true, edges: [edgeToTuple(edgeBetween({ q: 4, r: 3 }, { q: 3, r: 3 }))] });
    const index = indexMap(t.state)!;
    const west = sightBetween(index, t.c('archer'), t.c('target'))!;
    const east = sightBetween(index, t.c('flank'), t.c('target'))!;
    expect(west.cover).not.toBe('none');
    expect(east).toEqual({ visible: true, cover: 'none' });
  });

  it('5E-COVER-05: a target behind total cover cannot be attacked', () => {
    const t = new Table([{ id: 'gob', stats: 'goblin' }, { id: 'fighter', stats: 'fighter-3' }], { map: false });
    expect(t.refused({ type: 'attack', attacker: 'gob', target: 'fighter', attack: 'shortbow', cover: 'total' })).toMatch(/total cover.*5E-COVER-05/);
  });
});

describe('5e squeezing creatures', () => {
  it('5E-MOVE-28: a squeezed creature attacks and makes Dexterity saves at disadvantage; 5E-MOVE-29: attacks on it have advantage', () => {
    const t = new Table([
      { id: 'ogre', stats: 'ogre', at: [4, 2] },
      { id: 'fighter', stats: 'fighter-3', at: [3, 2] },
    ]);
    // Rock all round row 2 in columns 4–7: a corridor one hex wide, where the Large ogre stands squeezed.
    const cells = [];
    for (let r = 0; r < 5; r++) for (let col = 4; col <= 7; col++) if (r !== 2) cells.push({ q: col - (r - (r & 1)) / 2, r });
    t.ok({ type: 'paintTerrain', cells, terrain: 'impassable' });
    const out = of(t.ok({ type: 'attack', attacker: 'ogre', target: 'fighter', attack: 'greatclub' }), 'attack.resolved')[0]!;
    expect(out.rolls[0]!.notation).toMatch(/^2d20kl1/);
    expect(ruleIds([out])).toContain('5E-MOVE-28');
    const into = of(t.ok({ type: 'attack', attacker: 'fighter', target: 'ogre', attack: 'longsword' }), 'attack.resolved')[0]!;
    expect(into.rolls[0]!.notation).toMatch(/^2d20kh1/);
    expect(ruleIds([into])).toContain('5E-MOVE-29');
    const save = of(t.ok({ type: 'savingThrow', id: 'ogre', ability: 'dex', dc: 10, inputs: { 'cover.ogre': { auto: true } } }), 'save.rolled')[0]!;
    expect(save.roll!.notation).toMatch(/^2d20kl1/);
  });
});

describe('facts asked when there is no map', () => {
  it('the GM gives the distance (reach, range, prone) and whether an enemy is adjacent to a shooter', () => {
    const t = new Table([{ id: 'gob', stats: 'goblin' }, { id: 'fighter', stats: 'fighter-3' }], { map: false });
    expect(t.refused({ type: 'attack', attacker: 'gob', target: 'fighter', attack: 'scimitar', distanceFt: 10 })).toMatch(/10 ft away, beyond Scimitar's reach/);
    const far = of(t.ok({ type: 'attack', attacker: 'gob', target: 'fighter', attack: 'shortbow', distanceFt: 100 }), 'attack.resolved')[0]!;
    expect(ruleIds([far])).toContain('5E-ATK-19');
    const close = of(t.ok({ type: 'attack', attacker: 'gob', target: 'fighter', attack: 'shortbow', hostileAdjacent: true }), 'attack.resolved')[0]!;
    expect(close.rolls[0]!.notation).toMatch(/^2d20kl1/);
    t.ok({ type: 'addCondition', id: 'fighter', condition: 'prone' });
    const shot = of(t.ok({ type: 'attack', attacker: 'gob', target: 'fighter', attack: 'shortbow', distanceFt: 30 }), 'attack.resolved')[0]!;
    expect(shot.rolls[0]!.notation).toMatch(/^2d20kl1/); // prone: disadvantage beyond 5 ft
  });
});
