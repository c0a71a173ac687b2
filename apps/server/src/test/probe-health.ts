import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { App } from '../core/app.ts';

/** How often the event loop is looked at: fine enough to see any stall of 100 ms. */
const LOOP_SAMPLE_MS = 10;

/**
 * Follows the event loop's longest busy stretch: at every tick, how long it was busy (running
 * code, not waiting for input) since the tick before. A parse on the event loop is one long
 * stretch; a tick that comes late because other processes had the cores is not, because the loop
 * waited idle meanwhile (libuv counts the time spent waiting for events as idle).
 */
const watchLoopBusyStretches = () => {
  let last = performance.eventLoopUtilization();
  let longestMs = 0;
  const ticker = setInterval(() => {
    const now = performance.eventLoopUtilization();
    longestMs = Math.max(longestMs, performance.eventLoopUtilization(now, last).active);
    last = now;
  }, LOOP_SAMPLE_MS);
  return {
    stop: () => {
      clearInterval(ticker);
      return longestMs;
    },
  };
};

/**
 * Runs `work` and asks /healthz every 20 ms until it settles: how long the work took, how each
 * health answer went meanwhile (what a load balancer would see), and the event loop's longest
 * busy stretch over the whole run: what a parse on the event loop would raise (every request
 * waits behind it). Unlike the health answers' own times it does not count the wait for
 * answering, which grows when other processes share the machine's cores.
 */
export const probeHealthDuring = async <T>(app: App, work: () => Promise<T>) => {
  const loop = watchLoopBusyStretches();
  const started = performance.now();
  let settled: { ok: true; value: T } | { ok: false; error: unknown } | undefined;
  let elapsedMs = 0;
  const running = work().then(
    (value) => (settled = { ok: true, value }),
    (error: unknown) => (settled = { ok: false, error }),
  );
  void running.finally(() => (elapsedMs = performance.now() - started));
  const healthMs: number[] = [];
  const healthStatuses: number[] = [];
  while (!settled) {
    const asked = performance.now();
    const health = await app.inject({ url: '/healthz' });
    healthMs.push(performance.now() - asked);
    healthStatuses.push(health.statusCode);
    await Promise.race([sleep(20), running]);
  }
  await running;
  // two more ticks, so a stretch just before the work settled is counted
  await sleep(LOOP_SAMPLE_MS * 2);
  const loopBusyMaxMs = loop.stop();
  return { settled, elapsedMs, healthMs, healthStatuses, loopBusyMaxMs };
};

/** One line for a test's log: how long the work took and what the server felt meanwhile. */
export const describeProbe = (
  what: string,
  run: { elapsedMs: number; healthMs: number[]; loopBusyMaxMs: number },
) =>
  `${what}: answered in ${Math.round(run.elapsedMs)} ms; /healthz meanwhile ${run.healthMs.map(Math.round).join(', ')} ms; longest event-loop busy stretch ${run.loopBusyMaxMs.toFixed(1)} ms`;

const median = (values: number[]) => {
  const sorted = values.toSorted((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * Probes the same work several times. What the work itself costs (a parse on the event loop
 * keeps it busy in every run) shows in the median; a run slowed because other processes had the
 * machine's cores (a test suite, a browser beside this one) does not move it.
 */
export const probeHealthRepeatedly = async <T>(app: App, work: () => Promise<T>, times = 5) => {
  const runs = [];
  for (let index = 0; index < times; index += 1) runs.push(await probeHealthDuring(app, work));
  return {
    runs,
    typicalLoopBusyMs: median(runs.map((run) => run.loopBusyMaxMs)),
    typicalMs: median(runs.map((run) => run.elapsedMs)),
  };
};
