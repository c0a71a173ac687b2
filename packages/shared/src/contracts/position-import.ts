import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { domainQuerySchema } from './common.ts';

/** The multipart field of POST /api/admin/positions/import. */
export const POSITION_IMPORT_FIELD = 'file';
/** The largest import file: about 2,000 positions with long descriptions. */
export const POSITION_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The most rows one upload imports (the CLI takes more). */
export const POSITION_IMPORT_MAX_ROWS = 2000;
export const POSITION_IMPORT_EXTENSIONS = ['.csv', '.json'] as const;

/** A row that was not imported, one entry per field at fault. */
export const rejectedImportRowSchema = z.object({
  /** 1-based, the header excluded. */
  row: z.number(),
  /** Where a CSV row starts in the file, when it differs from `row + 1` (multi-line cells). */
  line: z.number().optional(),
  field: z.string(),
  message: z.string(),
});
export type RejectedImportRow = z.infer<typeof rejectedImportRowSchema>;

export const positionImportReportSchema = z.object({
  total: z.number(),
  imported: z.number(),
  positionIds: z.array(z.number()),
  rejected: z.array(rejectedImportRowSchema),
});
export type PositionImportReport = z.infer<typeof positionImportReportSchema>;

export const positionImportEndpoints = defineEndpoints({
  importPositions: {
    method: 'POST',
    path: '/api/admin/positions/import',
    // Rows are checked like createPosition; a cell a spreadsheet would run as a formula is a
    // rejected row. Not CSV/JSON text: 415; unreadable: 400; over 5 MB or 2,000 rows: 413.
    summary: 'Import positions from a CSV or JSON file (multipart: file)',
    tags: ['admin'],
    access: 'admin',
    permission: 'positions',
    query: domainQuerySchema,
    bodyType: 'multipart',
    data: positionImportReportSchema,
    errors: ['bad_request', 'payload_too_large', 'unsupported_media_type'],
  },
});
