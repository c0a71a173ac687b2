import { spawn, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { openDatabase } from '../../apps/server/src/db/open-database.ts';
import { describeDemo } from '../../apps/server/src/demo/seed/demo-completeness.ts';
import { saturateCpu } from './busy-cpu.ts';
import type { Target } from './targets.ts';

const MAIN = path.resolve(import.meta.dirname, '../../apps/server/src/main.ts');
/** Busy loops, each in its own session: two dozen, as the machine had. */
const BUSY_LOOPS = 24;
/**
 * How slow each parse thread is to start: past the 10 s a parse may take, which the first start
 * counted from the moment the demo asked to sign a letter.
 */
const WORKER_START_DELAY_MS = 12_000;
const READY_WITHIN_MS = 20 * 60_000;

type Server = {
  child: ChildProcess;
  output: () => string;
  log: () => { level: number; msg: string }[];
};

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** `node apps/server/src/main.ts` in a session of its own (as `setsid npm start`), its log kept. */
const startInOwnSession = (target: Target, port: number): Server => {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      PARSE_WORKER_START_DELAY_MS: String(WORKER_START_DELAY_MS),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const log = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  return { child, output: () => output, log };
};

/** Waits until the server answers /readyz, or until `until` holds; throws when it exits first. */
const waitFor = async (server: Server, port: number, until?: () => boolean) => {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(
        `the server exited with ${server.child.exitCode ?? server.child.signalCode}:\n${server.output().slice(-4000)}`,
      );
    if (until?.()) return;
    if (!until) {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (response) => response.ok,
        () => false,
      );
      if (ready) return;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server was not ready in ${READY_WITHIN_MS / 60_000} min`);
};

const stop = (server: Server, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    const { child } = server;
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

/** What of the demo is missing from the target's database (the server stopped). */
const missingFromDemo = async (target: Target) => {
  const database = target.env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: target.env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: path.join(target.env.DATA_DIR!, 'db') });
  try {
    return await describeDemo(database.db);
  } finally {
    await database.close();
  }
};

const seconds = (since: number) => `${((performance.now() - since) / 1000).toFixed(0)} s`;

/**
 * A first start on a fresh data directory, with the CPU saturated and the parse threads slowed:
 * it must come up with the whole demo. Then, on another fresh one, a first start killed while the
 * demo's offers are being written, and a second start: it must finish the demo and say so.
 * Returns the problems found (none when both hold).
 */
export const checkFirstStarts = async (makeTarget: () => Promise<Target>, port: number) => {
  const problems: string[] = [];
  const busy = saturateCpu(BUSY_LOOPS);
  try {
    const target = await makeTarget();
    try {
      const started = performance.now();
      const server = startInOwnSession(target, port);
      await waitFor(server, port);
      const seeded = server.log().some((line) => line.msg === 'seeded the demo data');
      await stop(server, 'SIGTERM');
      const demo = await missingFromDemo(target);
      console.info(
        `  first start, ${BUSY_LOOPS} busy sessions (load ${os.loadavg()[0]!.toFixed(1)}), parse threads ${WORKER_START_DELAY_MS / 1000} s slow to start: ready after ${seconds(started)}; offers ${demo.offerStatuses.join(', ')}; ${JSON.stringify(demo.rows)}`,
      );
      if (!seeded) problems.push(`${target.name}: the first start did not log the seed`);
      if (demo.missing.length)
        problems.push(`${target.name}: the demo lacks ${demo.missing.join(', ')}`);
    } finally {
      await target.cleanUp();
    }

    const crashed = await makeTarget();
    try {
      const started = performance.now();
      const first = startInOwnSession(crashed, port);
      const isSigningOffers = () =>
        first.log().some((line) => line.msg === 'seeding the demo: offers');
      await waitFor(first, port, isSigningOffers);
      await stop(first, 'SIGKILL');
      const half = await missingFromDemo(crashed);
      const second = startInOwnSession(crashed, port);
      await waitFor(second, port);
      const told = second
        .log()
        .some((line) => line.level === 40 && line.msg.includes('stopped during its "offers" step'));
      await stop(second, 'SIGTERM');
      const demo = await missingFromDemo(crashed);
      console.info(
        `  first start killed while seeding offers (the demo then lacked ${half.missing.length} of its parts); second start ready after ${seconds(started)} in all, logged the unfinished seed: ${told}; offers ${demo.offerStatuses.join(', ')}; ${JSON.stringify(demo.rows)}`,
      );
      if (!half.missing.length)
        problems.push(`${crashed.name}: the kill came after the seed; nothing was tested`);
      if (!told) problems.push(`${crashed.name}: the second start did not log the unfinished seed`);
      if (demo.missing.length)
        problems.push(
          `${crashed.name}: after the second start the demo lacks ${demo.missing.join(', ')}`,
        );
      if (demo.rows.offers !== 7)
        problems.push(`${crashed.name}: ${demo.rows.offers} offers after the second start, not 7`);
    } finally {
      await crashed.cleanUp();
    }
  } finally {
    busy.stop();
  }
  return problems;
};
