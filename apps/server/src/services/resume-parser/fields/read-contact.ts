import { findPhoneNumbersInText, type CountryCode } from 'libphonenumber-js';
import type { ParsedResume } from '../parsed-resume.ts';

const EMAIL = /[\p{L}\d._%+-]+@[\p{L}\d-]+(?:\.[\p{L}\d-]+)*\.\p{L}{2,}/u;
const URL = /\b(?:https?:\/\/)?(?:www\.)?(?:[a-z\d-]+\.)+[a-z]{2,}(?:\/[^\s,;|<>"')]*)?/gi;
const PORTFOLIO_HOSTS =
  /(behance\.net|dribbble\.com|artstation\.com|portfolio|carbonmade|\.design$)/i;

/** The first email address in the text, in lower case. */
export const readEmail = (text: string): string | undefined => EMAIL.exec(text)?.[0].toLowerCase();

const linkKind = (host: string): ParsedResume['links'][number]['kind'] => {
  if (/(^|\.)linkedin\.com$/i.test(host)) return 'linkedin';
  if (/(^|\.)github\.(com|io)$/i.test(host)) return 'github';
  if (PORTFOLIO_HOSTS.test(host)) return 'portfolio';
  return 'website';
};

/** Web addresses that are not part of an email address, as https links, each once. */
export const readLinks = (text: string): ParsedResume['links'] => {
  const links = new Map<string, ParsedResume['links'][number]>();
  for (const match of text.matchAll(URL)) {
    const before = text[match.index - 1];
    if (before === '@' || before === '.' || /[\p{L}\d]/u.test(before ?? '')) continue;
    const raw = match[0].replace(/[.]+$/, '');
    const isExplicit = /^(https?:\/\/|www\.)/i.test(raw) || raw.includes('/');
    if (!isExplicit) continue;
    try {
      const url = new globalThis.URL(/^https?:\/\//i.test(raw) ? raw : `https://${raw}`);
      const key = url.href.replace(/\/$/, '');
      if (!links.has(key)) links.set(key, { kind: linkKind(url.hostname), url: key });
    } catch {
      continue;
    }
  }
  return [...links.values()];
};

/** Countries of the numbers written with their country code ('+49 …'), in order. */
export const phoneCountries = (lines: readonly string[]): string[] => {
  const countries = new Set<string>();
  for (const line of lines) {
    if (!line.includes('+')) continue;
    for (const { number } of findPhoneNumbersInText(line))
      if (number.isValid() && number.country) countries.add(number.country);
  }
  return [...countries];
};

const YEAR_RANGE = /(?<![\d+])(?:19|20)\d{2}\s*[–—-]\s*(?:(?:19|20)\d{2}|\d{2})(?!\d)/gu;
/** Dates written with their day or month ('12.08.1992', '1992-08-12', '03/2019'). */
const NUMERIC_DATE =
  /(?<![\d+])(?:\d{1,2}[./]){1,2}(?:19|20)\d{2}(?!\d)|(?<![\d+])(?:19|20)\d{2}[./-]\d{1,2}[./-]\d{1,2}(?!\d)/gu;

/**
 * Phone numbers in E.164. A number written with its country code needs no country; one written
 * the national way is read with the likely countries in order (the resume's place, the
 * candidate's, the language's) and taken with the first it is valid in. Numbers valid nowhere
 * (a date range, a postcode) are not phone numbers.
 */
export const readPhones = (lines: readonly string[], countries: readonly string[]) => {
  const numbers = new Set<string>();
  const tries = [...new Set(countries)].slice(0, 6) as CountryCode[];
  for (const raw of lines) {
    // dates and ranges of years ('2014 – 2018', '12.08.1992') are never a phone's digits
    const line = raw.replace(NUMERIC_DATE, ' ').replace(YEAR_RANGE, ' ');
    if ((line.match(/\d/g) ?? []).length < 7) continue;
    for (const defaultCountry of tries.length > 0 ? tries : [undefined]) {
      const valid = findPhoneNumbersInText(line, { defaultCountry }).filter(({ number }) =>
        number.isValid(),
      );
      for (const { number } of valid) numbers.add(number.number);
      if (valid.length > 0) break;
    }
  }
  return [...numbers].map((number) => ({ number, type: 'mobile' as const }));
};
