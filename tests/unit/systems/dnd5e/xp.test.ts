import { dnd5eSheet } from '../../../../shared/systems/dnd5e/sheet.js';
import { describe, expect, it } from 'vitest';
import { encounterXp } from '../../../../shared/systems/dnd5e/xp.js';
import { srd } from '../../../helpers/dnd5e.js';

describe('encounter XP by challenge rating (SRD 5.1)', () => {
  it('adds the XP of enemy monsters, counting the defeated as earned', () => {
    const goblin = srd('goblin'); // CR 1/4: 50 XP
    const ogre = srd('ogre'); // CR 2: 450 XP
    const xp = encounterXp([
      { kind: 'monster', side: 'enemy', life: 'dead', sheet: dnd5eSheet(goblin )},
      { kind: 'monster', side: 'enemy', life: 'ok', sheet: dnd5eSheet(goblin )},
      { kind: 'monster', side: 'enemy', life: 'ok', sheet: dnd5eSheet(ogre )},
      { kind: 'pc', side: 'party', life: 'ok', sheet: dnd5eSheet(srd('fighter-3') )},
      { kind: 'monster', side: 'party', life: 'ok', sheet: dnd5eSheet(ogre )},
    ]);
    expect(xp).toEqual({ total: 550, earned: 50 });
  });
});
