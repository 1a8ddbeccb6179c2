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

// Crafted images: only what a header decoder and our whole-file checks read.
function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  return Buffer.concat([len, Buffer.from(type, 'latin1'), data, Buffer.alloc(4)]); // CRC not checked
}
function png(width: number, height: number, { end = true } = {}): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 6, 0, 0, 0], 8);
  const sig = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([sig, chunk('IHDR', ihdr), chunk('IDAT', Buffer.from([1, 2, 3])), ...(end ? [chunk('IEND', Buffer.alloc(0))] : [])]);
}
function jpeg(width: number, height: number, { end = true } = {}): Buffer {
  const app0 = Buffer.from([0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01, 0x01, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00]);
  const sof = Buffer.from([0xff, 0xc0, 0x00, 0x11, 0x08, height >> 8, height & 0xff, width >> 8, width & 0xff, 0x03, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1]);
  const sos = Buffer.from([0xff, 0xda, 0x00, 0x0c, 0x03, 1, 0, 2, 0x11, 3, 0x11, 0, 0x3f, 0, 0x12, 0x34, 0x56]);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app0, sof, sos, ...(end ? [Buffer.from([0xff, 0xd9])] : [])]);
}
function webp(width: number, height: number, { declared = 0 } = {}): Buffer {
  const vp8x = Buffer.alloc(10);
  vp8x.writeUIntLE(width - 1, 4, 3);
  vp8x.writeUIntLE(height - 1, 7, 3);
  const body = Buffer.concat([Buffer.from('WEBPVP8X'), Buffer.from([10, 0, 0, 0]), vp8x]);
  const size = Buffer.alloc(4);
  size.writeUInt32LE(body.length + declared);
  return Buffer.concat([Buffer.from('RIFF'), size, body]);
}
const b64 = (b: Buffer) => b.toString('base64');

describe('image headers', () => {
  it('accepts small whole PNG, JPEG and WebP images', () => {
    const store = new AssetStore(tempDir('assets-ok'));
    expect(store.import('a.png', b64(png(640, 480)))).toMatch(/\.png$/);
    expect(store.import('b.jpg', b64(jpeg(800, 600)))).toMatch(/\.jpg$/);
    expect(store.import('c.webp', b64(webp(1024, 768)))).toMatch(/\.webp$/);
    expect(store.import('8k.png', b64(png(8000, 8000)))).toMatch(/\.png$/); // exactly 64 MP
    expect(fs.readdirSync(store.dir)).toHaveLength(4);
  });

  it('refuses junk after a valid signature and truncated files, naming the file and why, storing nothing', () => {
    const dir = tempDir('assets-junk');
    const store = new AssetStore(dir);
    const refuse = (name: string, bytes: Buffer) => () => store.import(name, b64(bytes));
    const pngSig = png(1, 1).subarray(0, 8);
    expect(refuse('junk.png', Buffer.concat([pngSig, Buffer.from('this is not a PNG chunk at all')]))).toThrow(/^junk\.png starts like a PNG image but its header is damaged \(Invalid PNG\)$/);
    expect(refuse('cut.png', png(64, 64, { end: false }))).toThrow(/^cut\.png is not a whole PNG image: it has no end chunk \(IEND\); the file is truncated$/);
    expect(refuse('junk.jpg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.from('garbage garbage garbage')]))).toThrow(/^junk\.jpg starts like a JPEG image but its header is damaged/);
    expect(refuse('cut.jpg', jpeg(64, 64, { end: false }))).toThrow(/^cut\.jpg is not a whole JPEG image: it has no end-of-image marker; the file is truncated$/);
    expect(refuse('cut.webp', webp(64, 64, { declared: 5000 }))).toThrow(/^cut\.webp is not a whole WebP image: its RIFF header announces 5030 bytes but the file has 30; it is truncated$/);
    expect(refuse('empty.webp', Buffer.from('RIFF0000WEBPVP8 '))).toThrow(/^empty\.webp starts like a WebP image but its header is damaged \(/);
    expect(fs.existsSync(store.dir)).toBe(false);
  });

  it('refuses images over 64 megapixels as their header declares them', () => {
    const store = new AssetStore(tempDir('assets-big'));
    expect(() => store.import('huge.png', b64(png(10_000, 10_000)))).toThrow(/^huge\.png is 10000×10000 pixels \(100\.0 megapixels\); the limit is 64 megapixels$/);
    expect(() => store.import('huge.jpg', b64(jpeg(9000, 8000)))).toThrow(/^huge\.jpg is 9000×8000 pixels \(72\.0 megapixels\); the limit is 64 megapixels$/);
    expect(() => store.import('huge.webp', b64(webp(16_383, 16_383)))).toThrow(/^huge\.webp is 16383×16383 pixels \(268\.4 megapixels\)/);
    expect(() => store.import('tall.png', b64(png(8001, 8000)))).toThrow(/64\.0 megapixels\); the limit/);
  });

  it('answers asset.import with INVALID_PAYLOAD naming the file and the reason', () => {
    const { service } = makeService();
    const r = service.handle('asset.import', { fileName: 'castle.png', data: b64(png(20_000, 20_000)) }, 'gm');
    expect(r).toEqual({ ok: false, error: { code: 'INVALID_PAYLOAD', path: 'payload.data', message: 'castle.png is 20000×20000 pixels (400.0 megapixels); the limit is 64 megapixels', ref: { msg: 'err_svc_bad_image', params: { detail: 'castle.png is 20000×20000 pixels (400.0 megapixels); the limit is 64 megapixels' } } } });
  });
});
