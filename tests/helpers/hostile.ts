import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { WebSocket } from 'ws';
import { startWebHost, type WebHost, type WebHostOptions } from '../../main/web/server.js';
import { makeService, tempDir } from './fixtures.js';

/** Hostile clients against a real web host (issue #11 item 4): the attackers, a GM probe, figures. */

export const GM_TOKEN = 'hostile-test-token';
export type PolicyClose = Parameters<NonNullable<WebHostOptions['onPolicyClose']>>[0];

export interface Reply {
  id: number | null;
  reply: { ok: boolean; value?: unknown; error?: { code: string; message: string; path?: string; issues?: { path: string; message: string }[] } };
}

/** A host over a temp data dir (the demo encounter open) and a temp static dir: no build needed. */
export async function startHostileHost(): Promise<{ host: WebHost; closes: PolicyClose[]; nextClose: () => Promise<PolicyClose>; close: () => Promise<void> }> {
  const dataDir = tempDir('hostile-data');
  const staticDir = tempDir('hostile-static');
  fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>gm</title>');
  fs.writeFileSync(path.join(staticDir, 'player.html'), '<!doctype html><title>player</title>');
  const { service } = makeService(dataDir);
  const closes: PolicyClose[] = [];
  const waiters: ((e: PolicyClose) => void)[] = [];
  const host = await startWebHost({
    service,
    staticDir,
    gmToken: GM_TOKEN,
    onPolicyClose: (e) => {
      closes.push(e);
      waiters.shift()?.(e);
    },
  });
  return {
    host,
    closes,
    nextClose: () => new Promise((resolve) => waiters.push(resolve)),
    async close() {
      await host.close();
      for (const dir of [dataDir, staticDir]) fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export const wsUrl = (host: WebHost, role: 'gm' | 'player') => `ws://127.0.0.1:${host.port}/ws/${role}${role === 'gm' ? `?token=${GM_TOKEN}` : ''}`;

/** A well-behaved client: requests with ids, replies matched to them; replies without an id queue up. */
export class Client {
  private readonly pending = new Map<number, (r: Reply) => void>();
  private readonly anonymous: Reply[] = [];
  private readonly anonymousWaiters: ((r: Reply) => void)[] = [];
  private nextId = 1;
  readonly closed: Promise<{ code: number; reason: string }>;

  constructor(readonly ws: WebSocket) {
    ws.on('message', (d: Buffer) => {
      const msg = JSON.parse(d.toString('utf8')) as Reply & { push?: string };
      if (msg.push) return;
      const resolve = msg.id === null ? undefined : this.pending.get(msg.id);
      if (resolve) {
        this.pending.delete(msg.id!);
        resolve(msg);
      } else {
        const waiter = this.anonymousWaiters.shift();
        if (waiter) waiter(msg);
        else this.anonymous.push(msg);
      }
    });
    this.closed = new Promise((resolve) => ws.on('close', (code, reason) => resolve({ code, reason: reason.toString('utf8') })));
  }

  static async open(host: WebHost, role: 'gm' | 'player'): Promise<Client> {
    const ws = new WebSocket(wsUrl(host, role), { origin: host.origin, maxPayload: 64 << 20 });
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new Client(ws);
  }

  request(channel: string, payload: unknown = {}): Promise<Reply> {
    const id = this.nextId++;
    return this.sendWithId(id, JSON.stringify({ id, channel, payload }));
  }

  /** Sends a frame whose reply will carry `id`. */
  sendWithId(id: number, frame: string): Promise<Reply> {
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.ws.send(frame);
    });
  }

  /** Sends a frame whose reply carries no id, and waits for the next such reply. */
  sendAnonymous(frame: string | Buffer): Promise<Reply> {
    const next = this.anonymous.length ? Promise.resolve(this.anonymous.shift()!) : new Promise<Reply>((resolve) => this.anonymousWaiters.push(resolve));
    this.ws.send(frame, { binary: false });
    return next;
  }

  close(): void {
    this.ws.terminate();
  }
}

/** A masked WebSocket text frame, as a client sends it (mask key 0: the payload goes as is). */
export function clientFrame(text: string): Buffer {
  const payload = Buffer.from(text);
  const n = payload.length;
  const head = n < 126 ? Buffer.from([0x81, 0x80 | n]) : n < 65536 ? Buffer.from([0x81, 0x80 | 126, n >> 8, n & 255]) : Buffer.concat([Buffer.from([0x81, 0x80 | 127]), bigEndian64(n)]);
  return Buffer.concat([head, Buffer.alloc(4), payload]);
}

function bigEndian64(n: number): Buffer {
  const b = Buffer.alloc(8);
  b.writeBigUInt64BE(BigInt(n));
  return b;
}

/**
 * An upgrade written by hand on a raw TCP socket. Resolves with the response head once it arrived
 * (or whatever came before the server hung up); with `stopReading`, the socket then reads nothing more.
 */
export function rawUpgrade(host: WebHost, urlPath: string, opts: { hostHeader?: string; stopReading?: boolean } = {}): Promise<{ socket: net.Socket; head: string }> {
  const socket = net.connect(host.port, '127.0.0.1');
  socket.write(
    [
      `GET ${urlPath} HTTP/1.1`,
      `Host: ${opts.hostHeader ?? `127.0.0.1:${host.port}`}`,
      'Upgrade: websocket',
      'Connection: Upgrade',
      'Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==',
      'Sec-WebSocket-Version: 13',
      `Origin: ${host.origin}`,
      '',
      '',
    ].join('\r\n'),
  );
  return new Promise((resolve, reject) => {
    let got = '';
    const done = () => {
      socket.off('data', onData);
      if (opts.stopReading) socket.pause();
      resolve({ socket, head: got });
    };
    const onData = (d: Buffer) => {
      got += d.toString('latin1');
      if (got.includes('\r\n\r\n')) done();
    };
    socket.on('data', onData);
    socket.once('end', done);
    socket.once('error', reject);
  });
}

/** The close code of the first frame the server sends on a raw socket (it must be a close frame). */
export function closeCodeOf(socket: net.Socket): Promise<number> {
  return new Promise((resolve, reject) => {
    let got = Buffer.alloc(0);
    const onData = (d: Buffer) => {
      got = Buffer.concat([got, d]);
      if (got.length < 4) return;
      socket.off('data', onData);
      if (got[0] !== 0x88) reject(new Error(`not a close frame: ${got.subarray(0, 16).toString('hex')}`));
      else resolve(got.readUInt16BE(2));
    };
    socket.on('data', onData);
    socket.resume();
  });
}

/** The `q` quantile of some samples (nearest rank). */
export function quantile(samples: number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;
}

export interface Probe {
  /** Round trips started while the attack ran. */
  samples: number[];
  rounds: number;
  p50: number;
  p90: number;
  p95: number;
  max: number;
}

/**
 * Times `app.info` round trips on a well-behaved GM socket, one after another, while `round` (one
 * bounded attack) runs, again and again until at least `minSamples` round trips were timed during
 * it (or `maxRounds` rounds ran). Only round trips started during the attack count.
 */
export async function probeDuring(gm: Client, round: (n: number) => Promise<unknown>, minSamples = 40, maxRounds = 50): Promise<Probe> {
  const samples: number[] = [];
  let rounds = 0;
  while (samples.length < minSamples && rounds < maxRounds) {
    let over = false;
    const attacking = round(rounds++).finally(() => {
      over = true;
    });
    while (!over) {
      const t = performance.now();
      const r = await gm.request('app.info');
      if (!r.reply.ok) throw new Error(`the GM probe was refused: ${JSON.stringify(r)}`);
      samples.push(performance.now() - t);
    }
    await attacking;
  }
  return { samples, rounds, p50: quantile(samples, 0.5), p90: quantile(samples, 0.9), p95: quantile(samples, 0.95), max: Math.max(...samples) };
}

/** A GM socket sending damage/heal commands one at a time: every command pushes to every socket. */
export async function floodCommands(gm: Client, count: number, stop: () => boolean = () => false): Promise<number> {
  const current = await gm.request('encounter.current');
  const encounterId = (current.reply.value as { encounter: { id: string } }).encounter.id;
  let sent = 0;
  for (; sent < count && !stop(); sent++) {
    const command = sent % 2 ? { type: 'heal', id: 'pc-bram', amount: 1 } : { type: 'damage', id: 'pc-bram', amount: 1 };
    const r = await gm.request('encounter.command', { encounterId, command });
    if (!r.reply.ok) throw new Error(`command refused: ${JSON.stringify(r)}`);
  }
  return sent;
}

/** 1 MB of nested brackets: the frame that used to stall JSON.parse. */
export const deepFrame = (bytes: number) => '['.repeat(bytes);

/** A settings.set request with `keys` unknown keys. */
export function unknownKeysFrame(id: number, keys: number): string {
  const payload = Array.from({ length: keys }, (_, i) => `"k${i}":0`).join(',');
  return `{"id":${id},"channel":"settings.set","payload":{${payload}}}`;
}
