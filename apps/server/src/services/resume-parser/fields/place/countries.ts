import { foldText } from '../fold.ts';

const LANGUAGES = ['en', 'fr', 'de', 'es', 'it', 'pt', 'nl', 'pl', 'ru', 'sv', 'zh', 'ar', 'ja'];
const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const ALIASES: Record<string, string> = {
  usa: 'US',
  'u.s.': 'US',
  'u.s.a.': 'US',
  us: 'US',
  'united states of america': 'US',
  america: 'US',
  uk: 'GB',
  'u.k.': 'GB',
  england: 'GB',
  scotland: 'GB',
  wales: 'GB',
  'great britain': 'GB',
  holland: 'NL',
  uae: 'AE',
  czechia: 'CZ',
  'czech republic': 'CZ',
  'south korea': 'KR',
  korea: 'KR',
  russia: 'RU',
  'hong kong': 'HK',
};

/** US states and Canadian provinces, as written after a city ('Austin, TX'). */
const REGION_COUNTRIES: Record<string, string> = Object.fromEntries([
  ...'AL AK AZ AR CA CO CT DE FL GA HI ID IL IN IA KS KY LA ME MD MA MI MN MS MO MT NE NV NH NJ NM NY NC ND OH OK OR PA RI SC SD TN TX UT VT VA WA WV WI WY DC'
    .split(' ')
    .map((code) => [code, 'US']),
  ...'AB BC MB NB NL NS NT NU ON PE QC SK YT'.split(' ').map((code) => [`CA:${code}`, 'CA']),
]);

/** Codes of countries that no longer exist, whose names live on in today's ('Deutschland' is DE, not DD). */
const RETIRED = new Set([
  'DD',
  'FX',
  'YU',
  'CS',
  'SU',
  'ZR',
  'TP',
  'BU',
  'NT',
  'YD',
  'EU',
  'EZ',
  'UN',
  'QO',
]);

let names: Map<string, string> | undefined;

/** Country names in the product's main languages, folded → ISO code; built once. */
const countryNames = () => {
  if (names) return names;
  names = new Map(Object.entries(ALIASES));
  const displays = LANGUAGES.map(
    (language) => new Intl.DisplayNames([language], { type: 'region' }),
  );
  for (const first of LETTERS)
    for (const second of LETTERS) {
      const code = first + second;
      if (RETIRED.has(code)) continue;
      for (const display of displays) {
        const name = display.of(code);
        const key = name && name !== code ? foldText(name) : null;
        // The first code wins: France is FR, not the retired FX.
        if (key && !names.has(key)) names.set(key, code);
      }
    }
  return names;
};

/** The country a name stands for ('Deutschland', 'Polska', 'USA'), or null. */
export const countryCodeOf = (name: string): string | null =>
  countryNames().get(foldText(name).replace(/\s+/g, ' ').trim()) ?? null;

/** The country of a US state or Canadian province code written after a city, or null. */
export const regionCountry = (code: string): string | null =>
  REGION_COUNTRIES[code] ?? REGION_COUNTRIES[`CA:${code}`] ?? null;

const englishNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const englishCountryName = (code: string) => englishNames.of(code) ?? code;
