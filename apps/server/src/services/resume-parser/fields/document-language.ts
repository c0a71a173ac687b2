import { franc } from 'franc-min';
import { TWO_LETTER } from '../../text/franc-languages.ts';

const count = (text: string, letters: RegExp) => text.match(letters)?.length ?? 0;

/**
 * The language most of a resume is written in (franc's trigram model on its text), or null when
 * the text is too short or in none of the languages above. Hebrew, which franc-min's model lacks
 * (it answers Uzbek), by its script: no other language of resumes writes it.
 */
export const guessLanguage = (text: string): string | null => {
  const sample = text.slice(0, 4000);
  if (count(sample, /\p{Script=Hebrew}/gu) > count(sample, /\p{L}/gu) / 2) return 'he';
  const code = franc(sample, { minLength: 40 });
  return TWO_LETTER[code] ?? null;
};

/** Countries where people write resumes in a language, most likely first. */
export const LANGUAGE_COUNTRIES: Record<string, readonly string[]> = {
  en: ['US', 'GB', 'IE', 'IN', 'NG', 'CA', 'AU', 'ZA', 'NZ', 'SG', 'KE', 'PH'],
  fr: ['FR', 'BE', 'CH', 'CA', 'MA', 'LU', 'SN', 'CI'],
  de: ['DE', 'AT', 'CH', 'LU'],
  es: ['ES', 'MX', 'AR', 'CO', 'CL', 'PE', 'US'],
  pt: ['BR', 'PT', 'AO', 'MZ'],
  it: ['IT', 'CH'],
  nl: ['NL', 'BE'],
  pl: ['PL'],
  tr: ['TR', 'DE'],
  vi: ['VN'],
  ja: ['JP'],
  zh: ['CN', 'TW', 'HK', 'SG'],
  ar: ['SA', 'AE', 'EG', 'MA', 'JO', 'QA', 'KW', 'OM', 'BH', 'LB', 'DZ', 'TN', 'IQ'],
  ru: ['RU', 'UA', 'KZ', 'BY'],
  uk: ['UA'],
  sv: ['SE', 'FI'],
  da: ['DK'],
  no: ['NO'],
  fi: ['FI'],
  cs: ['CZ'],
  sk: ['SK'],
  ro: ['RO', 'MD'],
  hu: ['HU'],
  el: ['GR', 'CY'],
  he: ['IL'],
  ko: ['KR'],
  hi: ['IN'],
  id: ['ID'],
  th: ['TH'],
};
