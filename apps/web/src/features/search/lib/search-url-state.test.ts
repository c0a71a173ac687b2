import { tenantConfigSchema } from '@careers/shared';
import { describe, expect, it } from 'vitest';
import { readSearchUrlState, sameFilters, writeSearchParams } from './search-url-state.ts';

const config = tenantConfigSchema.parse({
  branding: { companyName: 'Acme' },
  searchOptionsMap: { job_family: { displayName: 'Team' } },
});
const commaConfig = tenantConfigSchema.parse({
  branding: { companyName: 'Acme' },
  searchConfig: { allFilters: ['location'] },
  behaviourFlags: { enableCommaInFilterValues: true },
});

const read = (search: string, path: { query?: string; location?: string } = {}) =>
  readSearchUrlState(path, new URLSearchParams(search), config);

describe('readSearchUrlState', () => {
  it('reads every parameter of the search page', () => {
    expect(
      read(
        'query=nurse&location=Paris&start=20&pid=42&sort_by=timestamp&tab=map&filter_department=Sales,IT',
      ),
    ).toEqual({
      query: 'nurse',
      location: 'Paris',
      start: 20,
      pid: 42,
      sortBy: 'timestamp',
      tab: 'map',
      filters: { department: ['Sales', 'IT'] },
      point: undefined,
    });
    expect(read('location=current location&lat=48.85&lng=2.35').point).toEqual({
      lat: 48.85,
      lng: 2.35,
    });
    expect(read('lat=91&lng=2').point).toBeUndefined();
    expect(read('query=nurse&lat=48.85')).toMatchObject({ query: 'nurse', point: undefined });
  });

  it('turns dashes and underscores of the path values into spaces, before the query string', () => {
    const state = read('query=ignored', { query: 'senior-data_engineer', location: 'new-york' });
    expect(state.query).toBe('senior data engineer');
    expect(state.location).toBe('new york');
  });

  it('accepts plain-name filters through filter names and configured display names', () => {
    expect(read('Team=Design&department=Sales&utm_source=mail').filters).toEqual({
      job_family: ['Design'],
      department: ['Sales'],
    });
  });

  it('merges repeated filter parameters and drops empty values', () => {
    expect(
      read('filter_country=France&filter_country=Spain,,France&filter_skills=').filters,
    ).toEqual({ country: ['France', 'Spain'] });
  });

  it('keeps commas inside values when the tenant allows them', () => {
    const state = readSearchUrlState(
      {},
      new URLSearchParams('filter_location=Paris, France&filter_location=Lyon, France'),
      commaConfig,
    );
    expect(state.filters).toEqual({ location: ['Paris, France', 'Lyon, France'] });
  });

  it('leaves out filters the site does not offer, as the search API would refuse them', () => {
    expect(read('filter_salary=100&filter_department=Sales').filters).toEqual({
      department: ['Sales'],
    });
  });

  it('ignores a bad start, pid or sort', () => {
    expect(read('start=-3&pid=abc&sort_by=random')).toMatchObject({
      start: 0,
      pid: undefined,
      sortBy: undefined,
    });
    expect(read('start=99999999').start).toBe(10_000);
  });
});

describe('writeSearchParams', () => {
  it('writes the state canonically and carries every other parameter over', () => {
    const current = new URLSearchParams(
      'domain=acme.example&utm_source=mail&referral_token=abc&show_login_modal=1&Team=Design&start=30&hl=fr',
    );
    const state = read(current.toString());
    const next = writeSearchParams(
      current,
      { ...state, query: 'chef', start: 0, filters: { ...state.filters, department: ['A', 'B'] } },
      config,
    );
    expect(next.toString()).toBe(
      'domain=acme.example&utm_source=mail&referral_token=abc&show_login_modal=1&hl=fr&query=chef&filter_job_family=Design&filter_department=A%2CB',
    );
  });

  it('repeats values holding commas when the tenant allows them', () => {
    const next = writeSearchParams(
      new URLSearchParams(),
      { ...read(''), filters: { location: ['Paris, France', 'Lyon'] } },
      commaConfig,
    );
    expect(next.getAll('filter_location')).toEqual(['Paris, France', 'Lyon']);
  });
});

describe('sameFilters', () => {
  it('compares values in any order', () => {
    expect(sameFilters({ a: ['1', '2'] }, { a: ['2', '1'] })).toBe(true);
    expect(sameFilters({ a: ['1'] }, { a: ['1'], b: ['x'] })).toBe(false);
    expect(sameFilters({ a: [] }, {})).toBe(true);
  });
});
