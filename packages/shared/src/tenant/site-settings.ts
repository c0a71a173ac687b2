import { z } from 'zod';
import { jobCartConfigSchema, searchConfigSchema } from './search-config.ts';
import { brandingSchema, tenantConfigSchema, type TenantConfig } from './tenant-config.ts';

const tenant = tenantConfigSchema.shape;
const branding = brandingSchema.shape;

/**
 * What the employer console's site settings edit of a tenant's configuration, in the
 * configuration's own shape and with its own field schemas, so a refused value is named by its
 * path in the configuration (`branding.companyName`, `chatbotxConfig.model.url`). What it leaves
 * out (search filters, hosts, notifications, the theme) keeps its stored value on save.
 */
export const siteSettingsSchema = z
  .object({
    branding: z.object({
      companyName: z.string().trim().min(1, 'Enter the company name.').max(200),
      logoUrl: branding.logoUrl,
      customPageSections: z.object({
        customNavbarConfig: branding.customPageSections.unwrap().shape.customNavbarConfig,
        footerHtml: z.string().max(20_000).optional(),
      }),
      heroImages: branding.heroImages,
      banners: branding.banners,
    }),
    defaultLanguage: tenant.defaultLanguage,
    seo: tenant.seo,
    termsOfService: tenant.termsOfService,
    loginSignupConfig: tenant.loginSignupConfig,
    applyConfig: tenant.applyConfig,
    scriptConfig: tenant.scriptConfig,
    jobCart: jobCartConfigSchema.pick({ enabled: true }),
    searchConfig: z.object({
      mapConfig: searchConfigSchema.shape.mapConfig.unwrap().pick({ enabled: true }),
      savedSearchNotificationEnabled: searchConfigSchema.shape.savedSearchNotificationEnabled,
    }),
    behaviourFlags: z.object({ whatsappChatGateEnabled: z.boolean() }),
    whatsappChatCompNumber: tenant.whatsappChatCompNumber,
    referralWithCandidateApplicationGate: tenant.referralWithCandidateApplicationGate,
    chatbotxConfig: tenant.chatbotxConfig,
  })
  .refine(
    (settings) =>
      !settings.behaviourFlags.whatsappChatGateEnabled || settings.whatsappChatCompNumber,
    {
      message: 'Enter the WhatsApp number to show the WhatsApp button.',
      path: ['whatsappChatCompNumber'],
    },
  );
export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type SiteSettingsInput = z.input<typeof siteSettingsSchema>;

/** The site settings part of a tenant's configuration. */
export const readSiteSettings = (config: TenantConfig): SiteSettings => ({
  branding: {
    companyName: config.branding.companyName,
    logoUrl: config.branding.logoUrl,
    customPageSections: {
      customNavbarConfig: config.branding.customPageSections.customNavbarConfig,
      footerHtml: config.branding.customPageSections.footerHtml,
    },
    heroImages: config.branding.heroImages,
    banners: config.branding.banners,
  },
  defaultLanguage: config.defaultLanguage,
  seo: config.seo,
  termsOfService: config.termsOfService,
  loginSignupConfig: config.loginSignupConfig,
  applyConfig: config.applyConfig,
  scriptConfig: config.scriptConfig,
  jobCart: { enabled: config.jobCart.enabled },
  searchConfig: {
    mapConfig: { enabled: config.searchConfig.mapConfig.enabled },
    savedSearchNotificationEnabled: config.searchConfig.savedSearchNotificationEnabled,
  },
  behaviourFlags: { whatsappChatGateEnabled: config.behaviourFlags.whatsappChatGateEnabled },
  whatsappChatCompNumber: config.whatsappChatCompNumber,
  referralWithCandidateApplicationGate: config.referralWithCandidateApplicationGate,
  chatbotxConfig: config.chatbotxConfig,
});

/** The configuration with the settings written into it; everything else stays as it was. */
export const applySiteSettings = (config: TenantConfig, settings: SiteSettings): TenantConfig => ({
  ...config,
  ...settings,
  branding: {
    ...config.branding,
    ...settings.branding,
    customPageSections: {
      ...config.branding.customPageSections,
      ...settings.branding.customPageSections,
    },
  },
  jobCart: { ...config.jobCart, ...settings.jobCart },
  searchConfig: {
    ...config.searchConfig,
    ...settings.searchConfig,
    mapConfig: { ...config.searchConfig.mapConfig, ...settings.searchConfig.mapConfig },
  },
  behaviourFlags: { ...config.behaviourFlags, ...settings.behaviourFlags },
});
