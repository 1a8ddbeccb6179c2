/**
 * The end of a round for the wounded (RQ-WOUND-06/09/12, RQ-WOUND-10/13, G-11): a location still below
 * 1 HP and not given First Aid repeats its tests — a Serious Wound to the abdomen, chest or head
 * Resilience or unconscious; a Major one to a limb the same; a Major one to a vital location
 * Resilience or die, then Resilience or unconscious — and a bleeding location counts a round down,
 * death at 0 (the round of the wound counts as the first). Keys `end.<id>.<location>.res`/`.res2`.
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RollContext } from '../core/dice-engine.js';
import { derived, isRq } from './sheet.js';
import { resilienceCheck } from './wounds.js';
import { Track } from './wound-track.js';

const VITAL = new Set(['abdomen', 'chest', 'head']);

export function rqRoundEnd(state: EncounterState, _round: number, dice: RollContext): EncounterEvent[] {
  const events: EncounterEvent[] = [];
  for (const c of state.combatants) {
    if (!isRq(c) || c.life === 'dead') continue;
    const track = new Track(state, c);
    for (const loc of derived(state, c).locations) {
      const l = track.status.locations[loc.id];
      if (!l || l.hp >= 1 || l.firstAid || (l.tier !== 'serious' && l.tier !== 'major') || track.life === 'dead') continue;
      const vital = VITAL.has(loc.kind);
      const key = `end.${c.id}.${loc.id}`;
      if (l.tier === 'serious' && vital && track.life === 'ok') resilienceCheck(track, `${key}.res`, 'RQ-WOUND-06', 'unconscious', dice, loc.id);
      else if (l.tier === 'major' && !vital && track.life === 'ok') resilienceCheck(track, `${key}.res`, 'RQ-WOUND-09', 'unconscious', dice, loc.id);
      else if (l.tier === 'major' && vital) {
        const alive = resilienceCheck(track, `${key}.res`, 'RQ-WOUND-12', 'dead', dice, loc.id);
        if (alive && track.life === 'ok') resilienceCheck(track, `${key}.res2`, 'RQ-WOUND-12', 'unconscious', dice, loc.id);
      }
      const cur = track.status.locations[loc.id]!;
      if (cur.bleed !== null && (track.life as string) !== 'dead') {
        const bleed = Math.max(0, cur.bleed - 1);
        const rule = { id: vital ? 'RQ-WOUND-13' : 'RQ-WOUND-10' };
        track.set({ ...track.status, locations: { ...track.status.locations, [loc.id]: { ...cur, bleed } } }, bleed ? 'bd_rq_bleed_round' : 'bd_rq_bleed_dead', rule, { params: { location: loc.id, rounds: bleed } });
        if (bleed === 0) track.setLife('dead', 'bd_rq_life_bled_out', rule);
      }
    }
    events.push(...track.events);
  }
  return events;
}
