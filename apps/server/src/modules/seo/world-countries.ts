import iso3166 from 'iso-3166-2';

let codes: readonly string[] | undefined;

/**
 * Every country's ISO 3166-1 alpha-2 code (the iso-3166-2 package's list, 249 of them): where a
 * remote job open to applicants anywhere may be done from, as Google's JobPosting docs let
 * applicantLocationRequirements say it (a list of countries; there is no value for "anywhere").
 */
export const worldCountryCodes = () => (codes ??= Object.keys(iso3166.data).sort());
