/**
 * The numbers of a Pathfinder attack (seed 003; inventory PF-ATK/NAT/MELEE-RANGED/DEF, G-05/10/11/17/18):
 * the target's AC by type (normal, touch, flat-footed) with its conditions and defences, the range
 * increments, shooting into melee, and the Strength a damage roll adds. Each part is a step naming its rule.
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { Step } from '../../../shared/engine/prompt.js';
import { combatantDistance } from '../../../shared/battlefield/spatial.js';
import { footprintDistance, footprintHexes } from '../../../shared/hex/index.js';
import { SIZES } from '../../../shared/model/map.js';
import { PF1_CONDITION_EFFECTS, PF1_CONDITION_IDS, type Pf1ConditionEffect } from '../../../shared/systems/pf1/conditions.js';
import type { Pf1Attack } from '../../../shared/systems/pf1/schema.js';
import { derived, friends, hasCondition, hasFeat, isFlatFooted, isPf, type PfCombatant } from './sheet.js';
import { threatens } from './aoo.js';

export const ref = (id: string, gap?: string) => (gap ? { id, gap } : { id });
export const step = (msg: string, params: Step['params'], rule: string, gap?: string): Step => ({ msg, params, rule: ref(rule, gap) });

/** The conditions of the reference table a combatant has (by id or name), with their effects. */
export function conditionsOf(c: PfCombatant): { id: string; fx: Pf1ConditionEffect }[] {
  const out: { id: string; fx: Pf1ConditionEffect }[] = [];
  if (!c.conditions.length) return out;
  for (const id of PF1_CONDITION_IDS) if (hasCondition(c, id)) out.push({ id, fx: PF1_CONDITION_EFFECTS[id] });
  return out;
}
/** Helpless: a condition that makes it so, or down (dying, unconscious, stable) (G-05). */
export const isHelpless = (c: PfCombatant) => c.life === 'stable' || c.life === 'unconscious' || conditionsOf(c).some((x) => x.fx.helpless);

export interface Defence { value: number; steps: Step[] }

/**
 * The AC an attack must reach (PF-SPELL-25, TV-27/28, G-05/13/19): 10 + armour, shield, natural,
 * deflection, dodge, misc, Dex (capped), size; a touch attack ignores armour, shield and natural; a
 * defender flat-footed or losing Dex keeps no Dex bonus nor dodge; helpless: Dex treated as 0 (−5)
 * and −4 against melee; fighting defensively, total defense and expertise add dodge AC; a charger −2;
 * conditions against melee or ranged; aid another +2 against this attacker (G-08).
 */
export function armorClass(state: EncounterState, t: PfCombatant, o: { touch: boolean; ranged: boolean; attacker: PfCombatant | null }): Defence {
  const s = t.sheet.stats;
  const st = t.sheet.status;
  const d = derived(t);
  const steps: Step[] = [];
  const conds = conditionsOf(t);
  const helpless = isHelpless(t);
  // Running without the Run feat loses Dex to AC (PF-MOVE-15).
  const running = st.running && !s.feats.includes('run');
  const losesDex = helpless || isFlatFooted(t) || running || conds.some((x) => x.fx.losesDex);
  const shield = st.shieldOff ? 0 : s.ac.shield;
  const dexPart = helpless ? -5 : losesDex ? Math.min(d.acDex, 0) : d.acDex;
  const dodge = losesDex ? 0 : s.ac.dodge;
  let value = 10 + s.ac.deflection + s.ac.misc + dodge + dexPart + d.sizeMod + (o.touch ? 0 : s.ac.armor + shield + s.ac.natural);
  steps.push(step(o.touch ? 'bd_pf_def_touch_ac' : 'bd_pf_def_ac', { name: t.name, value }, o.touch ? 'PF-SPELL-25' : 'PF:G-11'));
  if (helpless) steps.push(step('bd_pf_def_helpless', { name: t.name }, 'PF:G-05'));
  else if (losesDex && d.acDex + s.ac.dodge > 0) steps.push(step('bd_pf_def_loses_dex', { name: t.name }, isFlatFooted(t) ? 'PF:G-06' : running ? 'PF-MOVE-15' : 'PF:G-05'));
  const add = (v: number, msg: string, rule: string, gap?: string) => {
    if (!v) return;
    value += v;
    steps.push(step(msg, { name: t.name, value: v }, rule, gap));
  };
  if (st.defense.kind !== 'none' && !losesDex) {
    const rule = st.defense.kind === 'total' ? 'PF-DEF-03' : st.defense.kind === 'expertise' ? 'PF-DEF-01' : 'PF-DEF-02';
    add(st.defense.ac, `bd_pf_def_${st.defense.kind}`, rule, st.defense.kind === 'total' ? 'PF:G-19' : st.defense.kind === 'expertise' ? 'PF:G-27' : 'PF:G-13');
  }
  if (st.charging) add(-2, 'bd_pf_def_charging', 'PF:G-02');
  if (helpless && !o.ranged) add(-4, 'bd_pf_def_cond_helpless', 'PF:G-05');
  for (const c of conds) add((o.ranged ? c.fx.acRanged : c.fx.acMelee) ?? 0, `bd_pf_def_cond_${c.id}`, 'PF:G-05');
  if (o.attacker) {
    const aid = aidFor(state, t.id, o.attacker.id, 'ac');
    add(2 * aid.length, 'bd_pf_aid_ac', 'PF-AOO-07', 'PF:G-08');
  }
  return { value, steps };
}

/** Helpers whose aid another still gives `ally` its +2 (attack or AC) against `against` (G-08; several stack). */
export function aidFor(state: EncounterState, ally: string, against: string, kind: 'attack' | 'ac'): PfCombatant[] {
  return state.combatants.filter((h): h is PfCombatant => isPf(h) && h.sheet.status.aiding.some((a) => a.ally === ally && a.against === against && a.kind === kind && !a.used));
}

/** Range increments (PF-ATK-11/12, G-11): −2 per full increment beyond the first; at most 5 (thrown) or 10 (projectile). */
export function rangePenalty(ft: number, a: Pf1Attack): { penalty: number; max: number; increments: number } {
  const inc = Math.max(5, a.range);
  const max = (a.kind === 'thrown' ? 5 : 10) * inc;
  const increments = Math.max(1, Math.ceil(ft / inc));
  return { penalty: -2 * (increments - 1), max, increments };
}

const sizeIndex = (s: string) => SIZES.indexOf(s as (typeof SIZES)[number]);

/**
 * The shooting-into-melee penalty (PF-MELEE-RANGED-01..08, G-18): −4 when the target is engaged in
 * melee with a friend of the shooter (enemies where either threatens the other; an unconscious or
 * immobilized friend only while attacked in melee this round); none when the nearest friend is ≥ 2 hexes
 * away, −2 when the target is 2 sizes larger than the largest engaged friend, none at 3; Precise Shot: none.
 */
export function intoMelee(state: EncounterState, shooter: PfCombatant, t: PfCombatant, declared: boolean | undefined, aim?: { q: number; r: number }): { value: number; steps: Step[] } {
  const steps: Step[] = [];
  if (!shooter.position || !t.position) {
    if (!declared) return { value: 0, steps };
    if (hasFeat(shooter, 'preciseShot')) return { value: 0, steps: [step('bd_pf_atk_precise_shot', {}, 'PF-MELEE-RANGED-08', 'PF:G-27')] };
    return { value: -4, steps: [step('bd_pf_atk_into_melee', { value: -4 }, 'PF-MELEE-RANGED-01')] };
  }
  const pals = state.combatants.filter((f): f is PfCombatant => isPf(f) && f.id !== shooter.id && friends(f, shooter) && !!f.position && f.life !== 'dead');
  const engaged = pals.filter((f) => {
    if (friends(f, t)) return false;
    const down = f.life !== 'ok' || hasCondition(f, 'unconscious') || hasCondition(f, 'immobilized') || hasCondition(f, 'helpless');
    if (down && f.sheet.status.meleeAttackedRound !== state.round) {
      steps.push(step('bd_pf_atk_not_engaged', { name: f.name }, 'PF-MELEE-RANGED-03', 'PF:G-18'));
      return false;
    }
    return threatens(f, t) || threatens(t, f);
  });
  if (!engaged.length) return { value: 0, steps };
  // A big target: measured from the hex aimed at, when it is one of its space (PF-MELEE-RANGED-05, G-29).
  const aimed = aim && footprintHexes(t.position, t.size).some((h) => h.q === aim.q && h.r === aim.r) ? aim : null;
  const nearest = Math.min(...pals.map((f) => (aimed && f.position ? footprintDistance([aimed], footprintHexes(f.position, f.size)) : (combatantDistance(f, t) ?? 99))));
  if (nearest >= 2) return { value: 0, steps: [...steps, step('bd_pf_atk_melee_far', { distance: nearest * 5 }, aimed ? 'PF-MELEE-RANGED-05' : 'PF-MELEE-RANGED-04', aimed ? 'PF:G-29' : undefined)] };
  if (hasFeat(shooter, 'preciseShot')) return { value: 0, steps: [...steps, step('bd_pf_atk_precise_shot', {}, 'PF-MELEE-RANGED-08', 'PF:G-27')] };
  const largest = Math.max(...engaged.map((f) => sizeIndex(f.size)));
  const diff = sizeIndex(t.size) - largest;
  if (diff >= 3) return { value: 0, steps: [...steps, step('bd_pf_atk_melee_huge', { sizes: diff }, 'PF-MELEE-RANGED-07', 'PF:G-18')] };
  if (diff === 2) return { value: -2, steps: [...steps, step('bd_pf_atk_into_melee', { value: -2 }, 'PF-MELEE-RANGED-06', 'PF:G-18')] };
  return { value: -4, steps: [...steps, step('bd_pf_atk_into_melee', { value: -4 }, 'PF-MELEE-RANGED-01')] };
}
