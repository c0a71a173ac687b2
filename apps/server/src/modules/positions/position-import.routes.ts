import fastifyMultipart from '@fastify/multipart';
import { api, POSITION_IMPORT_MAX_ROWS, type PositionImportReport } from '@careers/shared';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../core/app-deps.ts';
import { AppError } from '../../http/app-error.ts';
import { route } from '../../http/route.ts';
import { importPositionFile, TooManyRowsError } from './import/import-position-file.ts';
import { ImportFileError } from './import/parse-position-file.ts';
import { IMPORT_UPLOAD_LIMITS, readImportUpload } from './import/read-import-upload.ts';
import type { RejectedRow } from './import/validate-position-rows.ts';
import { postingLanguageOf } from './posting-language.ts';

/** One entry per field at fault, as the console's report lists them. */
const reportRows = (rejected: readonly RejectedRow[]): PositionImportReport['rejected'] =>
  rejected.flatMap(({ row, line, problems }) =>
    Object.entries(problems).map(([field, message]) => ({
      row,
      ...(line !== undefined && line !== row + 1 && { line }),
      field,
      message,
    })),
  );

/** POST /api/admin/positions/import: the console's import of a CSV or JSON file, as `npm run import`. */
export const positionImportRoutes = (app: FastifyInstance, deps: AppDeps) => {
  void app.register(async (scope) => {
    await scope.register(fastifyMultipart, { limits: IMPORT_UPLOAD_LIMITS });
    route(scope, api.importPositions, async (request) => {
      const { fileName, text } = await readImportUpload(request);
      try {
        const result = await importPositionFile(deps, {
          tenantId: request.tenant.id,
          language: postingLanguageOf(request.tenant),
          fileName,
          text,
          now: deps.clock.now(),
          maxRows: POSITION_IMPORT_MAX_ROWS,
        });
        return {
          total: result.total,
          imported: result.positionIds.length,
          positionIds: result.positionIds,
          rejected: reportRows(result.rejected),
        };
      } catch (error) {
        if (error instanceof TooManyRowsError)
          throw new AppError(413, 'payload_too_large', error.message);
        if (error instanceof ImportFileError) throw new AppError(400, 'bad_request', error.message);
        throw error;
      }
    });
  });
};
