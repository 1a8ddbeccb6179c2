// Electron's PDF: the print view in a hidden window, rendered by Chromium's printToPDF, saved where the GM says.
import fs from 'node:fs/promises';
import { BrowserWindow, dialog } from 'electron';
import { ok, type Result } from '../../shared/contract/result.js';
import type { PrintData, PrintOptions } from '../../shared/print/options.js';
import { APP_ORIGIN, secureWebPreferences } from './security.js';

/** Returns the host hook `savePdf` (HostHooks): `parent` is the GM window the save dialog belongs to. */
export function createPdfSaver(parent: () => BrowserWindow | null): (data: PrintData, options: PrintOptions) => Promise<Result<{ saved: string | null }>> {
  return async (data, options) => {
    // No preload: the print view talks to nothing; main hands it the job and takes the PDF.
    const { preload: _none, ...prefs } = secureWebPreferences('');
    const win = new BrowserWindow({ show: false, webPreferences: prefs });
    let pdf: Buffer;
    try {
      await win.loadURL(`${APP_ORIGIN}/print.html`);
      await win.webContents.executeJavaScript(`window.asaltoPrint(${JSON.stringify({ data, options })})`);
      pdf = await win.webContents.printToPDF({ preferCSSPageSize: true, printBackground: true });
    } finally {
      win.destroy();
    }
    const owner = parent();
    const defaultPath = `${data.encounter.name.replace(/[\\/:*?"<>|]+/g, '-')}.pdf`;
    const choice = owner
      ? await dialog.showSaveDialog(owner, { defaultPath, filters: [{ name: 'PDF', extensions: ['pdf'] }] })
      : await dialog.showSaveDialog({ defaultPath, filters: [{ name: 'PDF', extensions: ['pdf'] }] });
    if (choice.canceled || !choice.filePath) return ok({ saved: null });
    await fs.writeFile(choice.filePath, pdf);
    return ok({ saved: choice.filePath });
  };
}
