// `npm run screenshots`: runs the e2e tests with their README screenshots written to docs/screenshots
// (`npm test` writes them to tests/.tmp/screenshots, so it never changes tracked files). Test files
// may be named to refresh only their views, e.g. the Pathfinder ones (gm-pf1*.png, player-pf1-round.png):
// `npm run screenshots -- tests/e2e/pf1-ui.test.ts tests/e2e/pf1-round.test.ts`.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const env = { ...process.env, ASALTO_SCREENSHOTS: path.join(root, 'docs', 'screenshots') };
const npmCli = process.env.npm_execpath;
const files = process.argv.slice(2);
const args = ['run', 'test:e2e', ...(files.length ? ['--', ...files] : [])];
const r = npmCli
  ? spawnSync(process.execPath, [npmCli, ...args], { cwd: root, stdio: 'inherit', env })
  : spawnSync('npm', args, { cwd: root, stdio: 'inherit', env, shell: process.platform === 'win32' });
process.exit(r.status ?? 1);
