import type { SearchParams } from '@careers/shared';

/**
 * Every server-state key of the web app, by resource. Features never spell a key: they use the
 * query options and hooks of this folder, or these factories to refresh a resource. Each key
 * starts with its resource's name, so `all` reaches every cached copy of it.
 */
export const queryKeys = {
  accountSettings: {
    all: ['account-settings'] as const,
    one: (domain: string) => ['account-settings', domain] as const,
  },
  applications: {
    all: ['applications'] as const,
    list: (domain: string) => ['applications', domain] as const,
  },
  applyForm: {
    all: ['apply-form'] as const,
    one: (domain: string, positionId: number) => ['apply-form', domain, positionId] as const,
  },
  bootData: {
    all: ['boot-data'] as const,
    one: (domain: string | null, hl: string | null) => ['boot-data', { domain, hl }] as const,
  },
  draftApplications: {
    all: ['draft-applications'] as const,
    list: (domain: string) => ['draft-applications', domain] as const,
  },
  events: {
    all: ['events'] as const,
    list: (domain: string) => ['events', domain] as const,
  },
  forms: {
    all: ['forms'] as const,
    one: (domain: string, formId: string) => ['forms', domain, formId] as const,
  },
  formsList: {
    all: ['forms-list'] as const,
    list: (domain: string) => ['forms-list', domain] as const,
  },
  notifications: {
    all: ['notifications'] as const,
    badge: (domain: string) => ['notifications', 'badge', domain] as const,
    bootData: (domain: string) => ['notifications', 'boot-data', domain] as const,
    lists: (domain: string) => ['notifications', 'list', domain] as const,
    list: (domain: string, tab: string, language: string) =>
      ['notifications', 'list', domain, tab, language] as const,
  },
  onboardingTasks: {
    all: ['onboarding-tasks'] as const,
    list: (domain: string) => ['onboarding-tasks', domain] as const,
  },
  interviews: {
    all: ['interviews'] as const,
    list: (domain: string) => ['interviews', domain] as const,
  },
  nudges: {
    all: ['nudges'] as const,
    list: (domain: string) => ['nudges', domain] as const,
  },
  offers: {
    all: ['offers'] as const,
    list: (domain: string) => ['offers', domain, 'list'] as const,
    one: (domain: string, encId: string) => ['offers', domain, 'one', encId] as const,
  },
  jobCart: {
    all: ['job-cart'] as const,
    one: (domain: string) => ['job-cart', domain] as const,
  },
  matchDetails: {
    all: ['match-details'] as const,
    one: (domain: string, isLoggedIn: boolean, positionId: number) =>
      ['match-details', domain, isLoggedIn, positionId] as const,
  },
  profile: {
    all: ['profile'] as const,
    details: (domain: string) => ['profile', domain, 'details'] as const,
    analysis: (domain: string, hl: string) => ['profile', domain, 'analysis', hl] as const,
  },
  savedSearches: {
    all: ['saved-searches'] as const,
    list: (domain: string) => ['saved-searches', domain] as const,
  },
  savedPositions: {
    all: ['saved-positions'] as const,
    list: (domain: string) => ['saved-positions', domain] as const,
  },
  positionDetails: {
    all: ['position-details'] as const,
    ofTenant: (domain: string) => ['position-details', domain] as const,
    one: (domain: string, hl: string, positionId: number, queriedLocation: string) =>
      ['position-details', domain, hl, positionId, queriedLocation] as const,
  },
  positionInsights: {
    all: ['position-insights'] as const,
    one: (domain: string, positionId: number) => ['position-insights', domain, positionId] as const,
  },
  positionOverrides: {
    all: ['position-overrides'] as const,
    one: (domain: string, hl: string, positionId: number) =>
      ['position-overrides', domain, hl, positionId] as const,
  },
  referrals: {
    all: ['referrals'] as const,
    list: (domain: string) => ['referrals', domain] as const,
  },
  search: {
    all: ['search'] as const,
    results: (domain: string, hl: string, params: SearchParams) =>
      ['search', 'results', domain, hl, params] as const,
    markers: (domain: string, params: SearchParams) =>
      ['search', 'markers', domain, params] as const,
  },
  termsOfService: {
    all: ['terms-of-service'] as const,
    one: (domain: string) => ['terms-of-service', domain] as const,
  },
  employer: {
    all: ['employer'] as const,
    positions: (domain: string, filters: object) =>
      ['employer', 'positions', domain, filters] as const,
    position: (domain: string, id: number) => ['employer', 'position', domain, id] as const,
    pipeline: (domain: string, positionId: number) =>
      ['employer', 'pipeline', domain, positionId] as const,
    apiTokens: (domain: string) => ['employer', 'api-tokens', domain] as const,
    interviews: (domain: string) => ['employer', 'interviews', domain] as const,
    events: (domain: string) => ['employer', 'events', domain] as const,
    eventRegistrations: (domain: string, eventId: number) =>
      ['employer', 'event-registrations', domain, eventId] as const,
    analytics: (domain: string, days: number) => ['employer', 'analytics', domain, days] as const,
    candidates: (domain: string, filters: object) =>
      ['employer', 'candidates', domain, filters] as const,
    candidate: (domain: string, id: number) => ['employer', 'candidate', domain, id] as const,
    offersOf: (domain: string) => ['employer', 'offers', domain] as const,
    offers: (domain: string, filters: object) => ['employer', 'offers', domain, filters] as const,
    offer: (domain: string, encId: string) => ['employer', 'offer', domain, encId] as const,
    siteSettings: (domain: string) => ['employer', 'site-settings', domain] as const,
  },
  theme: {
    all: ['theme'] as const,
    one: (domain: string) => ['theme', domain, 'published'] as const,
    versions: (domain: string) => ['theme', domain, 'versions'] as const,
  },
};
