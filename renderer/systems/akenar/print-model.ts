/**
 * An Akenar combatant as a printed stat block (issue #17): pure data, every string localised. The
 * numbers come from the rules' shared functions: CA after armour damage (`deriveAkenar`), the three
 * defences (`defenceOptions`, no situation), each weapon's attack bonus (`attackBonus`), damage with
 * Strength by grip (`strToDamage`) and effective PA (`effectivePa`).
 */
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import * as m from '../../../shared/i18n/paraglide/messages.js';
import { withBonus } from '../../../shared/dice/notation.js';
import { abilityMod, deriveAkenar, type AkenarStats, type AkenarStatus, type AkenarWeapon } from '../../../shared/systems/akenar/schema.js';
import { defenceOptions, defenceStatsOf, type DefenceKind } from '../../../shared/systems/akenar/defence.js';
import { attackBonus } from '../../../shared/systems/akenar/attack-bonus.js';
import { effectivePa, strToDamage } from '../../../shared/systems/akenar/damage.js';
import { akenarRecord } from '../../../shared/systems/akenar/sheet.js';
import { renderRef } from '../../../shared/log/describe.js';

export interface PrintRow {
  label: string;
  value: string;
  /** What the value is made of, printed beside it in lighter ink. */
  note?: string;
}

/** One weapon's line: name, attack bonus (with subtlety when it may), damage, critical, PA and the rest. */
export interface AkPrintAttack {
  name: string;
  toHit: string;
  damage: string;
  critical: string;
  pa: string;
  detail: string;
}

export interface AkPrintModel {
  name: string;
  subtitle: string;
  /** CA (with its parts), Esquiva, Parada, Defensa base. */
  defence: PrintRow[];
  /** PG, base attack, initiative, speed, saves. */
  stats: PrintRow[];
  abilities: PrintRow[];
  attacks: AkPrintAttack[];
  /** Shown when the sheet carries no weapon. */
  noWeapons: string | null;
  armour: string[];
  feats: string[];
  /** The states that change how it fights (flat-footed, armour damage, stuck arrows). */
  state: string[];
}

const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const msg = (key: string, params: Record<string, string | number> = {}) => renderRef({ msg: key, params });
const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;

/** The three defences a stat block gives with no situation (AK-DEF-01..06, AK-DEF-18). */
export function akDefences(stats: AkenarStats, status: Pick<AkenarStatus, 'armourLoss'>): Record<DefenceKind, number> & { ca: number } {
  const d = deriveAkenar(stats, status);
  const { options } = defenceOptions(defenceStatsOf(stats, d), {});
  const of = (k: DefenceKind) => options.find((o) => o.kind === k)!.value;
  return { ca: d.ca, base: of('base'), dodge: of('dodge'), parry: of('parry') };
}

function threat(w: AkenarWeapon): string {
  const range = w.critRange.min >= 20 ? '20' : `${w.critRange.min}–20`;
  return m.print_akenar_critical({ range, mult: w.critMultiplier });
}

function attackOf(stats: AkenarStats, status: AkenarStatus, w: AkenarWeapon): AkPrintAttack {
  const d = deriveAkenar(stats, status);
  const ranged = w.kind !== 'melee';
  const toHit = signed(attackBonus(stats, d, w, { ranged, subtle: false }));
  // A subtle weapon may attack with Dex instead (AK-SUB-01/02).
  const subtle = w.subtle && !ranged ? signed(attackBonus(stats, d, w, { ranged: false, subtle: true })) : null;
  // A two-handed weapon is held in both hands (AK-DMG-07); projectiles add no Strength (AK-DMG-04).
  const str = w.kind === 'projectile' ? 0 : strToDamage(d.strMod, w.hands === 2 ? 'two' : 'main', w.light);
  const pa = effectivePa({ pa: w.pa, strMod: d.strMod, strToDamage: w.kind !== 'projectile', magic: w.magic, subtle: false });
  const types = w.damageTypes.map((t) => msg(`dmg_${t}`)).join('/');
  const detail = [
    types,
    ...(w.reachM === 2 ? [m.print_akenar_reach({ m: w.reachM })] : []),
    ...(w.rangeIncrementM !== undefined ? [m.print_akenar_increment({ m: w.rangeIncrementM })] : []),
    ...(w.hands === 2 ? [m.print_akenar_two_hands()] : []),
    ...(w.light ? [m.print_akenar_light()] : []),
  ].join(', ');
  return {
    name: w.magic > 0 ? `${w.name} ${signed(w.magic)}` : w.name,
    toHit: subtle !== null ? m.print_akenar_to_hit_subtle({ bonus: toHit, subtle }) : toHit,
    damage: withBonus(w.damage, str + w.magic),
    critical: threat(w),
    pa: m.print_akenar_pa({ pa }),
    detail,
  };
}

function armourLines(stats: AkenarStats): string[] {
  const a = stats.armour;
  const lines: string[] = [];
  if (a.body) {
    const extra = [
      ...(a.body.maxDex !== undefined ? [m.print_akenar_max_dex({ value: signed(a.body.maxDex) })] : []),
      ...(a.body.checkPenalty !== 0 ? [m.print_akenar_penalty({ value: a.body.checkPenalty })] : []),
      ...(a.body.heavy ? [m.print_akenar_heavy()] : []),
    ];
    lines.push(m.print_akenar_armour_ca({ name: a.body.name, ca: a.body.ca, extra: extra.length ? `, ${extra.join(', ')}` : '' }));
  }
  if (a.helmet) lines.push(m.print_akenar_armour_ca({ name: a.helmet.name, ca: a.helmet.ca, extra: '' }));
  if (a.shield) lines.push(m.print_akenar_shield({ name: a.shield.name, parry: signed(a.shield.parryBonus ?? 0) }));
  if (stats.innateCa > 0) lines.push(m.print_akenar_innate({ ca: stats.innateCa }));
  return lines;
}

/** The printed block of an Akenar combatant, or null when it has no Akenar stat block. */
export function akPrintModel(c: Combatant, _encounter?: EncounterState): AkPrintModel | null {
  const rec = akenarRecord(c);
  if (!rec) return null;
  const { stats, status } = rec;
  const def = akDefences(stats, status);
  const d = deriveAkenar(stats, status);
  const caParts = [
    ...(d.bodyCa > 0 ? [m.print_akenar_ca_body({ ca: d.bodyCa })] : []),
    ...(d.helmetCa > 0 ? [m.print_akenar_ca_helmet({ ca: d.helmetCa })] : []),
    ...(stats.innateCa > 0 ? [m.print_akenar_ca_innate({ ca: stats.innateCa })] : []),
  ];
  const state = [
    ...(status.armourLoss.body + status.armourLoss.helmet > 0 ? [m.print_akenar_armour_lost({ lost: status.armourLoss.body + status.armourLoss.helmet })] : []),
    ...(status.arrows > 0 ? [m.print_akenar_arrows({ n: status.arrows })] : []),
    ...(stats.critImmune ? [m.aksheet_crit_immune()] : []),
    ...(stats.natural ? [m.aksheet_natural()] : []),
    ...(status.fullRules ? [m.aksheet_full_rules()] : []),
  ];
  return {
    name: c.name,
    subtitle: msg(`size_${stats.size}`),
    defence: [
      { label: m.akcat_col_ca(), value: `${def.ca}`, ...(caParts.length > 1 ? { note: `(${caParts.join(' + ')})` } : {}) },
      { label: m.print_akenar_dodge(), value: `${def.dodge}` },
      { label: m.print_akenar_parry(), value: `${def.parry}` },
      { label: m.print_akenar_base(), value: `${def.base}` },
    ],
    stats: [
      { label: m.ui_hp(), value: `${stats.hpMax}` },
      { label: m.aksheet_base_attack(), value: signed(stats.baseAttack) },
      { label: m.ui_initiative_long(), value: signed(abilityMod(stats.abilities.dex) + stats.initiative) },
      { label: m.print_akenar_speed(), value: m.print_akenar_metres({ m: c.speed }) },
      { label: m.aksheet_fort(), value: signed(stats.fortitude) },
      { label: m.aksheet_ref(), value: signed(stats.reflex) },
      { label: m.aksheet_will(), value: signed(stats.will) },
    ],
    abilities: ABILITIES.map((k) => ({ label: msg(`aksheet_${k}`), value: `${stats.abilities[k]} (${signed(abilityMod(stats.abilities[k]))})` })),
    attacks: stats.weapons.map((w) => attackOf(stats, status, w)),
    noWeapons: stats.weapons.length === 0 ? m.aksheet_no_weapons() : null,
    armour: armourLines(stats),
    feats: stats.feats.map((f) => msg(`aksheet_feat_${f}`)),
    state,
  };
}

/** The roster's cells: CA and the three defences; the rolled initiative, or the bonus before it is rolled. */
export function akRosterCells(c: Combatant): { defence: string; initiative: string } {
  const rec = akenarRecord(c);
  const initiative = c.initiative !== null ? `${c.initiative}` : signed(c.initiativeBonus);
  if (!rec) return { defence: '—', initiative };
  const d = akDefences(rec.stats, rec.status);
  return { defence: m.print_akenar_defence_cell({ ca: d.ca, dodge: d.dodge, parry: d.parry, base: d.base }), initiative };
}
