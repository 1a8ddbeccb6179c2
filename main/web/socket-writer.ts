import type { WebSocket } from 'ws';
import { MAX_COALESCED_PUSHES } from './limits.js';

export interface SocketWriter {
  /** Sends a reply (never dropped); closes the socket instead when it would pass the buffer limit. */
  reply(frame: string): void;
  /** Sends a state push; while the previous push of that name is unsent, only the latest is kept. */
  push(name: string, frame: string): void;
  /** Highest `bufferedAmount` seen after a send. */
  readonly peakBuffered: number;
}

/**
 * Per-socket backpressure. Pushes are whole states, so a slow socket gets the newest one when it
 * catches up (coalescing); a socket that takes nothing while MAX_COALESCED_PUSHES newer pushes
 * arrive, or whose unsent bytes would pass `maxBuffered`, is handed to `overflow` (which closes it).
 */
export function createSocketWriter(ws: WebSocket, maxBuffered: number, overflow: (reason: string) => void): SocketWriter {
  const inFlight = new Set<string>();
  const waiting = new Map<string, Buffer>();
  let coalesced = 0;
  let peak = 0;
  let over = false;

  function write(data: Buffer, done?: () => void): void {
    if (over || ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount + data.length > maxBuffered) {
      over = true;
      overflow(`send buffer over ${maxBuffered} bytes`);
      return;
    }
    ws.send(data, { binary: false }, done);
    peak = Math.max(peak, ws.bufferedAmount);
  }

  function sendPush(name: string, data: Buffer): void {
    inFlight.add(name);
    write(data, () => {
      inFlight.delete(name);
      const next = waiting.get(name);
      if (next === undefined) return;
      waiting.delete(name);
      coalesced = 0;
      sendPush(name, next);
    });
  }

  return {
    reply: (frame) => write(Buffer.from(frame)),
    push(name, frame) {
      const data = Buffer.from(frame);
      if (!inFlight.has(name)) return sendPush(name, data);
      waiting.set(name, data);
      if (++coalesced > MAX_COALESCED_PUSHES && !over) {
        over = true;
        overflow(`took no push while ${MAX_COALESCED_PUSHES} newer ones arrived`);
      }
    },
    get peakBuffered() {
      return peak;
    },
  };
}
