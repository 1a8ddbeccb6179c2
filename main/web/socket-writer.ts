import type { WebSocket } from 'ws';
import { MAX_COALESCED_PUSHES, MAX_INBOX } from './limits.js';

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

/**
 * Incoming messages are answered one per macrotask (setImmediate), so a burst on one socket never
 * holds the event loop: other sockets' messages are answered in between. Past MAX_INBOX waiting
 * messages the socket is paused (TCP backpressure on the sender) until the inbox drains.
 */
export function createInbox(ws: WebSocket, handle: (raw: Buffer, isBinary: boolean) => void): { clear(): void } {
  const waiting: { raw: Buffer; isBinary: boolean }[] = [];
  let scheduled = false;

  function drain(): void {
    const next = waiting.shift();
    if (next && ws.readyState === ws.OPEN) handle(next.raw, next.isBinary);
    if (waiting.length < MAX_INBOX && ws.isPaused) ws.resume();
    scheduled = waiting.length > 0 && ws.readyState === ws.OPEN;
    if (scheduled) setImmediate(drain);
    else waiting.length = 0;
  }

  ws.on('message', (raw: Buffer, isBinary) => {
    if (ws.readyState !== ws.OPEN) return;
    waiting.push({ raw, isBinary });
    if (waiting.length >= MAX_INBOX && !ws.isPaused) ws.pause();
    if (!scheduled) {
      scheduled = true;
      setImmediate(drain);
    }
  });
  return {
    clear: () => {
      waiting.length = 0;
    },
  };
}
