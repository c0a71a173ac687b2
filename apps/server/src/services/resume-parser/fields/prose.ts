import { readDateRanges } from './read-dates.ts';

/**
 * The rest of a wrapped bullet or sentence ('• Work with translators so content reads in every'
 * / 'language'): it goes on in lower case after a line of prose that did not end.
 */
export const continuesProse = (line: string, previous: string | undefined) =>
  previous !== undefined &&
  previous.split(/\s+/).length >= 4 &&
  !/[.!?;:]$/.test(previous) &&
  /^\p{Ll}/u.test(line) &&
  readDateRanges(line).length === 0;
