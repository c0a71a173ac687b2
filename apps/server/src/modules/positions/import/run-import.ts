import fs from 'node:fs/promises';
import { tenantConfigSchema } from '@careers/shared';
import type { AppDeps } from '../../../core/app-deps.ts';
import { formatImportSummary } from './format-import-summary.ts';
import { importPositionFile } from './import-position-file.ts';
import { ImportFileError } from './parse-position-file.ts';
import { createProgressBar, type ProgressStream } from './progress-bar.ts';
import { postingLanguageOf } from '../posting-language.ts';

/**
 * 0: every row imported; 1: some rows rejected (the valid ones imported); 2: the file or the
 * arguments could not be used, or the database failed part-way (the batches before stay).
 */
export type ImportExitCode = 0 | 1 | 2;

type Deps = Pick<AppDeps, 'db' | 'database' | 'search' | 'clock'>;

const readText = async (file: string) => {
  try {
    return await fs.readFile(file, 'utf8');
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new ImportFileError(`There is no file ${file}.`);
    if (code === 'EISDIR') throw new ImportFileError(`${file} is a folder, not a file.`);
    throw new ImportFileError(`Cannot read ${file}: ${(error as Error).message}`);
  }
};

/** The tenant named by `domain`, else the default one. */
const findTenant = async (deps: Deps, domain: string | undefined) => {
  const tenants = await deps.db
    .selectFrom('tenants')
    .select(['id', 'domain', 'is_default', 'config'])
    .execute();
  const tenant = domain
    ? tenants.find((candidate) => candidate.domain === domain.trim().toLowerCase())
    : tenants.find((candidate) => candidate.is_default);
  if (tenant) return tenant;
  const known =
    tenants.map((candidate) => candidate.domain).join(', ') ||
    'none yet (npm start or npm run seed creates the demo sites)';
  throw new ImportFileError(
    domain
      ? `There is no site "${domain}". Sites: ${known}.`
      : `There is no default site. Sites: ${known}.`,
  );
};

/**
 * `npm run import`: reads the file, judges every row, imports the valid ones with a progress bar
 * on `err`, and prints the summary on `out`. A dry run stops before writing.
 */
export const runImport = async (
  deps: Deps,
  options: {
    file: string;
    domain?: string;
    isDryRun?: boolean;
    out: ProgressStream;
    err: ProgressStream;
  },
): Promise<ImportExitCode> => {
  let tenant;
  let text;
  try {
    tenant = await findTenant(deps, options.domain);
    text = await readText(options.file);
  } catch (error) {
    if (!(error instanceof ImportFileError)) throw error;
    options.err.write(`${error.message}\n`);
    return 2;
  }
  let imported = 0;
  let progress: ReturnType<typeof createProgressBar> | undefined;
  let result;
  try {
    result = await importPositionFile(deps, {
      tenantId: tenant.id,
      language: postingLanguageOf({ config: tenantConfigSchema.parse(tenant.config) }),
      fileName: options.file,
      text,
      now: deps.clock.now(),
      isDryRun: options.isDryRun ?? false,
      onProgress: (done, total) => {
        progress ??= createProgressBar(options.err, { total, label: 'Importing' });
        imported = done;
        progress.update(done);
      },
    });
  } catch (error) {
    progress?.finish();
    if (error instanceof ImportFileError) {
      options.err.write(`${error.message}\n`);
      return 2;
    }
    options.err.write(
      `The import stopped after ${imported.toLocaleString('en')} positions: ${(error as Error).message}\n`,
    );
    return 2;
  }
  progress?.finish();
  const { rejected } = result;
  options.out.write(
    `${formatImportSummary({
      domain: tenant.domain,
      imported: options.isDryRun ? result.valid : result.positionIds.length,
      rejected,
      isDryRun: options.isDryRun ?? false,
    })}\n`,
  );
  return rejected.length ? 1 : 0;
};
