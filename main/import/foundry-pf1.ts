/**
 * Foundry VTT pf1 actors (0.8-era, sparse; issue #16): the actor keeps base scores and the items that
 * make its numbers — class items (level, BAB and save progressions), the race's and feats' `changes`,
 * the converter's "sbc | Conversion Buff", and `attack` items. The reader computes what Foundry
 * shows (BAB, saves, HP, AC parts, each attack's to-hit and damage) and turns it into the stat block.
 */
import { ref } from '../../shared/contract/result.js';
import { childPath } from '../../shared/import/report.js';
import { abilityMod, SIZE_MOD as PF1_SIZE_MOD, type Pf1Feat, type Pf1Size as Size, type Pf1Stats } from './pf1-tables.js';
import { armourCategory, featId } from './psrd.js';
import { toPf1Attacks, type PrintedAttack } from './psrd-attacks.js';
import type { ReadContext, Reader } from './types.js';

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const obj = (v: unknown): Obj => (isObject(v) ? v : {});
const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');
const numeric = (v: unknown): number | null => {
  const s = text(v).replace(/\+-/g, '-');
  return /^[+-]?\d+$/.test(s) ? Number(s) : null;
};
const SIZES: Readonly<Record<string, Size>> = { fine: 'fine', dim: 'diminutive', tiny: 'tiny', sm: 'small', med: 'medium', lg: 'large', huge: 'huge', grg: 'gargantuan', col: 'colossal' };
const ABILITIES = ['str', 'dex', 'con', 'int', 'wis', 'cha'] as const;
const CRS = [1 / 8, 1 / 6, 1 / 4, 1 / 3, 1 / 2];
/** Items that are the converter's text, not rules (docs/import/foundry-pf1.md). */
const META_ITEMS = new Set(['Ecology']);

const dataOf = (v: unknown) => obj(obj(v).system ?? obj(v).data);
const itemsOf = (r: Obj) => (Array.isArray(r.items) ? (r.items as unknown[]).map((it, i) => ({ it: obj(it), d: dataOf(it), i })) : []);

interface Change { target: string; sub: string; value: number | null; formula: string; path: string; source: string }

export const foundryPf1Reader: Reader = {
  id: 'foundry-pf1',
  system: 'pf1',
  detect(r) {
    if (!isObject(r) || !isObject(r.data ?? r.system) || !Array.isArray(r.items)) return false;
    return itemsOf(r).some(({ it, d }) => (it.type === 'class' && typeof d.bab === 'string') || (it.type === 'attack' && typeof d.actionType === 'string'));
  },
  read(raw, ctx) {
    const r = raw as Obj;
    const at = (...p: (string | number)[]) => childPath(ctx.path, ...p);
    const dk = isObject(r.system) ? 'system' : 'data';
    const data = obj(r[dk]);
    const attrs = obj(data.attributes);
    const traits = obj(data.traits);
    const name = text(r.name);
    if (!name) return { ok: false, path: at('name'), ref: ref('imp_missing_required', { field: 'name' }) };
    const items = itemsOf(r);
    const notes: string[] = [];
    const changes: Change[] = [];
    for (const { it, d, i } of items) {
      if (it.type === 'buff' && d.active === false) continue;
      (Array.isArray(d.changes) ? (d.changes as unknown[]) : []).forEach((c, j) => {
        const o = obj(c);
        changes.push({ target: text(o.target), sub: text(o.subTarget), value: numeric(o.formula), formula: text(o.formula), path: at('items', i, 'data', 'changes', j), source: text(it.name) });
      });
    }
    const take = (pred: (c: Change) => boolean) => {
      let sum = 0;
      for (const c of changes.filter(pred)) {
        c.target = '';
        if (c.value === null) ctx.warn(c.path, ref('imp_extra_ignored', { value: `${c.source}: ${c.sub} ${c.formula}` }));
        else {
          sum += c.value;
          ctx.warn(c.path, ref('imp_pf_change_applied', { source: c.source, target: c.sub, value: c.value }));
        }
      }
      return sum;
    };
    const abilities = { str: 10, dex: 10, con: 10, int: 10, wis: 10, cha: 10 };
    for (const k of ABILITIES) {
      const v = numeric(obj(obj(data.abilities)[k]).value);
      if (v === null) ctx.warn(at(dk, 'abilities', k), ref('imp_default', { value: '10' }));
      else abilities[k] = v;
      abilities[k] = Math.max(0, abilities[k] + take((c) => c.target === 'ability' && c.sub === k));
    }
    const size = SIZES[text(traits.size)] ?? 'medium';
    if (!SIZES[text(traits.size)]) ctx.warn(at(dk, 'traits', 'size'), ref('imp_default', { value: 'medium' }));
    // Class items: BAB and base saves by progression (high 2 + level/2, low level/3).
    let bab = 0;
    const base = { fort: 0, ref: 0, will: 0 };
    let type = '';
    for (const { it, d, i } of items.filter((x) => x.it.type === 'class')) {
      const level = numeric(d.level) ?? 1;
      if (numeric(d.level) === null) ctx.warn(at('items', i, 'data', 'level'), ref('imp_default', { value: '1' }));
      bab += d.bab === 'high' ? level : d.bab === 'med' ? Math.floor((level * 3) / 4) : Math.floor(level / 2);
      for (const s of ['fort', 'ref', 'will'] as const) base[s] += text(obj(obj(d.savingThrows)[s]).value) === 'high' ? 2 + Math.floor(level / 2) : Math.floor(level / 3);
      if (d.classType === 'racial') type = text(it.name).toLowerCase();
    }
    const saveAbility = { fort: 'con', ref: 'dex', will: 'wis' } as const;
    const saves = { fort: 0, ref: 0, will: 0 };
    for (const s of ['fort', 'ref', 'will'] as const) {
      const ab = text(obj(obj(attrs.savingThrows)[s]).ability) as (typeof ABILITIES)[number];
      const use = ABILITIES.includes(ab) ? ab : saveAbility[s];
      if (use !== saveAbility[s]) ctx.warn(at(dk, 'attributes', 'savingThrows', s, 'ability'), ref('imp_read_as', { value: `${s}: ${use}`, read: `${s} + ${use}` }));
      saves[s] = base[s] + abilityMod(abilities[use]) + take((c) => c.target === 'savingThrows' && (c.sub === s || c.sub === 'allSavingThrows'));
    }
    const hpValue = numeric(obj(attrs.hp).value);
    if (hpValue === null) return { ok: false, path: at(dk, 'attributes', 'hp', 'value'), ref: ref('imp_missing_required', { field: 'hp' }) };
    const hpMax = hpValue + take((c) => c.target === 'misc' && c.sub === 'mhp' && c.value !== null && c.source.startsWith('sbc'));
    if (hpMax < 1) return { ok: false, path: at(dk, 'attributes', 'hp', 'value'), ref: ref('imp_missing_required', { field: 'hp' }) };
    for (const c of changes.filter((x) => x.target === 'misc' && x.sub === 'mhp')) {
      c.target = '';
      ctx.warn(c.path, ref('imp_pf_hp_included', { source: c.source }));
    }
    const ac: Pf1Stats['ac'] = { armor: 0, shield: 0, natural: 0, deflection: 0, dodge: 0, misc: 0 };
    const natText = numeric(attrs.naturalAC);
    const natChanges = take((c) => c.target === 'ac' && c.sub === 'nac');
    ac.natural = Math.max(0, natText ?? natChanges);
    if (natText !== null && natChanges) ctx.warn(at(dk, 'attributes', 'naturalAC'), ref('imp_pf_natural_once', { value: natText, changes: natChanges }));
    ac.armor = Math.max(0, take((c) => c.target === 'ac' && c.sub === 'aac'));
    ac.shield = Math.max(0, take((c) => c.target === 'ac' && c.sub === 'sac'));
    ac.deflection = Math.max(0, take((c) => c.target === 'ac' && c.sub === 'deflection'));
    ac.dodge = Math.max(0, take((c) => c.target === 'ac' && c.sub === 'dodge'));
    ac.misc = take((c) => c.target === 'ac');
    const gear = items.filter((x) => x.it.type === 'equipment').map((x) => text(x.it.name)).join(', ');
    let armor: Pf1Stats['armor'] = 'none';
    if ((ac.armor ?? 0) > 0) {
      armor = armourCategory(gear) ?? 'light';
      if (!armourCategory(gear)) ctx.warn(at('items'), ref('imp_default', { value: 'light armour' }));
    }
    const speedOf = (mode: string) => numeric(obj(obj(attrs.speed)[mode]).base);
    const speed = speedOf('land') ?? 30;
    if (speedOf('land') === null) ctx.warn(at(dk, 'attributes', 'speed', 'land', 'base'), ref('imp_default', { value: '30 ft.' }));
    const feats: Pf1Feat[] = [];
    const features: string[] = [];
    const unmapped: string[] = [];
    for (const { it, d, i } of items.filter((x) => x.it.type === 'feat' && !META_ITEMS.has(text(x.it.name)))) {
      const n = text(it.name);
      const id = featId(n);
      if (id) {
        if (!feats.includes(id)) feats.push(id);
      } else if (d.featType && d.featType !== 'feat') {
        features.push(n);
        ctx.warn(at('items', i), ref('imp_feature_text', { name: n }));
      } else {
        unmapped.push(n);
        ctx.warn(at('items', i), ref('imp_pf_feat_note', { name: n }));
      }
    }
    if (unmapped.length) notes.push(`Feats: ${unmapped.join(', ')}`);
    if (features.length) notes.push(`Features: ${features.join(', ')}`);
    const stats: Pf1Stats = {
      system: 'pf1', v: 1, abilities, size, hpMax, bab, saves, ac, armor, speed, initiative: take((c) => c.target === 'misc' && c.sub === 'init'),
      cmbMisc: 0, cmdMisc: 0, feats, attacks: [], concentrationMisc: 0,
    };
    for (const mode of ['climb', 'swim', 'fly'] as const) {
      const v = speedOf(mode);
      if (v) stats[mode] = v;
    }
    const printed = attacksOf(items, stats, at, ctx, notes);
    stats.attacks = toPf1Attacks(printed, stats, ctx, notes).slice(0, 16);
    for (const c of changes.filter((x) => x.target)) ctx.warn(c.path, ref('imp_extra_ignored', { value: `${c.source}: ${c.sub} ${c.formula}` }));
    const noteField = (label: string, value: string, path: string) => {
      if (!value) return;
      notes.push(`${label}: ${value}`);
      ctx.warn(path, ref('imp_field_unmapped', { value }));
    };
    noteField('Gear', items.filter((x) => x.it.type === 'equipment' || x.it.type === 'weapon').map((x) => text(x.it.name)).join(', '), at('items'));
    noteField('Senses', text(traits.senses), at(dk, 'traits', 'senses'));
    noteField('DR', text(traits.dr), at(dk, 'traits', 'dr'));
    for (const [k, label] of [['di', 'Immune'], ['dv', 'Vulnerable'], ['ci', 'Condition immunities'], ['languages', 'Languages']] as const) {
      const t = obj(traits[k]);
      const list = [...(Array.isArray(t.value) ? (t.value as unknown[]).map(text) : []), ...text(t.custom).split(';').map((x) => x.trim())].filter(Boolean);
      noteField(label, list.join(', '), at(dk, 'traits', k));
    }
    noteField('CMD', text(attrs.cmdNotes), at(dk, 'attributes', 'cmdNotes'));
    const skills = Object.entries(obj(data.skills)).map(([k, v]) => `${k} ${text(obj(v).rank)}`).join(', ');
    noteField('Skill ranks', skills, at(dk, 'skills'));
    const crBase = typeof obj(obj(data.details).cr).base === 'number' ? (obj(obj(data.details).cr).base as number) : undefined;
    const cr = crBase === undefined ? undefined : crBase < 1 ? CRS.reduce((a, b) => (Math.abs(b - crBase) < Math.abs(a - crBase) ? b : a)) : Math.round(crBase);
    return {
      ok: true,
      entry: {
        sourceId: text(r._id) || name, name: name.slice(0, 80), kind: r.type === 'character' ? 'pc' : 'monster', system: 'pf1', stats,
        ...(type ? { type } : {}), ...(cr === undefined ? {} : { cr }), ...(notes.length ? { notes: notes.join('\n') } : {}), licence: 'OGL 1.0a',
      },
    };
  },
};

/** The `attack` items as Foundry shows them: BAB + ability + size + attackBonus; damage part + ability × multiplier. */
function attacksOf(items: ReturnType<typeof itemsOf>, s: Pf1Stats, at: (...p: (string | number)[]) => string, ctx: ReadContext, notes: string[]): PrintedAttack[] {
  const out: PrintedAttack[] = [];
  for (const { it, d, i } of items.filter((x) => x.it.type === 'attack')) {
    const path = at('items', i);
    const name = text(d.attackName) || text(it.name);
    const action = text(d.actionType);
    const parts = Array.isArray(obj(d.damage).parts) ? (obj(d.damage).parts as unknown[]) : [];
    const first = Array.isArray(parts[0]) ? text((parts[0] as unknown[])[0]) : '';
    const dm = /^(\d{1,2}d\d{1,3})\s*(?:\+\s*(-?\d+)|-\s*(\d+))?$/.exec(first.replace(/\s+/g, ''));
    if ((action !== 'mwak' && action !== 'rwak') || !dm) {
      ctx.warn(path, ref('imp_attack_unparsed', { text: `${name} ${action} ${first}`.trim() }));
      notes.push(`Attack: ${name} ${first}`.trim());
      continue;
    }
    if (parts.length > 1) ctx.warn(childPath(path, 'data', 'damage', 'parts', 1), ref('imp_extra_ignored', { value: JSON.stringify(parts.slice(1)).slice(0, 120) }));
    const ab = obj(d.ability);
    const atkAbility = text(ab.attack) as (typeof ABILITIES)[number];
    const dmgAbility = text(ab.damage) as (typeof ABILITIES)[number];
    const natural = d.attackType === 'natural';
    const secondary = natural && d.primaryAttack === false ? true : undefined;
    const mult = numeric(ab.damageMult) ?? (secondary ? 0.5 : 1);
    const dmgMod = ABILITIES.includes(dmgAbility) ? abilityMod(s.abilities[dmgAbility]) : 0;
    const bonus = s.bab + (ABILITIES.includes(atkAbility) ? abilityMod(s.abilities[atkAbility]) : 0) + PF1_SIZE_MOD[s.size] + (numeric(d.attackBonus) ?? 0) + (secondary ? -5 : 0);
    const flat = (dm[2] ? Number(dm[2]) : dm[3] ? -Number(dm[3]) : 0) + (dmgMod > 0 ? Math.floor(dmgMod * mult) : dmgMod);
    const extra = Array.isArray(d.attackParts) ? (d.attackParts as unknown[]) : [];
    const sameBonus = extra.every((p) => Array.isArray(p) && numeric(p[0]) === 0);
    if (!sameBonus) ctx.warn(childPath(path, 'data', 'attackParts'), ref('imp_extra_ignored', { value: JSON.stringify(extra).slice(0, 120) }));
    const notesOf = (Array.isArray(d.effectNotes) ? (d.effectNotes as unknown[]).map(text) : []).filter(Boolean);
    const range = numeric(obj(d.range).value);
    out.push({
      name, count: 1 + (sameBonus ? extra.length : 0), line: action === 'rwak' ? 'ranged' : 'melee', bonus, dice: dm[1]!, flat,
      critRange: numeric(ab.critRange) ?? 20, critMultiplier: numeric(ab.critMult) ?? 2, routine: 0, natural, path,
      ...(secondary ? { secondary } : {}), ...(range ? { range } : {}), ...(notesOf.length ? { rider: `plus ${notesOf.join(', ')}` } : {}),
    });
  }
  return out;
}
