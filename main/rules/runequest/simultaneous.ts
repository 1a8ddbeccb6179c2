/**
 * Simultaneous actions (RQ-ROUND-10): combatants on the same Strike Rank with the same DEX act at the
 * same moment. The engine resolves their actions one after the other, so one taken down by such a
 * partner before its own action in that pass still takes it (`stillActs`, read by `rqActsIn` and
 * `caProblem`); a partner dropped after acting, or by anyone else, does not.
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { casLeft } from '../../../shared/systems/runequest/schema.js';
import { changed, isRq } from './sheet.js';

export function simultaneousConsequences(before: EncounterState, events: readonly EncounterEvent[], after: () => EncounterState): EncounterEvent[] {
  const pass = before.pass;
  const actor = before.combatants.find((c) => c.id === before.activeId);
  if (before.round < 1 || pass === undefined || !actor || actor.initiative === null) return [];
  if (!events.some((e) => e.type === 'life.changed' && e.id !== actor.id)) return [];
  const out: EncounterEvent[] = [];
  for (const was of before.combatants) {
    if (was.id === actor.id || was.life !== 'ok' || was.initiative !== actor.initiative || was.tiebreak !== actor.tiebreak) continue;
    const now = after().combatants.find((c) => c.id === was.id);
    if (!isRq(now) || now.life === 'ok') continue;
    const s = now.sheet.status;
    if (s.actedPass >= pass || casLeft(s) === 0) continue;
    out.push(changed(now, { ...s, stillActs: { round: s.round, pass } }, 'bd_rq_simultaneous_still_acts', { id: 'RQ-ROUND-10' }, { params: { by: actor.name, pass } }));
  }
  return out;
}
