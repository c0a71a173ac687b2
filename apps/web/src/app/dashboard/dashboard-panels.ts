import {
  ApplicationsPanel,
  useApplicationCount,
} from '@/features/applications/components/applications-panel.tsx';
import { DraftsPanel, useDraftCount } from '@/features/applications/components/drafts-panel.tsx';
import { NudgesPanel, useNudgeCount } from '@/features/dashboard/components/nudges-panel.tsx';
import {
  ReferralsPanel,
  useReferralCount,
} from '@/features/dashboard/components/referrals-panel.tsx';
import type { DashboardPanels } from '@/features/dashboard/dashboard-panels.ts';
import { EventsTab, useEvents } from '@/features/events/index.ts';
import { InterviewsTab, useInterviews } from '@/features/interviews/index.ts';
import { OffersPanel, useOfferCount } from '@/features/offers/components/offers-panel.tsx';
import {
  SavedPositionsPanel,
  useSavedPositionCount,
} from '@/features/saved-jobs/components/saved-positions-panel.tsx';

/** The upcoming interviews and events the v2 summary counts. */
const useInterviewCount = () => useInterviews().data?.upcoming.length;
const useEventCount = () => useEvents().data?.upcoming.length;

/** Each dashboard tab's list, from the feature that owns it. */
export const DASHBOARD_PANELS: DashboardPanels = {
  applications: { Panel: ApplicationsPanel, useCount: useApplicationCount },
  interviews: { Panel: InterviewsTab, useCount: useInterviewCount },
  savedPositions: { Panel: SavedPositionsPanel, useCount: useSavedPositionCount },
  events: { Panel: EventsTab, useCount: useEventCount },
  offers: { Panel: OffersPanel, useCount: useOfferCount },
  draftApplications: { Panel: DraftsPanel, useCount: useDraftCount },
  referrals: { Panel: ReferralsPanel, useCount: useReferralCount },
  nudges: { Panel: NudgesPanel, useCount: useNudgeCount },
};
