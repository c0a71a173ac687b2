import { z } from 'zod';
import { domainQuerySchema } from './common.ts';

/** PUT /api/admin/positions/:id?version=: the `updatedAt` the editor read; a newer one is 409. */
export const updatePositionQuerySchema = domainQuerySchema.extend({
  version: z.iso.datetime().optional(),
});
