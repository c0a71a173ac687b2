import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { domainQuerySchema } from './common.ts';

/** GET and POST /api/pcsx/terms_of_service : whether the signed-in candidate attested the terms. */
export const termsOfServiceResponseSchema = dataEnvelope(z.object({ tosAttested: z.boolean() }));
export type TermsOfServiceResponse = z.infer<typeof termsOfServiceResponseSchema>;

/** POST /api/pcsx/onboarding : marks the candidate onboarded (called once, after the terms). */
export const onboardingResponseSchema = dataEnvelope(z.object({ isOnboarded: z.literal(true) }));

/** POST /api/pcsx/profile_bootstrap : the bootstrapping screen's first profile facts. */
export const profileBootstrapBodySchema = z.object({
  firstName: z.string().trim().min(1).max(100),
  lastName: z.string().trim().min(1).max(100),
});
export type ProfileBootstrapBody = z.infer<typeof profileBootstrapBodySchema>;
export const profileBootstrapResponseSchema = dataEnvelope(
  z.object({ isBootstrapped: z.literal(true) }),
);

const tags = ['onboarding'] as const;

/** The terms-of-service gate, the one-time onboarding call and profile bootstrapping. */
export const onboardingEndpoints = defineEndpoints({
  getTermsOfService: {
    method: 'GET',
    path: '/api/pcsx/terms_of_service',
    summary: 'Has the candidate attested the terms?',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: termsOfServiceResponseSchema.shape.data,
  },
  attestTermsOfService: {
    method: 'POST',
    path: '/api/pcsx/terms_of_service',
    summary: 'Attest the terms of service',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: termsOfServiceResponseSchema.shape.data,
  },
  completeOnboarding: {
    method: 'POST',
    path: '/api/pcsx/onboarding',
    summary: 'Mark the candidate onboarded',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    data: onboardingResponseSchema.shape.data,
  },
  bootstrapProfile: {
    method: 'POST',
    path: '/api/pcsx/profile_bootstrap',
    summary: 'Save the first profile facts and finish bootstrapping',
    tags,
    access: 'candidate',
    query: domainQuerySchema,
    body: profileBootstrapBodySchema,
    data: profileBootstrapResponseSchema.shape.data,
  },
});
