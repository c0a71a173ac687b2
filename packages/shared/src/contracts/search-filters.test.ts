import { describe, expect, it } from 'vitest';
import { tenantConfigSchema } from '../tenant/tenant-config.ts';
import { resolveSearchFilters, searchFilterNamed } from './search-filters.ts';

const config = tenantConfigSchema.parse({
  branding: { companyName: 'Acme' },
  searchConfig: { allFilters: ['department', 'job_family', 'location', 'posted_date'] },
  searchOptionsMap: { job_family: { displayName: 'Job Family Group' } },
});
const commaConfig = tenantConfigSchema.parse({
  branding: { companyName: 'Acme' },
  searchConfig: { allFilters: ['location'] },
  behaviourFlags: { enableCommaInFilterValues: true },
});

describe('searchFilterNamed', () => {
  it('reads filter_{name}, a filter name and a display name; other parameters are none', () => {
    expect(searchFilterNamed('filter_department', config)).toBe('department');
    expect(searchFilterNamed('Department', config)).toBe('department');
    expect(searchFilterNamed('job-family group', config)).toBe('job_family');
    expect(searchFilterNamed('filter_salary', config)).toBeNull();
    expect(searchFilterNamed('filter_country', config)).toBeNull();
    expect(searchFilterNamed('utm_source', config)).toBeUndefined();
  });
});

describe('resolveSearchFilters', () => {
  it('merges repeated and comma-separated values per filter and drops empty ones', () => {
    expect(
      resolveSearchFilters(
        {
          filter_department: ['Sales,IT', 'Sales'],
          Department: ['Legal'],
          'Job Family Group': ['Design'],
          filter_location: [''],
          utm_source: ['mail'],
        },
        config,
      ),
    ).toEqual({
      filters: { department: ['Sales', 'IT', 'Legal'], job_family: ['Design'] },
      issues: [],
      ignored: ['utm_source'],
    });
  });

  it('keeps commas inside values when the tenant allows them', () => {
    expect(
      resolveSearchFilters({ filter_location: ['Paris, France', 'Lyon, France'] }, commaConfig)
        .filters,
    ).toEqual({ location: ['Paris, France', 'Lyon, France'] });
  });

  it('names the parameters it refuses and keeps the rest', () => {
    const { filters, issues } = resolveSearchFilters(
      {
        filter_department: ['Sales'],
        filter_posted_date: ['yesterday'],
        filter_location: Array.from({ length: 51 }, (_, n) => `City ${n}`),
      },
      config,
    );
    expect(filters).toEqual({ department: ['Sales'] });
    expect(issues.map((issue) => issue.param)).toEqual(['filter_location', 'filter_posted_date']);
  });

  it('ignores a filter this site does not have, as PCSx does, and names it', () => {
    const { filters, issues, ignored } = resolveSearchFilters(
      { filter_include_remote: ['1'], filter_seniority: ['Mid-Level'], filter_department: ['IT'] },
      config,
    );
    expect(filters).toEqual({ department: ['IT'] });
    expect(issues).toEqual([]);
    expect(ignored).toEqual(['filter_include_remote', 'filter_seniority']);
  });

  it('takes one posted-date value: a preset or a range', () => {
    const read = (value: string) =>
      resolveSearchFilters({ filter_posted_date: [value] }, config).issues.length;
    expect([read('past_week'), read('2026-11-01..2026-11-10'), read('..2026-11-10')]).toEqual([
      0, 0, 0,
    ]);
    expect([read('past_week,past_day'), read('2026-11-10..2026-11-01')]).toEqual([1, 1]);
  });
});
