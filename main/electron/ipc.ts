/** Electron IPC transport: one `ipcMain.handle` per channel, sender checks first, pushes by role. */
import { ipcMain, type IpcMainInvokeEvent, type WebContents } from 'electron';
import { CHANNEL_NAMES, PUSH_IPC_PREFIX, type Role } from '../../shared/contract/channels.js';
import { fail, type Result } from '../../shared/contract/result.js';
import type { Service } from '../service/service.js';
import { checkSender } from './sender-check.js';

/** Plain facts about the sender, read defensively (a frame may be gone by now). */
function senderOf(event: IpcMainInvokeEvent): { isMainFrame: boolean; frameUrl: string | null } {
  try {
    const frame = event.senderFrame;
    if (!frame) return { isMainFrame: false, frameUrl: null };
    const main = event.sender.mainFrame;
    const isMainFrame = frame.parent === null && frame.processId === main.processId && frame.routingId === main.routingId;
    return { isMainFrame, frameUrl: frame.url };
  } catch {
    return { isMainFrame: false, frameUrl: null };
  }
}

/** Registers every channel. `roleOf` maps a webContents id to the role of our window, if it is one. */
export function registerIpc(service: Service, roleOf: (webContentsId: number) => Role | undefined): () => void {
  for (const channel of CHANNEL_NAMES) {
    ipcMain.handle(channel, (event, payload: unknown): Promise<Result<unknown>> => {
      const verdict = checkSender({ ...senderOf(event), role: roleOf(event.sender.id), channel });
      if (!verdict.ok) {
        console.warn(`[asalto] rejected IPC: ${verdict.reason}`);
        return Promise.resolve(fail('FORBIDDEN', verdict.reason));
      }
      return service.handleAsync(verdict.channel, payload, verdict.role);
    });
  }
  return () => {
    for (const channel of CHANNEL_NAMES) ipcMain.removeHandler(channel);
  };
}

/** Sends the pushes `role` may see to one window until it is destroyed. */
export function forwardPushes(service: Service, contents: WebContents, role: Role): void {
  const unsubscribe = service.subscribe(role, (push, data) => {
    if (!contents.isDestroyed()) contents.send(PUSH_IPC_PREFIX + push, data);
  });
  contents.once('destroyed', () => void unsubscribe());
}
