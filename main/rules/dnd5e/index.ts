import { dnd5eSettings } from '../../../shared/systems/dnd5e/settings.js';
import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import { ok, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import { indexMap } from '../../../shared/battlefield/spatial.js';
import type { RulesSystem } from '../core/system.js';
import { dnd5eLibrary } from './library.js';
import { dnd5eScenario } from './scenario.js';
import { attackEvents } from './attack.js';
import { moveEvents } from './move.js';
import { takeActionEvents } from './actions.js';
import { contestEvents } from './contest.js';
import { damageCommandEvents, tempHpEvents, timePassesEvents } from './hp-commands.js';
import { areaEffectEvents, saveCover, savingThrow } from './saves.js';
import { surpriseEvents } from './surprise.js';
import { dnd5eConsequences } from './consequences.js';
import { deathSaveEvents, dropsToZero, healEvents, mustSaveAgainstDeath } from './life.js';
import { fold } from '../core/fold.js';
import { conditionIdOf } from '../../../shared/systems/dnd5e/condition-effects.js';
import { DND5E_READERS } from './import/index.js';

/** D&D 5e (seed 002), automated: the plugin the core hands 5e commands to (ADR 0006). */
export const dnd5e: RulesSystem<'dnd5e'> = {
  id: 'dnd5e',
  level: 'automated',
  scenario: dnd5eScenario,
  units: { length: 'ft', perHex: 5 },
  importReaders: DND5E_READERS,
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
      if (!c) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.id }), { path: 'command.id' });
      const index = indexMap(state);
      const source = cmd.source === undefined ? undefined : state.combatants.find((x) => x.id === cmd.source);
      if (cmd.source !== undefined && !source) return failRef('NOT_FOUND', ref('err_no_combatant', { id: cmd.source }), { path: 'command.source' });
      const r = savingThrow(c, cmd.ability, cmd.dc, dice, `save.${c.id}`, index?.squeezed.has(c.id) ?? false, () => saveCover(index, source, c, false, dice));
      if (!r.ok) return r;
      const s = r.value;
      return ok([{ type: 'save.rolled', id: c.id, name: c.name, ability: cmd.ability, dc: cmd.dc, success: s.success, roll: s.roll, steps: s.steps }]);
    },
  },
  consequences: dnd5eConsequences,
  /**
   * A creature starting its turn unconscious at 0 HP rolls a death save (5E-ZERO-05); one still
   * conscious at 0 (a scenario written so) drops first, as 0 HP by any means does (5E-ZERO-01/03).
   */
  turnStart(state, c, dice) {
    const stats = dnd5eStats(c);
    const drop = stats && c.life === 'ok' && c.hp.current <= 0 ? [dropsToZero(c, stats, dnd5eSettings(state).monstersDie)] : [];
    const now = drop.length ? (fold(state, drop).combatants.find((x) => x.id === c.id) ?? c) : c;
    if (!mustSaveAgainstDeath(now)) return drop;
    const roll = dice.roll({ key: `death.${c.id}`, notation: '1d20', purpose: { msg: 'prompt_death_save', params: { name: c.name } }, roller: c });
    return [...drop, ...deathSaveEvents(now, roll)];
  },
  heal: (_state, c, { amount }) => {
    const events = healEvents(c, amount);
    return events.length ? ok(events) : failRef('INVALID_COMMAND', ref('err_5e_dead_no_heal', { name: c.name }), { path: 'command.id' });
  },
  /** Letting go of a grapple takes no action (5E-GRAP-06): the grappler holds it no more. */
  conditionRemoved: (state, c, condition) =>
    conditionIdOf(condition) !== 'grappled'
      ? []
      : state.combatants.filter((g) => g.grappling.includes(c.id)).map((g) => ({ type: 'grappling.changed', id: g.id, name: g.name, grappling: g.grappling.filter((x) => x !== c.id) })),
  library: dnd5eLibrary,
};
