/** The GM and player windows: creation, hardening, roles, and player-display placement. */
import path from 'node:path';
import { app, BrowserWindow, screen, type BrowserWindowConstructorOptions, type WebContents } from 'electron';
import type { Role } from '../../shared/contract/channels.js';
import { choosePlayerDisplay, playerBounds } from './displays.js';
import { denyWindowOpen, guardNavigation, pageUrl, secureWebPreferences } from './security.js';

export interface WindowManagerOptions {
  /** Folder holding gm.cjs and player.cjs. */
  preloadDir: string;
  titles: () => Record<Role, string>;
  /** Called once per window, when its webContents exists (to forward pushes). */
  onWindow: (contents: WebContents, role: Role) => void;
  isDev: boolean;
}

/** Applies the navigation, window-open and webview guards to any webContents. */
export function hardenWebContents(contents: WebContents): void {
  contents.on('will-navigate', (event, url) => {
    if (!guardNavigation(event, url)) console.warn(`[asalto] blocked navigation to ${url.slice(0, 200)}`);
  });
  contents.on('will-redirect', (event, url) => {
    if (!guardNavigation(event, url)) console.warn(`[asalto] blocked redirect to ${url.slice(0, 200)}`);
  });
  contents.on('will-attach-webview', (event) => event.preventDefault());
  contents.setWindowOpenHandler(denyWindowOpen);
}

/**
 * Leaves fullscreen, then runs `then`. macOS animates the transition (wait for the event); other
 * platforms switch at once, and waiting could hang where the window manager never answers.
 */
function afterLeavingFullScreen(win: BrowserWindow, then: () => void): void {
  if (!win.isFullScreen()) return then();
  if (process.platform === 'darwin') {
    win.once('leave-full-screen', () => {
      if (!win.isDestroyed()) then();
    });
    win.setFullScreen(false);
  } else {
    win.setFullScreen(false);
    then();
  }
}

export class WindowManager {
  private readonly roles = new Map<number, Role>();
  private gm: BrowserWindow | null = null;
  private player: BrowserWindow | null = null;
  private quitting = false;

  constructor(private readonly opts: WindowManagerOptions) {
    app.on('before-quit', () => {
      this.quitting = true;
    });
  }

  roleOf(webContentsId: number): Role | undefined {
    return this.roles.get(webContentsId);
  }

  /** Call after `app` is ready. */
  start(): void {
    this.createGm();
    this.createPlayer(true);
    // Follow projectors and monitors being plugged in or out.
    const replace = () => {
      if (this.player && !this.player.isDestroyed() && this.player.isVisible()) this.placePlayer();
    };
    screen.on('display-added', replace);
    screen.on('display-removed', replace);
    // A display moved in the arrangement or changed resolution: the player window may no longer
    // fill the display chosen for it (placePlayer does nothing when it still does).
    screen.on('display-metrics-changed', (_event, _display, changed) => {
      if (changed.includes('bounds')) replace();
    });
  }

  /** The GM window, when open (dialogs belong to it). */
  gmWindow(): BrowserWindow | null {
    return this.gm && !this.gm.isDestroyed() ? this.gm : null;
  }

  focusGm(): void {
    if (!this.gm || this.gm.isDestroyed()) return void this.createGm();
    if (this.gm.isMinimized()) this.gm.restore();
    this.gm.show();
    this.gm.focus();
  }

  /** Shows or hides the player window; returns whether it is now visible. */
  togglePlayer(): boolean {
    const win = this.player;
    if (win && !win.isDestroyed() && win.isVisible()) {
      afterLeavingFullScreen(win, () => win.hide());
      return false;
    }
    if (!win || win.isDestroyed()) this.createPlayer(true);
    else {
      win.showInactive();
      this.placePlayer();
    }
    return true;
  }

  setTitles(): void {
    const titles = this.opts.titles();
    if (this.gm && !this.gm.isDestroyed()) this.gm.setTitle(titles.gm);
    if (this.player && !this.player.isDestroyed()) this.player.setTitle(titles.player);
  }

  private create(role: Role, extra: BrowserWindowConstructorOptions): BrowserWindow {
    const win = new BrowserWindow({
      title: this.opts.titles()[role],
      show: false,
      backgroundColor: '#1b1d22',
      ...extra,
      webPreferences: secureWebPreferences(path.join(this.opts.preloadDir, `${role}.cjs`)),
    });
    const id = win.webContents.id;
    this.roles.set(id, role);
    win.webContents.once('destroyed', () => this.roles.delete(id));
    // Keep our localized title instead of the page's <title>.
    win.on('page-title-updated', (event) => event.preventDefault());
    this.opts.onWindow(win.webContents, role);
    void win.loadURL(pageUrl(role)).catch((err: unknown) => console.error(`[asalto] could not load the ${role} page:`, err));
    return win;
  }

  private createGm(): BrowserWindow {
    const win = this.create('gm', { width: 1280, height: 820, minWidth: 900, minHeight: 600 });
    win.once('ready-to-show', () => win.show());
    // Closing the GM window ends the session (the player window only hides on close).
    win.on('closed', () => {
      this.gm = null;
      app.quit();
    });
    this.gm = win;
    return win;
  }

  private createPlayer(show: boolean): BrowserWindow {
    const target = this.playerTarget();
    const win = this.create('player', {
      ...(target ? target.bounds : { width: 1024, height: 768 }),
      fullscreen: target?.fullscreen ?? false,
      autoHideMenuBar: true,
    });
    win.setMenuBarVisibility(false);
    win.on('close', (event) => {
      if (this.quitting) return;
      event.preventDefault();
      afterLeavingFullScreen(win, () => win.hide());
    });
    win.on('closed', () => {
      if (this.player === win) this.player = null;
    });
    this.player = win;
    // showInactive: the GM keeps the keyboard focus.
    if (show) win.once('ready-to-show', () => win.showInactive());
    return win;
  }

  private playerTarget(): (ReturnType<typeof playerBounds> & { displayId: number }) | null {
    const gmDisplay = this.gm && !this.gm.isDestroyed() ? screen.getDisplayMatching(this.gm.getBounds()).id : null;
    const placement = choosePlayerDisplay(screen.getAllDisplays(), gmDisplay);
    return placement ? { ...playerBounds(placement), displayId: placement.display.id } : null;
  }

  /** Moves the player window to the display chosen for it (fullscreen on a second display). */
  private placePlayer(): void {
    const win = this.player;
    const target = this.playerTarget();
    if (!win || win.isDestroyed() || !target) return;
    const fullscreen = win.isFullScreen();
    // Already filling the right display: nothing to do (avoids a flicker on every display event).
    if (fullscreen && target.fullscreen && screen.getDisplayMatching(win.getBounds()).id === target.displayId) return;
    afterLeavingFullScreen(win, () => {
      win.setBounds(target.bounds);
      if (target.fullscreen) win.setFullScreen(true);
    });
  }
}
