import { describe, expect, it } from 'vitest';
import { buildCandidateLoginUrl, buildCareersUrl } from './links.ts';

describe('buildCandidateLoginUrl', () => {
  it('builds the /candidate/login shape with pid comma-joined and next encoded', () => {
    const url = buildCandidateLoginUrl({
      domain: 'northwind.example',
      pids: [12, 34],
      microsite: 'grads',
      hl: 'fr',
      next: '/careers/job/12?domain=northwind.example',
    });
    const parsed = new URL(url, 'http://x');
    expect(parsed.pathname).toBe('/candidate/login');
    expect(Object.fromEntries(parsed.searchParams)).toEqual({
      domain: 'northwind.example',
      pid: '12,34',
      microsite: 'grads',
      hl: 'fr',
      next: '/careers/job/12?domain=northwind.example',
    });
    expect(url).toContain('next=%2Fcareers%2Fjob%2F12%3Fdomain%3Dnorthwind.example');
  });

  it('leaves out the optional parts', () => {
    expect(buildCandidateLoginUrl({ domain: 'a.example', next: '/careers' })).toBe(
      '/candidate/login?domain=a.example&next=%2Fcareers',
    );
  });
});

describe('buildCareersUrl', () => {
  it('prefixes /careers and adds the domain', () => {
    expect(buildCareersUrl('/offers', 'a.example')).toBe('/careers/offers?domain=a.example');
    expect(buildCareersUrl('/', 'a.example', { query: 'nurse', location: undefined })).toBe(
      '/careers?domain=a.example&query=nurse',
    );
  });
});
