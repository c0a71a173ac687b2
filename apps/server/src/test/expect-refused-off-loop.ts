import { expect } from 'vitest';
import type { App } from '../core/app.ts';
import { AppError } from '../http/app-error.ts';
import { describeProbe, probeHealthRepeatedly } from './probe-health.ts';

/**
 * The acceptance line for hostile files: checked several times over, the file is refused within
 * 2 s with 422 `file_too_complex`, /healthz answers 200 meanwhile, and the event loop is never
 * kept busy for 100 ms (in the median run, see probeHealthRepeatedly).
 */
export const expectRefusedOffLoop = async (
  app: App,
  what: string,
  work: () => Promise<unknown>,
) => {
  const { runs, typicalLoopBusyMs, typicalMs } = await probeHealthRepeatedly(app, work);
  for (const run of runs) {
    console.info(describeProbe(what, run));
    expect(run.settled.ok).toBe(false);
    const error = !run.settled.ok && run.settled.error;
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ status: 422, code: 'file_too_complex' });
    expect(run.healthStatuses.length).toBeGreaterThan(0);
    expect(run.healthStatuses.every((status) => status === 200)).toBe(true);
  }
  expect(typicalMs).toBeLessThan(2000);
  expect(typicalLoopBusyMs).toBeLessThan(100);
};
