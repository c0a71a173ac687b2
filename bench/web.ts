// npm run bench:web -- [--runs 3] [--port 3400] [--url http://host:port] [--no-build]
// Lighthouse (mobile profile, Debian's Chromium) on /careers and on a job page: builds the web
// app, starts the server with the demo data, runs each page --runs times and prints the medians
// of the four category scores, LCP, TBT, CLS and the bytes transferred (issue 15's goals beside
// them). With --url, measures that server as it is.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { RESULTS_DIR } from './report.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '3400' },
    url: { type: 'string' },
    'no-build': { type: 'boolean', default: false },
  },
});
const runs = Number(values.runs);
const log = (line: string) => console.info(line);

/** The flags every Chromium of this project runs with (see e2e/playwright.config.ts). */
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const GOALS = { performance: 95, lcpMs: 2000, cls: 0.05, transferKb: 250 };

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

const build = async () => {
  log('building the web app (npm run build)…');
  const child = spawn('npm', ['run', 'build'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if ((await exited(child)) !== 0) throw new Error('npm run build failed');
};

/** The server on a fresh data folder: it seeds the demo tenants itself in development. */
const startServer = async (port: number) => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'careers-bench-web-'));
  const child = spawn(process.execPath, [path.join(ROOT, 'apps/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'development',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${String(port)}`;
  const deadline = Date.now() + 10 * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`the server exited with ${String(child.exitCode)}`);
    if (
      await fetch(`${url}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await sleep(500);
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) {
        const done = exited(child);
        child.kill('SIGTERM');
        await done;
      }
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
};

type Figures = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferKb: number;
};

/** Lighthouse now and then loses the trace on a busy machine (NO_NAVSTART): such a run is done again. */
const ATTEMPTS = 3;

const measure = async (url: string, port: number, attempt = 1): Promise<Figures> => {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
  });
  if (!result) throw new Error(`Lighthouse gave nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) {
    if (attempt < ATTEMPTS) {
      log(`  (Lighthouse: ${runtimeError.code ?? runtimeError.message}; again)`);
      return measure(url, port, attempt + 1);
    }
    throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
  }
  const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
  const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    transferKb: value('total-byte-weight') / 1024,
  };
};

const median = (numbers: number[]) => {
  const sorted = [...numbers].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

const medians = (all: Figures[]): Figures =>
  Object.fromEntries(
    (Object.keys(all[0]!) as (keyof Figures)[]).map((key) => [key, median(all.map((f) => f[key]))]),
  ) as Figures;

const describe = (name: string, f: Figures) =>
  [
    `${name}:`,
    `  scores       performance ${f.performance} (goal ≥ ${GOALS.performance}), accessibility ${f.accessibility}, best practices ${f.bestPractices}, SEO ${f.seo}`,
    `  LCP          ${(f.lcpMs / 1000).toFixed(2)} s (goal ≤ ${(GOALS.lcpMs / 1000).toFixed(1)} s)`,
    `  TBT          ${Math.round(f.tbtMs)} ms`,
    `  CLS          ${f.cls.toFixed(3)} (goal ≤ ${GOALS.cls})`,
    `  transferred  ${f.transferKb.toFixed(0)} KB (goal ≤ ${GOALS.transferKb} KB)`,
  ].join('\n');

if (!values.url && !values['no-build']) await build();
const server = values.url ? undefined : await startServer(Number(values.port));
const base = (values.url ?? server!.url).replace(/\/$/, '');
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: CHROME_FLAGS,
});
try {
  const search = (await (await fetch(`${base}/api/pcsx/search`)).json()) as {
    data: { positions: { id: number }[] };
  };
  const jobId = search.data.positions[0]?.id;
  if (jobId === undefined) throw new Error('the demo has no open job');
  const pages = {
    '/careers': `${base}/careers`,
    '/careers/job/{id}': `${base}/careers/job/${String(jobId)}`,
  };
  const report: Record<string, { runs: Figures[]; median: Figures }> = {};
  const loadBefore = os.loadavg();
  for (const [name, url] of Object.entries(pages)) {
    const all: Figures[] = [];
    // unmeasured loads first: the server's first renders of a page compile its code
    for (let warm = 0; warm < 3; warm += 1) await fetch(url);
    for (let run = 1; run <= runs; run += 1) {
      all.push(await measure(url, chrome.port));
      log(`${name} run ${String(run)}: performance ${String(all.at(-1)!.performance)}`);
    }
    report[name] = { runs: all, median: medians(all) };
  }
  const load = os.loadavg();
  log('');
  log(`Lighthouse ${runs}× per page, mobile profile, median (${base}):`);
  for (const [name, { median: figures }] of Object.entries(report)) log(describe(name, figures));
  log(
    `machine: ${String(os.availableParallelism())} cores, load average ${loadBefore.map((l) => l.toFixed(1)).join(' ')} before, ${load.map((l) => l.toFixed(1)).join(' ')} after`,
  );
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `web-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  fs.writeFileSync(
    file,
    JSON.stringify(
      { benchmark: 'web', date: new Date().toISOString(), loadBefore, load, report },
      null,
      2,
    ),
  );
  log(`written ${path.relative(ROOT, file)}`);
} finally {
  chrome.kill();
  await server?.stop();
}
