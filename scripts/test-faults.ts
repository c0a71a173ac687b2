// `npm run test:faults`: first starts on a loaded machine (scripts/faults/first-start.ts: the
// demo seeded whole with the CPU saturated, and finished by the next start after a kill
// mid-seed); then kills the server with SIGKILL in the middle of writes, on the embedded
// database and on PostgreSQL (TEST_DATABASE_URL, a database of its own), restarts it on the same
// data and checks that every write it had acknowledged is there. Exits 1 on a lost write or an
// incomplete demo.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { checkFirstStarts } from './faults/first-start.ts';
import { embeddedTarget, postgresTarget, type Target } from './faults/targets.ts';

const ROOT = path.resolve(import.meta.dirname, '..');
const MAIN = path.join(ROOT, 'apps/server/src/main.ts');
const TOKEN_CLI = path.join(ROOT, 'apps/server/src/cli/create-api-token.ts');
const ROUNDS = 3;
const WRITERS = 8;

const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

const startServer = async (target: Target, port: number) => {
  const child = spawn(process.execPath, [MAIN], {
    env: {
      ...process.env,
      ...target.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ready) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill('SIGKILL');
  throw new Error('the server did not become ready in 120 s');
};

const stopServer = (child: ChildProcess, signal: NodeJS.Signals) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill(signal);
  });

const positionBody = (title: string) => ({
  title,
  description: `<p>${title}: written while the server may die.</p>`,
  department: 'Reliability',
  jobFamily: 'Engineering',
  employmentType: 'full_time',
  locations: [
    {
      displayName: 'Lisbon, Portugal',
      city: 'Lisbon',
      country: 'Portugal',
      countryCode: 'pt',
      latitude: 38.72,
      longitude: -9.14,
    },
  ],
});

/** Writes positions from several writers until the server stops answering; returns those acknowledged. */
const writeUntilKilled = async (
  port: number,
  token: string,
  round: number,
  killAfterMs: number,
  child: ChildProcess,
) => {
  const acknowledged: number[] = [];
  let stop = false;
  let sent = 0;
  const writer = async (writerId: number) => {
    for (let n = 0; !stop; n += 1) {
      sent += 1;
      try {
        const response = await fetch(`http://127.0.0.1:${port}/api/admin/positions`, {
          method: 'POST',
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          body: JSON.stringify(positionBody(`Round ${round} writer ${writerId} no ${n}`)),
        });
        if (response.status === 201)
          acknowledged.push(((await response.json()) as { data: { id: number } }).data.id);
        else if (response.status !== 503)
          throw new Error(`unexpected ${response.status}: ${await response.text()}`);
      } catch (error) {
        if ((error as Error).message.startsWith('unexpected')) throw error;
        return; // the connection died with the server
      }
    }
  };
  const writers = Array.from({ length: WRITERS }, (_, id) => writer(id));
  await new Promise((resolve) => setTimeout(resolve, killAfterMs));
  child.kill('SIGKILL');
  stop = true;
  await Promise.all(writers);
  return { acknowledged, sent };
};

const run = async (target: Target, port: number) => {
  console.info(`\n${target.name}`);
  // first start: migrations and the demo site; then a token for the employer API
  await stopServer(await startServer(target, port), 'SIGTERM');
  const output = execFileSync(process.execPath, [TOKEN_CLI, '--name', 'faults'], {
    env: { ...process.env, ...target.env, LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const token = /shown only this once:\n\n(\S+)\n/.exec(output)?.[1];
  if (!token) throw new Error(`no token in: ${output}`);

  let lost = 0;
  for (let round = 1; round <= ROUNDS; round += 1) {
    const child = await startServer(target, port);
    const killAfterMs = 400 + Math.floor(Math.random() * 1200);
    const { acknowledged, sent } = await writeUntilKilled(port, token, round, killAfterMs, child);
    const restarted = await startServer(target, port);
    const missing: number[] = [];
    for (const id of acknowledged) {
      const response = await fetch(`http://127.0.0.1:${port}/api/admin/positions/${id}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      if (response.status !== 200) missing.push(id);
    }
    await stopServer(restarted, 'SIGTERM');
    lost += missing.length;
    console.info(
      `  round ${round}: SIGKILL after ${killAfterMs} ms; ${sent} writes sent, ${acknowledged.length} acknowledged, ${missing.length} lost${missing.length ? ` (${missing.join(', ')})` : ''}`,
    );
    if (acknowledged.length === 0)
      throw new Error('no write was acknowledged before the kill: nothing was tested');
  }
  return lost;
};

const targets: Target[] = [embeddedTarget()];
const postgresUrl = process.env.TEST_DATABASE_URL;
if (postgresUrl) targets.push(await postgresTarget(postgresUrl));
else console.info('TEST_DATABASE_URL is not set: PostgreSQL is skipped');

let lost = 0;
const firstStartProblems: string[] = [];
try {
  console.info('\nFirst starts on a loaded machine (PGlite, as `npm start`)');
  firstStartProblems.push(...(await checkFirstStarts(async () => embeddedTarget(), 39_110)));
  for (const [index, target] of targets.entries()) lost += await run(target, 39_100 + index);
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  for (const child of children) await stopServer(child, 'SIGKILL');
  for (const target of targets) await target.cleanUp();
}
if (process.exitCode === 2) process.exit(2);
for (const problem of firstStartProblems) console.error(`\nFirst start: ${problem}`);
if (!firstStartProblems.length) console.info('\nThe first starts came up with the whole demo.');
console.info(
  lost === 0 ? '\nNo acknowledged write was lost.' : `\n${lost} acknowledged write(s) lost.`,
);
process.exit(lost === 0 && !firstStartProblems.length ? 0 : 1);
