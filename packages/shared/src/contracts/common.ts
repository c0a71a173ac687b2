import { z } from 'zod';
import { DATABASE_ID_MAX } from './database-id.ts';

/**
 * A database id in a path, query or body: a positive 32-bit integer. A larger number names no
 * row, and sent to the database it fails the query instead of finding nothing.
 */
export const databaseIdSchema = z.coerce.number().int().positive().max(DATABASE_ID_MAX);
export const idParamsSchema = z.object({ id: databaseIdSchema });

/** Every request names its tenant with `domain`; a missing one means the default tenant. */
export const domainQuerySchema = z.object({
  domain: z.string().trim().toLowerCase().max(253).optional(),
  hl: z.string().max(10).optional(),
});
export type DomainQuery = z.infer<typeof domainQuerySchema>;
