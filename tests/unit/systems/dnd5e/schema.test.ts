import { describe, expect, it } from 'vitest';
import {
  DAMAGE_TYPES, DND5E_FEATURES, attackSchema, damageParts, diesAtZero, dnd5eLibrarySchema, dnd5eStatsSchema,
  type Dnd5eStats,
} from '../../../../shared/systems/dnd5e/schema.js';
import { abilityModifier } from '../../../../shared/systems/dnd5e/tables.js';
import { profByCr } from '../../../helpers/dnd5e-tables.js';
import { parseDice } from '../../../../shared/dice/notation.js';
import { averageOf, entry, library, rawLibrary } from './library.js';

const LIBRARIES = ['dnd5e-creatures', 'dnd5e-pcs'] as const;
const creatures = library('dnd5e-creatures').entries;

function goblin(): Dnd5eStats {
  return structuredClone(entry('dnd5e-creatures', 'goblin').stats);
}

describe('dnd5e library files parse with the stat-block schema', () => {
  for (const name of LIBRARIES) {
    it(`every entry of ${name}.json parses`, () => {
      const raw = rawLibrary(name) as { entries: unknown[] };
      for (const [i, e] of raw.entries.entries()) {
        const r = dnd5eLibrarySchema.shape.entries.element.safeParse(e);
        expect(r.success, `${name} entry ${i}: ${r.error?.message ?? ''}`).toBe(true);
      }
      expect(dnd5eLibrarySchema.safeParse(raw).success).toBe(true);
    });

    it(`${name}.json has unique ids and only feature ids the plugin knows`, () => {
      const lib = library(name);
      const ids = lib.entries.map((e) => e.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const e of lib.entries) {
        for (const f of e.stats.features) expect(Object.keys(DND5E_FEATURES), `${e.id}: ${f.id}`).toContain(f.id);
      }
    });
  }

  it('ships at least 20 SRD creatures, each with a CR and at least one attack', () => {
    expect(creatures.length).toBeGreaterThanOrEqual(20);
    for (const c of creatures) {
      expect(c.stats.cr, c.id).toBeDefined();
      expect(c.stats.attacks.length, c.id).toBeGreaterThan(0);
    }
  });
});

describe('creature data is internally consistent', () => {
  it('hpMax is the average of the hit dice, rounded down', () => {
    for (const c of creatures) expect(c.stats.hpMax, c.id).toBe(averageOf(c.stats.hitDice ?? ''));
  });

  it('prof is the SRD value for the CR (5E:G-09)', () => {
    for (const c of creatures) expect(c.stats.prof, c.id).toBe(profByCr(c.stats.cr ?? -1));
  });

  it('passive Perception is 10 + Perception (or the Wis modifier)', () => {
    for (const c of creatures) {
      const s = c.stats;
      expect(s.passivePerception, c.id).toBe(10 + (s.skills.perception ?? abilityModifier(s.abilities.wis)));
    }
  });

  it('attacksPerAction > 1 exactly when the stat block has Multiattack (5E-ACT-04)', () => {
    for (const c of creatures) {
      const multi = c.stats.features.some((f) => f.id === 'multiattack');
      expect(c.stats.attacksPerAction > 1, c.id).toBe(multi);
    }
  });
});

describe('damage notation (5E-DMG-04, 5E-DMG-10)', () => {
  it('splits tagged parts', () => {
    expect(damageParts('1d6+2[slashing]')).toEqual([{ expr: '1d6+2', type: 'slashing' }]);
    expect(damageParts('1d8+3[piercing]+2d6[fire]')).toEqual([{ expr: '1d8+3', type: 'piercing' }, { expr: '2d6', type: 'fire' }]);
    expect(damageParts('1[piercing]')).toEqual([{ expr: '1', type: 'piercing' }]);
    expect(damageParts('1d4-1[piercing]')).toEqual([{ expr: '1d4-1', type: 'piercing' }]);
  });

  it('rejects untyped parts, unknown types and junk', () => {
    for (const bad of ['1d6+2', '1d6[slashing]+2', '1d6[sharp]', '[fire]', '1d6 + 2[slashing]', 'd6[fire]']) {
      expect(() => damageParts(bad), bad).toThrow();
    }
  });

  it('every library attack has typed damage of SRD types, each part valid for the shared dice parser', () => {
    for (const name of LIBRARIES) {
      for (const e of library(name).entries) {
        const riders = e.stats.attacks.flatMap((a) => (a.onHit ?? []).flatMap((r) => (r.kind === 'save' && r.damage ? [r.damage] : [])));
        for (const notation of [...e.stats.attacks.map((a) => a.damage), ...riders]) {
          for (const p of damageParts(notation)) {
            expect(DAMAGE_TYPES).toContain(p.type);
            expect(parseDice(p.expr).ok, `${e.id}: ${p.expr}`).toBe(true);
          }
        }
      }
    }
  });
});

describe('schema refusals', () => {
  const parse = (s: unknown) => dnd5eStatsSchema.safeParse(s).success;

  it('accepts the goblin as is', () => {
    expect(parse(goblin())).toBe(true);
  });

  it('refuses unknown fields, sizes, CRs, conditions and damage types', () => {
    expect(parse({ ...goblin(), hp: 7 })).toBe(false);
    expect(parse({ ...goblin(), size: 'colossal' })).toBe(false);
    expect(parse({ ...goblin(), cr: 0.3 })).toBe(false);
    expect(parse({ ...goblin(), conditionImmune: ['sleepy'] })).toBe(false);
    expect(parse({ ...goblin(), damage: { resist: [{ type: 'sonic' }], vuln: [], immune: [] } })).toBe(false);
    expect(parse({ ...goblin(), skills: { perceptoin: 3 } })).toBe(false);
    expect(parse({ ...goblin(), system: 'pf1' })).toBe(false);
  });

  it('accepts resistance to all damage and bypass materials (5E:G-11)', () => {
    const g = goblin();
    g.damage.resist = [{ type: 'all' }, { type: 'slashing', unless: 'silvered' }, { type: 'piercing', unless: 'magical' }];
    expect(parse(g)).toBe(true);
  });

  it('refuses duplicate attack ids and attacks without reach or range', () => {
    const g = goblin();
    const first = g.attacks[0];
    if (!first) throw new Error('goblin has no attack');
    expect(parse({ ...g, attacks: [first, first] })).toBe(false);
    const base = { id: 'x', name: 'X', toHit: 3, damage: '1d4[fire]', properties: [] };
    expect(attackSchema.safeParse({ ...base, kind: 'melee' }).success).toBe(false);
    expect(attackSchema.safeParse({ ...base, kind: 'ranged', reachFt: 5 }).success).toBe(false);
    expect(attackSchema.safeParse({ ...base, kind: 'thrown', range: { normal: 60, long: 20 } }).success).toBe(false);
    expect(attackSchema.safeParse({ ...base, kind: 'spell', range: { normal: 120 } }).success).toBe(true);
  });

  it('refuses a save rider with neither condition nor damage', () => {
    const g = goblin();
    const a = g.attacks[0];
    if (!a) throw new Error('goblin has no attack');
    a.onHit = [{ kind: 'save', ability: 'con', dc: 11 }];
    expect(parse(g)).toBe(false);
    a.onHit = [{ kind: 'save', ability: 'con', dc: 11, damage: '2d8[poison]', halfOnSuccess: true }];
    expect(parse(g)).toBe(true);
  });
});

describe('dies at 0 HP (5E-ZERO-20/21, 5E:G-34)', () => {
  it('defaults to true for monsters and false for leveled characters', () => {
    expect(diesAtZero(entry('dnd5e-creatures', 'orc').stats)).toBe(true);
    expect(diesAtZero(entry('dnd5e-pcs', 'fighter-3').stats)).toBe(false);
    expect(diesAtZero({ level: undefined, diesAtZero: false })).toBe(false);
  });
});
