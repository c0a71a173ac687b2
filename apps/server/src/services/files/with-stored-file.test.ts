import { describe, expect, it } from 'vitest';
import type { FileStore } from './file-store.ts';
import { withStoredFile } from './with-stored-file.ts';

/** A file store in memory: what is stored after each case is the whole check. */
const memoryStore = () => {
  const stored = new Map<string, Uint8Array>();
  let next = 0;
  const files: FileStore = {
    save: async (input) => {
      const id = `file-${(next += 1)}`;
      stored.set(id, input.content);
      return { id, name: input.name, contentType: input.contentType, size: 1, sha256: '' };
    },
    read: async () => null,
    remove: async (_tenantId, id) => {
      stored.delete(id);
    },
  };
  return { files, ids: () => [...stored.keys()] };
};

const input = {
  tenantId: 1,
  name: 'signed.pdf',
  contentType: 'application/pdf',
  content: new Uint8Array([1]),
};

describe('withStoredFile', () => {
  it('keeps the file the work kept and answers its result', async () => {
    const store = memoryStore();
    const result = await withStoredFile(store.files, input, async (file) => ({
      kept: true,
      result: `took ${file.id}`,
    }));
    expect(result).toBe('took file-1');
    expect(store.ids()).toEqual(['file-1']);
  });

  it('removes the file when the work did not keep it (a retry found it done)', async () => {
    const store = memoryStore();
    await expect(
      withStoredFile(store.files, input, async () => ({ kept: false, result: 'already done' })),
    ).resolves.toBe('already done');
    expect(store.ids()).toEqual([]);
  });

  it('removes the file and passes the error on when the work fails', async () => {
    const store = memoryStore();
    await expect(
      withStoredFile(store.files, input, async () => {
        throw new Error('the transaction failed');
      }),
    ).rejects.toThrow('the transaction failed');
    expect(store.ids()).toEqual([]);
  });
});
