/**
 * Akenar wounds on the encounter: a blow's HP loss and what it leaves (disabled, dying, dead,
 * massive damage), healing, the dying character's turn, and recovery hours later.
 */
import { akenarSettings } from '../../../shared/systems/akenar/settings.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { RollRecord } from '../../../shared/dice/index.js';
import { withBonus } from '../../../shared/dice/notation.js';
import type { RollContext } from '../core/dice-engine.js';
import { afterBlow, lifeAt, massiveDamageDc, recoveryDc, stabilisation } from './health.js';
import { conMod, status, type AkCombatant } from './sheet.js';

const NO_SAVES = { successes: 0, failures: 0 };
type Life = Combatant['life'];

function life(c: Combatant, to: Life, reason: string, rule: string, gap?: string, roll?: RollRecord): EncounterEvent {
  return { type: 'life.changed', id: c.id, name: c.name, life: to, deathSaves: NO_SAVES, reason, rule: gap ? { id: rule, gap } : { id: rule }, ...(roll ? { roll } : {}) };
}

export const natural = (r: RollRecord) => r.dice.find((d) => d.kept && d.sides === 20)?.value ?? 0;

/** Characters, and enemies the GM flags or when the setting says so, go on to −Con (AK-HP-09, AK:G-37). */
function fullRules(state: EncounterState, c: AkCombatant): boolean {
  return c.kind === 'pc' || c.sheet.status.fullRules || !akenarSettings(state).enemiesDie;
}

interface BlowOptions {
  /** Unarmed without declaring lethal damage (AK-UNARMED-05): it knocks out, never kills (AK:G-08). */
  nonlethal?: boolean;
  /** Dice key prefix for the massive-damage save. */
  key?: string;
}

/**
 * One blow of `amount` HP after armour: a single blow to −Con/2 kills (AK-HP-06), −Con kills
 * (AK-HP-05), 20 or more asks a Fortitude save DC 15 or death (AK-HP-07), below 0 the character is
 * dying (AK-HP-04/14), at 0 disabled (AK-HP-03); an enemy dies at 0 (AK-HP-09).
 */
export function blowEvents(state: EncounterState, c: AkCombatant, amount: number, dice: RollContext, opts: BlowOptions = {}): EncounterEvent[] {
  const before = c.hp.current;
  const after = before - amount;
  const events: EncounterEvent[] = [{ type: 'combatant.damaged', id: c.id, name: c.name, amount, before, after }];
  if (c.life === 'dead' || amount <= 0) return events;
  const con = c.sheet.stats.abilities.con;
  if (opts.nonlethal) {
    if (after <= 0 && c.life === 'ok') events.push(life(c, 'stable', 'bd_ak_knocked_out', 'AK-UNARMED-05', 'AK:G-08'));
    return events;
  }
  const dc = massiveDamageDc(amount);
  // An enemy that dies at 0 anyway is not asked the massive-damage save.
  if (dc !== null && (fullRules(state, c) || after > 0)) {
    const bonus = c.sheet.stats.fortitude + conMod(c);
    const roll = dice.roll({ key: `${opts.key ?? ''}fort.${c.id}`, notation: withBonus('1d20', bonus), purpose: { msg: 'prompt_ak_massive', params: { name: c.name } }, roller: c });
    const n = natural(roll);
    const saved = n === 20 || (n !== 1 && roll.total >= dc);
    if (!saved) return [...events, life(c, 'dead', 'bd_ak_massive_dead', 'AK-HP-07', 'AK:G-33', roll)];
    events.push(life(c, c.life, 'bd_ak_massive_saved', 'AK-HP-07', 'AK:G-33', roll));
  }
  if (!fullRules(state, c)) {
    if (after <= 0) events.push(life(c, 'dead', 'bd_ak_enemy_dies', 'AK-HP-09', 'AK:G-37'));
    return events;
  }
  const fromStanding = akenarSettings(state).halfConFromStanding;
  const blow = fromStanding && before < 0 ? lifeAt(after, con) : afterBlow(after, con);
  if (blow === 'dead') {
    events.push(after <= -con ? life(c, 'dead', 'bd_ak_dead', 'AK-HP-05') : life(c, 'dead', 'bd_ak_half_con', 'AK-HP-06', 'AK:G-34'));
  } else if (blow === 'dying' && c.life !== 'unconscious') {
    events.push(life(c, 'unconscious', 'bd_ak_dying', 'AK-HP-04'));
  } else if (blow === 'disabled' && before > 0) {
    events.push(life(c, 'ok', 'bd_ak_disabled', 'AK-HP-03'));
  }
  return events;
}

/**
 * Healing (AK-HP-12, AK-HP-20, AK-HP-21): any healing stabilises a dying character; 1 HP or more
 * and it is fully back; exactly 0 leaves it stable and disabled (AK:G-36). Magical healing of more
 * than 2 points pulls out stuck arrows (AK-ARROW-06).
 */
export function akHealEvents(c: AkCombatant, amount: number, magical: boolean): EncounterEvent[] {
  if (c.life === 'dead') return [];
  const before = c.hp.current;
  const after = Math.max(before, Math.min(c.hp.max, before + amount));
  const events: EncounterEvent[] = [{ type: 'combatant.healed', id: c.id, name: c.name, amount, before, after }];
  if (c.life === 'unconscious' || c.life === 'stable') {
    if (after >= 0) events.push(life(c, 'ok', after === 0 ? 'bd_ak_healed_disabled' : 'bd_ak_healed', after === 0 ? 'AK-HP-21' : 'AK-HP-21', after === 0 ? 'AK:G-36' : undefined));
    else if (c.life === 'unconscious') events.push(life(c, 'stable', 'bd_ak_healed_stable', 'AK-HP-20'));
  }
  if (magical && amount > 2 && c.sheet.status.arrows > 0) events.push(status(c, 'bd_ak_arrows_healed', { ...c.sheet.status, arrows: 0 }, 'AK-ARROW-06'));
  return events;
}

/**
 * A dying character's turn (AK-HP-15/16, AK:G-35): a Con check against 10 + its negative HP; a
 * natural 20 always succeeds; success stabilises, failure loses 1 HP, and −Con is death. Ongoing
 * damage (a bleeding condition) fails it outright (AK-HP-18).
 */
export function dyingTurnEvents(c: AkCombatant, dice: RollContext): EncounterEvent[] {
  if (c.life !== 'unconscious' || c.hp.current >= 0) return [];
  const con = c.sheet.stats.abilities.con;
  const bleeding = c.conditions.some((x) => /^(sangrando|bleeding)$/i.test(x.trim()));
  let stable = false;
  let roll: RollRecord | undefined;
  if (!bleeding) {
    roll = dice.roll({ key: `stab.${c.id}`, notation: withBonus('1d20', conMod(c)), purpose: { msg: 'prompt_ak_stabilise', params: { name: c.name, dc: 10 + Math.abs(c.hp.current) } }, roller: c });
    stable = stabilisation(c.hp.current, natural(roll), roll.total).stable;
  }
  if (stable) return [life(c, 'stable', 'bd_ak_stabilised', 'AK-HP-16', 'AK:G-35', roll)];
  const after = c.hp.current - 1;
  const events: EncounterEvent[] = [
    life(c, 'unconscious', bleeding ? 'bd_ak_bleeding' : 'bd_ak_not_stabilised', bleeding ? 'AK-HP-18' : 'AK-HP-15', 'AK:G-35', roll),
    { type: 'combatant.damaged', id: c.id, name: c.name, amount: 1, before: c.hp.current, after },
  ];
  if (after <= -con) events.push(life(c, 'dead', 'bd_ak_dead', 'AK-HP-05'));
  return events;
}

/** A stable character regains consciousness with a Con check each hour (AK-HP-23): disabled, HP unchanged. */
export function recoveryEvents(c: AkCombatant, hours: number, dice: RollContext): EncounterEvent[] {
  if (c.life !== 'stable' || c.hp.current > 0) return [];
  for (let h = 1; h <= Math.min(hours, 48); h++) {
    const roll = dice.roll({ key: `recover.${c.id}.${h}`, notation: withBonus('1d20', conMod(c)), purpose: { msg: 'prompt_ak_recover', params: { name: c.name, dc: recoveryDc(c.hp.current) } }, roller: c });
    if (roll.total >= recoveryDc(c.hp.current)) return [life(c, 'ok', 'bd_ak_recovered', 'AK-HP-23', undefined, roll)];
  }
  return [];
}
