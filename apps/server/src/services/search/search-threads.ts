import { Worker } from 'node:worker_threads';
import { AppError } from '../../http/app-error.ts';

/** A task's failure as it crosses a thread: an AppError keeps its status, code and fields. */
export type ThreadError = {
  message: string;
  status?: number;
  code?: string;
  fields?: Record<string, string>;
  headers?: Record<string, string>;
};

export type ThreadReply = { id: number; result?: unknown; error?: ThreadError };

const toError = (error: ThreadError) =>
  error.status !== undefined && error.code !== undefined
    ? new AppError(error.status, error.code as AppError['code'], error.message, {
        ...(error.fields && { fields: error.fields }),
        ...(error.headers && { headers: error.headers }),
      })
    : new Error(error.message);

/** The other side of toError, in the worker. */
export const toThreadError = (error: unknown): ThreadError =>
  error instanceof AppError
    ? {
        message: error.message,
        status: error.status,
        code: error.code,
        ...(error.fields && { fields: error.fields }),
        headers: error.headers,
      }
    : { message: error instanceof Error ? error.message : String(error) };

type Thread = { worker: Worker; inFlight: number };

/**
 * A fixed pool of worker threads that each read the same state (the search indexes, in shared
 * memory, with the writes since their version on top): writes are sent to every thread
 * (`broadcast`), a read goes to the least busy one (`request`). A thread takes its messages in
 * the order they were sent, so a read sent after a write is answered after that write, on every
 * thread. A thread that dies is replaced and `onRestart` is called, which must send it its state
 * again. Threads are unreferenced: they never keep the process alive on their own.
 */
export const createSearchThreads = (
  filename: URL,
  size: number,
  { onRestart, onError }: { onRestart: () => void; onError: (error: unknown) => void },
) => {
  const pending = new Map<
    number,
    { resolve: (value: unknown) => void; reject: (error: Error) => void; thread: Thread }
  >();
  let nextId = 1;
  let isClosed = false;
  const threads: Thread[] = [];

  const start = (): Thread => {
    const thread: Thread = { worker: new Worker(filename), inFlight: 0 };
    thread.worker.unref();
    thread.worker.on('message', ({ id, result, error }: ThreadReply) => {
      const call = pending.get(id);
      if (!call) return;
      pending.delete(id);
      thread.inFlight -= 1;
      if (error) call.reject(toError(error));
      else call.resolve(result);
    });
    thread.worker.on('error', onError);
    thread.worker.on('exit', () => {
      for (const [id, call] of pending) {
        if (call.thread !== thread) continue;
        pending.delete(id);
        call.reject(new Error('the search thread stopped'));
      }
      if (isClosed) return;
      threads[threads.indexOf(thread)] = start();
      onRestart();
    });
    return thread;
  };
  for (let i = 0; i < size; i += 1) threads.push(start());

  const broadcast = (message: unknown) => {
    for (const thread of threads) thread.worker.postMessage(message);
  };

  const request = (message: Record<string, unknown>): Promise<unknown> => {
    let thread = threads[0]!;
    for (const other of threads) if (other.inFlight < thread.inFlight) thread = other;
    const id = nextId++;
    thread.inFlight += 1;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, thread });
      thread.worker.postMessage({ ...message, id });
    });
  };

  const close = async () => {
    isClosed = true;
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  };

  return { size, broadcast, request, close };
};
