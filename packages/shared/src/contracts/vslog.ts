import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { VSLOG_NAMESPACE } from './vslog-terms.ts';

const eventNameSchema = z
  .string()
  .min(1)
  .max(100)
  .regex(/^[A-Za-z][\w.:-]*$/, 'An event name is letters, digits and _ . : - only.');
const namespaceSchema = z.literal(VSLOG_NAMESPACE, {
  error: `The namespace is '${VSLOG_NAMESPACE}'.`,
});

/** POST /vslog?domain=&pid= : an analytics event; the timing form names it in the query. */
export const vslogQuerySchema = z.object({
  domain: z.string().max(253).optional(),
  pid: z.string().max(40).optional(),
  event: eventNameSchema.optional(),
  namespace: namespaceSchema.optional(),
});

/** One error metric of `metrics_to_push`. */
export const vslogMetricSchema = z.looseObject({
  name: z.string().min(1).max(100),
  value: z.number().finite().optional(),
});

export const vslogBodySchema = z
  .object({
    event: eventNameSchema.optional(),
    namespace: namespaceSchema.optional(),
    /** A JSON text with the event's details. */
    data_json: z.string().max(16_000).optional(),
    metrics_to_push: z.array(vslogMetricSchema).max(50).optional(),
  })
  .default({});
export type VslogBody = z.infer<typeof vslogBodySchema>;

/**
 * Page loads, timings and render crashes. The event and its namespace come in the body, or in the
 * query for the timing form (`?event=&namespace=`) whose body carries `metrics_to_push`.
 */
export const analyticsEventEndpoints = defineEndpoints({
  recordAnalyticsEvent: {
    method: 'POST',
    path: '/vslog',
    summary: 'Record an analytics event (no body in the answer)',
    tags: ['analytics'],
    access: 'public',
    query: vslogQuerySchema,
    body: vslogBodySchema,
    status: 204,
    errors: ['bad_request', 'rate_limited', 'payload_too_large'],
  },
});

/** GET /api/admin/analytics?domain=&days= and `npm run analytics`: what employers read. */
export const analyticsQuerySchema = z.object({
  domain: z.string().trim().toLowerCase().max(253).optional(),
  days: z.coerce.number().int().min(1).max(366).default(7),
});

export const analyticsReportSchema = z.object({
  domain: z.string(),
  days: z.number().int(),
  /** ISO 8601 bounds of the period. */
  from: z.string(),
  to: z.string(),
  totalPageViews: z.number().int(),
  pageViews: z.array(z.object({ page: z.string(), views: z.number().int() })),
  topPositions: z.array(
    z.object({
      positionId: z.number().int(),
      title: z.string().nullable(),
      views: z.number().int(),
    }),
  ),
  visitsByUtmSource: z.array(
    z.object({ source: z.string(), visits: z.number().int(), pageViews: z.number().int() }),
  ),
  /** Page views per UTC day of the period, oldest first, days without views included. */
  viewsByDay: z.array(z.object({ date: z.string(), views: z.number().int() })),
  /**
   * Per position viewed or applied to in the period: its page views, the applications sent, and
   * applications per view (null without views).
   */
  applicationsByPosition: z.array(
    z.object({
      positionId: z.number().int(),
      title: z.string().nullable(),
      views: z.number().int(),
      applications: z.number().int(),
      conversion: z.number().nullable(),
    }),
  ),
});
export type AnalyticsReport = z.infer<typeof analyticsReportSchema>;
export const analyticsReportResponseSchema = dataEnvelope(analyticsReportSchema);
