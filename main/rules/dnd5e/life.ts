import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import type { Combatant } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RollRecord } from '../../../shared/dice/index.js';
import { diesAtZero, type Dnd5eStats } from '../../../shared/systems/dnd5e/schema.js';
import { exhaustionLevel } from '../../../shared/systems/dnd5e/condition-effects.js';

type Life = Combatant['life'];
type Saves = Combatant['deathSaves'];
const NO_SAVES: Saves = { successes: 0, failures: 0 };

function life(c: Combatant, to: Life, saves: Saves, reason: string, rule: { id: string; gap?: string }, roll?: RollRecord): EncounterEvent {
  return { type: 'life.changed', id: c.id, name: c.name, life: to, deathSaves: saves, reason, rule, ...(roll ? { roll } : {}) };
}

/**
 * Damage to a creature: HP fall to 0 at the lowest for a 5e creature (5E-DMG-01). Reaching 0 kills a
 * monster (5E-ZERO-01, 5E:G-34) or knocks a character out (5E-ZERO-03), unless the leftover damage
 * reaches its HP maximum (5E-ZERO-02). Damage at 0 HP is a failed death save, two on a critical
 * (5E-ZERO-13/14), death if it reaches the maximum (5E-ZERO-15), and ends stability (5E-ZERO-18).
 */
export interface DamageOptions {
  critical?: boolean;
  /** A melee attacker knocks the creature out instead of killing it (5E-ZERO-22). */
  knockOut?: boolean;
  /** The encounter setting: monsters die at 0 HP (5E:G-34). */
  monstersDie?: boolean;
}

/**
 * The creature's hit point maximum: the one the tracker, the display and healing use (`hp.max`),
 * halved by exhaustion 4+ (SRD). Instant death compares with it too (5E-ZERO-02/15): one maximum.
 */
export function hitPointMaximum(c: Pick<Combatant, 'hp' | 'conditions'>): number {
  return exhaustionLevel(c) >= 4 ? Math.floor(c.hp.max / 2) : c.hp.max;
}

/**
 * What reaching 0 HP does, however it is reached (a blow or the GM's edit): a monster dies
 * (5E-ZERO-01, 5E:G-34), a character falls unconscious (5E-ZERO-03) and rolls death saves from its
 * next turn (5E-ZERO-05).
 */
export function dropsToZero(c: Combatant, stats: Dnd5eStats, monstersDie: boolean | undefined): EncounterEvent {
  return diesAtZero(stats, monstersDie)
    ? life(c, 'dead', NO_SAVES, 'bd_dies_at_zero', { id: '5E-ZERO-01', gap: '5E:G-34' })
    : life(c, 'unconscious', NO_SAVES, 'bd_falls_unconscious', { id: '5E-ZERO-03' });
}

/** Regaining hit points at 0 ends unconsciousness and resets the death saves (5E-ZERO-04/10). */
export function wakes(c: Combatant): EncounterEvent {
  return life(c, 'ok', NO_SAVES, 'bd_revived', { id: '5E-ZERO-04' });
}

/**
 * Temporary HP go first and the rest carries over to HP (5E-THP-02), at 0 HP too (5E-THP-07).
 */
export function damageEvents(c: Combatant, damage: number, opts: DamageOptions = {}): EncounterEvent[] {
  const before = c.hp.current;
  const absorbed = Math.min(c.tempHp, damage);
  const rest = damage - absorbed;
  const stats = dnd5eStats(c);
  const floor = stats ? 0 : -Infinity;
  const after = Math.max(floor, before - rest);
  const temp = absorbed > 0 ? { temp: { before: c.tempHp, after: c.tempHp - absorbed } } : {};
  const events: EncounterEvent[] = [{ type: 'combatant.damaged', id: c.id, name: c.name, amount: damage, before, after, ...temp }];
  if (!stats || c.life === 'dead' || rest <= 0) return events;
  const max = hitPointMaximum(c);
  const critical = opts.critical ?? false;
  damage = rest;
  if (before > 0 && after === 0) {
    // The knockout replaces every 0-HP outcome, instant death included: "instead of a killing blow" (5E:G-14).
    if (opts.knockOut) events.push(life(c, 'stable', NO_SAVES, 'bd_knocked_out', { id: '5E-ZERO-22', gap: '5E:G-14' }));
    else if (damage - before >= max) events.push(life(c, 'dead', NO_SAVES, 'bd_instant_death', { id: '5E-ZERO-02' }));
    else events.push(dropsToZero(c, stats, opts.monstersDie));
  } else if (before === 0) {
    if (damage >= max) return [...events, life(c, 'dead', c.deathSaves, 'bd_instant_death_at_zero', { id: '5E-ZERO-15' })];
    const failures = Math.min(3, c.deathSaves.failures + (critical ? 2 : 1));
    const saves = { successes: c.deathSaves.successes, failures };
    if (failures >= 3) events.push(life(c, 'dead', saves, 'bd_dead_three_failures', { id: '5E-ZERO-08' }));
    else events.push(life(c, 'unconscious', saves, critical ? 'bd_damage_at_zero_critical' : 'bd_damage_at_zero', { id: critical ? '5E-ZERO-14' : c.life === 'stable' ? '5E-ZERO-18' : '5E-ZERO-13' }));
  }
  return events;
}

/**
 * Healing adds to current HP up to the maximum (5E-HEAL-02/03), never to temporary HP (5E-THP-04),
 * never to the dead (5E-HEAL-04); any HP regained at 0 ends unconsciousness and resets the death
 * saves (5E-ZERO-04/10).
 */
export function healEvents(c: Combatant, amount: number): EncounterEvent[] {
  if (c.life === 'dead' && dnd5eStats(c)) return [];
  const before = c.hp.current;
  const after = Math.max(before, Math.min(hitPointMaximum(c), before + amount));
  const events: EncounterEvent[] = [{ type: 'combatant.healed', id: c.id, name: c.name, amount, before, after }];
  if (dnd5eStats(c) && before <= 0 && after > 0 && (c.life === 'unconscious' || c.life === 'stable')) events.push(wakes(c));
  return events;
}

/** Whether a creature must roll a death save as its turn starts (5E-ZERO-05; stable ones don't, 5E-ZERO-17). */
export function mustSaveAgainstDeath(c: Combatant): boolean {
  return !!dnd5eStats(c) && c.life === 'unconscious' && c.hp.current <= 0;
}

/**
 * A death saving throw: d20, 10 or more succeeds (5E-ZERO-07); a 1 is two failures (5E-ZERO-11); a
 * 20 regains 1 HP (5E-ZERO-12); three successes stabilise, three failures kill (5E-ZERO-08).
 */
export function deathSaveEvents(c: Combatant, roll: RollRecord): EncounterEvent[] {
  const d20 = roll.dice.find((d) => d.kept)?.value ?? roll.total;
  if (d20 === 20) {
    return [{ type: 'combatant.healed', id: c.id, name: c.name, amount: 1, before: c.hp.current, after: 1 }, life(c, 'ok', NO_SAVES, 'bd_death_save_twenty', { id: '5E-ZERO-12' }, roll)];
  }
  const { successes, failures } = c.deathSaves;
  if (d20 >= 10) {
    const saves = { successes: successes + 1, failures };
    return saves.successes >= 3
      ? [life(c, 'stable', NO_SAVES, 'bd_death_save_stable', { id: '5E-ZERO-08' }, roll)]
      : [life(c, 'unconscious', saves, 'bd_death_save_success', { id: '5E-ZERO-07' }, roll)];
  }
  const saves = { successes, failures: Math.min(3, failures + (d20 === 1 ? 2 : 1)) };
  if (saves.failures >= 3) return [life(c, 'dead', saves, 'bd_death_save_dead', { id: '5E-ZERO-08' }, roll)];
  return [life(c, 'unconscious', saves, d20 === 1 ? 'bd_death_save_one' : 'bd_death_save_failure', { id: d20 === 1 ? '5E-ZERO-11' : '5E-ZERO-07' }, roll)];
}
