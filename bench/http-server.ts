// A server for the HTTP benchmark: seeded with `npm run seed`'s own script, started with
// `npm start`'s own entry point, each as a child process with the environment set here.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const ROOT = path.resolve(import.meta.dirname, '..');
const READY_TIMEOUT_MS = 15 * 60_000;
/** Remembers what a kept data dir holds, so a second run with --data-dir skips the seed. */
const MARKER = 'bench-positions';

export type PreparedServer = { url: string; stop: () => Promise<void> };

const run = (script: string, args: string[], env: NodeJS.ProcessEnv) =>
  spawn(process.execPath, [path.join(ROOT, script), ...args], {
    cwd: ROOT,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

const waitUntilReady = async (url: string, child: ChildProcess) => {
  let exitCode: number | null | undefined;
  child.once('exit', (code) => (exitCode = code));
  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined) throw new Error(`The server exited with code ${exitCode}`);
    const ready = await fetch(`${url}/readyz`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) return;
    await sleep(250);
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 60_000} minutes`);
};

const stopChild = async (child: ChildProcess) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const done = exited(child);
  child.kill('SIGTERM');
  await done;
};

/** Runs the seed unless a kept data dir already holds these N positions. */
const seed = async (
  positions: number,
  dataDir: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
) => {
  const marker = path.join(dataDir, MARKER);
  const isPglite = !process.env.DATABASE_URL;
  if (isPglite && fs.existsSync(marker) && fs.readFileSync(marker, 'utf8') === String(positions)) {
    log(`${dataDir} already holds ${positions} positions`);
    return;
  }
  log(`seeding ${positions} positions into ${isPglite ? dataDir : 'DATABASE_URL'}…`);
  const seedArgs = ['--positions', String(positions)];
  const code = await exited(run('apps/server/src/cli/seed.ts', seedArgs, env));
  if (code !== 0) throw new Error(`The seed failed with code ${code}`);
  if (isPglite) fs.writeFileSync(marker, String(positions));
};

/**
 * Seeds N positions for northwind.example (PGlite in a fresh folder under the system temp
 * folder, or `dataDir`, or the DATABASE_URL database) and starts the server on `port`.
 */
export const prepareServer = async (options: {
  positions: number;
  port: number;
  dataDir?: string;
  log: (line: string) => void;
}): Promise<PreparedServer> => {
  const isTemporary = !options.dataDir;
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'careers-bench-'));
  const cleanUp = () => isTemporary && fs.rmSync(dataDir, { recursive: true, force: true });
  const env = { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  let server: ChildProcess | undefined;
  try {
    await seed(options.positions, dataDir, env, options.log);
    const url = `http://127.0.0.1:${options.port}`;
    options.log(`starting the server on ${url} (it builds the search index before it is ready)…`);
    const started = performance.now();
    server = run('apps/server/src/main.ts', [], {
      ...env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      // the load generator names a client address per request (X-Forwarded-For), as a load
      // balancer would, so the per-address search limit measures nothing but itself
      TRUST_PROXY: 'true',
    });
    await waitUntilReady(url, server);
    options.log(`ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const child = server;
    return {
      url,
      stop: async () => {
        await stopChild(child);
        cleanUp();
      },
    };
  } catch (error) {
    if (server) await stopChild(server);
    cleanUp();
    throw error;
  }
};
