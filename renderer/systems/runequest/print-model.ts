/**
 * A RuneQuest combatant as a printed stat block (issue #17): pure data, every string localised.
 * Combat Actions, SR modifier, Damage Modifier, Movement and each location's HP come from
 * `deriveRq` under the encounter's tables; whether the DM counts for a weapon from `dmApplies`.
 * The hit-location table carries one box per HP point, the lost ones marked.
 */
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import * as m from '../../../shared/i18n/paraglide/messages.js';
import { deriveRq, RQ_CHARACTERISTICS, type RqStats, type RqWeapon } from '../../../shared/systems/runequest/schema.js';
import { rqSettings } from '../../../shared/systems/runequest/settings.js';
import { rqRecord } from '../../../shared/systems/runequest/sheet.js';
import { dmApplies } from '../../../shared/systems/runequest/damage-modifier.js';
import { renderRef } from '../../../shared/log/describe.js';
import { locationLabel, skillLabel } from './labels.js';

export interface PrintRow {
  label: string;
  value: string;
}

export interface RqPrintWeapon {
  name: string;
  /** The weapon's skill and its %. */
  skill: string;
  /** Weapon dice with the DM where it counts. */
  damage: string;
  ap: number;
  hp: number;
  /** Kind and family, hands, impaling, range, reload. */
  detail: string;
}

export interface RqPrintLocation {
  /** The d20 faces: "1–3", "20". */
  range: string;
  name: string;
  ap: number;
  hp: number;
  /** HP already lost (boxes to show ticked). */
  lost: number;
  /** The wound and state, when it has one. */
  state: string;
}

export interface RqPrintModel {
  name: string;
  subtitle: string;
  characteristics: PrintRow[];
  attributes: PrintRow[];
  skills: PrintRow[];
  weapons: RqPrintWeapon[];
  locations: RqPrintLocation[];
}

const msg = (key: string, params: Record<string, string | number> = {}) => renderRef({ msg: key, params });
const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);

/** Dice as the RuneQuest books print them: 1D8, 2D6+2. */
const dice = (notation: string) => notation.replace(/d/g, 'D');
const noDm = (dm: string) => /^[+-]?0$/.test(dm);
/** A Damage Modifier with its sign: +1D4, −1D6, 0. */
const signedDm = (dm: string) => (noDm(dm) ? '0' : dm.startsWith('-') || dm.startsWith('+') ? dice(dm) : `+${dice(dm)}`);

/** A damage roll with the DM added: "1D8+1D2", "1D4+1-1D4"; a 0 DM adds nothing. */
function withDm(damage: string, dm: string): string {
  return noDm(dm) ? dice(damage) : `${dice(damage)}${signedDm(dm)}`;
}

function weaponOf(stats: RqStats, w: RqWeapon, dm: string, dmCounts: boolean): RqPrintWeapon {
  const detail = [
    msg(`rq_family_${w.family}`),
    // The family '2h' already says it.
    ...(w.hands === 2 && w.family !== '2h' ? [m.print_runequest_two_hands()] : []),
    ...(w.impaling ? [m.print_runequest_impaling()] : []),
    ...(w.range > 0 ? [m.print_runequest_range({ m: w.range })] : []),
    ...(w.reload > 0 ? [m.print_runequest_reload({ cas: w.reload })] : []),
  ].join(', ');
  return {
    name: w.name,
    skill: `${stats.skills[w.skill] ?? 0}%`,
    damage: dmCounts ? withDm(w.damage, dm) : dice(w.damage),
    ap: w.ap,
    hp: w.hp,
    detail,
  };
}

/** The printed block of a RuneQuest combatant, or null when it has no RuneQuest stat block. */
export function rqPrintModel(c: Combatant, encounter: Pick<EncounterState, 'system' | 'settings'>): RqPrintModel | null {
  const rec = rqRecord(c);
  if (!rec) return null;
  const { stats, status } = rec;
  const d = deriveRq(stats, rqSettings(encounter).tables);
  const armour = [...new Set(d.locations.flatMap((l) => (l.armour ? [l.armour] : [])))];
  const weaponSkills = new Set(stats.weapons.map((w) => w.skill));
  return {
    name: c.name,
    subtitle: armour.length ? m.print_runequest_armour({ armour: armour.join(', ') }) : '',
    characteristics: RQ_CHARACTERISTICS.map((k) => ({ label: msg(`print_runequest_char_${k}`), value: `${stats.characteristics[k]}` })),
    attributes: [
      { label: m.print_runequest_cas(), value: `${d.combatActions}` },
      { label: m.ui_rq_sr_override(), value: signed(d.srModifier) },
      { label: m.ui_rq_dm_override(), value: signedDm(d.damageModifier) },
      { label: m.print_runequest_movement(), value: m.print_runequest_metres({ m: d.movement }) },
      { label: m.print_runequest_hp_total(), value: `${d.hpMax}` },
      ...(stats.heroPoints > 0 ? [{ label: m.ui_rq_hero_points(), value: `${status.heroPoints}/${stats.heroPoints}` }] : []),
    ],
    // Weapon skills first (they fight with them), then the others as the sheet lists them.
    skills: [...Object.entries(stats.skills).filter(([k]) => weaponSkills.has(k)), ...Object.entries(stats.skills).filter(([k]) => !weaponSkills.has(k))].map(([k, v]) => ({
      label: skillLabel(k, stats.weapons),
      value: `${v}%`,
    })),
    weapons: stats.weapons.map((w) => weaponOf(stats, w, d.damageModifier, dmApplies(encounter, w))),
    locations: [...d.locations]
      .sort((a, b) => a.from - b.from)
      .map((l) => {
        const s = status.locations[l.id];
        const hpNow = s?.hp ?? l.hp;
        const state = [...(s && s.tier !== 'none' ? [msg(`rq_tier_${s.tier}`)] : []), ...(s?.useless ? [m.ui_rq_useless()] : [])].join(', ');
        return { range: l.from === l.to ? `${l.from}` : `${l.from}–${l.to}`, name: locationLabel(l.id, l.name), ap: l.ap, hp: l.hp, lost: Math.max(0, Math.min(l.hp, l.hp - hpNow)), state };
      }),
  };
}

/**
 * The roster's cells: the armour's AP (one value, or the lowest and highest) or "—" without armour;
 * this round's Strike Rank once rolled, else the SR modifier.
 */
export function rqRosterCells(c: Combatant, encounter: Pick<EncounterState, 'system' | 'settings'>): { defence: string; initiative: string } {
  const rec = rqRecord(c);
  const sr = rec ? deriveRq(rec.stats, rqSettings(encounter).tables).srModifier : c.initiativeBonus;
  const initiative = c.initiative !== null ? m.print_runequest_sr({ sr: c.initiative }) : m.print_runequest_sr_mod({ mod: signed(sr) });
  if (!rec) return { defence: '—', initiative };
  const aps = deriveRq(rec.stats, rqSettings(encounter).tables).locations.map((l) => l.ap);
  const lo = Math.min(...aps);
  const hi = Math.max(...aps);
  const defence = hi === 0 ? '—' : lo === hi ? m.print_runequest_ap_cell({ ap: `${hi}` }) : m.print_runequest_ap_cell({ ap: `${lo}–${hi}` });
  return { defence, initiative };
}
