import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AKENAR_DEMO_CAST, buildAkenarDemo } from '../../../main/rules/akenar/demo.js';
import { defenceValues as defences } from '../../helpers/akenar.js';
import { encounterStateSchema, type Combatant } from '../../../shared/model/encounter.js';
import { equipmentCatalogueSchema } from '../../../shared/systems/akenar/equipment.js';
import { deriveAkenar } from '../../../shared/systems/akenar/schema.js';
import { akenarRecord, type AkenarRecordSheet } from '../../../shared/systems/akenar/sheet.js';
import { hexDistance } from '../../../shared/hex/hex.js';
import { onMap } from '../../../shared/model/map.js';
import { repoRoot } from '../../helpers/fixtures.js';

const catalogue = equipmentCatalogueSchema.parse(JSON.parse(fs.readFileSync(path.join(repoRoot, 'resources', 'akenar', 'equipment.json'), 'utf8')));
const built = buildAkenarDemo('akenar-demo', 7, catalogue);
if (!built.ok) throw new Error(built.error.message);
const state = built.value;
const who = (id: string) => state.combatants.find((c) => c.id === id) as Combatant & { sheet: AkenarRecordSheet };
const defenceOf = (c: Combatant & { sheet: AkenarRecordSheet }) => {
  const d = deriveAkenar(c.sheet.stats, c.sheet.status);
  const s = c.sheet.stats;
  return defences({ sizeMod: d.sizeMod, dexMod: d.dexMod, strMod: d.strMod, dodgeBonus: s.dodgeBonus, parryBonus: s.parryBonus, shield: d.shieldParry, ...(d.maxDex !== undefined ? { maxDex: d.maxDex } : {}) });
};
const distance = (a: string, b: string) => hexDistance(who(a).position!, who(b).position!);

describe('Akenar demo encounter', () => {
  it('parses as an encounter of system akenar on a 1 m hex map, everyone placed on it', () => {
    expect(encounterStateSchema.parse(JSON.parse(JSON.stringify(state)))).toEqual(state);
    expect(state.system).toBe('akenar');
    expect(state.map).toMatchObject({ orientation: 'pointy', hexSize: { value: 1, unit: 'm' } });
    for (const c of state.combatants) {
      expect(c.position, c.name).not.toBeNull();
      expect(onMap(state.map!, c.position!.q, c.position!.r), c.name).toBe(true);
      expect(akenarRecord(c), c.name).not.toBeNull();
      expect(c.hp.current).toBe(akenarRecord(c)!.stats.hpMax);
    }
    const cells = new Set(state.combatants.map((c) => `${c.position!.q},${c.position!.r}`));
    expect(cells.size).toBe(state.combatants.length);
    const blocked = new Set(state.map!.terrain.filter((t) => t[2] === 'impassable').map(([q, r]) => `${q},${r}`));
    for (const c of cells) expect(blocked.has(c)).toBe(false);
  });

  it('has the cast of the worked examples, on the right sides', () => {
    expect(state.combatants.map((c) => [c.id, c.side])).toEqual([['feliot', 'party'], ['caballero', 'party'], ['trasgo', 'enemy'], ['orco', 'enemy'], ['arquero', 'enemy']]);
    expect(state.combatants.map((c) => c.name)).toEqual(AKENAR_DEMO_CAST.map((c) => c.name));
    expect(who('caballero').sheet.stats.weapons.map((w) => w.id)).toEqual(['espada-larga']);
    expect(who('orco').sheet.status.fullRules).toBe(true); // a named NPC: full dying rules (AK-HP-09)
    expect(who('trasgo').sheet.status.fullRules).toBe(false);
    expect(who('orco').sheet.stats.weapons[0]).toMatchObject({ id: 'pico-de-cuervo', pa: 7 });
    expect(who('arquero').sheet.stats.weapons[0]).toMatchObject({ id: 'arco-largo', kind: 'projectile', rangeIncrementM: 20 });
  });

  it('EX-11, EX-14: Feliot wears CA 7 (chain mail + helmet), has Con 12 and a subtle weapon', () => {
    const f = who('feliot');
    expect(deriveAkenar(f.sheet.stats).ca).toBe(7);
    expect(f.sheet.stats.abilities.con).toBe(12);
    expect(f.sheet.stats.weapons.some((w) => w.subtle)).toBe(true);
    expect(f.kind).toBe('pc');
  });

  it('EX-15: the goblin in chain mail is Small, CA 6, Parada 15', () => {
    const g = who('trasgo');
    expect(g.size).toBe('small');
    expect(deriveAkenar(g.sheet.stats).ca).toBe(6);
    expect(defenceOf(g).parry).toBe(15);
  });

  it('Feliot stands beside the goblin; the archer shoots the knight, in melee with the orc, inside one increment', () => {
    expect(distance('feliot', 'trasgo')).toBe(1);
    expect(distance('caballero', 'orco')).toBe(1);
    const range = distance('arquero', 'caballero');
    expect(range).toBeGreaterThan(1);
    expect(range).toBeLessThanOrEqual(20);
  });

  it('combatant fields follow the stat blocks: initiative bonus = Dex mod + bonus, reach 1', () => {
    expect(who('feliot').initiativeBonus).toBe(3);
    expect(who('trasgo').reach).toEqual({ min: 1, max: 1 });
  });

  it('names the cast member and the sheet path when the catalogue lacks an item', () => {
    const r = buildAkenarDemo('x', 1, { ...catalogue, armour: catalogue.armour.filter((a) => a.id !== 'casco') });
    expect(r).toMatchObject({ ok: false, error: { path: 'armour.helmet' } });
    expect(!r.ok && r.error.message).toContain('Feliot');
  });
});
