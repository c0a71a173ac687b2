import { describe, expect, it } from 'vitest';
import { pageSearchHref, readPageSearch } from './page-search.ts';

describe('readPageSearch', () => {
  it('reads the query, location, filters and point of the page address', () => {
    const params = new URLSearchParams(
      'query=nurse&location=current+location&lat=53.48&lng=-2.24&filter_workplace=remote&filter_department=A&filter_department=B&utm_source=x',
    );
    expect(readPageSearch(params, {})).toEqual({
      query: 'nurse',
      location: 'current location',
      filters: { workplace: ['remote'], department: ['A', 'B'] },
      lat: 53.48,
      lng: -2.24,
    });
  });

  it('reads a path search when the address has no query', () => {
    expect(readPageSearch(new URLSearchParams(), { query: 'nurse', location: 'Berlin' })).toEqual({
      query: 'nurse',
      location: 'Berlin',
      filters: {},
    });
  });
});

describe('pageSearchHref', () => {
  it('writes the search page address, keeping the tenant and language, and only search parameters', () => {
    const href = pageSearchHref(
      {
        query: 'senior data engineer',
        location: 'Berlin',
        filters: {
          filter_posted_date: ['past_week'],
          filter_distance: ['50'],
          unrelated: ['x'],
        },
      },
      new URLSearchParams('domain=northwind.example&hl=de'),
    );
    expect(href).toBe(
      '/careers?domain=northwind.example&hl=de&query=senior+data+engineer&location=Berlin&filter_posted_date=past_week&filter_distance=50',
    );
  });
});
