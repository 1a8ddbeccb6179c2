import type { WebSocket } from 'ws';
import { PUSH } from '../../shared/contract/channels.js';
import { MAX_COALESCED_PUSHES, MAX_INBOX } from './limits.js';

export interface SocketWriter {
  /** Sends a reply (never dropped); closes the socket instead when it would pass the buffer limit. */
  reply(frame: string): void;
  /**
   * Sends a push. Pushes travel in lanes (`gm.delta` rides with `gm.state`), one unsent at a time:
   * later ones wait in order; a whole state drops what waits in its lane, which it covers.
   */
  push(name: string, frame: string): void;
  /** Highest `bufferedAmount` seen after a send. */
  readonly peakBuffered: number;
}

/** Incremental pushes and the whole-state push whose lane they share (a snapshot covers them). */
const DELTA_LANES: Readonly<Record<string, string>> = { [PUSH.gmDelta]: PUSH.gm };

/**
 * Per-socket backpressure. A slow socket gets the newest whole state when it catches up (coalescing)
 * and every delta after it, in order; a socket that takes nothing while MAX_COALESCED_PUSHES newer
 * pushes arrive, or whose unsent bytes would pass `maxBuffered`, is handed to `overflow` (which
 * closes it; the window reconnects and gets a snapshot).
 */
export function createSocketWriter(ws: WebSocket, maxBuffered: number, overflow: (reason: string) => void): SocketWriter {
  const inFlight = new Set<string>();
  /** Per lane, what waits for the unsent push: pushes, and GM replies that must not overtake them. */
  const waiting = new Map<string, { data: Buffer; reply: boolean }[]>();
  let coalesced = 0;
  let peak = 0;
  let over = false;

  function write(data: Buffer, done?: () => void): void {
    if (over || ws.readyState !== ws.OPEN) return;
    // A backlog past the limit means the peer is not reading; one large frame on an idle socket
    // (a big snapshot or export) is let through.
    if (ws.bufferedAmount > 0 && ws.bufferedAmount + data.length > maxBuffered) {
      over = true;
      overflow(`send buffer over ${maxBuffered} bytes`);
      return;
    }
    ws.send(data, { binary: false }, done);
    peak = Math.max(peak, ws.bufferedAmount);
  }

  function sendPush(lane: string, data: Buffer): void {
    inFlight.add(lane);
    write(data, () => {
      inFlight.delete(lane);
      const queue = waiting.get(lane) ?? [];
      let next = queue.shift();
      while (next?.reply) {
        write(next.data);
        next = queue.shift();
      }
      if (!queue.length) waiting.delete(lane);
      if (next === undefined) return;
      coalesced = 0;
      sendPush(lane, next.data);
    });
  }

  return {
    reply(frame) {
      const data = Buffer.from(frame);
      const queue = waiting.get(PUSH.gm);
      if (queue?.length) queue.push({ data, reply: true }); // after the pushes its command caused
      else write(data);
    },
    push(name, frame) {
      const data = Buffer.from(frame);
      const lane = DELTA_LANES[name] ?? name;
      if (!inFlight.has(lane)) return sendPush(lane, data);
      const waits = waiting.get(lane) ?? [];
      const queue = lane === name ? waits.filter((w) => w.reply) : waits;
      queue.push({ data, reply: false });
      waiting.set(lane, queue);
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
