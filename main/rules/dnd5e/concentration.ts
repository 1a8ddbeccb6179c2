import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import type { Combatant } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { abilityModifier } from '../../../shared/systems/dnd5e/tables.js';
import type { RollContext } from '../core/dice-engine.js';
import { withBonus } from '../../../shared/dice/index.js';
import { damageEvents, type DamageOptions } from './life.js';

const RULE = { id: 'REF-5E-CONCENTRATION' };

/** Constitution saving throw bonus: the printed total, else the modifier. */
export function saveBonus(c: Combatant, ability: 'str' | 'dex' | 'con' | 'int' | 'wis' | 'cha'): number {
  const s = dnd5eStats(c);
  if (!s) return 0;
  return s.saves[ability] ?? abilityModifier(s.abilities[ability]);
}

/** DC of the concentration save after `damage`: 10 or half the damage, whichever is higher. */
export function concentrationDc(damage: number): number {
  return Math.max(10, Math.floor(damage / 2));
}

/** A creature that drops (unconscious or dead) loses its concentration (REF-5E-CONCENTRATION). */
export function concentrationDropped(c: Pick<Combatant, 'id' | 'name'>): EncounterEvent {
  return { type: 'concentration.changed', id: c.id, name: c.name, concentration: null, reason: 'bd_concentration_dropped', rule: RULE };
}

/**
 * Damage and what follows it: the HP events, then, for a concentrating creature, concentration lost
 * when it drops (unconscious or dead) or a Constitution save against `concentrationDc` (key `conc.<id>`).
 */
export function takeDamage(c: Combatant, damage: number, opts: DamageOptions, dice: RollContext): EncounterEvent[] {
  const events = damageEvents(c, damage, opts);
  if (!c.concentration || damage <= 0) return events;
  const dropped = events.some((e) => e.type === 'life.changed' && e.life !== 'ok');
  if (dropped) return [...events, concentrationDropped(c)];
  const dc = concentrationDc(damage);
  const b = saveBonus(c, 'con');
  const notation = withBonus('1d20', b);
  const roll = dice.roll({ key: `conc.${c.id}`, notation, purpose: { msg: 'prompt_concentration', params: { name: c.name, dc } }, roller: c });
  const kept = roll.total >= dc;
  return [
    ...events,
    { type: 'concentration.changed', id: c.id, name: c.name, concentration: kept ? c.concentration : null, reason: kept ? 'bd_concentration_kept' : 'bd_concentration_lost', rule: RULE, roll, dc },
  ];
}
