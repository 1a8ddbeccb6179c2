/**
 * The library channels (issue #16): the bundled entries with the GM's own over them, import jobs
 * (read in steps so a host shows progress and can cancel; nothing stored before confirmation), and
 * edit, duplicate, delete and export of the GM's entries.
 */
import type { z } from 'zod';
import type { REQUESTS, Responses, ImportJobView } from '../../shared/contract/contract.js';
import { ok, ref, type Result } from '../../shared/contract/result.js';
import { failRef } from '../../shared/contract/refuse.js';
import { findSystem, systemNameParam, type LibraryEntry, type SystemId } from '../../shared/systems/registry.js';
import { slugify } from '../../shared/import/report.js';
import { importJob } from '../import/import.js';
import { exportLibrary } from '../import/asalto.js';
import type { LibraryStore } from '../library/library-store.js';
import { issueParam } from '../../shared/contract/issues.js';

type LibraryChannel =
  | 'library.list'
  | 'library.import'
  | 'library.importStatus'
  | 'library.importCancel'
  | 'library.importConfirm'
  | 'library.save'
  | 'library.duplicate'
  | 'library.delete'
  | 'library.export';
type Handlers = { [C in LibraryChannel]: (req: z.output<(typeof REQUESTS)[C]>) => Result<Responses[C]> };

export interface LibraryDeps {
  bundled?: () => { entries: LibraryEntry[]; attribution: string; attributions?: Readonly<Record<string, string>> };
  store?: LibraryStore;
  /** The open encounter's system: the list's default filter and the import's default target. */
  system: () => SystemId | undefined;
  newId: () => string;
  now: () => Date;
  /** Runs a step of an import later (setImmediate in the hosts); tests may run it at once. */
  defer?: (fn: () => void) => void;
}

/** Records read per step of an import job, between which a host answers other requests. */
const STEP = 25;
const MAX_JOBS = 8;

interface Job {
  id: string;
  target: SystemId | undefined;
  run: ReturnType<typeof importJob>;
  state: ImportJobView['state'];
}

export function libraryHandlers(deps: LibraryDeps): Handlers {
  const jobs = new Map<string, Job>();
  const defer = deps.defer ?? ((fn) => void setImmediate(fn));

  const all = (): LibraryEntry[] => {
    const own = deps.store?.entries().map((e) => e.entry) ?? [];
    const ids = new Set(own.map((e) => e.id));
    return [...(deps.bundled?.().entries ?? []).filter((e) => !ids.has(e.id)), ...own];
  };
  const view = (j: Job): ImportJobView => ({
    jobId: j.id,
    state: j.state,
    done: j.run.done,
    total: j.run.total,
    ...(j.state === 'done' || j.state === 'confirmed' ? { report: j.run.report().report } : {}),
  });
  const pump = (j: Job) => {
    if (j.state !== 'running') return;
    if (j.run.step(STEP)) j.state = 'done';
    else defer(() => pump(j));
  };
  const storeOf = (): Result<LibraryStore> => (deps.store ? ok(deps.store) : failRef('NOT_SUPPORTED', ref('imp_err_no_store')));
  const save = (store: LibraryStore, items: Parameters<LibraryStore['put']>[0]): Result<null> => {
    try {
      store.put(items);
      return ok(null);
    } catch (err) {
      return failRef('STORAGE', ref('imp_err_could_not_save', { file: store.file, detail: err instanceof Error ? err.message : String(err) }));
    }
  };
  const freshId = (base: string): string => {
    const taken = new Set(all().map((e) => e.id));
    const stem = `gm-${base}`.slice(0, 140);
    if (!taken.has(stem)) return stem;
    for (let n = 2; ; n++) if (!taken.has(`${stem}-${n}`)) return `${stem}-${n}`;
  };

  return {
    'library.list': (req) => {
      const bundled = deps.bundled?.();
      const system = req?.system ?? deps.system();
      const entries = all();
      const shown = system ? entries.filter((e) => e.system === system) : entries;
      const attribution = bundled ? ((system && bundled.attributions?.[system]) ?? bundled.attribution) : '';
      const problem = deps.store?.problem;
      return ok({ entries: shown, attribution: shown.length ? attribution : '', ...(problem ? { problem } : {}) });
    },
    'library.import': (req) => {
      const store = storeOf();
      if (!store.ok) return store;
      for (const [id, j] of jobs) if (jobs.size >= MAX_JOBS && j.state !== 'running') jobs.delete(id);
      const target = req.system;
      const run = importJob(req.files, { entries: store.value.entries() }, { ...(target ? { target } : {}), now: deps.now });
      const job: Job = { id: deps.newId(), target, run, state: 'running' };
      jobs.set(job.id, job);
      pump(job);
      return ok({ jobId: job.id, total: run.total });
    },
    'library.importStatus': (req) => {
      const j = jobs.get(req.jobId);
      return j ? ok(view(j)) : failRef('NOT_FOUND', ref('imp_err_no_job', { job: req.jobId }));
    },
    'library.importCancel': (req) => {
      const j = jobs.get(req.jobId);
      if (!j) return failRef('NOT_FOUND', ref('imp_err_no_job', { job: req.jobId }));
      if (j.state === 'running') j.state = 'cancelled';
      return ok(view(j));
    },
    'library.importConfirm': (req) => {
      const j = jobs.get(req.jobId);
      if (!j) return failRef('NOT_FOUND', ref('imp_err_no_job', { job: req.jobId }));
      if (j.state !== 'done') return failRef('INVALID_COMMAND', ref('imp_err_job_state', { job: req.jobId, state: j.state }));
      const store = storeOf();
      if (!store.ok) return store;
      const skip = new Set(req.skip);
      const items = j.run
        .report()
        .records.filter((r) => r.entry && !skip.has(r.entry.id))
        .map((r) => ({ entry: r.entry!, raw: r.raw }));
      const before = new Set(store.value.entries().map((e) => e.entry.id));
      const saved = save(store.value, items);
      if (!saved.ok) return saved;
      j.state = 'confirmed';
      const updated = new Set(items.filter((i) => before.has(i.entry.id)).map((i) => i.entry.id)).size;
      return ok({ added: new Set(items.map((i) => i.entry.id)).size - updated, updated });
    },
    'library.save': (req) => {
      const store = storeOf();
      if (!store.ok) return store;
      const schema = findSystem(req.entry.system)?.library;
      if (!schema) return failRef('NOT_SUPPORTED', ref('imp_no_library', { system: systemNameParam(req.entry.system) }));
      const stats = schema.safeParse(req.entry.stats);
      if (!stats.success) {
        const i = stats.error.issues[0]!;
        return failRef('INVALID_PAYLOAD', ref('imp_invalid_stats', { field: i.path.join('.') || '$', issue: issueParam(i) }), { path: `payload.entry.stats.${i.path.join('.')}` });
      }
      const prev = req.entry.id ? all().find((e) => e.id === req.entry.id) : undefined;
      if (req.entry.id && !prev) return failRef('NOT_FOUND', ref('imp_err_no_entry', { id: req.entry.id }));
      const id = req.entry.id ?? freshId(slugify(req.entry.name, 60));
      const entry = { ...req.entry, id, stats: stats.data, ...(prev?.origin ? { origin: prev.origin } : {}) } as LibraryEntry;
      const saved = save(store.value, [{ entry, raw: store.value.get(id)?.raw ?? null }]);
      return saved.ok ? ok({ entry }) : saved;
    },
    'library.duplicate': (req) => {
      const store = storeOf();
      if (!store.ok) return store;
      const from = all().find((e) => e.id === req.id);
      if (!from) return failRef('NOT_FOUND', ref('imp_err_no_entry', { id: req.id }));
      const entry = { ...from, id: freshId(`${req.id.replace(/^gm-/, '')}-copy`), name: `${from.name} (2)`.slice(0, 80) };
      const saved = save(store.value, [{ entry, raw: store.value.get(req.id)?.raw ?? null }]);
      return saved.ok ? ok({ entry }) : saved;
    },
    'library.delete': (req) => {
      const store = storeOf();
      if (!store.ok) return store;
      if (!store.value.get(req.id)) return failRef('NOT_FOUND', ref('imp_err_not_own', { id: req.id }));
      try {
        store.value.remove(req.id);
      } catch (err) {
        return failRef('STORAGE', ref('imp_err_could_not_save', { file: store.value.file, detail: err instanceof Error ? err.message : String(err) }));
      }
      return ok({ id: req.id });
    },
    'library.export': (req) => {
      const ids = req.ids ? new Set(req.ids) : null;
      const system = req.system ?? (ids ? undefined : deps.system());
      const own = deps.store?.entries().map((e) => e.entry) ?? [];
      const entries = (ids ? all().filter((e) => ids.has(e.id)) : own).filter((e) => !system || e.system === system);
      return ok({ fileName: `asalto-library-${system ?? 'all'}.json`, text: exportLibrary(entries) });
    },
  };
}

