// `npm run screenshots`: runs the e2e tests with their README screenshots written to docs/screenshots
// (`npm test` writes them to tests/.tmp/screenshots, so it never changes tracked files).
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, ASALTO_SCREENSHOTS: path.join(root, 'docs', 'screenshots') };
const npmCli = process.env.npm_execpath;
const r = npmCli
  ? spawnSync(process.execPath, [npmCli, 'run', 'test:e2e'], { cwd: root, stdio: 'inherit', env })
  : spawnSync('npm', ['run', 'test:e2e'], { cwd: root, stdio: 'inherit', env, shell: process.platform === 'win32' });
process.exit(r.status ?? 1);
