// The scenario examples in docs/ are executable: every file in docs/examples runs green, every
// command type has an example, and every command the format doc shows is valid and runs in one.
import { dnd5eStats } from '../../shared/systems/dnd5e/sheet.js';
import fs from 'node:fs';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { commandSchemaFor, commandTypesOf } from '../../shared/model/commands.js';
import { systems } from '../../shared/systems/registry.js';

/** The doc's snippets name no system: a step is right when one system's schema takes it (the first error otherwise). */
function anySystemParse(step: unknown) {
  const results = systems().map((s) => commandSchemaFor(s.id).safeParse(step));
  return results.find((r) => r.success) ?? results.find((r) => !r.success && r.error.issues[0]?.code !== 'invalid_union') ?? results[0]!;
}
import { runScenario, scenarioData, validateScenario } from '../../main/scenario/run.js';
import { scenarioStepSchema } from '../../main/scenario/scenario.js';
import { currentStep } from '../../main/scenario/legacy.js';
import { repoRoot } from '../helpers/fixtures.js';

const examplesDir = path.join(repoRoot, 'docs', 'examples');
const doc = fs.readFileSync(path.join(repoRoot, 'docs', 'scenario-format.md'), 'utf8');
const data = scenarioData(path.join(repoRoot, 'resources'));

function jsonFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? jsonFiles(path.join(dir, e.name)) : e.name.endsWith('.json') ? [path.join(dir, e.name)] : []))
    .sort();
}

type Step = Record<string, unknown> & { type: string };
const isStep = (v: unknown): v is Step => typeof v === 'object' && v !== null && !Array.isArray(v) && typeof (v as { type?: unknown }).type === 'string';

const examples = jsonFiles(examplesDir).map((file) => {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as { commands?: unknown };
  return { name: path.relative(examplesDir, file), raw, steps: Array.isArray(raw.commands) ? raw.commands.filter(isStep) : [] };
});
const allSteps = examples.flatMap((e) => e.steps);

/** Every command type of every built-in system, plus the scenario's own undo and redo. */
const COMMAND_TYPES: string[] = [...new Set(systems().flatMap((s) => commandTypesOf(s.id)))];
const STEP_TYPES = [...COMMAND_TYPES, 'undo', 'redo'];

const lineOf = (index: number) => doc.slice(0, index).split('\n').length;
/** The doc's ```json blocks (also indented in a list), each with the line it starts on. */
const blocks = [...doc.matchAll(/^[ \t]*```json\n([\s\S]*?)^[ \t]*```/gm)].map((m) => ({ line: lineOf(m.index), text: m[1] ?? '' }));
/** Commands written inline in the prose: `{ "type": … }`. */
const inline = [...doc.matchAll(/`(\{ "type"[^`]*\})`/g)].map((m) => ({ line: lineOf(m.index), text: m[1] ?? '' }));
const parsedBlocks = [...blocks, ...inline].map((b) => {
  try {
    return { ...b, value: JSON.parse(b.text) as unknown };
  } catch (err) {
    return { ...b, error: String(err) };
  }
});
const docSteps = parsedBlocks.flatMap((b) => ('value' in b && isStep(b.value) && !('format' in b.value) ? [{ line: b.line, step: b.value }] : []));

describe('docs/examples', () => {
  it('holds the realistic 5e example and one example per command', () => {
    expect(examples.map((e) => e.name)).toEqual(expect.arrayContaining(['ford-ambush.scenario.json', 'goblin-ambush.scenario.json']));
    expect(examples.length).toBeGreaterThan(STEP_TYPES.length / 2);
  });

  it.each(examples.map((e) => [e.name, e.raw] as const))('%s runs green, the same way twice', (_name, raw) => {
    const r = runScenario(raw, data);
    if (!r.ok) throw new Error(r.problems.map((p) => `${p.path}: ${p.message} (${p.code})`).join('\n'));
    expect(r.steps).toBeGreaterThan(0);
    expect(runScenario(raw, data)).toEqual(r);
  });

  it('exercises every command type of every system (a new command needs an example)', () => {
    const used = new Set(allSteps.map((s) => s.type));
    expect(STEP_TYPES.filter((t) => !used.has(t))).toEqual([]);
  });

  it('the goblin ambush ends as the doc tells it', () => {
    const raw = examples.find((e) => e.name === 'goblin-ambush.scenario.json')!.raw;
    const r = runScenario(raw, data);
    if (!r.ok) throw new Error(JSON.stringify(r.problems));
    const c = (id: string) => r.state.combatants.find((x) => x.id === id)!;
    expect([r.state.round, r.state.activeId]).toEqual([2, 'gob-2']);
    expect(r.state.combatants.filter((x) => x.kind === 'pc')).toHaveLength(4);
    expect(r.state.combatants.filter((x) => dnd5eStats(x)?.cr === 0.25)).toHaveLength(6);
    expect(c('elara')).toMatchObject({ hp: { current: 0 }, tempHp: 0, life: 'unconscious', deathSaves: { successes: 1, failures: 0 }, surprised: false });
    expect(c('brunhild')).toMatchObject({ hp: { current: 23 }, position: { q: 3, r: 6 } });
    expect([c('gob-1').life, c('gob-5').life, c('gob-2').hp.current]).toEqual(['dead', 'dead', 7]); // the undone damage left no trace
    const events = r.log.flatMap((b) => b.events);
    const attacks = events.filter((e) => e.type === 'attack.resolved');
    expect(attacks.find((a) => a.attacker === 'pip' && a.target === 'gob-1')).toMatchObject({ outcome: 'critical', rolls: [{ notation: '2d20kh1+5' }, { notation: '2d8+3' }] });
    expect(attacks.find((a) => a.attacker === 'gob-2' && a.target === 'brunhild')?.rolls[0]?.key).toBe('oa.gob-2.atk.d20');
    expect(attacks.find((a) => a.attacker === 'pip' && a.target === 'gob-4')?.rolls[0]?.notation).toBe('2d20kl1+5'); // Goblin 4 dodges
    const actions = events.flatMap((e) => (e.type === 'economy.changed' ? [`${e.id} ${e.action}`] : []));
    expect(actions).toEqual(expect.arrayContaining(['gob-3 disengage', 'gob-4 dodge', 'gob-6 dash', 'brunhild grapple']));
  });
});

describe('docs/scenario-format.md', () => {
  it('has valid JSON in every json block and inline command', () => {
    expect(blocks.length).toBeGreaterThan(STEP_TYPES.length);
    expect(inline.length).toBeGreaterThan(0);
    expect(parsedBlocks.flatMap((b) => ('error' in b ? [`line ${b.line}: ${b.error}`] : []))).toEqual([]);
  });

  it('shows only commands that some system accepts (undo/redo: the scenario step schema)', () => {
    const bad = docSteps.flatMap(({ line, step }) => {
      // In the scenario format (old fields mapped as the loader maps them); every one also runs in an example (below).
      const r = step.type === 'undo' || step.type === 'redo' ? scenarioStepSchema.safeParse(step) : anySystemParse(currentStep(step, undefined));
      return r.success ? [] : [`line ${line}: ${r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`];
    });
    expect(bad).toEqual([]);
  });

  it('shows whole scenarios only when they validate', () => {
    const scenarios = parsedBlocks.flatMap((b) => ('value' in b && typeof b.value === 'object' && b.value !== null && 'format' in b.value ? [b] : []));
    for (const s of scenarios) expect(validateScenario(s.value), `line ${s.line}`).toMatchObject({ ok: true });
  });

  it('has an example of every command type', () => {
    const shown = new Set(docSteps.map((s) => s.step.type));
    expect(STEP_TYPES.filter((t) => !shown.has(t))).toEqual([]);
  });

  it('every command it shows is one that runs in an example file', () => {
    const unproven = docSteps.filter(({ step }) => !allSteps.some((s) => isDeepStrictEqual(s, step))).map(({ line, step }) => `line ${line}: ${JSON.stringify(step)}`);
    expect(unproven).toEqual([]);
  });
});
