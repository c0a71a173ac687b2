import { z } from 'zod';

/** Every request names its tenant with `domain`; a missing one means the default tenant. */
export const domainQuerySchema = z.object({
  domain: z.string().trim().toLowerCase().max(253).optional(),
  hl: z.string().max(10).optional(),
});
export type DomainQuery = z.infer<typeof domainQuerySchema>;
