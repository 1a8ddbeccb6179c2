/**
 * The printed D&D 5e stat block (issue #17): what a combatant's block says, already in the reader's
 * language, laid out by PrintBlock.svelte the way the SRD prints one. Pure: no DOM, no Svelte. Every
 * number is the stat block's own (5E:G-09: totals as printed) or what the schema says a missing one
 * is (a save or skill not listed is the ability modifier; passive Perception 10 + Perception).
 */
import * as m from '../../../shared/i18n/paraglide/messages.js';
import { getLocale } from '../../../shared/i18n/paraglide/runtime.js';
import { withBonus } from '../../../shared/dice/notation.js';
import type { Combatant, EncounterState } from '../../../shared/model/encounter.js';
import { abilityLabel, damageTypeLabel, renderRef } from '../../../shared/log/text.js';
import { sizeLabel } from '../../../shared/log/describe.js';
import { dnd5eStats } from '../../../shared/systems/dnd5e/sheet.js';
import { attackToHit } from '../../../shared/systems/dnd5e/attack-bonus.js';
import { abilityModifier, crLabel, xpForCr } from '../../../shared/systems/dnd5e/tables.js';
import {
  ABILITIES, DND5E_FEATURES, SKILLS, damageParts, type Ability, type DamageRule, type Dnd5eAttack, type Dnd5eFeature, type Dnd5eStats, type OnHit,
} from '../../../shared/systems/dnd5e/schema.js';

export interface PrintRow { label: string; value: string }
export interface PrintEntry { name: string; text: string }
export interface Dnd5ePrintModel {
  name: string;
  /** Size, and level for a PC ("Small"; "Medium, level 3"). */
  subtitle: string;
  /** Armor Class, Hit Points (with the formula), Speed. */
  core: PrintRow[];
  abilities: { label: string; score: number; mod: string }[];
  /** Saving throws, skills, damage and condition defences, senses, challenge or level, proficiency. */
  details: PrintRow[];
  traits: PrintEntry[];
  actions: PrintEntry[];
  reactions: PrintEntry[];
}

/** "+2", "-1", "+0" */
export const signed = (n: number) => (n >= 0 ? `+${n}` : `${n}`);
const msg = (key: string, params: Record<string, string | number> = {}) => renderRef({ msg: key, params });
const known = (key: string) => msg(key) !== key;
const shortAbility = (a: Ability) => ({ str: m.ui_pf_str, dex: m.ui_pf_dex, con: m.ui_pf_con, int: m.ui_pf_int, wis: m.ui_pf_wis, cha: m.ui_pf_cha })[a]();
const skillLabel = (s: string) => (s === 'athletics' ? m.skill_athletics() : s === 'acrobatics' ? m.skill_acrobatics() : msg(`print_dnd5e_skill_${s}`));
const list = (xs: readonly string[]) => xs.join(', ');

/** A combatant's 5e stat block, or null when it has none. */
export function dnd5ePrintModel(c: Combatant, _encounter?: EncounterState): Dnd5ePrintModel | null {
  const s = dnd5eStats(c);
  if (!s) return null;
  const features = s.features;
  const asAction = (f: Dnd5eFeature) => f.id === 'multiattack' || f.id === 'web';
  return {
    name: c.name,
    subtitle: s.level === undefined ? sizeLabel(s.size) : m.print_dnd5e_subtitle_level({ size: sizeLabel(s.size), level: s.level }),
    core: [
      { label: m.print_dnd5e_ac(), value: String(s.ac) },
      { label: m.print_dnd5e_hp(), value: s.hitDice ? `${c.hp.max} (${s.hitDice})` : String(c.hp.max) },
      { label: m.print_dnd5e_speed(), value: speedText(s) },
    ],
    abilities: ABILITIES.map((a) => ({ label: shortAbility(a), score: s.abilities[a], mod: signed(abilityModifier(s.abilities[a])) })),
    details: details(s),
    // Darkvision is printed among the senses.
    traits: features.filter((f) => !asAction(f) && f.id !== 'parry' && f.id !== 'darkvision').map((f) => ({ name: featureName(f), text: featureText(f) })),
    actions: [
      ...features.filter((f) => f.id === 'multiattack').map((f) => ({ name: featureName(f), text: featureText(f) || m.print_dnd5e_attacks_per_action({ n: s.attacksPerAction }) })),
      ...(s.attacksPerAction > 1 && !features.some((f) => f.id === 'multiattack')
        ? [{ name: m.print_dnd5e_extra_attack(), text: m.print_dnd5e_attacks_per_action({ n: s.attacksPerAction }) }] : []),
      ...s.attacks.map((a) => ({ name: a.name, text: attackText(s, a) })),
      ...features.filter((f) => f.id === 'web').map((f) => ({ name: featureName(f), text: featureText(f) })),
    ],
    reactions: features.filter((f) => f.id === 'parry').map((f) => ({ name: featureName(f), text: featureText(f) })),
  };
}

/** The roster's cells: "AC 15"; the rolled initiative, or the bonus before it is rolled. */
export function dnd5eRosterCells(c: Combatant, _encounter?: EncounterState): { defence: string; initiative: string } {
  const s = dnd5eStats(c);
  return { defence: s ? `${m.ui_ac()} ${s.ac}` : '—', initiative: c.initiative !== null ? String(c.initiative) : signed(c.initiativeBonus) };
}

function speedText(s: Dnd5eStats): string {
  const sp = s.speed;
  const parts: string[] = [m.print_dnd5e_ft({ ft: sp.walk })];
  if (sp.fly !== undefined) parts.push(m.print_dnd5e_speed_fly({ ft: sp.fly }) + (sp.hover ? ` ${m.print_dnd5e_hover()}` : ''));
  if (sp.swim !== undefined) parts.push(m.print_dnd5e_speed_swim({ ft: sp.swim }));
  if (sp.climb !== undefined) parts.push(m.print_dnd5e_speed_climb({ ft: sp.climb }));
  if (sp.burrow !== undefined) parts.push(m.print_dnd5e_speed_burrow({ ft: sp.burrow }));
  return list(parts);
}

function details(s: Dnd5eStats): PrintRow[] {
  const rows: PrintRow[] = [];
  const add = (label: string, value: string) => value && rows.push({ label, value });
  add(m.print_dnd5e_saves(), list(ABILITIES.filter((a) => s.saves[a] !== undefined).map((a) => `${shortAbility(a)} ${signed(s.saves[a]!)}`)));
  add(m.print_dnd5e_skills(), list(SKILLS.filter((k) => s.skills[k] !== undefined).map((k) => [skillLabel(k), s.skills[k]!] as const).sort(([a], [b]) => a.localeCompare(b, getLocale())).map(([l, v]) => `${l} ${signed(v)}`)));
  add(m.print_dnd5e_vuln(), defenceText(s.damage.vuln));
  add(m.print_dnd5e_resist(), [defenceText(s.damage.resist), s.damage.reduce ? m.print_dnd5e_reduce({ n: s.damage.reduce }) : ''].filter(Boolean).join('; '));
  add(m.print_dnd5e_immune(), defenceText(s.damage.immune));
  add(m.print_dnd5e_cond_immune(), list(s.conditionImmune.map((id) => msg(`cond_${id}`))));
  const dark = s.features.find((f) => f.id === 'darkvision')?.params?.ft;
  const passive = s.passivePerception ?? 10 + (s.skills.perception ?? abilityModifier(s.abilities.wis));
  add(m.print_dnd5e_senses(), list([...(typeof dark === 'number' ? [m.print_dnd5e_darkvision({ ft: dark })] : []), m.print_dnd5e_passive({ n: passive })]));
  if (s.cr !== undefined) add(m.print_dnd5e_challenge(), m.print_dnd5e_cr({ cr: crLabel(s.cr), xp: xpForCr(s.cr).toLocaleString(getLocale()) }));
  if (s.level !== undefined) add(m.print_dnd5e_level(), String(s.level));
  add(m.print_dnd5e_prof(), signed(s.prof));
  return rows;
}

/** "bludgeoning; piercing, slashing from nonmagical attacks": rules grouped by what bypasses them. */
function defenceText(rules: readonly DamageRule[]): string {
  const label = (t: DamageRule['type']) => (t === 'all' ? m.print_dnd5e_all_damage() : damageTypeLabel(t));
  const plain = rules.filter((r) => !r.unless).map((r) => label(r.type));
  const groups = (['magical', 'silvered', 'adamantine'] as const).map((u) => {
    const types = rules.filter((r) => r.unless === u).map((r) => label(r.type));
    return types.length ? msg(`print_dnd5e_unless_${u}`, { types: list(types) }) : '';
  });
  return [list(plain), ...groups].filter(Boolean).join('; ');
}

/** "Melee Weapon Attack: +4 to hit, reach 5 ft., one target. Hit: 5 (1d6+2) slashing damage." */
function attackText(s: Dnd5eStats, a: Dnd5eAttack): string {
  const toHit = signed(dnd5eToHit(s, a));
  const range = a.range ? (a.range.long !== undefined ? `${a.range.normal}/${a.range.long}` : String(a.range.normal)) : '';
  const head =
    a.kind === 'melee' ? m.print_dnd5e_attack_melee({ toHit, reach: a.reachFt ?? 5 })
    : a.kind === 'ranged' ? m.print_dnd5e_attack_ranged({ toHit, range })
    : a.kind === 'thrown' ? m.print_dnd5e_attack_thrown({ toHit, range })
    : a.range ? m.print_dnd5e_attack_spell_ranged({ toHit, range })
    : m.print_dnd5e_attack_spell_melee({ toHit, reach: a.reachFt ?? 5 });
  const riders = (a.onHit ?? []).map(onHitText);
  return [head, m.print_dnd5e_hit({ damage: damageText(a.damage) }), ...riders].join(' ');
}

/**
 * The bonus the engine rolls (shared/systems/dnd5e/attack-bonus.ts, 5E-ATK-09/10: a spell attack of a
 * caster with a `spellcasting` ability is its modifier + proficiency; others as printed); the engine's
 * `attackBonus` reads the same function.
 */
export const dnd5eToHit = attackToHit;

/** "5 (1d6+2) slashing plus 7 (2d6) poison": each typed part with its average, as stat blocks print it. */
export function damageText(notation: string): string {
  return damageParts(notation)
    .map((p) => m.print_dnd5e_damage_part({ avg: average(p.expr), dice: p.expr, damage: msg(`print_dnd5e_dmg_${p.type}`) }))
    .reduce((a, b) => m.print_dnd5e_damage_plus({ a, b }));
}

/** Average of dice and flat terms (`2d6+3` → 10), rounded down as the SRD does; at least 1 for a die. */
function average(expr: string): number {
  let total = 0;
  for (const t of expr.matchAll(/([+-]?)(\d+)(?:d(\d+))?/g)) {
    const sign = t[1] === '-' ? -1 : 1;
    total += sign * (t[3] ? (Number(t[2]) * (Number(t[3]) + 1)) / 2 : Number(t[2]));
  }
  return Math.max(1, Math.floor(total));
}

function onHitText(r: OnHit): string {
  if (r.kind === 'grapple') return r.restrained ? m.print_dnd5e_onhit_grapple_restrained({ dc: r.escapeDc }) : m.print_dnd5e_onhit_grapple({ dc: r.escapeDc });
  const ability = abilityLabel(r.ability);
  const parts: string[] = [];
  if (r.condition) parts.push(m.print_dnd5e_onhit_condition({ dc: r.dc, ability, condition: msg(`cond_${r.condition}`) }));
  if (r.damage) {
    const damage = damageText(r.damage);
    parts.push(r.halfOnSuccess ? m.print_dnd5e_onhit_damage_half({ dc: r.dc, ability, damage }) : m.print_dnd5e_onhit_damage({ dc: r.dc, ability, damage }));
  }
  return parts.join(' ');
}

function featureName(f: Dnd5eFeature): string {
  return f.id in DND5E_FEATURES ? msg(`print_dnd5e_feat_${f.id}`) : f.id;
}

/** A feature's parameters in words: "2d6", "DC 13", "60 ft.", "Wisdom, DC 13, +5 to hit". */
function featureText(f: Dnd5eFeature): string {
  const p = f.params ?? {};
  const words = (v: string, prefix: string) => list(v.split(',').map((x) => x.trim()).filter(Boolean).map((x) => (known(`${prefix}${x}`) ? msg(`${prefix}${x}`) : x)));
  const out: string[] = [];
  for (const [k, v] of Object.entries(p)) {
    if (typeof v === 'boolean') continue;
    const n = typeof v === 'number' ? v : Number.NaN;
    switch (k) {
      case 'pattern': out.push(String(v)); break;
      case 'style': out.push(words(String(v), 'print_dnd5e_style_')); break;
      case 'recharge': out.push(m.print_dnd5e_param_recharge({ n: String(v) })); break;
      case 'dice': out.push(typeof p.bonus === 'number' ? withBonus(String(v), p.bonus) : String(v)); break;
      case 'ability': out.push(abilityLabel(String(v))); break;
      case 'bonus': if (p.dice === undefined) out.push(m.print_dnd5e_param_to_hit({ n: signed(n) })); break;
      case 'toHit': out.push(m.print_dnd5e_param_to_hit({ n: signed(n) })); break;
      case 'dc': out.push(m.print_dnd5e_param_dc({ n: v })); break;
      case 'escapeDc': out.push(m.print_dnd5e_param_escape_dc({ n: v })); break;
      case 'ac': out.push(m.print_dnd5e_param_ac({ n: signed(n) })); break;
      case 'ft': case 'rangeFt': case 'minMoveFt': out.push(m.print_dnd5e_ft({ ft: v })); break;
      case 'rangeNormal': out.push(m.print_dnd5e_param_range({ range: p.rangeLong !== undefined ? `${v}/${String(p.rangeLong)}` : String(v) })); break;
      case 'rangeLong': break;
      case 'uses': out.push(m.print_dnd5e_param_uses({ n: v })); break;
      case 'critMin': out.push(m.print_dnd5e_param_crit({ n: v })); break;
      case 'hp': out.push(m.print_dnd5e_param_hp({ n: v })); break;
      case 'minutes': out.push(m.print_dnd5e_param_minutes({ n: v })); break;
      case 'senses': out.push(words(String(v), 'print_dnd5e_sense_')); break;
      case 'skills': out.push(list(String(v).split(',').map((x) => skillLabel(x.trim())))); break;
      case 'stoppedBy': out.push(m.print_dnd5e_param_stopped_by({ types: list(String(v).split(',').map((x) => damageTypeLabel(x.trim()))) })); break;
      case 'bonusAttack': out.push(m.print_dnd5e_param_bonus_attack({ name: String(v) })); break;
      default: {
        // Multiattack's other params refine its pattern, which already says them in words.
        if (f.id === 'multiattack') break;
        const slot = /^slots(\d)$/.exec(k);
        out.push(slot ? m.print_dnd5e_param_slots({ level: slot[1]!, n: v }) : `${k} ${String(v)}`);
      }
    }
  }
  return list(out);
}
