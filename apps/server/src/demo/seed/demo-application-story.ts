import type { ApplicationStatus, OfferStatus } from '@careers/shared';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** One demo application: where it ended up, and when each status was reached (ms before now). */
export type DemoApplicationPlan = {
  status: ApplicationStatus;
  /** Oldest first: [status, how long ago], the first being the submission. */
  steps: [ApplicationStatus, number][];
};

/** The application behind each demo offer, told by the offer's status and age. */
export const planForOffer = (status: OfferStatus, offerAgeMs: number): DemoApplicationPlan => {
  // the offer_extended notification is 25 minutes old
  const offeredAgo = offerAgeMs + 25 * 60_000;
  const path = (end: ApplicationStatus, endAgo: number, offeredAt = offeredAgo + 6 * DAY) => {
    const steps: [ApplicationStatus, number][] = [
      ['submitted', offeredAt + 20 * DAY],
      ['in_review', offeredAt + 16 * DAY],
      ['interviewing', offeredAt + 9 * DAY],
      ['offered', offeredAt],
    ];
    if (end !== 'offered') steps.push([end, endAgo]);
    return { status: end, steps };
  };
  switch (status) {
    case 'Accepted':
      return path('hired', offerAgeMs);
    case 'Declined':
      return path('withdrawn', offerAgeMs);
    case 'Canceled':
    case 'Expired':
      return path('rejected', offerAgeMs);
    default:
      return path('offered', offeredAgo, offeredAgo);
  }
};

/** The demo candidate's applications without an offer: one at each earlier stage, one rejected. */
export const PLANS_WITHOUT_OFFER: DemoApplicationPlan[] = [
  { status: 'submitted', steps: [['submitted', 2 * DAY]] },
  {
    status: 'in_review',
    steps: [
      ['submitted', 8 * DAY],
      ['in_review', 2 * DAY + 3 * HOUR],
    ],
  },
  {
    // the interviews module seeds its interview for this application
    status: 'interviewing',
    steps: [
      ['submitted', 15 * DAY],
      ['in_review', 11 * DAY],
      ['interviewing', 9 * HOUR],
    ],
  },
  {
    status: 'rejected',
    steps: [
      ['submitted', 40 * DAY],
      ['in_review', 36 * DAY],
      ['rejected', 30 * DAY],
    ],
  },
];

/**
 * When the interview of the demo's 'interviewing' application takes place: three days from now
 * at 15:00 UTC. The interview_scheduled notification names it; the interviews seed uses it too.
 */
export const demoInterviewStart = (now: Date) => {
  const start = new Date(now.getTime() + 3 * DAY);
  start.setUTCHours(15, 0, 0, 0);
  return start;
};
