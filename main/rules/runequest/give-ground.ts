/**
 * Give Ground (RQ-REACT-12/13, Z-07: the GM's ruling, never automatic): the defender moves its
 * Movement straight away from the attacker, hex by hex while the way is clear; blocked, it stops
 * where it got to. Neither it nor the attacker's follow-up (a `free` move) costs a CA or a Reaction.
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, ref, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { indexMap, planMove } from '../../../shared/battlefield/spatial.js';
import { HEX_DIRECTIONS, hexDistance, hexNeighbors, neighborDirection, type Hex } from '../../../shared/hex/index.js';
import { fold } from '../core/fold.js';
import { changed, type RqCombatant } from './sheet.js';
import { movementOf } from './move.js';

/** The hexes a step away from `from` can take from `at`: straight on first, then the others that open the distance. */
function awaySteps(at: Hex, from: Hex, dir: number): Hex[] {
  const straight = dir >= 0 ? [{ q: at.q + HEX_DIRECTIONS[dir as 0].q, r: at.r + HEX_DIRECTIONS[dir as 0].r } as Hex] : [];
  const others = hexNeighbors(at).filter((h) => hexDistance(h, from) > hexDistance(at, from)).sort((a, b) => hexDistance(b, from) - hexDistance(a, from));
  return [...straight, ...others];
}

export function giveGround(state: EncounterState, c: RqCombatant, attackerId: string | undefined): Result<EncounterEvent[]> {
  const attacker = state.combatants.find((x) => x.id === attackerId);
  if (!attacker?.position) return failRef('INVALID_COMMAND', ref('err_rq_give_ground_attacker', { name: c.name }), { path: 'command.target' });
  if (!c.position) return failRef('INVALID_COMMAND', ref('err_rq_give_ground_off_map', { name: c.name }), { path: 'command.id' });
  const metres = movementOf(state, c).metres;
  const index = indexMap(state);
  const path: Hex[] = [{ ...c.position } as Hex];
  let now = state;
  const dir = neighborDirection(attacker.position, c.position);
  for (let i = 0; i < metres; i++) {
    const at = path[path.length - 1]!;
    const next = awaySteps(at, attacker.position as Hex, dir).find((h) => {
      const plan = planMove(now, index, c.id, h, false, { budget: 1 + (now.combatants.find((x) => x.id === c.id)?.moved ?? 0) });
      return plan.ok && plan.path.length === 2;
    });
    if (!next) break;
    path.push(next);
    now = fold(now, [{ type: 'combatant.moved', id: c.id, name: c.name, path: [at, next], cost: 1, override: false }]);
  }
  const moved = path.length - 1;
  const events: EncounterEvent[] = [changed(c, c.sheet.status, moved < metres ? 'bd_rq_give_ground_blocked' : 'bd_rq_give_ground', { id: moved < metres ? 'RQ-REACT-13' : 'RQ-REACT-12', gap: 'Z-07' }, { params: { metres: moved, attacker: attacker.name } })];
  if (moved > 0) events.push({ type: 'combatant.moved', id: c.id, name: c.name, path: path.map((h) => ({ q: h.q, r: h.r })), cost: 0, override: false });
  return ok(events);
}
