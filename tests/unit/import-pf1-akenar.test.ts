import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importFiles } from '../../main/import/import.js';
import { setAkenarCatalogueFile } from '../../main/import/pf1-akenar.js';
import { akenarRecordSchema, akenarStatsSchema, FRESH_STATUS, type AkenarStats } from '../../shared/systems/akenar/schema.js';

const FIX = '../shared/fixtures/monsters';
const toAkenar = (file: string, text = readFileSync(`${FIX}/${file}`, 'utf8')) => {
  const { records } = importFiles([{ name: file, text }], { entries: [] }, { target: 'akenar' });
  expect(records).toHaveLength(1);
  const r = records[0]!;
  expect(r.entry?.system).toBe('akenar');
  const s = r.entry!.stats as AkenarStats;
  expect(akenarStatsSchema.safeParse(s).success).toBe(true);
  // What the library's fill gives the combatant: a sheet the engine accepts.
  expect(akenarRecordSchema.safeParse({ stats: s, status: FRESH_STATUS }).success).toBe(true);
  return { r, s, notes: r.notes.map((n) => `${n.path} ${n.ref.msg}`), params: (msg: string) => r.notes.filter((n) => n.ref.msg === msg).map((n) => n.ref.params) };
};
const weapons = (s: AkenarStats) => s.weapons.map((w) => `${w.id} ${w.kind} ${w.damage} ${w.critRange.min}×${w.critMultiplier} PA${w.pa}`);
const core = (s: AkenarStats) => ({ hp: s.hpMax, bab: s.baseAttack, saves: [s.fortitude, s.reflex, s.will], abilities: s.abilities, size: s.size, innateCa: s.innateCa, body: s.armour.body?.id ?? null, ca: s.armour.body?.ca ?? 0, shield: s.armour.shield?.id ?? null, initiative: s.initiative });

describe('Pathfinder 1e → Akenar', () => {
  it('goblin (PSRD): leather armour and light shield named in its treasure, the catalogue’s short sword and shortbow', () => {
    const { r, s, params } = toAkenar('pf1e-psrd-data/goblin.json');
    expect(core(s)).toEqual({ hp: 6, bab: 1, saves: [3, 2, -1], abilities: { str: 11, dex: 15, con: 12, int: 10, wis: 9, cha: 6 }, size: 'small', innateCa: 0, body: 'justillo-de-cuero', ca: 3, shield: 'escudo-ligero', initiative: 4 });
    expect(weapons(s)).toEqual(['espada-corta melee 1d6 19×2 PA1', 'arco-corto projectile 1d6 20×3 PA3']);
    expect(params('imp_ak_defences')).toEqual([{ esquiva: 13, parada: 12 }]);
    expect(params('imp_ak_armour_named')).toEqual([{ name: 'Justillo de cuero', ca: 3, parry: 0 }, { name: 'Escudo ligero', ca: 0, parry: 1 }]);
    expect(params('imp_ak_speed')).toEqual([{ ft: 30, m: 9 }]);
    expect(r.entry!.id).toBe('psrd-akenar-pfsrd-bestiary-monsters-goblin');
    expect(r.entry!.notes).toContain('Speed: 30 ft. (9 m)');
  });

  it('human skeleton (PSRD): chain shirt from its gear, natural armour as innate CA, claws as natural weapons, immune to crits', () => {
    const { s, notes } = toAkenar('pf1e-psrd-data/human_skeleton.json');
    expect(core(s)).toMatchObject({ hp: 4, bab: 0, saves: [0, 2, 2], innateCa: 2, body: 'camisote-de-mallas', ca: 5, shield: null });
    expect(s.critImmune).toBe(true);
    expect(s.natural).toBe(true);
    expect(weapons(s)).toEqual(['cimitarra melee 1d6 18×2 PA1', 'claw melee 1d4 20×2 PA0', 'claws-1 melee 1d4 20×2 PA0', 'claws-2 melee 1d4 20×2 PA0']);
    expect(notes).toEqual(expect.arrayContaining(['$.ac.natural imp_ak_innate', '$ imp_ak_crit_immune', '$.attacks[1] imp_ak_weapon_natural', '$.attacks imp_ak_attack_bonus_dropped']));
  });

  it('ogre (PSRD): hide armour, CA 4 plus innate 5, Large, greatclub and javelin from the catalogue', () => {
    const { s, params } = toAkenar('pf1e-psrd-data/ogre.json');
    expect(core(s)).toMatchObject({ hp: 30, bab: 3, saves: [6, 0, 3], size: 'large', innateCa: 5, body: 'armadura-de-pieles', ca: 4 });
    expect(weapons(s)).toEqual(['gran-clava melee 1d10 20×2 PA3', 'venablo thrown 1d6 20×2 PA2']);
    expect(params('imp_ak_defences')).toEqual([{ esquiva: 8, parada: 14 }]);
  });

  it('orc and kobold (PSRD): studded leather and leather by name', () => {
    expect(core(toAkenar('pf1e-psrd-data/orc.json').s)).toMatchObject({ hp: 6, bab: 1, saves: [3, 0, -1], body: 'cuero-tachonado', ca: 4 });
    const k = toAkenar('pf1e-psrd-data/kobold.json').s;
    expect(core(k)).toMatchObject({ hp: 5, bab: 1, saves: [2, 1, -1], body: 'justillo-de-cuero', innateCa: 1 });
    expect(weapons(k)).toEqual(['lanza melee 1d8 20×3 PA3', 'honda projectile 1d4 20×2 PA1']);
  });

  it('wolf (Foundry pf1): no armour, a bite as a natural weapon', () => {
    const { s, params } = toAkenar('pf1e-foundry-pf1/wolf.json');
    expect(core(s)).toMatchObject({ hp: 13, bab: 1, saves: [5, 5, 1], body: null, shield: null, innateCa: 2 });
    expect(weapons(s)).toEqual(['bite melee 1d6 20×2 PA0']);
    expect(params('imp_ak_weapon_natural')).toEqual([{ name: 'Bite', damage: '1d6' }]);
  });

  it('goblin (Foundry pf1): unnamed armour +3 mapped by its Pathfinder bonus, and said so', () => {
    const { s, params } = toAkenar('pf1e-foundry-pf1/goblin.json');
    expect(core(s)).toMatchObject({ body: 'cuero-tachonado', ca: 4, shield: null });
    expect(params('imp_ak_armour_by_bonus')).toEqual([{ bonus: 3, name: 'Armadura de cuero tachonado', ca: 4, parry: 0 }]);
  });

  it('without the catalogue the creature is refused, naming the file', () => {
    setAkenarCatalogueFile('/nonexistent/equipment.json');
    try {
      const { records } = importFiles([{ name: 'w.json', text: readFileSync(`${FIX}/pf1e-psrd-data/wolf.json`, 'utf8') }], { entries: [] }, { target: 'akenar' });
      expect(records[0]!.status).toBe('refused');
      expect(records[0]!.notes.at(-1)!.ref).toEqual({ msg: 'imp_ak_no_catalogue', params: { file: '/nonexistent/equipment.json' } });
    } finally {
      setAkenarCatalogueFile(`${process.cwd()}/resources/akenar/equipment.json`);
    }
  });
});
