import type { Combatant } from '../../model/encounter.js';
import type { Modifier } from '../../engine/modifiers.js';
import { CONDITION_IDS, CONDITIONS, MAX_EXHAUSTION, conditionEffects, impliedConditions, type ConditionEffect, type Dnd5eConditionId } from './conditions.js';

/** Spanish and English names a GM may type for each SRD condition (ids work too). */
const NAMES: Record<Dnd5eConditionId, readonly string[]> = {
  blinded: ['cegado', 'cegada', 'ciego', 'ciega', 'blind'],
  charmed: ['hechizado', 'hechizada', 'encantado', 'encantada'],
  deafened: ['ensordecido', 'ensordecida', 'sordo', 'sorda', 'deaf'],
  exhaustion: ['agotamiento', 'agotado', 'agotada', 'exhausted'],
  frightened: ['asustado', 'asustada', 'aterrorizado', 'aterrorizada', 'scared'],
  // The seed calls the grappled condition "apresado" (5E-GRAP-05).
  grappled: ['apresado', 'apresada', 'agarrado', 'agarrada'],
  incapacitated: ['incapacitado', 'incapacitada'],
  invisible: ['invisible'],
  paralyzed: ['paralizado', 'paralizada', 'paralysed'],
  petrified: ['petrificado', 'petrificada'],
  poisoned: ['envenenado', 'envenenada'],
  prone: ['tumbado', 'tumbada', 'derribado', 'derribada', 'caído', 'caída'],
  restrained: ['restringido', 'restringida', 'inmovilizado', 'inmovilizada'],
  stunned: ['aturdido', 'aturdida'],
  unconscious: ['inconsciente'],
};

const BY_NAME = new Map<string, Dnd5eConditionId>();
for (const id of CONDITION_IDS) for (const n of [id, ...NAMES[id]]) BY_NAME.set(n.toLowerCase(), id);

/** The SRD condition a free-text label names, if any ("Derribada" → prone, "agotamiento 3" → exhaustion). */
export function conditionIdOf(label: string): Dnd5eConditionId | null {
  const name = label.trim().toLowerCase();
  return BY_NAME.get(name) ?? BY_NAME.get(name.replace(/\s+\d+$/, '')) ?? null;
}

/** The exhaustion level its labels give ("agotamiento 3"; a bare "exhaustion" is level 1), 0–6. */
export function exhaustionLevel(c: Pick<Combatant, 'conditions'>): number {
  let level = 0;
  for (const label of c.conditions) {
    if (conditionIdOf(label) !== 'exhaustion') continue;
    const n = /\s(\d+)$/.exec(label.trim());
    level = Math.max(level, Math.min(MAX_EXHAUSTION, n ? Number(n[1]) : 1));
  }
  return level;
}

/** Every effect on a combatant now: its conditions, what they imply, and its exhaustion level. */
export function effectsOn(c: Pick<Combatant, 'conditions' | 'life'>): ConditionEffect[] {
  return conditionEffects(conditionsOf(c), exhaustionLevel(c));
}

/** A combatant's SRD conditions: its labels, its life state (unconscious at 0 HP) and what they imply. */
export function conditionsOf(c: Pick<Combatant, 'conditions' | 'life'>): Set<Dnd5eConditionId> {
  const ids: Dnd5eConditionId[] = [];
  for (const label of c.conditions) {
    const id = conditionIdOf(label);
    if (id) ids.push(id);
  }
  if (c.life === 'unconscious' || c.life === 'stable') ids.push('unconscious');
  return impliedConditions(ids);
}

/**
 * Whether `viewer` can see `seen`, as far as the tracked conditions tell (5E:G-27): not while blinded,
 * and never an invisible creature. Otherwise it is assumed to see (walls and darkness are the GM's).
 */
export function canSee(viewer: Pick<Combatant, 'conditions' | 'life'>, seen: Pick<Combatant, 'conditions' | 'life'>): boolean {
  return !conditionsOf(viewer).has('blinded') && !conditionsOf(seen).has('invisible');
}

/**
 * The advantage and disadvantage modifiers conditions put on one attack roll (SRD conditions via
 * reference.md): the attacker's own (`self`) and the target's (`against`), with distance conditions
 * (prone: within 5 ft / beyond) checked against `distanceFt`. Frightened's "source in sight" is the
 * GM's call and is not applied here.
 */
export function attackModifiers(attacker: Set<Dnd5eConditionId>, target: Set<Dnd5eConditionId>, distanceFt: number, attackerId: string, targetId: string): Modifier[] {
  const mods: Modifier[] = [];
  const add = (ids: Set<Dnd5eConditionId>, who: 'self' | 'against', of: string) => {
    for (const id of ids) {
      const def = CONDITIONS[id];
      for (const e of def.effects) {
        if ((e.kind !== 'advantage' && e.kind !== 'disadvantage') || e.roll !== 'attack' || e.who !== who) continue;
        if (e.when?.sourceInSight) continue;
        if (e.when?.attackerWithinFt !== undefined && distanceFt > e.when.attackerWithinFt) continue;
        if (e.when?.attackerBeyondFt !== undefined && distanceFt <= e.when.attackerBeyondFt) continue;
        mods.push({ target: 'attack', op: e.kind === 'advantage' ? 'adv' : 'dis', value: 0, type: 'untyped', source: { kind: 'condition', id, of }, rule: { id: def.rule } });
      }
    }
  };
  add(attacker, 'self', attackerId);
  add(target, 'against', targetId);
  return mods;
}

/** Whether a hit on this target from `distanceFt` away is automatically critical (paralyzed, unconscious). */
export function autoCritFrom(target: Set<Dnd5eConditionId>, distanceFt: number): Dnd5eConditionId | null {
  for (const id of target) for (const e of CONDITIONS[id].effects) if (e.kind === 'autoCrit' && distanceFt <= e.attackerWithinFt) return id;
  return null;
}
