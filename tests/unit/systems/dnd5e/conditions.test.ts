import { describe, expect, it } from 'vitest';
import {
  CONDITIONS, CONDITION_IDS, MAX_EXHAUSTION, conditionEffects, exhaustionEffects, impliedConditions,
  type ConditionEffect, type Dnd5eConditionId,
} from '../../../../shared/systems/dnd5e/conditions.js';

const has = (effects: readonly ConditionEffect[], e: ConditionEffect) => effects.some((x) => JSON.stringify(x) === JSON.stringify(e));

describe('SRD 5.1 conditions as data (5E:G-01, REF-5E-COND-*)', () => {
  it('defines the 15 SRD conditions, each keyed by its own id with a REF-5E-COND rule', () => {
    expect(CONDITION_IDS).toHaveLength(15);
    for (const id of CONDITION_IDS) {
      const c = CONDITIONS[id];
      expect(c.id).toBe(id);
      expect(c.rule).toBe(`REF-5E-COND-${id.toUpperCase()}`);
      for (const r of c.seedRules) expect(r).toMatch(/^5E-[A-Z]+-\d{2}$/);
      if (id !== 'exhaustion') expect(c.effects.length, id).toBeGreaterThan(0);
    }
  });

  it('only imply known conditions, and no condition implies itself', () => {
    for (const id of CONDITION_IDS) {
      for (const j of CONDITIONS[id].implies) {
        expect(CONDITION_IDS).toContain(j);
        expect(impliedConditions([j]).has(id), `${id} ↔ ${j}`).toBe(false);
      }
    }
  });

  it('REF-5E-COND-UNCONSCIOUS: unconscious implies incapacitated and prone (5E-ZERO-03)', () => {
    expect([...impliedConditions(['unconscious'])].sort()).toEqual(['incapacitated', 'prone', 'unconscious']);
  });

  it('paralyzed, petrified and stunned imply incapacitated; the closure is transitive and idempotent', () => {
    for (const id of ['paralyzed', 'petrified', 'stunned'] as const) expect(impliedConditions([id]).has('incapacitated'), id).toBe(true);
    const once = impliedConditions(['unconscious', 'grappled']);
    expect(impliedConditions(once)).toEqual(once);
  });

  it('incapacitated removes actions and reactions (5E-TURN-08), and so does everything that implies it', () => {
    for (const id of ['incapacitated', 'paralyzed', 'petrified', 'stunned', 'unconscious'] as Dnd5eConditionId[]) {
      const fx = conditionEffects([id]);
      expect(has(fx, { kind: 'noActions' }), id).toBe(true);
      expect(has(fx, { kind: 'noReactions' }), id).toBe(true);
    }
  });

  it('REF-5E-COND-PRONE: advantage within 5 ft, disadvantage beyond, crawling only (5E-MOVE-14)', () => {
    const fx = CONDITIONS.prone.effects;
    expect(has(fx, { kind: 'advantage', roll: 'attack', who: 'against', when: { attackerWithinFt: 5 } })).toBe(true);
    expect(has(fx, { kind: 'disadvantage', roll: 'attack', who: 'against', when: { attackerBeyondFt: 5 } })).toBe(true);
    expect(has(fx, { kind: 'disadvantage', roll: 'attack', who: 'self' })).toBe(true);
    expect(has(fx, { kind: 'crawlOnly' })).toBe(true);
  });

  it('paralyzed and unconscious: hits from within 5 ft are critical and Str/Dex saves fail', () => {
    for (const id of ['paralyzed', 'unconscious'] as const) {
      const fx = CONDITIONS[id].effects;
      expect(has(fx, { kind: 'autoCrit', attackerWithinFt: 5 }), id).toBe(true);
      expect(has(fx, { kind: 'autoFailSave', abilities: ['str', 'dex'] }), id).toBe(true);
    }
  });

  it('grappled and restrained set speed to 0; grappled ends with the grappler (5E-GRAP-05)', () => {
    expect(has(CONDITIONS.grappled.effects, { kind: 'speedZero' })).toBe(true);
    expect(has(CONDITIONS.restrained.effects, { kind: 'speedZero' })).toBe(true);
    expect(CONDITIONS.grappled.endsWhen).toEqual(['sourceIncapacitated', 'removedFromSourceReach']);
    expect(CONDITIONS.grappled.needsSource).toBe(true);
  });

  it('petrified resists all damage; charmed and frightened need a source', () => {
    expect(has(CONDITIONS.petrified.effects, { kind: 'resistAllDamage' })).toBe(true);
    expect(CONDITIONS.charmed.needsSource && CONDITIONS.frightened.needsSource).toBe(true);
  });
});

describe('REF-5E-COND-EXHAUSTION: levels 1–6, cumulative', () => {
  it('has six levels and only exhaustion is leveled', () => {
    expect(CONDITIONS.exhaustion.levels).toHaveLength(MAX_EXHAUSTION);
    for (const id of CONDITION_IDS) expect(CONDITIONS[id].multiple, id).toBe(id === 'exhaustion' ? 'levels' : 'instances');
  });

  it('level n keeps every effect of level n − 1', () => {
    for (let n = 1; n <= MAX_EXHAUSTION; n++) {
      const prev = exhaustionEffects(n - 1);
      const cur = exhaustionEffects(n);
      expect(cur.length).toBeGreaterThan(prev.length);
      for (const e of prev) expect(has(cur, e), `level ${n}`).toBe(true);
    }
  });

  it('1 checks at disadvantage, 2 speed halved, 3 attacks and saves at disadvantage, 4 HP max halved, 5 speed 0, 6 death', () => {
    expect(exhaustionEffects(0)).toEqual([]);
    expect(exhaustionEffects(1)).toEqual([{ kind: 'disadvantage', roll: 'check', who: 'self' }]);
    expect(has(exhaustionEffects(2), { kind: 'speedHalved' })).toBe(true);
    expect(has(exhaustionEffects(3), { kind: 'disadvantage', roll: 'save', who: 'self' })).toBe(true);
    expect(has(exhaustionEffects(3), { kind: 'hpMaxHalved' })).toBe(false);
    expect(has(exhaustionEffects(4), { kind: 'hpMaxHalved' })).toBe(true);
    expect(has(exhaustionEffects(5), { kind: 'speedZero' })).toBe(true);
    expect(has(exhaustionEffects(5), { kind: 'dies' })).toBe(false);
    expect(has(exhaustionEffects(6), { kind: 'dies' })).toBe(true);
  });

  it('refuses levels outside 0–6 and adds the level to other conditions', () => {
    expect(() => exhaustionEffects(7)).toThrow(RangeError);
    expect(() => exhaustionEffects(-1)).toThrow(RangeError);
    expect(has(conditionEffects(['exhaustion', 'poisoned'], 2), { kind: 'speedHalved' })).toBe(true);
  });
});
