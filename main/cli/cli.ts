import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { turnOrder } from '../../shared/model/encounter.js';
import type { Result } from '../../shared/contract/result.js';
import type { EncounterList, GmView, LogEntry } from '../../shared/contract/views.js';
import type { EncounterState } from '../../shared/model/encounter.js';
import { describeEvent } from '../../shared/log/describe.js';
import { runScenario, scenarioData, validateScenario } from '../scenario/run.js';
import { appRoot } from '../service/bootstrap.js';
import fs from 'node:fs';
import { resolveLocale } from '../../shared/i18n/locale.js';
import * as m from '../../shared/i18n/paraglide/messages.js';
import { getLocale, setLocale } from '../../shared/i18n/paraglide/runtime.js';
import { AssetStore } from '../store/asset-store.js';
import { runPrint } from './print-cli.js';
import { createAppService, defaultDataDir, readPackageVersion } from '../service/bootstrap.js';
import type { Service } from '../service/service.js';
import { runImport, runLibrary } from './library-cli.js';
import { DataLockedError, lockDataDir, lockedMessage, type DataLock } from '../store/data-lock.js';
import type { SettingsStore } from '../store/settings-store.js';

export interface CliIo {
  out: (line: string) => void;
  err: (line: string) => void;
  env: NodeJS.ProcessEnv;
  /** Starts the web host; injected so the CLI module stays free of server code in tests. */
  startWeb?: (service: Service, port: number | undefined, dataDir: string) => Promise<void>;
  /** Another process took the data folder's lock over while we wrote: stop (main.ts exits 1). */
  lockLost?: () => void;
}

/**
 * Takes the data folder's lock for a command that writes, or prints the one line naming the holder
 * and returns the exit code (1). Read-only commands never call this.
 */
function lockForWriting(io: CliIo, dataDir: string, transport: 'web' | 'cli'): DataLock | number {
  try {
    return lockDataDir(dataDir, transport, {
      onLost: () => {
        io.err(m.lock_lost({ dir: dataDir }));
        io.lockLost?.();
      },
    });
  } catch (err) {
    if (!(err instanceof DataLockedError)) throw err;
    io.err(lockedMessage(err));
    return 1;
  }
}

/** A damaged settings.json is named on stderr (encounter list names it among its problems). */
function reportSettings(io: CliIo, settings: SettingsStore): void {
  if (settings.problem) io.err(m.cli_problem({ file: settings.problem.file, message: settings.problem.message }));
}

/** Runs the `asalto` command. Returns the exit code: 0 ok, 1 failure, 2 usage. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: {
        'data-dir': { type: 'string' },
        lang: { type: 'string' },
        json: { type: 'boolean', default: false },
        port: { type: 'string' },
        system: { type: 'string' },
        'dry-run': { type: 'boolean', default: false },
        out: { type: 'string' },
        paper: { type: 'string' },
        landscape: { type: 'boolean', default: false },
        parts: { type: 'string' },
        'hex-cm': { type: 'string' },
        'without-hidden': { type: 'boolean', default: false },
        ink: { type: 'boolean', default: false },
        version: { type: 'boolean', short: 'v', default: false },
        help: { type: 'boolean', short: 'h', default: false },
      },
    });
  } catch (err) {
    io.err(err instanceof Error ? err.message : String(err));
    return 2;
  }
  const { values, positionals } = parsed;
  const lang = values.lang === 'es' || values.lang === 'en' ? values.lang : 'system';
  void setLocale(resolveLocale(lang, [io.env.LC_ALL ?? '', io.env.LC_MESSAGES ?? '', io.env.LANG ?? ''].filter(Boolean)), { reload: false });

  if (values.version) {
    io.out(readPackageVersion());
    return 0;
  }
  const [group, action, arg] = positionals;
  if (values.help || !group) {
    io.out(m.cli_usage());
    return values.help ? 0 : 2;
  }
  const dataDir = path.resolve(values['data-dir'] ?? defaultDataDir(process.platform, io.env, os.homedir()));

  const fail = (r: Result<unknown>): number => {
    if (!r.ok) io.err(m.cli_error({ code: r.error.code, message: r.error.message }));
    return 1;
  };

  if (group === 'web') {
    if (!io.startWeb) return 2;
    const port = values.port === undefined ? undefined : Number(values.port);
    if (port !== undefined && (!Number.isInteger(port) || port < 0 || port > 65535)) {
      io.err(m.cli_error({ code: 'INVALID_PAYLOAD', message: `--port must be 0–65535, got ${values.port}` }));
      return 2;
    }
    const lock = lockForWriting(io, dataDir, 'web');
    if (typeof lock === 'number') return lock;
    try {
      const { service, settings } = createAppService({ dataDir, host: { transport: 'web' } });
      reportSettings(io, settings);
      await io.startWeb(service, port, dataDir);
    } finally {
      lock.release();
    }
    return 0;
  }

  if (group === 'import') {
    const files = positionals.slice(1);
    if (files.length === 0) {
      io.out(m.cli_usage());
      return 2;
    }
    const dryRun = values['dry-run'];
    const lock = dryRun ? null : lockForWriting(io, dataDir, 'cli');
    if (typeof lock === 'number') return lock;
    try {
      const { service } = createAppService({ dataDir, host: { transport: 'web' }, seedDemo: false, readOnly: dryRun });
      return await runImport(service, files, { ...(values.system ? { system: values.system } : {}), dryRun, json: values.json }, io);
    } finally {
      lock?.release();
    }
  }

  // Read-only: no lock (they work while the app or web host runs) and nothing is written.
  if (group === 'library') {
    const { service } = createAppService({ dataDir, host: { transport: 'web' }, seedDemo: false, readOnly: true });
    return runLibrary(service, action, arg, { ...(values.system ? { system: values.system } : {}), json: values.json, ...(values.out ? { out: values.out } : {}) }, io);
  }

  // Read-only too: prints what is saved, while the app may be running.
  if (group === 'print') {
    if (!action) {
      io.out(m.cli_usage());
      return 2;
    }
    const { service } = createAppService({ dataDir, host: { transport: 'web' }, seedDemo: false, readOnly: true });
    const assets = new AssetStore(dataDir);
    const flags = { out: values.out, paper: values.paper, landscape: values.landscape, parts: values.parts, hexCm: values['hex-cm'], withoutHidden: values['without-hidden'], ink: values.ink };
    return runPrint(service, action, flags, getLocale(), path.join(appRoot(), 'dist', 'renderer'), (id) => assets.fileOf(id), io);
  }

  if (group === 'encounter' && action === 'export') {
    if (!arg) {
      io.out(m.cli_usage());
      return 2;
    }
    const { service } = createAppService({ dataDir, host: { transport: 'web' }, seedDemo: false, readOnly: true });
    const r = service.handle('encounter.export', { id: arg }, 'gm') as Result<{ text: string }>;
    if (!r.ok) return fail(r);
    io.out(r.value.text.trimEnd());
    return 0;
  }

  if (group === 'encounter' && (action === 'list' || action === 'show')) {
    const { service, settings } = createAppService({ dataDir, host: { transport: 'web' }, seedDemo: false, readOnly: true });
    if (action === 'show') reportSettings(io, settings);
    if (action === 'list') {
      const r = service.handle('encounter.list', {}, 'gm') as Result<EncounterList>;
      if (!r.ok) return fail(r);
      if (values.json) {
        io.out(JSON.stringify(r.value, null, 2));
        return r.value.problems.length ? 1 : 0;
      }
      if (r.value.encounters.length === 0) io.out(m.cli_no_encounters({ dir: dataDir }));
      for (const e of r.value.encounters) io.out(m.cli_encounter_line({ ...e }));
      for (const p of r.value.problems) io.err(m.cli_problem({ file: p.file, message: p.message }));
      return r.value.problems.length ? 1 : 0;
    }
    if (!arg) {
      io.out(m.cli_usage());
      return 2;
    }
    const r = service.handle('encounter.open', { id: arg }, 'gm') as Result<GmView>;
    if (!r.ok) return fail(r);
    if (values.json) {
      io.out(JSON.stringify(r.value, null, 2));
      return 0;
    }
    printState(io, r.value.encounter);
    return 0;
  }

  if (group === 'scenario' && (action === 'run' || action === 'validate')) {
    if (!arg) {
      io.out(m.cli_usage());
      return 2;
    }
    let raw: unknown;
    try {
      raw = JSON.parse(fs.readFileSync(path.resolve(arg), 'utf8'));
    } catch (err) {
      io.err(m.cli_error({ code: 'INVALID_PAYLOAD', message: `${arg}: ${err instanceof Error ? err.message : String(err)}` }));
      return 1;
    }
    const data = scenarioData(path.join(appRoot(), 'resources'));
    const outcome = action === 'validate' ? validateScenario(raw, data) : runScenario(raw, data);
    if (values.json) {
      io.out(JSON.stringify(outcome, null, 2));
      return outcome.ok ? 0 : 1;
    }
    if (!outcome.ok) {
      for (const p of outcome.problems) io.err(m.cli_scenario_problem({ file: arg, path: p.path, message: p.message }));
      const partial = outcome as { state?: EncounterState; log?: LogEntry[] };
      if (partial.state && partial.log) printRun(io, partial.state, partial.log);
      return 1;
    }
    if ('scenario' in outcome) io.out(m.cli_scenario_valid({ file: arg, commands: outcome.scenario.commands.length }));
    else printRun(io, outcome.state, outcome.log);
    return 0;
  }

  io.err(m.cli_unknown_command({ command: positionals.join(' ') }));
  io.out(m.cli_usage());
  return 2;
}

function printState(io: CliIo, e: EncounterState): void {
  io.out(`${e.name} — ${e.round > 0 ? m.cli_round({ round: e.round }) : m.cli_not_started()}`);
  for (const c of turnOrder(e.combatants)) {
    const mark = c.id === e.activeId ? '▶' : ' ';
    const tags = [...c.conditions, ...(c.hidden ? [m.cli_hidden()] : [])];
    const at = c.position ? `  @${c.position.q},${c.position.r}` : '';
    io.out(`${mark} ${String(c.initiative ?? '–').padStart(3)}  ${c.name}  ${c.hp.current}/${c.hp.max}${at}${tags.length ? `  [${tags.join(', ')}]` : ''}`);
  }
}

function printRun(io: CliIo, state: EncounterState, log: LogEntry[]): void {
  io.out(m.cli_log_heading());
  for (const entry of log) for (const e of entry.events) if (describeEvent(e, state.system)) io.out(`  ${String(entry.seq).padStart(3)}. ${describeEvent(e, state.system)}`);
  io.out('');
  printState(io, state);
}
