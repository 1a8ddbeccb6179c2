/**
 * What a Pathfinder attack spends and which attack of a full attack it is (PF-ATK-01, PF-MULTI-01..08,
 * PF-NAT-02..09, G-02, G-09, G-10): a single attack is a standard action; a full attack spends the
 * full-round action and plans its attacks in order — iteratives from BAB, the off-hand attack with two
 * weapons, each natural attack once, with a limb never used twice — each command then taking the next
 * planned attack of its weapon, at any target; a charge's one attack; an attack of opportunity spends nothing.
 */
import { ok, ref, type MessageRef, type Result } from '../../../shared/contract/result.js';
import { failRef } from '../../../shared/contract/refuse.js';
import type { Pf1Attack, Pf1Status } from '../../../shared/systems/pf1/schema.js';
import type { Pf1AttackOptions } from '../../../shared/systems/pf1/commands.js';
import { secondaryPenalty as sharedSecondaryPenalty, type Pf1Planned } from '../../../shared/systems/pf1/attack-numbers.js';
import { spend } from './economy.js';
import { attackOf, derived, hasFeat, type PfCombatant } from './sheet.js';

export type Planned = Pf1Planned;

/** Two-weapon penalties (G-10): normal −6/−10, light off hand −4/−8, the feat −4/−4, both −2/−2; an unarmed strike is light (PF-ATK-08). */
export function twoWeaponPenalties(light: boolean, feat: boolean): { main: number; off: number } {
  if (feat) return light ? { main: -2, off: -2 } : { main: -4, off: -4 };
  return light ? { main: -4, off: -8 } : { main: -6, off: -10 };
}

/** The natural-attack penalty (shared/systems/pf1/attack-numbers.ts, PF-NAT-05/08/09, G-10) of a combatant. */
export const secondaryPenalty = (c: PfCombatant) => sharedSecondaryPenalty(c.sheet.stats);

/**
 * The attacks of a full attack, in order (PF-MULTI-05): with a weapon its iteratives (G-09), the
 * off hand's attack (G-10), then the natural attacks whose limbs are free (PF-NAT-07), all secondary
 * when weapons are used (PF-NAT-08); with a natural attack, every natural attack once (PF-NAT-03).
 */
export function planFullAttack(c: PfCombatant, first: Pf1Attack, offHand: Pf1Attack | null): Result<{ plan: Planned[]; limbs: string[] }> {
  const d = derived(c);
  const bab = c.sheet.stats.bab;
  const naturals = c.sheet.stats.attacks.filter((a) => a.kind === 'natural');
  if (first.kind === 'natural') {
    if (offHand) return failRef('INVALID_COMMAND', ref('err_pf1_fa_natural_off_hand', { name: c.name }), { path: 'command.pf1.offHand' });
    const plan = naturals.map((a) => (a.natural === 'secondary' ? { attack: a.id, penalty: secondaryPenalty(c), rule: 'PF-NAT-05', offHand: false } : { attack: a.id, penalty: 0, rule: 'PF-NAT-02', offHand: false }));
    return ok({ plan, limbs: [] });
  }
  const hands = [first.limb ?? 'main', ...(offHand ? [offHand.limb ?? 'off'] : [])];
  if (offHand && hands[0] === hands[1]) return failRef('INVALID_COMMAND', ref('err_pf1_fa_same_hand', { name: c.name, weapon: first.name, other: offHand.name }), { path: 'command.pf1.offHand' });
  const twf = offHand ? twoWeaponPenalties(offHand.hands === 'light', hasFeat(c, 'twoWeaponFighting')) : { main: 0, off: 0 };
  const plan: Planned[] = d.iteratives.map((b, k) => ({ attack: first.id, penalty: b - bab + twf.main, rule: offHand ? 'PF:G-10' : k === 0 ? 'PF-MULTI-02' : 'PF-MULTI-05', offHand: false }));
  if (offHand) plan.push({ attack: offHand.id, penalty: twf.off, rule: 'PF:G-10', offHand: true });
  for (const a of naturals) if (!a.limb || !hands.includes(a.limb)) plan.push({ attack: a.id, penalty: secondaryPenalty(c), rule: a.natural === 'secondary' ? 'PF-NAT-05' : 'PF-NAT-08', offHand: false });
  return ok({ plan, limbs: hands });
}

export interface Spending {
  status: Pf1Status;
  /** The attack's own penalty (iterative step, two weapons, secondary) and the rule, or none. */
  planned: Planned | null;
  /** The attack is made at the charge's +2 (G-02). */
  charge: boolean;
}

const refuse = (c: PfCombatant, key: string, rule: string, path = 'command.pf1.mode', params: MessageRef['params'] = {}) => failRef('INVALID_COMMAND', ref(key, { name: c.name, rule, ...params }), { path });

/** The budget an attack spends and where it stands in a full attack. */
export function spendAttack(c: PfCombatant, a: Pf1Attack, o: Pf1AttackOptions): Result<Spending> {
  const s = c.sheet.status;
  const b = s.budget;
  if (o.mode === 'aoo') return ok({ status: s, planned: null, charge: false });
  if (o.mode === 'charge') {
    if (b.fullRound !== 'charge' || !s.charging) return refuse(c, 'err_pf1_fa_not_charged', 'PF:G-02');
    if (s.fullAttack) return refuse(c, 'err_pf1_fa_charge_made', 'PF:G-02');
    if (a.kind !== 'melee' && a.kind !== 'natural') return refuse(c, 'err_pf1_fa_charge_melee', 'PF:G-02', 'command.attack', { weapon: a.name });
    return ok({ status: { ...s, fullAttack: { remaining: [], made: 1, limbs: [] } }, planned: null, charge: true });
  }
  if (o.mode === 'single') {
    if (b.fullRound === 'fullAttack') return refuse(c, 'err_pf1_fa_use_full', 'PF-MULTI-01');
    const r = spend(s, 'standard');
    if (!r.ok) return refuse(c, 'err_pf1_fa_no_standard', r.rule);
    return ok({ status: r.status, planned: null, charge: false });
  }
  // mode 'full'
  let st = s;
  if (b.fullRound !== 'fullAttack') {
    const r = spend(s, 'fullRound', { full: 'fullAttack' });
    if (!r.ok) return refuse(c, 'err_pf1_fa_no_full', r.rule);
    const off = o.offHand ? attackOf(c, o.offHand) : null;
    if (o.offHand && !off) return refuse(c, 'err_pf1_fa_no_off_attack', 'PF:G-10', 'command.pf1.offHand', { attack: o.offHand });
    if (off && off.kind !== 'melee') return refuse(c, 'err_pf1_fa_off_not_melee', 'PF:G-10', 'command.pf1.offHand', { weapon: off.name });
    // The off hand may strike first (PF-MULTI-06): the main hand is then the other weapon in hand.
    const main = off && off.id === a.id ? c.sheet.stats.attacks.find((x) => x.kind === 'melee' && x.id !== a.id && s.drawn.includes(x.id)) : a;
    if (!main) return refuse(c, 'err_pf1_fa_no_main', 'PF:G-10', 'command.pf1.offHand', { weapon: a.name });
    const p = planFullAttack(c, main, off ?? null);
    if (!p.ok) return p;
    st = { ...r.status, fullAttack: { remaining: p.value.plan, made: 0, limbs: p.value.limbs } };
  }
  const fa = st.fullAttack;
  if (!fa) return refuse(c, 'err_pf1_fa_none', 'PF-MULTI-02');
  const k = fa.remaining.findIndex((x) => x.attack === a.id);
  if (k < 0) {
    if (a.kind === 'natural' && a.limb && fa.limbs.includes(a.limb)) return refuse(c, 'err_pf1_fa_limb_busy', 'PF-NAT-07', 'command.attack', { weapon: a.name, limb: a.limb });
    return refuse(c, 'err_pf1_fa_none_left', fa.remaining.length ? 'PF-MULTI-05' : 'PF-MULTI-02', 'command.attack', { weapon: a.name });
  }
  const planned = fa.remaining[k]!;
  return ok({ status: { ...st, fullAttack: { ...fa, remaining: fa.remaining.filter((_, i) => i !== k), made: fa.made + 1 } }, planned, charge: false });
}
