/**
 * Open5e monsters (issue #16): the v1 API record (`/v1/monsters/`, alone or in its `{results}` page),
 * the v1 database fixture (`{model: "api.monster", pk, fields}` whose list fields are JSON strings),
 * and the v2 API creature (`/v2/creatures/`). Attacks are read from the `desc` text, the one field
 * that is right in every version (v2's structured damage types are wrong upstream).
 */
import { ref } from '../../../../shared/contract/result.js';
import { childPath } from '../../../../shared/import/report.js';
import { ABILITIES, type Ability } from '../../../../shared/systems/dnd5e/schema.js';
import { buildDnd5e, show, type At, type TextBlock, type TextItem } from './open5e-block.js';
import type { ReadContext, Reader } from '../../../import/types.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const ABILITY_NAMES: Record<Ability, string> = { str: 'strength', dex: 'dexterity', con: 'constitution', int: 'intelligence', wis: 'wisdom', cha: 'charisma' };
const SRD_LICENCE = 'SRD 5.1, CC-BY-4.0';

/** A field reader over a record: the value and its path (the v1 fixture nests them under `fields`). */
type Get = (key: string) => At;

function items(at: At, ctx: ReadContext): (TextItem & { i: number })[] {
  if (at.v === null || at.v === undefined || at.v === '') return [];
  if (!Array.isArray(at.v)) {
    ctx.warn(at.p, ref('imp_extra_ignored', { value: show(at.v) }));
    return [];
  }
  const out: (TextItem & { i: number })[] = [];
  at.v.forEach((it, i) => {
    const p = childPath(at.p, i);
    if (isObject(it) && str(it.name) && typeof it.desc === 'string') out.push({ name: str(it.name), desc: it.desc.trim(), p, i });
    else ctx.warn(p, ref('imp_extra_ignored', { value: JSON.stringify(it)?.slice(0, 80) ?? '' }));
  });
  return out;
}

/** Descriptive text the stat block has no field for: kept in the notes, and said. */
function keep(label: string, at: At, ctx: ReadContext, extra: TextItem[]): void {
  const t = str(at.v);
  if (!t) return;
  extra.push({ name: label, desc: t, p: at.p });
  ctx.warn(at.p, ref('imp_field_unmapped', { value: `${label}: ${t}`.slice(0, 120) }));
}

function typeOf(type: unknown, subtype: unknown): string | undefined {
  const t = str(type).toLowerCase();
  const s = str(subtype).toLowerCase();
  return t ? (s ? `${t} (${s})` : t) : undefined;
}

/** The v1 shape (API or fixture `fields`): same keys, the fixture's lists as JSON strings under `<key>_json`. */
function v1Block(get: Get, sourceId: string, licence: string, ctx: ReadContext): TextBlock {
  const abilities = Object.fromEntries(ABILITIES.map((a) => [a, get(ABILITY_NAMES[a])])) as Record<Ability, At>;
  const saves = Object.fromEntries(ABILITIES.map((a) => [a, get(`${ABILITY_NAMES[a]}_save`)])) as Record<Ability, At>;
  const skillsAt = get('skills');
  const skills = isObject(skillsAt.v) ? { ...skillsAt.v } : {};
  const perception = get('perception');
  if (typeof perception.v === 'number' && skills.perception === undefined) skills.perception = perception.v;
  const speed = get('speed');
  const notes: TextItem[] = [];
  const acDesc = get('armor_desc');
  if (str(acDesc.v)) keep('Armor', acDesc, ctx, notes);
  keep('Alignment', get('alignment'), ctx, notes);
  keep('Languages', get('languages'), ctx, notes);
  const legendary: TextItem[] = items(get('legendary_actions'), ctx);
  const legendaryDesc = get('legendary_desc');
  if (str(legendaryDesc.v) && legendary.length) legendary.unshift({ name: 'Legendary Actions', desc: str(legendaryDesc.v), p: legendaryDesc.p });
  return {
    sourceId,
    name: get('name'),
    size: get('size'),
    ...(typeOf(get('type').v, get('subtype').v) ? { type: typeOf(get('type').v, get('subtype').v)! } : {}),
    abilities,
    ac: get('armor_class'),
    hp: get('hit_points'),
    hitDice: get('hit_dice'),
    speed: { v: isObject(speed.v) ? speed.v : null, p: speed.p },
    cr: get('challenge_rating'),
    saves,
    skills: { v: skills, p: skillsAt.p },
    senses: get('senses'),
    resist: get('damage_resistances'),
    vuln: get('damage_vulnerabilities'),
    immune: get('damage_immunities'),
    conditionImmune: get('condition_immunities'),
    traits: items(get('special_abilities'), ctx),
    actions: items(get('actions'), ctx),
    other: [
      { label: 'Bonus action', items: items(get('bonus_actions'), ctx) },
      { label: 'Reaction', items: items(get('reactions'), ctx) },
      { label: 'Legendary action', items: legendary },
      { label: 'Note', items: notes, warned: true },
    ],
    licence,
  };
}

function v1Licence(r: Record<string, unknown>): string {
  const url = str(r.document__license_url);
  if (r.document__slug === 'wotc-srd') return url ? `${SRD_LICENCE} (${url})` : SRD_LICENCE;
  return [str(r.document__title), url].filter(Boolean).join(', ') || 'Open5e, see the source document';
}

const isV1 = (r: unknown): r is Record<string, unknown> =>
  isObject(r) && typeof r.slug === 'string' && 'hit_points' in r && 'armor_class' in r && 'strength' in r && 'challenge_rating' in r;
const isFixture = (r: unknown): r is { model: string; pk: unknown; fields: Record<string, unknown> } =>
  isObject(r) && r.model === 'api.monster' && isObject(r.fields);
const isV2 = (r: unknown): r is Record<string, unknown> =>
  isObject(r) && typeof r.key === 'string' && isObject(r.ability_scores) && 'hit_points' in r && 'armor_class' in r;

/** `{count, results: [...]}`: an API page of either version. */
function splitPage(file: unknown, detect: (r: unknown) => boolean): { path: string; value: unknown }[] | null {
  const results: unknown = isObject(file) ? file.results : undefined;
  if (!Array.isArray(results) || !results.some(detect)) return null;
  return (results as unknown[]).map((value, i) => ({ path: `$.results[${i}]`, value }));
}

export const open5eV1Reader: Reader = {
  id: 'open5e-v1',
  system: 'dnd5e',
  split: (file) => splitPage(file, isV1),
  detect: isV1,
  read(raw, ctx) {
    const r = raw as Record<string, unknown>;
    const get: Get = (k) => ({ v: r[k], p: childPath(ctx.path, k) });
    return buildDnd5e(v1Block(get, `${str(r.document__slug) || 'open5e'}:${str(r.slug)}`, v1Licence(r), ctx), ctx);
  },
};

export const open5eFixtureReader: Reader = {
  id: 'open5e-v1-fixture',
  system: 'dnd5e',
  detect: isFixture,
  read(raw, ctx) {
    const { fields, pk } = raw as { pk: unknown; fields: Record<string, unknown> };
    const get: Get = (k) => {
      const p = childPath(ctx.path, 'fields', k);
      if (k in fields) return { v: fields[k], p };
      const jk = `${k}_json`;
      const jp = childPath(ctx.path, 'fields', jk);
      if (typeof fields[jk] !== 'string') return { v: fields[jk], p: jp };
      try {
        return { v: JSON.parse(fields[jk]) as unknown, p: jp };
      } catch {
        ctx.warn(jp, ref('imp_extra_ignored', { value: fields[jk].slice(0, 80) }));
        return { v: undefined, p: jp };
      }
    };
    return buildDnd5e(v1Block(get, `wotc-srd:${typeof pk === 'string' || typeof pk === 'number' ? pk : str(fields.name)}`, SRD_LICENCE, ctx), ctx);
  },
};

const SENSE_RANGES = ['blindsight_range', 'tremorsense_range', 'truesight_range'] as const;

export const open5eV2Reader: Reader = {
  id: 'open5e-v2',
  system: 'dnd5e',
  split: (file) => splitPage(file, isV2),
  detect: isV2,
  read(raw, ctx) {
    const r = raw as Record<string, unknown>;
    const at = (...k: string[]): At => ({ v: k.reduce<unknown>((o, key) => (isObject(o) ? o[key] : undefined), r), p: childPath(ctx.path, ...k) });
    const abilities = Object.fromEntries(ABILITIES.map((a) => [a, at('ability_scores', ABILITY_NAMES[a])])) as Record<Ability, At>;
    const saves = Object.fromEntries(ABILITIES.map((a) => [a, at('saving_throws', ABILITY_NAMES[a])])) as Record<Ability, At>;
    const notes: TextItem[] = [];
    keep('Armor', at('armor_detail'), ctx, notes);
    keep('Alignment', at('alignment'), ctx, notes);
    keep('Languages', at('languages', 'as_string'), ctx, notes);
    const senses: string[] = [];
    const dark = at('darkvision_range');
    if (typeof dark.v === 'number' && dark.v > 0) senses.push(`darkvision ${dark.v} ft.`);
    for (const k of SENSE_RANGES) {
      const s = at(k);
      if (typeof s.v === 'number' && s.v > 0) keep('Senses', { v: `${k.replace('_range', '')} ${s.v} ft.`, p: s.p }, ctx, notes);
    }
    const speed = at('speed');
    const acts = items(at('actions'), ctx);
    const typeOfAction = (i: number): unknown => { const a = (r.actions as unknown[])[i]; return isObject(a) ? (a.action_type ?? 'ACTION') : 'ACTION'; };
    const byType = (t: string) => acts.filter((a) => typeOfAction(a.i) === t);
    const ri = at('resistances_and_immunities');
    return buildDnd5e(
      {
        sourceId: `${str(isObject(r.document) ? r.document.key : '') || 'open5e'}:${str(r.key)}`,
        name: at('name'),
        size: at('size', 'key'),
        ...(str(at('type', 'key').v) ? { type: str(at('type', 'key').v).toLowerCase() } : {}),
        abilities,
        ac: at('armor_class'),
        hp: at('hit_points'),
        hitDice: at('hit_dice'),
        speed: { v: isObject(speed.v) ? speed.v : null, p: speed.p },
        cr: at('challenge_rating'),
        saves,
        skills: { v: isObject(r.skill_bonuses) ? r.skill_bonuses : null, p: childPath(ctx.path, 'skill_bonuses') },
        passivePerception: at('passive_perception'),
        senses: { v: senses.join(', '), p: dark.p },
        initiativeBonus: at('initiative_bonus'),
        resist: { v: isObject(ri.v) ? ri.v.damage_resistances_display : undefined, p: childPath(ri.p, 'damage_resistances_display') },
        vuln: { v: isObject(ri.v) ? ri.v.damage_vulnerabilities_display : undefined, p: childPath(ri.p, 'damage_vulnerabilities_display') },
        immune: { v: isObject(ri.v) ? ri.v.damage_immunities_display : undefined, p: childPath(ri.p, 'damage_immunities_display') },
        conditionImmune: { v: isObject(ri.v) ? ri.v.condition_immunities : undefined, p: childPath(ri.p, 'condition_immunities') },
        traits: items(at('traits'), ctx),
        actions: byType('ACTION'),
        other: [
          { label: 'Bonus action', items: byType('BONUS_ACTION') },
          { label: 'Reaction', items: byType('REACTION') },
          { label: 'Legendary action', items: byType('LEGENDARY_ACTION') },
          { label: 'Note', items: notes, warned: true },
        ],
        licence: SRD_LICENCE,
      },
      ctx,
    );
  },
};

export const OPEN5E_READERS: readonly Reader[] = [open5eFixtureReader, open5eV2Reader, open5eV1Reader];
