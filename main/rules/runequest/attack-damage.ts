/**
 * Step 3 of an attack (RQ-ATK-01, RQ-ATK-05, RQ-ACT-10): the weapon's dice (maximum on a critical or
 * as the Reaction table says, minimum where it says so), the attacker's Damage Modifier rolled as
 * normal (Z-22; missiles only if the encounter says so: G-07), +1D4 after a charge (Z-12: never
 * maximised), less the parrying item's AP × the table's multiple; and where it lands: a declared
 * location (RQ-PREC-09), else 1D20 on the target's table, re-rolled while mounted rules say (RQ-MOUNT-10/11, Z-21).
 */
import type { EncounterState } from '../../../shared/model/encounter.js';
import type { RollRecordData, Step } from '../../../shared/engine/prompt.js';
import type { RqWeapon } from '../../../shared/systems/runequest/schema.js';
import type { RollContext } from '../core/dice-engine.js';
import { derived, settingsOf, type RqCombatant } from './sheet.js';
import { rerollKind } from './mounted.js';

const DICE = /^([+-]?\d+d\d+)([+-]\d+)?$/;

/** Dice with their weapon part at maximum or minimum (`max(2d6)+2`). */
export function fixedDice(dice: string, how: 'max' | 'min'): string {
  const m = DICE.exec(dice);
  return m ? `${how}(${m[1]})${m[2] ?? ''}` : dice;
}

export interface RqDamage {
  total: number;
  rolls: RollRecordData[];
  steps: Step[];
}

/** The blow's damage after the Reaction: `hit` from the table, `reduce` the AP the parry blocks. */
export function rollDamage(state: EncounterState, a: RqCombatant, w: RqWeapon, hit: 'normal' | 'max' | 'min', charge: boolean, reduce: number, dice: RollContext): RqDamage {
  const rolls: RollRecordData[] = [];
  const steps: Step[] = [];
  const notation = hit === 'normal' ? w.damage : fixedDice(w.damage, hit);
  const wd = dice.roll({ key: 'dmg', notation, purpose: { msg: 'prompt_rq_damage', params: { weapon: w.name } }, roller: a, allowTotal: hit === 'normal' });
  rolls.push(wd);
  steps.push({ msg: `bd_rq_dmg_${hit}`, params: { weapon: w.name, dice: w.damage, value: wd.total }, rule: { id: hit === 'max' ? 'RQ-ATK-05' : 'RQ-DMG-01' } });
  let total = wd.total;
  const missile = w.kind === 'ranged';
  const dm = derived(state, a).damageModifier;
  if (dm !== '0' && (!missile || settingsOf(state).dmOnMissiles)) {
    const r = dice.roll({ key: 'dm', notation: dm, purpose: { msg: 'prompt_rq_dm', params: { name: a.name } }, roller: a, allowTotal: true });
    rolls.push(r);
    total += r.total;
    steps.push({ msg: 'bd_rq_dmg_dm', params: { dm, value: r.total }, rule: { id: hit === 'max' ? 'RQ-ATK-05' : 'RQ-DMG-02', gap: 'Z-22' } });
  } else if (dm !== '0') steps.push({ msg: 'bd_rq_dmg_no_dm_missile', params: { dm }, rule: { id: 'RQ-DMG-02', gap: 'G-07' } });
  if (charge) {
    const r = dice.roll({ key: 'charge', notation: '1d4', purpose: { msg: 'prompt_rq_charge', params: { name: a.name } }, roller: a, allowTotal: true });
    rolls.push(r);
    total += r.total;
    steps.push({ msg: 'bd_rq_dmg_charge', params: { value: r.total }, rule: { id: 'RQ-ACT-10', gap: 'Z-12' } });
  }
  total = Math.max(0, total);
  if (reduce > 0) {
    const after = Math.max(0, total - reduce);
    steps.push({ msg: 'bd_rq_dmg_parried', params: { before: total, reduce, after }, rule: { id: 'RQ-REACT-18', gap: 'G-02' } });
    total = after;
  }
  return { total, rolls, steps };
}

/** The target's hit-location rows: its own or the encounter's table. */
const rowsOf = (state: EncounterState, t: RqCombatant) => t.sheet.stats.locations ?? settingsOf(state).tables.locations;

/** Where the blow lands: the declared location, else `loc.d20` (re-rolled as `loc.d20.2`, … while the mounted rules say). */
export function rollLocation(state: EncounterState, a: RqCombatant, t: RqCombatant, w: RqWeapon, declared: string | undefined, dice: RollContext, rolls: RollRecordData[], steps: Step[]): string {
  if (declared) {
    steps.push({ msg: 'bd_rq_loc_declared', params: { location: declared }, rule: { id: 'RQ-PREC-09' } });
    return declared;
  }
  const rows = rowsOf(state, t);
  const reroll = rerollKind(a, t, w);
  for (let i = 1; ; i++) {
    const r = dice.roll({ key: i === 1 ? 'loc.d20' : `loc.d20.${i}`, notation: '1d20', purpose: { msg: 'prompt_rq_location', params: { name: t.name } }, roller: a });
    rolls.push(r);
    const row = rows.find((x) => r.total >= x.from && r.total <= x.to) ?? rows[0]!;
    if (reroll && row.kind === reroll.kind && i < 20) {
      steps.push({ msg: 'bd_rq_loc_reroll', params: { face: r.total, location: row.id }, rule: { id: reroll.rule, gap: 'Z-21' } });
      continue;
    }
    steps.push({ msg: 'bd_rq_loc_rolled', params: { face: r.total, location: row.id }, rule: { id: 'RQ-DMG-03' } });
    return row.id;
  }
}
