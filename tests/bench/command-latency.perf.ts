import { it } from 'vitest';
import { WebSocket } from 'ws';
import { startTestHost } from '../helpers/browser.js';
import { tempDir } from '../helpers/fixtures.js';
import { seedLongFight, TARGET } from '../helpers/long-fight.js';

/**
 * GM command → GM and player views updated, over the loopback web host, at three history lengths
 * (issue #11 targets: p95 ≤ 16 ms at 10 000 and ≤ 2× the 100 figure; bytes pushed at 10 000 ≤ 2× the
 * 100 figure). A GM socket sends damage/heal commands one at a time; each is timed until the GM's
 * `gm.delta` push and the player socket's `player.state` push have arrived, and their bytes counted.
 * Prints figures; asserts nothing about speed.
 */
const LEVELS = [100, 1_000, 10_000];
const COMMANDS = 200;

type Wire = { id?: number; push?: string; reply?: { ok: boolean; value?: unknown } };
interface Arrival {
  ms: number;
  bytes: number;
  msg: Wire;
}

function connect(url: string, origin: string): Promise<WebSocket> {
  const ws = new WebSocket(url, { origin });
  return new Promise((resolve, reject) => ws.on('open', () => resolve(ws)).on('error', reject));
}

/** The next message `pick` accepts, with when it arrived and its size on the wire. */
function next(ws: WebSocket, pick: (m: Wire) => boolean): Promise<Arrival> {
  return new Promise((resolve) => {
    const on = (d: Buffer) => {
      const msg = JSON.parse(d.toString('utf8')) as Wire;
      if (!pick(msg)) return;
      ws.off('message', on);
      resolve({ ms: performance.now(), bytes: d.length, msg });
    };
    ws.on('message', on);
  });
}

const quantile = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor(q * xs.length))]!;
const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;

async function measure(history: number) {
  const dataDir = tempDir('bench-push');
  const encounterId = seedLongFight(dataDir, history);
  const { host, close } = await startTestHost(dataDir);
  try {
    const token = new URL(host.gmUrl).searchParams.get('token')!;
    const gm = await connect(`ws://127.0.0.1:${host.port}/ws/gm?token=${token}`, host.origin);
    const player = await connect(`ws://127.0.0.1:${host.port}/ws/player`, host.origin);
    const current = next(gm, (m) => m.id === 0);
    gm.send(JSON.stringify({ id: 0, channel: 'encounter.current', payload: {} }));
    const snapshot = await current;
    if ((snapshot.msg.reply?.value as { log: unknown[] }).log.length !== history) throw new Error(`seeded ${history} entries?`);
    const gmMs: number[] = [];
    const playerMs: number[] = [];
    const gmBytes: number[] = [];
    const playerBytes: number[] = [];
    const replyBytes: number[] = [];
    for (let i = 1; i <= COMMANDS; i++) {
      const command = i % 2 ? { type: 'damage', id: TARGET, amount: 1 } : { type: 'heal', id: TARGET, amount: 1 };
      const arrivals = Promise.all([next(gm, (m) => m.push === 'gm.delta'), next(player, (m) => m.push === 'player.state'), next(gm, (m) => m.id === i)]);
      const t = performance.now();
      gm.send(JSON.stringify({ id: i, channel: 'encounter.command', payload: { encounterId, command } }));
      const [delta, shown, reply] = await arrivals;
      if (!reply.msg.reply?.ok) throw new Error(JSON.stringify(reply.msg));
      gmMs.push(delta.ms - t);
      playerMs.push(shown.ms - t);
      gmBytes.push(delta.bytes);
      playerBytes.push(shown.bytes);
      replyBytes.push(reply.bytes);
    }
    gm.close();
    player.close();
    return { history, gmMs, playerMs, gmBytes: mean(gmBytes), playerBytes: mean(playerBytes), replyBytes: mean(replyBytes), snapshotBytes: snapshot.bytes };
  } finally {
    await close();
  }
}

it('measures command → both views at history 100 / 1 000 / 10 000', async () => {
  const rows = [];
  for (const history of LEVELS) rows.push(await measure(history));
  const ms = (xs: number[]) => `${quantile(xs, 0.5).toFixed(2)} / ${quantile(xs, 0.95).toFixed(2)}`.padEnd(15);
  const kb = (b: number) => `${(b / 1024).toFixed(2)} KB`.padEnd(11);
  const lines = [
    `GM command → GM push and player push over the web host (${COMMANDS} commands per row, autosave included)`,
    'history | GM push ms p50 / p95 | player push ms p50 / p95 | GM bytes/command | player bytes/command | reply bytes | GM snapshot (open)',
    ...rows.map((r) => `${String(r.history).padStart(7)} | ${ms(r.gmMs)}      | ${ms(r.playerMs)}          | ${kb(r.gmBytes)}      | ${kb(r.playerBytes)}          | ${String(Math.round(r.replyBytes)).padEnd(11)} | ${kb(r.snapshotBytes)}`),
    `targets: GM and player p95 ≤ 16 ms at 10 000 and ≤ 2× the 100 figure; bytes per command at 10 000 ≤ 2× the 100 figure (${(rows[2]!.gmBytes / rows[0]!.gmBytes).toFixed(2)}× GM, ${(rows[2]!.playerBytes / rows[0]!.playerBytes).toFixed(2)}× player)`,
  ];
  console.log(`\n${lines.join('\n')}\n`);
}, 600_000);
