import {
  defineEndpoints,
  domainQuerySchema,
  offerDocumentSigningSchema,
  offerResponseSchema,
} from '@careers/shared';
import { z } from 'zod';

const tags = ['development'] as const;

/** POST /dev/offers : a fresh offer with one letter for the signed-in candidate. */
const devOfferBodySchema = z.object({
  position_name: z.string().trim().min(1).max(200),
  signing: offerDocumentSigningSchema.exclude(['none']).default('esign'),
  expires_in_days: z.number().min(-30).max(365).optional(),
});

const outboxMailSchema = z.object({
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  createdAt: z.string(),
});

/**
 * The development tools, served outside production only. They stay out of the product's `api`
 * contract and out of the OpenAPI document (`isHidden`), but declare their access like every route.
 */
export const devEndpoints = defineEndpoints({
  devCreateApiToken: {
    method: 'POST',
    path: '/dev/api-tokens',
    summary: 'Give the signed-in candidate an employer API token of the site',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: z.object({ token: z.string() }),
    status: 201,
    isHidden: true,
  },
  devExtendOffer: {
    method: 'POST',
    path: '/dev/offers',
    summary: 'Extend a fresh offer with one letter to the signed-in candidate',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    body: devOfferBodySchema,
    data: offerResponseSchema.shape.data,
    status: 201,
    isHidden: true,
  },
  devOutboxMail: {
    method: 'GET',
    path: '/dev/outbox.json',
    summary: 'The last 100 mails the server would have sent, newest first',
    tags,
    access: 'public',
    data: z.array(outboxMailSchema),
    isHidden: true,
  },
  devOutboxPage: {
    method: 'GET',
    path: '/dev/outbox',
    summary: 'The development outbox as a page',
    tags,
    access: 'public',
    produces: 'text/html',
    isHidden: true,
  },
});
