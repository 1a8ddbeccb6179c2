import type { EncounterState, SystemId } from '../../shared/model/encounter.js';
import { fail, ok } from '../../shared/contract/result.js';
import { damageEvents } from './dnd5e/life.js';
import { dnd5e } from './dnd5e/index.js';
import { akenar } from './akenar/index.js';
import { plainMoveEvents } from './core/map-commands.js';
import type { RulesSystem } from './core/system.js';

/**
 * A system whose rules are not automated yet: HP, conditions, turns and the map by hand (ADR 0006:
 * `level: 'manual'`). Damage and moves work as in any tracker; system actions are refused.
 */
function manual(id: SystemId, units: RulesSystem['units']): RulesSystem {
  return {
    id,
    level: 'manual',
    units,
    resolvers: {
      damage: (state, cmd) => {
        const c = state.combatants.find((x) => x.id === cmd.id);
        return c ? ok(damageEvents(c, cmd.amount)) : fail('NOT_FOUND', `no combatant with id "${cmd.id}"`, { path: 'command.id' });
      },
      moveCombatant: (state, cmd) => plainMoveEvents(state, cmd),
    },
    consequences: () => [],
  };
}

/**
 * Every system, by id. A generic encounter is played by hand but its combatants may carry 5e stat
 * blocks (the SRD library, older files), so it resolves them with the 5e plugin.
 */
export const SYSTEMS_REGISTRY: Readonly<Record<SystemId, RulesSystem>> = {
  dnd5e,
  generic: { ...dnd5e, id: 'generic', level: 'manual' },
  akenar,
  pf1: manual('pf1', { length: 'ft', perHex: 5 }),
  runequest: manual('runequest', { length: 'm', perHex: 1 }),
};

export function systemOf(state: Pick<EncounterState, 'system'>): RulesSystem {
  return SYSTEMS_REGISTRY[state.system];
}
