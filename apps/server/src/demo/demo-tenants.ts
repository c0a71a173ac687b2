import type { TenantConfigInput } from '@careers/shared';
import {
  BROAD_CATALOGUE,
  HEALTHCARE_CATALOGUE,
  type DemoCatalogue,
} from './catalogue/demo-catalogues.ts';
import { CONTOSO_FILTER_NAMES } from './contoso-filter-names.ts';
import { northwindChatbotxConfig } from './northwind-chat.ts';
import { NORTHWIND_FILTER_NAMES } from './northwind-filter-names.ts';

export { demoCandidate } from './demo-candidate.ts';

export type DemoTenant = {
  domain: string;
  name: string;
  isDefault: boolean;
  config: TenantConfigInput;
  /** The kind of openings generateDemoPositions makes for this tenant. */
  catalogue: DemoCatalogue;
};

const footerLinks = (site: string, links: readonly [string, string][]) =>
  `<ul>${links.map(([path, label]) => `<li><a href="https://${site}/${path}">${label}</a></li>`).join('')}</ul>`;

/** The default tenant: a broad company. Hero images are added by the integrator (packaged). */
export const northwindTenant: DemoTenant = {
  domain: 'northwind.example',
  name: 'Northwind Traders',
  isDefault: true,
  catalogue: BROAD_CATALOGUE,
  config: {
    // The employer's own site, which JobPosting names as the hiring organisation's (sameAs)
    hosts: { companyWebsite: 'https://northwind.example/' },
    branding: {
      companyName: 'Northwind Traders',
      theme: {
        'color-primary': '#1b2a4a',
        'color-primary-contrast': '#ffffff',
        'color-accent': '#0b7a75',
        'color-accent-contrast': '#ffffff',
        'color-surface': '#ffffff',
        'color-surface-muted': '#f2f5f8',
        'color-text': '#1a2233',
        'color-text-muted': '#55606e',
        'color-border': '#d5dce4',
        'font-family': "'Inter', 'Segoe UI', system-ui, sans-serif",
        radius: '8px',
      },
      customPageSections: {
        customNavbarConfig: {
          loggedIn: [
            { label: 'Jobs', href: '/careers' },
            { label: 'Saved jobs', href: '/careers/saved-jobs' },
            { label: 'My applications', href: '/careers/applications' },
            { label: 'Offers', href: '/careers/offers' },
          ],
          loggedOut: [
            { label: 'Jobs', href: '/careers' },
            { label: 'Life at Northwind', href: 'https://northwind.example/life' },
          ],
        },
        footerHtml:
          footerLinks('northwind.example', [
            ['privacy', 'Privacy notice'],
            ['accessibility', 'Accessibility statement'],
            ['contact', 'Contact us'],
          ]) + '<p>© Northwind Traders. All rights reserved.</p>',
      },
      heroImages: {
        jobs: {
          desktop: '/demo/northwind-hero-desktop.svg',
          tablet: '/demo/northwind-hero-tablet.svg',
          phone: '/demo/northwind-hero-phone.svg',
          alt: '',
        },
      },
      banners: {
        jobs: {
          type: 'info',
          html: '<p><strong>Graduate programme:</strong> applications for our 2027 intake are open until 31 January. Search for “Intern” to see every early-career role.</p>',
        },
      },
    },
    seo: {
      pageTitles: {
        default: 'Northwind Traders Careers',
        jobs: 'Jobs at Northwind Traders',
        dashboard: 'Your dashboard | Northwind Traders Careers',
      },
    },
    termsOfService: {
      enabled: true,
      heading: 'Terms of service',
      helperText: 'Please read and accept our terms before you continue.',
      infoText: 'You can read these terms again at any time from the link in the footer.',
      disclaimerHtml:
        '<p>By using the Northwind Traders careers site, you agree that we may process the information you give us to consider you for open positions, as described in our <a href="https://northwind.example/privacy">privacy notice</a>.</p><p>We keep your profile for up to two years after your last activity. You can ask us to delete it at any time.</p>',
      acceptLabel: 'Accept',
    },
    onboarding: { bootstrappingEnabled: false },
    contactUrl: 'https://northwind.example/contact',
    jobCart: { enabled: true, maxItems: 20 },
    chatbotxConfig: northwindChatbotxConfig,
    // a number of the range reserved for fiction (555-01xx)
    whatsappChatCompNumber: '15555550123',
    behaviourFlags: { whatsappChatGateEnabled: true },
    referralWithCandidateApplicationGate: true,
    searchConfig: {
      allFilters: [
        'department',
        'job_family',
        'employment_type',
        'country',
        'workplace',
        'skills',
        'posted_date',
      ],
      smartFilters: ['workplace', 'posted_date'],
      savedSearchNotificationEnabled: true,
    },
    notificationsConfig: {
      enableCandidateInappNotifications: true,
      actionRequiredTypes: [
        'offer_extended',
        'offer_document_revised',
        'offer_expiring',
        'form_assigned',
      ],
    },
    searchOptionsMap: {
      job_family: { displayName: 'Team', displayNames: NORTHWIND_FILTER_NAMES.team },
      workplace: {
        displayName: 'Workplace',
        displayNames: NORTHWIND_FILTER_NAMES.workplace,
        options: { labelMap: { onsite: 'On-site or hybrid' } },
      },
    },
  },
};

/** A healthcare employer with its own theme, no terms gate and English by default. */
export const contosoTenant: DemoTenant = {
  domain: 'contoso.example',
  name: 'Contoso Health',
  isDefault: false,
  catalogue: HEALTHCARE_CATALOGUE,
  config: {
    hosts: { companyWebsite: 'https://contoso.example/' },
    branding: {
      companyName: 'Contoso Health',
      theme: {
        'color-primary': '#1e7a46',
        'color-primary-contrast': '#ffffff',
        'color-accent': '#145c34',
        'color-accent-contrast': '#ffffff',
        'color-surface': '#ffffff',
        'color-surface-muted': '#f1f8f4',
        'color-text': '#1d2b24',
        'color-text-muted': '#4f6157',
        'color-border': '#cfe3d7',
        'font-family': "'Source Sans 3', 'Segoe UI', system-ui, sans-serif",
        radius: '4px',
      },
      customPageSections: {
        customNavbarConfig: {
          loggedIn: [
            { label: 'Find a role', href: '/careers' },
            { label: 'My applications', href: '/careers/applications' },
            { label: 'Profile', href: '/careers/profile' },
          ],
          loggedOut: [
            { label: 'Find a role', href: '/careers' },
            { label: 'Nursing at Contoso', href: 'https://contoso.example/nursing' },
          ],
        },
        footerHtml:
          footerLinks('contoso.example', [
            ['privacy', 'Notice of privacy practices'],
            ['accessibility', 'Accessibility'],
            ['nondiscrimination', 'Non-discrimination notice'],
            ['contact', 'Contact'],
          ]) + '<p>© Contoso Health. Caring for our communities.</p>',
      },
      heroImages: {
        jobs: {
          desktop: '/demo/contoso-hero-desktop.svg',
          tablet: '/demo/contoso-hero-tablet.svg',
          phone: '/demo/contoso-hero-phone.svg',
          alt: '',
        },
      },
      banners: {
        jobs: {
          type: 'alert',
          html: '<p><strong>Hiring now:</strong> sign-on bonuses for registered nurses and clinical support staff at every site.</p>',
        },
      },
    },
    defaultLanguage: 'en',
    seo: {
      pageTitles: { default: 'Careers at Contoso Health', jobs: 'Open roles | Contoso Health' },
    },
    termsOfService: { enabled: false },
    contactUrl: 'https://contoso.example/contact',
    searchConfig: {
      allFilters: ['job_family', 'department', 'employment_type', 'location', 'posted_date'],
      defaultDistanceKm: 40,
    },
    searchOptionsMap: {
      job_family: { displayName: 'Specialty', displayNames: CONTOSO_FILTER_NAMES.specialty },
      department: { displayName: 'Service line', displayNames: CONTOSO_FILTER_NAMES.serviceLine },
      employment_type: { displayName: 'Schedule', displayNames: CONTOSO_FILTER_NAMES.schedule },
      location: { displayName: 'Hospital or clinic', displayNames: CONTOSO_FILTER_NAMES.site },
    },
    behaviourFlags: { enableCommaInFilterValues: true },
  },
};

export const DEMO_TENANTS: readonly DemoTenant[] = [northwindTenant, contosoTenant];
