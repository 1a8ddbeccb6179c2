import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { imageSize } from 'image-size';
import { assetIdSchema } from '../../shared/model/map.js';
import { writeAtomic } from './files.js';
import { describeError } from './files.js';

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

type ImageType = NonNullable<ReturnType<typeof imageType>>;
const TYPE_NAME: Record<ImageType, string> = { png: 'PNG', jpg: 'JPEG', webp: 'WebP' };
/** The largest background accepted: 64 megapixels (8000 × 8000); bigger ones would exhaust a display's GPU memory. */
const MAX_PIXELS = 64_000_000;

/** Why the bytes after the header cannot be a whole image (a truncated download, junk), or null. */
function structureProblem(bytes: Buffer, type: ImageType): string | null {
  if (type === 'png') return bytes.lastIndexOf('IEND') > 8 ? null : 'it has no end chunk (IEND); the file is truncated';
  if (type === 'jpg') {
    const scan = bytes.indexOf(Buffer.from([0xff, 0xda]), 2);
    if (scan < 0) return 'it has no image data (no start-of-scan marker)';
    return bytes.lastIndexOf(Buffer.from([0xff, 0xd9])) > scan ? null : 'it has no end-of-image marker; the file is truncated';
  }
  return bytes.readUInt32LE(4) + 8 <= bytes.length ? null : `its RIFF header announces ${bytes.readUInt32LE(4) + 8} bytes but the file has ${bytes.length}; it is truncated`;
}

/**
 * Checks what the header says, not just the signature: the dimensions decode (image-size), the
 * image is at most MAX_PIXELS, and the file is whole. Throws AssetError naming the file and why.
 */
function checkImage(fileName: string, bytes: Buffer, type: ImageType): void {
  const name = TYPE_NAME[type];
  let size: { width: number; height: number; type?: string };
  try {
    // A copy with its own ArrayBuffer: image-size reads through the underlying buffer, and a small
    // Buffer is a view into Node's shared pool, so past its end it would read other data.
    size = imageSize(new Uint8Array(bytes));
  } catch (err) {
    throw new AssetError(`${fileName} starts like a ${name} image but its header is damaged (${describeError(err)})`);
  }
  if (size.type !== type || !(size.width > 0) || !(size.height > 0)) {
    throw new AssetError(`${fileName} starts like a ${name} image but its header gives no valid dimensions`);
  }
  if (size.width * size.height > MAX_PIXELS) {
    const mp = (size.width * size.height) / 1e6;
    throw new AssetError(`${fileName} is ${size.width}×${size.height} pixels (${mp.toFixed(1)} megapixels); the limit is ${MAX_PIXELS / 1e6} megapixels`);
  }
  const problem = structureProblem(bytes, type);
  if (problem) throw new AssetError(`${fileName} is not a whole ${name} image: ${problem}`);
}

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
    checkImage(fileName, bytes, type);
    const id = `${createHash('sha256').update(bytes).digest('hex').slice(0, 32)}.${type}`;
    const file = path.join(this.dir, id);
    // Flushed before the encounter that uses it is; a copy cut short by a crash is written again.
    if (!fs.existsSync(file) || fs.statSync(file).size !== bytes.length) writeAtomic(file, bytes);
    return id;
  }

  /** The file of an asset id, or null when the id is malformed or unknown. */
  fileOf(id: string): string | null {
    if (!assetIdSchema.safeParse(id).success) return null;
    const file = path.join(this.dir, id);
    return fs.existsSync(file) ? file : null;
  }
}
