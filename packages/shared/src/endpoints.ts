import { accountEndpoints } from './contracts/account.ts';
import { adminCandidateEndpoints } from './contracts/admin-candidates.ts';
import { analyticsEndpoints } from './contracts/analytics.ts';
import { applicationStatusEndpoints } from './contracts/application-status.ts';
import { applyJobEndpoints } from './contracts/apply-jobs.ts';
import { applicationEndpoints } from './contracts/applications.ts';
import { authEndpoints } from './contracts/auth.ts';
import { bootEndpoints } from './contracts/boot-data.ts';
import { chatEndpoints } from './contracts/chat.ts';
import { employerConsoleEndpoints } from './contracts/employer-console.ts';
import { formEndpoints } from './contracts/forms.ts';
import { jobCartEndpoints } from './contracts/job-cart.ts';
import { nudgeEndpoints } from './contracts/nudges.ts';
import { notificationEndpoints } from './contracts/notifications.ts';
import { onboardingTaskEndpoints } from './contracts/onboarding-tasks.ts';
import { offerEndpoints } from './contracts/offer-endpoints.ts';
import { positionDetailsEndpoints } from './contracts/position-details.ts';
import { positionImportEndpoints } from './contracts/position-import.ts';
import { positionEndpoints } from './contracts/positions.ts';
import { profileEndpoints } from './contracts/profile.ts';
import { schedulingEndpoints } from './contracts/scheduling-endpoints.ts';
import { referralEndpoints } from './contracts/referrals.ts';
import { savedPositionEndpoints } from './contracts/saved-positions.ts';
import { searchEndpoints } from './contracts/search-endpoints.ts';
import { seoEndpoints } from './contracts/seo.ts';
import { siteSettingsEndpoints } from './contracts/site-settings.ts';
import { feedEndpoints } from './contracts/feeds.ts';
import { onboardingEndpoints } from './contracts/terms-of-service.ts';
import { themeEndpoints } from './contracts/theme.ts';
import { analyticsEventEndpoints } from './contracts/vslog.ts';

/**
 * Every endpoint of the product, by operation id. The server registers each one (a test fails on
 * a definition without a route, and on a route without a definition's access); the web app calls
 * them with `callApi(api.x, input)`.
 */
export const api = {
  ...accountEndpoints,
  ...adminCandidateEndpoints,
  ...analyticsEndpoints,
  ...analyticsEventEndpoints,
  ...applicationEndpoints,
  ...applicationStatusEndpoints,
  ...applyJobEndpoints,
  ...authEndpoints,
  ...bootEndpoints,
  ...chatEndpoints,
  ...employerConsoleEndpoints,
  ...formEndpoints,
  ...jobCartEndpoints,
  ...notificationEndpoints,
  ...nudgeEndpoints,
  ...offerEndpoints,
  ...onboardingEndpoints,
  ...onboardingTaskEndpoints,
  ...positionDetailsEndpoints,
  ...positionEndpoints,
  ...positionImportEndpoints,
  ...profileEndpoints,
  ...referralEndpoints,
  ...savedPositionEndpoints,
  ...schedulingEndpoints,
  ...searchEndpoints,
  ...seoEndpoints,
  ...siteSettingsEndpoints,
  ...feedEndpoints,
  ...themeEndpoints,
};

export type ApiEndpointId = keyof typeof api;
