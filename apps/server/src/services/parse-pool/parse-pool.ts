import { availableParallelism } from 'node:os';
import { Piscina } from 'piscina';
import { AppError } from '../../http/app-error.ts';
import { fileTooComplex } from './file-too-complex.ts';
import { PARSE_LIMITS } from './parse-limits.ts';
import type * as tasks from './parse-worker.ts';

type Tasks = typeof tasks;
type TaskName = {
  [K in keyof Tasks]: Tasks[K] extends (input: never) => unknown ? K : never;
}[keyof Tasks];

/**
 * Files people send are read in worker threads, never on the event loop: a hostile PDF or DOCX
 * can then cost one thread (bounded heap, terminated after the time limit) but not stall every
 * other request. Piscina keeps the pool: it terminates a running task's thread when its signal
 * aborts, bounds the queue, applies resource limits and unrefs idle threads, which a hand-made
 * pool would have to get right again. Made on first use, so the CLI and tests that read no
 * file start no thread.
 */
let pool: Piscina | undefined;

const parsePool = () =>
  (pool ??= new Piscina({
    filename: new URL('./parse-worker.ts', import.meta.url).href,
    minThreads: 1,
    // Leave the event loop a core of its own.
    maxThreads: Math.max(1, Math.floor(availableParallelism() / 2)),
    idleTimeout: 60_000,
    maxQueue: 32,
    resourceLimits: { maxOldGenerationSizeMb: PARSE_LIMITS.workerHeapMb },
  }));

const isOutOfTimeOrMemory = (error: unknown) =>
  error instanceof Error &&
  (error.name === 'AbortError' || (error as { code?: string }).code === 'ERR_WORKER_OUT_OF_MEMORY');

/**
 * Runs one of parse-worker.ts's tasks in the pool. Past the time limit or the heap limit the
 * thread is ended and the caller gets 422 `file_too_complex`; a full queue is a 503.
 */
export const runParseTask = async <K extends TaskName>(
  name: K,
  input: Parameters<Tasks[K]>[0],
  { timeMs = PARSE_LIMITS.timeMs }: { timeMs?: number } = {},
): Promise<Awaited<ReturnType<Tasks[K]>>> => {
  try {
    return (await parsePool().run(input, {
      name,
      signal: AbortSignal.timeout(timeMs),
    })) as Awaited<ReturnType<Tasks[K]>>;
  } catch (error) {
    if (isOutOfTimeOrMemory(error)) throw fileTooComplex();
    if (error instanceof Error && error.message === 'Task queue is at limit')
      throw new AppError(
        503,
        'service_unavailable',
        'Too many files are being read. Please try again.',
        {
          headers: { 'Retry-After': '5' },
        },
      );
    throw error;
  }
};
