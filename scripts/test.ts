// `npm test`: every check, in order of cost: types, lint, format, unit and server tests on PGlite,
// then the browser journeys against a fresh build, with the server tests again on PostgreSQL
// beside them when TEST_DATABASE_URL is set. Prints `tests: N passed, N failed` last.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-test-'));
const totals = { passed: 0, failed: 0 };
const failedSteps: string[] = [];
/** Each failed test, by file and name, so the last lines of a long log say what failed. */
const failedTests: string[] = [];

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

/**
 * Like `run`, but the step runs beside others: its output is kept and printed whole when it ends
 * (unless `live`, for the one step whose lines may stream), so side-by-side steps do not mix lines.
 */
const runBeside = (
  name: string,
  command: string,
  args: string[],
  { env = {}, live = false }: { env?: Record<string, string>; live?: boolean } = {},
) =>
  new Promise<boolean>((resolve) => {
    const started = Date.now();
    if (live) console.info(`\n▶ ${name}`);
    const child = spawn(command, args, {
      cwd: root,
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, ...env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('close', (status) => {
      if (!live) {
        console.info(`\n▶ ${name}`);
        process.stdout.write(Buffer.concat(output));
      }
      console.info(
        `${status === 0 ? '✔' : '✘'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
      );
      if (status !== 0) failedSteps.push(name);
      resolve(status === 0);
    });
  });

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    name: string;
    status: string;
    message?: string;
    assertionResults: { status: string; fullName: string }[];
  }[];
};

const countVitest = (file: string, suite: string) => {
  if (!fs.existsSync(file)) return;
  const report = JSON.parse(fs.readFileSync(file, 'utf8')) as VitestReport;
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests;
  for (const result of report.testResults) {
    const where = `${suite}: ${path.relative(root, result.name)}`;
    const failed = result.assertionResults.filter((test) => test.status === 'failed');
    for (const test of failed) failedTests.push(`${where} › ${test.fullName}`);
    if (result.status === 'failed' && !failed.length) {
      failedTests.push(`${where} (${result.message?.split('\n')[0] ?? 'failed to run'})`);
    }
  }
};

type PlaywrightSuite = {
  file: string;
  specs: { title: string; tests: { projectName: string; status: string }[] }[];
  suites?: PlaywrightSuite[];
};

const listUnexpected = (suite: PlaywrightSuite): string[] => [
  ...suite.specs.flatMap((spec) =>
    spec.tests
      .filter((test) => test.status === 'unexpected')
      .map((test) => `journeys [${test.projectName}]: ${suite.file} › ${spec.title}`),
  ),
  ...(suite.suites ?? []).flatMap(listUnexpected),
];

const countPlaywright = (file: string) => {
  if (!fs.existsSync(file)) return;
  const { stats, suites } = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    stats: { expected: number; flaky: number; unexpected: number };
    suites: PlaywrightSuite[];
  };
  totals.passed += stats.expected + stats.flaky;
  totals.failed += stats.unexpected;
  failedTests.push(...suites.flatMap(listUnexpected));
};

const bin = (tool: string) => path.join(root, 'node_modules/.bin', tool);
const only = process.argv[2];

if (!only || only === 'check') {
  // Each of these uses one core, so the type checks run beside lint then format: the step takes
  // about as long as the type checks alone (types 70 s, lint 37 s, format 24 s one after another
  // on two cores; side by side 123 s against 131 s while another job took a core).
  await Promise.all([
    runBeside('types', 'npm', ['run', 'typecheck', '--silent']),
    runBeside('lint', bin('eslint'), ['--max-warnings', '0', '.'])
      .then(() => runBeside('format', bin('prettier'), ['--check', '--log-level', 'warn', '.']))
      .then(() => runBeside('import cycles', 'node', ['scripts/check-cycles.ts']))
      .then(() => runBeside('layers', 'node', ['scripts/check-layers.ts']))
      .then(() =>
        runBeside('unused files, exports and dependencies', bin('knip'), ['--no-progress']),
      )
      .then(() => runBeside('catalogues', 'node', ['scripts/check-catalogues.ts'])),
  ]);
}
const pgFile = path.join(reports, 'vitest-postgres.json');
/**
 * The server tests again on PostgreSQL. Beside the journeys they take one worker: the journeys
 * mostly wait (for the network to settle, for animations), so the two together take little more
 * than the journeys alone.
 */
const runPostgresTests = (maxWorkers?: number) =>
  runBeside('server tests (PostgreSQL)', bin('vitest'), [
    'run',
    '--project',
    'server',
    ...(maxWorkers ? [`--maxWorkers=${String(maxWorkers)}`] : []),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${pgFile}`,
  ]);
const withPostgres = (!only || only === 'unit') && Boolean(process.env.TEST_DATABASE_URL);

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
  countVitest(file, 'PGlite');
  if (withPostgres && only === 'unit') await runPostgresTests();
}
if (!only || only === 'e2e') {
  if (run('web build', 'npm', ['run', 'build', '--silent', '--workspace', 'apps/web'])) {
    const file = path.join(reports, 'playwright.json');
    await Promise.all([
      runBeside('browser journeys (Chromium)', 'npm', ['test', '--silent', '--workspace', 'e2e'], {
        env: { PLAYWRIGHT_JSON_OUTPUT_NAME: file },
        live: true,
      }),
      withPostgres && !only ? runPostgresTests(1) : undefined,
    ]);
    countPlaywright(file);
  } else if (withPostgres && !only) await runPostgresTests();
}
if (withPostgres) countVitest(pgFile, 'PostgreSQL');

if (failedSteps.length) console.info(`\nFailed steps: ${failedSteps.join(', ')}`);
if (failedTests.length)
  console.info(`Failed tests:\n${failedTests.map((t) => `  ${t}`).join('\n')}`);
console.info(`tests: ${totals.passed} passed, ${totals.failed} failed`);
process.exit(failedSteps.length ? 1 : 0);
