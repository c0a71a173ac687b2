import type { ProfileLocation } from '@careers/shared';
import { foldText, lowerCase } from '../fold.ts';
import { countryCodeOf, englishCountryName, regionCountry } from './countries.ts';
import { CJK_CITY_SUFFIX, LOCAL_NAMES } from './local-city-names.ts';
import { findPlaces, type Place } from './places.ts';

const LABEL =
  /^(?:location|address|home|based in|city|residence|lieu|adresse|domicile|localisation|wohnort|anschrift|standort|ubicacion|ubicación|dirección|direccion|domicilio|residenza|indirizzo|localização|endereço|morada|woonplaats|adres|miejsce zamieszkania|lokalizacja|adres|ikamet|адрес|город|местоположение|địa chỉ|住所|所在地|地址|العنوان|المدينة)\s*[:：]?\s*/iu;
/** Words of a street address: a part holding one is the street, not the city. */
const STREET =
  /(?<!\p{L})(?:rue|avenue|av|bd|boulevard|chemin|impasse|allée|street|st|road|rd|lane|ln|drive|dr|way|close|court|flat|apt|apartment|suite|unit|floor|po box|weg|straße|strasse|str|gasse|platz|allee|ring|damm|via|viale|piazza|corso|calle|avda|avenida|plaza|rua|praça|travessa|ul|ulica|aleja|al|plac|os|laan|straat|gracht|plein|cad|caddesi|sok|sokak|mahallesi|mah|no|đường|phường|quận)(?!\p{L})/iu;
const CJK = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

export type FoundLocation = { location: ProfileLocation; confidence: number };

const titleCase = (text: string) =>
  text === text.toUpperCase()
    ? lowerCase(text).replace(
        /(^|[\s-])(\p{L})/gu,
        (_, before, letter) => before + letter.toUpperCase(),
      )
    : text;

const toLocation = (place: Place, written: string): ProfileLocation => ({
  city: titleCase(written),
  region: '',
  countryCode: place.countryCode,
  country: englishCountryName(place.countryCode),
  latitude: place.latitude,
  longitude: place.longitude,
});

/**
 * What may follow or precede a city's name in one part: a region or country code ('New York NY',
 * 'Lyon FR') or a country's name ('Lyon France'); any other word makes the part something else
 * ('Ashley Johnson - Resume' names no Ashley).
 */
const isBesideCity = (words: readonly string[]) =>
  words.every((word) => /^\p{Lu}{2,3}$/u.test(word)) || countryCodeOf(words.join(' ')) !== null;

/** Names a part may hold a city as: the whole, its last words, its first words ('Bristol BS8'). */
const cityNames = (part: string): string[] => {
  const words = part.split(/\s+/).filter(Boolean);
  const names = [part];
  for (let count = Math.min(3, words.length - 1); count >= 1; count -= 1) {
    if (isBesideCity(words.slice(0, -count))) names.push(words.slice(-count).join(' '));
    if (isBesideCity(words.slice(count))) names.push(words.slice(0, count).join(' '));
  }
  if (CJK.test(part)) {
    const bare = part.replace(CJK_CITY_SUFFIX, '');
    names.push(
      bare,
      ...Object.keys(LOCAL_NAMES).filter((name) => CJK.test(name) && part.includes(name)),
    );
  }
  return [...new Set(names)];
};

type Reading = { part: string; hadPostcode: boolean };

/** A part without its postcode and house numbers: what is left may name the city. */
const readPart = (part: string): Reading | null => {
  if (STREET.test(foldText(part)) && /\d/.test(part)) return null;
  const words = part.split(/\s+/);
  const kept = words.filter((word) => !/\d/.test(word) && !/^[-–/]$/.test(word));
  const text = kept.join(' ').replace(/^[-–,.\s]+|[-–,.\s]+$/g, '');
  if (!text || text.split(/\s+/).length > 4 || STREET.test(foldText(text))) return null;
  return { part: text, hadPostcode: kept.length < words.length };
};

const pickPlace = (places: readonly Place[], country: string | null, hints: readonly string[]) => {
  if (country) return places.find((place) => place.countryCode === country);
  for (const hint of hints) {
    const place = places.find((candidate) => candidate.countryCode === hint);
    if (place) return place;
  }
  return places[0];
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });

/** A two-letter ISO country code written as one ('Bengaluru, Karnataka (IN)'), or null. */
const isoCodeOf = (part: string) => {
  if (!/^[A-Z]{2}$/.test(part)) return null;
  const name = regionNames.of(part);
  return name && name !== part ? part : null;
};

/**
 * The countries a part may name, most likely first: a country's name, a US state's or Canadian
 * province's code, an ISO country code ('IN' is Indiana after 'Indianapolis' and India after
 * 'Bengaluru': the city decides).
 */
const countriesOfPart = (part: string) => {
  const region = regionCountry(
    part.replace(/\s+(?:\d{4,6}(?:-\d{4})?|[A-Z]\d[A-Z] ?\d[A-Z]\d)$/, '').trim(),
  );
  const found = [countryCodeOf(part), region, isoCodeOf(part)].filter(
    (code): code is string => code !== null,
  );
  return [...new Set(found)];
};

/** The first part, from the last, that names a place in the country (or a likely one). */
const findCity = (
  parts: readonly string[],
  country: string | null,
  hints: readonly string[],
  wordCount: number,
): FoundLocation | null => {
  for (const raw of [...parts].reverse()) {
    const reading = readPart(raw);
    if (!reading) continue;
    for (const name of cityNames(reading.part)) {
      const place = pickPlace(findPlaces(name), country, hints);
      if (!place) continue;
      const isAlone = parts.length === 1 && name === reading.part && !reading.hadPostcode;
      const isLikely = hints.includes(place.countryCode) || place.population >= 100_000;
      if (isAlone && (!isLikely || wordCount > 3)) continue;
      const confidence = country ? 0.95 : reading.hadPostcode ? 0.85 : 0.75;
      return { location: toLocation(place, name), confidence };
    }
  }
  return null;
};

/**
 * 'City, Country', 'City, ST 43229', '75001 Paris', 'Flat 3, 27 Clifton Road, Bristol BS8 1AB',
 * 'ul. Świdnicka 38/12, 50-068 Wrocław', 'Lyon (France)', '京都市', 'دبي، الإمارات'. A city
 * alone is taken when the segment is nothing else and the place is large or in a likely
 * country.
 */
const readSegment = (segment: string, hints: readonly string[]): FoundLocation | null => {
  const text = segment
    // a symbol drawn before the place ('⚲: Worcester, MA'), then its label
    .replace(/^[\p{S}\p{P}\s]+/u, '')
    .replace(LABEL, '')
    .replace(/\(([^)]+)\)/, ', $1')
    .trim();
  if (!text || text.length > 90 || /@|https?:|www\./.test(text)) return null;
  const parts = text
    .split(/\s*[,،、]\s*|\s+[-–]\s+(?=\d)/)
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length > 5) return null;
  const wordCount = text.split(/\s+/).length;
  const countries = parts.length > 1 ? countriesOfPart(parts.at(-1)!) : [];
  for (const country of countries) {
    const found = findCity(parts.slice(0, -1), country, hints, wordCount);
    if (found) return found;
  }
  return countries.length > 0 ? null : findCity(parts, null, hints, wordCount);
};

/**
 * The candidate's location from the lines where contact details sit, or null: the first
 * segment that names a place, the country from the segment, else the likely countries (the
 * phone's, the language's), else the largest place of that name.
 */
export const readLocation = (
  lines: readonly string[],
  hints: readonly string[] = [],
): FoundLocation | null => {
  for (const line of lines)
    // parts set apart by a tab, a bar, a dash, a dot or a symbol ('Bornova, İzmir ◆ +90 …')
    for (const segment of line.split(/\t| (?:[|•·⋅–—]|\p{So}) |\s{3,}/u)) {
      const found = readSegment(segment.trim(), hints);
      if (found) return found;
    }
  return null;
};
