/**
 * Pathfinder's attacks of opportunity (G-03, PF-AOO-*, PF-MOVE-21/24/29, PF-SPELL-41, PF-DEF-05):
 * who threatens which hexes, which movement and actions provoke whom, and asking each provoked enemy
 * (`oa.<id>`, a GM decision with the default "attack") before resolving the attack. Geometry comes
 * from shared/hex (footprints, `threatenedHexes`, `provokesOnLeaving`).
 */
import { footprintHexes, hexKeyOf, hexKeySet, provokesOnLeaving, threatenedHexes, type Axial, type Hex, type SizeCategory } from '../../../shared/hex/index.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { EncounterEvent } from '../../../shared/model/events.js';
import { ok, type Result } from '../../../shared/contract/result.js';
import type { RollContext } from '../core/dice-engine.js';
import { fold } from '../core/fold.js';
import { attackOf, byId, derived, friends, hasFeat, isArmed, isFlatFooted, isPf, status, unarmedStrike, type PfCombatant } from './sheet.js';
import type { Refusal } from './economy.js';
import { attackEvents } from './attack.js';
import type { Pf1Attack } from '../../../shared/systems/pf1/schema.js';
import { pf1AttackReach, pf1HeldMelee } from '../../../shared/systems/pf1/reach.js';

/** Reach of a melee attack in hexes (PF-ATK-03, G-03): shared with the dialogs. */
export const reachOf = (c: PfCombatant, a: Pf1Attack): { min: number; max: number } => pf1AttackReach(derived(c).reach, a);

/** The melee attacks a creature can make now: weapons in hand, natural attacks, the unarmed strike when it counts as armed (PF-ATK-05). */
export function meleeAttacks(c: PfCombatant): Pf1Attack[] {
  const own = pf1HeldMelee(c.sheet.stats, c.sheet.status);
  const unarmed = hasFeat(c, 'improvedUnarmedStrike') ? unarmedStrike(c) : null;
  return unarmed ? [...own, unarmed] : own;
}

/**
 * The hexes a creature threatens: those any of its melee attacks reaches (G-03); none when unarmed
 * (PF-AOO-04), casting a spell of 1 round or longer (PF-SPELL-41), or off the map.
 */
export function threatArea(c: PfCombatant): Hex[] {
  if (!c.position || !isArmed(c) || c.sheet.status.casting) return [];
  const fp = footprintHexes(c.position, c.size);
  const keys = new Set<number>();
  const out: Hex[] = [];
  for (const a of meleeAttacks(c)) {
    const r = reachOf(c, a);
    if (r.max < 1) continue;
    for (const h of threatenedHexes(fp, { minReach: r.min, maxReach: r.max })) {
      const k = hexKeyOf(h);
      if (keys.has(k)) continue;
      keys.add(k);
      out.push(h);
    }
  }
  return out;
}

/** Whether `t` threatens some hex of `c`'s space (PF-MELEE-RANGED-02). */
export function threatens(t: PfCombatant, c: { position: Axial | null; size: SizeCategory }): boolean {
  if (!c.position) return false;
  const area = hexKeySet(threatArea(t));
  return footprintHexes(c.position, c.size).some((h) => area.has(hexKeyOf(h)));
}

/** Attacks of opportunity a round: 1, or 1 + Dex bonus with Combat Reflexes (G-03). */
export const aooAllowance = (c: PfCombatant) => 1 + (hasFeat(c, 'combatReflexes') ? Math.max(0, derived(c).dex) : 0);

/**
 * Why `c` can make no attack of opportunity now, or null: not able to act, unarmed (PF-AOO-04),
 * casting a long spell (PF-SPELL-41), in total defense (PF-DEF-05), flat-footed without Combat
 * Reflexes (G-03/G-05), none left this round (G-03).
 */
export function aooRefusal(c: PfCombatant): Refusal | null {
  if (c.life !== 'ok') return { ok: false, rule: 'PF:G-05', code: 'CANNOT_ACT' };
  if (!isArmed(c)) return { ok: false, rule: 'PF-AOO-04', code: 'UNARMED' };
  if (c.sheet.status.casting) return { ok: false, rule: 'PF-SPELL-41', code: 'CASTING' };
  if (c.sheet.status.defense.kind === 'total') return { ok: false, rule: 'PF-DEF-05', code: 'TOTAL_DEFENSE' };
  if (isFlatFooted(c) && !hasFeat(c, 'combatReflexes')) return { ok: false, rule: 'PF:G-03', code: 'FLAT_FOOTED' };
  if (c.sheet.status.aooUsed >= aooAllowance(c)) return { ok: false, rule: 'PF:G-03', code: 'NONE_LEFT' };
  return null;
}

/** Enemies of `c` that could make an attack of opportunity now, on the map. */
export function readyEnemies(state: EncounterState, c: PfCombatant): PfCombatant[] {
  return state.combatants.filter((x): x is PfCombatant => isPf(x) && x.id !== c.id && !friends(x, c) && !!x.position && aooRefusal(x) === null);
}

export interface Opportunity {
  id: string;
  /** Index in the path of the hex being left (movement), or 0 (an action). */
  index: number;
  rule: string;
}

export interface MoveProvocation {
  /** The 5-ft step never provokes (PF-MOVE-29). */
  step?: boolean;
  /** Withdrawing: the starting space is not threatened by enemies it can see (PF-MOVE-21); the invisible still threaten it. */
  withdraw?: boolean;
  /** Crawling provokes from every enemy threatening it at any point (PF-MOVE-07). */
  crawl?: boolean;
  /** Enemies the mover cannot see (invisible): their threat on the start hex stays during a withdraw. */
  unseen?: ReadonlySet<string>;
}

/**
 * The attacks of opportunity a movement along `path` (anchors, start first) provokes: from each ready
 * enemy, at the first threatened hex the mover leaves (PF-AOO-01); once per enemy for all its
 * movement this round (G-03: several squares threatened by one opponent are one opportunity, the
 * mover's `provokedBy`).
 */
export function opportunitiesOnMove(state: EncounterState, mover: PfCombatant, path: readonly Axial[], o: MoveProvocation = {}): Opportunity[] {
  if (o.step || path.length < 2) return [];
  const spaces = path.map((p) => footprintHexes(p, mover.size));
  const start = hexKeySet(spaces[0] ?? []);
  const already = new Set(mover.sheet.status.provokedBy);
  const out: Opportunity[] = [];
  for (const e of readyEnemies(state, mover)) {
    if (already.has(e.id)) continue;
    const threat = hexKeySet(threatArea(e));
    if (o.withdraw && !o.unseen?.has(e.id)) for (const k of start) threat.delete(k);
    let index = -1;
    if (o.crawl) index = spaces.findIndex((sp) => sp.some((h) => threat.has(hexKeyOf(h))));
    else for (let i = 0; i + 1 < spaces.length && index < 0; i++) if (provokesOnLeaving(spaces[i] ?? [], spaces[i + 1] ?? [], threat, 'leave-threatened-hex')) index = i;
    if (index >= 0) out.push({ id: e.id, index, rule: o.crawl ? 'PF-MOVE-07' : o.withdraw ? (index === 0 ? 'PF-MOVE-21' : 'PF-MOVE-24') : 'PF-AOO-01' });
  }
  return out.sort((a, b) => a.index - b.index);
}

/** Enemies threatening `c` where it stands that an action provoking "from all" (casting, standing up…) provokes. */
export function opportunitiesOnAction(state: EncounterState, c: PfCombatant, rule: string, only?: string): Opportunity[] {
  return readyEnemies(state, c).filter((e) => (!only || e.id === only) && threatens(e, c)).map((e) => ({ id: e.id, index: 0, rule }));
}

/** Asks `oa.<by>` whether `by` attacks `target`, and with which melee attack in reach; null when it declines or has none in reach. */
export function askOpportunity(dice: RollContext, by: PfCombatant, target: PfCombatant): string | null {
  const attacks = meleeAttacks(by).filter((a) => {
    if (!by.position || !target.position) return false;
    const r = reachOf(by, a);
    const area = hexKeySet(threatenedHexes(footprintHexes(by.position, by.size), { minReach: Math.max(1, r.min), maxReach: Math.max(1, r.max) }));
    return footprintHexes(target.position, target.size).some((h) => area.has(hexKeyOf(h)));
  });
  if (!attacks.length) return null;
  const choice = dice.choose({
    key: `oa.${by.id}`,
    roller: by,
    question: { msg: 'prompt_opportunity_attack', params: { name: by.name, target: target.name } },
    options: [...attacks.map((a) => ({ value: a.id, label: { msg: 'opt_attack_with', params: { attack: a.name } } })), { value: 'none', label: { msg: 'opt_no_attack', params: {} } }],
    default: attacks[0]!.id,
  });
  return choice === 'none' ? null : choice;
}

/**
 * Resolves the attacks of opportunity `provoked` gives, in order, each asked of the GM first: the
 * attack (mode 'aoo', dice under `oa.<by>.`), the enemy's count and, for `movement`, the target's `provokedBy`.
 * Stops when the target drops. Returns the events and the damage each attack dealt (for
 * concentration, PF-SPELL-17).
 */
export function resolveOpportunities(state: EncounterState, targetId: string, provoked: readonly Opportunity[], dice: RollContext, movement = false): Result<{ events: EncounterEvent[]; damage: number; state: EncounterState }> {
  const events: EncounterEvent[] = [];
  let now = state;
  let damage = 0;
  for (const p of provoked) {
    const by = byId(now, p.id);
    const target = byId(now, targetId);
    if (!isPf(by) || !isPf(target) || target.life !== 'ok' || aooRefusal(by)) continue;
    const attack = askOpportunity(dice, by, target);
    if (attack === null || !attackOf(by, attack)) continue;
    const counted = status(by, 'bd_pf_aoo_taken', { ...by.sheet.status, aooUsed: by.sheet.status.aooUsed + 1 }, p.rule, { target: target.name });
    now = fold(now, [counted]);
    events.push(counted);
    const before = target.hp.current + target.tempHp;
    const r = attackEvents(now, { attacker: by.id, target: targetId, attack, as: 'reaction', pf1: { mode: 'aoo', defensive: false, expertise: 0, lethal: false, touch: false, modifier: 0 } }, dice.scope(`oa.${by.id}.`));
    if (!r.ok) return r;
    now = fold(now, r.value);
    events.push(...r.value);
    const after = byId(now, targetId);
    damage += Math.max(0, before - ((after?.hp.current ?? 0) + (after?.tempHp ?? 0)));
    const t = byId(now, targetId);
    // One opportunity per enemy for all of a mover's movement this round (G-03); an action's opportunity leaves the next move's.
    if (movement && isPf(t)) {
      const marked = status(t, 'bd_pf_provoked', { ...t.sheet.status, provokedBy: [...t.sheet.status.provokedBy, by.id] }, 'PF:G-03', { by: by.name });
      now = fold(now, [marked]);
      events.push(marked);
    }
    if (!t || t.life !== 'ok') break;
  }
  return ok({ events, damage, state: now });
}
