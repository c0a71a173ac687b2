import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../core/app-deps.ts';
import { accountRoutes } from './account/index.ts';
import { adminCandidatesRoutes } from './admin-candidates/index.ts';
import { adminAnalyticsRoutes } from './analytics/index.ts';
import { adminApplicationsRoutes, applicationsRoutes } from './applications/index.ts';
import { authRoutes } from './auth/auth.routes.ts';
import { bootRoutes } from './boot/boot.routes.ts';
import { chatRoutes } from './chat/index.ts';
import { apiTokensRoutes, employerConsoleRoutes } from './employer-console/index.ts';
import { esignRoutes } from './esign/index.ts';
import { feedsRoutes } from './feeds/index.ts';
import { adminFormsRoutes, formsRoutes } from './forms/index.ts';
import { healthRoutes } from './health/health.routes.ts';
import { registerHousekeeping } from './housekeeping/index.ts';
import { notificationsRoutes } from './notifications/notifications.routes.ts';
import { onboardingTasksRoutes } from './onboarding-tasks/index.ts';
import { registerOfferReminders } from './offer-reminders/index.ts';
import { registerOffers } from './offers/index.ts';
import { insightsRoutes } from './insights/index.ts';
import { jobCartRoutes } from './job-cart/index.ts';
import { matchRoutes } from './match/index.ts';
import { nudgesRoutes } from './nudges/index.ts';
import { positionDetailsRoutes } from './position-details/index.ts';
import { profileRoutes } from './profile/index.ts';
import { adminPositionsRoutes, positionImportRoutes } from './positions/index.ts';
import { referralsRoutes } from './referrals/index.ts';
import { savedPositionsRoutes, savedSearchesRoutes } from './saved-positions/index.ts';
import { registerScheduling } from './scheduling/index.ts';
import { searchRoutes } from './search/index.ts';
import { seoRoutes } from './seo/index.ts';
import { siteSettingsRoutes } from './site-settings/index.ts';
import { spaRoutes } from './spa/spa.routes.ts';
import { registerStaticAssets } from './spa/static-assets.ts';
import { termsRoutes } from './terms/terms.routes.ts';
import { themeRoutes } from './theme/index.ts';
import { vslogRoutes } from './vslog/vslog.routes.ts';

/**
 * What answers before any tenant, session or CSRF work: the health checks (a load balancer asks
 * them many times a minute) and the built files of the web app.
 */
export const registerBareModules = async (app: FastifyInstance, deps: AppDeps) => {
  healthRoutes(app, deps.db, deps.search);
  await registerStaticAssets(app, deps.config.webDistDir);
};

/**
 * Every product module's routes, in one place, inside the scope that knows the tenant, the
 * session and the caller's access. The router does not depend on the order (a path beats the
 * pages' `/careers/*`), and the hooks modules add run in it: keep it, and add a module where it belongs.
 * Background jobs (offer reminders, job alerts, housekeeping) are registered with `deps.jobs`.
 */
export const registerModules = (scope: FastifyInstance, deps: AppDeps) => {
  authRoutes(scope, deps);
  bootRoutes(scope, deps);
  termsRoutes(scope, deps);
  vslogRoutes(scope, deps);
  notificationsRoutes(scope, deps);
  adminAnalyticsRoutes(scope, deps);
  employerConsoleRoutes(scope, deps);
  adminCandidatesRoutes(scope, deps);
  apiTokensRoutes(scope, deps);
  registerOffers(scope, deps);
  esignRoutes(scope, deps);
  registerOfferReminders(deps);
  registerHousekeeping(deps);
  searchRoutes(scope, deps);
  chatRoutes(scope, deps);
  positionDetailsRoutes(scope, deps);
  feedsRoutes(scope, deps);
  matchRoutes(scope, deps);
  insightsRoutes(scope, deps);
  savedPositionsRoutes(scope, deps);
  savedSearchesRoutes(scope, deps);
  jobCartRoutes(scope, deps);
  seoRoutes(scope, deps);
  adminPositionsRoutes(scope, deps);
  positionImportRoutes(scope, deps);
  formsRoutes(scope, deps);
  applicationsRoutes(scope, deps);
  profileRoutes(scope, deps);
  accountRoutes(scope, deps);
  onboardingTasksRoutes(scope, deps);
  adminApplicationsRoutes(scope, deps);
  referralsRoutes(scope, deps);
  nudgesRoutes(scope, deps);
  adminFormsRoutes(scope, deps);
  registerScheduling(scope, deps);
  themeRoutes(scope, deps);
  siteSettingsRoutes(scope, deps);
  spaRoutes(scope, deps);
};
