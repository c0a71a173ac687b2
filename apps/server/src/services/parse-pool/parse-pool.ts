import { availableParallelism } from 'node:os';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import { fileTooComplex } from './file-too-complex.ts';
import { PARSE_LIMITS } from './parse-limits.ts';
import { parsePoolBusy } from './parse-pool-busy.ts';
import type { ParseTaskMessage, ParseTasks } from './parse-worker.ts';

type TaskName = {
  [K in keyof ParseTasks]: ParseTasks[K] extends (input: never) => unknown ? K : never;
}[keyof ParseTasks];

/**
 * How long one task may take. `timeMs` counts the parse alone, from the moment a worker thread
 * starts it: past it the thread is ended and the file is too complex. `waitMs` bounds the wait
 * for a thread before that (the queue, a thread starting): past it the server is busy, not the
 * file. Either may be Infinity: the demo seed reads only its own files and waits as long as it takes.
 */
export type ParseTimeLimits = { timeMs: number; waitMs: number };

export const PARSE_TIME_LIMITS: ParseTimeLimits = {
  timeMs: PARSE_LIMITS.timeMs,
  waitMs: PARSE_LIMITS.waitMs,
};

export const UNTIMED: ParseTimeLimits = { timeMs: Infinity, waitMs: Infinity };

export type ParsePoolOptions = {
  /** Test-only: each new worker thread waits this long before it takes a task. */
  workerStartDelayMs?: number;
  maxThreads?: number;
};

const isOutOfMemory = (error: unknown) =>
  (error as { code?: string } | undefined)?.code === 'ERR_WORKER_OUT_OF_MEMORY';

const isQueueFull = (error: unknown) =>
  error instanceof Error && error.message === 'Task queue is at limit';

/** A timer that aborts `controller` after `ms`, unless `ms` is Infinity. */
const abortAfter = (controller: AbortController, ms: number) =>
  Number.isFinite(ms) ? setTimeout(() => controller.abort(), ms) : undefined;

/**
 * Files people send are read in worker threads, never on the event loop: a hostile PDF or DOCX
 * can then cost one thread (bounded heap, terminated after the time limit) but not stall every
 * other request. Piscina keeps the pool: it terminates a running task's thread when its signal
 * aborts, drops a queued task whose signal aborts, bounds the queue, applies resource limits and
 * unrefs idle threads, which a hand-made pool would have to get right again. The threads start
 * on first use, so the CLI and tests that read no file start none.
 */
export const createParsePool = ({
  workerStartDelayMs = 0,
  // Leave the event loop a core of its own.
  maxThreads = Math.max(1, Math.floor(availableParallelism() / 2)),
}: ParsePoolOptions = {}) => {
  let pool: Piscina | undefined;
  const piscina = () =>
    (pool ??= new Piscina({
      filename: new URL('./parse-worker.ts', import.meta.url).href,
      name: 'runTask',
      workerData: { startDelayMs: workerStartDelayMs },
      minThreads: 1,
      maxThreads,
      idleTimeout: 60_000,
      maxQueue: 32,
      resourceLimits: { maxOldGenerationSizeMb: PARSE_LIMITS.workerHeapMb },
    }));

  /**
   * Runs one of parse-tasks.ts's tasks. Past `timeMs` of parsing, or the heap limit, the thread
   * is ended and the caller gets 422 `file_too_complex`; past `waitMs` without a thread, or with
   * the queue full, 503 `server_busy` with Retry-After.
   */
  const run = async <K extends TaskName>(
    name: K,
    input: Parameters<ParseTasks[K]>[0],
    limits: Partial<ParseTimeLimits> = {},
  ): Promise<Awaited<ReturnType<ParseTasks[K]>>> => {
    const { timeMs, waitMs } = { ...PARSE_TIME_LIMITS, ...limits };
    const controller = new AbortController();
    const { port1, port2 } = new MessageChannel();
    let isParsing = false;
    let timer = abortAfter(controller, waitMs);
    port1.once('message', () => {
      isParsing = true;
      clearTimeout(timer);
      timer = abortAfter(controller, timeMs);
    });
    const message: ParseTaskMessage = { task: name, input, started: port2 };
    try {
      return (await piscina().run(message, {
        signal: controller.signal,
        transferList: [port2],
      })) as Awaited<ReturnType<ParseTasks[K]>>;
    } catch (error) {
      if (controller.signal.aborted) throw isParsing ? fileTooComplex() : parsePoolBusy();
      if (isOutOfMemory(error)) throw fileTooComplex();
      if (isQueueFull(error)) throw parsePoolBusy();
      throw error;
    } finally {
      clearTimeout(timer);
      port1.close();
    }
  };

  const close = async () => {
    await pool?.destroy();
    pool = undefined;
  };
  return { run, close };
};

export type ParsePool = ReturnType<typeof createParsePool>;

let defaultPool: ParsePool | undefined;
let defaultOptions: ParsePoolOptions = {};

/** The options of the process's pool; only before its first task (PARSE_WORKER_START_DELAY_MS). */
export const configureParsePool = (options: ParsePoolOptions) => {
  if (defaultPool) throw new Error('The parse pool has started already.');
  defaultOptions = options;
};

/** Runs a task in the process's pool (see createParsePool's `run`). */
export const runParseTask: ParsePool['run'] = (name, input, limits) =>
  (defaultPool ??= createParsePool(defaultOptions)).run(name, input, limits);
