import { commandSchemaFor } from '../../shared/model/commands.js';
import type { EncounterState } from '../../shared/model/encounter.js';
import type { LogEntry } from '../../shared/contract/views.js';
import { CURRENT_SCHEMA, encounterFileSchema } from '../store/encounter-file.js';
import { migrate, MigrationError } from '../store/migrations/index.js';
import { apply, logOf, needsInput, open, redo, undo, type LiveEncounter } from '../rules/core/history.js';
import { jsonPath, scenarioSchema, type Scenario } from './scenario.js';
import { currentScenario, writtenCommandPath, writtenPath } from './legacy.js';
import type { LibraryEntry } from '../../shared/contract/views.js';
import type { EquipmentCatalogue } from '../../shared/systems/akenar/equipment.js';
import { abilityMod, buildAkenarStats, FRESH_STATUS } from '../../shared/systems/akenar/schema.js';
import { AKENAR_DEFAULTS } from '../../shared/systems/akenar/settings.js';

/** What scenario combatants may refer to: the SRD library (5e) and the equipment catalogue (Akenar). */
export interface ScenarioData {
  library?: readonly LibraryEntry[];
  catalogue?: Pick<EquipmentCatalogue, 'weapons' | 'armour'>;
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
  const parsed = scenarioSchema.safeParse(currentScenario(raw));
  if (!parsed.success) {
    const steps = writtenSteps(raw);
    return { ok: false, problems: parsed.error.issues.map((i) => ({ path: jsonPath(writtenPath(i.path, steps)), message: i.message, code: 'INVALID_SCENARIO' })) };
  }
  const commands = commandProblems(parsed.data);
  if (commands.length) return { ok: false, problems: commands };
  if (data) {
    const filled = withStatBlocks(parsed.data, data);
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

/**
 * Combatants given by `srd` id take the bundled stat block and what follows from it (HP, size,
 * speed in hexes, initiative bonus: the printed one or the Dex modifier); those with `stats` take
 * their HP from it. Fields the file gives win.
 */
function withStatBlocks(s: Scenario, data: ScenarioData): { ok: true; scenario: Scenario } | { ok: false; problems: ScenarioProblem[] } {
  const problems: ScenarioProblem[] = [];
  const library = data.library ?? [];
  const combatants = s.combatants.map((c, i) => {
    if (c.akenar) {
      const { fullRules, ...sheet } = c.akenar;
      if (!data.catalogue) {
        problems.push({ path: `$.combatants[${i}].akenar`, message: 'no Akenar equipment catalogue was loaded', code: 'INVALID_SCENARIO' });
        return c;
      }
      const built = buildAkenarStats(sheet, data.catalogue);
      if (!built.ok) {
        problems.push({ path: `$.combatants[${i}].akenar.${built.path}`, message: built.message, code: 'INVALID_SCENARIO' });
        return c;
      }
      const st = built.value;
      const { akenar: _sheet, ...rest } = c;
      void _sheet;
      return { hp: st.hpMax, size: st.size, initiativeBonus: abilityMod(st.abilities.dex) + st.initiative, ...rest, akenar: { stats: st, status: { ...structuredClone(FRESH_STATUS), fullRules } } };
    }
    const entry = c.srd === undefined ? undefined : library.find((e) => e.id === c.srd);
    if (c.srd !== undefined && !entry) problems.push({ path: `$.combatants[${i}].srd`, message: `no bundled SRD entry "${c.srd}"`, code: 'INVALID_SCENARIO' });
    const stats = c.stats ?? entry?.stats;
    const { srd: _srd, ...rest } = c;
    void _srd;
    if (!stats) {
      if (c.hp === undefined && c.srd === undefined) problems.push({ path: `$.combatants[${i}].hp`, message: 'hp is required without stats or srd', code: 'INVALID_SCENARIO' });
      return rest;
    }
    return {
      kind: entry?.kind ?? (stats.level ? 'pc' : 'monster'),
      side: (entry?.kind ?? (stats.level ? 'pc' : 'monster')) === 'pc' ? 'party' : 'enemy',
      hp: stats.hpMax,
      size: stats.size,
      speed: Math.floor(stats.speed.walk / 5),
      initiativeBonus: stats.initiativeBonus ?? Math.floor((stats.abilities.dex - 10) / 2),
      ...rest,
      stats,
    };
  });
  return problems.length ? { ok: false, problems } : { ok: true, scenario: { ...s, combatants: combatants as Scenario['combatants'] } };
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
  const filled = withStatBlocks(valid.scenario, data);
  if (!filled.ok) return filled;
  const s = filled.scenario;
  const at = '2000-01-01T00:00:00.000Z';
  const map = s.map && ('terrain' in s.map ? s.map : { ...s.map, terrain: [], walls: [], background: null });
  let initial: unknown;
  try {
    initial = migrate(
      { schemaVersion: 0, name: s.name, system: s.system, visibility: s.visibility, combatants: s.combatants, map, settings: { dice: s.dice, akenar: { ...AKENAR_DEFAULTS, ...s.akenar } }, rng: { seed: s.seed } },
      CURRENT_SCHEMA,
      { id: 'scenario', now: at },
    );
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
