import { describe, expect, it } from 'vitest';
import { ABILITIES, damageParts, type Ability, type Dnd5eLibraryEntry } from '../../../../shared/systems/dnd5e/schema.js';
import { abilityModifier } from '../../../../shared/systems/dnd5e/tables.js';
import { profByLevel } from '../../../helpers/dnd5e-tables.js';
import { library } from './library.js';

// The sample PCs must follow SRD 5.1 character building: standard array, racial increases, class hit
// die and saving throws, proficiency by level, attack bonus = ability modifier + proficiency (5E-ATK-07/10).

const STANDARD_ARRAY = [15, 14, 13, 12, 10, 8];
const RACE_INCREASES: Record<string, Partial<Record<Ability, number>>> = {
  human: { str: 1, dex: 1, con: 1, int: 1, wis: 1, cha: 1 },
  'lightfoot halfling': { dex: 2, cha: 1 },
  'hill dwarf': { con: 2, wis: 1 },
  'high elf': { dex: 2, int: 1 },
};
const CLASSES: Record<string, { hitDie: number; saves: Ability[] }> = {
  fighter: { hitDie: 10, saves: ['str', 'con'] },
  rogue: { hitDie: 8, saves: ['dex', 'int'] },
  cleric: { hitDie: 8, saves: ['wis', 'cha'] },
  wizard: { hitDie: 6, saves: ['int', 'wis'] },
};

const pcs = library('dnd5e-pcs').entries;
const mod = (e: Dnd5eLibraryEntry, a: Ability) => abilityModifier(e.stats.abilities[a]);
function build(e: Dnd5eLibraryEntry): NonNullable<Dnd5eLibraryEntry['build']> {
  if (!e.build) throw new Error(`${e.id} has no build`);
  return e.build;
}
function cls(e: Dnd5eLibraryEntry): { hitDie: number; saves: Ability[] } {
  const c = CLASSES[build(e).class];
  if (!c) throw new Error(`${e.id}: unknown class`);
  return c;
}

describe('sample level-3 PCs (SRD 5.1 rules)', () => {
  it('are a fighter, a rogue, a cleric and a wizard, all level 3 and not dying at 0 HP (5E:G-34)', () => {
    expect(pcs.map((e) => build(e).class).sort()).toEqual(['cleric', 'fighter', 'rogue', 'wizard']);
    for (const e of pcs) {
      expect(e.stats.level).toBe(3);
      expect(e.stats.cr).toBeUndefined();
      expect(e.stats.diesAtZero).toBe(false);
    }
  });

  it('use the standard array plus their SRD racial increases', () => {
    for (const e of pcs) {
      const b = build(e);
      expect(ABILITIES.map((a) => b.baseAbilities[a]).sort((x, y) => y - x), e.id).toEqual(STANDARD_ARRAY);
      const inc = RACE_INCREASES[b.race];
      expect(inc, b.race).toBeDefined();
      for (const a of ABILITIES) expect(e.stats.abilities[a], `${e.id} ${a}`).toBe(b.baseAbilities[a] + (inc?.[a] ?? 0));
    }
  });

  it('have the level-3 proficiency bonus (REF-5E-PROF-LEVEL)', () => {
    for (const e of pcs) expect(e.stats.prof).toBe(profByLevel(3));
  });

  it('have HP = max die + (level − 1) × average die, plus Con each level (and Dwarven Toughness)', () => {
    for (const e of pcs) {
      const { hitDie } = cls(e);
      const perLevel = mod(e, 'con') + (build(e).race === 'hill dwarf' ? 1 : 0);
      expect(e.stats.hpMax, e.id).toBe(hitDie + perLevel + 2 * (hitDie / 2 + 1 + perLevel));
      expect(e.stats.hitDice).toBe(`3d${hitDie}`);
    }
  });

  it('list every saving throw as modifier + proficiency for the class saves', () => {
    for (const e of pcs) {
      const { saves } = cls(e);
      for (const a of ABILITIES) expect(e.stats.saves[a], `${e.id} ${a}`).toBe(mod(e, a) + (saves.includes(a) ? e.stats.prof : 0));
    }
  });

  it('attack with ability modifier + proficiency; finesse uses the better of Str and Dex (5E-ATK-07/08/10)', () => {
    for (const e of pcs) {
      const spellAbility = e.stats.features.find((f) => f.id === 'spellcasting')?.params?.ability;
      for (const a of e.stats.attacks) {
        let ability: number;
        if (a.kind === 'spell') ability = mod(e, spellAbility as Ability);
        else if (a.properties.includes('finesse')) ability = Math.max(mod(e, 'str'), mod(e, 'dex'));
        else if (a.kind === 'ranged') ability = mod(e, 'dex');
        else ability = mod(e, 'str');
        expect(a.toHit, `${e.id} ${a.id}`).toBe(ability + e.stats.prof);
        if (a.kind !== 'spell') {
          const [part] = damageParts(a.damage);
          const flat = Number(/[+-]\d+$/.exec(part?.expr ?? '')?.[0] ?? 0);
          expect(flat, `${e.id} ${a.id} damage modifier (5E-DMG-05)`).toBe(ability);
        }
      }
    }
  });

  it('have passive Perception 10 + Perception and the rogue has Sneak Attack 2d6 and Cunning Action (5E-TURN-05)', () => {
    for (const e of pcs) expect(e.stats.passivePerception).toBe(10 + (e.stats.skills.perception ?? Number.NaN));
    const rogue = pcs.find((e) => e.id === 'rogue-3');
    expect(rogue?.stats.features).toEqual(expect.arrayContaining([{ id: 'sneakAttack', params: { dice: '2d6' } }, { id: 'cunningAction' }]));
    expect(rogue?.stats.size).toBe('small');
  });
});
