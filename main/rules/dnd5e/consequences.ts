import { dnd5eSettings } from '../../../shared/systems/dnd5e/settings.js';
import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { currentSpeed, effectKinds } from '../../../shared/systems/dnd5e/turn.js';
import { conditionIdOf, conditionsOf, exhaustionLevel } from '../../../shared/systems/dnd5e/condition-effects.js';
import { MAX_EXHAUSTION } from '../../../shared/systems/dnd5e/conditions.js';
import { fold } from '../core/fold.js';
import { concentrationDropped } from './concentration.js';
import { dropsToZero, wakes } from './life.js';

/** The label a GM gives a creature in the air (5E-MOVE-20). */
export const FLYING = /^(flying|volando|en vuelo)$/i;

const flies = (labels: readonly string[]) => labels.length > 0 && labels.some((l) => FLYING.test(l.trim()));

/** A 5e creature left conscious at 0 HP (a scenario written so, an edit before this rule). */
const awakeAtZero = (c: EncounterState['combatants'][number]) => dnd5eStats(c) !== null && c.life === 'ok' && c.hp.current <= 0;

/**
 * 0 HP reached by the GM's edit (`updateCombatant`, a combatant added or a scenario written at 0 HP)
 * has the consequences of 0 HP reached by damage: a monster dies, a character falls unconscious and
 * rolls death saves (5E-ZERO-01/03/05), and concentration ends; an edit raising the HP of one at 0
 * above 0 wakes it (5E-ZERO-04/10). An edit that sets the life state itself is the GM's word.
 */
function hpEdits(before: EncounterState, events: readonly EncounterEvent[], state: EncounterState): EncounterEvent[] {
  const ids = new Set(before.combatants.filter(awakeAtZero).map((c) => c.id));
  const raised = new Set<string>();
  for (const e of events) {
    if (e.type === 'combatant.added') ids.add(e.combatant.id);
    else if (e.type === 'combatant.updated' && e.patch.hp && !e.patch.life) {
      ids.add(e.id);
      if ((before.combatants.find((x) => x.id === e.id)?.hp.current ?? 1) <= 0) raised.add(e.id);
    }
  }
  const out: EncounterEvent[] = [];
  for (const id of ids) {
    const c = state.combatants.find((x) => x.id === id);
    const stats = c && dnd5eStats(c);
    if (!c || !stats) continue;
    const drops = awakeAtZero(c);
    if (drops) out.push(dropsToZero(c, stats, dnd5eSettings(state).monstersDie));
    if (c.concentration && (drops || c.life !== 'ok')) out.push(concentrationDropped(c));
    if (raised.has(id) && c.hp.current > 0 && (c.life === 'unconscious' || c.life === 'stable')) out.push(wakes(c));
  }
  return out;
}

/**
 * State-based 5e effects after any command: 0 HP reached or left by an edit (`hpEdits`), a flying creature knocked prone or without speed falls
 * unless it hovers (5E-MOVE-20; the fall's damage is the GM's, 5E:G-21), and a grapple ends when
 * the grappler is incapacitated or down (SRD grappled). `after` folds lazily: most commands involve
 * neither, and the check costs nothing then.
 */
export function dnd5eConsequences(before: EncounterState, events: readonly EncounterEvent[], after: () => EncounterState): EncounterEvent[] {
  const grapples = before.combatants.some((c) => c.grappling.length > 0) || events.some((e) => e.type === 'grappling.changed');
  const flying = before.combatants.some((c) => flies(c.conditions)) || events.some((e) => e.type === 'condition.added' && FLYING.test(e.condition));
  const exhausted = events.some((e) => e.type === 'condition.added' && conditionIdOf(e.condition) === 'exhaustion');
  const edited = events.some((e) => e.type === 'combatant.added' || (e.type === 'combatant.updated' && e.patch.hp !== undefined)) || before.combatants.some(awakeAtZero);
  if (!grapples && !flying && !exhausted && !edited) return [];
  let state = after();
  const out: EncounterEvent[] = edited ? hpEdits(before, events, state) : [];
  if (out.length) state = fold(state, out);
  // Exhaustion 6 is death (SRD).
  for (const c of state.combatants) {
    if (exhausted && c.life !== 'dead' && exhaustionLevel(c) >= MAX_EXHAUSTION) {
      out.push({ type: 'life.changed', id: c.id, name: c.name, life: 'dead', deathSaves: c.deathSaves, reason: 'bd_exhaustion_death', rule: { id: 'REF-5E-COND-EXHAUSTION' } });
    }
  }
  for (const c of state.combatants) {
    const label = c.conditions.find((l) => FLYING.test(l.trim()));
    if (!label || dnd5eStats(c)?.speed.hover) continue;
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
