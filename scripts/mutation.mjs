// Mutation testing of the rules engine (npm run mutation [-- --mutate GLOB]): StrykerJS with its
// vitest runner mutates main/rules/ and shared/engine/, runs the unit tests that cover each mutant,
// then prints the score per rules folder. Incremental: a rerun tests only mutants whose code or
// tests changed (reports/mutation/incremental.json). Not part of `npm test`: it takes long.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const report = path.join(root, 'reports', 'mutation', 'mutation.json');
const stryker = path.join(root, 'node_modules', '.bin', 'stryker');
const run = spawnSync(stryker, ['run', '--incremental', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (run.status !== 0 || !fs.existsSync(report)) {
  console.error(`mutation: stryker exited with ${run.status ?? run.signal}`);
  process.exit(run.status || 1);
}

/** Folder of a mutated file: main/rules/<system>, main/rules/core, shared/engine… */
const folderOf = (file) => {
  const parts = file.split('/');
  return parts[0] === 'main' && parts[1] === 'rules' && parts.length > 3 ? parts.slice(0, 3).join('/') : parts.slice(0, -1).join('/');
};
const KILLED = new Set(['Killed', 'Timeout']);
const LIVE = new Set(['Survived', 'NoCoverage']);
const rows = new Map();
const { files } = JSON.parse(fs.readFileSync(report, 'utf8'));
for (const [file, { mutants }] of Object.entries(files)) {
  const rel = path.relative(root, path.resolve(root, file)).split(path.sep).join('/');
  const row = rows.get(folderOf(rel)) ?? { killed: 0, survived: 0, noCoverage: 0 };
  for (const m of mutants) {
    if (KILLED.has(m.status)) row.killed++;
    else if (m.status === 'NoCoverage') row.noCoverage++;
    else if (LIVE.has(m.status)) row.survived++;
  }
  rows.set(folderOf(rel), row);
}
console.log('\nMutation score per folder (killed / (killed + survived + no coverage)):');
console.log(`${'folder'.padEnd(22)} ${'killed'.padStart(7)} ${'survived'.padStart(9)} ${'no cover'.padStart(9)} ${'score'.padStart(7)}`);
for (const [folder, r] of [...rows].sort(([a], [b]) => a.localeCompare(b))) {
  const total = r.killed + r.survived + r.noCoverage;
  const score = total === 0 ? 100 : (100 * r.killed) / total;
  console.log(`${folder.padEnd(22)} ${String(r.killed).padStart(7)} ${String(r.survived).padStart(9)} ${String(r.noCoverage).padStart(9)} ${score.toFixed(1).padStart(6)}%`);
}
