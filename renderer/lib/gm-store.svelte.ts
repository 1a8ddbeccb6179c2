import type { AsaltoApi } from '../../shared/contract/api.js';
import type { Channel } from '../../shared/contract/channels.js';
import type { Request, Response } from '../../shared/contract/contract.js';
import type { CommandInput } from '../../shared/model/commands.js';
import type { Answer, Prompt } from '../../shared/engine/prompt.js';
import type { SystemId } from '../../shared/model/encounter.js';
import type { AppError, Result } from '../../shared/contract/result.js';
import type { Applied, AppInfo, EncounterList, GmDelta, GmView, LibraryEntry, PlayerCamera, Settings } from '../../shared/contract/views.js';
import { applyGmDelta, deltaFit } from '../../shared/contract/gm-delta.js';
import { connectApi, type ConnectionStatus } from './api.js';
import { applyLanguage } from './i18n.svelte.js';

/**
 * GM window state. It changes only from main's pushes and replies: every gesture is a command
 * sent to main, never a local edit.
 */
class GmStore {
  /** Replaced, never mutated: a delta builds the next view sharing every unchanged subtree. */
  view = $state.raw<GmView | null>(null);
  list = $state<EncounterList | null>(null);
  settings = $state<Settings | null>(null);
  info = $state<AppInfo | null>(null);
  error = $state<AppError | null>(null);
  /** A prompt waiting for the GM (a die to roll by hand), with the answer's callback. */
  /** Library entries by system, fetched when an encounter of that system first needs them. */
  library = $state<Partial<Record<SystemId, LibraryEntry[]>>>({});
  pending = $state<{ prompt: Prompt; resolve: (a: Answer | null) => void } | null>(null);
  status = $state<ConnectionStatus>('connecting');
  private api!: AsaltoApi;

  start(): void {
    this.api = connectApi('gm', (s) => {
      this.status = s;
      if (s === 'open') void this.refresh();
    });
    this.api.on('gm.state', (v) => (this.view = v));
    this.api.on('gm.delta', (d) => this.onDelta(d));
  }

  /** Applies a delta that fits this window's copy; after a gap (a missed push) asks for a snapshot. */
  private onDelta(delta: GmDelta): void {
    const fit = deltaFit(this.view, delta);
    if (fit === 'apply' && this.view) this.view = applyGmDelta(this.view, delta);
    else if (fit === 'gap') void this.resync();
  }

  private resyncing: Promise<void> | null = null;

  /** Fetches a full snapshot (once, however many gaps are seen meanwhile). */
  resync(): Promise<void> {
    this.resyncing ??= this.api.invoke('encounter.current').then((r) => {
      this.resyncing = null;
      const v = this.report(r);
      if (r.ok && (!v || !this.view || v.version >= this.view.version || v.encounter.id !== this.view.encounter.id)) this.view = v;
    });
    return this.resyncing;
  }

  /** After a change was applied: its push normally arrived first; if not, fetch the snapshot. */
  private async caughtUp(applied: Applied): Promise<void> {
    if (!this.view || this.view.version < applied.version) await this.resync();
  }

  private report<T>(r: Result<T>): T | null {
    if (r.ok) return r.value;
    this.error = r.error;
    return null;
  }

  async refresh(): Promise<void> {
    const [info, settings, view] = await Promise.all([
      this.api.invoke('app.info'),
      this.api.invoke('settings.get'),
      this.api.invoke('encounter.current'),
    ]);
    this.info = this.report(info);
    this.settings = this.report(settings);
    if (this.settings) applyLanguage(this.settings.language);
    const current = this.report(view);
    this.view = current;
    if (!current) await this.loadList();
  }

  async loadList(): Promise<void> {
    this.list = this.report(await this.api.invoke('encounter.list'));
  }

  async setLanguage(language: Settings['language']): Promise<void> {
    const s = this.report(await this.api.invoke('settings.set', { language }));
    if (s) {
      this.settings = s;
      applyLanguage(s.language);
    }
  }

  /** Calls a channel and hands back its result as is: the caller shows any error itself. */
  call<C extends Channel>(channel: C, payload?: Request<C>): Promise<Result<Response<C>>> {
    return this.api.invoke(channel, payload);
  }

  /** Creates and opens a ready-made demo encounter (one a system offers, `SharedSystem.demos`). */
  async createDemo(demo: string): Promise<boolean> {
    const v = this.report(await this.api.invoke('encounter.createDemo', { demo }));
    if (v) this.view = v;
    return !!v;
  }

  async open(id: string): Promise<boolean> {
    const v = this.report(await this.api.invoke('encounter.open', { id }));
    if (v) this.view = v;
    return !!v;
  }

  async create(name: string, system: SystemId): Promise<boolean> {
    const v = this.report(await this.api.invoke('encounter.create', { name, system }));
    if (v) this.view = v;
    return !!v;
  }

  /**
   * Sends a command; when main stops at a prompt (a die the GM rolls by hand), asks the GM and sends
   * it again with the answer, until it is applied or the GM cancels.
   */
  async run(command: CommandInput): Promise<boolean> {
    let cmd = command;
    for (;;) {
      if (!this.view) return false;
      const r = this.report(await this.api.invoke('encounter.command', { encounterId: this.view.encounter.id, command: cmd }));
      if (!r) return false;
      if (r.status === 'applied') {
        this.error = null; // the banner's cause is gone once a command applies
        await this.caughtUp(r);
        return true;
      }
      const answer = await new Promise<Answer | null>((resolve) => (this.pending = { prompt: r.prompt, resolve }));
      this.pending = null;
      if (!answer) return false;
      const prev = (r.command as { inputs?: Record<string, Answer> }).inputs ?? {};
      cmd = { ...r.command, inputs: { ...prev, [r.prompt.key]: answer } } as CommandInput;
    }
  }

  async undo(): Promise<void> {
    if (!this.view?.canUndo) return;
    const v = this.report(await this.api.invoke('encounter.undo', { encounterId: this.view.encounter.id }));
    if (v) this.error = null;
    if (v) await this.caughtUp(v);
  }

  async redo(): Promise<void> {
    if (!this.view?.canRedo) return;
    const v = this.report(await this.api.invoke('encounter.redo', { encounterId: this.view.encounter.id }));
    if (v) this.error = null;
    if (v) await this.caughtUp(v);
  }

  /** The last `library.list` answer's damaged-file problem, shown in the library dialog. */
  libraryProblem = $state<Response<'library.list'>['problem'] | null>(null);

  /** Fetches a system's entries once; `force` fetches them again (after an import, an edit, a delete). */
  async loadLibrary(system: SystemId, force = false): Promise<void> {
    if (this.library[system] && !force) return;
    const r = this.report(await this.api.invoke('library.list', { system }));
    if (r) this.library = { ...this.library, [system]: r.entries };
    if (r) this.libraryProblem = r.problem ?? null;
  }

  async setPlayerCamera(camera: PlayerCamera): Promise<void> {
    this.report(await this.api.invoke('view.setPlayerCamera', camera));
  }

  /** Imports an image file for the map background; returns its asset id. */
  async importImage(file: File): Promise<string | null> {
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
    const r = this.report(await this.api.invoke('asset.import', { fileName: file.name, data: btoa(binary) }));
    return r?.asset ?? null;
  }

  async togglePlayerWindow(): Promise<void> {
    if (this.info?.playerWindow) this.report(await this.api.invoke('window.togglePlayer'));
    else window.open('./player', 'asalto-player', 'noopener');
  }
}

export const gm = new GmStore();
