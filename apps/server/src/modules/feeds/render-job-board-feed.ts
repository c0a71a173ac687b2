import type { Language } from '@careers/shared';
import { XMLBuilder } from 'fast-xml-parser';
import type { StoredPosition } from '../positions/index.ts';
import { feedJobType, feedRemoteType, feedSalary, rfc822 } from './feed-text.ts';

export type FeedSite = {
  companyName: string;
  /** The feed's language (`hl`, else the tenant's default): its own words and `language`. */
  language: Language;
  /** The search page's title in that language, as the page itself says it. */
  title: string;
  /** One sentence on what the feed lists, in that language. */
  description: string;
  /** Absolute: the search page. */
  homeUrl: string;
  /** Absolute: the job page of a position. */
  jobUrl: (position: StoredPosition) => string;
  /** Absolute: this feed's own address. */
  selfUrl: string;
  now: Date;
};

// isPermaLink="true" stays an attribute with its value: XML has no boolean attributes
const builder = new XMLBuilder({
  ignoreAttributes: false,
  format: true,
  suppressEmptyNode: true,
  suppressBooleanAttributes: false,
});

const job = (position: StoredPosition, site: FeedSite) => {
  const place = position.locations[0];
  const fields = {
    title: position.title,
    date: rfc822(position.postedAt),
    referencenumber: position.displayJobId ?? String(position.id),
    url: site.jobUrl(position),
    company: site.companyName,
    sourcename: site.companyName,
    city: place?.city ?? '',
    state: place?.region ?? '',
    country: place?.countryCode ?? place?.country ?? '',
    postalcode: place?.postalCode ?? '',
    streetaddress: place?.streetAddress ?? '',
    description: position.description,
    salary: feedSalary(position),
    jobtype: feedJobType(position),
    category: position.jobFamily,
    remotetype: feedRemoteType(position),
    expirationdate: position.closesAt ? rfc822(position.closesAt) : '',
  };
  // a field the position does not have is left out rather than sent empty
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== ''));
};

/**
 * The XML feed job boards ingest (Indeed's format): a <source> with the publisher, then one
 * <job> per open position at its primary location. Empty fields are left out.
 */
export const renderJobBoardFeed = (positions: readonly StoredPosition[], site: FeedSite) =>
  `<?xml version="1.0" encoding="utf-8"?>\n${
    builder.build({
      source: {
        publisher: site.companyName,
        publisherurl: site.homeUrl,
        lastBuildDate: rfc822(site.now),
        job: positions.map((position) => job(position, site)),
      },
    }) as string
  }`;
