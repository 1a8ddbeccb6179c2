import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Role } from '../../shared/contract/channels.js';
import type { Service } from '../service/service.js';
import { contentSecurityPolicy } from '../service/csp.js';
import { answerFrame, rateLimited, type WirePush, type WireReply } from './bridge.js';
import { CLOSE_GRACE_MS, MAX_BUFFERED_BYTES, MAX_FRAME_BYTES, MAX_RATE_DEBT, PLAYER_RATE, POLICY_CLOSE } from './limits.js';
import { createRateLimiter } from './rate-limit.js';
import { createInbox, createSocketWriter } from './socket-writer.js';
import { assetIdOf, contentType, resolveStatic } from './static.js';
import { servePrintPdf } from './print-route.js';

export interface WebHostOptions {
  service: Service;
  /** The built renderer (dist/renderer). */
  staticDir: string;
  port?: number;
  /** Fixed GM token (tests); a random one otherwise. */
  gmToken?: string;
  /** Resolves an imported image id to its file (map backgrounds), or null. */
  assetFile?: (id: string) => string | null;
  /** Told whenever a socket is closed for breaking a limit (ADR 0012): for logs and tests. */
  onPolicyClose?: (event: { role: Role; reason: string; bufferedBytes: number; peakBufferedBytes: number }) => void;
}

export interface WebHost {
  port: number;
  origin: string;
  /** The GM page, with its token: only whoever started the host knows it. */
  gmUrl: string;
  playerUrl: string;
  close(): Promise<void>;
}

/** Only our own names on our own port: a page reached through another name (DNS rebinding) is refused. */
function hostAllowed(host: string | undefined, port: number): boolean {
  const h = (host ?? '').toLowerCase();
  return h === `127.0.0.1:${port}` || h === `localhost:${port}`;
}

const MISDIRECTED = 'Misdirected request: bad Host header';

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Loopback web host: serves the renderer and bridges WebSocket requests to the service. Only
 * 127.0.0.1; WebSocket upgrades must come from our own origin (no cross-site hijacking), GM
 * connections must present the GM token, and player connections can use only player channels.
 * Requests and upgrades must name us (`127.0.0.1:<port>` or `localhost:<port>`) in Host; each socket
 * is held to the limits of ./limits.ts (ADR 0012).
 */
export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const root = path.resolve(opts.staticDir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`the renderer is not built: ${path.join(root, 'index.html')} is missing (run \`npm run build\`)`);
  }
  const token = opts.gmToken ?? randomBytes(18).toString('base64url');
  let origin = '';
  let csp = '';
  let printCsp = '';
  let port = 0;

  const server = http.createServer((req, res) => {
    if (!hostAllowed(req.headers.host, port)) {
      res.writeHead(421, { 'Content-Type': 'text/plain; charset=utf-8', Connection: 'close' }).end(MISDIRECTED);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    if (url.pathname === '/print.pdf') {
      void servePrintPdf(url, res, { service: opts.service, staticDir: root, ...(opts.assetFile ? { assetFile: opts.assetFile } : {}), tokenOk: (t) => sameToken(t, token) });
      return;
    }
    const asset = assetIdOf(url.pathname);
    const file = asset !== null ? (opts.assetFile?.(asset) ?? null) : resolveStatic(root, url.pathname);
    if (!file) {
      res.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    res.writeHead(200, {
      'Content-Type': contentType(file),
      'Content-Security-Policy': path.basename(file) === 'print.html' ? printCsp : csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  });

  // The GM may send images (map backgrounds); the player display only ever sends tiny requests.
  const servers = {
    gm: new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES.gm }),
    // Player frames are refused by size before they are decoded, and decoded with replacement: no UTF-8 pass.
    player: new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES.player, skipUTF8Validation: true }),
  };
  server.on('upgrade', (req, socket, head) => {
    if (!hostAllowed(req.headers.host, port)) {
      socket.end(`HTTP/1.1 421 Misdirected Request\r\nConnection: close\r\nContent-Type: text/plain\r\nContent-Length: ${MISDIRECTED.length}\r\n\r\n${MISDIRECTED}`);
      return;
    }
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    const role: Role | null = url.pathname === '/ws/gm' ? 'gm' : url.pathname === '/ws/player' ? 'player' : null;
    const allowedOrigin = req.headers.origin === origin || req.headers.origin === origin.replace('127.0.0.1', 'localhost');
    const tokenOk = role !== 'gm' || sameToken(url.searchParams.get('token') ?? '', token);
    if (!role || !allowedOrigin || !tokenOk) {
      socket.write('HTTP/1.1 403 Forbidden\r\nConnection: close\r\n\r\n');
      socket.destroy();
      return;
    }
    servers[role].handleUpgrade(req, socket, head, (ws) => connect(ws, role));
  });

  /** One serialization per push, shared by every socket it goes to (the service pushes one object to all). */
  const frames = new WeakMap<object, string>();
  function pushFrame(push: string, data: unknown): string {
    if (typeof data !== 'object' || data === null) return JSON.stringify({ push, data } satisfies WirePush);
    let frame = frames.get(data);
    if (frame === undefined) frames.set(data, (frame = JSON.stringify({ push, data } satisfies WirePush)));
    return frame;
  }

  function connect(ws: WebSocket, role: Role): void {
    const writer = createSocketWriter(ws, MAX_BUFFERED_BYTES[role], policyClose);
    const limit = role === 'player' ? createRateLimiter({ ...PLAYER_RATE, maxDebt: MAX_RATE_DEBT }) : () => 'accept' as const;
    const unsubscribe = opts.service.subscribe(role, (push, data) => writer.push(push, pushFrame(push, data)));
    const reply = (r: WireReply) => writer.reply(JSON.stringify(r));
    const inbox = createInbox(ws, (raw, isBinary) => {
      const verdict = limit();
      if (verdict === 'close') return policyClose('message rate limit exceeded');
      if (verdict === 'refuse') return reply(rateLimited(raw));
      reply(answerFrame(opts.service, role, raw, isBinary));
    });

    function policyClose(reason: string): void {
      if (ws.readyState !== ws.OPEN) return;
      opts.onPolicyClose?.({ role, reason, bufferedBytes: ws.bufferedAmount, peakBufferedBytes: writer.peakBuffered });
      unsubscribe();
      inbox.clear();
      ws.close(POLICY_CLOSE, reason);
      // A socket that is not reading never takes its close frame: cut it, freeing what it holds.
      setTimeout(() => ws.terminate(), CLOSE_GRACE_MS).unref();
    }

    ws.on('close', () => {
      unsubscribe();
      inbox.clear();
    });
    ws.on('error', unsubscribe);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  csp = contentSecurityPolicy([`ws://127.0.0.1:${port}`, `ws://localhost:${port}`]);
  printCsp = contentSecurityPolicy([], { framedBySelf: true });

  return {
    port,
    origin,
    gmUrl: `${origin}/?token=${token}`,
    playerUrl: `${origin}/player`,
    async close() {
      for (const wss of Object.values(servers)) {
        for (const client of wss.clients) client.terminate();
        wss.close();
      }
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
