import { afterEach, describe, expect, it } from 'vitest';
import { BRIDGE_GLOBAL, type PreloadBridge } from '../../shared/contract/bridge.js';
import type { AsaltoApi } from '../../shared/contract/api.js';
import { connectApi } from '../../renderer/lib/api.js';

/** The renderer's transport choice, with an Electron preload present (the Electron e2e skips here). */
afterEach(() => {
  delete (globalThis as Record<string, unknown>).window;
});

describe('connectApi under Electron', () => {
  it('reports the connection open only after it returned, so the status callback can already use the API', async () => {
    const bridge: PreloadBridge = { role: 'gm', channels: { 'app.info': () => Promise.resolve({ ok: true, value: { name: 'Asalto' } }) }, on: () => () => {} } as unknown as PreloadBridge;
    (globalThis as Record<string, unknown>).window = { [BRIDGE_GLOBAL]: bridge };
    let api: AsaltoApi | undefined;
    const seen: unknown[] = [];
    const opened = new Promise<void>((resolve) => {
      api = connectApi('gm', (status) => {
        seen.push([status, api !== undefined]);
        if (status === 'open') void api!.invoke('app.info').then((r) => (seen.push(r.ok), resolve()));
      });
    });
    expect(seen).toEqual([]);
    await opened;
    expect(seen).toEqual([['open', true], true]);
  });
});
