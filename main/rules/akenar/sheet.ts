/**
 * Reading an Akenar combatant: its record, derived numbers, weapons (unarmed included), and the
 * battlefield facts the rules ask of the map (surrounded).
 */
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { abilityMod, deriveAkenar, type AkenarStatus, type AkenarWeapon, type Feat } from '../../../shared/systems/akenar/schema.js';
import { combatantDistance, footprintOf, type MapIndex } from '../../../shared/battlefield/spatial.js';
import { hexKey, hexNeighbors } from '../../../shared/hex/hex.js';
import { onMap } from '../../../shared/model/map.js';
import { defenceStatsOf, type DefenceStats } from './defence.js';
import { aooAllowance, aooRefusal, naturalReach, type Threatener } from './opportunity.js';
import type { RollContext } from '../core/dice-engine.js';
import type { AkenarRecordSheet } from '../../../shared/systems/akenar/sheet.js';

export type AkCombatant = Combatant & { sheet: AkenarRecordSheet };

/** A combatant with an Akenar sheet; the rules track the others by hand. */
export const isAk = (c: Combatant | undefined): c is AkCombatant => c?.sheet?.system === 'akenar';
export const hasFeat = (c: AkCombatant, f: Feat) => c.sheet.stats.feats.includes(f);

/** Unarmed strike by size (AK-UNARMED-04): 1d3 Medium, 1d2 Small, 1d4 Large; light (AK-UNARMED-06). */
export const UNARMED_ID = 'impacto-sin-arma';
function unarmed(c: AkCombatant): AkenarWeapon {
  const size = c.sheet.stats.size;
  const damage = size === 'medium' ? '1d3' : ['fine', 'diminutive', 'tiny', 'small'].includes(size) ? '1d2' : '1d4';
  return {
    id: UNARMED_ID, name: 'Impacto sin arma', kind: 'melee', damage, damageTypes: ['bludgeoning'], critRange: { min: 20 }, critMultiplier: 2,
    pa: 0, subtle: true, reachM: 1, hands: 1, light: true, magic: 0,
  };
}

export function weaponOf(c: AkCombatant, id: string): AkenarWeapon | undefined {
  return id === UNARMED_ID ? unarmed(c) : c.sheet.stats.weapons.find((w) => w.id === id);
}

/** Armed for attacks and parries: a weapon, Improved Unarmed Strike or natural weapons (AK-UNARMED-03). */
export function isArmed(c: AkCombatant): boolean {
  return c.sheet.stats.weapons.some((w) => w.kind === 'melee') || hasFeat(c, 'improvedUnarmedStrike') || c.sheet.stats.natural;
}

export function derived(c: AkCombatant) {
  return deriveAkenar(c.sheet.stats, c.sheet.status);
}

/** The defence inputs of `defences()`, from the stat block. */
export function defenceStats(c: AkCombatant): DefenceStats {
  const d = derived(c);
  // Entangled: −4 Dex (AK-DEF-26).
  if (c.conditions.some((x) => ENTANGLED.test(x.trim()))) d.dexMod = abilityMod(c.sheet.stats.abilities.dex - 4);
  return defenceStatsOf(c.sheet.stats, d);
}

export const conMod = (c: AkCombatant) => abilityMod(c.sheet.stats.abilities.con);

const ENTANGLED = /^(enredado|enredado-abajo|entangled)$/i;
const GRAPPLED = /^(apresado|grappled)$/i;

/** Marked grappled (`apresado`): no dodge or parry (AK-DEF-27). */
export const isGrappled = (c: Combatant) => c.conditions.some((x) => GRAPPLED.test(x.trim()));

/**
 * The grapple `c` is in, as the map shows it: `c` and the grappled beside it; none when `c` is not
 * grappled, has no place on the map, or `attacker` is in it, so a blow from outside it falls on a
 * random participant (AK-DEF-27).
 */
export function grappleOf(state: EncounterState, c: AkCombatant, attacker: Combatant): AkCombatant[] {
  if (!isGrappled(c) || !c.position) return [];
  const near = state.combatants.filter((x): x is AkCombatant => x.id !== c.id && isAk(x) && x.life !== 'dead' && isGrappled(x) && combatantDistance(x, c) === 1);
  return near.length && !near.some((x) => x.id === attacker.id) ? [c, ...near] : [];
}
const HELPLESS = /^(inconsciente|dormido|indefenso|inmovilizado|paralizado|unconscious|asleep|helpless|pinned|paralyzed)$/i;
const FLAT = /^(desprevenido|flat-footed)$/i;

/** Asleep, unconscious, helpless or pinned (AK-DEF-12, AK-DEF-28), or dying. */
export function isHelpless(c: AkCombatant): boolean {
  return c.life === 'unconscious' || c.life === 'stable' || c.life === 'dead' || c.conditions.some((x) => HELPLESS.test(x.trim()));
}

/** Flat-footed: before its first turn (AK-SEQ-01, AK:G-18), surprised, or marked so by the GM. */
export function isFlatFooted(c: AkCombatant): boolean {
  return c.sheet.status.flatFooted || c.surprised || c.conditions.some((x) => FLAT.test(x.trim()));
}

export const friends = (a: Combatant, b: Combatant) => a.side === b.side;

/**
 * No adjacent hex free or held by a friend (AK-DEF-13, AK:G-22): every hex around its space is off
 * the map, impassable, or held by someone not on its side.
 */
export function surroundedOnMap(state: EncounterState, index: MapIndex, c: Combatant): boolean | undefined {
  if (!c.position) return undefined;
  const own = new Set(footprintOf(c).map((h) => hexKey(h.q, h.r)));
  const byId = new Map(state.combatants.map((x) => [x.id, x]));
  for (const h of footprintOf(c)) {
    for (const n of hexNeighbors(h)) {
      const k = hexKey(n.q, n.r);
      if (own.has(k) || !onMap(index.map, n.q, n.r) || index.terrain.get(k) === 'impassable') continue;
      const who = index.occupied.get(k);
      if (who === undefined) return false;
      const other = byId.get(who);
      if (other && friends(other, c)) return false;
    }
  }
  return true;
}

export function status(c: AkCombatant, reason: string, next: AkenarStatus, rule: string | null, params?: Record<string, string | number>): EncounterEvent {
  return { type: 'akenar.changed', id: c.id, name: c.name, status: next, reason, rule: rule ? { id: rule } : null, ...(params ? { params } : {}) };
}

/** How an enemy threatens: a reach weapon only (AK:G-16) when it carries no 1 m melee weapon. */
export function threatener(c: AkCombatant): Threatener {
  const reachWeapon = c.sheet.stats.weapons.some((w) => w.kind === 'melee' && w.reachM === 2) && !c.sheet.stats.weapons.some((w) => w.kind === 'melee' && w.reachM === 1);
  return {
    id: c.id, position: c.position, size: c.size, reachKind: reachWeapon ? 'reachWeapon' : naturalReach(c.size), armed: isArmed(c),
    flatFooted: isFlatFooted(c), totalDefence: c.sheet.status.defenceBonus >= 4, castingLong: c.sheet.status.casting !== null,
  };
}

/** Whether `by` can make an attack of opportunity now: armed, ready, and with one left this round (AK-AOO-02/06/08/10). */
export function canMakeAoo(by: AkCombatant): boolean {
  return aooRefusal(threatener(by)) === null && by.sheet.status.aooUsed < aooAllowance(derived(by).dexMod, hasFeat(by, 'combatReflexes'));
}

/** Asks `oa.<by>` whether `by` attacks `target`, and with which melee weapon (or unarmed, when that counts as armed); null when it declines. */
export function askOpportunity(dice: RollContext, by: AkCombatant, target: { name: string }): string | null {
  const weapons = by.sheet.stats.weapons.filter((w) => w.kind === 'melee');
  const melee = weapons.length || !isArmed(by) ? weapons : [unarmed(by)];
  const choice = dice.choose({
    key: `oa.${by.id}`,
    roller: by,
    question: { msg: 'prompt_opportunity_attack', params: { name: by.name, target: target.name } },
    options: [...melee.map((w) => ({ value: w.id, label: { msg: 'opt_attack_with', params: { attack: w.name } } })), { value: 'none', label: { msg: 'opt_no_attack', params: {} } }],
    default: melee[0]?.id ?? 'none',
  });
  return choice === 'none' ? null : choice;
}
