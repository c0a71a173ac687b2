import { api, endpointPath } from '@careers/shared';

/** The address of an interview's calendar file: a plain link, the browser downloads it. */
export const interviewCalendarHref = (interviewId: number, domain: string) =>
  `${endpointPath(api.downloadInterviewCalendar, { id: interviewId })}?domain=${encodeURIComponent(domain)}`;
