/**
 * Foundry VTT dnd5e actors (issue #16): 5.x (weapons with `activities`: attack, save) and the 3.x item
 * schema (`actionType` mwak/rwak/msak/rsak, `damage.parts` with `@mod`). Foundry stores what it derives
 * (AC from the equipped armour, to-hit from ability + proficiency, skill and save totals), so the reader
 * computes the printed totals the dnd5e stat block holds.
 */
import { ref } from '../../../../shared/contract/result.js';
import { childPath } from '../../../../shared/import/report.js';
import { ABILITIES, DAMAGE_TYPES, type Ability, type Dnd5eAttack, type OnHit, type WeaponProperty } from '../../../../shared/systems/dnd5e/schema.js';
import { CONDITION_IDS, type Dnd5eConditionId } from '../../../../shared/systems/dnd5e/conditions.js';
import { normDice } from './attack-text.js';
import { buildDnd5e, int, parseCr, profForCr, show, type At, type TextItem } from './open5e-block.js';
import type { ReadContext, Reader } from '../../../import/types.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Record<string, unknown> => (isObject(v) ? v : {});
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const mod = (score: number) => Math.floor((score - 10) / 2);
const SIZES: Record<string, string> = { tiny: 'tiny', sm: 'small', med: 'medium', lg: 'large', huge: 'huge', grg: 'gargantuan' };
const SKILLS: Record<string, string> = {
  acr: 'acrobatics', ani: 'animalHandling', arc: 'arcana', ath: 'athletics', dec: 'deception', his: 'history', ins: 'insight', itm: 'intimidation',
  inv: 'investigation', med: 'medicine', nat: 'nature', prc: 'perception', prf: 'performance', per: 'persuasion', rel: 'religion', slt: 'sleightOfHand', ste: 'stealth', sur: 'survival',
};
const SKILL_ABILITY: Record<string, Ability> = { acr: 'dex', ani: 'wis', arc: 'int', ath: 'str', dec: 'cha', his: 'int', ins: 'wis', itm: 'cha', inv: 'int', med: 'wis', nat: 'int', prc: 'wis', prf: 'cha', per: 'cha', rel: 'int', slt: 'dex', ste: 'dex', sur: 'wis' };
const PROPS: Record<string, WeaponProperty> = { fin: 'finesse', lgt: 'light', thr: 'thrown', two: 'two-handed', amm: 'ammunition', lod: 'loading', ver: 'versatile', hvy: 'heavy', rch: 'reach' };

/** Foundry's rich text without its markup and enrichers (`&Reference[prone]` → prone, `[[/attack]]` dropped). */
export function plainText(html: unknown): string {
  return str(html)
    .replace(/&amp;/g, '&')
    .replace(/&Reference\[([^\]\s]+)[^\]]*\]/g, '$1')
    .replace(/\[\[[^\]]*\]\]\.?/g, '')
    .replace(/@\w+\[[^\]]*\]\{([^}]*)\}/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const isActor = (r: unknown, legacy: boolean): r is Record<string, unknown> => {
  if (!isObject(r) || r.type !== 'npc' || !isObject(r.system) || !Array.isArray(r.items)) return false;
  const sys = r.system;
  // `attributes.movement` is dnd5e's (pf1 has `attributes.speed`).
  if (!isObject(sys.abilities) || !isObject(sys.attributes) || !isObject(sys.attributes.movement) || !isObject(sys.details)) return false;
  const weapons = (r.items as unknown[]).filter(isObject).filter((i) => i.type === 'weapon').map((i) => obj(i.system));
  const hasActivities = weapons.some((w) => isObject(w.activities));
  const hasLegacy = weapons.some((w) => 'actionType' in w);
  return legacy ? hasLegacy || (!hasActivities && weapons.length === 0 && '_stats' in r && str(obj(r._stats).systemVersion).startsWith('3.')) : hasActivities || (!hasLegacy && weapons.length === 0 && !str(obj(r._stats).systemVersion).startsWith('3.'));
};

/** AC as Foundry derives it: flat/natural as given; default from the equipped body armour and shield. */
function armourClass(sys: Record<string, unknown>, items: unknown[], dex: number, p: string, ctx: ReadContext): number | null {
  const ac = obj(obj(sys.attributes).ac);
  const calc = str(ac.calc) || 'default';
  if (calc === 'flat' || calc === 'natural') return int(ac.flat);
  if (calc !== 'default') {
    const flat = int(ac.flat);
    if (flat !== null) ctx.warn(childPath(p, 'calc'), ref('imp_read_as', { value: calc, read: String(flat) }));
    return flat;
  }
  let base = 10 + dex;
  let shield = 0;
  for (const it of items) {
    if (!isObject(it) || it.type !== 'equipment') continue;
    const s = obj(it.system);
    const armor = obj(s.armor);
    const value = int(armor.value);
    if (value === null || s.equipped === false) continue;
    const kind = str(obj(s.type).value) || str(armor.type);
    if (kind === 'shield' || /shield/i.test(str(it.name))) shield += value;
    else if (kind === 'light' || kind === 'medium' || kind === 'heavy' || value > 10) {
      const cap = int(armor.dex) ?? (kind === 'heavy' ? 0 : kind === 'medium' ? 2 : Infinity);
      base = value + Math.min(dex, cap);
    }
  }
  return base + shield;
}

function damageText(sys: Record<string, unknown>, key: 'dr' | 'di' | 'dv', p: string): At {
  const t = obj(obj(sys.traits)[key]);
  const values = Array.isArray(t.value) ? t.value.map(str).filter(Boolean) : [];
  const by = Array.isArray(t.bypasses) ? t.bypasses.map(str) : [];
  const physical = values.filter((v) => ['bludgeoning', 'piercing', 'slashing'].includes(v));
  const rest = values.filter((v) => !physical.includes(v));
  const groups = [rest.join(', ')];
  if (physical.length) groups.push(by.includes('mgc') ? `${physical.join(', ')} from nonmagical attacks${by.includes('sil') ? " that aren't silvered" : by.includes('ada') ? " that aren't adamantine" : ''}` : physical.join(', '));
  if (str(t.custom)) groups.push(str(t.custom));
  return { v: groups.filter(Boolean).join('; '), p: childPath(p, 'traits', key) };
}

interface WeaponCtx {
  abilities: Record<Ability, number>;
  prof: number;
}

function dice(formula: string, m: number): string {
  return normDice(formula.replace(/@mod/g, String(m))).replace(/\+-/g, '-').replace(/\+0(?![\dd])/g, '');
}

/** One weapon item's attacks (melee, thrown, two-handed), or a reason it is kept as text. */
function weapon(item: Record<string, unknown>, p: string, w: WeaponCtx, ctx: ReadContext): Dnd5eAttack[] | null {
  const s = obj(item.system);
  const name = str(item.name).slice(0, 80);
  const codes = Array.isArray(s.properties) ? s.properties.map(str) : [];
  const properties = [...new Set(codes.map((c) => PROPS[c]).filter((x): x is WeaponProperty => !!x))].sort();
  const range = obj(s.range);
  const acts = Object.values(obj(s.activities)).filter(isObject);
  const attack = acts.find((a) => a.type === 'attack');
  const legacyType = str(s.actionType);
  let kind: Dnd5eAttack['kind'];
  let abilityKey = '';
  let bonus = 0;
  let flat = false;
  const parts: [string, string][] = [];
  let versatile = '';
  if (attack) {
    const at = obj(attack.attack);
    const t = str(obj(at.type).value);
    kind = str(obj(at.type).classification) === 'spell' ? 'spell' : t === 'ranged' ? 'ranged' : 'melee';
    abilityKey = str(at.ability);
    bonus = int(at.bonus) ?? 0;
    flat = at.flat === true;
    const dmg = obj(attack.damage);
    const base = obj(obj(s.damage).base);
    if (dmg.includeBase !== false && int(base.number) && int(base.denomination)) parts.push([`${int(base.number)}d${int(base.denomination)}+@mod${str(base.bonus) ? `+${str(base.bonus)}` : ''}`, str((base.types as unknown[] | undefined)?.[0])]);
    for (const part of Array.isArray(dmg.parts) ? dmg.parts.filter(isObject) : []) {
      if (int(part.number) && int(part.denomination)) parts.push([`${int(part.number)}d${int(part.denomination)}${str(part.bonus) ? `+${str(part.bonus)}` : ''}`, str((part.types as unknown[] | undefined)?.[0])]);
    }
    const ver = obj(obj(s.damage).versatile);
    if (int(ver.number) && int(ver.denomination)) versatile = `${int(ver.number)}d${int(ver.denomination)}+@mod`;
  } else if (['mwak', 'rwak', 'msak', 'rsak'].includes(legacyType)) {
    kind = legacyType === 'mwak' ? 'melee' : legacyType === 'rwak' ? 'ranged' : 'spell';
    abilityKey = str(s.ability);
    bonus = int(s.attackBonus) ?? 0;
    const dmg = obj(s.damage);
    for (const part of Array.isArray(dmg.parts) ? dmg.parts : []) if (Array.isArray(part)) parts.push([str(part[0]), str(part[1])]);
    versatile = str(dmg.versatile);
  } else return null;
  const fin = properties.includes('finesse');
  const ab = (ABILITIES as readonly string[]).includes(abilityKey) ? (abilityKey as Ability) : fin ? (w.abilities.dex >= w.abilities.str ? 'dex' : 'str') : kind === 'ranged' ? 'dex' : 'str';
  const m = mod(w.abilities[ab]);
  const toHit = flat ? bonus : m + w.prof + bonus;
  if (!parts.length || parts.some(([, t]) => !(DAMAGE_TYPES as readonly string[]).includes(t))) return null;
  const damage = parts.map(([f, t], i) => `${dice(i === 0 ? f : f.replace(/@mod/g, '0'), m)}[${t}]`).join('+');
  const id = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '').slice(0, 40) || 'attack';
  const first: Dnd5eAttack = { id, name, kind, toHit, damage, properties };
  const normal = int(range.value);
  const long = int(range.long);
  if (kind === 'melee') first.reachFt = int(range.reach) ?? (properties.includes('reach') ? 10 : 5);
  else if (normal) first.range = { normal, ...(long ? { long } : {}) };
  else if (kind === 'spell') first.reachFt = 5;
  else return null;
  const out = [first];
  if (versatile) out.push({ ...first, id: `${id}-two-handed`, name: `${name} (two-handed)`.slice(0, 80), damage: `${dice(versatile, m)}[${parts[0]![1]}]` });
  if (kind === 'melee' && properties.includes('thrown') && normal) out.push({ ...first, reachFt: undefined, id: `${id}-thrown`, name: `${name} (thrown)`.slice(0, 80), kind: 'thrown', range: { normal, ...(long ? { long } : {}) } });
  for (const a of out) if (a.reachFt === undefined) delete a.reachFt;
  const save = acts.find((a) => a.type === 'save');
  const legacySave = obj(s.save);
  const rawAbility = save ? obj(save.save).ability : legacySave.ability;
  // 5.x may list several abilities (a set); the first is read.
  const saveAbility = str(Array.isArray(rawAbility) ? rawAbility[0] : rawAbility);
  const dc = save ? int(obj(obj(save.save).dc).formula) : int(legacySave.dc);
  if (saveAbility && dc) {
    const text = plainText(obj(s.description).value);
    const cond = /saving throw or (?:be |become )?(?:knocked )?([a-z]+)/i.exec(text)?.[1]?.toLowerCase();
    if (cond && (CONDITION_IDS as readonly string[]).includes(cond) && (ABILITIES as readonly string[]).includes(saveAbility)) {
      const rider: OnHit = { kind: 'save', ability: saveAbility as Ability, dc, condition: cond as Dnd5eConditionId };
      for (const a of out) a.onHit = [rider];
    } else ctx.warn(childPath(p, 'system', 'description'), ref('imp_field_unmapped', { value: text.slice(0, 120) }));
  }
  return out;
}

function readActor(raw: unknown, ctx: ReadContext) {
  const r = raw as Record<string, unknown>;
  const sys = obj(r.system);
  const sp = childPath(ctx.path, 'system');
  const items = r.items as unknown[];
  const scores = {} as Record<Ability, number>;
  const abilities = {} as Record<Ability, At>;
  for (const a of ABILITIES) {
    const v = obj(obj(sys.abilities)[a]).value;
    abilities[a] = { v, p: childPath(sp, 'abilities', a, 'value') };
    scores[a] = int(v) ?? 10;
  }
  const details = obj(sys.details);
  const cr = parseCr(details.cr) ?? 0;
  const prof = profForCr(cr);
  const attrs = obj(sys.attributes);
  const hp = obj(attrs.hp);
  const saves: Partial<Record<Ability, At>> = {};
  for (const a of ABILITIES) if (int(obj(obj(sys.abilities)[a]).proficient)) saves[a] = { v: mod(scores[a]) + prof, p: childPath(sp, 'abilities', a, 'proficient') };
  const skills: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(obj(sys.skills))) {
    const level = Number(obj(v).value);
    if (SKILLS[k] && level > 0) skills[SKILLS[k]] = mod(scores[(str(obj(v).ability) || SKILL_ABILITY[k]) as Ability] ?? 10) + Math.floor(level * prof);
  }
  const senses = obj(attrs.senses);
  const sense: string[] = [];
  for (const k of ['darkvision', 'blindsight', 'tremorsense', 'truesight']) if (int(senses[k])) sense.push(`${k} ${int(senses[k])} ft.`);
  if (str(senses.special)) sense.push(str(senses.special));
  const prc = skills.perception as number | undefined;
  const movement = obj(attrs.movement);
  const speed: Record<string, unknown> = {};
  for (const k of ['walk', 'fly', 'swim', 'climb', 'burrow']) if (int(movement[k])) speed[k] = int(movement[k]);
  if (movement.hover === true) speed.hover = true;
  const notes: TextItem[] = [];
  const keep = (label: string, v: string, p: string) => {
    if (!v) return;
    notes.push({ name: label, desc: v, p });
    ctx.warn(p, ref('imp_field_unmapped', { value: `${label}: ${v}`.slice(0, 120) }));
  };
  keep('Alignment', str(details.alignment), childPath(sp, 'details', 'alignment'));
  const langs = obj(obj(sys.traits).languages);
  keep('Languages', [...(Array.isArray(langs.value) ? langs.value.map(str) : []), str(langs.custom)].filter(Boolean).join(', '), childPath(sp, 'traits', 'languages'));
  const traits: TextItem[] = [];
  const actions: TextItem[] = [];
  const attacks: Dnd5eAttack[] = [];
  items.forEach((it, i) => {
    const p = childPath(ctx.path, 'items', i);
    if (!isObject(it)) return void ctx.warn(p, ref('imp_extra_ignored', { value: show(it) }));
    const desc = plainText(obj(obj(it.system).description).value);
    if (it.type === 'weapon') {
      const made = weapon(it, p, { abilities: scores, prof }, ctx);
      if (made) attacks.push(...made);
      else {
        notes.push({ name: str(it.name), desc, p });
        ctx.warn(p, ref('imp_attack_unparsed', { text: `${str(it.name)}: ${desc}`.slice(0, 120) }));
      }
    } else if (it.type === 'feat') (/^multiattack$/i.test(str(it.name)) ? actions : traits).push({ name: str(it.name), desc, p });
    else if (it.type === 'equipment' && isObject(obj(it.system).armor) && int(obj(obj(it.system).armor).value) !== null) return;
    else keep(str(it.name) || 'Item', desc || str(it.type), p);
  });
  const type = str(obj(details.type).value).toLowerCase();
  const sub = str(obj(details.type).subtype).toLowerCase();
  const ci = obj(obj(sys.traits).ci);
  const out = buildDnd5e(
    {
      sourceId: `${str(r._key) || str(r._id) || str(r.name)}`,
      name: { v: r.name, p: childPath(ctx.path, 'name') },
      size: { v: SIZES[str(obj(sys.traits).size)], p: childPath(sp, 'traits', 'size') },
      ...(type ? { type: sub ? `${type} (${sub})` : type } : {}),
      abilities,
      ac: { v: armourClass(sys, items, mod(scores.dex), childPath(sp, 'attributes', 'ac'), ctx), p: childPath(sp, 'attributes', 'ac') },
      hp: { v: hp.max ?? hp.value, p: childPath(sp, 'attributes', 'hp', 'max') },
      hitDice: { v: hp.formula, p: childPath(sp, 'attributes', 'hp', 'formula') },
      speed: { v: Object.keys(speed).length ? speed : null, p: childPath(sp, 'attributes', 'movement') },
      cr: { v: details.cr, p: childPath(sp, 'details', 'cr') },
      saves,
      skills: { v: skills, p: childPath(sp, 'skills') },
      ...(prc !== undefined ? { passivePerception: { v: 10 + prc, p: childPath(sp, 'skills', 'prc') } } : { passivePerception: { v: 10 + mod(scores.wis), p: childPath(sp, 'skills', 'prc') } }),
      senses: { v: sense.join(', '), p: childPath(sp, 'attributes', 'senses') },
      resist: damageText(sys, 'dr', sp),
      vuln: damageText(sys, 'dv', sp),
      immune: damageText(sys, 'di', sp),
      conditionImmune: { v: [...(Array.isArray(ci.value) ? (ci.value as unknown[]) : []), ...str(ci.custom).split(/[,;]/).filter((x) => x.trim())], p: childPath(sp, 'traits', 'ci') },
      traits,
      actions,
      other: [{ label: 'Note', items: notes, warned: true }],
      licence: 'SRD 5.1, CC-BY-4.0',
    },
    ctx,
  );
  if (out.ok) {
    const stats = out.entry.stats as { attacks: Dnd5eAttack[] };
    const taken = new Set<string>();
    for (const a of attacks) {
      let id = a.id;
      for (let n = 2; taken.has(id); n++) id = `${a.id.slice(0, 44)}-${n}`;
      taken.add(id);
      if (stats.attacks.length < 32) stats.attacks.push({ ...a, id });
    }
  }
  return out;
}

export const foundryDnd5eReader: Reader = { id: 'foundry-dnd5e', system: 'dnd5e', detect: (r) => isActor(r, false), read: readActor };
export const foundryDnd5eLegacyReader: Reader = { id: 'foundry-dnd5e-3', system: 'dnd5e', detect: (r) => isActor(r, true), read: readActor };
