import type { RulesSystem } from '../core/system.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import { rqScenario } from './scenario.js';
import { simultaneousConsequences } from './simultaneous.js';
import { strikeRankDice } from './strike-rank.js';
import { rqFatigue, rqRoundStart, rqTurnEnd } from './round.js';
import { resolveRqAction } from './actions.js';
import { resolveRqGrapple } from './grapple.js';
import { rqMoveEvents } from './move.js';
import { rqHost } from './host.js';
import { rqAttackWithFreeAttacks } from './free-attacks.js';
import { rqDamageResolver } from './wound-damage.js';
import { rqHeroResolver } from './hero.js';
import { rqHealEvents } from './health.js';
import { rqRoundEnd } from './wound-round.js';

/** The core HP bar of a RuneQuest combatant: the sum of its locations' HP (the rules read the locations). */
function mirrorHp(draft: EncounterState, id: string): void {
  const c = draft.combatants.find((x) => x.id === id);
  if (c?.sheet?.system !== 'runequest') return;
  c.hp.current = Object.values(c.sheet.status.locations).reduce((s, l) => s + l.hp, 0);
}

/**
 * Mongoose RuneQuest (seed 004), automated on 1 m hexes (ADR 0015): the plugin the core hands
 * RuneQuest commands to. The round runs in passes (`runequestShared.passes`, the core's turn model);
 * combatants without a RuneQuest sheet are tracked by hand, one turn a round.
 */
export const runequest: RulesSystem<'runequest'> = {
  id: 'runequest',
  level: 'automated',
  units: { length: 'm', perHex: 1 },
  scenario: rqScenario,
  foldEvent(draft, event) {
    if (event.type === 'runequest.changed') {
      const c = draft.combatants.find((x) => x.id === event.id);
      if (c?.sheet?.system === 'runequest') c.sheet.status = structuredClone(event.status);
      mirrorHp(draft, event.id);
    } else if (event.type === 'runequest.hit') {
      const c = draft.combatants.find((x) => x.id === event.id);
      const loc = c?.sheet?.system === 'runequest' ? c.sheet.status.locations[event.location] : undefined;
      if (loc) {
        loc.hp = event.after;
        loc.tier = event.tier;
      }
      mirrorHp(draft, event.id);
    }
  },
  resolvers: {
    rqAction: resolveRqAction,
    rqGrapple: resolveRqGrapple,
    moveCombatant: rqMoveEvents,
    attack: rqAttackWithFreeAttacks,
    damage: rqDamageResolver,
    rqHero: rqHeroResolver,
  },
  heal: rqHealEvents,
  consequences: simultaneousConsequences,
  roundStart: rqRoundStart,
  /** *Tirar iniciativa* rolls Strike Ranks (each round's start rolls them again, RQ-ROUND-02). */
  initiativeRoll: strikeRankDice,
  turnEnd: rqTurnEnd,
  // The wounds' end-of-round tests (rq-damage), then fatigue (rq-round).
  roundEnd: (state, round, dice) => [...rqRoundEnd(state, round, dice), ...rqFatigue(state, round, dice)],
  host: rqHost,
};
