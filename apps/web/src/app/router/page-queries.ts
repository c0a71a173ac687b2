import { parsePositionId, type BootData, type PageId } from '@careers/shared';
import type { FetchQueryOptions } from '@tanstack/react-query';
import { eventsQueryOptions } from '@/features/events/api/get-events.ts';
import { interviewsQueryOptions } from '@/features/interviews/api/get-interviews.ts';
import { offerQueryOptions } from '@/features/offers/api/get-offer.ts';
import { offersQueryOptions } from '@/features/offers/api/get-offers.ts';
import { onboardingTasksQueryOptions } from '@/features/onboarding-tasks/api/onboarding-tasks.ts';
import { accountSettingsQueryOptions } from '@/features/settings/api/account-settings.ts';
import { jobAlertsQueryOptions } from '@/features/settings/api/job-alerts.ts';
import {
  applicationsQueryOptions,
  draftApplicationsQueryOptions,
} from '@/lib/data/applications.ts';
import { formsListQueryOptions } from '@/lib/data/forms-list.ts';
import { nudgesQueryOptions } from '@/lib/data/nudges.ts';
import { positionDetailsQueryOptions } from '@/lib/data/position-details.ts';
import { savedPositionsQueryOptions } from '@/lib/data/saved-positions.ts';

/** Where the visitor is going: the route's params and the address. */
export type PageLocation = {
  params: Readonly<Record<string, string | undefined>>;
  url: URL;
};

type PreloadContext = PageLocation & { boot: BootData };

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each page lists queries of its own types
type AnyQuery = FetchQueryOptions<any, any, any, any>;

const signedIn = (boot: BootData, queries: AnyQuery[]) => (boot.isLoggedIn ? queries : []);

/** The queries each page starts with, so they run while its code chunk loads. */
const PAGE_QUERIES: Partial<Record<PageId, (context: PreloadContext) => AnyQuery[]>> = {
  singlePosition: ({ boot, params, url }) => {
    const positionId = parsePositionId(params.pid ?? url.searchParams.get('pid'));
    if (positionId === undefined) return [];
    const queriedLocation = url.searchParams.get('location')?.trim() ?? '';
    return [positionDetailsQueryOptions(boot.domain, boot.language, positionId, queriedLocation)];
  },
  // the first tab's list and the v2 layout's next things to do
  dashboard: ({ boot }) =>
    signedIn(boot, [applicationsQueryOptions(boot.domain), nudgesQueryOptions(boot.domain)]),
  savedJobs: ({ boot }) => signedIn(boot, [savedPositionsQueryOptions(boot.domain)]),
  applications: ({ boot }) =>
    signedIn(boot, [
      applicationsQueryOptions(boot.domain),
      draftApplicationsQueryOptions(boot.domain),
    ]),
  documentCenter: ({ boot }) => signedIn(boot, [formsListQueryOptions(boot.domain)]),
  offers: ({ boot }) => signedIn(boot, [offersQueryOptions(boot.domain)]),
  settings: ({ boot }) =>
    signedIn(boot, [accountSettingsQueryOptions(boot.domain), jobAlertsQueryOptions(boot.domain)]),
  onboarding: ({ boot }) => signedIn(boot, [onboardingTasksQueryOptions(boot.domain)]),
  interviews: ({ boot }) => signedIn(boot, [interviewsQueryOptions(boot.domain)]),
  events: ({ boot }) => signedIn(boot, [eventsQueryOptions(boot.domain)]),
  offer: ({ boot, params }) =>
    params.id ? signedIn(boot, [offerQueryOptions(params.id, boot.domain)]) : [],
};

/** The queries a page starts with, for the boot data and the address it is opened at. */
export const pageQueries = (pageId: PageId, context: PreloadContext): AnyQuery[] =>
  PAGE_QUERIES[pageId]?.(context) ?? [];
