// `npm start` (after the build): runs the app in Electron. Finds the binary without
// `require('electron')`, which would try to download it; if it is missing, tries the installer
// once with a time limit, and otherwise prints one line pointing to `npm run start:web`.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const electronDir = path.join(root, 'node_modules', 'electron');
const INSTALL_TIMEOUT_MS = 60_000;

/** The executable named by node_modules/electron/path.txt, if it exists on disk. */
function findElectron() {
  const pathFile = path.join(electronDir, 'path.txt');
  if (!fs.existsSync(pathFile)) return null;
  const rel = fs.readFileSync(pathFile, 'utf8').trim();
  const dist = process.env.ELECTRON_OVERRIDE_DIST_PATH || path.join(electronDir, 'dist');
  const bin = path.join(dist, rel);
  return rel && fs.existsSync(bin) ? bin : null;
}

function message(locale) {
  const fallback = {
    en: "Electron's runtime is not installed and could not be downloaded here; run `npm run start:web` to use Asalto in your browser.",
    es: 'El entorno de Electron no está instalado y no se puede descargar aquí; ejecuta `npm run start:web` para usar Asalto en el navegador.',
  };
  try {
    const text = JSON.parse(fs.readFileSync(path.join(root, 'messages', `${locale}.json`), 'utf8')).start_no_electron;
    return typeof text === 'string' && text ? text : fallback[locale];
  } catch {
    return fallback[locale];
  }
}

let electron = findElectron();
const installer = path.join(electronDir, 'install.js');
if (!electron && fs.existsSync(installer)) {
  // Quiet: on failure the installer prints a stack trace; we print our own single line instead.
  spawnSync(process.execPath, [installer], { cwd: electronDir, stdio: 'ignore', timeout: INSTALL_TIMEOUT_MS, killSignal: 'SIGKILL' });
  electron = findElectron();
}

if (!electron) {
  const lang = process.env.LC_ALL || process.env.LC_MESSAGES || process.env.LANG || '';
  const line = lang.toLowerCase().startsWith('es') ? `${message('es')} / ${message('en')}` : message('en');
  console.error(line);
  process.exit(1);
}

const env = { ...process.env };
delete env.ELECTRON_RUN_AS_NODE; // would make Electron behave as plain Node
const child = spawn(electron, ['.', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit', env, windowsHide: false });
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (!child.killed) child.kill(signal);
  });
}
child.on('error', (err) => {
  console.error(`could not start Electron (${electron}): ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
