/**
 * Builds the object a preload exposes as `window.asalto`. Takes the IPC functions as a parameter
 * so it stays testable and never hands `ipcRenderer` itself to the page.
 */
import type { Channel, Role } from '../../shared/contract/channels.js';
import { PUSH_IPC_PREFIX, type PushName } from '../../shared/contract/push.js';
import type { PreloadBridge } from '../../shared/contract/bridge.js';
import { fail, type Result } from '../../shared/contract/result.js';

type IpcHandler = (event: unknown, data: unknown) => void;

/** The slice of `ipcRenderer` the bridge uses. */
export interface BridgeIpc {
  invoke(channel: string, payload: unknown): Promise<unknown>;
  on(channel: string, handler: IpcHandler): unknown;
  removeListener(channel: string, handler: IpcHandler): unknown;
}

export function createBridge(role: Role, channels: readonly Channel[], pushes: readonly PushName[], ipc: BridgeIpc): PreloadBridge {
  const calls: PreloadBridge['channels'] = {};
  for (const channel of channels) {
    calls[channel] = async (payload?: unknown) => {
      try {
        return (await ipc.invoke(channel, payload)) as Result<unknown>;
      } catch (err) {
        return fail('INTERNAL', `${channel}: ${err instanceof Error ? err.message : String(err)}`);
      }
    };
  }
  return {
    role,
    channels: calls,
    on(push, listener) {
      if (!pushes.includes(push)) throw new Error(`the ${role} window does not receive ${String(push)}`);
      if (typeof listener !== 'function') throw new TypeError('listener must be a function');
      const handler: IpcHandler = (_event, data) => listener(data);
      ipc.on(PUSH_IPC_PREFIX + push, handler);
      return () => void ipc.removeListener(PUSH_IPC_PREFIX + push, handler);
    },
  };
}
