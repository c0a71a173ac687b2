import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { applicationStatusSchema } from './application-model.ts';
import { databaseIdSchema, domainQuerySchema } from './common.ts';

/** Lengths of a referral's fields. */
export const REFERRAL_NAME_MAX = 120;
export const REFERRAL_NOTE_MAX = 1000;

/** POST /api/pcsx/referrals : refer a friend to a position. */
export const createReferralBodySchema = z.object({
  domain: z.string().optional(),
  position_id: databaseIdSchema,
  name: z.string().trim().min(1, 'Enter your friend’s name').max(REFERRAL_NAME_MAX),
  email: z.email('Enter a valid email address').max(254),
  note: z.string().trim().max(REFERRAL_NOTE_MAX).default(''),
});
export type CreateReferralBody = z.input<typeof createReferralBodySchema>;

/** `sent` until the friend applies through the link, then `applied` with the application's status. */
export const referralSchema = z.object({
  id: z.number(),
  position: z.object({ id: z.number(), name: z.string() }),
  name: z.string(),
  email: z.string(),
  note: z.string(),
  status: z.enum(['sent', 'applied']),
  application_status: applicationStatusSchema.nullable(),
  /** ISO 8601. */
  created_at: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralsResponseSchema = dataEnvelope(
  z.object({ referrals: z.array(referralSchema) }),
);

const tags = ['referrals'] as const;

/** Referrals; a tenant without `referralWithCandidateApplicationGate` answers 403 feature_disabled. */
export const referralEndpoints = defineEndpoints({
  createReferral: {
    method: 'POST',
    path: '/api/pcsx/referrals',
    summary: 'Refer a friend to a position: the friend gets an email with a referral link',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    body: createReferralBodySchema,
    data: referralSchema,
    status: 201,
    errors: ['feature_disabled', 'position_closed', 'already_referred', 'rate_limited'],
  },
  listReferrals: {
    method: 'GET',
    path: '/api/pcsx/dashboard/referrals',
    summary: 'The candidate’s referrals, each with its status',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: referralsResponseSchema.shape.data,
    errors: ['feature_disabled'],
  },
});
