import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, loadChunk } from './load-chunk.ts';

afterEach(() => {
  vi.useRealTimers();
});

describe('loadChunk', () => {
  it('resolves with the module', async () => {
    await expect(loadChunk('offers', async () => ({ page: 1 }))).resolves.toEqual({ page: 1 });
  });

  it("turns a failed import into ChunkLoadError 'Loading chunk {n} failed' of type missing", async () => {
    const error = await loadChunk('offers', () => Promise.reject(new TypeError('404'))).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error).toMatchObject({ message: 'Loading chunk offers failed', type: 'missing' });
  });

  it('gives up after 120 seconds with type timeout', async () => {
    vi.useFakeTimers();
    const pending = loadChunk('search', () => new Promise(() => undefined));
    const outcome = pending.catch((caught: unknown) => caught);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void pending.catch(() => undefined).finally(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(outcome).resolves.toMatchObject({ name: 'ChunkLoadError', type: 'timeout' });
  });
});
