import iso3166 from 'iso-3166-2';
import { foldWords } from '../../services/text/fold-words.ts';

// Only letter codes of two or three letters read as a region's short name (WA, MH, NH, BE);
// numeric codes (IT-25, JP-13) and the single letters of old French regions do not.
const SHORT_CODE = /^[A-Z]{2,3}$/;

let byCountry: Map<string, Map<string, string>> | undefined;

const codesOf = (countryCode: string) => {
  byCountry ??= new Map(
    Object.entries(iso3166.data).map(([country, { sub }]) => [
      country,
      new Map(
        Object.entries(sub).flatMap(([code, { name }]) => {
          const short = code.slice(country.length + 1);
          return SHORT_CODE.test(short) ? [[foldWords(name), short] as const] : [];
        }),
      ),
    ]),
  );
  return byCountry.get(countryCode);
};

/**
 * A region as PCSx's standardised locations write it: its ISO 3166-2 letter code where it has
 * one ("Washington" in the US is WA, "Maharashtra" MH, "Noord-Holland" NH), else its name
 * ("Lombardy", whose code is a number).
 */
export const regionCode = (countryCode: string | null, region: string) =>
  (countryCode && codesOf(countryCode.toUpperCase())?.get(foldWords(region))) ?? region;
