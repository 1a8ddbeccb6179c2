import { commandSchemaFor } from '../../shared/model/commands.js';
import type { EncounterState } from '../../shared/model/encounter.js';
import type { LogEntry } from '../../shared/contract/views.js';
import { systemInfo, type Sheet } from '../../shared/systems/registry.js';
import { CURRENT_SCHEMA, encounterFileSchema } from '../store/encounter-file.js';
import { migrate, MigrationError } from '../store/migrations/index.js';
import { apply, logOf, needsInput, open, redo, undo, type LiveEncounter } from '../rules/core/history.js';
import { rulesSystems } from '../rules/registry.js';
import { jsonPath, scenarioHookOf, scenarioSchemaFor, type Scenario } from './scenario.js';
import { currentScenario, writtenCommandPath, writtenPath } from './legacy.js';

/** What scenario combatants may refer to, by system id (5e: the SRD library; Akenar: the equipment catalogue). */
export type ScenarioData = Readonly<Record<string, unknown>>;

/** Every system's scenario data from the app's resources folder (a bad file throws, naming itself). */
export function scenarioData(resourcesDir: string): ScenarioData {
  return Object.fromEntries(rulesSystems().flatMap((s) => (s.scenario?.data ? [[s.id, s.scenario.data(resourcesDir)]] : [])));
}

export interface ScenarioProblem {
  /** JSON path into the scenario file, e.g. `$.commands[3].amount`. */
  path: string;
  message: string;
  code: 'INVALID_SCENARIO' | 'COMMAND_REJECTED' | 'NEEDS_INPUT';
}

export type ScenarioOutcome =
  | { ok: true; state: EncounterState; log: LogEntry[]; steps: number }
  | { ok: false; problems: ScenarioProblem[]; state?: EncounterState; log?: LogEntry[] };

/** The steps as the file wrote them (before `currentScenario`), to report paths the author knows. */
function writtenSteps(raw: unknown): unknown[] {
  const steps = typeof raw === 'object' && raw !== null ? (raw as { commands?: unknown }).commands : undefined;
  return Array.isArray(steps) ? steps : [];
}

/** Validates a parsed scenario file; every problem names its JSON path. */
export function validateScenario(raw: unknown, data?: ScenarioData): { ok: true; scenario: Scenario } | { ok: false; problems: ScenarioProblem[] } {
  const current = currentScenario(raw);
  const parsed = scenarioSchemaFor(current).safeParse(current);
  if (!parsed.success) {
    const steps = writtenSteps(raw);
    return { ok: false, problems: parsed.error.issues.map((i) => ({ path: jsonPath(writtenPath(i.path, steps)), message: i.message, code: 'INVALID_SCENARIO' })) };
  }
  const commands = commandProblems(parsed.data);
  if (commands.length) return { ok: false, problems: commands };
  if (data) {
    const filled = withSheets(parsed.data, data);
    if (!filled.ok) return filled;
  }
  return { ok: true, scenario: parsed.data };
}

/** Each command step checked against the scenario's system (its options and its own commands). */
function commandProblems(s: Scenario): ScenarioProblem[] {
  const schema = commandSchemaFor(s.system);
  return s.commands.flatMap((step, i) => {
    if (step.type === 'undo' || step.type === 'redo') return [];
    const r = schema.safeParse(step);
    if (r.success) return [];
    return r.error.issues.map((issue) => ({
      path: jsonPath(['commands', i, ...issue.path]),
      message: issue.code === 'invalid_union' && issue.path.length === 0 ? `${step.type} is not a command of ${s.system} encounters` : issue.message,
      code: 'INVALID_SCENARIO' as const,
    }));
  });
}

/** A scenario whose combatants carry only core fields, and the sheets their system's fields gave, by combatant id. */
interface WithSheets {
  scenario: Scenario;
  sheets: ReadonlyMap<string, Sheet>;
}

/**
 * Each combatant's system fields (`stats`, `srd`, `akenar`…) read by the scenario's system: they give
 * its sheet and what follows from it (HP, size…); fields the file gives win. Without a sheet, `hp`
 * is required.
 */
function withSheets(s: Scenario, data: ScenarioData): { ok: true; value: WithSheets } | { ok: false; problems: ScenarioProblem[] } {
  const hook = scenarioHookOf(s.system);
  const own = Object.keys(hook?.fields ?? {});
  const problems: ScenarioProblem[] = [];
  const sheets = new Map<string, Sheet>();
  const combatants = s.combatants.map((c, i) => {
    const core = Object.fromEntries(Object.entries(c).filter(([k]) => !own.includes(k))) as Scenario['combatants'][number];
    const fields = Object.fromEntries(Object.entries(c).filter(([k]) => own.includes(k)));
    const r = hook ? hook.combatant(fields, data[s.system]) : { ok: true as const, value: undefined };
    if (!r.ok) {
      problems.push({ path: `$.combatants[${i}].${r.path}`, message: r.message, code: 'INVALID_SCENARIO' });
      return core;
    }
    if (!r.value) {
      const without = own.length ? ` without ${own.join(' or ')}` : '';
      if (c.hp === undefined) problems.push({ path: `$.combatants[${i}].hp`, message: `hp is required${without}`, code: 'INVALID_SCENARIO' });
      return core;
    }
    sheets.set(c.id, r.value.sheet);
    return { ...r.value.defaults, ...core };
  });
  return problems.length ? { ok: false, problems } : { ok: true, value: { scenario: { ...s, combatants }, sheets } };
}

/** The encounter's settings of its system: the system's defaults and the readings the file gives. */
function rulesOf(s: Scenario): Record<string, unknown> {
  const field = scenarioHookOf(s.system)?.settings?.field;
  const given = field === undefined ? undefined : (s[field] as Record<string, unknown> | undefined);
  return { ...systemInfo(s.system).settings?.defaults, ...given };
}

/** The migrated file with the sheets and settings the system gave (the authoring format has no place for them). */
function withSystemParts(file: unknown, sheets: ReadonlyMap<string, Sheet>, rules: Record<string, unknown>): unknown {
  const f = file as { initial: { combatants: { id: string }[]; settings: object } };
  const combatants = f.initial.combatants.map((c) => (sheets.has(c.id) ? { ...c, sheet: sheets.get(c.id) } : c));
  return { ...f, initial: { ...f.initial, combatants, settings: { ...f.initial.settings, rules } } };
}

/**
 * Runs a scenario through the same engine the app uses: the initial encounter is built by the
 * authoring-format migrations, every command is resolved and folded, undo/redo move the cursor.
 * Ids and clock are deterministic, so two runs of one file give the same result.
 */
export function runScenario(raw: unknown, data: ScenarioData = {}): ScenarioOutcome {
  const valid = validateScenario(raw);
  if (!valid.ok) return valid;
  const rawSteps = writtenSteps(raw);
  const filled = withSheets(valid.scenario, data);
  if (!filled.ok) return filled;
  const s = filled.value.scenario;
  const at = '2000-01-01T00:00:00.000Z';
  const map = s.map && ('terrain' in s.map ? s.map : { ...s.map, terrain: [], walls: [], background: null });
  let initial: unknown;
  try {
    initial = migrate(
      { schemaVersion: 0, name: s.name, system: s.system, visibility: s.visibility, combatants: s.combatants, map, settings: { dice: s.dice }, rng: { seed: s.seed } },
      CURRENT_SCHEMA,
      { id: 'scenario', now: at },
    );
    initial = withSystemParts(initial, filled.value.sheets, rulesOf(s));
  } catch (err) {
    if (err instanceof MigrationError) return { ok: false, problems: [{ path: err.path, message: err.message, code: 'INVALID_SCENARIO' }] };
    throw err;
  }
  const file = encounterFileSchema.safeParse(initial);
  if (!file.success) {
    return { ok: false, problems: file.error.issues.map((i) => ({ path: jsonPath(i.path).replace('$.initial', '$'), message: i.message, code: 'INVALID_SCENARIO' })) };
  }
  let live: LiveEncounter = open(file.data);
  let n = 0;
  const ctx = { newId: () => `s${++n}` };
  for (const [i, step] of s.commands.entries()) {
    const r = step.type === 'undo' ? undo(live, at) : step.type === 'redo' ? redo(live, at) : apply(live, step, at, ctx);
    if (needsInput(r)) {
      const p = r.prompt;
      return {
        ok: false,
        problems: [
          {
            path: `$.commands[${i}].inputs.${p.key}`,
            message:
              p.kind === 'dice'
                ? `needs the dice ${p.notation} (${p.key}): give {"faces": [...]} or {"auto": true}`
                : `needs a decision (${p.key}): give {"choice": ${p.options.map((o) => JSON.stringify(o.value)).join(' | ')}} or {"auto": true} for "${p.default}"`,
            code: 'NEEDS_INPUT',
          },
        ],
        state: live.state,
        log: logOf(live.file),
      };
    }
    if (!r.ok) {
      const written = r.error.path ? writtenCommandPath(r.error.path, rawSteps[i]) : '';
      const where = written ? `.${written}` : '';
      return { ok: false, problems: [{ path: `$.commands[${i}]${where}`, message: r.error.message, code: 'COMMAND_REJECTED' }], state: live.state, log: logOf(live.file) };
    }
    live = r.value;
  }
  return { ok: true, state: live.state, log: logOf(live.file), steps: s.commands.length };
}
