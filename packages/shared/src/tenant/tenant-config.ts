import { z } from 'zod';
import { SUPPORTED_LANGUAGES } from '../constants/languages.ts';
import { PAGE_IDS } from '../routing/page-ids.ts';
import {
  jobCartConfigSchema,
  positionDetailsConfigSchema,
  positionOverridesConfigSchema,
  searchConfigSchema,
  searchOptionsMapSchema,
} from './search-config.ts';
import { notificationsConfigSchema } from '../contracts/notifications.ts';
import { chatbotxConfigSchema, whatsappNumberSchema } from './chatbotx-config.ts';
import { hostsConfigSchema } from './hosts-config.ts';
import { assetUrlSchema, linkHrefSchema } from './safe-url.ts';

const pageIdSchema = z.enum(PAGE_IDS);
const languageSchema = z.enum(SUPPORTED_LANGUAGES);
/** Per-page settings: keys are page ids; 'default' applies where a page has none of its own. */
const perPage = <T extends z.ZodType>(value: T) =>
  z.partialRecord(z.union([pageIdSchema, z.literal('default')]), value);

// A CSP host source that names an origin: 'self', or http(s)://host[:port] where the host may
// start with one `*.` label. Nothing else: a space, `;` or `,` would let a value add sources or
// whole directives to the Content-Security-Policy header it is written into.
const FRAME_ANCESTOR_SOURCE =
  /^(?:'self'|https?:\/\/(?:\*\.)?[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*(?::\d{1,5})?)$/i;

/** True for a value that may stand in a CSP `frame-ancestors` list as it is. */
export const isFrameAncestorSource = (value: string) => FRAME_ANCESTOR_SOURCE.test(value);

export const frameAncestorSourceSchema = z
  .string()
  .refine(
    isFrameAncestorSource,
    "An origin (https://example.com, https://*.example.com:8443) or 'self', with no path.",
  );

export const navLinkSchema = z.object({ label: z.string().trim().min(1), href: linkHrefSchema });

export const customNavbarConfigSchema = z.object({
  loggedIn: z.array(navLinkSchema).default([]),
  loggedOut: z.array(navLinkSchema).default([]),
});

export const heroImageSchema = z.object({
  /** Image for phones (below 600 px), tablets (600 to 1023 px) and desktops (1024 px and up). */
  phone: assetUrlSchema.optional(),
  tablet: assetUrlSchema.optional(),
  desktop: assetUrlSchema,
  alt: z.string().default(''),
});

export const customBannerSchema = z.object({
  type: z.enum(['alert', 'info']),
  /** HTML, sanitised before display. */
  html: z.string().min(1),
});

/** Design tokens a tenant overrides; names become CSS custom properties `--<name>`. */
export const themeTokensSchema = z.record(z.string().regex(/^[a-z0-9-]+$/), z.string());

export const termsOfServiceConfigSchema = z.object({
  enabled: z.boolean().default(false),
  heading: z.string().default('Terms of service'),
  helperText: z.string().default(''),
  infoText: z.string().default(''),
  /** HTML, sanitised before display. */
  disclaimerHtml: z.string().default(''),
  acceptLabel: z.string().default('Accept'),
});

export const brandingSchema = z.object({
  companyName: z.string().min(1),
  logoUrl: assetUrlSchema.optional(),
  theme: themeTokensSchema.default({}),
  customPageSections: z
    .object({
      customNavbarConfig: customNavbarConfigSchema.optional(),
      /** Footer HTML, sanitised before display. */
      footerHtml: z.string().optional(),
    })
    .default({}),
  heroImages: perPage(heroImageSchema).default({}),
  banners: perPage(customBannerSchema).default({}),
});

export const DASHBOARD_TABS = [
  'applications',
  'interviews',
  'savedPositions',
  'events',
  'offers',
  'draftApplications',
  'referrals',
  'nudges',
] as const;
export type DashboardTab = (typeof DASHBOARD_TABS)[number];

export const dashboardConfigSchema = z.object({
  /** /careers/dashboard shows the v2 layout (summary cards, then the lists). */
  useV2: z.boolean().default(false),
  /** The tabs shown, in order. */
  tabs: z.array(z.enum(DASHBOARD_TABS)).default([...DASHBOARD_TABS]),
  /** The submitted tab hides each application's status and its history. */
  hideApplicationStatus: z.boolean().default(false),
  /** The events list shows the candidate's registration status. */
  showEventApplicationStatus: z.boolean().default(true),
});

export const tenantConfigSchema = z.object({
  branding: brandingSchema,
  defaultLanguage: languageSchema.optional(),
  supportedLanguages: z.array(languageSchema).default([...SUPPORTED_LANGUAGES]),
  seo: z.object({ pageTitles: perPage(z.string()).default({}) }).default({ pageTitles: {} }),
  termsOfService: termsOfServiceConfigSchema.default({
    enabled: false,
    heading: 'Terms of service',
    helperText: '',
    infoText: '',
    disclaimerHtml: '',
    acceptLabel: 'Accept',
  }),
  onboarding: z
    .object({
      /** When set, a signed-in candidate who is not bootstrapped sees the bootstrapping screen. */
      bootstrappingEnabled: z.boolean().default(false),
    })
    .default({ bootstrappingEnabled: false }),
  loginSignupConfig: z
    .object({ candidateLoginEnabled: z.boolean().default(true) })
    .default({ candidateLoginEnabled: true }),
  applyConfig: z
    .object({ loggedOutApplyEnabled: z.boolean().default(true) })
    .default({ loggedOutApplyEnabled: true }),
  dashboardConfig: dashboardConfigSchema.prefault({}),
  /** Resume and other candidate uploads: the size limit, measured on the bytes received. */
  fileUploadConfig: z.object({ maxSizeMb: z.number().positive().max(50).default(5) }).prefault({}),
  /** Referrals: candidates may refer a friend to a position (issue 13). */
  referralWithCandidateApplicationGate: z.boolean().default(false),
  /** Shows the implementation-phase banner while the site is being set up. */
  implementationPhase: z.boolean().default(false),
  instanceBannerData: z
    .object({ displayBanner: z.boolean().default(false), displayText: z.string().default('') })
    .default({ displayBanner: false, displayText: '' }),
  scriptConfig: z
    .object({ pageLoadHeadScripts: perPage(z.array(z.url({ protocol: /^https?$/ }))).default({}) })
    .default({ pageLoadHeadScripts: {} }),
  /** Origins allowed to frame the site (CSP frame-ancestors); empty means none. */
  frameAncestors: z.array(frameAncestorSourceSchema).default([]),
  contactUrl: linkHrefSchema.optional(),
  hosts: hostsConfigSchema.prefault({}),
  searchConfig: searchConfigSchema.prefault({}),
  notificationsConfig: notificationsConfigSchema,
  searchOptionsMap: searchOptionsMapSchema,
  positionDetailsConfig: positionDetailsConfigSchema.prefault({}),
  overrides: positionOverridesConfigSchema,
  jobCart: jobCartConfigSchema.prefault({}),
  behaviourFlags: z
    .object({
      /** Filter values may hold commas: only repeated parameters separate them. */
      enableCommaInFilterValues: z.boolean().default(false),
      /** The 'Chat on WhatsApp' button, with `whatsappChatCompNumber`. */
      whatsappChatGateEnabled: z.boolean().default(false),
    })
    .prefault({}),
  chatbotxConfig: chatbotxConfigSchema.prefault({}),
  whatsappChatCompNumber: whatsappNumberSchema.optional(),
});

export type TenantConfig = z.infer<typeof tenantConfigSchema>;
export type TenantConfigInput = z.input<typeof tenantConfigSchema>;
