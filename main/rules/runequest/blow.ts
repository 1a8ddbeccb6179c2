/**
 * Damage the round's actions deal outside an attack (a grapple's Inflict Pain and Throw, RQ-GRAP-11/12):
 * the dice rolled here (`dmg`: 1D6, with the DM), the blow handed to the system's own `damage` resolver (the damage
 * rules: a random location `loc.d20`, armour, wounds), so there is one implementation of a blow.
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, ref, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { RuleRef } from '../../../shared/engine/modifiers.js';
import type { RollContext } from '../core/dice-engine.js';
import { changed, derived, isRq, type RqCombatant } from './sheet.js';
import { runequest } from './index.js';

/** 1D6 (+ the DM with `withDm`) to `targetId`, at a random location. */
export function inflictDamage(state: EncounterState, by: RqCombatant, targetId: string, withDm: boolean, rule: RuleRef, dice: RollContext): Result<EncounterEvent[]> {
  const dm = derived(state, by).damageModifier;
  const notation = withDm && dm !== '0' ? `1d6${dm.startsWith('-') ? dm : `+${dm}`}` : '1d6';
  const dmg = dice.roll({ key: 'dmg', notation, purpose: { msg: 'prompt_rq_damage', params: { name: by.name } }, roller: by });
  const amount = dmg.total;
  const resolver = runequest.resolvers.damage;
  if (!resolver) return failRef('INVALID_COMMAND', ref('err_rq_blow_no_rules', { amount, rule: rule.id }), { path: 'command.action' });
  const self = state.combatants.find((x) => x.id === by.id);
  const status = isRq(self) ? self.sheet.status : by.sheet.status;
  const rolled = changed(by, status, 'bd_rq_blow_rolled', rule, { params: { amount, target: state.combatants.find((x) => x.id === targetId)?.name ?? targetId }, rolls: [dmg] });
  if (amount < 1) return ok([rolled]);
  const r = resolver(state, { type: 'damage', id: targetId, amount, inputs: {} }, dice);
  return r.ok ? ok([rolled, ...r.value]) : r;
}
