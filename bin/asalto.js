#!/usr/bin/env node
// The `asalto` command: runs the compiled CLI from dist/ (built by `npm run build`).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const entry = new URL('../dist/main/cli/main.js', import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write('Asalto is not built yet: run `npm run build` first.\n');
  process.exit(1);
}
await import(entry.href);
