import { afterAll, beforeAll, it } from 'vitest';
import type { WebHost } from '../../main/web/server.js';
import { Client, clientFrame, closeCodeOf, deepFrame, floodCommands, GM_TOKEN, probeDuring, rawUpgrade, startHostileHost, unknownKeysFrame, type PolicyClose, type Probe } from '../helpers/hostile.js';

/**
 * Issue #11 item 4: the GM's `app.info` round trip over the web host with no attack and under each
 * hostile client of tests/unit/web-hostile.test.ts, with the process's RSS before and after each.
 * The host runs in this process, so the attackers' own work (masking the GM's 1 MB frames) counts too.
 * Prints figures; asserts nothing about speed.
 */
let host: WebHost;
let nextClose: () => Promise<PolicyClose>;
let stop: () => Promise<void>;
let probe: Client;

beforeAll(async () => {
  ({ host, nextClose, close: stop } = await startHostileHost());
  probe = await Client.open(host, 'gm');
});
afterAll(async () => {
  probe?.close();
  await stop?.();
});

const hugeKeys = unknownKeysFrame(1, 200_000);
const deepPlayerFrame = clientFrame(deepFrame(1 << 20));
const requestBurst = Buffer.concat(Array.from({ length: 2000 }, (_, i) => clientFrame(JSON.stringify({ id: i, channel: 'encounter.current', payload: {} }))));

const attacks: [string, () => Promise<unknown>][] = [
  ['no attack (100 ms of probing a round)', () => new Promise((resolve) => setTimeout(resolve, 100))],
  ['GM command flood alone (400 commands)', async () => floodCommands(await Client.open(host, 'gm'), 400)],
  [
    'GM socket that stops reading, under a command flood',
    async () => {
      const { socket } = await rawUpgrade(host, `/ws/gm?token=${GM_TOKEN}`, { stopReading: true });
      const flooder = await Client.open(host, 'gm');
      let closed = false;
      void nextClose().then(() => (closed = true));
      await floodCommands(flooder, 3000, () => closed);
      socket.destroy();
      flooder.close();
    },
  ],
  [
    'socket sending 2000 requests, reading no reply',
    async () => {
      const { socket } = await rawUpgrade(host, `/ws/gm?token=${GM_TOKEN}`, { stopReading: true });
      const closed = nextClose();
      socket.write(requestBurst);
      await closed;
      socket.destroy();
    },
  ],
  [
    '4 player sockets × 8 frames of 1 MB brackets',
    () =>
      Promise.all(
        [1, 2, 3, 4].map(async () => {
          for (let i = 0; i < 8; i++) {
            const { socket } = await rawUpgrade(host, '/ws/player', { stopReading: true });
            const closed = closeCodeOf(socket);
            socket.write(deepPlayerFrame);
            await closed;
            socket.destroy();
          }
        }),
      ),
  ],
  [
    'GM socket × 16 frames of 1 MB brackets',
    async () => {
      const gm = await Client.open(host, 'gm');
      for (let i = 0; i < 16; i++) await gm.sendAnonymous(`{"id":1,"channel":"app.info","payload":${deepFrame(1 << 20)}`);
      gm.close();
    },
  ],
  [
    'GM socket × 4 requests of 200k unknown keys',
    async () => {
      const gm = await Client.open(host, 'gm');
      for (let i = 0; i < 4; i++) await gm.sendAnonymous(hugeKeys);
      gm.close();
    },
  ],
  [
    'player socket flooding 1000 requests',
    async () => {
      const pl = await Client.open(host, 'player');
      for (let i = 1; i <= 1000; i++) pl.ws.send(JSON.stringify({ id: i, channel: 'app.info', payload: {} }));
      await pl.closed;
    },
  ],
  [
    '200 upgrades with a foreign Host',
    async () => {
      for (let i = 0; i < 200; i++) (await rawUpgrade(host, `/ws/gm?token=${GM_TOKEN}`, { hostHeader: `evil.example:${host.port}` })).socket.destroy();
    },
  ],
];

it('prints the GM round trip under each hostile client', async () => {
  const mb = () => process.memoryUsage().rss / 2 ** 20;
  const rows: string[] = [];
  for (const [label, attack] of attacks) {
    const before = mb();
    const p: Probe = await probeDuring(probe, attack, 200, 20);
    rows.push(`| ${label} | ${p.p50.toFixed(1)} | ${p.p95.toFixed(1)} | ${p.max.toFixed(1)} | ${p.samples.length} / ${p.rounds} | ${before.toFixed(0)} → ${mb().toFixed(0)} |`);
  }
  console.log(
    [
      '',
      'GM app.info round trip over the web host while each hostile client runs (ms; only round trips started during the attack; RSS of the test process in MB):',
      '| attack | p50 | p95 | max | samples / rounds | RSS before → after |',
      '|---|---|---|---|---|---|',
      ...rows,
      '',
    ].join('\n'),
  );
}, 300_000);
