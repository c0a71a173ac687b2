import { setTimeout as sleep } from 'node:timers/promises';
import type { App } from '../app.ts';

/**
 * Runs `work` and asks /healthz every 20 ms until it settles: how long the work took, and how
 * long each health answer took meanwhile (what a load balancer would see).
 */
export const probeHealthDuring = async <T>(app: App, work: () => Promise<T>) => {
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
  return { settled, elapsedMs, healthMs, healthStatuses };
};
