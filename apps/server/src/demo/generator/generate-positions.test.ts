import { describe, expect, it } from 'vitest';
import { HEALTHCARE_CATALOGUE } from '../catalogue/demo-catalogues.ts';
import { resolveDemoCities } from '../cities/resolve-demo-cities.ts';
import type { PositionFields } from '../../modules/positions/index.ts';
import { generateDemoPositions } from './generate-positions.ts';
import { htmlProblems } from './html-check.ts';

const now = new Date('2026-11-22T12:00:00Z');
const DAY = 86_400_000;
const take = (count: number, seed = 'test') => [...generateDemoPositions({ count, seed, now })];
const share = (positions: PositionFields[], test: (position: PositionFields) => boolean) =>
  positions.filter(test).length / positions.length;

describe('generateDemoPositions', () => {
  const positions = take(5_000);

  it('is deterministic for a seed and differs for another seed', () => {
    const first = take(50, 'northwind');
    expect(take(50, 'northwind')).toEqual(first);
    expect(positions.slice(0, 50)).toEqual(take(50));
    const other = take(50, 'contoso');
    expect(other.map((position) => position.title)).not.toEqual(
      first.map((position) => position.title),
    );
  });

  it('streams: asking for a billion positions yields the first ones at once', () => {
    const stream = generateDemoPositions({ count: 1_000_000_000, seed: 'stream', now });
    expect(stream.next().done).toBe(false);
    expect(stream.next().value?.title).toEqual(expect.any(String));
    expect([...generateDemoPositions({ count: 0, seed: 'x', now })]).toEqual([]);
    expect(() => generateDemoPositions({ count: -1, seed: 'x', now }).next()).toThrow();
  });

  it('produces the counts and shares of the brief', () => {
    expect(positions).toHaveLength(5_000);
    const remote = share(positions, (position) => position.isRemote);
    expect(remote).toBeGreaterThan(0.09);
    expect(remote).toBeLessThan(0.15);
    const multi = share(positions, (position) => position.locations.length > 1);
    expect(multi).toBeGreaterThan(0.12);
    expect(multi).toBeLessThan(0.18);
    expect(positions.every((position) => position.locations.length <= 3)).toBe(true);
    const closed = share(positions, (position) => position.status === 'closed');
    expect(closed).toBeGreaterThan(0.03);
    expect(closed).toBeLessThan(0.07);
    expect(share(positions, (position) => position.employmentType === 'full_time')).toBeGreaterThan(
      0.6,
    );
    const cities = new Set(positions.flatMap((position) => position.locations.map((l) => l.city)));
    expect(cities.size).toBeGreaterThanOrEqual(40);
    expect(new Set(positions.map((position) => position.department)).size).toBeGreaterThan(15);
    expect(new Set(positions.map((position) => position.title)).size).toBeGreaterThan(1_000);
  });

  it('places every location in a resolved demo city with its real coordinates', () => {
    const byKey = new Map(
      resolveDemoCities().map((city) => [`${city.name}|${city.countryCode}`, city]),
    );
    for (const position of positions) {
      expect(position.locations.length).toBeGreaterThan(0);
      for (const location of position.locations) {
        if (location.city === null) {
          expect(position.isRemote).toBe(true);
          expect(location.latitude).toBeNull();
          expect(location.displayName).toMatch(/^Remote/);
          continue;
        }
        const city = byKey.get(`${location.city}|${location.countryCode}`);
        expect(city, location.displayName).toBeDefined();
        expect(location).toMatchObject({
          displayName: city?.displayName,
          region: city?.region,
          country: city?.country,
          latitude: city?.latitude,
          longitude: city?.longitude,
        });
        expect(Math.abs(location.latitude ?? 99)).toBeLessThanOrEqual(90);
        expect(Math.abs(location.longitude ?? 999)).toBeLessThanOrEqual(180);
      }
      const names = position.locations.map((location) => location.displayName);
      expect(new Set(names).size).toBe(names.length);
    }
  });

  it('dates postings in the last 90 days and closes open ones in the future', () => {
    for (const position of positions) {
      const age = now.getTime() - position.postedAt.getTime();
      expect(age).toBeGreaterThanOrEqual(0);
      expect(age).toBeLessThanOrEqual(90 * DAY);
      if (!position.closesAt) continue;
      const open = position.closesAt.getTime() - position.postedAt.getTime();
      expect(open).toBeGreaterThanOrEqual(30 * DAY);
      expect(open).toBeLessThanOrEqual(120 * DAY);
      if (position.status === 'open') expect(position.closesAt > now).toBe(true);
    }
    expect(share(positions, (position) => position.closesAt === null)).toBeGreaterThan(0.2);
  });

  it('gives plausible salaries in local currencies', () => {
    for (const position of positions) {
      if (position.salaryMin === null) {
        expect(position.salaryMax).toBeNull();
        expect(position.salaryCurrency).toBeNull();
        continue;
      }
      expect(Number.isInteger(position.salaryMin)).toBe(true);
      expect(position.salaryMin).toBeGreaterThan(0);
      expect(position.salaryMin).toBeLessThanOrEqual(position.salaryMax ?? 0);
      expect(position.salaryMax).toBeLessThan(2 ** 31);
    }
    const usdYear = positions.filter(
      (p) =>
        p.salaryCurrency === 'USD' &&
        p.salaryPeriod === 'year' &&
        p.locations[0]?.countryCode === 'US',
    );
    for (const position of usdYear) expect(position.salaryMin).toBeGreaterThan(20_000);
    const currencyOf = (code: string) =>
      new Set(
        positions
          .filter((p) => !p.isRemote && p.locations[0]?.countryCode === code && p.salaryCurrency)
          .map((p) => p.salaryCurrency),
      );
    expect(currencyOf('JP')).toEqual(new Set(['JPY']));
    expect(currencyOf('DE')).toEqual(new Set(['EUR']));
    expect(currencyOf('IN')).toEqual(new Set(['INR']));
    expect(share(positions, (p) => p.salaryPeriod === 'year')).toBeGreaterThan(0.5);
    const retailUs = positions.filter(
      (p) =>
        p.jobFamily === 'Store Operations' &&
        p.locations[0]?.countryCode === 'US' &&
        p.salaryPeriod,
    );
    expect(retailUs.length).toBeGreaterThan(0);
    expect(
      retailUs.every(
        (p) =>
          p.title.includes('Supervisor') || p.title === 'Key Holder' || p.salaryPeriod === 'hour',
      ),
    ).toBe(true);
  });

  it('lists 4 to 10 unique skills and writes well-formed HTML', () => {
    for (const position of positions) {
      expect(position.skills.length).toBeGreaterThanOrEqual(4);
      expect(position.skills.length).toBeLessThanOrEqual(10);
      expect(new Set(position.skills).size).toBe(position.skills.length);
      expect(htmlProblems(position.description), position.title).toEqual([]);
      expect(position.description).toMatch(/^<h3>/);
      expect(position.title).not.toMatch(/undefined|NaN/);
    }
  });

  it('varies titles with seniority, specialisations and local languages', () => {
    const titles = positions.map((position) => position.title);
    expect(titles.some((title) => title.startsWith('Senior '))).toBe(true);
    expect(titles.some((title) => /^(Staff|Principal|Lead) /.test(title))).toBe(true);
    expect(titles.some((title) => /, [A-Z]/.test(title))).toBe(true);
    expect(titles.some((title) => /[\u3040-\u30ff]/.test(title))).toBe(true);
    expect(titles.some((title) => /\(m\/w\/d\)/.test(title))).toBe(true);
    expect(titles.some((title) => /[\u0e00-\u0e7f]/.test(title))).toBe(true);
  });

  it('makes healthcare openings in North America for Contoso', () => {
    const contoso = [
      ...generateDemoPositions({
        count: 50,
        seed: 'contoso',
        now,
        catalogue: HEALTHCARE_CATALOGUE,
      }),
    ];
    expect(contoso).toHaveLength(50);
    for (const position of contoso) {
      expect(HEALTHCARE_CATALOGUE.families).toContain(position.jobFamily);
      for (const location of position.locations) {
        if (location.countryCode) expect(['US', 'CA']).toContain(location.countryCode);
      }
      expect(position.description).not.toContain('Northwind');
    }
    expect(contoso.some((position) => position.description.includes('Contoso Health'))).toBe(true);
  });

  it('rejects unknown families and countries without cities', () => {
    expect(() =>
      generateDemoPositions({
        count: 1,
        seed: 'x',
        now,
        catalogue: { companyName: 'X', families: ['Astrology'] },
      }).next(),
    ).toThrow('Astrology');
    expect(() =>
      generateDemoPositions({
        count: 1,
        seed: 'x',
        now,
        catalogue: { companyName: 'X', countryCodes: ['AQ'] },
      }).next(),
    ).toThrow();
  });
});
