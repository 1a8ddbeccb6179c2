import { randomUUID } from 'node:crypto';
import type { z } from 'zod';
import { isChannel, isCoreChannel, PUSH, roleMayCall, type Channel, type CoreChannel, type Role } from '../../shared/contract/channels.js';
import { requestSchema, type REQUESTS, type Pushes, type Responses } from '../../shared/contract/contract.js';
import { fail, ok, type Result, ref } from '../../shared/contract/result.js';
import { failRef } from '../../shared/contract/refuse.js';
import type { Applied, AppInfo, GmView, LibraryEntry, PlayerCamera, PlayerView } from '../../shared/contract/views.js';
import { demoOwner, systemChannel } from '../../shared/systems/registry.js';
import { AssetError, type AssetStore } from '../store/asset-store.js';
import { defaultSettings, DEFAULT_VISIBILITY, idSchema } from '../../shared/model/encounter.js';
import { seedFromId } from '../store/migrations/003-dice.js';
import { apply, needsInput, open, redo, undo, type LiveEncounter } from '../rules/core/history.js';
import { EncounterRepository, StoreError } from '../store/encounter-repo.js';
import { CURRENT_SCHEMA, type EncounterFile } from '../store/encounter-file.js';
import { problemText, upgradeText, withId, type DocumentProblem } from '../store/journal-document.js';
import type { SettingsStore } from '../store/settings-store.js';
import { enteredHiddenTurn, projectForPlayer } from './player-projection.js';
import { gmDelta, gmView as viewOf } from './gm-push.js';
import type { SystemHost } from '../rules/core/host.js';
import { libraryHandlers } from './library-channels.js';
import type { LibraryStore } from '../library/library-store.js';
import { resolveLocale } from '../../shared/i18n/locale.js';
import { issuesText, wireIssues } from '../../shared/contract/issues.js';
import type { Locale } from '../../shared/contract/views.js';
import type { PrintData, PrintOptions } from '../../shared/print/options.js';
import { printDataOf } from '../print/print-data.js';

export interface HostHooks {
  transport: AppInfo['transport'];
  /** Present when the host can show and hide a separate player window. */
  togglePlayerWindow?: () => boolean;
  /** The GM's system languages, best first, for the `system` language setting (default: this process's locale). */
  systemLanguages?: () => readonly string[];
  /** Present when the host renders PDFs itself and saves them where the GM says (Electron's printToPDF). */
  savePdf?: (data: PrintData, options: PrintOptions) => Promise<Result<{ saved: string | null }>>;
}

export interface ServiceOptions {
  repo: EncounterRepository;
  settings: SettingsStore;
  assets: AssetStore;
  version: string;
  host: HostHooks;
  now?: () => Date;
  newId?: () => string;
  /** The systems' libraries (read once, on first use): `library.list` filters them by system. */
  library?: () => { entries: LibraryEntry[]; attribution: string; attributions?: Readonly<Record<string, string>> };
  /** The GM's own library entries (imported, edited); absent: the library is read-only (bundled only). */
  libraryStore?: LibraryStore;
  /** A first-launch encounter in the authoring format, opened when the data dir is empty. */
  demo?: () => Record<string, unknown>;
  /** Each system's channels and demos, by system id (`systemHosts`); absent ones are NOT_SUPPORTED. */
  systems?: ReadonlyMap<string, SystemHost>;
}

export type PushListener = <P extends keyof Pushes>(push: P, data: Pushes[P]) => void;

export interface Service {
  /** Validates and runs one request. Never throws: every failure is a value. */
  handle(channel: unknown, payload: unknown, role: Role): Result<unknown>;
  /** `handle`, and also the channels the host serves asynchronously (`print.savePdf`). Never rejects. */
  handleAsync(channel: unknown, payload: unknown, role: Role): Promise<Result<unknown>>;
  /** Subscribes a window or connection; it receives only the pushes its role may see. */
  subscribe(role: Role, listener: PushListener): () => void;
}

type Handlers = { [C in CoreChannel]: (req: z.output<(typeof REQUESTS)[C]>, role: Role) => Result<Responses[C]> };

function storeFailure(err: unknown): Result<never> {
  if (err instanceof StoreError) return failRef(err.code, err.ref ?? ref('err_svc_store', { detail: err.message }), { path: err.file });
  throw err;
}

/** An encounter as one shareable document: the whole-file format, pretty-printed. */
function exportDocument(file: EncounterFile): { fileName: string; text: string } {
  return { fileName: `${file.id}.json`, text: `${JSON.stringify(file, null, 2)}\n` };
}

function importFailure(p: DocumentProblem): Result<never> {
  if (p.kind === 'newer') return failRef('NEWER_VERSION', ref('err_svc_document_newer', { version: p.version, max: CURRENT_SCHEMA }), { path: 'payload.text' });
  if (p.kind === 'json') return failRef('INVALID_PAYLOAD', ref('err_svc_document_json', { detail: p.message }), { path: 'payload.text' });
  return failRef('INVALID_PAYLOAD', ref('err_svc_document_invalid', { detail: problemText(p) }), { path: p.path, issues: p.issues });
}

export function createService(opts: ServiceOptions): Service {
  const now = opts.now ?? (() => new Date());
  const newId = opts.newId ?? (() => randomUUID().slice(0, 8));
  const listeners = new Set<{ role: Role; listener: PushListener }>();
  let live: LiveEncounter | null = null;
  let playerCamera: PlayerCamera = { mode: 'fit' };

  /** Counts GM pushes; `pushed` is what GM windows were last sent, `player` what players last saw. */
  let version = 0;
  let pushed: LiveEncounter | null = null;
  let player: { view: PlayerView; json: string } = { view: { encounter: null }, json: '' };
  /** The GM's language: the player display follows it; unknown for "system" when the host cannot tell the GM's languages. */
  const gmLocale = (): Locale | undefined => {
    const setting = opts.settings.get().language;
    if (setting !== 'system') return setting;
    return opts.host.systemLanguages ? resolveLocale(setting, opts.host.systemLanguages()) : undefined;
  };
  const gmView = (l: LiveEncounter): GmView => viewOf(l, version, playerCamera);

  /** Pushes GM windows a snapshot (`snapshot`, or another encounter) or a delta; players only a changed projection. */
  function broadcast(snapshot = false): void {
    const prev = pushed;
    pushed = live;
    version++;
    const delta = !snapshot && live && prev?.file.id === live.file.id ? gmDelta(prev, live, version, playerCamera) : null;
    const gm = delta ? null : live ? gmView(live) : null;
    // A turn that starts for a hidden combatant changes nothing players see, not even what the
    // turn start itself does (a timer running out): they keep the view of the turn before.
    const holds = !snapshot && prev && live && prev.file.id === live.file.id && enteredHiddenTurn(prev.state, live.state);
    const next = holds ? player : projected();
    const playerChanged = next.json !== player.json;
    player = next;
    for (const { role, listener } of listeners) {
      if (role === 'gm' && delta) listener(PUSH.gmDelta, delta);
      else if (role === 'gm') listener(PUSH.gm, gm);
      if (playerChanged) listener(PUSH.player, player.view);
    }
  }

  function projected(): typeof player {
    const view = projectForPlayer(live?.state ?? null, playerCamera, gmLocale());
    return { view, json: JSON.stringify(view) };
  }

  /** The GM changed language: players get the view they have, in the new language. */
  function pushLocale(): void {
    const locale = gmLocale();
    if (player.view.locale === locale) return;
    const { locale: _was, ...rest } = player.view;
    const view: PlayerView = locale ? { ...rest, locale } : rest;
    player = { view, json: JSON.stringify(view) };
    for (const { listener } of listeners) listener(PUSH.player, view);
  }

  /** Makes `next` the open encounter, saves it (autosave after every command) and pushes the change. */
  function commit(next: LiveEncounter): Result<Applied> {
    try {
      opts.repo.record(live, next); // appends the batch or cursor record, fsynced
    } catch (err) {
      return failRef('STORAGE', ref('err_svc_could_not_save', { file: opts.repo.fileOf(next.file.id), detail: err instanceof Error ? err.message : String(err) }));
    }
    live = next;
    broadcast();
    return ok({ status: 'applied', version });
  }

  function openById(id: string): Result<GmView> {
    try {
      live = opts.repo.openLive(id);
    } catch (err) {
      return storeFailure(err);
    }
    opts.settings.update({ lastEncounterId: id });
    broadcast(true);
    return ok(gmView(live));
  }

  function liveFor(id: string): Result<LiveEncounter> {
    if (live?.file.id === id) return ok(live);
    const opened = openById(id);
    return opened.ok && live ? ok(live) : (opened as Result<never>);
  }

  /** Creates a new encounter from its initial state and opens it. */
  function createAndOpen(initial: Parameters<EncounterRepository['create']>[0]): Result<GmView> {
    try {
      live = open(opts.repo.create(initial));
    } catch (err) {
      return failRef('STORAGE', ref('err_svc_could_not_create', { file: opts.repo.fileOf(initial.id), detail: err instanceof Error ? err.message : String(err) }));
    }
    opts.settings.update({ lastEncounterId: initial.id });
    broadcast(true);
    return ok(gmView(live));
  }

  /** A system channel's handler: the host half of the system serving it. */
  function systemHandler(channel: string): ((req: unknown) => Result<unknown>) | null {
    const owner = systemChannel(channel)?.system.id;
    const handler = owner ? opts.systems?.get(owner)?.handlers?.[channel] : undefined;
    return handler ? (handler as (req: unknown) => Result<unknown>) : null;
  }

  const handlers: Handlers = {
    'app.info': (_req, role) =>
      ok({ name: 'Asalto', version: opts.version, transport: opts.host.transport, role, playerWindow: !!opts.host.togglePlayerWindow }),
    'settings.get': () => ok(opts.settings.get()),
    'settings.set': (req) => {
      const next = opts.settings.update(req);
      pushLocale();
      return ok(next);
    },
    'encounter.list': () => {
      try {
        const list = opts.repo.list();
        return ok(opts.settings.problem ? { ...list, problems: [opts.settings.problem, ...list.problems] } : list);
      } catch (err) {
        return storeFailure(err);
      }
    },
    'encounter.create': (req) => {
      const id = `enc-${newId()}`;
      try {
        const file = opts.repo.create({
          id,
          name: req.name,
          system: req.system,
          round: 0,
          activeId: null,
          combatants: [],
          visibility: { ...DEFAULT_VISIBILITY },
          map: null,
          settings: defaultSettings(req.system),
          rng: { seed: seedFromId(id) },
        });
        live = open(file);
      } catch (err) {
        return failRef('STORAGE', ref('err_svc_could_not_create', { file: opts.repo.fileOf(id), detail: err instanceof Error ? err.message : String(err) }));
      }
      opts.settings.update({ lastEncounterId: id });
      broadcast(true);
      return ok(gmView(live));
    },
    'encounter.createDemo': (req) => {
      const owner = demoOwner(req.demo);
      const host = owner && opts.systems?.get(owner.id);
      if (!host?.demo) return failRef('NOT_SUPPORTED', ref('err_svc_no_demo', { demo: req.demo }), { path: 'payload.demo' });
      const id = `${req.demo}-${newId()}`;
      const state = host.demo(req.demo, id, seedFromId(id));
      return state.ok ? createAndOpen(state.value) : state;
    },
    'encounter.open': (req) => openById(req.id),
    'encounter.current': () => ok(live ? gmView(live) : null),
    'encounter.command': (req) => {
      const l = liveFor(req.encounterId);
      if (!l.ok) return l;
      const bg = req.command.type === 'setBackground' ? req.command.background : null;
      if (bg && !opts.assets.fileOf(bg.asset)) return failRef('NOT_FOUND', ref('err_svc_no_image', { asset: bg.asset }), { path: 'payload.command.background.asset' });
      const next = apply(l.value, req.command, now().toISOString(), { newId });
      if (needsInput(next)) return ok({ status: 'needs-input', prompt: next.prompt, command: req.command });
      if (!next.ok) return next;
      return commit(next.value);
    },
    'encounter.undo': (req) => {
      const l = liveFor(req.encounterId);
      if (!l.ok) return l;
      const next = undo(l.value, now().toISOString());
      return next.ok ? commit(next.value) : next;
    },
    'encounter.redo': (req) => {
      const l = liveFor(req.encounterId);
      if (!l.ok) return l;
      const next = redo(l.value, now().toISOString());
      return next.ok ? commit(next.value) : next;
    },
    'encounter.export': (req) => {
      try {
        const file = live?.file.id === req.id ? live.file : opts.repo.load(req.id);
        return ok(exportDocument(file));
      } catch (err) {
        return storeFailure(err);
      }
    },
    'encounter.import': (req) => {
      const up = upgradeText(req.text, { id: `enc-${newId()}`, now: now().toISOString() });
      if (!up.ok) return importFailure(up.problem);
      const taken = !idSchema.safeParse(up.file.id).success || opts.repo.exists(up.file.id); // never a path from the document
      let fresh = `enc-${newId()}`;
      while (taken && opts.repo.exists(fresh)) fresh = `enc-${newId()}`;
      const file = taken ? withId(up.file, fresh) : up.file;
      try {
        opts.repo.save(file);
      } catch (err) {
        return failRef('STORAGE', ref('err_svc_could_not_store', { file: opts.repo.fileOf(file.id), detail: err instanceof Error ? err.message : String(err) }));
      }
      live = open(file);
      opts.settings.update({ lastEncounterId: file.id });
      broadcast();
      return ok(gmView(live));
    },
    'player.state': () => ok(player.view),
    'view.setPlayerCamera': (req) => {
      playerCamera = req;
      broadcast();
      return ok(playerCamera);
    },
    'asset.import': (req) => {
      try {
        return ok({ asset: opts.assets.import(req.fileName, req.data) });
      } catch (err) {
        if (err instanceof AssetError) return failRef('INVALID_PAYLOAD', ref('err_svc_bad_image', { detail: err.message }), { path: 'payload.data' });
        return failRef('STORAGE', ref('err_svc_could_not_store', { file: req.fileName, detail: err instanceof Error ? err.message : String(err) }));
      }
    },
    ...libraryHandlers({ bundled: opts.library, store: opts.libraryStore, system: () => live?.state.system, newId, now }),
    'print.data': (req) => {
      const id = req?.id ?? live?.file.id;
      if (!id) return failRef('NOT_FOUND', ref('err_svc_print_nothing_open'));
      try {
        const l = live?.file.id === id ? live : opts.repo.openLive(id);
        return ok(printDataOf(l, gmLocale()));
      } catch (err) {
        return storeFailure(err);
      }
    },
    // Served by handleAsync when the host saves PDFs; elsewhere the web host's PDF route or `asalto print` do.
    'print.savePdf': () => failRef('NOT_SUPPORTED', ref('err_svc_no_pdf_save')),
    'window.togglePlayer': () =>
      opts.host.togglePlayerWindow
        ? ok({ visible: opts.host.togglePlayerWindow() })
        : failRef('NOT_SUPPORTED', ref('err_svc_no_player_window')),
  };

  // First launch: open the bundled demo. Later launches: reopen the last encounter.
  function boot(): void {
    const settings = opts.settings.get();
    try {
      if (opts.repo.isEmpty() && settings.lastEncounterId === null && opts.demo) {
        const file = opts.repo.importRaw(`demo-${newId()}`, opts.demo());
        live = open(file);
        opts.settings.update({ lastEncounterId: file.id });
      } else if (settings.lastEncounterId && opts.repo.exists(settings.lastEncounterId)) {
        live = opts.repo.openLive(settings.lastEncounterId);
      }
    } catch (err) {
      if (!(err instanceof StoreError)) throw err;
      live = null; // the problem is reported by encounter.list
    }
    pushed = live;
    player = projected();
  }
  boot();

  /** Checks the channel, the caller's role and the payload against the channel's schema. */
  function validate(channel: unknown, payload: unknown, role: Role): Result<{ channel: Channel; data: unknown }> {
    if (!isChannel(channel)) return fail('UNKNOWN_CHANNEL', `unknown channel ${JSON.stringify(channel)}`.slice(0, 200));
    if (!roleMayCall(role, channel)) return failRef('FORBIDDEN', ref('err_svc_forbidden', { role, channel }));
    const parsed = requestSchema(channel).safeParse(payload);
    if (parsed.success) return ok({ channel, data: parsed.data });
    // Capped: an unrecognized_keys issue lists every key (200k keys made a 5 MB reply).
    const issues = wireIssues(parsed.error.issues, ['payload']);
    const total = parsed.error.issues.length;
    return failRef('INVALID_PAYLOAD', ref('err_invalid_payload', { channel, detail: issuesText(issues, total, 'en'), total }), {
      path: issues[0]?.path ?? 'payload',
      issues,
    });
  }

  function run(channel: Channel, data: unknown, role: Role): Result<unknown> {
    const handler = isCoreChannel(channel) ? (handlers[channel] as (req: unknown, role: Role) => Result<unknown>) : systemHandler(channel);
    if (!handler) return failRef('NOT_SUPPORTED', ref('err_svc_not_served', { channel }));
    try {
      return handler(data, role);
    } catch (err) {
      return failRef('INTERNAL', ref('err_svc_internal', { channel, detail: err instanceof Error ? err.message : String(err) }));
    }
  }

  return {
    handle(channel, payload, role) {
      const v = validate(channel, payload, role);
      return v.ok ? run(v.value.channel, v.value.data, role) : v;
    },
    async handleAsync(channel, payload, role) {
      const v = validate(channel, payload, role);
      if (!v.ok) return v;
      if (v.value.channel === 'print.savePdf' && opts.host.savePdf) {
        const req = v.value.data as { id: string; options: PrintOptions };
        const data = handlers['print.data']({ id: req.id }, role);
        if (!data.ok) return data;
        try {
          return await opts.host.savePdf(data.value, req.options);
        } catch (err) {
          return failRef('INTERNAL', ref('err_svc_internal', { channel: v.value.channel, detail: err instanceof Error ? err.message : String(err) }));
        }
      }
      return run(v.value.channel, v.value.data, role);
    },
    subscribe(role, listener) {
      const entry = { role, listener };
      listeners.add(entry);
      return () => listeners.delete(entry);
    },
  };
}
