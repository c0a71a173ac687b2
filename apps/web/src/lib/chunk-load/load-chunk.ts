import { CHUNK_LOAD_TIMEOUT_MS } from '@careers/shared';

export type ChunkLoadErrorType = 'missing' | 'timeout';

/** A chunk that fails raises ChunkLoadError 'Loading chunk {n} failed'. */
export class ChunkLoadError extends Error {
  override readonly name = 'ChunkLoadError';
  readonly type: ChunkLoadErrorType;
  readonly chunk: string;

  constructor(chunk: string, type: ChunkLoadErrorType, cause?: unknown) {
    super(`Loading chunk ${chunk} failed`, cause === undefined ? undefined : { cause });
    this.type = type;
    this.chunk = chunk;
  }
}

/**
 * Loads a code chunk (a dynamic import) with the spec's 120-second time-out; any failure becomes
 * a ChunkLoadError, which the page's error boundary shows and reports.
 */
export const loadChunk = <T>(
  chunk: string,
  load: () => Promise<T>,
  timeoutMs: number = CHUNK_LOAD_TIMEOUT_MS,
): Promise<T> =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    load().then(
      (module) => {
        clearTimeout(timer);
        resolve(module);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(new ChunkLoadError(chunk, 'missing', error));
      },
    );
  });
