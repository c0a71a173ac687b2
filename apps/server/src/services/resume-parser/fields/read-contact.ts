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

/**
 * Phone numbers in E.164, read with the country the resume gives (its location) or the default
 * one; numbers written with a + need neither. Numbers that are not valid for their country (a
 * date range, a postcode) are not phone numbers.
 */
export const readPhones = (lines: readonly string[], country: string | undefined) => {
  const numbers = new Set<string>();
  for (const line of lines) {
    if ((line.match(/\d/g) ?? []).length < 7) continue;
    const found = findPhoneNumbersInText(line, {
      defaultCountry: country as CountryCode | undefined,
    });
    for (const { number } of found) if (number.isValid()) numbers.add(number.number);
  }
  return [...numbers].map((number) => ({ number, type: 'mobile' as const }));
};
