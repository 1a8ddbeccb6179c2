import { afterAll, beforeAll, it } from 'vitest';
import { WebSocket } from 'ws';
import type { WebHost } from '../../main/web/server.js';
import { startTestHost } from '../helpers/browser.js';

/**
 * GM command → GM and player views updated, over the loopback web host (issue #3 target: p95 ≤ 16 ms).
 * A GM socket sends damage/heal commands one at a time; each is timed until the GM's reply and the
 * player socket's push have both arrived. Prints figures; asserts nothing about speed.
 */
let host: WebHost;
beforeAll(async () => {
  ({ host } = await startTestHost());
});
afterAll(async () => {
  await host?.close();
});

function connect(url: string): Promise<WebSocket> {
  const ws = new WebSocket(url, { origin: host.origin });
  return new Promise((resolve, reject) => ws.on('open', () => resolve(ws)).on('error', reject));
}

it('measures command → both views', async () => {
  const token = new URL(host.gmUrl).searchParams.get('token')!;
  const gm = await connect(`ws://127.0.0.1:${host.port}/ws/gm?token=${token}`);
  const player = await connect(`ws://127.0.0.1:${host.port}/ws/player`);
  const next = (ws: WebSocket, pick: (m: { id?: number; push?: string; reply?: { ok: boolean; value?: unknown } }) => boolean) =>
    new Promise<{ reply?: { ok: boolean; value?: unknown } }>((resolve) => {
      const on = (d: Buffer) => {
        const m = JSON.parse(d.toString('utf8')) as { id?: number; push?: string; reply?: { ok: boolean; value?: unknown } };
        if (pick(m)) {
          ws.off('message', on);
          resolve(m);
        }
      };
      ws.on('message', on);
    });
  gm.send(JSON.stringify({ id: 0, channel: 'encounter.current', payload: {} }));
  const current = await next(gm, (m) => m.id === 0);
  const encounterId = (current.reply?.value as { encounter: { id: string } }).encounter.id;
  const times: number[] = [];
  for (let i = 1; i <= 300; i++) {
    const command = i % 2 ? { type: 'damage', id: 'pc-bram', amount: 1 } : { type: 'heal', id: 'pc-bram', amount: 1 };
    const t = performance.now();
    const both = Promise.all([next(gm, (m) => m.id === i), next(player, (m) => m.push === 'player.state')]);
    gm.send(JSON.stringify({ id: i, channel: 'encounter.command', payload: { encounterId, command } }));
    const [reply] = await both;
    if (!reply.reply?.ok) throw new Error(JSON.stringify(reply));
    times.push(performance.now() - t);
  }
  gm.close();
  player.close();
  const sorted = [...times].sort((a, b) => a - b);
  const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(2);
  console.log(`\nGM command → GM reply and player push over the web host (300 commands, autosave included): p50 ${p(0.5)} ms, p95 ${p(0.95)} ms (target p95 ≤ 16 ms)\n`);
}, 120_000);
