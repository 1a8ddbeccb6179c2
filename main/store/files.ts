import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import Conf from 'conf';

/** JSON.parse that accepts a leading UTF-8 byte-order mark (Windows editors add one). */
export function parseJson(text: string): unknown {
  return JSON.parse(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
}

/** A conf store over one JSON file: atomic write (temp file, fsync, rename) on every save; a BOM is accepted. */
export function openJsonFile(dir: string, name: string): Conf<Record<string, unknown>> {
  return new Conf<Record<string, unknown>>({
    cwd: dir,
    configName: name,
    clearInvalidConfig: false,
    accessPropertiesByDotNotation: false,
    watch: false,
    serialize: (value) => `${JSON.stringify(value, null, 2)}\n`,
    deserialize: (text) => parseJson(text) as Record<string, unknown>,
  });
}

export function timestamp(now: Date): string {
  return now.toISOString().replace(/[:.]/g, '-');
}

/** Moves a file into `destDir` under a name that exists nowhere yet; never overwrites. */
export function moveAside(file: string, destDir: string, label: string): string {
  fs.mkdirSync(destDir, { recursive: true });
  const ext = path.extname(file);
  const base = path.basename(file, ext);
  let target = path.join(destDir, `${base}.${label}${ext}`);
  for (let n = 2; fs.existsSync(target); n++) target = path.join(destDir, `${base}.${label}-${n}${ext}`);
  fs.renameSync(file, target);
  return target;
}

/** Copies a file aside (for backups before an upgrade); never overwrites. */
export function copyAside(file: string, destDir: string, label: string): string {
  fs.mkdirSync(destDir, { recursive: true });
  const ext = path.extname(file);
  const base = path.basename(file, ext);
  let target = path.join(destDir, `${base}.${label}${ext}`);
  for (let n = 2; fs.existsSync(target); n++) target = path.join(destDir, `${base}.${label}-${n}${ext}`);
  fs.copyFileSync(file, target, fs.constants.COPYFILE_EXCL);
  return target;
}

export function describeError(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Writes a file atomically: temp file, fsync, rename, then fsync of the folder where supported. */
export function writeAtomic(file: string, data: string | Uint8Array): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const tmp = `${file}.tmp-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    const fd = fs.openSync(tmp, 'wx');
    try {
      writeAll(fd, typeof data === 'string' ? Buffer.from(data) : Buffer.from(data.buffer, data.byteOffset, data.byteLength));
      fs.fsyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
    fs.renameSync(tmp, file);
  } catch (err) {
    fs.rmSync(tmp, { force: true });
    throw err;
  }
  syncDir(path.dirname(file));
}

/**
 * Writes every byte or throws: `writeSync` may write fewer bytes than asked without failing (a full
 * disk, a file size limit); the next call then reports the error.
 */
export function writeAll(fd: number, data: Buffer): void {
  for (let done = 0; done < data.length; ) {
    const n = fs.writeSync(fd, data, done, data.length - done);
    if (n <= 0) throw new Error(`wrote ${done} of ${data.length} bytes`);
    done += n;
  }
}

function syncDir(dir: string): void {
  if (process.platform === 'win32') return;
  const fd = fs.openSync(dir, 'r');
  try {
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}
