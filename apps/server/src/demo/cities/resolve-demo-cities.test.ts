import { describe, expect, it } from 'vitest';
import { COUNTRY_PAY } from '../catalogue/country-pay.ts';
import { DEMO_CITY_KEYS } from './demo-city-list.ts';
import { resolveCities, resolveDemoCities } from './resolve-demo-cities.ts';

const raw = (name: string, country: string, adminCode: string, population: number) => ({
  name,
  country,
  adminCode,
  population,
  loc: { coordinates: [-89.6, 39.8] as [number, number] },
});

describe('resolveCities', () => {
  it('picks the most populous city of that name in that country', () => {
    const [city] = resolveCities(
      [{ name: 'Springfield', countryCode: 'US' }],
      [
        raw('Springfield', 'US', 'MA', 155_000),
        raw('Springfield', 'US', 'MO', 169_000),
        raw('Springfield', 'AU', '04', 200_000),
      ],
    );
    expect(city).toMatchObject({
      name: 'Springfield',
      region: 'Missouri',
      displayName: 'Springfield, MO, United States',
      population: 169_000,
      latitude: 39.8,
      longitude: -89.6,
    });
  });

  it('names every missing city instead of silently dropping it', () => {
    expect(() => resolveCities([{ name: 'Atlantis', countryCode: 'GR' }], [])).toThrow(
      'Atlantis (GR)',
    );
  });
});

describe('resolveDemoCities', () => {
  const cities = resolveDemoCities();

  it('resolves every curated city, at least 60, on every inhabited continent', () => {
    expect(cities).toHaveLength(DEMO_CITY_KEYS.length);
    expect(cities.length).toBeGreaterThanOrEqual(60);
    const codes = new Set(cities.map((city) => city.countryCode));
    for (const code of ['US', 'BR', 'GB', 'ZA', 'JP', 'AU']) expect(codes).toContain(code);
    expect(resolveDemoCities()).toBe(cities);
  });

  it('gives real coordinates (longitude and latitude not swapped)', () => {
    const find = (name: string) => cities.find((city) => city.name === name);
    expect(find('Austin')).toMatchObject({ region: 'Texas', countryCode: 'US' });
    expect(find('Austin')?.latitude).toBeCloseTo(30.27, 1);
    expect(find('Austin')?.longitude).toBeCloseTo(-97.74, 1);
    expect(find('Tokyo')?.latitude).toBeCloseTo(35.69, 1);
    expect(find('Tokyo')?.longitude).toBeCloseTo(139.69, 1);
    expect(find('Sydney')?.latitude).toBeCloseTo(-33.87, 1);
    expect(find('São Paulo')?.longitude).toBeCloseTo(-46.64, 1);
  });

  it('builds readable display names and regions', () => {
    const names = cities.map((city) => city.displayName);
    expect(names).toContain('Austin, TX, United States');
    expect(names).toContain('Toronto, ON, Canada');
    expect(names).toContain('Berlin, Germany');
    expect(names).toContain('Singapore');
    expect(names).toContain('Washington, D.C., United States');
    expect(cities.find((city) => city.name === 'Berlin')?.region).toBeNull();
    expect(cities.find((city) => city.name === 'Montréal')?.region).toBe('Quebec');
  });

  it('knows the pay conventions of every country it uses', () => {
    for (const city of cities) expect(COUNTRY_PAY[city.countryCode]).toBeDefined();
  });
});
