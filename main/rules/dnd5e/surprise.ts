import type { CommandOf } from '../../../shared/model/commands.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { RollRecord } from '../../../shared/dice/index.js';
import type { RollContext } from '../core/dice-engine.js';
import { abilityCheck, passivePerception, skillBonus } from './actions.js';

export { passivePerception };
import { hostile } from './attack-rules.js';

/**
 * Who is surprised as combat starts: with no one hiding, nobody (5E-SEQ-06); otherwise each hider's
 * Dexterity (Stealth) against the passive Perception of each creature hostile to it: a creature that
 * notices none of the hiders opposing it is surprised (5E-SEQ-07), decided one by one (5E-SEQ-09).
 */
export function surpriseEvents(state: EncounterState, cmd: Extract<CommandOf<'dnd5e'>, { type: 'determineSurprise' }>, dice: RollContext): Result<EncounterEvent[]> {
  const hiders: Combatant[] = [];
  for (const [i, id] of cmd.hiders.entries()) {
    const c = state.combatants.find((x) => x.id === id);
    if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id }), { path: `command.hiders[${i}]` });
    hiders.push(c);
  }
  const rolls: RollRecord[] = [];
  const steps: Step[] = [];
  const events: EncounterEvent[] = [];
  const stealth = new Map<string, number>();
  for (const h of hiders) {
    const roll = abilityCheck(state, h, skillBonus(h, 'stealth', 'dex'), `stealth.${h.id}`, { msg: 'prompt_stealth', params: { name: h.name } }, dice, events, steps);
    rolls.push(roll);
    stealth.set(h.id, roll.total);
    steps.push({ msg: 'bd_stealth_total', params: { name: h.name, total: roll.total }, rule: { id: '5E-SEQ-07' } });
  }
  const changes: EncounterEvent[] = [];
  for (const c of state.combatants) {
    const against = hiders.filter((h) => hostile(h, c));
    const passive = passivePerception(c);
    // A tie leaves the hider unnoticed (5E:G-03).
    const surprised = against.length > 0 && against.every((h) => passive <= (stealth.get(h.id) ?? 0));
    if (against.length > 0) steps.push({ msg: surprised ? 'bd_surprised' : 'bd_notices', params: { name: c.name, passive }, rule: { id: hiders.length ? '5E-SEQ-07' : '5E-SEQ-06' } });
    if (c.surprised !== surprised) changes.push({ type: 'surprise.set', id: c.id, name: c.name, surprised });
  }
  if (hiders.length === 0) steps.push({ msg: 'bd_no_surprise', params: {}, rule: { id: '5E-SEQ-06' } });
  return ok([...events, { type: 'checks.rolled', name: 'surprise', rolls, steps }, ...changes]);
}
