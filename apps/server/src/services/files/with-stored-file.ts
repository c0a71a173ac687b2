import type { FileStore, SaveFileInput, StoredFile } from './file-store.ts';

/**
 * Stores a file, then hands it to `use`, which records it (in its own transaction) and says
 * whether it kept it. The file is removed again when `use` throws, or when it did not keep it (a
 * retry that found the work already done), so no failed or repeated request leaves a file behind.
 */
export const withStoredFile = async <T>(
  files: FileStore,
  input: SaveFileInput,
  use: (stored: StoredFile) => Promise<{ kept: boolean; result: T }>,
): Promise<T> => {
  const stored = await files.save(input);
  let outcome: { kept: boolean; result: T };
  try {
    outcome = await use(stored);
  } catch (error) {
    await files.remove(input.tenantId, stored.id);
    throw error;
  }
  if (!outcome.kept) await files.remove(input.tenantId, stored.id);
  return outcome.result;
};
