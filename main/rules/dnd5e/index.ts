import { fail, ok } from '../../../shared/contract/result.js';
import { indexMap } from '../../../shared/battlefield/spatial.js';
import type { RulesSystem } from '../core/system.js';
import { attackEvents } from './attack.js';
import { moveEvents } from './move.js';
import { takeActionEvents } from './actions.js';
import { contestEvents } from './contest.js';
import { damageCommandEvents, tempHpEvents, timePassesEvents } from './hp-commands.js';
import { areaEffectEvents, savingThrow } from './saves.js';
import { surpriseEvents } from './surprise.js';
import { dnd5eConsequences } from './consequences.js';
import { deathSaveEvents, healEvents, mustSaveAgainstDeath } from './life.js';

/** D&D 5e (seed 002), automated: the plugin the core hands 5e commands to (ADR 0006). */
export const dnd5e: RulesSystem = {
  id: 'dnd5e',
  level: 'automated',
  units: { length: 'ft', perHex: 5 },
  resolvers: {
    attack: attackEvents,
    moveCombatant: moveEvents,
    takeAction: takeActionEvents,
    contest: contestEvents,
    grantTempHp: tempHpEvents,
    damage: damageCommandEvents,
    areaEffect: areaEffectEvents,
    timePasses: timePassesEvents,
    determineSurprise: surpriseEvents,
    savingThrow: (state, cmd, dice) => {
      const c = state.combatants.find((x) => x.id === cmd.id);
      if (!c) return fail('NOT_FOUND', `no combatant with id "${cmd.id}"`, { path: 'command.id' });
      const s = savingThrow(c, cmd.ability, cmd.dc, dice, `save.${c.id}`, indexMap(state)?.squeezed.has(c.id) ?? false);
      return ok([{ type: 'save.rolled', id: c.id, name: c.name, ability: cmd.ability, dc: cmd.dc, success: s.success, roll: s.roll, steps: s.steps }]);
    },
  },
  consequences: dnd5eConsequences,
  /** A creature starting its turn unconscious at 0 HP rolls a death save (5E-ZERO-05). */
  turnStart(_state, c, dice) {
    if (!mustSaveAgainstDeath(c)) return [];
    const roll = dice.roll({ key: `death.${c.id}`, notation: '1d20', purpose: { msg: 'prompt_death_save', params: { name: c.name } }, roller: c });
    return deathSaveEvents(c, roll);
  },
  heal: (_state, c, amount) => healEvents(c, amount),
};
