import type { RulesSystem } from '../core/system.js';
import { isPf } from './sheet.js';
import { statusAtTurnStart } from './economy.js';
import { pf1Scenario } from './scenario.js';
import { attackHoldingEvents } from './spells.js';
import { pf1ManeuverEvents } from './maneuver.js';
import { pf1MoveEvents } from './move.js';
import { pf1ActionEvents } from './actions.js';
import { pf1Consequences, pf1DamageEvents, pf1HealEvents, pf1SaveEvents, pf1TimePasses, pf1TurnEnd, pf1TurnLimit, pf1TurnStart } from './health.js';
import { pf1Host } from './host.js';


/**
 * Pathfinder 1e (seed 003), automated on 5 ft hexes (ADR 0006): the plugin the core hands Pathfinder
 * commands to. Combatants without a Pathfinder stat block are tracked by hand, as in any tracker.
 */
export const pf1: RulesSystem<'pf1'> = {
  id: 'pf1',
  level: 'automated',
  units: { length: 'ft', perHex: 5 },
  scenario: pf1Scenario,
  foldEvent(draft, event) {
    if (event.type !== 'pf1.changed') return;
    const c = draft.combatants.find((x) => x.id === event.id);
    if (c?.sheet?.system === 'pf1') c.sheet.status = structuredClone(event.status);
  },
  /** The turn's budget renews, with its limit (PF-ECON-18, G-06, G-15). */
  foldTurnStart(c) {
    if (isPf(c)) c.sheet.status = statusAtTurnStart(c.sheet.status, pf1TurnLimit(c));
  },
  resolvers: {
    attack: attackHoldingEvents,
    moveCombatant: pf1MoveEvents,
    pf1Action: pf1ActionEvents,
    pf1Maneuver: pf1ManeuverEvents,
    damage: pf1DamageEvents,
    savingThrow: pf1SaveEvents,
    timePasses: pf1TimePasses,
  },
  consequences: pf1Consequences,
  turnStart: pf1TurnStart,
  turnEnd: pf1TurnEnd,
  heal: pf1HealEvents,
  host: pf1Host,
};
