import { z } from 'zod';
import { dataEnvelope } from '../api/envelope.ts';

/** GET and POST /api/pcsx/terms_of_service : `{data: {tosAttested}}` (spec 000 section 7). */
export const termsOfServiceResponseSchema = dataEnvelope(z.object({ tosAttested: z.boolean() }));
export type TermsOfServiceResponse = z.infer<typeof termsOfServiceResponseSchema>;

/** POST /api/pcsx/onboarding : marks the candidate onboarded (called once, spec 000 section 4). */
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
