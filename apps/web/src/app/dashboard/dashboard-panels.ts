import {
  ApplicationsPanel,
  useApplicationCount,
} from '@/features/applications/components/applications-panel.tsx';
import { DraftsPanel, useDraftCount } from '@/features/applications/components/drafts-panel.tsx';
import { NudgesPanel, useNudgeCount } from '@/features/dashboard/components/nudges-panel.tsx';
import {
  EventsLinkPanel,
  InterviewsLinkPanel,
  useNoCount,
} from '@/features/dashboard/components/page-link-panel.tsx';
import {
  ReferralsPanel,
  useReferralCount,
} from '@/features/dashboard/components/referrals-panel.tsx';
import type { DashboardPanels } from '@/features/dashboard/dashboard-panels.ts';
import { OffersPanel, useOfferCount } from '@/features/offers/components/offers-panel.tsx';
import {
  SavedPositionsPanel,
  useSavedPositionCount,
} from '@/features/saved-jobs/components/saved-positions-panel.tsx';

/**
 * Each dashboard tab's list, from the feature that owns it. The interviews and events tabs link
 * to their pages until those features export their own panels: swap them in here.
 */
export const DASHBOARD_PANELS: DashboardPanels = {
  applications: { Panel: ApplicationsPanel, useCount: useApplicationCount },
  interviews: { Panel: InterviewsLinkPanel, useCount: useNoCount },
  savedPositions: { Panel: SavedPositionsPanel, useCount: useSavedPositionCount },
  events: { Panel: EventsLinkPanel, useCount: useNoCount },
  offers: { Panel: OffersPanel, useCount: useOfferCount },
  draftApplications: { Panel: DraftsPanel, useCount: useDraftCount },
  referrals: { Panel: ReferralsPanel, useCount: useReferralCount },
  nudges: { Panel: NudgesPanel, useCount: useNudgeCount },
};
