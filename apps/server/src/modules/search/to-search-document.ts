import type { DocumentLocation, SearchDocument } from '@careers/search';
import type { SearchFilterName } from '@careers/shared';
import type { LocationFields, PositionRecord } from '../positions/index.ts';
import { htmlToText } from '../../services/text/html-to-text.ts';

/**
 * The facet fields every position carries: every search filter but the date range. Values are
 * the stored strings; labels come from the tenant's label maps.
 */
export type FacetField = Exclude<SearchFilterName, 'posted_date'>;

const unique = (values: Iterable<string | null>) => [
  ...new Set([...values].filter((value): value is string => Boolean(value))),
];

const toDocumentLocation = (location: LocationFields): DocumentLocation => ({
  name: location.displayName,
  ...(location.city && { city: location.city }),
  ...(location.region && { region: location.region }),
  ...(location.country && { country: location.country }),
  ...(location.latitude != null &&
    location.longitude != null && { point: { lat: location.latitude, lng: location.longitude } }),
});

export const toSearchDocument = (position: PositionRecord): SearchDocument => {
  const facets: Record<FacetField, readonly string[]> = {
    department: [position.department],
    job_family: [position.jobFamily],
    employment_type: [position.employmentType],
    location: unique(position.locations.map((location) => location.displayName)),
    country: unique(position.locations.map((location) => location.country)),
    skills: unique(position.skills),
    workplace: [position.isRemote ? 'remote' : 'onsite'],
  };
  // a posting's translations are found too: their titles and descriptions are indexed with it,
  // read in the posting's own language
  const translations = position.translations;
  return {
    id: position.id,
    language: position.defaultLanguage,
    title: position.title,
    otherTitles: translations.map((text) => text.title),
    description: [position.description, ...translations.map((text) => text.description)]
      .map(htmlToText)
      .join('\n'),
    department: position.department,
    category: position.jobFamily,
    skills: position.skills,
    locations: position.locations.map(toDocumentLocation),
    isRemote: position.isRemote,
    postedAt: Math.floor(position.postedAt.getTime() / 1000),
    facets,
  };
};
