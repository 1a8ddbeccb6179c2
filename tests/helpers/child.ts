import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { repoRoot } from './fixtures.js';

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
  stdout: string;
  stderr: string;
}

export interface TsChild {
  process: ChildProcess;
  /** Resolves with the first stdout line matching `pattern`; rejects if the child exits first. */
  line(pattern: RegExp): Promise<string>;
  /** Resolves when the child has exited, with everything it printed. */
  exit: Promise<Exit>;
}

/**
 * Runs a TypeScript entry point (relative to the repo) in a real Node process through jiti, the way
 * the compiled CLI would run. `jitiCache` keeps jiti's transpile cache out of node_modules.
 */
export function spawnTs(entry: string, args: string[], jitiCache: string, env: NodeJS.ProcessEnv = {}): TsChild {
  const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules', 'jiti', 'lib', 'jiti-cli.mjs'), entry, ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, HOME: process.env.HOME, LANG: 'en_US.UTF-8', JITI_FS_CACHE: jitiCache, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let stdout = '';
  let stderr = '';
  let exited = false;
  const waiters: { pattern: RegExp; resolve: (line: string) => void; reject: (err: Error) => void }[] = [];
  const check = () => {
    const lines = stdout.split('\n');
    for (const w of [...waiters]) {
      const found = lines.find((l) => w.pattern.test(l));
      if (found !== undefined) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(found);
      }
    }
  };
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
    stdout += chunk;
    check();
  });
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  const exit = new Promise<Exit>((resolve) => {
    child.on('close', (code, signal) => {
      exited = true;
      for (const w of waiters.splice(0)) w.reject(new Error(`${entry} exited (${code ?? signal}) before printing ${w.pattern}: ${stderr}`));
      resolve({ code, signal, stdout, stderr });
    });
  });
  return {
    process: child,
    exit,
    line: (pattern) =>
      new Promise<string>((resolve, reject) => {
        waiters.push({ pattern, resolve, reject });
        check();
        if (exited && waiters.some((w) => w.pattern === pattern)) reject(new Error(`${entry} had exited before printing ${pattern}: ${stderr}`));
      }),
  };
}
