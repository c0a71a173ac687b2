import { describe, expect, it } from 'vitest';
import { searchQuerySchema } from './search-params.ts';

const issuesOf = (raw: Record<string, string | string[]>) =>
  searchQuerySchema.safeDecode(raw).error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('searchQuerySchema', () => {
  it('reads numbers, the point, the bounds and the distance, and keeps the other parameters', () => {
    expect(
      searchQuerySchema.decode({
        domain: 'acme.example',
        query: ' nurse ',
        location: ['Lyon', 'Paris'],
        start: '20',
        sort_by: 'distance',
        lat: '48.85',
        lng: '2.35',
        bounds: '40,-10,50,10',
        filter_distance: '25',
        filter_department: 'Sales,IT',
        'Job type': ['contract', 'part_time'],
      }),
    ).toEqual({
      query: 'nurse',
      location: 'Paris',
      start: 20,
      sortBy: 'distance',
      point: { lat: 48.85, lng: 2.35 },
      bounds: { south: 40, west: -10, north: 50, east: 10 },
      distanceKm: 25,
      isDebug: false,
      filterParams: { filter_department: ['Sales,IT'], 'Job type': ['contract', 'part_time'] },
    });
  });

  it('gives the defaults for an empty address, and debug for debug alone or with a value', () => {
    expect(searchQuerySchema.decode({})).toEqual({
      query: '',
      location: '',
      start: 0,
      sortBy: undefined,
      point: undefined,
      bounds: undefined,
      distanceKm: undefined,
      isDebug: false,
      filterParams: {},
    });
    expect(searchQuerySchema.decode({ debug: '' }).isDebug).toBe(true);
    expect(searchQuerySchema.decode({ debug: '1' }).isDebug).toBe(true);
    expect(searchQuerySchema.decode({ debug: 'false' }).isDebug).toBe(false);
  });

  it.each([
    [{ start: '-1' }, 'start'],
    [{ start: '2.5' }, 'start'],
    [{ start: '10001' }, 'start'],
    [{ lat: '91', lng: '0' }, 'lat'],
    [{ lat: '10' }, 'lng'],
    [{ lng: '10' }, 'lat'],
    [{ bounds: '10,10,5,20' }, 'bounds'],
    [{ bounds: '1,2,3' }, 'bounds'],
    [{ filter_distance: '-5' }, 'filter_distance'],
    [{ query: 'x'.repeat(201) }, 'query'],
  ])('refuses %o on the parameter at fault', (raw, param) => {
    expect(issuesOf(raw)).toEqual([param]);
  });

  it.each([
    ['timestamp', 'timestamp'],
    ['new', 'timestamp'],
    ['Newest', 'timestamp'],
    ['date', 'timestamp'],
    ['distance', 'distance'],
    ['popularity', undefined],
    ['', undefined],
  ])(
    'reads sort_by=%s as %s (aliases of PCSx clients; anything unknown is relevance)',
    (value, sort) => {
      expect(searchQuerySchema.decode({ sort_by: value }).sortBy).toBe(sort);
    },
  );

  it('writes a search back to the address it was read from', () => {
    const raw = {
      query: 'chef',
      location: 'Map Location',
      start: '10',
      sort_by: 'timestamp',
      lat: '48.85',
      lng: '2.35',
      bounds: '40,-10,50,10',
      filter_distance: '0',
      debug: '1',
      filter_country: ['France', 'Spain'],
    };
    expect(searchQuerySchema.encode(searchQuerySchema.decode(raw))).toEqual(raw);
    expect(searchQuerySchema.encode(searchQuerySchema.decode({}))).toEqual({});
  });
});
