import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { currentSpeed, effectKinds } from '../../../shared/systems/dnd5e/turn.js';
import { conditionIdOf, conditionsOf, exhaustionLevel } from '../../../shared/systems/dnd5e/condition-effects.js';
import { MAX_EXHAUSTION } from '../../../shared/systems/dnd5e/conditions.js';

/** The label a GM gives a creature in the air (5E-MOVE-20). */
export const FLYING = /^(flying|volando|en vuelo)$/i;

const flies = (labels: readonly string[]) => labels.length > 0 && labels.some((l) => FLYING.test(l.trim()));

/**
 * State-based 5e effects after any command: a flying creature knocked prone or without speed falls
 * unless it hovers (5E-MOVE-20; the fall's damage is the GM's, 5E:G-21), and a grapple ends when
 * the grappler is incapacitated or down (SRD grappled). `after` folds lazily: most commands involve
 * neither, and the check costs nothing then.
 */
export function dnd5eConsequences(before: EncounterState, events: readonly EncounterEvent[], after: () => EncounterState): EncounterEvent[] {
  const grapples = before.combatants.some((c) => c.grappling.length > 0) || events.some((e) => e.type === 'grappling.changed');
  const flying = before.combatants.some((c) => flies(c.conditions)) || events.some((e) => e.type === 'condition.added' && FLYING.test(e.condition));
  const exhausted = events.some((e) => e.type === 'condition.added' && conditionIdOf(e.condition) === 'exhaustion');
  if (!grapples && !flying && !exhausted) return [];
  const state = after();
  const out: EncounterEvent[] = [];
  // Exhaustion 6 is death (SRD).
  for (const c of state.combatants) {
    if (exhausted && c.life !== 'dead' && exhaustionLevel(c) >= MAX_EXHAUSTION) {
      out.push({ type: 'life.changed', id: c.id, name: c.name, life: 'dead', deathSaves: c.deathSaves, reason: 'bd_exhaustion_death', rule: { id: 'REF-5E-COND-EXHAUSTION' } });
    }
  }
  for (const c of state.combatants) {
    const label = c.conditions.find((l) => FLYING.test(l.trim()));
    if (!label || c.stats?.speed.hover) continue;
    if (conditionsOf(c).has('prone') || currentSpeed(c) === 0 || effectKinds(c).has('cantMove')) out.push({ type: 'condition.removed', id: c.id, name: c.name, condition: label, fell: true });
  }
  for (const g of state.combatants) {
    if (g.grappling.length === 0 || (g.life === 'ok' && !effectKinds(g).has('noActions'))) continue;
    out.push({ type: 'grappling.changed', id: g.id, name: g.name, grappling: [] });
    for (const id of g.grappling) {
      const t = state.combatants.find((c) => c.id === id);
      const label = t?.conditions.find((l) => conditionIdOf(l) === 'grappled');
      if (t && label && !state.combatants.some((o) => o.id !== g.id && o.grappling.includes(id))) out.push({ type: 'condition.removed', id: t.id, name: t.name, condition: label });
    }
  }
  return out;
}
