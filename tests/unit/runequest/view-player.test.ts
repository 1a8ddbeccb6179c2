import { describe, expect, it } from 'vitest';
import { projectForPlayer } from '../../../main/service/player-projection.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import { RQ_CAST, RqTable } from '../../helpers/runequest.js';
import { gmOnlyLeaks } from '../../helpers/leaks.js';

/** The swordsman (a PC) with a Serious wound to the left arm and a Minor one to the head; the brute a monster. */
function wounded(pcHp: 'none' | 'descriptor' | 'exact', monsterHp: 'none' | 'descriptor' | 'exact'): EncounterState {
  const t = new RqTable([{ id: 'sword', stats: RQ_CAST.swordsman }, { id: 'brute', stats: RQ_CAST.brute, side: 'enemy' }], { map: false });
  const state = structuredClone(t.state);
  state.visibility = { ...state.visibility, pcHp, monsterHp };
  const c = state.combatants.find((x) => x.id === 'sword')!;
  const status = (c.sheet as unknown as { status: { locations: Record<string, { hp: number; tier: string; useless: boolean }> } }).status;
  status.locations['left-arm'] = { ...status.locations['left-arm']!, hp: -2, tier: 'serious', useless: true };
  status.locations.head = { ...status.locations.head!, hp: 2, tier: 'minor' };
  return state;
}

describe('RuneQuest on the player display: wounds per location as the GM allows', () => {
  it('exact: every location with its tier, useless limb and HP current/starting; never its armour', () => {
    const p = projectForPlayer(wounded('exact', 'none')).encounter!;
    const parts = p.combatants.find((c) => c.id === 'sword')!.parts!;
    expect(parts.map((x) => x.id)).toEqual(['right-leg', 'left-leg', 'abdomen', 'chest', 'right-arm', 'left-arm', 'head']);
    expect(parts.find((x) => x.id === 'left-arm')).toEqual({ id: 'left-arm', tier: 'serious', useless: true, hp: { current: -2, max: 4 } });
    expect(parts.find((x) => x.id === 'head')).toEqual({ id: 'head', tier: 'minor', useless: false, hp: { current: 2, max: 5 } });
    expect(JSON.stringify(parts)).not.toMatch(/"ap"/);
  });

  it('descriptor: wound tiers only, no HP', () => {
    const parts = projectForPlayer(wounded('descriptor', 'none')).encounter!.combatants.find((c) => c.id === 'sword')!.parts!;
    expect(parts.find((x) => x.id === 'left-arm')).toEqual({ id: 'left-arm', tier: 'serious', useless: true });
    expect(parts.every((x) => x.hp === undefined)).toBe(true);
  });

  it('none: no parts at all, and the monster follows its own setting', () => {
    const p = projectForPlayer(wounded('none', 'descriptor')).encounter!;
    expect(p.combatants.find((c) => c.id === 'sword')!.parts).toBeUndefined();
    expect(p.combatants.find((c) => c.id === 'brute')!.parts?.map((x) => x.tier)).toEqual(Array(7).fill('none'));
  });

  it('a hidden RuneQuest combatant leaks nothing through its parts', () => {
    const state = wounded('exact', 'exact');
    state.combatants.find((c) => c.id === 'brute')!.hidden = true;
    const p = projectForPlayer(state);
    expect(p.encounter!.combatants.map((c) => c.id)).toEqual(['sword']);
    expect(gmOnlyLeaks(p, { ids: ['brute'], names: [], secrets: ['great-axe', 'Gran hacha'] })).toEqual([]);
  });
});
