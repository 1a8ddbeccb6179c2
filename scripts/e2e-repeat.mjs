// `npm run test:e2e:repeat N`: builds once, then runs the e2e project N times and says how many
// runs passed. Each run's output is kept in tests/.tmp/e2e-repeat/; exits 1 if any run failed.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const runs = Number(process.argv[2] ?? 5);
if (!Number.isInteger(runs) || runs < 1) {
  console.error('usage: npm run test:e2e:repeat N   (N ≥ 1 runs)');
  process.exit(2);
}
const outDir = path.join(root, 'tests', '.tmp', 'e2e-repeat');
fs.rmSync(outDir, { recursive: true, force: true });
fs.mkdirSync(outDir, { recursive: true });

/** `npm run build` through the npm that started this script, else the one on PATH. */
function build() {
  const npmCli = process.env.npm_execpath;
  const r = npmCli
    ? spawnSync(process.execPath, [npmCli, 'run', 'build'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  return r.status === 0;
}

/** One run of the e2e project: its counts from vitest's JSON report, its output in a log file. */
function runOnce(i) {
  const json = path.join(outDir, `run-${i}.json`);
  const logFile = path.join(outDir, `run-${i}.log`);
  const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
  const started = Date.now();
  const r = spawnSync(process.execPath, [vitest, 'run', '--project', 'e2e', '--reporter=default', '--reporter=json', `--outputFile.json=${json}`], {
    cwd: root,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  fs.writeFileSync(logFile, `${r.stdout ?? ''}${r.stderr ?? ''}`);
  const seconds = Math.round((Date.now() - started) / 1000);
  let report = null;
  try {
    report = JSON.parse(fs.readFileSync(json, 'utf8'));
  } catch {
    // no report: vitest did not get as far as running the tests
  }
  const failed = report ? report.testResults.flatMap((f) => f.assertionResults.filter((a) => a.status === 'failed').map((a) => `${path.relative(root, f.name)} › ${a.fullName}`)) : [];
  const passed = r.status === 0 && report?.success === true;
  return { passed, seconds, logFile, report, failed };
}

if (!build()) {
  console.error('e2e repeat: the build failed');
  process.exit(1);
}
let passedRuns = 0;
for (let i = 1; i <= runs; i++) {
  const { passed, seconds, logFile, report, failed } = runOnce(i);
  if (passed) passedRuns++;
  const counts = report
    ? `${report.numPassedTests} passed, ${report.numFailedTests} failed, ${report.numPendingTests + report.numTodoTests} skipped of ${report.numTotalTests}`
    : 'no report';
  console.log(`run ${i}/${runs}: ${passed ? 'pass' : 'FAIL'} (${counts}) in ${seconds} s${passed ? '' : `; output: ${path.relative(root, logFile)}`}`);
  for (const name of failed) console.log(`  ✗ ${name}`);
}
console.log(`e2e repeat: ${passedRuns} of ${runs} runs passed`);
process.exit(passedRuns === runs ? 0 : 1);
