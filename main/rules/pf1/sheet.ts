/**
 * Reading a Pathfinder combatant: its record, derived numbers, attacks (the unarmed strike included),
 * conditions by id, and the `pf1.changed` event that records a new status.
 */
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import type { Step } from '../../../shared/engine/prompt.js';
import type { RollRecordData } from '../../../shared/engine/prompt.js';
import { derivePf1, type Pf1Attack, type Pf1Derived, type Pf1Feat, type Pf1Status } from '../../../shared/systems/pf1/schema.js';
import type { Pf1RecordSheet } from '../../../shared/systems/pf1/sheet.js';
import { pf1Settings, type Pf1Settings } from '../../../shared/systems/pf1/settings.js';
import { pf1Action, type Pf1ActionId, type Pf1ActionRow } from '../../../shared/systems/pf1/actions.js';
import { UNARMED_ID } from '../../../shared/systems/pf1/attack-numbers.js';
import { pf1HeldMelee } from '../../../shared/systems/pf1/reach.js';

export type PfCombatant = Combatant & { sheet: Pf1RecordSheet };

/** A combatant with a Pathfinder sheet; the rules track the others by hand. */
export const isPf = (c: Combatant | undefined): c is PfCombatant => c?.sheet?.system === 'pf1';
export const hasFeat = (c: PfCombatant, f: Pf1Feat) => c.sheet.stats.feats.includes(f);
export const derived = (c: PfCombatant): Pf1Derived => derivePf1(c.sheet.stats, c.sheet.status);
export const settingsOf = (state: EncounterState): Pf1Settings => pf1Settings(state);
/** The actions-table row in force for this encounter (G-01; the GM's row when changed). */
export const actionRow = (state: EncounterState, id: Pf1ActionId): Pf1ActionRow & { gm: boolean } => pf1Action(id, settingsOf(state).actions);

/** A condition by its id (`prone`) or its Spanish or English name, as the GM may type it. */
export function hasCondition(c: Combatant, id: string): boolean {
  const names = CONDITION_NAMES[id] ?? [id];
  return c.conditions.some((x) => names.includes(x.trim().toLowerCase()));
}
const CONDITION_NAMES: Readonly<Record<string, readonly string[]>> = {
  blinded: ['blinded', 'cegado'], bound: ['bound', 'atado'], deafened: ['deafened', 'ensordecido'], flat_footed: ['flat_footed', 'flat-footed', 'desprevenido'],
  gagged: ['gagged', 'amordazado'], grappled: ['grappled', 'apresado'], immobilized: ['immobilized', 'inmovilizado'], invisible: ['invisible'],
  pinned: ['pinned', 'inmovilizado (presa)', 'sujeto'], prone: ['prone', 'tumbado', 'derribado'], staggered: ['staggered', 'tambaleante'],
  unconscious: ['unconscious', 'inconsciente'], entangled: ['entangled', 'enredado'], helpless: ['helpless', 'indefenso'], stunned: ['stunned', 'aturdido'],
  dazzled: ['dazzled', 'deslumbrado'], shaken: ['shaken', 'estremecido'], frightened: ['frightened', 'asustado'], sickened: ['sickened', 'mareado'],
  fatigued: ['fatigued', 'fatigado'], exhausted: ['exhausted', 'exhausto'], nauseated: ['nauseated', 'nauseado'], dazed: ['dazed', 'atontado'],
  paralyzed: ['paralyzed', 'paralizado'], cowering: ['cowering', 'acobardado'], disabled: ['disabled', 'incapacitado'],
};

/** Flat-footed: before its first turn (G-06), or marked so. */
export const isFlatFooted = (c: PfCombatant) => c.sheet.status.flatFooted || hasCondition(c, 'flat_footed');

/** Unarmed strike by size: 1d3 Medium, 1d2 Small, 1d4 Large (PF-ATK-06); Tiny 1, Huge 1d6, Gargantuan 1d8, Colossal 2d6 (G-20). */
export { UNARMED_ID };
const UNARMED_BY_SIZE: Readonly<Record<string, string | null>> = {
  fine: null, diminutive: null, tiny: '1d1', small: '1d2', medium: '1d3', large: '1d4', huge: '1d6', gargantuan: '1d8', colossal: '2d6',
};
export function unarmedStrike(c: PfCombatant): Pf1Attack | null {
  const damage = c.sheet.stats.unarmedDamage ?? UNARMED_BY_SIZE[c.sheet.stats.size];
  if (!damage) return null;
  return {
    id: UNARMED_ID, name: 'Impacto sin arma', kind: 'melee', hands: 'light', natural: 'primary', damage, damageType: 'bludgeoning', bonus: 0, damageBonus: 0,
    critRange: 20, critMultiplier: 2, reachWeapon: false, range: 0, crossbow: false, sheathed: false,
  };
}

export function attackOf(c: PfCombatant, id: string): Pf1Attack | undefined {
  return id === UNARMED_ID ? (unarmedStrike(c) ?? undefined) : c.sheet.stats.attacks.find((a) => a.id === id);
}

/**
 * Armed, for attacks of opportunity and the unarmed-attack rule (PF-ATK-05, PF-AOO-04/05): a melee
 * weapon in hand, Improved Unarmed Strike, or natural weapons.
 */
export function isArmed(c: PfCombatant): boolean {
  return pf1HeldMelee(c.sheet.stats, c.sheet.status).length > 0 || hasFeat(c, 'improvedUnarmedStrike');
}

/** The `pf1.changed` event recording `next` as the combatant's status, with why. */
export function status(c: PfCombatant, reason: string, next: Pf1Status, rule: string | null, params?: Record<string, string | number>, extra?: { roll?: RollRecordData; steps?: Step[]; gap?: string }): EncounterEvent {
  return {
    type: 'pf1.changed', id: c.id, name: c.name, status: next, reason, rule: rule ? { id: rule, ...(extra?.gap ? { gap: extra.gap } : {}) } : null,
    ...(params ? { params } : {}), ...(extra?.roll ? { roll: extra.roll } : {}), ...(extra?.steps ? { steps: extra.steps } : {}),
  };
}

export const friends = (a: Combatant, b: Combatant) => a.side === b.side;
export const byId = (state: EncounterState, id: string) => state.combatants.find((x) => x.id === id);
