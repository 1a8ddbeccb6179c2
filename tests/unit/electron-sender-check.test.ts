import { describe, expect, it, vi } from 'vitest';
import { CHANNEL_NAMES, PLAYER_CHANNELS, PUSH, PUSH_IPC_PREFIX, type Channel } from '../../shared/contract/channels.js';
import { createBridge, type BridgeIpc } from '../../main/electron/preload-bridge.js';
import { checkSender, type SenderInfo } from '../../main/electron/sender-check.js';

const GM_URL = 'asalto://app/index.html';
const PLAYER_URL = 'asalto://app/player.html';
const GM_ONLY = CHANNEL_NAMES.filter((c) => !PLAYER_CHANNELS.includes(c));

const gm = (channel: string, extra: Partial<SenderInfo> = {}): SenderInfo => ({ isMainFrame: true, frameUrl: GM_URL, role: 'gm', channel, ...extra });
const player = (channel: string, extra: Partial<SenderInfo> = {}): SenderInfo => ({ isMainFrame: true, frameUrl: PLAYER_URL, role: 'player', channel, ...extra });

describe('checkSender', () => {
  it('lets the GM window call every channel', () => {
    for (const channel of CHANNEL_NAMES) expect(checkSender(gm(channel))).toEqual({ ok: true, role: 'gm', channel });
  });

  it('lets the player window call only the player channels', () => {
    expect(PLAYER_CHANNELS.length).toBeGreaterThan(0);
    expect(GM_ONLY).toContain('encounter.command');
    for (const channel of PLAYER_CHANNELS) expect(checkSender(player(channel))).toEqual({ ok: true, role: 'player', channel });
    for (const channel of GM_ONLY) {
      const verdict = checkSender(player(channel));
      expect(verdict.ok).toBe(false);
      if (!verdict.ok) expect(verdict.reason).toContain(channel);
    }
  });

  it('takes the role from our window map, not from the page URL', () => {
    // A player window that navigated to the GM page is still a player window.
    expect(checkSender(player('encounter.command', { frameUrl: GM_URL })).ok).toBe(false);
  });

  it('rejects subframes, even on our origin and from the GM window', () => {
    for (const channel of CHANNEL_NAMES) expect(checkSender(gm(channel, { isMainFrame: false })).ok).toBe(false);
  });

  it('rejects frames outside the asalto://app origin', () => {
    const foreign = [
      null,
      '',
      'not a url',
      'https://example.com/index.html',
      'http://app/index.html',
      'file:///work/main/dist/renderer/index.html',
      'asalto://evil/index.html',
      'asalto://app.evil.example/index.html',
      'asalto://app:8080/index.html',
      'asalto://user@app/index.html',
      'devtools://devtools/bundled/inspector.html',
      'data:text/html,<script>1</script>',
      'about:blank',
    ];
    for (const frameUrl of foreign) {
      expect(checkSender(gm('app.info', { frameUrl })).ok, String(frameUrl)).toBe(false);
      expect(checkSender(player('player.state', { frameUrl })).ok, String(frameUrl)).toBe(false);
    }
  });

  it('rejects windows that are not ours and unknown channels', () => {
    expect(checkSender(gm('app.info', { role: undefined })).ok).toBe(false);
    for (const channel of ['nope', '__proto__', 'constructor', 'toString', 'hasOwnProperty', '']) {
      expect(checkSender(gm(channel)).ok, channel).toBe(false);
    }
  });
});

function fakeIpc(reply: (channel: string, payload: unknown) => Promise<unknown> = () => Promise.resolve({ ok: true, value: 1 })) {
  const listeners = new Map<string, Set<(event: unknown, data: unknown) => void>>();
  const ipc = {
    invoke: vi.fn(reply),
    on: vi.fn((channel: string, handler: (event: unknown, data: unknown) => void) => {
      if (!listeners.has(channel)) listeners.set(channel, new Set());
      listeners.get(channel)?.add(handler);
    }),
    removeListener: vi.fn((channel: string, handler: (event: unknown, data: unknown) => void) => listeners.get(channel)?.delete(handler)),
  } satisfies BridgeIpc;
  const emit = (channel: string, data: unknown) => listeners.get(channel)?.forEach((h) => h({ sender: 'ipcRenderer' }, data));
  return { ipc, emit, listeners };
}

describe('preload bridge', () => {
  it('exposes to the player only the player channels, the role and `on` — never IPC itself', () => {
    const { ipc } = fakeIpc();
    const bridge = createBridge('player', PLAYER_CHANNELS, [PUSH.player], ipc);
    expect(Object.keys(bridge).sort()).toEqual(['channels', 'on', 'role']);
    expect(bridge.role).toBe('player');
    expect(Object.keys(bridge.channels).sort()).toEqual([...PLAYER_CHANNELS].sort());
    for (const channel of GM_ONLY) expect(bridge.channels[channel]).toBeUndefined();
  });

  it('gives the GM one function per channel that invokes that channel with the payload', async () => {
    const { ipc } = fakeIpc((channel, payload) => Promise.resolve({ ok: true, value: { channel, payload } }));
    const bridge = createBridge('gm', CHANNEL_NAMES, [PUSH.gm, PUSH.player], ipc);
    expect(Object.keys(bridge.channels).sort()).toEqual([...CHANNEL_NAMES].sort());
    const call = bridge.channels['encounter.open' satisfies Channel];
    expect(await call?.({ id: 'enc-1' })).toEqual({ ok: true, value: { channel: 'encounter.open', payload: { id: 'enc-1' } } });
    expect(ipc.invoke).toHaveBeenCalledWith('encounter.open', { id: 'enc-1' });
  });

  it('turns a failed invoke into an INTERNAL error value instead of a rejection', async () => {
    const { ipc } = fakeIpc(() => Promise.reject(new Error('boom')));
    const result = await createBridge('gm', CHANNEL_NAMES, [PUSH.gm], ipc).channels['app.info']?.();
    expect(result).toMatchObject({ ok: false, error: { code: 'INTERNAL' } });
  });

  it('subscribes to pushes on the prefixed IPC channel, passes only the data, and unsubscribes', () => {
    const { ipc, emit, listeners } = fakeIpc();
    const bridge = createBridge('player', PLAYER_CHANNELS, [PUSH.player], ipc);
    const got: unknown[] = [];
    const off = bridge.on('player.state', (data) => got.push(data));
    emit(`${PUSH_IPC_PREFIX}player.state`, { encounter: null });
    expect(got).toEqual([{ encounter: null }]);
    off();
    expect(listeners.get(`${PUSH_IPC_PREFIX}player.state`)?.size).toBe(0);
    emit(`${PUSH_IPC_PREFIX}player.state`, { encounter: null });
    expect(got).toHaveLength(1);
  });

  it('refuses GM pushes on the player bridge', () => {
    const { ipc } = fakeIpc();
    const bridge = createBridge('player', PLAYER_CHANNELS, [PUSH.player], ipc);
    expect(() => bridge.on('gm.state', () => undefined)).toThrow(/player/);
    expect(ipc.on).not.toHaveBeenCalled();
  });
});
