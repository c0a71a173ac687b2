import type { PageId } from './page-ids.ts';

/**
 * 'always': needs a signed-in candidate. 'unlessLoggedOutApply': protected only when the tenant
 * disables logged-out apply.
 */
export type RouteProtection = 'never' | 'always' | 'unlessLoggedOutApply';

export type RouteDefinition = {
  /** React Router path pattern. */
  path: string;
  pageId: PageId;
  protection: RouteProtection;
  hasFooter: boolean;
};

const route = (
  path: string,
  pageId: PageId,
  protection: RouteProtection = 'never',
  hasFooter = true,
): RouteDefinition => ({ path, pageId, protection, hasFooter });

/** The whole route table of the candidate site, with each page's protection. */
export const ROUTES: readonly RouteDefinition[] = [
  route('/careers/profile', 'profile', 'always'),
  route('/careers/dashboard', 'dashboard', 'always'),
  route('/careers/dashboardv2', 'dashboard', 'always'),
  route('/careers/settings', 'settings', 'always'),
  route('/careers/export-resume', 'exportResume', 'always'),
  route('/careers/apply', 'applyPage', 'unlessLoggedOutApply', false),
  route('/careers/apply/private', 'applyPage', 'unlessLoggedOutApply', false),
  route('/careers/job/private', 'singlePosition'),
  route('/careers/job/:pid', 'singlePosition'),
  route('/careers/job', 'singlePosition'),
  route('/logout', 'logout'),
  route('/careers/login', 'login'),
  route('/candidate/login', 'login'),
  route('/careers/forms/center', 'documentCenter', 'always'),
  route('/careers/forms', 'formView'),
  route('/careers/applications', 'applications', 'always'),
  route('/careers/saved-jobs', 'savedJobs', 'always'),
  route('/careers/interviews', 'interviews', 'always'),
  route('/careers/events', 'events', 'always'),
  route('/careers/onboarding', 'onboarding', 'always', false),
  route('/careers/offers', 'offers', 'always'),
  route('/careers/offer/:id', 'offer', 'always'),
  route('/careers/offer/:id/offer-document/:documentId', 'offerLetter', 'always'),
  route('/careers/offer-letter/:id', 'offerLetter', 'always'),
  route('/careers', 'jobs'),
  route('/careers/search', 'jobs'),
  route('/careers/:query/:location', 'jobs'),
];

/** Path prefixes the server answers with the single-page app. */
export const SPA_PATH_PREFIXES = ['/careers', '/candidate', '/logout', '/employer'] as const;
