import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';

export type JsonLdPosting = Record<string, unknown> & {
  jobLocation?: unknown;
  jobLocationType?: string;
  applicantLocationRequirements?: unknown;
  hiringOrganization?: { logo?: string };
};

const ARRAY_ADDRESS_COUNTRY = 'Required attribute "jobLocation.address.addressCountry" is missing';

/** The places of a posting's jobLocation: one object or a list (Google accepts both). */
export const placesOf = (posting: JsonLdPosting) =>
  (Array.isArray(posting.jobLocation) ? posting.jobLocation : [posting.jobLocation]).filter(
    Boolean,
  ) as { address?: { addressCountry?: string; addressRegion?: string } }[];

/**
 * A page's JobPosting JSON-LD as a crawler reads it (@marbec/web-auto-extractor), checked by
 * @adobe/structured-data-validator against Google's required (ERROR) and recommended (WARNING)
 * JobPosting fields. The validator reads `jobLocation.address.addressCountry` as one path, so it
 * cannot see into a list of places (Google's several-locations form): that one message is set
 * apart as `listedPlaces` when every place of the list has its country, and counts as an error
 * only when one does not.
 */
export const validateJobPostingPage = async (html: string) => {
  const data = new WebAutoExtractor({ addLocation: false, embedSource: [] }).parse(html);
  const postings = (data.jsonld.JobPosting ?? []) as JsonLdPosting[];
  const issues = await new Validator().validate(structuredClone(data));
  const posting = postings[0];
  const listed = posting && Array.isArray(posting.jobLocation);
  const allHaveCountry =
    posting && placesOf(posting).every((place) => place.address?.addressCountry);
  const isListNote = (message: string) =>
    message === ARRAY_ADDRESS_COUNTRY && listed && allHaveCountry;
  return {
    postings,
    errors: issues.filter((issue) => issue.severity === 'ERROR' && !isListNote(issue.issueMessage)),
    warnings: issues.filter((issue) => issue.severity === 'WARNING'),
    listedPlaces: issues.some((issue) => isListNote(issue.issueMessage)),
  };
};
