import { z } from 'zod';

/** POST /vslog?domain=&pid= : an analytics event (spec 000 section 7). */
export const vslogQuerySchema = z.object({
  domain: z.string().max(253).optional(),
  pid: z.string().max(40).optional(),
  event: z.string().min(1).max(100).optional(),
  namespace: z.string().min(1).max(100).optional(),
});

export const vslogBodySchema = z
  .object({
    event: z.string().min(1).max(100).optional(),
    namespace: z.string().min(1).max(100).optional(),
    /** A JSON text with the event's details. */
    data_json: z.string().max(16_000).optional(),
    metrics_to_push: z.array(z.unknown()).max(50).optional(),
  })
  .default({});
export type VslogBody = z.infer<typeof vslogBodySchema>;
