/**
 * Improved Initiative StatBlocks (issue #16): a bare StatBlock (its `ogl_creatures.json` entries), the
 * "export selected" envelope (`Creatures: [ids]` with `Creatures.<id>` objects) and the legacy
 * localStorage backup (`ImprovedInitiative.Creatures.<id>` values that are JSON strings). Attacks are
 * read from the action text; II's own defaults are never assumed: missing HP or AC refuses the record.
 */
import { ref } from '../../../../shared/contract/result.js';
import { childPath } from '../../../../shared/import/report.js';
import { ABILITIES, type Ability } from '../../../../shared/systems/dnd5e/schema.js';
import { buildDnd5e, int, show, type At, type TextItem } from './open5e-block.js';
import type { ReadContext, Reader } from '../../../import/types.js';

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string => (typeof v === 'string' ? v.trim() : '');
const KEY = /^(?:ImprovedInitiative\.)?Creatures\.(.+)$/;
const SIZES = ['tiny', 'small', 'medium', 'large', 'huge', 'gargantuan'];

const isStatBlock = (r: unknown): r is Record<string, unknown> =>
  isObject(r) && isObject(r.HP) && 'Value' in r.HP && isObject(r.AC) && isObject(r.Abilities) && 'Str' in r.Abilities;

function items(at: At, ctx: ReadContext): TextItem[] {
  if (!Array.isArray(at.v)) return [];
  const out: TextItem[] = [];
  at.v.forEach((it, i) => {
    const p = childPath(at.p, i);
    if (!isObject(it) || !str(it.Name) || typeof it.Content !== 'string') return void ctx.warn(p, ref('imp_extra_ignored', { value: JSON.stringify(it)?.slice(0, 80) ?? '' }));
    const usage = str(it.Usage);
    if (usage) ctx.warn(childPath(p, 'Usage'), ref('imp_field_unmapped', { value: `${str(it.Name)}: ${usage}` }));
    out.push({ name: usage ? `${str(it.Name)} (${usage})` : str(it.Name), desc: it.Content.trim(), p });
  });
  return out;
}

/** `["30 ft.", "fly 60 ft. (hover)"]` (or one comma-joined string) into speeds; the rest warned. */
function speeds(at: At, ctx: ReadContext): Record<string, unknown> | null {
  const parts = (Array.isArray(at.v) ? at.v : [at.v]).flatMap((s) => str(s).split(',')).map((s) => s.trim()).filter(Boolean);
  if (!parts.length) return null;
  const out: Record<string, unknown> = {};
  for (const part of parts) {
    const m = /^(?:(walk|fly|swim|climb|burrow)\s+)?(\d+)\s*ft\.?\s*(\(hover\))?$/i.exec(part);
    if (!m) {
      ctx.warn(at.p, ref('imp_extra_ignored', { value: part }));
      continue;
    }
    out[(m[1] ?? 'walk').toLowerCase()] = Number(m[2]);
    if (m[3]) out.hover = true;
  }
  return out;
}

/** `[{Name: "Wis", Modifier: 0}]` into a record by key. */
function byName(at: At, ctx: ReadContext, key: (name: string) => string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (!Array.isArray(at.v)) return out;
  at.v.forEach((it, i) => {
    if (isObject(it) && str(it.Name)) out[key(str(it.Name))] = it.Modifier;
    else ctx.warn(childPath(at.p, i), ref('imp_extra_ignored', { value: JSON.stringify(it)?.slice(0, 80) ?? '' }));
  });
  return out;
}

const list = (v: unknown): string => (Array.isArray(v) ? v.map(str).filter(Boolean).join(', ') : str(v));

export const improvedInitiativeReader: Reader = {
  id: 'improved-initiative',
  system: 'dnd5e',
  split(file) {
    if (!isObject(file)) return null;
    const keys = Object.keys(file).filter((k) => KEY.test(k));
    if (!keys.length || !(Array.isArray(file.Creatures) || typeof file['ImprovedInitiative.Creatures'] === 'string')) return null;
    return keys.map((k) => {
      const v = file[k];
      let value: unknown = v;
      if (typeof v === 'string') {
        try {
          value = JSON.parse(v);
        } catch {
          value = v;
        }
      }
      return { path: childPath('$', k), value };
    });
  },
  detect: isStatBlock,
  read(raw, ctx) {
    const r = raw as Record<string, unknown>;
    const at = (...k: string[]): At => ({ v: k.reduce<unknown>((o, key) => (isObject(o) ? o[key] : undefined), r), p: childPath(ctx.path, ...k) });
    const extra: TextItem[] = [];
    const keep = (label: string, a: At) => {
      const t = str(a.v);
      if (!t) return;
      extra.push({ name: label, desc: t, p: a.p });
      ctx.warn(a.p, ref('imp_field_unmapped', { value: `${label}: ${t}`.slice(0, 120) }));
    };
    // "Small humanoid (goblinoid), neutral evil": size, type, alignment.
    const typeText = str(r.Type);
    const tm = /^(\w+)\s+([^,]+?)(?:,\s*(.+))?$/.exec(typeText);
    const sized = tm && SIZES.includes(tm[1]!.toLowerCase());
    if (sized && tm[3]) keep('Alignment', { v: tm[3], p: childPath(ctx.path, 'Type') });
    if (typeText && !sized) keep('Type', at('Type'));
    // HP notes "(2d6)": the formula; anything else kept.
    const hpNotes = str(at('HP', 'Notes').v);
    const hd = /^\(?\s*(\d+d\d+(?:\s*[+-−]\s*\d+)?)\s*\)?$/.exec(hpNotes);
    if (hpNotes && !hd) keep('HP', at('HP', 'Notes'));
    keep('Armor', { v: str(at('AC', 'Notes').v).replace(/^\((.*)\)$/, '$1'), p: childPath(ctx.path, 'AC', 'Notes') });
    keep('Languages', { v: list(r.Languages), p: childPath(ctx.path, 'Languages') });
    keep('Description', at('Description'));
    const abilities = Object.fromEntries(ABILITIES.map((a) => [a, at('Abilities', a[0]!.toUpperCase() + a.slice(1))])) as Record<Ability, At>;
    const saves = byName(at('Saves'), ctx, (n) => n.slice(0, 3).toLowerCase());
    const savesAt = Object.fromEntries(Object.entries(saves).map(([k, v]) => [k, { v, p: childPath(ctx.path, 'Saves') }]));
    for (const k of Object.keys(savesAt)) if (!(ABILITIES as readonly string[]).includes(k)) ctx.warn(childPath(ctx.path, 'Saves'), ref('imp_extra_ignored', { value: k }));
    const dex = int(abilities.dex.v);
    const initMod = int(r.InitiativeModifier);
    if (r.InitiativeModifier !== undefined && initMod === null) ctx.warn(childPath(ctx.path, 'InitiativeModifier'), ref('imp_extra_ignored', { value: show(r.InitiativeModifier) }));
    const source = str(r.Source);
    const legendary = items(at('LegendaryActions'), ctx);
    return buildDnd5e(
      {
        sourceId: str(r.Id) || `${source || 'improved-initiative'}:${str(r.Name)}`,
        name: at('Name'),
        size: { v: sized ? tm[1] : undefined, p: childPath(ctx.path, 'Type') },
        ...(sized ? { type: tm[2]!.trim().toLowerCase() } : {}),
        abilities,
        ac: at('AC', 'Value'),
        hp: at('HP', 'Value'),
        ...(hd ? { hitDice: { v: hd[1], p: childPath(ctx.path, 'HP', 'Notes') } } : {}),
        speed: { v: speeds(at('Speed'), ctx), p: childPath(ctx.path, 'Speed') },
        cr: at('Challenge'),
        saves: savesAt,
        skills: { v: byName(at('Skills'), ctx, (n) => n), p: childPath(ctx.path, 'Skills') },
        senses: { v: list(r.Senses), p: childPath(ctx.path, 'Senses') },
        // II adds InitiativeModifier to the Dex modifier.
        ...(initMod && dex !== null ? { initiativeBonus: { v: Math.floor((dex - 10) / 2) + initMod, p: childPath(ctx.path, 'InitiativeModifier') } } : {}),
        resist: { v: r.DamageResistances, p: childPath(ctx.path, 'DamageResistances') },
        vuln: { v: r.DamageVulnerabilities, p: childPath(ctx.path, 'DamageVulnerabilities') },
        immune: { v: r.DamageImmunities, p: childPath(ctx.path, 'DamageImmunities') },
        conditionImmune: { v: r.ConditionImmunities, p: childPath(ctx.path, 'ConditionImmunities') },
        traits: items(at('Traits'), ctx),
        actions: items(at('Actions'), ctx),
        other: [
          { label: 'Reaction', items: items(at('Reactions'), ctx) },
          { label: 'Legendary action', items: legendary },
          { label: 'Note', items: extra, warned: true },
        ],
        licence: source === 'Basic Rules' || source === 'SRD' ? 'SRD 5.1 under OGL 1.0a' : source ? `Improved Initiative statblock, source: ${source}` : 'Improved Initiative statblock',
      },
      ctx,
    );
  },
};
