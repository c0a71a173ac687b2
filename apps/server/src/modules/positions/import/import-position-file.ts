import type { Language } from '@careers/shared';
import type { AppDeps } from '../../../core/app-deps.ts';
import { importPositions } from './import-positions.ts';
import { ImportFileError, parsePositionFile } from './parse-position-file.ts';
import { validatePositionRows, type RejectedRow } from './validate-position-rows.ts';

/** A file with more rows than the caller takes at once. */
export class TooManyRowsError extends ImportFileError {}

type Deps = Pick<AppDeps, 'db' | 'database' | 'search'>;

export type PositionFileImport = {
  /** The rows of the file, valid or not. */
  total: number;
  /** The rows that passed every check (imported unless it was a dry run). */
  valid: number;
  positionIds: number[];
  rejected: RejectedRow[];
};

/**
 * Imports a CSV or JSON file of positions into a site, as `npm run import` and the console do:
 * reads it (a file that cannot be read throws `ImportFileError`, nothing imported), judges every
 * row, and publishes the valid ones in batches. `onProgress(done, total)` follows the batches.
 */
export const importPositionFile = async (
  deps: Deps,
  input: {
    tenantId: number;
    /** The language of rows that name none: the site's default. */
    language: Language;
    fileName: string;
    text: string;
    now: Date;
    isDryRun?: boolean;
    /** More rows than this: `TooManyRowsError`, nothing imported. */
    maxRows?: number;
    onProgress?: (done: number, total: number) => void;
  },
): Promise<PositionFileImport> => {
  const rows = parsePositionFile(input.fileName, input.text);
  if (input.maxRows !== undefined && rows.length > input.maxRows)
    throw new TooManyRowsError(
      `The file has ${rows.length.toLocaleString('en')} rows; import at most ${input.maxRows.toLocaleString('en')} at a time.`,
    );
  const { valid, rejected } = validatePositionRows(rows, {
    postedAt: input.now,
    language: input.language,
  });
  const judged = { total: rows.length, valid: valid.length, rejected };
  if (input.isDryRun || !valid.length) return { ...judged, positionIds: [] };
  input.onProgress?.(0, valid.length);
  const positionIds = await importPositions(deps, {
    tenantId: input.tenantId,
    drafts: valid.map((row) => row.draft),
    now: input.now,
    onProgress: (done) => input.onProgress?.(done, valid.length),
  });
  return { ...judged, positionIds };
};
