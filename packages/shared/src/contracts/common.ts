import { z } from 'zod';

/** The largest value of a `serial` column (PostgreSQL's int4): no row has an id beyond it. */
export const DATABASE_ID_MAX = 2_147_483_647;

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
