// Per-combatant equipment overrides: a sheet's own values for the catalogue items it carries.
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runScenario, scenarioData } from '../../../main/scenario/run.js';
import { buildSheet, sheetOfStats } from '../../../shared/systems/akenar/combatant.js';
import { CAST, catalogue, faces, fight, pick, type AkSeat } from '../../helpers/akenar.js';
import { of } from '../../helpers/dnd5e.js';
import { repoRoot } from '../../helpers/fixtures.js';

/** A longsword (1d8, PA 2) with Str 10 on a goblin in chain mail (CA 6, 7 HP). */
const swordsman = { ...CAST.bandit, weapons: [{ id: 'espada-larga' }] };
const duel = (attacker: AkSeat['sheet'], target: AkSeat['sheet'] = CAST.goblin) =>
  fight([
    { id: 'a', sheet: attacker, at: [5, 5], initiative: 20 },
    { id: 't', sheet: target, side: 'enemy', at: [6, 5], initiative: 10 },
  ]);
const swing = { type: 'attack', attacker: 'a', target: 't', attack: 'espada-larga', inputs: { 'def.t': pick('parry'), 'atk.d20': faces(17), 'atk.dmg.0': faces(8) } } as const;

describe('Akenar equipment overrides', () => {
  it('AK-ARM-08: a longsword with PA overridden to 6 goes through chain mail (CA 6 halved) where the catalogue one does not', () => {
    const plain = duel(swordsman);
    plain.ok(swing);
    // PA 2 < CA 6: 8 − 6 = 2 taken.
    expect(plain.c('t').hp.current).toBe(5);
    const sharp = duel({ ...swordsman, overrides: { weapons: { 'espada-larga': { pa: 6 } } } });
    const ev = sharp.ok(swing);
    // PA 6 ≥ CA 6: CA 3, 8 − 3 = 5 taken.
    expect(of(ev, 'attack.resolved')[0]).toMatchObject({ outcome: 'hit', damage: 5 });
    expect(sharp.c('t').hp.current).toBe(2);
    expect(sharp.c('a').sheet.stats.weapons[0]).toMatchObject({ id: 'espada-larga', pa: 6, damage: '1d8' });
  });

  it('AK-ARM-01: an armour override changes the CA the engine takes off, and a damage override the dice rolled', () => {
    const t = duel({ ...swordsman, overrides: { weapons: { 'espada-larga': { damage: '2d6' } } } }, { ...CAST.goblin, overrides: { armour: { 'cota-de-mallas': { ca: 2 } } } });
    const ev = t.ok({ ...swing, inputs: { ...swing.inputs, 'atk.dmg.0': faces(6, 3) } });
    const a = of(ev, 'attack.resolved')[0]!;
    expect(a.rolls.map((r) => r.notation)).toEqual(['1d20+2', '2d6']);
    // PA 2 ≥ CA 2: CA 1, 9 − 1 = 8 (CA 6: 9 − 6 = 3).
    expect(a.damage).toBe(8);
    expect(t.c('t').hp.current).toBe(-1);
  });

  it('a bad override is refused naming the field and the item', () => {
    const refused = (sheet: unknown) => {
      const r = buildSheet(sheet, catalogue);
      return r.ok ? 'built' : `${r.path}: ${r.message}`;
    };
    expect(refused({ ...swordsman, overrides: { weapons: { 'espada-larga': { pa: 31 } } } })).toMatch(/^overrides\.weapons\.espada-larga\.pa: .*30/);
    expect(refused({ ...swordsman, overrides: { weapons: { 'espada-larga': { kind: 'projectile' } } } })).toMatch(/^overrides\.weapons\.espada-larga\.rangeIncrementM: weapon "espada-larga" \(Espada larga\).*range increment/);
    expect(refused({ ...CAST.knight, overrides: { armour: { 'escudo-ligero': { ca: 2 } } } })).toMatch(/^overrides\.armour\.escudo-ligero\.ca: armour "escudo-ligero".*shields have no CA/);
    expect(refused({ ...swordsman, overrides: { weapons: { daga: { pa: 3 } } } })).toMatch(/^overrides\.weapons\.daga: .*weapon "daga", which the sheet does not carry/);
  });

  it('editing a combatant keeps its overrides; removing one takes the catalogue value back', () => {
    const sheet = { ...swordsman, overrides: { weapons: { 'espada-larga': { pa: 6, critMultiplier: 3 } } } };
    const built = buildSheet(sheet, catalogue);
    if (!built.ok) throw new Error(built.message);
    const again = sheetOfStats(built.stats);
    expect(again.overrides).toEqual(sheet.overrides);
    const fewer = buildSheet({ ...again, overrides: { weapons: { 'espada-larga': { critMultiplier: 3 } } } }, catalogue, built.stats);
    expect(fewer.ok && fewer.stats.weapons[0]).toMatchObject({ pa: 2, critMultiplier: 3 });
  });

  describe('in scenario files', () => {
    const data = scenarioData(path.join(repoRoot, 'resources'));
    const scenario = (override: unknown) => ({
      format: 'asalto-scenario', version: 1, name: 'Override', system: 'akenar', dice: 'ask',
      map: { cols: 10, rows: 10, orientation: 'pointy', hexSize: { value: 1, unit: 'm' } },
      combatants: [
        { id: 'a', name: 'A', kind: 'pc', initiative: 20, position: { q: 2, r: 2 }, akenar: { ...swordsman, overrides: { weapons: { 'espada-larga': override } } } },
        { id: 't', name: 'T', kind: 'monster', initiative: 10, position: { q: 3, r: 2 }, akenar: CAST.goblin },
      ],
      commands: [
        { type: 'nextTurn' }, { type: 'nextTurn' }, { type: 'nextTurn' },
        { type: 'attack', attacker: 'a', target: 't', attack: 'espada-larga', inputs: { 'def.t': { choice: 'parry' }, 'atk.d20': { faces: [17] }, 'atk.dmg.0': { faces: [8] } } },
      ],
    });

    it('a scenario with an override runs with the overridden value', () => {
      const r = runScenario(scenario({ pa: 6 }), data);
      if (!r.ok) throw new Error(r.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
      expect(r.state.combatants.find((c) => c.id === 't')?.hp.current).toBe(2);
    });

    it('a bad override is refused at its JSON path', () => {
      const r = runScenario(scenario({ pa: -1 }), data);
      expect(r.ok).toBe(false);
      expect(!r.ok && r.problems[0]).toMatchObject({ code: 'INVALID_SCENARIO', path: '$.combatants[0].akenar.overrides.weapons.espada-larga.pa' });
      const wrong = runScenario(scenario({ reachM: 2, hands: 2, light: true }), data);
      expect(!wrong.ok && `${wrong.problems[0]?.path}: ${wrong.problems[0]?.message}`).toMatch(/^\$\.combatants\[0\]\.akenar\.overrides\.weapons\.espada-larga\.hands: .*Espada larga.*light weapons are one-handed/);
    });
  });
});
