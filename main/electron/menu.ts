/** The application menu, labelled through the compiled i18n messages. */
import { Menu, type MenuItemConstructorOptions } from 'electron';
import type { Locale } from '../../shared/contract/views.js';
import * as m from '../../shared/i18n/paraglide/messages.js';

export interface MenuOptions {
  locale: Locale;
  platform: NodeJS.Platform;
  /** Developer tools only in development builds. */
  isDev: boolean;
  togglePlayer: () => void;
  /** Encounter undo/redo. Their shortcuts are shown but not registered, so the page receives them
   * (text fields keep their own undo; elsewhere the GM page undoes the last command). */
  undo: () => void;
  redo: () => void;
}

export const TOGGLE_PLAYER_ACCELERATOR = 'CmdOrCtrl+Shift+P';

export function menuTemplate(opts: MenuOptions): MenuItemConstructorOptions[] {
  const o = { locale: opts.locale };
  const mac = opts.platform === 'darwin';
  const quit: MenuItemConstructorOptions = { role: 'quit', label: m.menu_quit({}, o) };
  const about: MenuItemConstructorOptions = { role: 'about', label: m.menu_about({}, o) };
  const template: MenuItemConstructorOptions[] = [];
  if (mac) template.push({ label: m.app_name({}, o), submenu: [about, { type: 'separator' }, quit] });
  else template.push({ label: m.menu_file({}, o), submenu: [quit] });
  template.push(
    {
      label: m.menu_edit({}, o),
      // Clipboard roles keep text editing working in inputs.
      submenu: [
        { id: 'undo', label: m.menu_undo({}, o), accelerator: 'CmdOrCtrl+Z', registerAccelerator: false, click: () => opts.undo() },
        { id: 'redo', label: m.menu_redo({}, o), accelerator: 'CmdOrCtrl+Shift+Z', registerAccelerator: false, click: () => opts.redo() },
        { type: 'separator' },
        { role: 'cut', label: m.menu_cut({}, o) },
        { role: 'copy', label: m.menu_copy({}, o) },
        { role: 'paste', label: m.menu_paste({}, o) },
        { role: 'selectAll', label: m.menu_select_all({}, o) },
      ],
    },
    {
      label: m.menu_view({}, o),
      submenu: [
        { role: 'reload', label: m.menu_reload({}, o) },
        ...(opts.isDev ? [{ role: 'toggleDevTools', label: m.menu_devtools({}, o) } as const] : []),
        { type: 'separator' },
        { role: 'togglefullscreen', label: m.menu_fullscreen({}, o) },
      ],
    },
    {
      label: m.menu_window({}, o),
      submenu: [
        { id: 'toggle-player', label: m.menu_toggle_player({}, o), accelerator: TOGGLE_PLAYER_ACCELERATOR, click: () => opts.togglePlayer() },
        ...(mac ? [{ type: 'separator' } as const, { role: 'minimize' } as const, { role: 'front' } as const] : []),
      ],
    },
  );
  if (!mac) template.push({ label: m.menu_help({}, o), submenu: [about] });
  return template;
}

export function installMenu(opts: MenuOptions): void {
  Menu.setApplicationMenu(Menu.buildFromTemplate(menuTemplate(opts)));
}
