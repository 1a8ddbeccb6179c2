import { describe, expect, it } from 'vitest';
import { RQ_CAST, RqTable, rqStats } from '../../helpers/runequest.js';
import { rollContext } from '../../../main/rules/core/dice-engine.js';
import { applyBlow, type Blow } from '../../../main/rules/runequest/damage.js';
import type { Inputs } from '../../../shared/engine/prompt.js';
import type { EncounterEvent } from '../../../shared/model/events.js';

const f = (...faces: number[]) => ({ faces });
const hits = (events: EncounterEvent[]) => events.filter((e) => e.type === 'runequest.hit');
const sword = RQ_CAST.swordsman.weapons[0]!;
const bow = RQ_CAST.archer.weapons[0]!;

/** A blow from the engine's own dice context (as the attack resolver calls it), answers in `inputs`. */
function blow(t: RqTable, b: Partial<Blow> & { target: string }, inputs: Inputs) {
  const dice = rollContext(t.state, inputs, 1);
  const r = applyBlow(t.state, { attacker: null, weapon: null, rule: { id: 'RQ-DMG-01' }, ...b }, dice);
  expect(dice.unused()).toEqual([]);
  return r;
}

describe('applyBlow: a blow landing on a location', () => {
  const duel = () => new RqTable([{ id: 'sw', stats: RQ_CAST.swordsman }, { id: 'br', stats: RQ_CAST.brute }, { id: 'ar', stats: RQ_CAST.archer }], { map: false });

  it('RQ-DMG-01/02/03/05/06 Z-22: weapon dice + the attacker\'s DM, 1D20 on the humanoid table, AP off, the rest off that location', () => {
    const t = duel();
    // Brute: STR 17 + SIZ 16 = 33 → DM +1d4 (G-07). Swordsman's chest (10–12): AP 2, HP 7.
    const r = blow(t, { target: 'sw', attacker: 'br', weapon: RQ_CAST.brute.weapons[0]! }, { dmg: f(3, 4), dm: f(2), 'loc.d20': f(11) });
    expect(r).toMatchObject({ damage: 11, dealt: 9, location: 'chest' });
    expect(hits(r.events)[0]).toMatchObject({ location: 'chest', damage: 11, ap: 2, before: 7, after: -2, tier: 'serious' });
    expect(r.rolls.map((x) => x.key)).toEqual(['dmg', 'dm', 'loc.d20']);
  });

  it('RQ-ATK-05 Z-12: a critical maximises the weapon dice only; the DM and a charge\'s 1D4 roll as usual', () => {
    const t = duel();
    const r = blow(t, { target: 'sw', attacker: 'br', weapon: RQ_CAST.brute.weapons[0]!, roll: 'max', charge: true, extra: [{ notation: '1d4', key: 'charge', msg: 'bd_rq_dmg_charge', rule: { id: 'RQ-ACT-10', gap: 'Z-12' } }], location: 'abdomen' }, { dm: f(1), charge: f(1), 'cas.sw': f(1), 'res.sw': f(1), 'res2.sw': f(1), 'acro.sw': f(1), 'wall.sw': { choice: 'no' } });
    // 2d6+2 at max = 14, +1 charge, +1 DM = 16; abdomen AP 2.
    expect(r).toMatchObject({ damage: 16, dealt: 14, location: 'abdomen' });
  });

  it('RQ-DMG-01 G-07: no DM on a bow unless dmOnMissiles', () => {
    const t = new RqTable([{ id: 'sw', stats: RQ_CAST.swordsman }, { id: 'br', stats: rqStats({ ...RQ_CAST.brute, weapons: [bow], ready: { right: 'bow', left: 'bow' } }) }], { map: false });
    expect(blow(t, { target: 'sw', attacker: 'br', weapon: bow, location: 'head' }, { dmg: f(5) }).damage).toBe(5);
    const t2 = new RqTable([{ id: 'sw', stats: RQ_CAST.swordsman }, { id: 'br', stats: rqStats({ ...RQ_CAST.brute, weapons: [bow], ready: { right: 'bow', left: 'bow' } }) }], { map: false, settings: { dmOnMissiles: true } });
    expect(blow(t2, { target: 'sw', attacker: 'br', weapon: bow, location: 'head' }, { dmg: f(5), dm: f(3) }).damage).toBe(8);
  });

  it('RQ-DMG-04 RQ-KNOCK-02 Z-13: a parry\'s AP counts before knockback, armour does not', () => {
    const t = duel();
    // 2d6+2 = 14 + DM 4 = 18 against SIZ 13: knockback; parried by 4 → 14, still over 13 → 1 m; AP 2 after.
    const r = blow(t, { target: 'sw', attacker: 'br', weapon: RQ_CAST.brute.weapons[0]!, parry: 4, location: 'chest' }, { dmg: f(6, 6), dm: f(4), 'cas.sw': f(1), 'res.sw': f(1), 'acro.sw': f(30), 'wall.sw': { choice: 'no' } });
    expect(r).toMatchObject({ damage: 14, dealt: 12 });
    expect(r.steps.find((s) => s.msg === 'bd_rq_kb_distance')?.params).toMatchObject({ damage: 14, siz: 13, metres: 1 });
  });

  it('RQ-DMG-01: damage already rolled by the attack (after its Reaction) lands as given, with the weapon for impaling', () => {
    const t = duel();
    const r = blow(t, { target: 'sw', attacker: 'br', weapon: RQ_CAST.brute.weapons[0]!, amount: 6, location: 'left-leg' }, {});
    expect(r).toMatchObject({ damage: 6, dealt: 4, location: 'left-leg', rolls: [] });
  });

  it('RQ-PREC-09/10: a chosen location, armour ignored', () => {
    const t = duel();
    const r = blow(t, { target: 'sw', attacker: 'ar', weapon: sword, location: 'head', ignoreArmour: true }, { dmg: f(4) });
    expect(hits(r.events)[0]).toMatchObject({ location: 'head', ap: 0, before: 5, after: 1 });
  });

  it('RQ-MOUNT-10/11 Z-21: re-rolled location kinds roll again until another comes up', () => {
    const t = duel();
    const r = blow(t, { target: 'sw', amount: 3, reroll: ['leg', 'head'] }, { 'loc.d20': f(2), 'loc.d20.2': f(20), 'loc.d20.3': f(8) });
    expect(r.location).toBe('abdomen');
  });
});
