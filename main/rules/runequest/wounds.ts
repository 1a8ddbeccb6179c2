/**
 * Wounds (RQ-WOUND-01..22, Z-15/16): a location at 0 HP is a Minor Wound (the next CA lost); below 0
 * down to −starting HP a Serious one (1D4 CAs; a limb useless, a leg prone; abdomen, chest or head:
 * Resilience or unconscious); beyond that a Major one (a limb lost: prone, Resilience or unconscious,
 * bleeding out in CON + POW rounds; a vital location: Resilience or die, then Resilience or
 * unconscious, bleeding out in half). A tier's effects come once, as it is first crossed. Useless
 * arms drop what they hold; useless legs cut Movement; the skill penalties are `statusMods`' (attack-mods.ts).
 */
import { ref, type MessageRef } from '../../../shared/contract/result.js';
import type { RqStatus, RqWoundTier } from '../../../shared/systems/runequest/schema.js';
import { casLeft } from '../../../shared/systems/runequest/schema.js';
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { RollContext } from '../core/dice-engine.js';
import { derived, settingsOf, skillOf, type RqCombatant } from './sheet.js';
import { rollTest, type RqMod } from './skill.js';
import { limbs, statusMods, type RqTestKind } from './attack-mods.js';

export { limbs };
import type { RqLoc } from './location.js';
import type { Track } from './wound-track.js';

/** The tier a location's HP stands at (Z-15: Minor only at exactly 0; Z-16: Major strictly below −starting HP). */
export function tierOf(hp: number, start: number): RqWoundTier {
  if (hp > 0) return 'none';
  if (hp === 0) return 'minor';
  return hp >= -start ? 'serious' : 'major';
}

const VITAL = new Set(['abdomen', 'chest', 'head']);
const passed = (level: string) => level === 'success' || level === 'critical';

/** CAs lost to a wound: taken from this round's, the rest from the next (Z-15). */
export function loseCas(status: RqStatus, n: number): RqStatus {
  const now = Math.min(n, casLeft(status));
  return { ...status, used: status.used + now, lost: status.lost + n - now };
}

/**
 * Movement per CA with its legs, THE Movement function (RQ-ACT-18, RQ-MOUNT-09, RQ-WOUND-19/21): the
 * mount's when mounted; halved on one useless leg (rounded down, at least 1 m: Z-06), 1 m on two; with its rule.
 */
export function movementRule(state: Pick<EncounterState, 'system' | 'settings'>, c: RqCombatant, status: RqStatus = c.sheet.status): { metres: number; rule: string } {
  if (status.mounted && c.sheet.stats.mount) return { metres: c.sheet.stats.mount.movement, rule: 'RQ-MOUNT-09' };
  const base = derived(state, c).movement;
  const { legs, legCount } = limbs(state, c, status);
  if (legCount >= 2 && legs >= 2) return { metres: Math.min(base, 1), rule: 'RQ-WOUND-21' };
  if (legs >= 1) return { metres: Math.max(1, Math.floor(base / 2)), rule: 'RQ-WOUND-19' };
  return { metres: base, rule: 'RQ-ACT-18' };
}

/** Movement per CA on foot with its legs (the token's speed): `movementRule` without the mount. */
export function woundMovement(state: Pick<EncounterState, 'system' | 'settings'>, c: RqCombatant, status: RqStatus = c.sheet.status): number {
  return movementRule(state, c, { ...status, mounted: false }).metres;
}

/**
 * Whether c can use a weapon with its arms (RQ-WOUND-14/15/17): none on two useless arms, none
 * two-handed on one, and none held in a useless hand (`weapon`: the hand(s) holding it are read).
 */
export function wieldProblem(state: Pick<EncounterState, 'system' | 'settings'>, c: RqCombatant, hands: 1 | 2, status: RqStatus = c.sheet.status, weapon?: string): MessageRef | null {
  const { arms, hands: out } = limbs(state, c, status);
  if (arms >= 2) return ref('err_rq_wield_both_arms', { name: c.name });
  if (arms === 1 && hands === 2) return ref('err_rq_wield_two_handed', { name: c.name });
  const held = (['right', 'left'] as const).filter((h) => weapon !== undefined && status.held[h] === weapon);
  if (held.some((h) => out.has(h))) return ref(held.find((h) => out.has(h)) === 'left' ? 'err_rq_wield_left_arm' : 'err_rq_wield_right_arm', { name: c.name });
  return null;
}

/**
 * The status modifiers on a test of c while its status is `status` (a blow's consequences still
 * piling up): the attack rules' `statusMods`, the one function that reads wounds and impaling weapons.
 */
export function testMods(state: EncounterState, c: RqCombatant, status: RqStatus, skill: string, test: Omit<RqTestKind, 'skill'> = {}): RqMod[] {
  return statusMods(state, { ...c, sheet: { ...c.sheet, status } }, { skill, ...test });
}

/** A Resilience test of c (`key`): whether it passed, with its roll and steps. */
function resilience(track: Track, key: string, rule: string, dice: RollContext) {
  const c = track.c;
  const settings = settingsOf(track.startState);
  const secondChance = settings.heroPrompts && track.status.heroPoints > 0 ? { secondChance: { points: track.status.heroPoints } } : {};
  const t = rollTest(dice, { key, base: skillOf(c, 'resilience'), mods: testMods(track.startState, c, track.status, 'resilience'), purpose: { msg: 'prompt_rq_test', params: { name: c.name, skill: 'resilience' } }, roller: c, rule: { id: rule }, settings, ...secondChance });
  if (t.heroSpent) track.set({ ...track.status, heroPoints: track.status.heroPoints - 1 }, 'bd_rq_hero_spent', { id: 'RQ-HERO-01' }, { params: { left: track.status.heroPoints - 1 } });
  return t;
}

/** A Resilience test, logged; failing it sets `onFail` (unconscious or dead). Returns whether it passed. */
export function resilienceCheck(track: Track, key: string, rule: string, onFail: 'unconscious' | 'dead', dice: RollContext, loc: string): boolean {
  const t = resilience(track, key, rule, dice);
  const ok = passed(t.level);
  track.set(track.status, ok ? 'bd_rq_res_ok' : onFail === 'dead' ? 'bd_rq_res_die' : 'bd_rq_res_out', { id: rule }, { params: { location: loc }, rolls: [t.roll], steps: t.steps });
  if (!ok) track.setLife(onFail, onFail === 'dead' ? 'bd_rq_life_dead_wound' : 'bd_rq_life_unconscious', { id: rule });
  return ok;
}

/** A limb made useless: arms drop what they hold (RQ-WOUND-14/15/17); legs cut Movement and prone (RQ-WOUND-04/19/21). */
function lameLimb(track: Track, loc: RqLoc, rule: string): void {
  const state = track.startState;
  const c = track.c;
  // The limbs out before this one went (its tier may already read Major).
  const was = track.status.locations[loc.id]!;
  const before = limbs(state, c, { ...track.status, locations: { ...track.status.locations, [loc.id]: { ...was, useless: false, tier: 'none' } } });
  const status: RqStatus = { ...track.status, locations: { ...track.status.locations, [loc.id]: { ...track.status.locations[loc.id]!, useless: true } } };
  track.set(status, loc.kind === 'arm' ? 'bd_rq_wound_arm' : 'bd_rq_wound_leg', { id: rule }, { params: { location: loc.id } });
  const after = limbs(state, c, track.status);
  if (loc.kind === 'arm' && after.arms > before.arms) {
    const held = { ...track.status.held };
    const dropped: string[] = [];
    for (const hand of ['right', 'left'] as const) {
      const id = held[hand];
      if (!id) continue;
      const twoHanded = held.right === held.left;
      if (after.arms >= 2 || hand === loc.hand || twoHanded) {
        if (!dropped.includes(id)) dropped.push(id);
        held[hand] = null;
      }
    }
    if (dropped.length) {
      const names = dropped.map((id) => c.sheet.stats.weapons.find((w) => w.id === id)?.name ?? id).join(', ');
      const r = after.arms >= 2 ? 'RQ-WOUND-17' : dropped.length && held.right === null && held.left === null && track.status.held.right === track.status.held.left ? 'RQ-WOUND-15' : 'RQ-WOUND-14';
      track.set({ ...track.status, held }, 'bd_rq_wound_drop', { id: r }, { params: { items: names } });
    }
  }
  if (loc.kind === 'leg') {
    if (track.status.stance !== 'prone') track.set({ ...track.status, stance: 'prone' }, 'bd_rq_wound_prone', { id: after.legs >= 2 ? 'RQ-WOUND-21' : rule === 'RQ-WOUND-08' ? 'RQ-WOUND-08' : 'RQ-WOUND-04' });
    const speed = woundMovement(state, c, track.status);
    track.push([{ type: 'combatant.updated', id: c.id, name: c.name, patch: { speed } }]);
    track.set(track.status, 'bd_rq_wound_movement', { id: after.legs >= 2 ? 'RQ-WOUND-21' : 'RQ-WOUND-19', gap: 'Z-06' }, { params: { metres: speed } });
  }
}

/** The effects of a tier first crossed on `loc` (the hit already applied). */
export function woundEvents(track: Track, loc: RqLoc, tier: RqWoundTier, dice: RollContext): void {
  const c = track.c;
  const settings = settingsOf(track.startState);
  if (tier === 'none') return;
  if (tier === 'minor') {
    track.set(loseCas(track.status, 1), 'bd_rq_wound_minor', { id: 'RQ-WOUND-01', gap: 'Z-15' }, { params: { location: loc.id } });
    return;
  }
  const vital = VITAL.has(loc.kind);
  if (tier === 'serious' || settings.majorLosesCas) {
    const r = dice.roll({ key: `cas.${c.id}`, notation: '1d4', purpose: { msg: 'prompt_rq_cas_lost', params: { name: c.name } }, roller: null, allowTotal: true });
    track.set(loseCas(track.status, r.total), tier === 'serious' ? 'bd_rq_wound_serious' : 'bd_rq_wound_major', { id: tier === 'serious' ? 'RQ-WOUND-02' : 'RQ-WOUND-07', gap: 'Z-15' }, { params: { location: loc.id, n: r.total }, rolls: [r] });
  } else track.set(track.status, 'bd_rq_wound_major', { id: 'RQ-WOUND-07', gap: 'Z-15' }, { params: { location: loc.id, n: 0 } });
  if (tier === 'serious') {
    if (vital) {
      if (track.life === 'ok') resilienceCheck(track, `res.${c.id}`, 'RQ-WOUND-05', 'unconscious', dice, loc.id);
    } else if (loc.kind === 'arm' || loc.kind === 'leg') lameLimb(track, loc, 'RQ-WOUND-03');
    return;
  }
  const cp = c.sheet.stats.characteristics.con + c.sheet.stats.characteristics.pow;
  const bleed = vital ? Math.max(1, Math.floor(cp / 2)) : cp;
  if (vital) {
    const alive = resilienceCheck(track, `res.${c.id}`, 'RQ-WOUND-11', 'dead', dice, loc.id);
    if (alive && track.life === 'ok') resilienceCheck(track, `res2.${c.id}`, 'RQ-WOUND-11', 'unconscious', dice, loc.id);
  } else {
    if (loc.kind === 'arm' || loc.kind === 'leg') lameLimb(track, loc, 'RQ-WOUND-08');
    if (track.status.stance !== 'prone') track.set({ ...track.status, stance: 'prone' }, 'bd_rq_wound_prone', { id: 'RQ-WOUND-08' });
    if (track.life === 'ok') resilienceCheck(track, `res.${c.id}`, 'RQ-WOUND-08', 'unconscious', dice, loc.id);
  }
  if (track.life !== 'dead') {
    const status = { ...track.status, locations: { ...track.status.locations, [loc.id]: { ...track.status.locations[loc.id]!, bleed } } };
    track.set(status, 'bd_rq_wound_bleed', { id: vital ? 'RQ-WOUND-13' : 'RQ-WOUND-10', gap: 'Z-06' }, { params: { location: loc.id, rounds: bleed } });
  }
}
