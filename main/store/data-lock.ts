import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import lockfile from 'proper-lockfile';
import type { Locale } from '../../shared/contract/views.js';
import * as m from '../../shared/i18n/paraglide/messages.js';

/** Who writes a data folder: the desktop app, the web host (`asalto web`) or a CLI command. */
export type LockTransport = 'electron' | 'web' | 'cli';

export interface LockOwner {
  transport: LockTransport;
  pid: number;
  /** ISO time the holder took the lock. */
  since: string;
  host: string;
}

/** proper-lockfile's lock: a directory (mkdir is atomic), kept fresh by touching its mtime. */
const LOCK_DIR = 'asalto.lock';
/** Inside the lock directory: who holds it. */
const OWNER_FILE = 'owner.json';
/** A lock whose mtime is older than this is a crashed holder's; it is refreshed every STALE_MS / 2. */
const STALE_MS = 20_000;

export class DataLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly owner: LockOwner | null,
  ) {
    super(`the data folder ${dataDir} is in use by ${owner ? `${owner.transport} (pid ${owner.pid}, since ${owner.since})` : 'another Asalto process'}`);
  }
}

export interface DataLock {
  readonly dataDir: string;
  readonly owner: LockOwner;
  /** Removes the lock (idempotent). Also done on process exit by proper-lockfile. */
  release(): void;
}

export interface LockOptions {
  now?: () => Date;
  /** Called when another process took the lock over (we stalled past the stale time); stop writing. */
  onLost?: (err: Error) => void;
}

const TRANSPORTS: readonly string[] = ['electron', 'web', 'cli'];
const HELD = Symbol.for('asalto.data-lock.held');
/**
 * Data folders this process holds, so a leftover lock of a dead process that had our pid is told
 * apart. Process-wide (not per module instance), as the process is what holds the lock.
 */
const held: Set<string> = ((globalThis as { [HELD]?: Set<string> })[HELD] ??= new Set<string>());

function isLockOwner(v: unknown): v is LockOwner {
  const o = v as Partial<LockOwner> | null;
  return typeof o === 'object' && o !== null && TRANSPORTS.includes(o.transport as string) && Number.isInteger(o.pid) && typeof o.since === 'string' && typeof o.host === 'string';
}

/** Who holds the data folder's lock, or null when nobody does or it names no owner (yet). */
function readLockOwner(dataDir: string): LockOwner | null {
  try {
    const owner: unknown = JSON.parse(fs.readFileSync(path.join(dataDir, LOCK_DIR, OWNER_FILE), 'utf8'));
    return isLockOwner(owner) ? owner : null;
  } catch {
    return null;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** A holder on this machine whose process is gone (a crash or SIGKILL): its lock may be taken over now. */
function isDeadHolder(dataDir: string, owner: LockOwner | null): boolean {
  if (!owner || owner.host !== os.hostname()) return false;
  return owner.pid === process.pid ? !held.has(dataDir) : !isAlive(owner.pid);
}

// The lock directory holds owner.json, so removing a stale lock must remove its content too.
const lockFs = { ...fs, rmdirSync: (p: fs.PathLike) => fs.rmSync(p, { recursive: true, force: true }) };

function tryLock(dataDir: string, onCompromised: (err: Error) => void): () => void {
  return lockfile.lockSync(dataDir, { lockfilePath: path.join(dataDir, LOCK_DIR), realpath: false, stale: STALE_MS, fs: lockFs, onCompromised });
}

/**
 * Takes the exclusive lock on a data folder before anything in it is opened, or throws
 * DataLockedError naming the holder. A crashed holder's lock is taken over: at once when its pid is
 * gone, otherwise once its mtime is older than the stale time.
 */
export function lockDataDir(dataDir: string, transport: LockTransport, opts: LockOptions = {}): DataLock {
  const dir = path.resolve(dataDir);
  fs.mkdirSync(dir, { recursive: true });
  const onCompromised = (err: Error) => {
    held.delete(dir);
    (opts.onLost ?? ((e: Error) => process.stderr.write(`[asalto] the lock on ${dir} was lost: ${e.message}\n`)))(err);
  };
  let unlock: () => void;
  try {
    unlock = tryLock(dir, onCompromised);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ELOCKED') throw err;
    const holder = readLockOwner(dir);
    if (!isDeadHolder(dir, holder)) throw new DataLockedError(dir, holder);
    fs.rmSync(path.join(dir, LOCK_DIR), { recursive: true, force: true });
    try {
      unlock = tryLock(dir, onCompromised);
    } catch (again) {
      if ((again as NodeJS.ErrnoException).code === 'ELOCKED') throw new DataLockedError(dir, readLockOwner(dir));
      throw again;
    }
  }
  held.add(dir);
  const owner: LockOwner = { transport, pid: process.pid, since: (opts.now ?? (() => new Date()))().toISOString(), host: os.hostname() };
  writeOwner(dir, owner);
  let released = false;
  return {
    dataDir: dir,
    owner,
    release() {
      if (released) return;
      released = true;
      held.delete(dir);
      try {
        unlock();
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'ERELEASED') throw err;
      }
    },
  };
}

/** Writes owner.json into the lock directory, then gives the directory back the mtime the lock library set. */
function writeOwner(dir: string, owner: LockOwner): void {
  const lockDir = path.join(dir, LOCK_DIR);
  const { atime, mtime } = fs.statSync(lockDir);
  fs.writeFileSync(path.join(lockDir, OWNER_FILE), `${JSON.stringify(owner)}\n`);
  fs.utimesSync(lockDir, atime, mtime);
}

/** `2026-12-01 22:40 UTC`. */
function shortUtc(iso: string): string {
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
}

/** The one line the second process shows: who holds the folder, and what to do. */
export function lockedMessage(err: DataLockedError, locale?: Locale): string {
  const options = locale ? { locale } : {};
  const o = err.owner;
  if (!o) return m.lock_in_use_unknown({ dir: err.dataDir }, options);
  const who = { electron: m.lock_owner_electron, web: m.lock_owner_web, cli: m.lock_owner_cli }[o.transport]({}, options);
  return m.lock_in_use({ dir: err.dataDir, who, pid: o.pid, since: shortUtc(o.since) }, options);
}
