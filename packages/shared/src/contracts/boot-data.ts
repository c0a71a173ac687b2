import { z } from 'zod';
import { dataEnvelope } from '../api/envelope.ts';
import { SUPPORTED_LANGUAGES } from '../constants/languages.ts';
import { tenantConfigSchema } from '../tenant/tenant-config.ts';
import { sessionUserSchema } from './auth.ts';

/** GET /api/pcsx/boot_data?domain=&hl= : what the shell needs before it renders a page. */
export const bootDataSchema = z.object({
  domain: z.string(),
  language: z.enum(SUPPORTED_LANGUAGES),
  isLoggedIn: z.boolean(),
  user: sessionUserSchema.nullable(),
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
