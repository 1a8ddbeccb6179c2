import { describe, expect, it } from 'vitest';
import { AkTable, CAST, faces, pick } from '../../helpers/akenar.js';
import { of, ruleIds } from '../../helpers/dnd5e.js';

/** Feliot beside the goblin, the knight and the bandit near, the archer 7 m away. */
const table = (opts: ConstructorParameters<typeof AkTable>[1] = {}) =>
  new AkTable(
    [
      { id: 'feliot', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
      { id: 'knight', sheet: CAST.knight, at: [4, 6], initiative: 15 },
      { id: 'goblin', sheet: CAST.goblin, side: 'enemy', at: [6, 5], initiative: 12 },
      { id: 'bandit', sheet: CAST.bandit, side: 'enemy', at: [5, 4], initiative: 10 },
      { id: 'archer', sheet: CAST.archer, side: 'enemy', at: [12, 5], initiative: 8 },
    ],
    opts,
  );
const attackOf = (events: ReturnType<AkTable['ok']>) => of(events, 'attack.resolved')[0]!;

describe('Akenar attacks on the engine: worked examples', () => {
  it('EX-11, AK-ARM-03, AK-ARM-10, AK-ATK-01: the knight’s longsword hits Feliot (CA 7) for 10, he takes 3', () => {
    const t = table();
    t.turnOf('knight');
    t.ok({ type: 'moveCombatant', id: 'knight', to: { q: 4, r: 6 }, override: true });
    // Longsword 1d8 + Str 2: a die of 8 is 10 damage; Feliot parries at 13.
    const ev = t.ok({ type: 'attack', attacker: 'knight', target: 'feliot', attack: 'espada-larga', inputs: { 'def.feliot': pick('parry'), 'atk.d20': faces(12), 'atk.dmg.0': faces(8) } });
    expect(attackOf(ev)).toMatchObject({ outcome: 'hit', damage: 3 });
    expect(t.c('feliot').hp.current).toBe(11);
    expect(ruleIds(ev)).toEqual(expect.arrayContaining(['AK-DEF-07', 'AK-ARM-03', 'AK-ARM-10']));
  });

  it('EX-12, AK-ARM-08: the heavy pick (PA 7) halves Feliot’s CA 7 to 3; a 6 leaves him 3', () => {
    const t = table();
    t.turnOf('bandit');
    const ev = t.ok({ type: 'attack', attacker: 'bandit', target: 'feliot', attack: 'pico-de-cuervo', inputs: { 'def.feliot': pick('dodge'), 'atk.d20': faces(18), 'atk.dmg.0': faces(6) } });
    expect(attackOf(ev)).toMatchObject({ outcome: 'hit', damage: 3 });
    expect(attackOf(ev).steps.find((s) => s.msg === 'bd_ak_penetrates')).toMatchObject({ params: { pa: 7, ca: 7, applied: 3 }, rule: { id: 'AK-ARM-08' } });
  });

  it('EX-15, AK-SUB-02, AK-SUB-07, AK-SUB-08: Feliot’s subtle rapier against the goblin (Parada 15, CA 6): 21+ ignores the armour, 18 does not', () => {
    const t = table();
    t.turnOf('goblin');
    t.turnOf('feliot');
    // Feliot: BA 2 + Dex 3 (subtle) = +5. 16 + 5 = 21 ≥ 15 + 6.
    const ev = t.ok({ type: 'attack', attacker: 'feliot', target: 'goblin', attack: 'estoque', akenar: { subtle: true }, inputs: { 'def.goblin': pick('parry'), 'atk.d20': faces(16), 'atk.dmg.0': faces(4) } });
    const a = attackOf(ev);
    expect(a).toMatchObject({ outcome: 'hit', damage: 5 });
    expect(a.steps.map((s) => s.rule?.id)).toEqual(expect.arrayContaining(['AK-SUB-02', 'AK-SUB-07']));
    const t2 = table();
    t2.turnOf('goblin');
    t2.turnOf('feliot');
    const ev2 = t2.ok({ type: 'attack', attacker: 'feliot', target: 'goblin', attack: 'estoque', akenar: { subtle: true }, inputs: { 'def.goblin': pick('parry'), 'atk.d20': faces(13), 'atk.dmg.0': faces(6) } });
    // 13 + 5 = 18 hits Parada 15, the armour absorbs 6 of 7 (1d6 6 + Str 1).
    expect(attackOf(ev2)).toMatchObject({ outcome: 'hit', damage: 1 });
    expect(of(ev2, 'akenar.changed').filter((e) => e.id === 'goblin')).toEqual([]);
  });

  it('AK-SUB-01, AK-SUB-04: subtlety needs a finesse melee weapon', () => {
    const t = table();
    t.turnOf('archer');
    expect(t.refused({ type: 'attack', attacker: 'archer', target: 'feliot', attack: 'arco-largo', akenar: { subtle: true } })).toMatch(/AK-SUB-04/);
  });

  it('DV-32, AK-ATK-14, AK-ATK-15, AK:G-15: the archer shoots Feliot, in melee with the goblin 1 hex away: −4; 2 hexes away with a lance, fighting, no penalty', () => {
    const t = table();
    t.turnOf('archer');
    const ev = t.ok({ type: 'attack', attacker: 'archer', target: 'feliot', attack: 'arco-largo', inputs: { 'def.feliot': pick('dodge'), 'atk.d20': faces(18), 'atk.dmg.0': faces(1) } });
    expect(attackOf(ev).steps).toContainEqual(expect.objectContaining({ msg: 'bd_ak_mod_melee', params: { value: -4 }, rule: { id: 'AK-ATK-14' } }));
    expect(attackOf(ev).rolls[0]!.total).toBe(18 + 5 - 4);
    const far = new AkTable([
      { id: 'feliot', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
      { id: 'goblin', sheet: { ...CAST.goblin, weapons: [{ id: 'lanza' }] }, side: 'enemy', at: [7, 5], initiative: 12 },
      { id: 'archer', sheet: CAST.archer, side: 'enemy', at: [12, 5], initiative: 8 },
    ]);
    far.turnOf('archer');
    const ev2 = far.ok({ type: 'attack', attacker: 'archer', target: 'feliot', attack: 'arco-largo', inputs: { 'def.feliot': pick('dodge'), 'atk.d20': faces(5) } });
    expect(attackOf(ev2).steps).toContainEqual(expect.objectContaining({ msg: 'bd_ak_melee_clear', params: { gap: 2 }, rule: { id: 'AK-ATK-15', gap: 'AK:G-15' } }));
    expect(attackOf(ev2).rolls[0]!.total).toBe(5 + 5);
  });

  it('AK-ATK-14, AK-AOO-02: two unarmed combatants side by side are not in melee, so no −4; with Improved Unarmed Strike the goblin threatens, −4', () => {
    const shot = (goblin: typeof CAST.goblin) => {
      const t = new AkTable([
        { id: 'feliot', sheet: { ...CAST.feliot, weapons: [] }, at: [5, 5], initiative: 20 },
        { id: 'goblin', sheet: goblin, side: 'enemy', at: [6, 5], initiative: 12 },
        { id: 'archer', sheet: CAST.archer, side: 'enemy', at: [12, 5], initiative: 8 },
      ]);
      t.turnOf('archer');
      return attackOf(t.ok({ type: 'attack', attacker: 'archer', target: 'feliot', attack: 'arco-largo', inputs: { 'def.feliot': pick('dodge'), 'atk.d20': faces(5) } }));
    };
    const bare = shot({ ...CAST.goblin, weapons: [] });
    expect([bare.rolls[0]!.total, bare.steps.some((s) => s.rule?.id === 'AK-ATK-14' || s.rule?.id === 'AK-ATK-15')]).toEqual([10, false]);
    const boxer = shot({ ...CAST.goblin, weapons: [], feats: ['improvedUnarmedStrike'] });
    expect(boxer.rolls[0]!.total).toBe(6);
    expect(boxer.steps).toContainEqual(expect.objectContaining({ msg: 'bd_ak_mod_melee', params: { value: -4 }, rule: { id: 'AK-ATK-14' } }));
  });

  it('AK-ATK-16: Precise Shot removes the −4', () => {
    const t = new AkTable([
      { id: 'feliot', sheet: CAST.feliot, at: [5, 5], initiative: 20 },
      { id: 'goblin', sheet: CAST.goblin, side: 'enemy', at: [6, 5], initiative: 12 },
      { id: 'archer', sheet: { ...CAST.archer, feats: ['preciseShot'] }, side: 'enemy', at: [12, 5], initiative: 8 },
    ]);
    t.turnOf('archer');
    const ev = t.ok({ type: 'attack', attacker: 'archer', target: 'feliot', attack: 'arco-largo', inputs: { 'def.feliot': pick('dodge'), 'atk.d20': faces(5) } });
    expect(ruleIds(ev)).toContain('AK-ATK-16');
    expect(ruleIds(ev)).not.toContain('AK-ATK-14');
    expect(attackOf(ev).rolls[0]!.total).toBe(5 + 5);
  });
});

describe('Akenar defence per attack', () => {
  it('AK-DEF-07, AK-DEF-24: the defender is asked, ranged attacks offer no Parada, and the default is the best legal choice', () => {
    const t = table();
    t.turnOf('archer');
    const p = t.prompt({ type: 'attack', attacker: 'archer', target: 'goblin', attack: 'arco-largo' });
    expect(p).toMatchObject({ kind: 'choice', key: 'def.goblin' });
    const t2 = table();
    t2.turnOf('goblin');
    t2.turnOf('feliot');
    const melee = t2.prompt({ type: 'attack', attacker: 'feliot', target: 'goblin', attack: 'estoque' });
    expect(melee.kind === 'choice' && melee.options.map((o) => o.value)).toEqual(['parry', 'dodge', 'base']);
    expect(melee.kind === 'choice' && melee.default).toBe('parry');
    const ranged = table();
    ranged.turnOf('archer');
    const r = ranged.prompt({ type: 'attack', attacker: 'archer', target: 'feliot', attack: 'arco-largo' });
    expect(r.kind === 'choice' && r.options.map((o) => o.value)).toEqual(['dodge', 'base']);
  });

  it('AK-DEF-15, AK-SEQ-01, AK:G-18: a flat-footed defender (before its first turn) is not asked: Base only, and the log says why', () => {
    const t = table();
    t.turnOf('feliot');
    // The goblin has not acted yet: flat-footed.
    const ev = t.ok({ type: 'attack', attacker: 'feliot', target: 'goblin', attack: 'estoque', inputs: { 'atk.d20': faces(10), 'atk.dmg.0': faces(1) } });
    expect(attackOf(ev).steps).toContainEqual(expect.objectContaining({ msg: 'bd_ak_base_only', rule: { id: 'AK-DEF-15' } }));
    expect(attackOf(ev).steps).toContainEqual(expect.objectContaining({ msg: 'bd_ak_defence_base', params: { name: 'goblin', value: 11 } }));
  });

  it('AK-DEF-13, AK:G-22, DV-06: with no free or friendly hex around it, Esquiva is −2 and Parada unchanged', () => {
    const t = new AkTable([
      { id: 'feliot', sheet: CAST.feliot, at: [5, 5], initiative: 1 },
      ...[[6, 5], [4, 5], [5, 4], [6, 4], [4, 6], [5, 6]].map(([q, r], i) => ({ id: `g${i}`, sheet: CAST.goblin, side: 'enemy' as const, at: [q!, r!] as [number, number], initiative: 10 - i })),
    ]);
    t.turnOf('feliot');
    t.turnOf('g0');
    const p = t.prompt({ type: 'attack', attacker: 'g0', target: 'feliot', attack: 'daga' });
    expect(p.kind === 'choice' && p.options.map((o) => o.label.params.value)).toEqual([13, 13, 10]);
  });
});

describe('Akenar criticals', () => {
  it('DV-10, AK-CRIT-01, AK-CRIT-02, AK-CRIT-04, AK-ARM-12: a longsword threat on 19 that hits is confirmed; two rolls add, CA comes off once', () => {
    const t = table();
    t.turnOf('knight');
    t.ok({ type: 'placeCombatant', id: 'goblin', at: { q: 4, r: 7 } });
    const ev = t.ok({
      type: 'attack', attacker: 'knight', target: 'goblin', attack: 'espada-larga',
      inputs: { 'atk.d20': faces(19), 'atk.confirm': faces(15), 'atk.dmg.0': faces(6), 'atk.dmg.1': faces(5) },
    });
    // 6 + 2 and 5 + 2: 15 − CA 6 = 9 (the goblin has not acted: Base 11).
    expect(attackOf(ev)).toMatchObject({ outcome: 'critical', damage: 9 });
    expect(ruleIds(ev)).toEqual(expect.arrayContaining(['AK-CRIT-04', 'AK-ARM-12', 'AK-DMG-08']));
  });

  it('DV-28, AK-CRIT-06, AK:G-31: three natural 20s kill whatever the HP; DV-29: a threat on 19 never starts one', () => {
    const t = table();
    t.turnOf('knight');
    t.ok({ type: 'placeCombatant', id: 'goblin', at: { q: 4, r: 7 } });
    const ev = t.ok({ type: 'attack', attacker: 'knight', target: 'goblin', attack: 'espada-larga', inputs: { 'atk.d20': faces(20), 'atk.confirm': faces(20), 'atk.third': faces(20), 'atk.dmg.0': faces(1), 'atk.dmg.1': faces(1) } });
    expect(t.c('goblin').life).toBe('dead');
    expect(ruleIds(ev)).toContain('AK-CRIT-06');
    const t2 = table();
    t2.turnOf('knight');
    t2.ok({ type: 'placeCombatant', id: 'goblin', at: { q: 4, r: 7 } });
    const ev2 = t2.ok({ type: 'attack', attacker: 'knight', target: 'goblin', attack: 'espada-larga', inputs: { 'atk.d20': faces(19), 'atk.confirm': faces(20), 'atk.dmg.0': faces(1), 'atk.dmg.1': faces(1) } });
    expect(attackOf(ev2).rolls.map((r) => r.key)).not.toContain('atk.third');
  });

  it('EX-04, AK-DMG-09, AK-DMG-10, AK-CRIT-03: a x2 critical also x2 against giants rolls 3 times; sneak attack dice once', () => {
    const t = table();
    t.turnOf('knight');
    t.ok({ type: 'placeCombatant', id: 'goblin', at: { q: 4, r: 7 } });
    const ev = t.ok({
      type: 'attack', attacker: 'knight', target: 'goblin', attack: 'espada-larga', akenar: { multipliers: [2], extraDice: '2d6' },
      inputs: { 'atk.d20': faces(19), 'atk.confirm': faces(15), 'atk.dmg.0': faces(1), 'atk.dmg.1': faces(1), 'atk.dmg.2': faces(1), 'atk.extra': faces(3, 3) },
    });
    expect(attackOf(ev).rolls.filter((r) => r.key.startsWith('atk.dmg')).length).toBe(3);
    // (1+2)×3 + 6 = 15 − 6 = 9.
    expect(attackOf(ev).damage).toBe(9);
  });
});
