/**
 * Knockback (RQ-KNOCK-01..08, RQ-DMG-04): damage after the Reaction, before armour (Z-13), over the
 * target's SIZ pushes it 1 m + 1 m per full 5 points over, doubled for a Charge. A rider adds its
 * mount's SIZ on a Riding test, else is knocked off when pushed. The pushed pass Acrobatics or fall
 * prone; into a wall (the GM says so) they pass Dodge or take 1D4 on a random location. The token is
 * not moved: the GM places it (a `moveCombatant` with mode `free`), the distance is in the log.
 */
import type { Step } from '../../../shared/engine/prompt.js';
import type { RollContext } from '../core/dice-engine.js';
import { rollTest } from './skill.js';
import { settingsOf, skillOf } from './sheet.js';
import { applyBlow, type Blow } from './damage.js';
import { testMods } from './wounds.js';
import type { Track } from './wound-track.js';

/** Metres pushed: none unless damage > SIZ; 1 + floor((damage − SIZ) / 5), doubled for a charge. */
export function knockbackDistance(damage: number, siz: number, charge: boolean): number {
  if (damage <= siz) return 0;
  return (1 + Math.floor((damage - siz) / 5)) * (charge ? 2 : 1);
}

const ok = (level: string) => level === 'success' || level === 'critical';

export function knockbackEvents(track: Track, damage: number, blow: Blow, dice: RollContext, steps: Step[]): void {
  const state = track.startState;
  const c = track.c;
  const settings = settingsOf(state);
  let siz = c.sheet.stats.characteristics.siz;
  let riding: boolean | null = null;
  const mount = c.sheet.stats.mount;
  if (track.status.mounted && mount && damage > siz) {
    const t = rollTest(dice, { key: `ride.${c.id}`, base: skillOf(c, 'riding'), mods: testMods(state, c, track.status, 'riding'), purpose: { msg: 'prompt_rq_test', params: { name: c.name, skill: 'riding' } }, roller: c, rule: { id: 'RQ-KNOCK-08' }, settings });
    riding = ok(t.level);
    if (riding) siz += mount.siz;
    track.set(track.status, riding ? 'bd_rq_kb_riding_ok' : 'bd_rq_kb_riding_fail', { id: 'RQ-KNOCK-08' }, { params: { siz, mount: mount.name }, rolls: [t.roll], steps: t.steps });
  }
  const metres = knockbackDistance(damage, siz, blow.charge ?? false);
  steps.push({ msg: metres ? 'bd_rq_kb_distance' : 'bd_rq_kb_none', params: { damage, siz, metres }, rule: { id: blow.charge && metres ? 'RQ-KNOCK-07' : metres > 1 || (blow.charge && metres) ? 'RQ-KNOCK-04' : 'RQ-KNOCK-03', gap: 'Z-13' } });
  if (!metres) return;
  track.set(track.status, 'bd_rq_kb_pushed', { id: blow.charge ? 'RQ-KNOCK-07' : metres > 1 ? 'RQ-KNOCK-04' : 'RQ-KNOCK-03', gap: 'Z-13' }, { params: { damage, siz, metres } });
  if (track.life !== 'ok') {
    if (track.status.stance !== 'prone') track.set({ ...track.status, stance: 'prone' }, 'bd_rq_kb_prone', { id: 'RQ-KNOCK-05' });
    return;
  }
  if (riding === false) track.set({ ...track.status, mounted: false, stance: 'prone' }, 'bd_rq_kb_unhorsed', { id: 'RQ-KNOCK-08' }, { params: { mount: mount!.name } });
  else {
    const t = rollTest(dice, { key: `acro.${c.id}`, base: skillOf(c, 'acrobatics'), mods: testMods(state, c, track.status, 'acrobatics'), purpose: { msg: 'prompt_rq_test', params: { name: c.name, skill: 'acrobatics' } }, roller: c, rule: { id: 'RQ-KNOCK-05' }, settings });
    const fell = !ok(t.level);
    track.set(fell ? { ...track.status, stance: 'prone' } : track.status, fell ? 'bd_rq_kb_prone' : 'bd_rq_kb_stands', { id: 'RQ-KNOCK-05' }, { rolls: [t.roll], steps: t.steps });
  }
  const wall = blow.wall !== undefined ? (blow.wall ? 'yes' : 'no') : dice.choose({
    key: `wall.${c.id}`, roller: null, question: { msg: 'prompt_rq_kb_wall', params: { name: c.name, metres } },
    options: [{ value: 'no', label: { msg: 'opt_no', params: {} } }, { value: 'yes', label: { msg: 'opt_yes', params: {} } }], default: 'no',
  });
  if (wall !== 'yes') return;
  // Not the Defend bonus (Z-23): this is no Reaction.
  const t = rollTest(dice, { key: `kbdodge.${c.id}`, base: skillOf(c, 'dodge'), mods: testMods(state, c, track.status, 'dodge'), purpose: { msg: 'prompt_rq_test', params: { name: c.name, skill: 'dodge' } }, roller: c, rule: { id: 'RQ-KNOCK-06', gap: 'Z-23' }, settings });
  track.set(track.status, ok(t.level) ? 'bd_rq_kb_wall_dodged' : 'bd_rq_kb_wall_hit', { id: 'RQ-KNOCK-06' }, { rolls: [t.roll], steps: t.steps });
  if (ok(t.level)) return;
  const d4 = dice.roll({ key: `wall.d4.${c.id}`, notation: '1d4', purpose: { msg: 'prompt_rq_damage_extra', params: { name: c.name, notation: '1d4' } }, roller: null, allowTotal: true });
  track.set(track.status, 'bd_rq_kb_wall_d4', { id: 'RQ-KNOCK-06' }, { params: { total: d4.total }, rolls: [d4] });
  const r = applyBlow(track.state(), { target: c.id, attacker: null, weapon: null, amount: d4.total, knockback: false, key: 'wall.', rule: { id: 'RQ-KNOCK-06' } }, dice);
  track.push(r.events);
}
