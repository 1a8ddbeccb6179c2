/**
 * Pure security policy for the Electron shell: web preferences, navigation and window-open guards,
 * permission handlers and the app:// origin. No runtime 'electron' import, so unit tests load it.
 */
import path from 'node:path';
import type { HandlerDetails, WebPreferences, WindowOpenHandlerResponse } from 'electron';
import type { Role } from '../../shared/contract/channels.js';
import { resolveStatic } from '../web/static.js';

export const APP_SCHEME = 'asalto';
export const APP_HOST = 'app';
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`;

const PAGES: Record<Role, string> = { gm: 'index.html', player: 'player.html' };

/** The page a window of `role` loads. */
export function pageUrl(role: Role): string {
  return `${APP_ORIGIN}/${PAGES[role]}`;
}

/**
 * Whether `url` belongs to our origin. Compares scheme and host, not `URL.origin`: Node's URL gives
 * `'null'` as the origin of non-special schemes such as ours.
 */
export function isAppUrl(url: string): boolean {
  try {
    const u = new URL(url);
    return u.protocol === `${APP_SCHEME}:` && u.host === APP_HOST && u.username === '' && u.password === '';
  } catch {
    return false;
  }
}

/** The only webPreferences our windows get. */
export function secureWebPreferences(preload: string): WebPreferences {
  return {
    preload,
    contextIsolation: true,
    sandbox: true,
    nodeIntegration: false,
    nodeIntegrationInWorker: false,
    nodeIntegrationInSubFrames: false,
    webSecurity: true,
    allowRunningInsecureContent: false,
    experimentalFeatures: false,
    webviewTag: false,
    navigateOnDragDrop: false,
    spellcheck: false,
  };
}

/** Handler for `will-navigate` / `will-redirect`: cancels any navigation that leaves our origin. */
export function guardNavigation(event: { preventDefault(): void }, url: string): boolean {
  if (isAppUrl(url)) return true;
  event.preventDefault();
  return false;
}

/** `setWindowOpenHandler`: no window.open, no target=_blank, ever. */
export function denyWindowOpen(_details?: HandlerDetails): WindowOpenHandlerResponse {
  return { action: 'deny' };
}

/** `session.setPermissionRequestHandler`: the app needs no camera, notifications, etc. */
export function denyPermissionRequest(_webContents: unknown, _permission: string, callback: (granted: boolean) => void): void {
  callback(false);
}

/** `session.setPermissionCheckHandler`. */
export function denyPermissionCheck(): boolean {
  return false;
}

/**
 * Maps an `asalto://app/...` request to a file inside `root`, or null for another origin, a path
 * that escapes the root (`..`, encoded or not) or a missing file.
 */
export function resolveAppRequest(root: string, requestUrl: string): string | null {
  if (!isAppUrl(requestUrl)) return null;
  const { pathname } = new URL(requestUrl);
  // Backslashes are separators on Windows; refuse them everywhere so the check is platform independent.
  if (/\\|%5c/i.test(pathname)) return null;
  return resolveStatic(path.resolve(root), pathname);
}
