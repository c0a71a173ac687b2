// `npm test`: every check, in order of cost: types, lint, format, unit and server tests on PGlite,
// the server tests again on PostgreSQL when TEST_DATABASE_URL is set, then the browser journeys
// against a fresh build. Prints `tests: N passed, N failed` last.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-test-'));
const totals = { passed: 0, failed: 0 };
const failedSteps: string[] = [];

const run = (name: string, command: string, args: string[], env: Record<string, string> = {}) => {
  console.info(`\n▶ ${name}`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  console.info(
    `${result.status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  if (result.status !== 0) failedSteps.push(name);
  return result.status === 0;
};

const countVitest = (file: string) => {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
};

const countPlaywright = (file: string) => {
  if (!fs.existsSync(file)) return;
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
};

const bin = (tool: string) => path.join(root, 'node_modules/.bin', tool);
const only = process.argv[2];

if (!only || only === 'check') {
  run('types', 'npm', ['run', 'typecheck', '--silent']);
  run('lint', bin('eslint'), ['--max-warnings', '0', '.']);
  run('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']);
}
if (!only || only === 'unit') {
  const file = path.join(reports, 'vitest.json');
  run(
    'unit and server tests (PGlite)',
    bin('vitest'),
    ['run', '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    {
      TEST_DATABASE_URL: '',
    },
  );
  countVitest(file);
  if (process.env.TEST_DATABASE_URL) {
    const pgFile = path.join(reports, 'vitest-postgres.json');
    run('server tests (PostgreSQL)', bin('vitest'), [
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgFile}`,
    ]);
    countVitest(pgFile);
  }
}
if (!only || only === 'e2e') {
  if (run('web build', 'npm', ['run', 'build', '--silent', '--workspace', 'apps/web'])) {
    const file = path.join(reports, 'playwright.json');
    run('browser journeys (Chromium)', 'npm', ['test', '--silent', '--workspace', 'e2e'], {
      PLAYWRIGHT_JSON_OUTPUT_NAME: file,
    });
    countPlaywright(file);
  }
}

if (failedSteps.length) console.info(`\nFailed steps: ${failedSteps.join(', ')}`);
console.info(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
