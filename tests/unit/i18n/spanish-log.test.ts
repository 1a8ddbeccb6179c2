// One language (issue #15): a Spanish GM sees no English ids in the log. Every docs/examples scenario runs
// in Spanish and each log line, breakdown step and dice line is rendered as the GM log renders it; a set of
// refusals is rendered as the banner does. No text may show a raw id (a location, a success level, an action…).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runScenario, scenarioData } from '../../../main/scenario/run.js';
import { needsInput } from '../../../main/rules/core/history.js';
import { describeEvent, describeRolls, describeStep } from '../../../shared/log/describe.js';
import { errorText } from '../../../shared/contract/refuse.js';
import type { CommandInput } from '../../../shared/model/commands.js';
import { setLocale } from '../../../shared/i18n/paraglide/runtime.js';
import { repoRoot } from '../../helpers/fixtures.js';
import type { CommandTable } from '../../helpers/table.js';
import { PF_CAST, PfTable } from '../../helpers/pf1.js';
import { Table } from '../../helpers/dnd5e.js';
import { table as rqTable } from '../runequest/wound-kit.js';

/** Ids the engines write that a Spanish reader must never see as such. */
const RAW = /\b(left-arm|right-arm|left-leg|right-leg|right-hand|left-hand|chest|head|critical|fumble|failure|success|dodge|parry|easy|hard|swift|standard|bullRush|trip|disarm|overrun|openDoor|useFeat|useSkillRound|activateItem|fullAttack|dash|disengage|runequest|dnd5e|pf1|akenar)\b/;
/** A kebab-case or camelCase id (a hyphenated name like «Jean-Luc» starts with a capital). */
const ID = /(?<![\p{L}])[a-z]+(?:-[a-z]+)+(?![\p{L}])|(?<![\p{L}])[a-z]+[A-Z][a-zA-Z]*(?![\p{L}])/u;
const leaks = (text: string) => RAW.test(text) || ID.test(text.replace(/\d+d\d+(k[hl]\d+)?/g, ''));

const dir = path.join(repoRoot, 'docs', 'examples');
const files = (d: string): string[] =>
  fs.readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(path.join(d, e.name)) : e.name.endsWith('.json') ? [path.join(d, e.name)] : [])).sort();

beforeAll(() => void setLocale('es', { reload: false }));
afterAll(() => void setLocale('en', { reload: false }));

describe('the GM log in Spanish names no raw id', () => {
  const data = scenarioData(path.join(repoRoot, 'resources'));
  it.each(files(dir).map((f) => [path.relative(dir, f), f]))('%s', (_, file) => {
    const r = runScenario(JSON.parse(fs.readFileSync(file, 'utf8')), data);
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
    const lines = r.log.flatMap((entry) =>
      entry.events.flatMap((e) => [describeEvent(e, r.state.system), ...('steps' in e ? (e.steps ?? []).map(describeStep) : []), ...describeRolls(e)]),
    );
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.filter(leaks)).toEqual([]);
  });
});

/** The banner's text of a refused command. */
function banner(t: CommandTable, cmd: CommandInput): string {
  const r = t.try(cmd);
  if (r.ok || needsInput(r)) throw new Error(`${cmd.type} was not refused`);
  return errorText(r.error);
}

describe('refusals in Spanish name no raw id', () => {
  it('RuneQuest: locations to heal, passes', () => {
    const t = rqTable();
    const texts = [banner(t, { type: 'heal', id: 'v', amount: 1 }), banner(t, { type: 'heal', id: 'v', amount: 1, location: 'tail' }), banner(t, { type: 'previousTurn' })];
    expect(texts[0]).toContain('pierna izquierda');
    expect(texts[2]).toContain('RuneQuest');
    expect(texts.filter(leaks)).toEqual([]);
  });

  it('Pathfinder: actions and maneuvers', () => {
    const t = new PfTable([{ id: 'm', stats: PF_CAST.wizard, at: [2, 5], initiative: 20 }, { id: 'orc', stats: PF_CAST.orc, side: 'enemy', at: [9, 9], initiative: 30 }]);
    t.ok({ type: 'nextTurn' });
    t.turnOf('m');
    const act = (action: string, more: Record<string, unknown> = {}) => ({ type: 'pf1Action' as const, id: 'm', action: action as never, ...more });
    t.ok(act('activateItem'));
    const texts = [banner(t, act('activateItem')), banner(t, act('useSkillRound'))];
    expect(texts[1]).not.toContain('useSkillRound');
    expect(texts.filter(leaks)).toEqual([]);
  });

  it('D&D 5e: a bonus action without the feature', () => {
    const t = new Table([{ id: 'fighter', stats: 'fighter-3', at: [2, 2], initiative: 20 }, { id: 'gob', stats: 'goblin', side: 'enemy', at: [8, 2], initiative: 10 }]);
    t.turnOf('fighter');
    const text = banner(t, { type: 'takeAction', id: 'fighter', action: 'dash', bonus: true });
    expect(text).toContain('Carrera');
    expect(leaks(text)).toBe(false);
  });
});
