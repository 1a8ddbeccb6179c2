import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { Role } from '../../shared/contract/channels.js';
import type { Service } from '../service/service.js';
import { contentSecurityPolicy } from '../service/csp.js';
import { answer, MAX_GM_MESSAGE_BYTES, MAX_MESSAGE_BYTES, type WirePush } from './bridge.js';
import { assetIdOf, contentType, resolveStatic } from './static.js';

export interface WebHostOptions {
  service: Service;
  /** The built renderer (dist/renderer). */
  staticDir: string;
  port?: number;
  /** Fixed GM token (tests); a random one otherwise. */
  gmToken?: string;
  /** Resolves an imported image id to its file (map backgrounds), or null. */
  assetFile?: (id: string) => string | null;
}

export interface WebHost {
  port: number;
  origin: string;
  /** The GM page, with its token: only whoever started the host knows it. */
  gmUrl: string;
  playerUrl: string;
  close(): Promise<void>;
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Loopback web host: serves the renderer and bridges WebSocket requests to the service. Only
 * 127.0.0.1; WebSocket upgrades must come from our own origin (no cross-site hijacking), GM
 * connections must present the GM token, and player connections can use only player channels.
 */
export async function startWebHost(opts: WebHostOptions): Promise<WebHost> {
  const root = path.resolve(opts.staticDir);
  if (!fs.existsSync(path.join(root, 'index.html'))) {
    throw new Error(`the renderer is not built: ${path.join(root, 'index.html')} is missing (run \`npm run build\`)`);
  }
  const token = opts.gmToken ?? randomBytes(18).toString('base64url');
  let origin = '';
  let csp = '';

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end();
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
      'Content-Security-Policy': csp,
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'no-referrer',
      'Cache-Control': 'no-cache',
    });
    if (req.method === 'HEAD') res.end();
    else fs.createReadStream(file).pipe(res);
  });

  // The GM may send images (map backgrounds); the player display only ever sends tiny requests.
  const servers = {
    gm: new WebSocketServer({ noServer: true, maxPayload: MAX_GM_MESSAGE_BYTES }),
    player: new WebSocketServer({ noServer: true, maxPayload: MAX_MESSAGE_BYTES }),
  };
  server.on('upgrade', (req, socket, head) => {
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

  function connect(ws: WebSocket, role: Role): void {
    const send = (msg: unknown) => {
      if (ws.readyState === ws.OPEN) ws.send(JSON.stringify(msg));
    };
    const unsubscribe = opts.service.subscribe(role, (push, data) => send({ push, data } satisfies WirePush));
    ws.on('message', (raw: Buffer, isBinary) => {
      const text = isBinary ? '' : raw.toString('utf8');
      send(answer(opts.service, role, text));
    });
    ws.on('close', unsubscribe);
    ws.on('error', unsubscribe);
  }

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 0, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  csp = contentSecurityPolicy([`ws://127.0.0.1:${port}`, `ws://localhost:${port}`]);

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
