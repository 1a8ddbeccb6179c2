import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { assetIdSchema } from '../../shared/model/map.js';

/** What the bytes are, by their magic numbers (never by the file name). */
export function imageType(bytes: Uint8Array): 'png' | 'jpg' | 'webp' | null {
  const b = bytes;
  if (b.length >= 8 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47 && b[4] === 0x0d && b[5] === 0x0a && b[6] === 0x1a && b[7] === 0x0a) return 'png';
  if (b.length >= 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'jpg';
  const ascii = (from: number, to: number) => String.fromCharCode(...b.subarray(from, to));
  if (b.length >= 12 && ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'webp';
  return null;
}

export class AssetError extends Error {}

/**
 * Imported images (map backgrounds) in `<dataDir>/assets`, named by the SHA-256 of their bytes, so
 * importing the same image twice stores it once and an id always means the same picture.
 */
export class AssetStore {
  readonly dir: string;

  constructor(dataDir: string) {
    this.dir = path.join(dataDir, 'assets');
  }

  import(fileName: string, base64: string): string {
    if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64) || base64.length % 4 !== 0) throw new AssetError(`${fileName}: the data is not valid base64`);
    const bytes = Buffer.from(base64, 'base64');
    const type = imageType(bytes);
    if (!type) throw new AssetError(`${fileName} is not a PNG, JPEG or WebP image`);
    const id = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${type}`;
    const file = path.join(this.dir, id);
    if (!fs.existsSync(file)) {
      fs.mkdirSync(this.dir, { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      fs.writeFileSync(tmp, bytes, { flag: 'wx' });
      fs.renameSync(tmp, file);
    }
    return id;
  }

  /** The file of an asset id, or null when the id is malformed or unknown. */
  fileOf(id: string): string | null {
    if (!assetIdSchema.safeParse(id).success) return null;
    const file = path.join(this.dir, id);
    return fs.existsSync(file) ? file : null;
  }
}
