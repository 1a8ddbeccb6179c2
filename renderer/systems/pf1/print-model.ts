/**
 * The printed Pathfinder 1e stat block (issue #17): Defense, Offense, Statistics and Spells as the
 * Bestiary prints them, already in the reader's language. Pure: no DOM, no Svelte. The numbers come
 * from `derivePf1` (AC by type, CMB/CMD, iteratives, reach) and shared/systems/pf1/attack-numbers.ts
 * (an attack's bonus with a thrown weapon's Dex and Multiattack's −2, Strength to damage, the
 * concentration bonus), the functions the engine rolls with; the print test checks them against its rolls.
 */
import * as m from '../../../shared/i18n/paraglide/messages.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import { renderRef } from '../../../shared/log/text.js';
import { sizeLabel } from '../../../shared/log/describe.js';
import { withBonus } from '../../../shared/dice/notation.js';
import { derivePf1, type Pf1Attack, type Pf1Derived, type Pf1Stats } from '../../../shared/systems/pf1/schema.js';
import { concentrationBonus, singleAttackBonus, strDamage } from '../../../shared/systems/pf1/attack-numbers.js';
import { pf1Record } from '../../../shared/systems/pf1/sheet.js';
import { signedList } from '../../../shared/systems/pf1/view.js';

/** A labelled value; `more` are printed on the same line after it ("BAB +6; CMB +10; CMD 21"). */
export interface PrintRow { label: string; value: string; more?: PrintRow[] }
export interface PrintSection { title: string; rows: PrintRow[] }
export interface Pf1PrintModel {
  name: string;
  /** Size ("Medium"). */
  subtitle: string;
  /** Initiative, before the sections. */
  head: PrintRow[];
  sections: PrintSection[];
}

const sign = (n: number) => signedList([n]);
const msg = (key: string) => renderRef({ msg: key, params: {} });
const ABILITY_KEYS = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
const shortAbility = (a: (typeof ABILITY_KEYS)[number]) => ({ str: m.ui_pf_str, dex: m.ui_pf_dex, con: m.ui_pf_con, int: m.ui_pf_int, wis: m.ui_pf_wis, cha: m.ui_pf_cha })[a]();

/** A combatant's Pathfinder stat block, or null when it has none. */
export function pf1PrintModel(c: Combatant, _encounter?: EncounterState): Pf1PrintModel | null {
  const rec = pf1Record(c);
  if (!rec) return null;
  const s = rec.stats;
  const d = derivePf1(s, rec.status);
  const melee = s.attacks.filter((a) => a.kind === 'melee' || a.kind === 'natural');
  const ranged = s.attacks.filter((a) => a.kind === 'ranged' || a.kind === 'thrown');
  const rows = (xs: (PrintRow | null)[]) => xs.filter((x): x is PrintRow => x !== null && x.value !== '');
  const sections: PrintSection[] = [
    {
      title: m.print_pf1_defense(),
      rows: rows([
        { label: m.ui_ac(), value: `${m.print_pf1_ac_value({ ac: d.ac, touch: d.touch, flat: d.flatFooted })} ${acParts(s, d, rec.status.shieldOff)}`.trim() },
        { label: m.ui_hp(), value: String(c.hp.max) },
        { label: m.print_pf1_saves(), value: `${m.ui_pf_fort()} ${sign(s.saves.fort)}, ${m.ui_pf_ref()} ${sign(s.saves.ref)}, ${m.ui_pf_will()} ${sign(s.saves.will)}` },
      ]),
    },
    {
      title: m.print_pf1_offense(),
      rows: rows([
        { label: m.print_pf1_speed(), value: speedText(s) },
        { label: m.ui_pf_kind_melee(), value: meleeText(s, d, melee) },
        { label: m.ui_pf_kind_ranged(), value: ranged.map((a) => attackText(s, d, a)).join(m.print_pf1_or()) },
        { label: m.print_pf1_space_reach(), value: `${m.print_pf1_ft({ ft: spaceFt(s) })} / ${m.print_pf1_ft({ ft: d.reach })}` },
      ]),
    },
    {
      title: m.print_pf1_statistics(),
      rows: rows([
        { label: m.print_pf1_abilities(), value: ABILITY_KEYS.map((a) => `${shortAbility(a)} ${s.abilities[a] === 0 ? '—' : s.abilities[a]}`).join(', ') },
        {
          label: m.ui_pf_bab(), value: `${sign(s.bab)}${d.iteratives.length > 1 ? ` (${signedList(d.iteratives)})` : ''}`,
          more: [
            { label: m.print_pf1_cmb(), value: sign(d.cmb) },
            { label: m.print_pf1_cmd(), value: d.cmdFlat !== d.cmd ? m.print_pf1_cmd_value({ cmd: d.cmd, flat: d.cmdFlat }) : String(d.cmd) },
          ],
        },
        { label: m.print_pf1_feats(), value: s.feats.map((f) => msg(`ui_pf_feat_${f}`)).join(', ') },
      ]),
    },
  ];
  if (s.caster) {
    const kind = s.caster.kind === 'prepared' ? m.ui_pf_caster_prepared() : m.ui_pf_caster_spontaneous();
    sections.push({
      title: m.print_pf1_spells(),
      rows: [
        { label: m.ui_pf_caster_level(), value: m.print_pf1_caster_value({ level: s.caster.level, kind, ability: shortAbility(s.caster.ability) }) },
        { label: m.print_pf1_concentration(), value: concentrationText(s) },
      ],
    });
  }
  return {
    name: c.name,
    subtitle: sizeLabel(s.size),
    head: [{ label: m.ui_initiative_long(), value: sign(c.initiativeBonus) }],
    sections,
  };
}

/** The roster's cells: "AC 16 · touch 12 · flat-footed 14"; the rolled initiative, or the bonus before it is rolled. */
export function pf1RosterCells(c: Combatant, _encounter?: EncounterState): { defence: string; initiative: string } {
  const rec = pf1Record(c);
  const d = rec ? derivePf1(rec.stats, rec.status) : null;
  return {
    defence: d ? m.ui_pf_derived_ac({ ac: d.ac, touch: d.touch, flat: d.flatFooted }) : '—',
    initiative: c.initiative !== null ? String(c.initiative) : sign(c.initiativeBonus),
  };
}

/** "(+9 armor, +2 shield, +1 Dex)": the AC's parts by type, as derivePf1 adds them. */
function acParts(s: Pf1Stats, d: Pf1Derived, shieldOff: boolean): string {
  const parts: [number, string][] = [
    [s.ac.armor, m.print_pf1_ac_armor()], [shieldOff ? 0 : s.ac.shield, m.print_pf1_ac_shield()], [d.acDex, m.ui_pf_dex()],
    [s.ac.dodge, m.print_pf1_ac_dodge()], [s.ac.deflection, m.print_pf1_ac_deflection()], [s.ac.natural, m.print_pf1_ac_natural()],
    [d.sizeMod, m.print_pf1_ac_size()], [s.ac.misc, m.print_pf1_ac_misc()],
  ];
  const shown = parts.filter(([v]) => v !== 0).map(([v, l]) => `${sign(v)} ${l}`);
  return shown.length ? `(${shown.join(', ')})` : '';
}

function speedText(s: Pf1Stats): string {
  return [
    m.print_pf1_ft({ ft: s.speed }),
    ...(s.climb !== undefined ? [m.print_pf1_speed_climb({ ft: s.climb })] : []),
    ...(s.swim !== undefined ? [m.print_pf1_speed_swim({ ft: s.swim })] : []),
    ...(s.fly !== undefined ? [m.print_pf1_speed_fly({ ft: s.fly })] : []),
  ].join(', ');
}

/** Space by size (PRD Table 8-4): 2½ ft for Tiny and under is printed as 2½. */
function spaceFt(s: Pf1Stats): string {
  return ({ fine: '½', diminutive: '1', tiny: '2½', small: '5', medium: '5', large: '10', huge: '15', gargantuan: '20', colossal: '30' })[s.size];
}

/**
 * One attack's bonuses as one attack action rolls them (shared `singleAttackBonus`: a thrown weapon
 * adds Dex, G-11; a secondary natural attack −5, −2 with Multiattack), at each BAB step of a full attack.
 */
export function pf1AttackBonuses(s: Pf1Stats, a: Pf1Attack): number[] {
  const d = derivePf1(s);
  const own = singleAttackBonus(s, d, a, a.kind === 'ranged' || a.kind === 'thrown') - s.bab;
  return (a.kind === 'natural' ? [s.bab] : d.iteratives).map((b) => b + own);
}

/** The flat part of an attack's damage: Strength as the engine adds it on a single attack (shared `strDamage`, G-17), plus the attack's own bonus. */
export function pf1DamageBonus(s: Pf1Stats, a: Pf1Attack): number {
  return (strDamage(s, derivePf1(s), a, null)?.value ?? 0) + a.damageBonus;
}

/** "+9", and with Combat Casting "+9 (+4 casting defensively)": the engine's bonus (shared `concentrationBonus`, G-04, G-27). */
function concentrationText(s: Pf1Stats): string {
  const bonus = concentrationBonus(s, false);
  const defensive = concentrationBonus(s, true) - bonus;
  return sign(bonus) + (defensive ? ` ${m.print_pf1_defensive_bonus({ n: sign(defensive) })}` : '');
}

/** Weapons are alternatives ("or"); natural attacks are made together (", "), as the Bestiary lists them. */
function meleeText(s: Pf1Stats, d: Pf1Derived, melee: readonly Pf1Attack[]): string {
  const weapons = melee.filter((a) => a.kind !== 'natural').map((a) => attackText(s, d, a));
  const naturals = melee.filter((a) => a.kind === 'natural').map((a) => attackText(s, d, a)).join(', ');
  return [...weapons, ...(naturals ? [naturals] : [])].join(m.print_pf1_or());
}

/** "Longsword +8/+3 (1d8+5/19–20)", "Longbow +7/+2 (1d8/×3, 100 ft.)". */
export function attackText(s: Pf1Stats, _d: Pf1Derived, a: Pf1Attack): string {
  const crit = [a.critRange < 20 ? `${a.critRange}–20` : '', a.critMultiplier !== 2 ? `×${a.critMultiplier}` : ''].filter(Boolean).join('/');
  let damage = [withBonus(a.damage, pf1DamageBonus(s, a)), crit].filter(Boolean).join('/');
  if (a.extraDice) damage = m.print_pf1_plus({ a: damage, b: a.extraDice });
  const inside = [damage, ...(a.kind === 'ranged' || a.kind === 'thrown' ? [m.print_pf1_ft({ ft: a.range })] : [])].join(', ');
  return `${a.name} ${signedList(pf1AttackBonuses(s, a))} (${inside})`;
}
