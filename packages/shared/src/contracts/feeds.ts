import { defineEndpoints } from '../api/endpoint.ts';

const tags = ['feeds'] as const;

/**
 * Job feeds for job boards and feed readers, one per tenant: every open position, newest first.
 * Files rather than API answers, so left out of the API document.
 */
export const feedEndpoints = defineEndpoints({
  getJobsXmlFeed: {
    method: 'GET',
    path: '/feeds/jobs.xml',
    summary:
      'Open positions in the XML job-board format (Indeed style): one <job> each, with title, date, reference number, url, company, place, description, salary, job type and remote type',
    tags,
    access: 'public',
    produces: 'application/xml',
    isHidden: true,
  },
  getJobsRssFeed: {
    method: 'GET',
    path: '/feeds/jobs.rss',
    summary: 'Open positions as an RSS 2.0 channel',
    tags,
    access: 'public',
    produces: 'application/rss+xml',
    isHidden: true,
  },
});
