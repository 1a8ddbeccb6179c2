/**
 * A test double of the `electron` module, faithful enough to start main/electron/main.ts (and the
 * preloads) under vitest: `vi.mock('electron', () => double.electron)`. It keeps Electron's
 * observable behaviour where the shell depends on it — `web-contents-created` fires while a
 * BrowserWindow is constructed, `ready-to-show` after its page loads, `enableSandbox` and
 * `registerSchemesAsPrivileged` throw after `ready`, a second `ipcMain.handle` for a channel throws,
 * `window.open` and permission requests are allowed unless a handler says otherwise, quitting
 * closes every window and is cancelled by one that prevents its close — and records every call.
 * Nothing here touches a real display or process: `app.exit` records the code.
 */
import { EventEmitter } from 'node:events';
import path from 'node:path';
import Conf from 'conf';

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface FakeDisplay {
  id: number;
  bounds: Rect;
  workArea: Rect;
  internal: boolean;
  scaleFactor: number;
}

export function display(id: number, bounds: Rect, opts: { internal?: boolean; menuBar?: number } = {}): FakeDisplay {
  const bar = opts.menuBar ?? 30;
  return {
    id,
    bounds: { ...bounds },
    workArea: { x: bounds.x, y: bounds.y + bar, width: bounds.width, height: bounds.height - bar },
    internal: opts.internal ?? false,
    scaleFactor: 1,
  };
}

export interface DoubleOptions {
  /** What `app.getPath('userData')` answers until `app.setPath` changes it. */
  userData: string;
  /** Where the app's package.json is (`app.getAppPath()`). */
  appPath: string;
  displays?: FakeDisplay[];
  /** Id of the primary display; the first display when absent. */
  primary?: number;
  /** `app.whenReady()` rejects with this instead of resolving. */
  readyFails?: Error;
  /** `requestSingleInstanceLock()` answer. */
  singleInstance?: boolean;
  /** `api` (e.g. `'protocol.handle'`) throws this when called. */
  throwOn?: Record<string, Error>;
  locale?: string;
}

/** An Electron-like event: `preventDefault` is recorded in `defaultPrevented`. */
export interface FakeEvent {
  defaultPrevented: boolean;
  preventDefault(): void;
  [key: string]: unknown;
}

export function fakeEvent(extra: Record<string, unknown> = {}): FakeEvent {
  const event: FakeEvent = {
    ...extra,
    defaultPrevented: false,
    preventDefault() {
      event.defaultPrevented = true;
    },
  };
  return event;
}

const overlap = (a: Rect, b: Rect): number =>
  Math.max(0, Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)) * Math.max(0, Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y));

const distance = (r: Rect, d: Rect): number => {
  const cx = r.x + r.width / 2;
  const cy = r.y + r.height / 2;
  const dx = Math.max(d.x - cx, 0, cx - (d.x + d.width));
  const dy = Math.max(d.y - cy, 0, cy - (d.y + d.height));
  return Math.hypot(dx, dy);
};

/** What a renderer (and so a preload) of one webContents sees as `ipcRenderer`. */
export class FakeIpcRenderer extends EventEmitter {
  constructor(
    private readonly double: ElectronDouble,
    readonly contents: FakeWebContents,
  ) {
    super();
  }

  /** Payload and reply cross the process boundary as structured clones, as in Electron. */
  async invoke(channel: string, ...args: unknown[]): Promise<unknown> {
    return structuredClone(await this.double.invokeFrom(this.contents, channel, ...structuredClone(args)));
  }

  send(channel: string, ...args: unknown[]): void {
    this.double.ipcMainEmitter.emit(channel, { sender: this.contents, senderFrame: this.contents.mainFrame }, ...structuredClone(args));
  }

  sendSync(channel: string, ...args: unknown[]): unknown {
    const event: { sender: FakeWebContents; returnValue?: unknown } = { sender: this.contents };
    this.double.ipcMainEmitter.emit(channel, event, ...structuredClone(args));
    return event.returnValue;
  }
}

export interface FakeFrame {
  url: string;
  processId: number;
  routingId: number;
  parent: FakeFrame | null;
}

export class FakeWebContents extends EventEmitter {
  readonly id: number;
  readonly mainFrame: FakeFrame;
  readonly sent: { channel: string; args: unknown[] }[] = [];
  windowOpenHandler: ((details: { url: string; frameName: string; features: string; disposition: string }) => { action: 'allow' | 'deny' }) | null = null;
  readonly renderer: FakeIpcRenderer;
  private destroyed = false;

  constructor(private readonly double: ElectronDouble) {
    super();
    this.id = double.nextId();
    this.mainFrame = { url: '', processId: 100 + this.id, routingId: 1, parent: null };
    this.renderer = new FakeIpcRenderer(double, this);
  }

  /** An iframe of this page, to send IPC from a subframe. */
  subframe(url: string): FakeFrame {
    return { url, processId: this.mainFrame.processId, routingId: this.mainFrame.routingId + 1, parent: this.mainFrame };
  }

  getURL(): string {
    return this.mainFrame.url;
  }

  async loadURL(url: string): Promise<void> {
    this.double.record('webContents.loadURL', this.id, url);
    this.mainFrame.url = url;
    await new Promise((resolve) => setImmediate(resolve));
    if (this.destroyed) throw new Error('ERR_ABORTED (-3) loading ' + url);
    this.emit('did-finish-load');
  }

  /** Records the script; the page's answer is undefined (the print view's job resolves to nothing we read). */
  executeJavaScript(code: string): Promise<unknown> {
    if (this.destroyed) return Promise.reject(new Error('Object has been destroyed'));
    this.double.record('webContents.executeJavaScript', this.id, code);
    return Promise.resolve(undefined);
  }

  /** A PDF's first bytes, recording the options it was asked with. */
  printToPDF(options: Record<string, unknown>): Promise<Buffer> {
    if (this.destroyed) return Promise.reject(new Error('Object has been destroyed'));
    this.double.record('webContents.printToPDF', this.id, options);
    return Promise.resolve(Buffer.from(`%PDF-1.7 fake from ${this.mainFrame.url}`));
  }

  send(channel: string, ...args: unknown[]): void {
    if (this.destroyed) throw new Error('Object has been destroyed');
    this.sent.push({ channel, args });
    const cloned = structuredClone(args);
    this.renderer.emit(channel, { sender: this.renderer, senderId: 0 }, ...cloned);
  }

  setWindowOpenHandler(handler: NonNullable<FakeWebContents['windowOpenHandler']>): void {
    this.windowOpenHandler = handler;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.emit('destroyed');
  }

  /** The page asks to navigate (a link, `location = …`): returns whether the navigation happens. */
  navigate(url: string, kind: 'will-navigate' | 'will-redirect' = 'will-navigate'): boolean {
    const event = fakeEvent({ url, isMainFrame: true, isSameDocument: false, frame: this.mainFrame });
    this.emit(kind, event, url, false, true, this.mainFrame.processId, this.mainFrame.routingId);
    if (!event.defaultPrevented) this.mainFrame.url = url;
    return !event.defaultPrevented;
  }

  /** The page calls `window.open(url)` (or follows a target=_blank link): whether a window opens. */
  windowOpen(url: string): boolean {
    const verdict = this.windowOpenHandler?.({ url, frameName: '', features: '', disposition: 'new-window' }) ?? { action: 'allow' };
    return verdict.action === 'allow';
  }

  /** The page tries to embed a `<webview>`: whether it is attached. */
  attachWebview(src: string): boolean {
    const event = fakeEvent();
    this.emit('will-attach-webview', event, { preload: '/tmp/evil.js', nodeIntegration: true }, { src });
    return !event.defaultPrevented;
  }
}

export class FakeBrowserWindow extends EventEmitter {
  readonly id: number;
  readonly webContents: FakeWebContents;
  readonly options: Record<string, unknown>;
  title: string;
  menuBarVisible = true;
  private bounds: Rect;
  private visible: boolean;
  private fullscreen = false;
  private beforeFullscreen: Rect | null = null;
  private minimized = false;
  private focused = false;
  private destroyed = false;

  constructor(
    private readonly double: ElectronDouble,
    options: Record<string, unknown> = {},
  ) {
    super();
    double.record('new BrowserWindow', options);
    if (!double.ready) throw new Error('Cannot create BrowserWindow before app is ready');
    this.options = options;
    this.id = double.nextId();
    this.title = typeof options.title === 'string' ? options.title : 'Electron';
    const width = typeof options.width === 'number' ? options.width : 800;
    const height = typeof options.height === 'number' ? options.height : 600;
    const primary = double.screen.getPrimaryDisplay().workArea;
    this.bounds = {
      x: typeof options.x === 'number' ? options.x : primary.x + Math.floor((primary.width - width) / 2),
      y: typeof options.y === 'number' ? options.y : primary.y + Math.floor((primary.height - height) / 2),
      width,
      height,
    };
    this.visible = options.show !== false;
    if (options.fullscreen === true) this.enterFullScreen();
    this.webContents = new FakeWebContents(double);
    double.windows.push(this);
    // As in Electron: the app hears about the new webContents while the window is being built.
    double.app.emit('web-contents-created', fakeEvent(), this.webContents);
  }

  async loadURL(url: string): Promise<void> {
    await this.webContents.loadURL(url);
    if (!this.destroyed) this.emit('ready-to-show');
  }

  getBounds(): Rect {
    return { ...this.bounds };
  }

  setBounds(bounds: Partial<Rect>): void {
    this.double.record('win.setBounds', this.id, bounds);
    if (this.fullscreen) return; // a fullscreen window ignores new bounds, as on every platform
    this.bounds = { ...this.bounds, ...bounds };
    this.emit('move');
  }

  isFullScreen(): boolean {
    return this.fullscreen;
  }

  setFullScreen(flag: boolean): void {
    this.double.record('win.setFullScreen', this.id, flag);
    if (flag === this.fullscreen) return;
    if (flag) {
      this.enterFullScreen();
      this.emit('enter-full-screen');
    } else {
      this.fullscreen = false;
      this.bounds = this.beforeFullscreen ?? this.bounds;
      this.emit('leave-full-screen');
    }
  }

  private enterFullScreen(): void {
    this.beforeFullscreen = { ...this.bounds };
    this.fullscreen = true;
    this.bounds = { ...this.double.screen.getDisplayMatching(this.bounds).bounds };
  }

  isVisible(): boolean {
    return this.visible && !this.minimized;
  }

  show(): void {
    this.visible = true;
    this.focused = true;
    this.emit('show');
  }

  showInactive(): void {
    this.visible = true;
    this.emit('show');
  }

  hide(): void {
    this.visible = false;
    this.focused = false;
    this.emit('hide');
  }

  focus(): void {
    this.focused = true;
  }

  isFocused(): boolean {
    return this.focused;
  }

  isMinimized(): boolean {
    return this.minimized;
  }

  minimize(): void {
    this.minimized = true;
  }

  restore(): void {
    this.minimized = false;
  }

  setTitle(title: string): void {
    this.title = title;
  }

  getTitle(): string {
    return this.title;
  }

  setMenuBarVisibility(visible: boolean): void {
    this.menuBarVisible = visible;
  }

  isDestroyed(): boolean {
    return this.destroyed;
  }

  /** Like the user clicking the close button: `close` may be prevented; otherwise `closed`. */
  close(): boolean {
    if (this.destroyed) return true;
    const event = fakeEvent();
    this.emit('close', event);
    if (event.defaultPrevented) return false;
    this.destroy();
    return true;
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.visible = false;
    this.webContents.destroy();
    this.emit('closed');
  }

  /** The page sets its `<title>`: whether the window's title follows it. */
  pageTitle(title: string): boolean {
    const event = fakeEvent();
    this.emit('page-title-updated', event, title, true);
    if (!event.defaultPrevented) this.title = title;
    return !event.defaultPrevented;
  }
}

export interface MenuItem {
  id?: string;
  label?: string;
  role?: string;
  accelerator?: string;
  click?: () => void;
  submenu?: MenuItem[];
}

export class ElectronDouble {
  opts!: DoubleOptions;
  calls: { api: string; args: unknown[] }[] = [];
  ready = false;
  windows: FakeBrowserWindow[] = [];
  /** webContents created on their own (not by a window of ours). */
  otherContents: FakeWebContents[] = [];
  handlers = new Map<string, (event: unknown, ...args: unknown[]) => unknown>();
  ipcMainEmitter = new EventEmitter();
  errorBoxes: { title: string; content: string }[] = [];
  /** Where the next save dialog says to save, or null to cancel it. */
  saveDialogAnswer: string | null = null;
  exitCode: number | null = null;
  quitRequested = 0;
  quitted = false;
  paths = new Map<string, string>();
  privilegedSchemes: unknown[] = [];
  protocolHandlers = new Map<string, (request: Request) => Promise<Response> | Response>();
  permissionRequestHandler: ((webContents: unknown, permission: string, callback: (granted: boolean) => void, details: unknown) => void) | null = null;
  permissionCheckHandler: ((webContents: unknown, permission: string, origin: string, details: unknown) => boolean) | null = null;
  applicationMenu: { items: MenuItem[] } | null = null;
  /** `window.<key>` values each preload exposed, by webContents id. */
  exposed = new Map<number, Record<string, unknown>>();
  /** The webContents whose preload is being evaluated (what `ipcRenderer`/`contextBridge` belong to). */
  preloadTarget: FakeWebContents | null = null;
  displays: FakeDisplay[] = [];
  private ids = 0;

  readonly app = Object.assign(new EventEmitter(), {
    isPackaged: false,
    enableSandbox: (): void => {
      this.record('app.enableSandbox');
      if (this.ready) throw new Error('app.enableSandbox() can only be called before app is ready');
    },
    setPath: (name: string, value: string): void => {
      this.record('app.setPath', name, value);
      if (!path.isAbsolute(value)) throw new Error(`Path must be absolute: ${value}`);
      this.paths.set(name, value);
    },
    getPath: (name: string): string => {
      const value = this.paths.get(name);
      if (value === undefined) throw new Error(`Failed to get '${name}' path`);
      return value;
    },
    getAppPath: (): string => this.opts.appPath,
    getVersion: (): string => '0.1.0',
    getName: (): string => 'Asalto',
    getLocale: (): string => this.opts.locale ?? 'es-ES',
    getPreferredSystemLanguages: (): string[] => [this.opts.locale ?? 'es-ES'],
    isReady: (): boolean => this.ready,
    whenReady: (): Promise<void> => {
      this.record('app.whenReady');
      const failure = this.opts.readyFails;
      return new Promise<void>((resolve, reject) =>
        setImmediate(() => {
          if (failure) return reject(failure);
          this.ready = true;
          this.app.emit('ready', fakeEvent(), {});
          resolve();
        }),
      );
    },
    requestSingleInstanceLock: (): boolean => {
      this.record('app.requestSingleInstanceLock');
      return this.opts.singleInstance ?? true;
    },
    setAboutPanelOptions: (options: unknown): void => void this.record('app.setAboutPanelOptions', options),
    /** Like Electron: `before-quit`, then every window is closed; one that refuses cancels the quit. */
    quit: (): void => {
      this.record('app.quit');
      this.quitRequested++;
      const event = fakeEvent();
      this.app.emit('before-quit', event);
      if (event.defaultPrevented) return;
      for (const win of [...this.windows]) if (!win.close()) return;
      this.quitted = true;
      this.app.emit('will-quit', fakeEvent());
      this.app.emit('quit', fakeEvent(), 0);
    },
    exit: (code = 0): void => {
      this.record('app.exit', code);
      this.exitCode = code;
    },
  });

  readonly screen = Object.assign(new EventEmitter(), {
    getAllDisplays: (): FakeDisplay[] => this.displays.map((d) => structuredClone(d)),
    getPrimaryDisplay: (): FakeDisplay => {
      const primary = this.displays.find((d) => d.id === this.opts.primary) ?? this.displays[0];
      if (!primary) throw new Error('no displays');
      return structuredClone(primary);
    },
    /** The display a rectangle overlaps most; the nearest one when it overlaps none (as in Electron). */
    getDisplayMatching: (rect: Rect): FakeDisplay => {
      let best: FakeDisplay | undefined;
      let bestScore = -Infinity;
      for (const d of this.displays) {
        const o = overlap(rect, d.bounds);
        const score = o > 0 ? o : -distance(rect, d.bounds);
        if (score > bestScore) [best, bestScore] = [d, score];
      }
      if (!best) throw new Error('no displays');
      return structuredClone(best);
    },
  });

  readonly ipcMain = Object.assign(this.ipcMainEmitter, {
    handle: (channel: string, handler: (event: unknown, ...args: unknown[]) => unknown): void => {
      this.record('ipcMain.handle', channel);
      if (this.handlers.has(channel)) throw new Error(`Attempted to register a second handler for '${channel}'`);
      this.handlers.set(channel, handler);
    },
    handleOnce: (): void => {
      throw new Error('ipcMain.handleOnce is not used by Asalto');
    },
    removeHandler: (channel: string): void => {
      this.record('ipcMain.removeHandler', channel);
      this.handlers.delete(channel);
    },
  });

  readonly electron: Record<string, unknown>;

  constructor() {
    const menuOf = (template: MenuItem[]): { items: MenuItem[] } => ({ items: template });
    const electron: Record<string, unknown> = {
      app: this.app,
      screen: this.screen,
      ipcMain: this.ipcMain,
      BrowserWindow: browserWindowClass(this),
      Menu: {
        buildFromTemplate: (template: MenuItem[]) => {
          this.guard('Menu.buildFromTemplate');
          return menuOf(template);
        },
        setApplicationMenu: (menu: { items: MenuItem[] } | null) => {
          this.record('Menu.setApplicationMenu', menu);
          this.applicationMenu = menu;
        },
        getApplicationMenu: () => this.applicationMenu,
      },
      protocol: {
        registerSchemesAsPrivileged: (schemes: unknown[]) => {
          this.guard('protocol.registerSchemesAsPrivileged', schemes);
          if (this.ready) throw new Error('protocol.registerSchemesAsPrivileged should be called before app is ready');
          this.privilegedSchemes.push(...schemes);
        },
        handle: (scheme: string, handler: (request: Request) => Promise<Response>) => {
          this.guard('protocol.handle', scheme);
          if (!this.ready) throw new Error('protocol.handle must be called after app is ready');
          if (this.protocolHandlers.has(scheme)) throw new Error(`Failed to register protocol: ${scheme}`);
          this.protocolHandlers.set(scheme, handler);
        },
      },
      session: Object.defineProperty({}, 'defaultSession', {
        enumerable: true,
        get: () => {
          if (!this.ready) throw new Error('session module can only be used when app is ready');
          return {
            setPermissionRequestHandler: (handler: ElectronDouble['permissionRequestHandler']) => {
              this.guard('session.setPermissionRequestHandler');
              this.permissionRequestHandler = handler;
            },
            setPermissionCheckHandler: (handler: ElectronDouble['permissionCheckHandler']) => {
              this.guard('session.setPermissionCheckHandler');
              this.permissionCheckHandler = handler;
            },
          };
        },
      }),
      dialog: {
        /** Answers with `saveDialogAnswer` (null: the GM cancelled). Called as (window, options) or (options). */
        showSaveDialog: (...args: unknown[]) => {
          this.record('dialog.showSaveDialog', args[args.length - 1]);
          const filePath = this.saveDialogAnswer;
          return Promise.resolve(filePath === null ? { canceled: true, filePath: '' } : { canceled: false, filePath });
        },
        showErrorBox: (title: string, content: string) => {
          this.record('dialog.showErrorBox', title, content);
          this.errorBoxes.push({ title, content });
        },
      },
      contextBridge: {
        exposeInMainWorld: (key: string, api: unknown) => {
          const target = this.preloadTarget;
          if (!target) throw new Error('contextBridge is only available in a preload');
          const world = this.exposed.get(target.id) ?? {};
          if (key in world) throw new Error(`Cannot bind an API on top of an existing property on the window object: ${key}`);
          world[key] = api;
          this.exposed.set(target.id, world);
        },
      },
    };
    Object.defineProperty(electron, 'ipcRenderer', {
      enumerable: true,
      get: () => {
        if (!this.preloadTarget) throw new Error('ipcRenderer is only available in a renderer');
        return this.preloadTarget.renderer;
      },
    });
    electron.default = electron;
    this.electron = electron;
  }

  /** Starts over: no windows, handlers or listeners; the displays and paths given. */
  reset(opts: DoubleOptions): void {
    this.opts = opts;
    this.calls = [];
    this.ready = false;
    this.windows = [];
    this.otherContents = [];
    this.handlers.clear();
    this.ipcMainEmitter.removeAllListeners();
    this.app.removeAllListeners();
    this.screen.removeAllListeners();
    this.errorBoxes = [];
    this.saveDialogAnswer = null;
    this.exitCode = null;
    this.quitRequested = 0;
    this.quitted = false;
    this.paths = new Map([
      ['userData', opts.userData],
      ['appData', path.dirname(opts.userData)],
      ['temp', path.join(opts.userData, 'tmp')],
    ]);
    this.privilegedSchemes = [];
    this.protocolHandlers.clear();
    this.permissionRequestHandler = null;
    this.permissionCheckHandler = null;
    this.applicationMenu = null;
    this.exposed.clear();
    this.preloadTarget = null;
    this.displays = (opts.displays ?? [display(1, { x: 0, y: 0, width: 1920, height: 1080 }, { internal: true })]).map((d) => structuredClone(d));
  }

  nextId(): number {
    return ++this.ids;
  }

  record(api: string, ...args: unknown[]): void {
    this.calls.push({ api, args });
  }

  /** Records the call, then throws if the options say this API fails. */
  guard(api: string, ...args: unknown[]): void {
    this.record(api, ...args);
    const failure = this.opts.throwOn?.[api];
    if (failure) throw failure;
  }

  called(api: string): { api: string; args: unknown[] }[] {
    return this.calls.filter((c) => c.api === api);
  }

  /** Lets pending loads, `ready-to-show` and promise chains run. */
  async settle(rounds = 5): Promise<void> {
    for (let i = 0; i < rounds; i++) await new Promise((resolve) => setImmediate(resolve));
  }

  /** A webContents that is not one of our windows (a devtools page, a stray renderer). */
  createWebContents(): FakeWebContents {
    const contents = new FakeWebContents(this);
    this.otherContents.push(contents);
    this.app.emit('web-contents-created', fakeEvent(), contents);
    return contents;
  }

  /** `ipcRenderer.invoke` from `contents` (its main frame unless `frame` is given), as Electron dispatches it. */
  async invokeFrom(contents: FakeWebContents, channel: string, ...args: unknown[]): Promise<unknown> {
    return this.invokeFromFrame(contents, contents.mainFrame, channel, ...args);
  }

  async invokeFromFrame(contents: FakeWebContents, frame: FakeFrame, channel: string, ...args: unknown[]): Promise<unknown> {
    const handler = this.handlers.get(channel);
    if (!handler) throw new Error(`Error invoking remote method '${channel}': Error: No handler registered for '${channel}'`);
    const event = { sender: contents, senderFrame: frame, processId: frame.processId, frameId: frame.routingId };
    try {
      return await handler(event, ...args);
    } catch (err) {
      throw new Error(`Error invoking remote method '${channel}': ${String(err)}`);
    }
  }

  /** A permission request from `contents`; granted when no handler is set, as in Electron. */
  requestPermission(contents: FakeWebContents, permission: string): Promise<boolean> {
    const handler = this.permissionRequestHandler;
    if (!handler) return Promise.resolve(true);
    return new Promise((resolve) => handler(contents, permission, resolve, { requestingUrl: contents.getURL(), isMainFrame: true }));
  }

  checkPermission(contents: FakeWebContents, permission: string): boolean {
    return this.permissionCheckHandler ? this.permissionCheckHandler(contents, permission, contents.getURL(), {}) : true;
  }

  /** Plugs a display in. */
  addDisplay(d: FakeDisplay): void {
    this.displays.push(structuredClone(d));
    this.screen.emit('display-added', fakeEvent(), structuredClone(d));
  }

  /** Unplugs a display. */
  removeDisplay(id: number): void {
    const gone = this.displays.find((d) => d.id === id);
    if (!gone) throw new Error(`no display ${id}`);
    this.displays = this.displays.filter((d) => d !== gone);
    this.screen.emit('display-removed', fakeEvent(), gone);
  }

  /** A display changes resolution or place in the arrangement. */
  changeDisplay(id: number, bounds: Rect, changedMetrics: string[] = ['bounds', 'workArea']): void {
    const index = this.displays.findIndex((d) => d.id === id);
    const old = this.displays[index];
    if (!old) throw new Error(`no display ${id}`);
    const bar = old.workArea.y - old.bounds.y;
    const changed = display(id, bounds, { internal: old.internal, menuBar: bar });
    this.displays[index] = changed;
    this.screen.emit('display-metrics-changed', fakeEvent(), structuredClone(changed), changedMetrics);
  }

  /** Evaluates `load` as the preload of `contents` (what `ipcRenderer` and `contextBridge` belong to). */
  async runPreload(contents: FakeWebContents, load: () => Promise<unknown>): Promise<Record<string, unknown>> {
    this.preloadTarget = contents;
    try {
      await load();
    } finally {
      this.preloadTarget = null;
    }
    return this.exposed.get(contents.id) ?? {};
  }

  /** The items of the application menu, flattened. */
  menuItems(): MenuItem[] {
    const out: MenuItem[] = [];
    const walk = (items: MenuItem[]) => {
      for (const item of items) {
        out.push(item);
        if (item.submenu) walk(item.submenu);
      }
    };
    walk(this.applicationMenu?.items ?? []);
    return out;
  }

  /** A stand-in for electron-store bound to this double: conf, with electron-store's defaults. */
  electronStoreModule(): { default: unknown } {
    return { default: electronStoreClass(this) };
  }
}

/** `BrowserWindow` as the double's `electron` module exports it. */
function browserWindowClass(double: ElectronDouble) {
  return class BrowserWindow extends FakeBrowserWindow {
    constructor(options?: Record<string, unknown>) {
      super(double, options);
    }
    static getAllWindows(this: void): FakeBrowserWindow[] {
      return double.windows.filter((w) => !w.isDestroyed());
    }
  };
}

/**
 * electron-store 11 is conf plus defaults taken from electron's `app` (and an `ipcMain` answer for
 * renderers): the same constructor logic here, bound to the double, over the real conf.
 */
function electronStoreClass(double: ElectronDouble) {
  return class ElectronStore extends Conf {
    constructor(options: Record<string, unknown> = {}) {
      double.record('new ElectronStore', options);
      const appData = { defaultCwd: double.app.getPath('userData'), appVersion: double.app.getVersion() };
      if (double.ipcMainEmitter.listenerCount('electron-store-get-data') === 0) {
        double.ipcMainEmitter.on('electron-store-get-data', (event: { returnValue?: unknown }) => {
          event.returnValue = appData;
        });
      }
      const { name, cwd, ...rest } = options;
      super({
        ...rest,
        configName: typeof name === 'string' ? name : 'config',
        projectVersion: appData.appVersion,
        cwd: typeof cwd === 'string' ? (path.isAbsolute(cwd) ? cwd : path.join(appData.defaultCwd, cwd)) : appData.defaultCwd,
      });
    }
  };
}

/** The webPreferences every Asalto window must get (what the shell and security tests expect). */
export const SECURE = {
  contextIsolation: true,
  sandbox: true,
  nodeIntegration: false,
  nodeIntegrationInWorker: false,
  nodeIntegrationInSubFrames: false,
  webSecurity: true,
  allowRunningInsecureContent: false,
  experimentalFeatures: false,
  webviewTag: false,
};
