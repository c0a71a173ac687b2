import { DEMO_OFFICES } from '../cities/demo-offices.ts';
import type { DemoCity } from '../cities/resolve-demo-cities.ts';
import type { LocationFields } from '../../modules/positions/index.ts';
import { createWeightedPicker, type Random } from '../prng.ts';

export type LocationChoice = {
  isRemote: boolean;
  locations: LocationFields[];
  /** Where pay and title language come from; null for a role open worldwide. */
  countryCode: string | null;
  /** The primary city, null for remote roles. */
  city: DemoCity | null;
};

export type LocationPicker = (random: Random, isRemote: boolean) => LocationChoice;

/** Share of remote roles open worldwide; the others are remote within one country. */
const WORLDWIDE_REMOTE_SHARE = 0.5;
/** Share of extra locations drawn from the primary location's country when it has others. */
const SAME_COUNTRY_SHARE = 0.6;

export const cityLocation = (city: DemoCity): LocationFields => ({
  displayName: city.displayName,
  city: city.name,
  region: city.region,
  country: city.country,
  countryCode: city.countryCode,
  latitude: city.latitude,
  longitude: city.longitude,
  streetAddress: DEMO_OFFICES[city.name]?.streetAddress ?? null,
  postalCode: DEMO_OFFICES[city.name]?.postalCode ?? null,
});

const WORLDWIDE: LocationFields = {
  displayName: 'Remote',
  city: null,
  region: null,
  country: null,
  countryCode: null,
  latitude: null,
  longitude: null,
};

/**
 * Cities are weighted by the square root of their population: big hubs get more openings
 * without drowning out smaller cities. `multiLocationShare` applies to on-site roles.
 */
export const createLocationPicker = (
  cities: readonly DemoCity[],
  multiLocationShare: number,
): LocationPicker => {
  if (cities.length === 0) throw new Error('At least one city is needed');
  const pickCity = createWeightedPicker(cities, (city) => Math.sqrt(city.population));
  const byCountry = new Map<string, DemoCity[]>();
  for (const city of cities) {
    byCountry.set(city.countryCode, [...(byCountry.get(city.countryCode) ?? []), city]);
  }

  const extraCity = (random: Random, used: readonly DemoCity[]): DemoCity | undefined => {
    const primary = used[0] as DemoCity;
    const neighbours = (byCountry.get(primary.countryCode) ?? []).filter((c) => !used.includes(c));
    if (neighbours.length > 0 && random.chance(SAME_COUNTRY_SHARE)) return random.pick(neighbours);
    for (let attempt = 0; attempt < 8; attempt += 1) {
      const candidate = pickCity(random);
      if (!used.includes(candidate)) return candidate;
    }
    return undefined;
  };

  return (random, isRemote) => {
    if (isRemote) {
      if (random.chance(WORLDWIDE_REMOTE_SHARE)) {
        return { isRemote, locations: [{ ...WORLDWIDE }], countryCode: null, city: null };
      }
      const { country, countryCode } = pickCity(random);
      const location = { ...WORLDWIDE, displayName: `Remote, ${country}`, country, countryCode };
      return { isRemote, locations: [location], countryCode, city: null };
    }
    const used = [pickCity(random)];
    if (cities.length > 1 && random.chance(multiLocationShare)) {
      const wanted = random.int(2, 3);
      while (used.length < wanted) {
        const extra = extraCity(random, used);
        if (!extra) break;
        used.push(extra);
      }
    }
    const primary = used[0] as DemoCity;
    return {
      isRemote,
      locations: used.map(cityLocation),
      countryCode: primary.countryCode,
      city: primary,
    };
  };
};
