// One language (issue #15, item 6): no message names an action, a setting or a system by its code id.
// Every message text in both languages is scanned for camelCase ids (`dropDraw`, `runAxisOnly`) outside
// its `{param}` placeholders, and the core's refusals that name a system, a condition or a field are
// rendered in Spanish: they show the names the UI shows, never `generic` or `ally`.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SystemId } from '../../../shared/model/encounter.js';
import type { CommandInput } from '../../../shared/model/commands.js';
import { needsInput } from '../../../main/rules/core/history.js';
import { errorText } from '../../../shared/contract/refuse.js';
import { setLocale } from '../../../shared/i18n/paraglide/runtime.js';
import { AT, CommandTable } from '../../helpers/table.js';
import { emptyState, repoRoot } from '../../helpers/fixtures.js';
import { describeEvent } from '../../../shared/log/describe.js';
import { table as rqTable, f } from '../runequest/wound-kit.js';

/** A camelCase id: a lowercase run, then a capital and more letters (`setConcentration`). */
const CAMEL = /(?<!\p{L})[a-z]+[A-Z][A-Za-z]*(?!\p{L})/gu;
/** Message texts that may keep such a token; none today. Add `key: 'token'` only for a real name. */
const ALLOWED: Readonly<Record<string, readonly string[]>> = {};

/** Every text of a message: a plain string, or each branch of a variant (plural) message. */
function texts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(texts);
  if (value && typeof value === 'object' && 'match' in value) return Object.values((value as { match: Record<string, unknown> }).match).flatMap(texts);
  return [];
}

/** The camelCase ids a message text shows, its `{param}` placeholders left out. */
const camelIds = (text: string): string[] => text.replace(/\{[^{}]*\}/g, '').match(CAMEL) ?? [];

describe('no message shows a camelCase id', () => {
  it('the scan sees an id in a text and none in a placeholder', () => {
    expect(camelIds('suéltala y desenvaina (dropDraw, 1 AC)')).toEqual(['dropDraw']);
    expect(camelIds('los encuentros de {system}: {otherSkill} y «Cambiar de postura»')).toEqual([]);
    expect(texts([{ declarations: ['local stepsPlural = steps: plural'], match: { 'stepsPlural=one': 'a runAxisOnly', 'stepsPlural=*': 'b' } }])).toEqual(['a runAxisOnly', 'b']);
  });

  it.each(['en', 'es'])('%s.json', (locale) => {
    const messages = JSON.parse(fs.readFileSync(path.join(repoRoot, 'messages', `${locale}.json`), 'utf8')) as Record<string, unknown>;
    const found = Object.entries(messages)
      .filter(([key]) => !key.startsWith('$'))
      .flatMap(([key, value]) => texts(value).flatMap((t) => camelIds(t).filter((id) => !ALLOWED[key]?.includes(id)).map((id) => `${key}: ${id}`)));
    expect(Object.keys(messages).length).toBeGreaterThan(1000);
    expect(found).toEqual([]);
  });
});

/** An encounter of `system` with plain combatants `a` and `b`. */
function table(system: SystemId): CommandTable {
  const t = new CommandTable({
    schemaVersion: 8, id: `enc-${system}`, createdAt: AT, updatedAt: AT,
    initial: { ...emptyState(`enc-${system}`), system, settings: { dice: 'auto', groupInitiative: false, rules: {} } },
    history: [], cursor: 0,
  });
  for (const id of ['a', 'b']) t.ok({ type: 'addCombatant', combatant: { id, name: id, side: 'enemy', kind: 'monster', hp: { max: 10 } } });
  return t;
}

/** The banner's text of a refused command, in the current language. */
function banner(t: CommandTable, cmd: CommandInput | Record<string, unknown>): string {
  const r = t.try(cmd as CommandInput);
  if (r.ok || needsInput(r)) throw new Error(`${String(cmd.type)} was not refused`);
  return errorText(r.error);
}

const RAW_SYSTEM = /(?<!\p{L})(generic|dnd5e|pf1|runequest|akenar)(?!\p{L})/u;

describe('the core’s refusals in Spanish name the system as the UI does', () => {
  beforeAll(() => void setLocale('es', { reload: false }));
  afterAll(() => void setLocale('en', { reload: false }));

  it('concentration in an encounter played by hand', () => {
    const text = banner(table('generic'), { type: 'setConcentration', id: 'a', concentration: 'Bendecir' });
    expect(text).toBe('«Concentración» es una regla: los encuentros de Genérico (a mano) se llevan a mano (anótala como estado)');
    expect(text).not.toMatch(RAW_SYSTEM);
  });

  it('a rules command in an encounter played by hand', () => {
    const text = banner(table('generic'), { type: 'timePasses', hours: 1 });
    expect(text).toContain('los encuentros de Genérico (a mano)');
    expect(text).not.toMatch(RAW_SYSTEM);
  });

  it('a command of another system, and a setting the system lacks', () => {
    const other = banner(table('dnd5e'), { type: 'rqAction', id: 'a', action: 'aim' });
    expect(other).toContain('de D&D 5e');
    expect(other).not.toMatch(RAW_SYSTEM);
    const setting = banner(table('pf1'), { type: 'setSettings', settings: { rules: { noSuchSetting: true } } });
    expect(setting).toContain('Pathfinder 1.ª ed. no tiene el ajuste');
    expect(setting.replace('noSuchSetting', '')).not.toMatch(RAW_SYSTEM);
  });

  it('a condition it does not have, and the ally a 5e action needs', () => {
    expect(banner(table('dnd5e'), { type: 'removeCondition', id: 'a', condition: 'prone' })).toBe('«a» no tiene «tumbado»');
    const t = table('dnd5e');
    t.ok({ type: 'nextTurn' });
    const active = t.state.activeId!;
    const help = banner(t, { type: 'takeAction', id: active, action: 'help' });
    expect(help).toBe('Ayudar necesita: Aliado');
  });

  it('in English too, no raw id', () => {
    void setLocale('en', { reload: false });
    try {
      expect(banner(table('generic'), { type: 'setConcentration', id: 'a', concentration: 'Bless' })).toBe('"Concentration" is a rule: Generic (by hand) encounters are played by hand (note it as a condition)');
    } finally {
      void setLocale('es', { reload: false });
    }
  });
});

describe('a RuneQuest weapon skill in Spanish is named by its weapon', () => {
  beforeAll(() => void setLocale('es', { reload: false }));
  afterAll(() => void setLocale('en', { reload: false }));

  it('in the log line of Use Skills', () => {
    const t = rqTable();
    const id = t.state.activeId!;
    const events = t.ok({ type: 'rqAction', id, action: 'useSkill', skill: '1h-sword', inputs: { [`skill.${id}`]: f(10) } });
    const lines = events.map((e) => describeEvent(e, t.state.system));
    expect(lines.join('\n')).toContain('Espada');
    expect(lines.join('\n')).not.toContain('1h-sword');
  });
});
