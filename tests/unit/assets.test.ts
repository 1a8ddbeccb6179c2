import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { imageType, AssetStore } from '../../main/store/asset-store.js';
import type { GmView } from '../../shared/contract/views.js';
import { makeService, tempDir } from '../helpers/fixtures.js';

// 1×1 transparent PNG
const PNG = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=';

describe('imported images', () => {
  it('recognises images by their bytes, not their names', () => {
    expect(imageType(Buffer.from(PNG, 'base64'))).toBe('png');
    expect(imageType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpg');
    expect(imageType(Buffer.from('RIFF0000WEBPVP8 '))).toBe('webp');
    expect(imageType(Buffer.from('GIF89a'))).toBeNull();
  });

  it('stores an image once under its content hash', () => {
    const store = new AssetStore(tempDir('assets'));
    const a = store.import('map.png', PNG);
    expect(a).toMatch(/^[a-f0-9]{32}\.png$/);
    expect(store.import('copy.png', PNG)).toBe(a);
    expect(fs.readdirSync(store.dir)).toEqual([a]);
    expect(store.fileOf(a)).toBeTruthy();
    expect(store.fileOf('../../etc/passwd')).toBeNull();
  });

  it('imports a background through the service and refuses bad data with the path', () => {
    const { service } = makeService();
    const id = (service.handle('encounter.current', {}, 'gm') as { value: GmView }).value.encounter.id;
    const r = service.handle('asset.import', { fileName: 'x.gif', data: Buffer.from('GIF89a....').toString('base64') }, 'gm');
    expect(r).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD', path: 'payload.data' } });
    expect(service.handle('asset.import', { fileName: 'x.png', data: '!!!notbase64' }, 'gm')).toMatchObject({ ok: false, error: { code: 'INVALID_PAYLOAD' } });
    const missing = service.handle('encounter.command', { encounterId: id, command: { type: 'setBackground', background: { asset: `${'a'.repeat(32)}.png`, x: 0, y: 0, scale: 1, opacity: 1 } } }, 'gm');
    expect(missing).toMatchObject({ ok: false, error: { code: 'NOT_FOUND' } });
    const imported = service.handle('asset.import', { fileName: 'map.png', data: PNG }, 'gm') as { ok: true; value: { asset: string } };
    const set = service.handle('encounter.command', { encounterId: id, command: { type: 'setBackground', background: { asset: imported.value.asset, x: 10, y: 20, scale: 2, opacity: 0.5 } } }, 'gm');
    expect(set).toMatchObject({ ok: true, value: { status: 'applied' } });
    expect((service.handle('encounter.current', {}, 'gm') as { value: GmView }).value.encounter.map?.background).toEqual({ asset: imported.value.asset, x: 10, y: 20, scale: 2, opacity: 0.5 });
    expect(service.handle('asset.import', { fileName: 'map.png', data: PNG }, 'player')).toMatchObject({ ok: false, error: { code: 'FORBIDDEN' } });
  });
});
