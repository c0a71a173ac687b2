import { z } from 'zod';
import { defineEndpoints } from '../api/endpoint.ts';

const tags = ['seo'] as const;

/** What search engines read; pages and files, not API answers, so left out of the API document. */
export const seoEndpoints = defineEndpoints({
  getJobPage: {
    method: 'GET',
    path: '/careers/job/:pid',
    summary:
      "A job page: the app with the position's JSON-LD, title, description and Open Graph; 404 and noindex when it is not open",
    tags,
    access: 'public',
    // `private` (the app's private link) or a position id with an optional slug
    params: z.object({ pid: z.string() }),
    produces: 'text/html',
    isHidden: true,
  },
  getSitemap: {
    method: 'GET',
    path: '/sitemap.xml',
    summary: "The tenant's sitemap: the search page and every open position",
    tags,
    access: 'public',
    produces: 'application/xml',
    isHidden: true,
  },
  getShareCard: {
    method: 'GET',
    path: '/og/card.png',
    summary: "The tenant's link-preview card (og:image when it has no logo): a PNG in its colours",
    tags,
    access: 'public',
    produces: 'image/png',
    isHidden: true,
  },
  getIndexNowKey: {
    method: 'GET',
    path: '/indexnow/:file',
    summary: "The tenant's IndexNow key file ({key}.txt), which proves its pings are its own",
    tags,
    access: 'public',
    params: z.object({ file: z.string().max(140) }),
    produces: 'text/plain',
    isHidden: true,
  },
  getRobots: {
    method: 'GET',
    path: '/robots.txt',
    summary: 'What crawlers may read, and where the sitemap is',
    tags,
    access: 'public',
    produces: 'text/plain',
    isHidden: true,
  },
});
