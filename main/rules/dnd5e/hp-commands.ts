import { dnd5eSettings } from '../../../shared/systems/dnd5e/settings.js';
import type { CommandOf } from '../../../shared/model/commands.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result, ref } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { RollContext } from '../core/dice-engine.js';
import { takeDamage } from './concentration.js';

const missing = (id: string) => failRef('NOT_FOUND', ref('err_no_combatant', { id }), { path: 'command.id' });

/**
 * Quick damage from the GM: temporary HP first, then HP, then a concentration save if needed. Marked
 * critical, at 0 HP it is two death-save failures (5E-ZERO-14); marked a knockout, a blow bringing the
 * creature to 0 leaves it unconscious and stable (5E-ZERO-22), the choice made as the damage lands.
 */
export function damageCommandEvents(state: EncounterState, cmd: Extract<CommandOf<'dnd5e'>, { type: 'damage' }>, dice: RollContext): Result<EncounterEvent[]> {
  const c = state.combatants.find((x) => x.id === cmd.id);
  if (!c) return missing(cmd.id);
  return ok(takeDamage(c, cmd.amount, { critical: cmd.critical, knockOut: cmd.knockOut, monstersDie: dnd5eSettings(state).monstersDie }, dice));
}

/**
 * Temporary HP (5E-THP-01/03): a buffer that may exceed the maximum. They never add up: with some
 * already, the creature keeps the old or takes the new (`thp.<id>`, the higher by default; 5E-THP-05).
 * At 0 HP they neither wake nor stabilise (5E-THP-06): only the buffer changes.
 */
export function tempHpEvents(state: EncounterState, cmd: Extract<CommandOf<'dnd5e'>, { type: 'grantTempHp' }>, dice: RollContext): Result<EncounterEvent[]> {
  const c = state.combatants.find((x) => x.id === cmd.id);
  if (!c) return missing(cmd.id);
  if (c.life === 'dead') return failRef('INVALID_COMMAND', ref('err_5e_is_dead', { name: c.name }), { path: 'command.id' });
  if (cmd.amount === 0) {
    // The GM ends them (a long rest, a duration run out: 5E-THP-08).
    if (c.tempHp === 0) return failRef('INVALID_COMMAND', ref('err_5e_no_temp_hp', { name: c.name }), { path: 'command.amount' });
    return ok([{ type: 'tempHp.changed', id: c.id, name: c.name, before: c.tempHp, after: 0, rule: { id: '5E-THP-08' } }]);
  }
  let after = cmd.amount;
  if (c.tempHp > 0) {
    const pick = dice.choose({
      key: `thp.${c.id}`,
      roller: c,
      question: { msg: 'prompt_temp_hp', params: { name: c.name, have: c.tempHp, offered: cmd.amount } },
      options: [
        { value: 'keep', label: { msg: 'opt_temp_keep', params: { n: c.tempHp } } },
        { value: 'new', label: { msg: 'opt_temp_new', params: { n: cmd.amount } } },
      ],
      default: c.tempHp >= cmd.amount ? 'keep' : 'new',
    });
    if (pick === 'keep') after = c.tempHp;
  }
  return ok([{ type: 'tempHp.changed', id: c.id, name: c.name, before: c.tempHp, after, rule: { id: c.tempHp > 0 ? '5E-THP-05' : '5E-THP-01' } }]);
}

/**
 * Time passes out of combat: a stable creature at 0 HP that is not healed regains 1 HP after 1d4
 * hours (5E-ZERO-19). The 1d4 (`regain.<id>`) is rolled when the hours are declared.
 */
export function timePassesEvents(state: EncounterState, cmd: Extract<CommandOf<'dnd5e'>, { type: 'timePasses' }>, dice: RollContext): Result<EncounterEvent[]> {
  const events: EncounterEvent[] = [];
  for (const c of state.combatants) {
    if (c.life !== 'stable' || c.hp.current > 0) continue;
    const roll = dice.roll({ key: `regain.${c.id}`, notation: '1d4', purpose: { msg: 'prompt_regain', params: { name: c.name } }, roller: c });
    if (roll.total > cmd.hours) continue;
    events.push(
      { type: 'combatant.healed', id: c.id, name: c.name, amount: 1, before: c.hp.current, after: 1 },
      { type: 'life.changed', id: c.id, name: c.name, life: 'ok', deathSaves: { successes: 0, failures: 0 }, reason: 'bd_regains_after_rest', rule: { id: '5E-ZERO-19' }, roll },
    );
  }
  return ok(events);
}
