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
