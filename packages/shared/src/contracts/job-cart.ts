import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { domainQuerySchema } from './common.ts';

export const JOB_CART_OPERATIONS = ['add', 'remove'] as const;
export type JobCartOperation = (typeof JOB_CART_OPERATIONS)[number];

/** POST /api/pcsx/job_cart : pids (strings), operation add or remove, domain. */
export const jobCartBodySchema = z.object({
  pids: z
    .array(
      z
        .string()
        .trim()
        .regex(/^\d{1,9}$/, 'Each pid is a position number.'),
      {
        error: 'pids must be a list of position numbers.',
      },
    )
    .min(1, 'Give at least one pid.')
    .max(50, 'Give at most 50 pids.'),
  operation: z.enum(JOB_CART_OPERATIONS, { error: "operation must be 'add' or 'remove'." }),
  domain: z.string().trim().toLowerCase().max(253).optional(),
});
export type JobCartBody = z.infer<typeof jobCartBodySchema>;

export const jobCartItemSchema = z.object({
  id: z.string(),
  name: z.string(),
  department: z.string(),
  location: z.string(),
  addedTs: z.number(),
});
export type JobCartItem = z.infer<typeof jobCartItemSchema>;

/** The cart: its open positions, and the ids in it that are no longer open (removable). */
export const jobCartSchema = z.object({
  jobCartData: z.array(jobCartItemSchema),
  invalidPositionIds: z.array(z.string()),
  maxItems: z.number(),
});
export type JobCart = z.infer<typeof jobCartSchema>;
export const jobCartResponseSchema = dataEnvelope(jobCartSchema);

const tags = ['job cart'] as const;

export const jobCartEndpoints = defineEndpoints({
  getJobCart: {
    method: 'GET',
    path: '/api/pcsx/job_cart',
    summary: 'The candidate’s job cart and the ids in it that are no longer open',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: jobCartSchema,
    errors: ['feature_disabled'],
  },
  updateJobCart: {
    method: 'POST',
    path: '/api/pcsx/job_cart',
    summary: 'Add positions to the cart or remove them; answers the whole cart',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    body: jobCartBodySchema,
    data: jobCartSchema,
    // an unknown, closed or foreign position to add (bad_request); a full cart
    errors: ['feature_disabled', 'bad_request', 'job_cart_full'],
  },
});
