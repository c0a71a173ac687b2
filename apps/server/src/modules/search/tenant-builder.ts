import { Worker } from 'node:worker_threads';
import type { StoredPosition } from '../positions/index.ts';
import { startTenantBuild, type SharedTenant } from './tenant-search.ts';

/** What the main thread sends a builder thread (search-build-worker.ts), in order. */
export type BuildMessage =
  | { op: 'start'; language: string | undefined }
  | { op: 'page'; positions: StoredPosition[] }
  | { op: 'end' };

export type BuildReply = { tenant: SharedTenant } | { error: string };

/** Builds tenants' indexes one at a time, each into shared memory, from pages of positions. */
export type TenantBuilder = {
  build: (
    language: string | undefined,
    pages: AsyncIterable<StoredPosition[]>,
    afterPage?: () => Promise<void>,
  ) => Promise<SharedTenant>;
  close: () => Promise<void>;
};

/** In this thread: for tests and the CLI (the build blocks the event loop). */
export const inThreadBuilder = (): TenantBuilder => ({
  build: async (language, pages, afterPage) => {
    const build = startTenantBuild(language);
    for await (const page of pages) {
      build.add(page);
      await afterPage?.();
    }
    return build.finish();
  },
  close: async () => {},
});

/**
 * In a thread of its own, started for one rebuild and stopped after it: the build's garbage and
 * the positions it read leave with it; what it built lives on in the shared buffers the search
 * threads read.
 */
export const workerBuilder = (): TenantBuilder => {
  const worker = new Worker(new URL('./search-build-worker.ts', import.meta.url));
  worker.unref();
  let waiting: { resolve: (tenant: SharedTenant) => void; reject: (error: Error) => void } | null =
    null;
  const fail = (error: Error) => {
    waiting?.reject(error);
    waiting = null;
  };
  worker.on('message', (reply: BuildReply) => {
    if ('error' in reply) fail(new Error(reply.error));
    else waiting?.resolve(reply.tenant);
    waiting = null;
  });
  worker.on('error', fail);
  worker.on('exit', () => fail(new Error('the search build thread stopped')));
  const send = (message: BuildMessage) => worker.postMessage(message);
  return {
    build: async (language, pages, afterPage) => {
      const built = new Promise<SharedTenant>((resolve, reject) => {
        waiting = { resolve, reject };
      });
      built.catch(() => {}); // awaited below, once the pages are sent
      send({ op: 'start', language });
      for await (const positions of pages) {
        send({ op: 'page', positions });
        await afterPage?.();
      }
      send({ op: 'end' });
      return built;
    },
    close: async () => {
      await worker.terminate();
    },
  };
};
