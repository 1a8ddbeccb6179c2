/**
 * OpenQuest bestiary journal pages from Foundry (oq-system's bestiary pack): a page whose text is an
 * HTML stat block (Characteristics and Attributes tables, then Skills, Combat, Magic, Special Rules).
 * OpenQuest has one HP pool and no hit locations: the creature gets the encounter's humanoid table
 * with its armour on every location, each choice warned.
 */
import { ref } from '../../shared/contract/result.js';
import { childPath } from '../../shared/import/report.js';
import { sections, splitTop, tables, type HtmlTable } from './openquest-html.js';
import { dice, familyOf, readyOf, skillKey, uniqueId, type D100Weapon } from './openquest-weapons.js';
import type { ReadContext, Reader } from './types.js';

const LICENCE = 'OpenQuest SRD, CC-BY-4.0 (Newt Newport, Paul Mitchener)';
const CHARS = ['STR', 'CON', 'DEX', 'SIZ', 'INT', 'POW', 'CHA'] as const;
/** Foundry page fields that are metadata, not stat block (see docs/import/openquest.md). */
const METADATA = new Set(['_id', '_key', '_stats', 'flags', 'image', 'ownership', 'sort', 'system', 'title', 'type', 'video', 'src', 'folder']);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const contentOf = (r: unknown): string | null => (isObject(r) && isObject(r.text) && typeof r.text.content === 'string' ? r.text.content : null);

export const openquestReader: Reader = {
  id: 'openquest-foundry',
  system: 'runequest',
  detect(record) {
    const html = contentOf(record);
    return html !== null && typeof (record as Record<string, unknown>).name === 'string' && /<caption>\s*Characteristics\s*<\/caption>/i.test(html) && /<caption>\s*Attributes\s*<\/caption>/i.test(html);
  },
  read(record, ctx) {
    const r = record as Record<string, unknown>;
    const html = contentOf(r)!;
    const at = childPath(ctx.path, 'text', 'content');
    const name = String(r.name).trim().slice(0, 80);
    if (!name) return { ok: false, path: childPath(ctx.path, 'name'), ref: ref('imp_missing_required', { field: 'name' }) };
    for (const k of Object.keys(r)) if (!METADATA.has(k) && k !== 'name' && k !== 'text') ctx.warn(childPath(ctx.path, k), ref('imp_extra_ignored', { value: k.slice(0, 80) }));
    for (const k of Object.keys(r.text as object)) if (k !== 'content' && k !== 'format' && k !== 'markdown') ctx.warn(childPath(ctx.path, 'text', k), ref('imp_extra_ignored', { value: k.slice(0, 80) }));

    const tbl = tables(html);
    const byCaption = (c: string): HtmlTable | undefined => tbl.find((t) => t.caption.toLowerCase() === c);
    const chars = byCaption('characteristics');
    const attrs = byCaption('attributes');
    if (!chars || !attrs) return { ok: false, path: at, ref: ref('imp_missing_required', { field: chars ? 'Attributes' : 'Characteristics' }) };
    for (const t of tbl) if (t !== chars && t !== attrs) ctx.warn(at, ref('imp_rq_table_ignored', { caption: t.caption || '?' }));

    // Characteristics: a row of dice, then the row of fixed values.
    const characteristics: Record<string, number> = {};
    const rolled: string[] = [];
    for (const c of CHARS) {
      const col = chars.head.findIndex((h) => h.toUpperCase() === c);
      const column = col < 0 ? [] : chars.rows.map((row) => row[col] ?? '');
      const value = column.find((v) => /^\d{1,3}$/.test(v));
      if (value === undefined) return { ok: false, path: at, ref: ref('imp_missing_required', { field: c }) };
      characteristics[c.toLowerCase()] = Number(value);
      const roll = column.find((v) => /d/i.test(v));
      if (roll) rolled.push(`${c} ${roll}`);
    }
    if (rolled.length) ctx.warn(at, ref('imp_rq_dice_ignored', { value: rolled.join(', ') }));

    const attr = (label: string): string | undefined => {
      const col = attrs.head.findIndex((h) => h.toLowerCase() === label);
      return col < 0 ? undefined : attrs.rows[0]?.[col];
    };
    const known = new Set(['hit points', 'damage modifier', 'magic points', 'mr', 'armour', 'armor', 'loot']);
    const notes: string[] = [];
    for (const h of attrs.head) if (!known.has(h.toLowerCase())) keepNote(ctx, at, notes, `${h}: ${attrs.rows[0]?.[attrs.head.indexOf(h)] ?? ''}`);

    const hpText = attr('hit points');
    if (!hpText || !/^\d+$/.test(hpText)) return { ok: false, path: at, ref: ref('imp_missing_required', { field: 'Hit Points' }) };
    const armourText = attr('armour') ?? attr('armor');
    if (armourText === undefined) return { ok: false, path: at, ref: ref('imp_missing_required', { field: 'Armour' }) };
    const ap = /\bAP\s*(\d{1,2})/i.exec(armourText) ?? /^(\d{1,2})$/.exec(armourText.trim());
    if (!ap && !/^(none|-|—|0)?$/i.test(armourText.trim())) return { ok: false, path: at, ref: ref('imp_invalid_field', { issue: `Armour “${armourText}”` }) };
    const armourAll = ap ? Number(ap[1]) : 0;
    if (ap) ctx.warn(at, ref('imp_rq_armour_all', { value: armourText, ap: armourAll }));

    const stats: Record<string, unknown> = { system: 'runequest', v: 1, characteristics, armourAll };
    const dmText = attr('damage modifier');
    const dm = dmText === undefined ? null : dice(dmText);
    if (dmText !== undefined && dm === null) keepNote(ctx, at, notes, `Damage Modifier: ${dmText}`);
    if (dm !== null) stats.damageModifier = dm;
    const mr = attr('mr');
    const metres = mr === undefined ? null : /^(\d{1,2})\s*m?$/i.exec(mr.trim());
    if (metres) stats.movement = Number(metres[1]);
    else if (mr !== undefined) keepNote(ctx, at, notes, `MR: ${mr}`);
    for (const [label, text] of [['Magic Points', attr('magic points')], ['Loot', attr('loot')]] as const) if (text !== undefined) keepNote(ctx, at, notes, `${label}: ${text}`);

    ctx.warn(at, ref('imp_rq_hp_pool', { hp: Number(hpText), conSiz: characteristics.con! + characteristics.siz! }));
    ctx.warn(at, ref('imp_rq_humanoid', { ap: armourAll }));
    ctx.warn(at, ref('imp_rq_derived'));

    const skills: Record<string, number> = {};
    const weapons: D100Weapon[] = [];
    const ids = new Set<string>();
    for (const s of sections(html)) {
      const title = s.title.toLowerCase();
      if (title === 'skills') for (const item of s.items) readSkills(item.text, skills, notes, ctx, at);
      else if (title === 'combat') {
        for (const item of s.items) readStyle(item, skills, weapons, ids, dm, notes, ctx, at);
      } else for (const item of s.items) keepNote(ctx, at, notes, `${s.title || name}: ${item.lead ? `${item.lead}: ` : ''}${item.text}`);
      if (title === 'combat') for (const item of s.items.filter((i) => !i.lead)) keepNote(ctx, at, notes, `${s.title}: ${item.text}`);
      for (const p of s.paragraphs) keepNote(ctx, at, notes, `${s.title || name}: ${p}`);
    }
    stats.skills = skills;
    const kept = weapons.slice(0, 16);
    for (const w of weapons.slice(16)) ctx.warn(at, ref('imp_extra_ignored', { value: w.name }));
    stats.weapons = kept;
    stats.ready = readyOf(kept);
    return {
      ok: true,
      entry: { sourceId: typeof r._id === 'string' && r._id ? r._id : name, name, kind: 'monster', system: 'runequest', stats, ...(notes.length ? { notes: notes.join('\n') } : {}), licence: LICENCE },
    };
  },
};

/** Text the stat block has no field for: a line of the notes, and a warning. */
function keepNote(ctx: ReadContext, at: string, notes: string[], line: string): void {
  notes.push(line);
  ctx.warn(at, ref('imp_field_unmapped', { value: line.length > 80 ? `${line.slice(0, 79)}…` : line }));
}

/** "Dodge 50%, Persistence (see Special Rules below), Resilience 35%." */
function readSkills(text: string, skills: Record<string, number>, notes: string[], ctx: ReadContext, at: string): void {
  for (const part of splitTop(text)) {
    // Long text is not a skill (and keeps the lazy match linear).
    const m = part.length <= 120 ? /^(.+?)\s+(-?\d{1,3})%$/.exec(part) : null;
    if (m) skills[skillKey(m[1]!)] = Number(m[2]);
    else {
      notes.push(`Skill: ${part}`);
      ctx.warn(at, ref('imp_rq_skill_no_value', { name: part.length > 80 ? `${part.slice(0, 79)}…` : part }));
    }
  }
}

/** "Close Combat 40%:" then "Short spear (1D6), Buckler (1D4)." — the style is the weapons' skill. */
function readStyle(item: { lead: string; text: string }, skills: Record<string, number>, weapons: D100Weapon[], ids: Set<string>, dm: string | null, notes: string[], ctx: ReadContext, at: string): void {
  if (!item.lead) return;
  const m = item.lead.length <= 120 ? /^(.+?)\s+(-?\d{1,3})%$/.exec(item.lead) : null;
  if (!m) {
    keepNote(ctx, at, notes, `${item.lead}: ${item.text}`);
    return;
  }
  const key = skillKey(m[1]!);
  skills[key] = Number(m[2]);
  const ranged = /ranged|missile/i.test(m[1]!);
  for (const part of splitTop(item.text)) {
    const w = part.length <= 200 ? /^(.+?)\s*\((.*)\)$/.exec(part) : null;
    const bits = w ? splitTop(w[2]!) : [];
    let damage = bits[0] ? dice(bits[0]) : null;
    if (w && bits[0] && damage === null) {
      // "1D4+1D6": the weapon's dice plus the Damage Modifier, which the engine adds itself.
      const two = /^(\d{1,2}d\d{1,3})\+(.+)$/i.exec(bits[0].replace(/\s+/g, ''));
      if (two && dm !== null && dice(two[2]!) === dm) {
        damage = two[1]!.toLowerCase();
        ctx.warn(at, ref('imp_rq_dm_in_damage', { value: bits[0], read: damage }));
      }
    }
    if (!w || damage === null) {
      notes.push(`${m[1]}: ${part}`);
      ctx.warn(at, ref('imp_attack_unparsed', { text: part.length > 80 ? `${part.slice(0, 79)}…` : part }));
      continue;
    }
    const wname = w[1]!.trim().slice(0, 60);
    const fk = familyOf(wname);
    const kind = ranged ? (fk?.kind === 'thrown' ? 'thrown' : 'ranged') : fk && fk.kind !== 'ranged' && fk.kind !== 'thrown' ? fk.kind : 'melee';
    const family = fk?.family ?? 'other';
    if (!fk) ctx.warn(at, ref('imp_rq_weapon_family', { name: wname }));
    const weapon: D100Weapon = { id: uniqueId(wname, ids), name: wname, skill: key, kind, family, hands: 1, damage, ap: 0, hp: 0, impaling: false, range: 0, reload: 0 };
    for (const extra of bits.slice(1)) {
      const range = /^(\d{1,4})\s*m$/i.exec(extra);
      const aphp = /^AP\s*(\d{1,2})\s*\/?\s*HP\s*(\d{1,3})$/i.exec(extra);
      if (range && kind !== 'melee') weapon.range = Number(range[1]);
      else if (aphp) [weapon.ap, weapon.hp] = [Number(aphp[1]), Number(aphp[2])];
      else keepNote(ctx, at, notes, `${wname}: ${extra}`);
    }
    if ((kind === 'ranged' || kind === 'thrown') && weapon.range === 0) {
      weapon.range = 10;
      ctx.warn(at, ref('imp_rq_range_default', { name: wname, range: 10 }));
    }
    if (weapon.ap === 0 && weapon.hp === 0) ctx.warn(at, ref('imp_rq_weapon_no_aphp', { name: wname }));
    weapons.push(weapon);
  }
}
