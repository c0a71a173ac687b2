import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';
import { dataEnvelope } from '../api/envelope.ts';
import { SUPPORTED_LANGUAGES } from '../constants/languages.ts';
import { tenantConfigSchema } from '../tenant/tenant-config.ts';
import { sessionUserSchema } from './auth.ts';
import { domainQuerySchema } from './common.ts';
import { profileSchema } from './profile-model.ts';
import { profileAnalysisSchema } from './profile.ts';

/** GET /api/pcsx/boot_data?domain=&hl= : what the shell needs before it renders a page. */
export const bootDataSchema = z.object({
  domain: z.string(),
  language: z.enum(SUPPORTED_LANGUAGES),
  isLoggedIn: z.boolean(),
  user: sessionUserSchema.nullable(),
  /** The signed-in candidate's profile at a glance (null for a visitor). */
  profile: profileSchema
    .pick({ firstName: true, lastName: true, email: true, avatar: true, location: true })
    .nullable()
    .optional(),
  /** How complete the profile is and what to add next, in the page's language (null for a visitor). */
  profileCompletionData: profileAnalysisSchema.shape.completion.nullable().optional(),
  themeBuilderUser: z.boolean(),
  onboardingData: z.object({
    isOnboarded: z.boolean(),
    isBootstrapped: z.boolean(),
    bootstrappingConfig: z.object({ enabled: z.boolean() }),
  }),
  instanceBannerData: z.object({ displayBanner: z.boolean(), displayText: z.string() }),
  config: tenantConfigSchema,
});
export type BootData = z.infer<typeof bootDataSchema>;
export const bootDataResponseSchema = dataEnvelope(bootDataSchema);

export const bootEndpoints = defineEndpoints({
  getBootData: {
    method: 'GET',
    path: '/api/pcsx/boot_data',
    summary:
      "What the shell needs first: the tenant's configuration, the user and their onboarding state",
    tags: ['shell'],
    access: 'public',
    query: domainQuerySchema,
    data: bootDataSchema,
  },
});
