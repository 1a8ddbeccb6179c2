/**
 * Pure check of who sent an IPC request, run before the service sees it. Main frame only, our
 * origin only, and the window's role must be allowed to call the channel.
 */
import { isChannel, roleMayCall, type Channel, type Role } from '../../shared/contract/channels.js';
import { isAppUrl } from './security.js';

export interface SenderInfo {
  /** Whether the request came from the window's top-level frame (not an iframe). */
  isMainFrame: boolean;
  /** URL of the sending frame; null when Electron no longer knows it (navigated or destroyed). */
  frameUrl: string | null;
  /** The role of the window that sent it, from our webContents.id → role map; undefined if not ours. */
  role: Role | undefined;
  channel: string;
}

export type SenderVerdict = { ok: true; role: Role; channel: Channel } | { ok: false; reason: string };

export function checkSender(info: SenderInfo): SenderVerdict {
  if (!isChannel(info.channel)) return { ok: false, reason: `unknown channel ${JSON.stringify(info.channel).slice(0, 100)}` };
  if (info.role === undefined) return { ok: false, reason: `${info.channel}: the sender is not an Asalto window` };
  if (!info.isMainFrame) return { ok: false, reason: `${info.channel}: only a window's main frame may call` };
  if (info.frameUrl === null || !isAppUrl(info.frameUrl)) {
    return { ok: false, reason: `${info.channel}: the sender is not on the app origin` };
  }
  if (!roleMayCall(info.role, info.channel)) return { ok: false, reason: `the ${info.role} window may not call ${info.channel}` };
  return { ok: true, role: info.role, channel: info.channel };
}
