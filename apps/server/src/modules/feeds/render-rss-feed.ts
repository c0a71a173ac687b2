import { XMLBuilder } from 'fast-xml-parser';
import type { StoredPosition } from '../positions/index.ts';
import type { FeedSite } from './render-job-board-feed.ts';
import { rfc822 } from './feed-text.ts';

// isPermaLink="true" stays an attribute with its value: XML has no boolean attributes
const builder = new XMLBuilder({
  ignoreAttributes: false,
  format: true,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
});

const item = (position: StoredPosition, site: FeedSite) => {
  const url = site.jobUrl(position);
  const where = position.locations.map((location) => location.displayName).join('; ');
  return {
    title: where ? `${position.title} (${where})` : position.title,
    link: url,
    description: position.description,
    guid: { '@_isPermaLink': 'true', '#text': url },
    pubDate: rfc822(position.postedAt),
    category: [position.department, position.jobFamily].filter(
      (value, index, all) => all.indexOf(value) === index,
    ),
  };
};

/**
 * RSS 2.0 (rssboard.org/rss-specification): a channel with its required title, link and
 * description, its self link (atom:link, as feed validators ask), and one item per open position.
 */
export const renderRssFeed = (positions: readonly StoredPosition[], site: FeedSite) =>
  `<?xml version="1.0" encoding="utf-8"?>\n${
    builder.build({
      rss: {
        '@_version': '2.0',
        '@_xmlns:atom': 'http://www.w3.org/2005/Atom',
        channel: {
          title: site.title,
          link: site.homeUrl,
          description: site.description,
          'atom:link': { '@_href': site.selfUrl, '@_rel': 'self', '@_type': 'application/rss+xml' },
          language: site.language,
          lastBuildDate: rfc822(site.now),
          ttl: 15,
          item: positions.map((position) => item(position, site)),
        },
      },
    }) as string
  }`;
